/// A nib or source file that cannot be read or is not well-formed.
/// Reported at the failing position; every other file is still linted.
public struct ParseErrorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "parse-error",
        name: "Parse error",
        summary: "A nib or source file cannot be read or is not well-formed XML.",
        rationale: "A malformed nib (a merge conflict, a truncated file) fails the build or crashes at load time; niblint points at the first broken byte and goes on with the other files.",
        runtimeFailure: "Interface Builder and ibtool cannot open the file; the build fails.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.fileProblems.filter { $0.kind == .unreadable }.map { problem in
            context.diagnostic(Self.self, at: problem.location, problem.message, identity: DiagnosticKeys.numberless(problem.message))
        }
    }
}
