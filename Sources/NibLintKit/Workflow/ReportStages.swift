import Foundation

/// `--report-only` (and `--changed`): only the diagnostics the named files are involved in are reported.
public struct ReportOnlyStage: DiagnosticStage {
    /// Normalized (`PathNormalizer.absolute`).
    public let files: Set<String>
    public let paths: PathNormalizer

    /// `files` may be relative to `workingDirectory` or absolute.
    public init(files: [String], workingDirectory: String) {
        let paths = PathNormalizer(workingDirectory: workingDirectory)
        self.paths = paths
        self.files = Set(files.map(paths.absolute))
    }

    /// Whether `diagnostic` involves one of `files`: it is located in one, a note is, or it was caused by one
    /// (a related file: the declaration of a class it looked a member up in, ...).
    public func involves(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.involvedFiles.contains { files.contains(paths.absolute($0)) }
    }

    public func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        diagnostics.removeAll { !involves($0) }
    }
}

/// `--baseline`: the known diagnostics a baseline lists are hidden, and counted.
public struct BaselineStage: DiagnosticStage {
    public let baseline: Baseline
    public let paths: PathNormalizer

    public init(baseline: Baseline, workingDirectory: String) {
        self.baseline = baseline
        paths = PathNormalizer(workingDirectory: workingDirectory)
    }

    public func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        let before = diagnostics.count
        diagnostics.removeAll { baseline.contains($0, paths: paths) }
        tally.baselined += before - diagnostics.count
    }
}

/// `--write-baseline`: keeps the baseline of every diagnostic that reaches it (placed before the stages that
/// hide some), for the caller to write once the lint is done.
public final class BaselineRecorder: DiagnosticStage, @unchecked Sendable {
    private let paths: PathNormalizer
    private let lock = NSLock()
    private var recorded = Baseline()

    public init(workingDirectory: String) {
        paths = PathNormalizer(workingDirectory: workingDirectory)
    }

    /// The baseline of the diagnostics of the last lint.
    public var baseline: Baseline {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    public func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        let baseline = Baseline(diagnostics: diagnostics, paths: paths)
        lock.lock()
        defer { lock.unlock() }
        recorded = baseline
    }
}

/// The stages after the rules that decide which diagnostics a run reports, applied to a finished result:
/// those (in changed-files mode, `--report-only`) the named files are involved in, and not in the baseline.
public struct DiagnosticFilter: Sendable {
    public var stages: [any DiagnosticStage] = []

    /// `reportOnly` paths may be relative to `workingDirectory` or absolute.
    public init(reportOnly: [String]? = nil, baseline: Baseline? = nil, workingDirectory: String) {
        // Report-only first: a baselined diagnostic counts as hidden only when it would have been reported.
        if let reportOnly { stages.append(ReportOnlyStage(files: reportOnly, workingDirectory: workingDirectory)) }
        if let baseline { stages.append(BaselineStage(baseline: baseline, workingDirectory: workingDirectory)) }
    }

    public func apply(to result: LintResult) -> LintResult {
        var filtered = result
        var tally = DiagnosticTally()
        for stage in stages { stage.apply(&filtered.diagnostics, tally: &tally) }
        filtered.baselinedCount += tally.baselined
        return filtered
    }
}
