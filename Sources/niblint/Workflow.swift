import Foundation
import NibLintKit

/// `--changed`, `--report-only`, `--baseline` and `--write-baseline`: the diagnostic stages the command line adds
/// after the linter's own (`Linter.reportStages`), built before the lint; what they record is written after it.
struct Workflow {
    /// The exit status when the workflow cannot go on (the message is already printed).
    struct Failure: Error { var status: Int32 }

    let options: LintOptions
    /// In the order they apply: the baseline writer sees every diagnostic found, and a baselined diagnostic
    /// counts as hidden only when `--report-only` would have reported it.
    private(set) var stages: [any DiagnosticStage] = []
    private let recorder: BaselineRecorder?
    private var baselineStage: BaselineStage?
    /// The rules the run has enabled: baseline entries of other rules cannot match.
    private let enabledRules: Set<String>
    let workingDirectory = FileManager.default.currentDirectoryPath

    /// Reads the baseline, so a bad one stops the run before the lint (exit status 2).
    /// The paths the user named (before `ProjectScope` widened them to their projects).
    private let reportedPaths: [String]

    init(_ options: LintOptions, configuration: Configuration, scope: ProjectScope) throws {
        self.options = options
        reportedPaths = scope.reportedPaths ?? options.paths
        enabledRules = Set(RuleRegistry.all.map { $0.identifier }.filter { configuration.setting(for: $0)?.isEnabled == true })
        let lintedPath = options.paths.first ?? "."
        let workingDirectory = FileManager.default.currentDirectoryPath
        if scope.reportedPaths != nil { stages.append(ProjectScopeStage(scope: scope, workingDirectory: workingDirectory)) }
        if let path = options.writeBaselinePath {
            let recorder = BaselineRecorder(root: Self.baselineRoot(path, lintedPath: lintedPath, workingDirectory: workingDirectory), workingDirectory: workingDirectory)
            self.recorder = recorder
            stages.append(recorder)
        } else {
            recorder = nil
        }
        if let files = options.reportOnlyFiles {
            stages.append(ReportOnlyStage(files: files, removedNames: options.removedClassNames, workingDirectory: workingDirectory))
        }
        guard let path = options.baselinePath else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("niblint: cannot read baseline file '\(path)'")
            throw Failure(status: 2)
        }
        let baseline: Baseline
        do {
            baseline = try Baseline(json: data, source: path)
        } catch {
            printError("niblint: \(error)")
            throw Failure(status: 2)
        }
        for rule in baseline.unknownRules {
            printError("niblint: warning: \(path) names unknown rule '\(rule)'; its entries match nothing (run `niblint rules` to list the rules)")
        }
        let root = Self.baselineRoot(path, lintedPath: lintedPath, workingDirectory: workingDirectory)
        let stage = BaselineStage(baseline: baseline, root: root, workingDirectory: workingDirectory)
        baselineStage = stage
        stages.append(stage)
    }

    static func baselineRoot(_ path: String, lintedPath: String, workingDirectory: String) -> String {
        ProjectRoot.forBaseline(path, lintedPath: lintedPath, workingDirectory: workingDirectory) { FileManager.default.fileExists(atPath: $0) }
    }

    /// After the last lint: a warning (not a diagnostic) when baseline entries that could have matched matched
    /// nothing: fixed since, or written with other paths. Not under `--report-only`, which hides the rest on purpose.
    func warnAboutUnmatchedBaselineEntries() {
        guard let baselineStage, let path = options.baselinePath, options.reportOnlyFiles == nil else { return }
        let unmatched = baselineStage.unmatchedEntries(rules: enabledRules, lintedPaths: reportedPaths)
        guard let first = unmatched.first else { return }
        let count = unmatched.count == 1 ? "1 baseline entry" : "\(unmatched.count) baseline entries"
        printError("niblint: warning: \(count) matched nothing (fixed since \(path) was written, or its paths name other files; first: \(first.file) \(first.rule)); --write-baseline \(path) rewrites it")
    }

    /// After a lint: writes the baseline of everything it found (when asked).
    func finish(_ result: LintResult) throws {
        if let path = options.writeBaselinePath, let recorder {
            let written = recorder.baseline
            do {
                try Data(written.json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                printError("niblint: cannot write baseline \(path): \(error.localizedDescription)")
                throw Failure(status: 3)
            }
            if !options.isQuiet { printError("niblint: wrote \(written.entries.count) baseline entr\(written.entries.count == 1 ? "y" : "ies") to \(path)") }
        }
        if options.reportOnlyFiles?.isEmpty == true, !options.isQuiet {
            printError("niblint: --report-only names no file, so nothing is reported")
        }
    }

    /// `--changed`: the options with the files git reports changed added to `--report-only` (nil when git fails,
    /// the message printed). One run reports on what git says changed, however many files that is (the pre-commit hook).
    static func addingChangedFiles(to options: LintOptions) -> LintOptions? {
        guard options.reportsChanged else { return options }
        var options = options
        let environment = ProcessInfo.processInfo.environment
        if environment["PRE_COMMIT"] == "1", ChangedFiles.runsOnAllFiles(environment: environment, parentArguments: parentArguments()) {
            if !options.isQuiet { printError("niblint: --changed: pre-commit runs on all files, so every diagnostic is reported") }
            return options
        }
        do {
            let changes = try ChangedFiles.list(environment: ProcessInfo.processInfo.environment, git: runGit)
            if changes.files.isEmpty && options.reportOnlyFiles == nil {
                if !options.isQuiet { printError("niblint: --changed: git reports no file changed \(changes.source), so every diagnostic is reported") }
            } else {
                options.reportOnlyFiles = (options.reportOnlyFiles ?? []) + changes.files
                // A class renamed or removed in the change breaks the nibs that still name it.
                if let base = changes.baseRevision {
                    options.removedClassNames = ChangedFiles.removedClassNames(changes, baseContents: { name in
                        (try? runGit(["show", "\(base):\(name)"])).map { Array($0.utf8) }
                    }, current: { file in FileManager.default.contents(atPath: file).map { [UInt8]($0) } })
                }
            }
        } catch {
            printError("niblint: \(error)")
            return nil
        }
        return options
    }
}

/// The arguments of the process that started niblint (pre-commit, for `ChangedFiles.runsOnAllFiles`): Linux's
/// `/proc/PID/cmdline`, else `ps -o args=` (split at spaces: enough to find an option); empty when unreadable.
func parentArguments() -> [String] {
    let parent = getppid()
    if let data = FileManager.default.contents(atPath: "/proc/\(parent)/cmdline") {
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/ps")
    process.arguments = ["-ww", "-o", "args=", "-p", "\(parent)"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
}

/// `niblint: parsing 120/800 files` on stderr while parsing, only when stderr is a terminal (never in
/// tests, CI or pipes) and not `--quiet`.
final class ProgressLine: @unchecked Sendable {
    private var lastDraw = Date.distantPast
    private var isShown = false

    static func make(quiet: Bool) -> ProgressLine? {
        guard !quiet, isatty(2) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        return ProgressLine()
    }

    /// Called by the linter one file at a time; redraws at most ten times a second.
    func update(done: Int, total: Int) {
        let now = Date()
        guard done < total, now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        isShown = true
        FileHandle.standardError.write(Data("\r\u{1B}[Kniblint: parsing \(done)/\(total) files".utf8))
    }

    /// Erases the line before anything else is printed.
    func clear() {
        if isShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        isShown = false
    }
}
