import Foundation
import NibLintKit

/// The command-line front end: reads arguments and configuration, runs the linter, prints, exits.
/// Returns the exit status and the lint result, which stays alive until `exit` (see `LintResult.model`).
func run() -> (status: Int32, result: LintResult?) {
    let invocation: Invocation
    do {
        invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("niblint: \(error)")
        return (2, nil)
    }
    switch invocation {
    case .help:
        print(Invocation.usage)
        return (0, nil)
    case .version:
        print(Invocation.versionString)
        return (0, nil)
    case .listRules(let configPath):
        guard let configuration = loadConfiguration(path: configPath, lintedPaths: ["."]) else { return (2, nil) }
        print(RuleDocumentation.list(configuration: configuration), terminator: "")
        return (0, nil)
    case .explain(let ruleID):
        do {
            print(try RuleDocumentation.explain(ruleID), terminator: "")
            return (0, nil)
        } catch {
            printError("niblint: \(error)")
            return (2, nil)
        }
    case .dumpSwift(let files):
        return (SwiftScannerDump.run(files: files), nil)
    case .dumpObjectiveC(let files, let app):
        return (ObjectiveCScannerDump.run(files: files, app: app), nil)
    case .lint(let options):
        return lint(options)
    }
}

func lint(_ given: LintOptions) -> (status: Int32, result: LintResult?) {
    // `--report-only FILE DIR`: a folder is a path to lint, not a file to report on.
    let named = given.movingFoldersToPaths { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    // A link that leads nowhere is not a missing path: say which it is.
    for path in named.paths where !FileManager.default.fileExists(atPath: path) {
        if let reason = brokenLinkReason(path) {
            printError("niblint: \(path): \(reason)")
            return (2, nil)
        }
    }
    // A path that does not exist is a typo (`niblint rule`), not a finding.
    if let error = Invocation.missingPathError(named, exists: { FileManager.default.fileExists(atPath: $0) }) {
        printError("niblint: \(error)")
        return (2, nil)
    }
    // A report file that is a folder, or in a folder that does not exist, would fail after the whole lint: say so first.
    for path in named.destinations.compactMap({ $0.path ?? named.outputPath }) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            printError("niblint: \(path) is a directory; --output and --reporter NAME:FILE need a file to write the report to (such as \(path.hasSuffix("/") ? path : path + "/")niblint.txt)")
            return (2, nil)
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) {
            printError("niblint: cannot write \(path): the folder \(folder) does not exist (create it first, or name a file in an existing folder)")
            return (2, nil)
        }
    }
    guard let changedOptions = Workflow.addingChangedFiles(to: named) else { return (2, nil) }
    // The nested lint-rules.json files inside the linted folders are found by the lint's own walk (nestedConfigurations).
    guard let pending = loadPendingConfiguration(path: changedOptions.configPath, lintedPaths: changedOptions.paths) else { return (2, nil) }
    let base = pending.configuration
    let configuration: Configuration
    var options: LintOptions
    do {
        options = try changedOptions.filling(from: base, pathsWereGiven: changedOptions.pathsWereGiven)
        configuration = try options.configuration(base: base)
    } catch {
        printError("niblint: \(error)")
        return (2, nil)
    }
    // Files and subfolders are linted with their project, and reported alone.
    let workingDirectory = FileManager.default.currentDirectoryPath
    let scope = ProjectScope.resolve(options.paths, workingDirectory: workingDirectory)
    options.paths = scope.lintPaths
    var linter = Linter(configuration: configuration, parallelism: options.jobs)
    if !pending.searchRoots.isEmpty {
        let choices = options
        linter.nestedConfigurations = .init(roots: pending.searchRoots) { files in try choices.configuration(base: pending.composing(nested: files)) }
    }
    let progress = ProgressLine.make(quiet: options.isQuiet)
    linter.progress = progress.map { line in { @Sendable done, total in line.update(done: done, total: total) } }
    linter.plansFixes = options.fixes
    var result: LintResult
    do {
        let workflow = try Workflow(options, configuration: configuration, scope: scope)
        linter.reportStages = workflow.stages
        result = linter.lint(paths: options.paths).scoped(to: scope, workingDirectory: workingDirectory)
        progress?.clear()
        if let error = result.configurationError {
            printError("niblint: \(error)")
            return (2, nil)
        }
        // The nested files' warnings (the others were printed when the configuration was read).
        for warning in result.configurationWarnings where !base.warnings.contains(warning) { printError("niblint: warning: \(warning)") }
        try workflow.finish(result)
        if options.isDryRun {
            // What --fix would write, as a diff on standard output; nothing is written, no report made.
            let fixes = result.diagnostics.flatMap(\.allFixes)
            let paths = PathDisplay(workingDirectory: FileManager.default.currentDirectoryPath)
            for (file, diff, failure) in FixPreview.diffs(fixes.compactMap(\.edit), display: paths.display) {
                if let failure { printError("niblint: \(paths.display(file)): would not be fixed: \(failure)") }
                FileHandle.standardOutput.write(Data(diff.utf8))
            }
            reportDeclinedFixes(fixes.compactMap(\.declined))
            if !options.isQuiet { printError(summaryLine(result, listsUnverified: options.showsUnverified, reported: reportedFiles(options, scope: scope))) }
            return (options.exitStatus(for: result, configuration: configuration), result)
        }
        if options.fixes {
            // Fix only what this run reports (after suppressions, baseline and --report-only), then lint again.
            let fixes = result.diagnostics.flatMap(\.allFixes)
            reportFixes(FixWriter.apply(fixes.compactMap(\.edit)))
            reportDeclinedFixes(fixes.compactMap(\.declined))
            linter.plansFixes = false
            result = linter.lint(paths: options.paths).scoped(to: scope, workingDirectory: workingDirectory)
            try workflow.finish(result)
        }
        workflow.warnAboutUnmatchedBaselineEntries()
    } catch {
        return ((error as? Workflow.Failure)?.status ?? 3, nil)
    }
    let reportStart = StageTimer()
    let paths = PathDisplay(workingDirectory: FileManager.default.currentDirectoryPath)
    // From a subfolder of a repository, the reports CI reads name files from the repository's root.
    let repositoryRoot = ProjectRoot.gitWorkTree(containing: workingDirectory, exists: { FileManager.default.fileExists(atPath: $0) })
        .flatMap { $0 == workingDirectory ? nil : $0 }
    for destination in options.destinations {
        var reporter = ReporterRegistry.reporter(named: destination.reporter, isStrict: configuration.isStrict) ?? XcodeReporter()
        var reportPaths = paths
        if let repositoryRoot {
            // SARIF keeps the root in the log (`originalUriBaseIds`), as code scanning wants.
            if destination.reporter == SARIFReporter.identifier { reporter = SARIFReporter(repositoryRoot: repositoryRoot) }
            if type(of: reporter).pathsFromRepositoryRoot { reportPaths = paths.rooted(at: repositoryRoot) }
        }
        let text = reporter.report(result, paths: reportPaths)
        if let path = destination.path ?? options.outputPath {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                printError("niblint: cannot write \(path): \(error.localizedDescription)")
                return (3, nil)
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
    if options.showsUnverified {
        let paths = PathDisplay(workingDirectory: FileManager.default.currentDirectoryPath)
        // Grouped by reason (in the order of `UnverifiedReason`), each group in report order.
        let reasons = result.unverifiedReasons.count == result.unverifiedCount ? result.unverifiedReasons : nil
        for reason in reasons.map({ _ in UnverifiedReason.allCases.map(Optional.some) }) ?? [nil] {
            let notes = result.unverifiedConnections.indices.filter { reason == nil || reasons?[$0] == reason }.map { result.unverifiedConnections[$0] }
            guard !notes.isEmpty else { continue }
            if let reason { printError("niblint: \(notes.count) unverified, \(reason.rawValue):") }
            // The uses one cause leaves unverified (one class, one name) are one line, with the count and where else.
            for (first, others) in groupedByMessage(notes) {
                let count = others.isEmpty ? "" : " (\(others.count + 1) uses)"
                printError("\(paths.display(first.location.file)):\(first.location.line):\(first.location.column): note: unverified\(count): \(first.message)")
                if !others.isEmpty { printError("    also at " + alsoAt(others, after: first, paths: paths)) }
            }
            if let reason { printError("    what to do: \(reason.advice)") }
        }
        // The Interface Builder files in formats niblint cannot check (one unsupported-file finding says how many).
        if result.uncheckedNibs.count > 1 {
            printError("niblint: \(result.uncheckedNibs.count) not checked, Interface Builder files in formats niblint cannot check:")
            for note in result.uncheckedNibs {
                printError("\(paths.display(note.location.file)):\(note.location.line):\(note.location.column): note: not checked: \(note.message)")
            }
        }
        // The nibs no target builds: skipped, not checked; listed so that none is skipped unseen.
        for (heading, skipped) in skippedNibGroups(result) {
            printError("niblint: \(skipped.count) skipped, \(heading):")
            // The files of one Xcode localization export (`fr.xcloc`) are one line: translators' copies, none built.
            var exports: [String: Int] = [:]
            for (file, _) in skipped { if let export = ProjectModel.SkipReason.localizationExport(of: file) { exports[export, default: 0] += 1 } }
            var listedExports: Set<String> = []
            for (file, reason) in skipped {
                if let export = ProjectModel.SkipReason.localizationExport(of: file), reason == .inNoTarget {
                    guard listedExports.insert(export).inserted else { continue }
                    let count = exports[export] ?? 1
                    printError("\(paths.display(export)):1:1: note: skipped: \(count) Interface Builder file\(count == 1 ? "" : "s") in an Xcode localization export (.xcloc), "
                        + "translators' copies that no target builds; nothing to fix (add the folder to \"exclude\" in lint-rules.json to leave it out of this list)")
                    continue
                }
                printError("\(paths.display(file)):1:1: note: skipped: \(reason.note(path: file))")
            }
        }
    }
    // The summary reporter on standard output already states the totals: once is enough.
    let summaryOnStdout = options.outputPath == nil && options.destinations.contains { $0.path == nil && $0.reporter == SummaryReporter.identifier }
    if !options.isQuiet && !summaryOnStdout {
        printError(summaryLine(result, listsUnverified: options.showsUnverified, reported: reportedFiles(options, scope: scope)))
    }
    if result.nibFileCount == 0, !options.isQuiet || options.failsOnEmpty {
        let under = options.paths.joined(separator: ", ")
        let excluded = result.excludePatternsUsed.isEmpty ? ""
            : " (exclude pattern\(result.excludePatternsUsed.count == 1 ? "" : "s") of lint-rules.json left files out: \(result.excludePatternsUsed.map { "'\($0)'" }.joined(separator: ", ")))"
        printError(result.notBuiltNibFiles.isEmpty
            ? "niblint: no .xib or .storyboard files found under \(under)\(excluded)"
            : "niblint: no .xib or .storyboard file under \(under) is built by an Xcode target")
    }
    if options.showsTimings {
        // Slowest first, as SwiftLint's rule benchmark lists them; ties in registry order.
        let rules = result.ruleTimes.enumerated().sorted { ($0.element.seconds, $1.offset) > ($1.element.seconds, $0.offset) }
            .map { "\($0.element.stage) \(milliseconds($0.element.seconds))" }
        printError("niblint: rule timings: " + rules.joined(separator: ", "))
        let stages = result.stageTimes.map { "\($0.stage) \(milliseconds($0.seconds))" }
        printError("niblint: timings: " + stages.joined(separator: ", ") + ", report \(milliseconds(reportStart.seconds))")
    }
    return (options.exitStatus(for: result, configuration: configuration), result)
}

/// One stderr line per fix applied or file left alone.
func reportFixes(_ outcomes: [(file: String, applied: [NibFix], failure: String?)]) {
    let paths = PathDisplay(workingDirectory: FileManager.default.currentDirectoryPath)
    for outcome in outcomes {
        if let failure = outcome.failure {
            printError("niblint: \(paths.display(outcome.file)): not fixed: \(failure)")
        }
        for fix in outcome.applied.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            printError("\(paths.display(fix.file)):\(fix.line):\(fix.column): fixed: \(fix.summary)")
        }
    }
}

