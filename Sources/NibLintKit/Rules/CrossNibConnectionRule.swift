/// A connection points at an id that is not in the same nib: another storyboard scene, or nowhere.
/// Reported at the connection element.
public struct CrossNibConnectionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "cross-nib-connection",
        name: "Cross-nib connection",
        summary: "A connection's destination or target is not an object of the same nib (another storyboard scene, or no object at all).",
        rationale: "Each storyboard scene is compiled to its own nib, and connections can never reach outside their nib. A destination id that is missing or lives in another scene means a hand-edited or badly merged file.",
        runtimeFailure: "ibtool refuses to compile the file, or the connection is silently dropped.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let resolver = context.connections.resolver
        var diagnostics: [Diagnostic] = []
        for document in context.index.nibs {
            for connection in document.connections {
                guard let destinationID = connection.destinationID, connection.reference == nil else { continue }
                // The source object and the connection's name are read only for a finding.
                guard let destinationIndex = document.destinationIndex(of: connection) else {
                    let source = document.objects[connection.source]
                    let message = "\(connectionName(connection)) of \(MessageText.describe(source, className: nil)) points at id '\(destinationID)', which is no object in this file"
                    diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                          help: "delete the connection and make it again in Interface Builder (the file was probably hand-edited or badly merged)",
                                                          identity: DiagnosticKeys.connection(connection, in: document, member: memberName(connection)),
                                                          objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
                    continue
                }
                // Segues (other than unwind segues) may lead to any scene of the storyboard.
                if connection.kind == .segue && connection.segueKind != "unwind" { continue }
                guard !resolver.isDestinationInSameNib(connection, in: document) else { continue }
                // An action to First Responder has no target at run time (it travels the responder chain), so
                // every scene's First Responder is the same nil target; shipping macOS storyboards do this
                // (vienna-rss's Main.storyboard: menus of one scene sending to the application scene's First Responder).
                if connection.kind == .action, document.objects[destinationIndex].placeholderRole == .firstResponder { continue }
                let source = document.objects[connection.source]
                let what = connectionName(connection)
                let destination = document.objects[destinationIndex]
                let sourceScene = source.scene.map { document.scenes[$0].sceneID } ?? "?"
                let destinationScene = destination.scene.map { document.scenes[$0].sceneID } ?? "?"
                let sourceClass = context.index.className(of: source, platform: document.platform)
                let destinationClass = context.index.className(of: destination, platform: document.platform)
                let message = "\(what) of \(MessageText.describe(source, className: sourceClass)) in scene \(sourceScene) connects to \(MessageText.describe(destination, className: destinationClass)) in scene \(destinationScene)"
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                      help: "each scene is a separate nib, so connect to an object of the same scene (or pass the object in prepare(for:sender:))",
                                                      identity: DiagnosticKeys.connection(connection, in: document, member: memberName(connection)),
                                                      objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
            }
        }
        return diagnostics
    }

    /// The property or selector a connection sets, for its identity.
    private func memberName(_ connection: NibConnection) -> String {
        connection.property ?? connection.selector ?? connection.unwindAction ?? connection.identifier ?? "\(connection.kind)"
    }

    private func connectionName(_ connection: NibConnection) -> String {
        switch connection.kind {
        case .outlet: return "outlet '\(connection.property ?? "?")'"
        case .outletCollection: return "outlet collection '\(connection.property ?? "?")'"
        case .action: return "action '\(connection.selector ?? "?")'"
        case .segue: return connection.segueKind == "unwind" ? "unwind segue '\(connection.unwindAction ?? "?")'" : "segue"
        case .binding: return "binding"
        case .other(let name): return name
        }
    }
}
