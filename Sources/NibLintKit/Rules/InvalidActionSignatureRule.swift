/// An `@IBAction` with more parameters than a control can pass, or an `@IBSegueAction` whose
/// parameters do not match what the segue passes. Reported at the method declaration.
public struct InvalidActionSignatureRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "invalid-action-signature",
        name: "Invalid action signature",
        summary: "An @IBAction takes more than two parameters (or a second one that is not the event), or an @IBSegueAction's parameters are not (NSCoder[, sender[, segueIdentifier]]).",
        rationale: "Controls call actions with at most the sender and the event; segues call segue actions with a coder, the sender and the identifier. Other shapes receive garbage in their extra parameters.",
        runtimeFailure: "Parameters hold the wrong objects (EXC_BAD_ACCESS or a failed cast), or Interface Builder cannot connect the method.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // By index, not `for ... in`: copying every declaration and method costs more than the check.
        let declarations = context.index.sources.declarationsWithActions
        for position in declarations.indices {
            let methods = declarations[position].methods
            for methodIndex in methods.indices where methods[methodIndex].isAction || methods[methodIndex].isSegueAction {
                let method = methods[methodIndex]
                if let problem = problem(with: method) {
                    let className = declarations[position].simpleName
                    diagnostics.append(context.diagnostic(Self.self, at: method.location, "\(problem.message) (in \(className))",
                                                          help: problem.help, failure: problem.failure, identity: "\(className)|\(method.selector)"))
                }
            }
        }
        return diagnostics
    }

    /// What is wrong with the method's parameters, how to fix it, and what the parameters hold at run time.
    private func problem(with method: MethodDeclaration) -> (message: String, help: String, failure: String?)? {
        let types = method.parameterTypes
        if method.isAction {
            if types.count > 2 {
                return ("@IBAction '\(method.selector)' takes \(types.count) parameters, but a control passes at most the sender and the event",
                        "remove the extra parameters", "they hold garbage")
            }
            if types.count == 2, !(types[1].contains("UIEvent") || types[1].contains("NSEvent") || types[1].hasPrefix("Any")) {
                return ("@IBAction '\(method.selector)' takes a second parameter of type \(types[1]), but controls pass the UIEvent there",
                        "make it `forEvent event: UIEvent` or remove it", "the parameter holds a UIEvent")
            }
        }
        if method.isSegueAction {
            let coderFirst = types.first.map { $0.hasPrefix("NSCoder") } ?? false
            if !coderFirst || types.count > 3 {
                return ("@IBSegueAction '\(method.selector)' must take (NSCoder), (NSCoder, sender) or (NSCoder, sender, segueIdentifier), but takes (\(types.joined(separator: ", ")))",
                        coderFirst ? "remove the parameters after the third (the segue passes nothing there)"
                            : "make the first parameter the NSCoder used to create the destination view controller",
                        coderFirst ? nil : "the segue passes a coder there")
            }
        }
        return nil
    }
}