/// One stderr line per reported outlet or action `--fix` left alone, with the reason, in file and line order.
func reportDeclinedFixes(_ declined: [DeclinedFix]) {
    let paths = PathDisplay(workingDirectory: FileManager.default.currentDirectoryPath)
    let lines = declined.map { (file: paths.display($0.file), line: $0.line, column: $0.column, reason: $0.reason) }
        .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    for line in lines {
        printError("\(line.file):\(line.line):\(line.column): left for a person: \(line.reason)")
    }
}

/// Notes with the same message together, in the order of their first note: (first, the others).
func groupedByMessage(_ notes: [DiagnosticNote]) -> [(first: DiagnosticNote, others: [DiagnosticNote])] {
    var groups: [(first: DiagnosticNote, others: [DiagnosticNote])] = []
    var positions: [String: Int] = [:]
    for note in notes {
        if let position = positions[note.message] {
            groups[position].others.append(note)
        } else {
            positions[note.message] = groups.count
            groups.append((note, []))
        }
    }
    return groups
}

/// "MessageWindow.xib:50:29, :51:29, Other.xib:3:1 and 4 more": the file named only when it changes, at most eight places.
func alsoAt(_ notes: [DiagnosticNote], after first: DiagnosticNote, paths: PathDisplay) -> String {
    var places: [String] = []
    var previous = first.location.file
    for note in notes.prefix(8) {
        let file = note.location.file == previous ? "" : paths.display(note.location.file)
        places.append("\(file):\(note.location.line):\(note.location.column)")
        previous = note.location.file
    }
    return places.joined(separator: ", ") + (notes.count > 8 ? " and \(notes.count - 8) more" : "")
}

