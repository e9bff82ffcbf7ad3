import Foundation

/// `--report-only` (and `--changed`): only the diagnostics the named files are involved in are reported.
public struct ReportOnlyStage: DiagnosticStage {
    /// Normalized (`PathNormalizer.absolute`).
    public let files: Set<String>
    public let paths: PathNormalizer

    /// Classes the files declared before the change and no more (`ChangedFiles.removedClassNames`): a
    /// diagnostic about one (its identity names it: `unknown-class` …) was caused by the change.
    public let removedNames: Set<String>

    /// `files` may be relative to `workingDirectory` or absolute.
    public init(files: [String], removedNames: Set<String> = [], workingDirectory: String) {
        let paths = PathNormalizer(workingDirectory: workingDirectory)
        self.paths = paths
        self.files = Set(files.map(paths.absolute))
        self.removedNames = removedNames
    }

    /// Whether `diagnostic` involves one of `files`: it is located in one, a note is, or it was caused by one
    /// (a related file: the declaration of a class it looked a member up in, ...; a class the change removed).
    public func involves(_ diagnostic: Diagnostic) -> Bool {
        if !removedNames.isEmpty, diagnostic.identity.split(separator: "|").contains(where: { removedNames.contains(String($0)) }) { return true }
        return diagnostic.involvedFiles.contains { files.contains(paths.absolute($0)) }
    }

    public func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        diagnostics.removeAll { !involves($0) }
    }
}

/// `--baseline`: the known diagnostics a baseline lists are hidden, and counted. Entries are matched with their
/// files relative to the project root, or (baselines written before) to the directory niblint runs from; the
/// entries that matched nothing in the last lint are kept for the command's warning.
public final class BaselineStage: DiagnosticStage, @unchecked Sendable {
    public let baseline: Baseline
    /// The project root's first, then the working directory's.
    let normalizers: [PathNormalizer]
    private let lock = NSLock()
    private var matched: Set<Baseline.Entry> = []

    public init(baseline: Baseline, root: String, workingDirectory: String) {
        self.baseline = baseline
        normalizers = [PathNormalizer(workingDirectory: root), PathNormalizer(workingDirectory: workingDirectory)]
    }

    public func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        let before = diagnostics.count
        var found: Set<Baseline.Entry> = []
        let working = normalizers[1]
        diagnostics.removeAll { diagnostic in
            // Diagnostics' files are relative to the working directory (or absolute).
            var located = diagnostic
            located.location.file = working.absolute(diagnostic.location.file)
            for paths in normalizers {
                let entry = Baseline.entry(for: located, paths: paths)
                if baseline.entries.contains(entry) {
                    found.insert(entry)
                    return true
                }
            }
            return false
        }
        tally.baselined += before - diagnostics.count
        lock.lock()
        defer { lock.unlock() }
        matched = found
    }

    /// The entries that matched no diagnostic of the last lint, among those it could have matched: a rule in
    /// `rules` (the enabled ones) and a file under one of `lintedPaths` (as given, against the working directory).
    public func unmatchedEntries(rules: Set<String>, lintedPaths: [String]) -> [Baseline.Entry] {
        lock.lock()
        let matched = self.matched
        lock.unlock()
        let working = normalizers[1]
        let roots = lintedPaths.map(working.absolute)
        return baseline.entries.subtracting(matched).filter { entry in
            guard rules.contains(entry.rule) else { return false }
            // Where the entry's file is, read either way; under a linted path in one of them.
            return normalizers.contains { paths in
                let file = paths.absolute(entry.file)
                return roots.contains { file == $0 || file.hasPrefix($0 == "/" ? "/" : $0 + "/") }
            }
        }.sorted()
    }
}

/// `--write-baseline`: keeps the baseline of every diagnostic that reaches it (placed before the stages that
/// hide some), for the caller to write once the lint is done.
public final class BaselineRecorder: DiagnosticStage, @unchecked Sendable {
    private let paths: PathNormalizer
    private let lock = NSLock()
    private var recorded = Baseline()

    private let working: PathNormalizer

    /// `root`: the folder the written paths are relative to (`ProjectRoot.forBaseline`); `workingDirectory`: the
    /// one diagnostics' relative paths are relative to.
    public init(root: String, workingDirectory: String) {
        paths = PathNormalizer(workingDirectory: root)
        working = PathNormalizer(workingDirectory: workingDirectory)
    }

    /// The baseline of the diagnostics of the last lint.
    public var baseline: Baseline {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    public func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        let located = diagnostics.map { diagnostic in
            var located = diagnostic
            located.location.file = working.absolute(diagnostic.location.file)
            return located
        }
        let baseline = Baseline(diagnostics: located, paths: paths)
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
    /// `baselineRoot`: the folder the baseline's paths are relative to (default: `workingDirectory`).
    public init(reportOnly: [String]? = nil, baseline: Baseline? = nil, baselineRoot: String? = nil, workingDirectory: String) {
        // Report-only first: a baselined diagnostic counts as hidden only when it would have been reported.
        if let reportOnly { stages.append(ReportOnlyStage(files: reportOnly, workingDirectory: workingDirectory)) }
        if let baseline { stages.append(BaselineStage(baseline: baseline, root: baselineRoot ?? workingDirectory, workingDirectory: workingDirectory)) }
    }

    public func apply(to result: LintResult) -> LintResult {
        var filtered = result
        var tally = DiagnosticTally()
        for stage in stages { stage.apply(&filtered.diagnostics, tally: &tally) }
        filtered.baselinedCount += tally.baselined
        return filtered
    }
}
