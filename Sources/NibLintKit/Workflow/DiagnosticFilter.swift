/// The stage after the rules that decides which diagnostics a run reports: those not in the baseline
/// and, in changed-files mode (`--report-only`), those the named files are involved in.
public struct DiagnosticFilter: Sendable {
    /// Report only diagnostics involving these files (normalized); nil reports all.
    public var reportOnlyFiles: Set<String>?
    public var baseline: Baseline?
    public var paths: PathNormalizer

    /// `reportOnly` paths may be relative to `workingDirectory` or absolute.
    public init(reportOnly: [String]? = nil, baseline: Baseline? = nil, workingDirectory: String) {
        let paths = PathNormalizer(workingDirectory: workingDirectory)
        self.paths = paths
        self.reportOnlyFiles = reportOnly.map { Set($0.map(paths.absolute)) }
        self.baseline = baseline
    }

    /// Whether `diagnostic` involves a file of `reportOnlyFiles`: it is located in one, a note is, or it
    /// was caused by one (a related file: the declaration of a class it looked a member up in, ...).
    public func involvesReportedFile(_ diagnostic: Diagnostic) -> Bool {
        guard let reportOnlyFiles else { return true }
        return diagnostic.involvedFiles.contains { reportOnlyFiles.contains(paths.absolute($0)) }
    }

    public func apply(to result: LintResult) -> LintResult {
        var filtered = result
        filtered.diagnostics = []
        for diagnostic in result.diagnostics {
            if let baseline, baseline.contains(diagnostic, paths: paths) {
                if involvesReportedFile(diagnostic) { filtered.baselinedCount += 1 }
                continue
            }
            if involvesReportedFile(diagnostic) { filtered.diagnostics.append(diagnostic) }
        }
        return filtered
    }
}