/// The skipped nibs by reason (first seen first), each group sorted by path.
func skippedNibGroups(_ result: LintResult) -> [(heading: String, files: [(String, ProjectModel.SkipReason)])] {
    let reasons = result.notBuiltReasons.count == result.notBuiltNibFiles.count
        ? result.notBuiltReasons : Array(repeating: .inNoTarget, count: result.notBuiltNibFiles.count)
    var groups: [(heading: String, files: [(String, ProjectModel.SkipReason)])] = []
    for (file, reason) in zip(result.notBuiltNibFiles, reasons) {
        if let position = groups.firstIndex(where: { $0.heading == reason.heading }) {
            groups[position].files.append((file, reason))
        } else {
            groups.append((reason.heading, [(file, reason)]))
        }
    }
    return groups.map { ($0.heading, $0.files.sorted { $0.0 < $1.0 }) }
}

/// `loadConfiguration` without the nested search, which the lint's walk makes (`LintRulesFiles.Pending`).
func loadPendingConfiguration(path: String?, lintedPaths: [String]) -> LintRulesFiles.Pending? {
    do {
        let pending = try LintRulesFiles.loadDeferringNested(explicit: path, lintedPaths: lintedPaths,
                                                             workingDirectory: FileManager.default.currentDirectoryPath)
        for warning in pending.configuration.warnings { printError("niblint: warning: \(warning)") }
        return pending
    } catch {
        printError("niblint: \(error)")
        return nil
    }
}

