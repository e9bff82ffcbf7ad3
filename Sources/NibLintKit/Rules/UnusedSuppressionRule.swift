/// A `// niblint:` suppression comment that suppresses nothing, or that niblint cannot read.
/// Reported at the comment's `//`, as a warning.
public struct UnusedSuppressionRule: Rule {
    public init() {}

    public static let phase = RulePhase.afterSuppressions

    public static let description = RuleDescription(
        identifier: "unused-suppression",
        name: "Unused suppression",
        summary: "A '// niblint:disable…' comment suppresses no diagnostic, names an unknown rule, or is not a niblint directive.",
        rationale: "A suppression that no longer suppresses anything (the problem was fixed, the code moved, the rule id is misspelled) silently hides the next real problem at that place; removing it keeps the suppressions honest.",
        runtimeFailure: "None by itself; a stale suppression can hide a later crash.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.suppressionProblems.map { problem in
            context.diagnostic(Self.self, at: problem.location, problem.message, identity: problem.identity)
        }
    }
}
