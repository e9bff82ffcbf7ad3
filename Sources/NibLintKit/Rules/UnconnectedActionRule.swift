/// An `@IBAction` of a class that nibs instantiate, which no nib connects. Off by default: actions are
/// often also called from code. Reported at the method declaration.
public struct UnconnectedActionRule: Rule {
    public init() {}

    public static let requirements: RuleRequirements = [.nibUsage]

    public static let description = RuleDescription(
        identifier: "unconnected-action",
        name: "Unconnected action",
        summary: "An @IBAction of a class used in nibs is connected by no nib (off by default).",
        rationale: "An action no control sends is dead code or a lost connection: the button that should call it does nothing.",
        runtimeFailure: "Tapping the control does nothing.",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let usage = context.analyses.nibUsage
        var diagnostics: [Diagnostic] = []
        var seen: Set<SourceLocation> = []
        for used in usage.classesUsedInNibs().sorted(by: NibUsage.ClassInNibs.reportOrder) {
            let connected = usage.connectedSelectors(of: used.name, platform: used.platform)
            for declaration in used.declarations {
                for method in declaration.methods where (method.isAction || method.isSegueAction) && !connected.contains(method.selector) {
                    guard seen.insert(method.location).inserted else { continue }
                    let message = "@IBAction '\(method.selector)' of \(used.name) is connected in none of the nibs that use it"
                    diagnostics.append(context.diagnostic(Self.self, at: method.location, message,
                                                          help: "connect it to its control in Interface Builder, or remove @IBAction if only code calls it", identity: "\(used.name)|\(method.selector)"))
                }
            }
        }
        return diagnostics
    }
}
