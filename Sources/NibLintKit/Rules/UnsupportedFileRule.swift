/// A well-formed nib in a format niblint does not check (the legacy `<archive>` xib, a compiled `.nib`).
/// Reported at line 1 of the file, as a warning.
public struct UnsupportedFileRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unsupported-file",
        name: "Unsupported file",
        summary: "A well-formed Interface Builder file in a format niblint cannot check.",
        rationale: "Legacy `<archive>` xibs and compiled nibs hide their connections from niblint; saying so beats silently skipping them.",
        runtimeFailure: "None by itself; the file's connections go unchecked.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.fileProblems.filter { $0.kind == .unsupported }.map { problem in
            context.diagnostic(Self.self, at: problem.location, problem.message, identity: DiagnosticKeys.numberless(problem.message))
        }
    }
}
