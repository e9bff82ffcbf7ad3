/// The same outlet connected twice from one object, or the same action and event connected twice.
/// Reported at the second connection.
public struct DuplicateConnectionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "duplicate-connection",
        name: "Duplicate connection",
        summary: "One object connects the same outlet twice (the last one silently wins), or the same action for the same event twice.",
        rationale: "Duplicates come from copy-paste and merges. A doubled outlet points at whichever object was connected last, which is rarely the one the code expects; a doubled action is registered once and only makes the connections harder to read.",
        runtimeFailure: "The outlet holds the object of the last connection; a doubled action has no effect of its own.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.index.nibs {
            // The first connection with each key, by position (storing a copy of it would retain all its strings).
            var seen: [ConnectionKey: Int] = [:]
            seen.reserveCapacity(document.connections.count)
            for (position, connection) in document.connections.enumerated() {
                let key: ConnectionKey
                switch connection.kind {
                // Key-value coding capitalizes the key's first letter: `DescriptionLabel` and `descriptionLabel` both call
                // `setDescriptionLabel:`, so they set the same outlet.
                case .outlet: key = ConnectionKey(isAction: false, source: connection.source, member: KeyValueCoding.capitalized(connection.property ?? ""))
                case .action:
                    key = ConnectionKey(isAction: true, source: connection.source, member: connection.selector ?? "",
                                        eventType: connection.eventType ?? "", destinationID: connection.destinationID ?? "")
                default: continue
                }
                guard let firstPosition = seen[key] else {
                    seen[key] = position
                    continue
                }
                let first = document.connections[firstPosition]
                let source = document.objects[connection.source]
                let sourceText = MessageText.describe(source, className: context.index.className(of: source, platform: document.platform))
                let message: String
                let failure: String
                let firstLine = "line \(first.line)"
                if connection.kind == .outlet, let property = connection.property, let firstProperty = first.property, property != firstProperty {
                    message = "outlet '\(property)' of \(sourceText) sets the same key as outlet '\(firstProperty)' (first at \(firstLine)): "
                        + "key-value coding capitalizes the first letter, so both call \(KeyValueCoding.setterSelectors(forKey: property, platform: document.platform)[0])"
                    failure = "the last connection silently wins"
                } else if connection.kind == .outlet {
                    message = "outlet '\(connection.property ?? "?")' of \(sourceText) is connected twice (first at \(firstLine))"
                    failure = "the last connection silently wins"
                } else {
                    message = "action '\(connection.selector ?? "?")' of \(sourceText) is connected twice for the same event (first at \(firstLine))"
                    failure = "the sender registers the target and action once, so the second connection does nothing but hide the first"
                }
                let note = DiagnosticNote(location: document.location(of: first), message: "first connection is here")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message, notes: [note],
                                                      help: "delete the one you do not want in the Connections inspector", failure: failure,
                                                      identity: DiagnosticKeys.connection(connection, in: document, member: connection.property ?? connection.selector ?? ""),
                                                      objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
            }
        }
        return diagnostics
    }
}

/// What makes two connections the same: the same outlet of one object, or the same action for the same
/// event to the same target (a value, not a formatted string: every connection of every nib makes one).
private struct ConnectionKey: Hashable {
    var isAction: Bool
    var source: Int
    var member: String
    var eventType = ""
    var destinationID = ""
}
