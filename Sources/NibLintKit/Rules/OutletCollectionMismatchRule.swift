/// An `outletCollection` connected to a property that is not an array, or an `outlet` to an array property.
/// Reported at the connection element, with a note at the property declaration.
public struct OutletCollectionMismatchRule: Rule {
    public init() {}

    public static let cost = RuleCost.walksEveryOutlet

    public static let description = RuleDescription(
        identifier: "outlet-collection-mismatch",
        name: "Outlet collection mismatch",
        summary: "An outlet collection is connected to a property that is not an array, or a single outlet to an array property.",
        rationale: "Outlet collections set an array; single outlets set one object. Changing a property between `UIButton!` and `[UIButton]!` after connecting it leaves a connection of the wrong kind.",
        runtimeFailure: "Could not cast value of type '__NSArrayM' to 'UIButton' (or of 'UIButton' to 'NSArray').",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        let outlets = context.analyses.outletDeclarations
        for nib in index.nibs.indices {
            let document = index.nibs[nib]
            for position in document.connections.indices {
                let connection = document.connections[position]
                guard let outlet = outlets.entry(nib: nib, connection: position), let property = connection.property,
                      !outlet.declaration.typeText.isEmpty else { continue }
                let declaration = outlet.declaration
                let sourceClass = outlet.source.name
                let declared = outlet.declared
                let isCollection = connection.kind == .outletCollection
                // Untyped, `Any` or `id` properties can hold either.
                guard declared.isArray != isCollection, !["Any", "AnyObject", "id"].contains(declared.className), !declaration.typeText.hasPrefix("id<") else { continue }
                let element = declared.className ?? "UIView"
                let arrayType = declaration.location.file.hasSuffix(".swift") ? "[\(element)]" : "IBOutletCollection(\(element)) NSArray *"
                let message = isCollection
                    ? "outlet collection '\(property)' of \(sourceClass) is connected, but '\(property)' is declared as \(declaration.typeText), not an array"
                    : "outlet '\(property)' of \(sourceClass) is a single outlet, but '\(property)' is declared as the array \(declaration.typeText)"
                let help = isCollection ? "declare it as \(arrayType) or reconnect it as a single outlet" : "reconnect it as an outlet collection or declare a single object"
                let failure = isCollection ? "the property receives an array" : "the property receives one object instead of an array"
                let note = DiagnosticNote(location: declaration.location, message: "'\(property)' is declared here as \(declaration.typeText)")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message, notes: [note], help: help, failure: failure,
                                                      identity: DiagnosticKeys.connection(connection, in: document, member: property),
                                                      relatedFiles: [declaration.location.file],
                                                      objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
            }
        }
        return diagnostics
    }
}
