/// An outlet typed with a protocol of the tree (`id<Themeable>`, `Themeable!`) is connected to an object whose class
/// adopts it nowhere and lacks one of its required methods. Reported at the `<outlet>` element.
///
/// A warning: nothing checks conformance when a nib sets an outlet, and callers often test `respondsToSelector:` before
/// sending a protocol's method (colloquy's table view data source), so the connection is a broken type contract, not a
/// load-time failure. Split from outlet-type-mismatch, whose class mismatches are errors.
public struct OutletProtocolMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "outlet-protocol-mismatch",
        name: "Outlet protocol mismatch",
        summary: "An outlet typed with a protocol is connected to an object whose class neither adopts it nor implements its required methods.",
        rationale: "An outlet declared as `id<P>` (Swift: a protocol type) promises that the object answers P's required methods. The nib sets it to whatever object it is connected to, without checking; the code that sends a required method without first asking respondsToSelector: crashes.",
        runtimeFailure: "-[FOOPlainButton applyTheme]: unrecognized selector sent to instance, when the code sends the method without checking respondsToSelector: first.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        let conformance = ProtocolConformance(index: index)
        let outlets = context.analyses.outletDeclarations
        for nib in index.nibs.indices {
            let document = index.nibs[nib]
            let platform = document.platform
            for position in document.connections.indices where document.connections[position].kind == .outlet {
                let connection = document.connections[position]
                guard let outlet = outlets.entry(nib: nib, connection: position), let property = connection.property,
                      let destination = document.destinationIndex(of: connection) else { continue }
                let declaration = outlet.declaration
                let sourceClass = outlet.source.name
                // Only an outlet typed with a protocol (asked first: the loading classes below cost more).
                let declared = outlet.declared
                guard let protocolName = conformance.declaredProtocol(declaration.typeText, declared: declared, index: index, platform: platform) else { continue }
                // A stale File's Owner: the owner at run time is the class that loads the nib (as outlet-type-mismatch).
                if connection.source == document.filesOwner, document.kind == .xib,
                   let loader = index.loadingClasses(ofXib: document).first(where: { index.isClass($0, kindOf: sourceClass, platform: platform) == false }),
                   index.isClass(sourceClass, kindOf: loader, platform: platform) == false { continue }
                guard let destinationChain = index.hierarchy(ofObjectAt: destination, in: document), destinationChain.isClassName,
                      conformance.conforms(destinationChain, to: protocolName, index: index) == false,
                      let missing = conformance.missingRequirement(destinationChain, of: protocolName) else { continue }
                let destinationClass = destinationChain.name
                let object = MessageText.describe(document.objects[destination], className: destinationClass)
                let message = "outlet '\(property)' of \(sourceClass) is declared as \(declaration.typeText) but is connected to \(object), whose class neither adopts \(protocolName) nor implements its required method '\(missing)'"
                let note = DiagnosticNote(location: declaration.location, message: "'\(property)' is declared here as \(declaration.typeText)")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message, notes: [note],
                                                      help: "make \(destinationClass) adopt \(protocolName), or connect the outlet to an object that does",
                                                      failure: "sending '\(missing)' through the outlet without checking respondsToSelector: raises \"unrecognized selector sent to instance\"",
                                                      identity: DiagnosticKeys.connection(connection, in: document, member: property),
                                                      relatedFiles: [declaration.location.file] + index.declaringFilesOfHierarchy(of: destinationClass, platform: platform),
                                                      objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
            }
        }
        return diagnostics
    }
}
