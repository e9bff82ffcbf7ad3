import Foundation
import NibLintKit

/// `--baseline`, `--write-baseline` and `--report-only`: read before the lint, applied to its result.
struct Workflow {
    /// The exit status when the workflow cannot go on (the message is already printed).
    struct Failure: Error { var status: Int32 }

    let options: LintOptions
    let baseline: Baseline?
    let workingDirectory = FileManager.default.currentDirectoryPath

    /// Reads the baseline, so a bad one stops the run before the lint (exit status 2).
    init(_ options: LintOptions) throws {
        self.options = options
        guard let path = options.baselinePath else { baseline = nil; return }
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("niblint: cannot read baseline file '\(path)'")
            throw Failure(status: 2)
        }
        do {
            baseline = try Baseline(json: data, source: path)
        } catch {
            printError("niblint: \(error)")
            throw Failure(status: 2)
        }
        for rule in baseline?.unknownRules ?? [] {
            printError("niblint: warning: \(path) names unknown rule '\(rule)'; its entries match nothing (run `niblint rules` to list the rules)")
        }
    }

    /// Writes the baseline of everything found (when asked), then keeps what the run should report.
    func finish(_ result: LintResult) throws -> LintResult {
        if let path = options.writeBaselinePath {
            let written = Baseline(diagnostics: result.diagnostics, paths: PathNormalizer(workingDirectory: workingDirectory))
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
        return DiagnosticFilter(reportOnly: options.reportOnlyFiles, baseline: baseline, workingDirectory: workingDirectory).apply(to: result)
    }
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