/// Why `path`, which `fileExists` denies, cannot be followed when it is a symbolic link: a loop, or a link to
/// nothing; nil when nothing is there at all.
func brokenLinkReason(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " (it points to \($0))" } ?? ""
    if stat(path, &info) != 0, errno == ELOOP { return "symbolic link loop: following the link leads back to itself\(target)" }
    return "broken symbolic link: its target does not exist\(target)"
}

/// What a run reports on when it is not the whole lint: the `--changed` or `--report-only` files, else the paths
/// named inside a project (`ProjectScope`); nil for a whole lint.
func reportedFiles(_ options: LintOptions, scope: ProjectScope) -> (count: Int, noun: String)? {
    if let files = options.reportOnlyFiles, !files.isEmpty { return (files.count, options.reportsChanged ? "changed file" : "named file") }
    guard let paths = scope.reportedPaths else { return nil }
    return (paths.count, paths.count == scope.reportedFiles.count ? "named file" : "named path")
}

/// The line on stderr after a lint: about what was reported, short (the summary reporter has the details).
/// `listsUnverified`: `--show-unverified` has just listed them, so the line does not suggest it. `reported`: how many
/// files a `--changed`, `--report-only` or named-path run reports on, and what they are ("changed file"); the project's
/// totals (unverified, skipped) are then left out, as they are not about those files.
func summaryLine(_ result: LintResult, listsUnverified: Bool, reported: (count: Int, noun: String)? = nil) -> String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    let files = "\(plural(result.nibFileCount, "nib file")) and \(plural(result.sourceFileCount, "source file"))"
    var line = "niblint: \(plural(result.errorCount, "error")), \(plural(result.warningCount, "warning"))"
    if let reported {
        line += " involving \(plural(reported.count, reported.noun)) (\(files) linted)"
    } else {
        line += " in \(files); \(plural(result.judgedConnectionCount, "connection")) checked, \(result.unverifiedCount) unverified"
        if !result.notBuiltNibFiles.isEmpty { line += "; \(plural(result.notBuiltNibFiles.count, "nib file")) skipped" }
    }
    if result.baselinedCount > 0 { line += "; \(result.baselinedCount) known diagnostic\(result.baselinedCount == 1 ? "" : "s") hidden by the baseline" }
    if reported == nil, !listsUnverified, result.unverifiedCount > 0 || !result.notBuiltNibFiles.isEmpty {
        line += " (--show-unverified lists them)"
    }
    return line
}

