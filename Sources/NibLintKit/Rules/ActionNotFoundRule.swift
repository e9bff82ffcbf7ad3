/// An action's selector (or a segue's unwind or segue action) is not implemented where it is sent.
/// Reported at the `<action>` or `<segue>` element; `--fix` renames an action to the one unconnected action of its
/// target that fits, or removes it when none could be its new name (`FixPlanner`).
public struct ActionNotFoundRule: CorrectableRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "action-not-found",
        name: "Action not found",
        summary: "An action's selector, a segue's unwind action or its @IBSegueAction is not implemented by the class that receives it.",
        rationale: "Actions are sent by selector name. A renamed method, or a label added to its parameter (`tap(_:)` is `tap:`, `tap(sender:)` is `tapWithSender:`), still compiles, and the control crashes the app when used.",
        runtimeFailure: "-[Module.Class selector:]: unrecognized selector sent to instance. (AppKit does not send an action to a target that does not implement it: the control does nothing.)",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering,
        corrections: Examples.corrections
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let fixes = context.plansFixes ? FixPlanner(analyses: context.analyses, fileProblems: context.fileProblems) : nil
        var diagnostics: [Diagnostic] = []
        for (nib, document) in context.index.nibs.enumerated() {
            for (position, connection) in document.connections.enumerated() {
                let verdicts = context.connections.verdicts(nib: nib, connection: position)
                if case .notExposed(let className, let member) = verdicts.action, let selector = connection.selector {
                    diagnostics.append(notExposedDiagnostic(context, document, connection, selector: selector, className: className, member: member,
                                                            isSegueAction: false, fixes: fixes))
                }
                if case .notExposed(let className, let member) = verdicts.segueAction, let selector = connection.destinationCreationSelector {
                    diagnostics.append(notExposedDiagnostic(context, document, connection, selector: selector, className: className, member: member,
                                                            isSegueAction: true, fixes: fixes))
                }
                if case .missing(let className, let chain) = verdicts.action, let selector = connection.selector {
                    diagnostics.append(actionDiagnostic(context, document, connection, selector: selector, className: className, chain: chain, fixes: fixes))
                }
                if case .notExposed(let className, let member) = verdicts.unwindAction, let selector = connection.unwindAction {
                    diagnostics.append(notExposedDiagnostic(context, document, connection, selector: selector, className: className, member: member,
                                                            isSegueAction: false, isUnwind: true, fixes: fixes))
                }
                if case .missing = verdicts.unwindAction, let selector = connection.unwindAction {
                    let message = "unwind segue action '\(selector)' is implemented by no view controller in the project"
                        + MessageText.didYouMean(selector, candidates: Array(context.index.sources.projectSelectors))
                    var diagnostic = context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                        help: "add an @IBAction taking a UIStoryboardSegue whose selector is '\(selector)', or reconnect the segue to the Exit in Interface Builder",
                                                        failure: "the unwind does nothing",
                                                        identity: DiagnosticKeys.connection(connection, in: document, member: selector),
                                                        relatedFiles: suggestedFiles(selector, context.index.sources.projectSelectors, context),
                                                        objectIDs: DiagnosticKeys.objectIDs(connection, in: document))
                    diagnostic.fix = fixes.map { _ in FixPlanner.declined(connection, in: document, reason: "unwind segue action '\(selector)' may be implemented by any view controller, so there is no one declaration to rename it to") }
                    diagnostics.append(diagnostic)
                }
                if case .missing(let className, let chain) = verdicts.segueAction, let selector = connection.destinationCreationSelector {
                    let owner = document.owner(forObjectAt: connection.source).map { document.objects[$0] }
                    let suggestion = MessageText.didYouMean(selector, candidates: context.index.declaredSelectors(along: chain))
                    let implementer = className.map { "\($0) and its superclasses declare" } ?? "no view controller in the project declares"
                    let message = "segue action '\(selector)' of \(owner.map { MessageText.describe($0, className: className) } ?? "this scene") is not implemented: "
                        + "\(implementer) no such @IBSegueAction\(suggestion)"
                    var diagnostic = context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                        notes: MessageText.classNote(className, index: context.index, platform: document.platform),
                                                        help: "rename the method back or reconnect the segue action", failure: "\"unrecognized selector sent to instance\"",
                                                        identity: DiagnosticKeys.connection(connection, in: document, member: selector),
                                                        relatedFiles: context.index.declaringFiles(of: chain),
                                                        objectIDs: DiagnosticKeys.objectIDs(connection, in: document))
                    diagnostic.fix = fixes.map { _ in FixPlanner.declined(connection, in: document, reason: "segue action '\(selector)': --fix renames and removes only outlets and actions") }
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    /// What the running app does when the target does not implement the action, on the nib's own platform (the `failure`).
    static func runtimeConsequence(platform: NibPlatform) -> String {
        switch platform {
        case .iOS:
            // UIKit sends the action to the target as is: an object that does not implement it raises
            // "-[Class selector:]: unrecognized selector sent to instance" (NIB-FORMAT.md, "Runtime messages").
            return "\"unrecognized selector sent to instance\""
        case .macOS:
            // AppKit's NSApplication `target(forAction:to:from:)`: "If aTarget is specified, the system verifies that it's
            // a valid target for the provided action and sender, returning aTarget if valid, nil otherwise"; and
            // `sendAction(_:to:from:)` returns "true if the action was successfully sent; otherwise false" (Apple, NSApplication reference).
            return "AppKit does not send the action (NSApplication's target(forAction:to:from:) finds no valid target and sendAction(_:to:from:) returns false): the control does nothing"
        }
    }

    /// An action or segue action whose Swift method exists but is invisible to Objective-C (`ObjCVisibility`): it has
    /// no selector at run time, so the action fails as for a missing one. The note points at the method.
    private func notExposedDiagnostic(_ context: RuleContext, _ document: NibDocument, _ connection: NibConnection, selector: String,
                                      className: String, member: HiddenMember, isSegueAction: Bool, isUnwind: Bool = false, fixes: FixPlanner?) -> Diagnostic {
        let attribute = isSegueAction ? "@IBSegueAction" : "@IBAction"
        let fix = member.reason.contains("generic class") ? "move it into the class body and mark it \(attribute)" : "mark it \(attribute) (or @objc)"
        let receiver: String
        if isUnwind {
            receiver = "unwind segue action '\(selector)'"
        } else if isSegueAction {
            let owner = document.owner(forObjectAt: connection.source).map { document.objects[$0] }
            receiver = "segue action '\(selector)' of \(owner.map { MessageText.describe($0, className: className) } ?? "this scene")"
        } else {
            let source = document.objects[connection.source]
            let sender = MessageText.describe(source, className: context.index.className(of: source, platform: document.platform))
            let destination = connection.destinationID.flatMap(document.object(withID:))
            // First Responder is no object of that class: the class is only where the method is.
            let target = destination.map { $0.placeholderRole == .firstResponder ? "First Responder" : MessageText.describe($0, className: className) } ?? className
            receiver = "action '\(selector)' sent by \(sender) to \(target)"
        }
        let message = "\(receiver) names the Swift method '\(member.name)' of \(className), which is not exposed to Objective-C: \(member.reason)"
        var diagnostic = context.diagnostic(Self.self, at: document.location(of: connection), message,
                                            notes: [DiagnosticNote(location: member.location, message: "'\(member.name)' is declared here")],
                                            help: fix,
                                            failure: isUnwind ? "the unwind does nothing" : isSegueAction ? "\"unrecognized selector sent to instance\"" : Self.runtimeConsequence(platform: document.platform),
                                            identity: DiagnosticKeys.connection(connection, in: document, member: selector),
                                            relatedFiles: [member.location.file], objectIDs: DiagnosticKeys.objectIDs(connection, in: document))
        diagnostic.fix = fixes.map { _ in FixPlanner.declined(connection, in: document, reason: "'\(selector)': the fix is in the Swift source (\(fix)), which --fix does not edit") }
        return diagnostic
    }

    /// The diagnostic of a missing action, with its fix: the message's did-you-mean is the name the fix considers.
    private func actionDiagnostic(_ context: RuleContext, _ document: NibDocument, _ connection: NibConnection,
                                  selector: String, className: String?, chain: [String], fixes: FixPlanner?) -> Diagnostic {
        let source = document.objects[connection.source]
        let sourceClass = context.index.className(of: source, platform: document.platform)
        let sender = MessageText.describe(source, className: sourceClass)
        let message: String
        let help: String
        let failure: String
        let suggestion: String?
        if let className, let target = connection.destinationID.flatMap(document.object(withID:)) {
            suggestion = MessageText.nearest(to: selector, in: context.index.declaredSelectors(along: chain))
            message = "action '\(selector)' sent by \(sender) to \(MessageText.describe(target, className: className)) "
                + "is not implemented in \(className) or its superclasses\(MessageText.didYouMean(suggestion: suggestion))"
            help = "rename the method back (remember `f(_:)` is 'f:' and `f(sender:)` is 'fWithSender:') or reconnect the action in Interface Builder"
            failure = Self.runtimeConsequence(platform: document.platform)
        } else {
            suggestion = MessageText.nearest(to: selector, in: Array(context.index.sources.projectSelectors))
            message = "action '\(selector)' sent by \(sender) to First Responder is implemented by no class in the project or the frameworks\(MessageText.didYouMean(suggestion: suggestion))"
            help = "add the method to a responder or reconnect the action in Interface Builder"
            failure = "the action is never delivered"
        }
        // A First Responder action may have been renamed in any class: relate the files declaring the likely new name.
        let related = className != nil ? context.index.declaringFiles(of: chain) : suggestedFiles(selector, context.index.sources.projectSelectors, context)
        let target = document.destinationIndex(of: connection).flatMap { context.index.hierarchy(ofObjectAt: $0, in: document) }
        var diagnostic = context.diagnostic(Self.self, at: document.location(of: connection), message,
                                            notes: MessageText.classNote(className, index: context.index, platform: document.platform, hierarchy: target),
                                            help: help, failure: failure,
                                            identity: DiagnosticKeys.connection(connection, in: document, member: selector),
                                            relatedFiles: related, objectIDs: DiagnosticKeys.objectIDs(connection, in: document))
        guard fixes != nil else { return diagnostic }
        if let className {
            diagnostic.fix = fixes?.actionFix(connection, selector: selector, className: className, chain: chain, suggestion: suggestion, document: document)
        } else {
            // Sent to First Responder (or the Exit): whichever responder implements it receives it.
            diagnostic.fix = FixPlanner.declined(connection, in: document, reason: "action '\(selector)' to First Responder may be implemented by any responder, so there is no one declaration to rename it to")
        }
        return diagnostic
    }

    /// The files declaring the selector a missing one was probably renamed to.
    private func suggestedFiles(_ selector: String, _ candidates: Set<String>, _ context: RuleContext) -> [String] {
        guard let suggestion = MessageText.nearest(to: selector, in: Array(candidates)) else { return [] }
        return context.index.declaringFiles(ofSelector: suggestion)
    }
}
