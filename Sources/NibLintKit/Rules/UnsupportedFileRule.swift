/// A well-formed nib in a format niblint does not check (the legacy `<archive>` xib, an Interface Builder 2 or 3 `.nib`
/// bundle, a compiled `.nib`). Reported at line 1 of the file, as a warning; several in a unit are one finding with the
/// count by format, at the first, and `--show-unverified` lists them.
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
        let unsupported = context.fileProblems.filter { $0.kind == .unsupported }.sorted { $0.location < $1.location }
        guard unsupported.count > 1, let first = unsupported.first else {
            return unsupported.map { problem in
                context.diagnostic(Self.self, at: problem.location, problem.message, identity: DiagnosticKeys.numberless(problem.message))
            }
        }
        // Several (Adium has a thousand legacy nib bundles): one finding for the unit, with the count by format;
        // `--show-unverified` lists them (`LintResult.uncheckedNibs`).
        let editable = unsupported.filter { ByteSearch.contains($0.message, "from Interface Builder 2 or 3") }.count
        let archives = unsupported.filter { ByteSearch.contains($0.message, "legacy <archive> xib") }.count
        let kinds = [(editable, "Interface Builder 2 or 3 nib"), (archives, "legacy <archive> xib"), (unsupported.count - editable - archives, "compiled nib")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
        let name = first.location.file.split(separator: "/").last.map(String.init) ?? first.location.file
        return [context.diagnostic(Self.self, at: first.location,
            "'\(name)' and \(unsupported.count - 1) other Interface Builder files are in formats niblint cannot check (\(kinds)); their connections go unchecked",
            help: "open each in a current Xcode and save or convert it to a .xib (lint the .xib a compiled nib was built from); `--show-unverified` lists them",
            identity: "unsupported-formats")]
    }
}
