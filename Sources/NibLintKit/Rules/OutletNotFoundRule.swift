/// An outlet names a property its source object's class does not have.
/// Reported at the `<outlet>` element, with a note at the class declaration; `--fix` renames the outlet to the
/// one unconnected outlet that fits, or removes it when none could be its new name (`FixPlanner`).
public struct OutletNotFoundRule: CorrectableRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "outlet-not-found",
        name: "Outlet not found",
        summary: "An outlet or outlet collection names a property that the source object's class does not declare.",
        rationale: "Outlets are set by key-value coding when the nib loads. A property renamed or deleted in code still compiles, and the stale connection crashes the app the first time the nib is loaded.",
        runtimeFailure: "NSUnknownKeyException: this class is not key value coding-compliant for the key X. (AppKit logs \"Failed to connect (X) outlet from (C) to (D): missing setter or instance variable\" and leaves the outlet nil.)",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering,
        corrections: Examples.corrections
    )

    /// What the running app does with the stale outlet, on the nib's own platform (the diagnostic's `failure`).
    static func runtimeConsequence(key: String, sourceClass: String, destinationClass: String, platform: NibPlatform) -> String {
        switch platform {
        case .iOS:
            // UIKit connects an outlet with `setValue:forKey:`, whose default `setValue:forUndefinedKey:` "raises an
            // NSUndefinedKeyException" (Apple, NSObject `setValue(_:forUndefinedKey:)`); the nib load stops there.
            return "\"not key value coding-compliant for the key \(key)\""
        case .macOS:
            // AppKit's `NSNibOutletConnector`: "If the source contains a method of the form setValue:, then that method is
            // called … Otherwise, if the label is the name of an instance variable in the source, then that instance
            // variable is set" (Apple, NSNibOutletConnector reference). With neither, it logs this line (as seen in real
            // logs, quoted in NIB-FORMAT.md "Runtime messages") and goes on loading: the outlet stays nil.
            return "AppKit logs \"Failed to connect (\(key)) outlet from (\(sourceClass)) to (\(destinationClass)): missing setter or instance variable\" "
                + "and leaves the outlet nil (an implicitly unwrapped outlet crashes on first use)"
        }
    }

    /// An outlet whose Swift property exists but is invisible to Objective-C (`ObjCVisibility`): key-value coding
    /// does not find it, so the nib load fails as for a missing one. The note points at the property.
    private func notExposedDiagnostic(_ context: RuleContext, _ document: NibDocument, _ connection: NibConnection, property: String,
                                      className: String, member: HiddenMember, fixes: FixPlanner?) -> Diagnostic {
        let source = document.objects[connection.source]
        let kind = connection.kind == .outletCollection ? "outlet collection" : "outlet"
        let fix = member.reason.contains("generic class") ? "move it into the class body and mark it @IBOutlet" : "mark it @IBOutlet (or @objc)"
        let message = "\(kind) '\(property)' of \(MessageText.describe(source, className: className)) names the Swift property '\(member.name)', "
            + "which is not exposed to Objective-C: \(member.reason)"
        let failure = Self.runtimeConsequence(key: property, sourceClass: className, destinationClass: destinationClass(of: connection, in: document, index: context.index),
                                              platform: document.platform)
        var diagnostic = context.diagnostic(Self.self, at: document.location(of: connection), message,
                                            notes: [DiagnosticNote(location: member.location, message: "'\(member.name)' is declared here")],
                                            help: fix, failure: failure,
                                            identity: DiagnosticKeys.connection(connection, in: document, member: property),
                                            relatedFiles: [member.location.file], objectIDs: DiagnosticKeys.objectIDs(connection, in: document))
        diagnostic.fix = fixes.map { _ in FixPlanner.declined(connection, in: document, reason: "outlet '\(property)': the fix is in the Swift source (\(fix)), which --fix does not edit") }
        return diagnostic
    }

    /// The class of the outlet's destination as the log names it; `NSObject` when the nib does not tell.
    private func destinationClass(of connection: NibConnection, in document: NibDocument, index: ProjectIndex) -> String {
        guard let position = document.destinationIndex(of: connection) else { return "NSObject" }
        return index.className(of: document.objects[position], platform: document.platform) ?? "NSObject"
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let fixes = context.plansFixes ? FixPlanner(analyses: context.analyses, fileProblems: context.fileProblems) : nil
        var diagnostics: [Diagnostic] = []
        for (nib, document) in context.index.nibs.enumerated() {
            for (position, connection) in document.connections.enumerated() {
                let verdict = context.connections.verdicts(nib: nib, connection: position).outlet
                if case .notExposed(let className, let member) = verdict, let property = connection.property {
                    diagnostics.append(notExposedDiagnostic(context, document, connection, property: property, className: className, member: member, fixes: fixes))
                    continue
                }
                guard case .missing(let className, let chain) = verdict,
                      let property = connection.property else { continue }
                let source = document.objects[connection.source]
                let kind = connection.kind == .outletCollection ? "outlet collection" : "outlet"
                let classText = className ?? "its class"
                // The message and the fix name the same likely new name.
                let suggestion = MessageText.nearest(to: property, in: context.index.declaredPropertyKeys(along: chain))
                let message = "\(kind) '\(property)' of \(MessageText.describe(source, className: className)) has no matching property "
                    + "in \(classText) or its superclasses\(MessageText.didYouMean(suggestion: suggestion))"
                let failure = Self.runtimeConsequence(key: property, sourceClass: className ?? chain.first ?? source.elementName,
                                              destinationClass: destinationClass(of: connection, in: document, index: context.index),
                                              platform: document.platform)
                var diagnostic = context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                    notes: MessageText.classNote(className, index: context.index, platform: document.platform,
                                                                                 hierarchy: context.index.hierarchy(ofObjectAt: connection.source, in: document)),
                                                    help: suggestion.map { "rename the property back, or reconnect the outlet to '\($0)' in Interface Builder (`niblint --fix` can make that rename in the nib)" }
                                                        ?? "rename the property back or reconnect the outlet in Interface Builder", failure: failure,
                                                    identity: DiagnosticKeys.connection(connection, in: document, member: property),
                                                    relatedFiles: context.index.declaringFiles(of: chain),
                                                    objectIDs: DiagnosticKeys.objectIDs(connection, in: document))
                diagnostic.fix = fixes?.outletFix(connection, property: property, className: className, chain: chain,
                                                 suggestion: suggestion, document: document)
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }
}