/// The configuration from `--config FILE`, else from the `lint-rules.json` files found for the linted paths
/// (`LintRulesFiles`), else the defaults; its warnings (unknown keys) printed.
func loadConfiguration(path: String?, lintedPaths: [String]) -> Configuration? {
    do {
        let configuration = try LintRulesFiles.load(explicit: path, lintedPaths: lintedPaths,
                                                        workingDirectory: FileManager.default.currentDirectoryPath)
        for warning in configuration.warnings { printError("niblint: warning: \(warning)") }
        return configuration
    } catch {
        printError("niblint: \(error)")
        return nil
    }
}

/// `git ARGUMENTS` in the working directory: its standard output, or an error with the first line it printed on stderr.
func runGit(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        throw ConfigurationError("cannot run git: \(error.localizedDescription)")
    }
    // Read both pipes before waiting, so that a long listing cannot fill a pipe and stall git.
    final class Box: @unchecked Sendable { var data = Data() }
    let errorData = Box()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { errorData.data = err.fileHandleForReading.readDataToEndOfFile() }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        let message = String(decoding: errorData.data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        throw ConfigurationError("git \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))\(message.map { ": " + $0 } ?? "")")
    }
    return String(decoding: output, as: UTF8.self)
}

/// Wall-clock time since it was made.
struct StageTimer {
    private let start = DispatchTime.now().uptimeNanoseconds
    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}

func milliseconds(_ seconds: Double) -> String {
    "\(Int((seconds * 1000).rounded())) ms"
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let outcome = run()
withExtendedLifetime(outcome.result) { exit(outcome.status) }
