import Dispatch
import Foundation

/// The result of a lint: sorted diagnostics and the figures of the summary line.
public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var nibFileCount: Int
    public var sourceFileCount: Int
    /// Member connections (outlets, actions, segue and unwind actions) whose class niblint could not see, with the reason.
    public var unverifiedConnections: [DiagnosticNote]
    /// Member connections niblint judged (found or proven missing).
    public var judgedConnectionCount: Int
    public var unverifiedCount: Int { unverifiedConnections.count }
    /// Nibs inside an Xcode project that no target builds: skipped, since they can never be loaded.
    public var notBuiltNibFiles: [String] = []

    public init(diagnostics: [Diagnostic], nibFileCount: Int, sourceFileCount: Int, unverifiedConnections: [DiagnosticNote] = [],
                judgedConnectionCount: Int = 0, notBuiltNibFiles: [String] = []) {
        self.diagnostics = diagnostics
        self.nibFileCount = nibFileCount
        self.sourceFileCount = sourceFileCount
        self.unverifiedConnections = unverifiedConnections
        self.judgedConnectionCount = judgedConnectionCount
        self.notBuiltNibFiles = notBuiltNibFiles
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

/// The pipeline: find files → parse nibs and scan sources in parallel → index → rules → sorted diagnostics.
public struct Linter: Sendable {
    public var configuration: Configuration
    /// How many files are parsed at once; 0 means one per core.
    public var parallelism: Int

    public init(configuration: Configuration = Configuration(), parallelism: Int = 0) {
        self.configuration = configuration
        self.parallelism = parallelism
    }

    /// Lints the files found under `paths`.
    public func lint(paths: [String]) -> LintResult {
        let discovery = FileDiscovery(configuration: configuration).discover(paths: paths)
        return lint(files: discovery.files, discoveryProblems: discovery.problems, hasDependencyManifest: discovery.hasDependencyManifest)
    }

    /// Lints the given files (from disk or in memory).
    public func lint(files allFiles: [InputFile], discoveryProblems: [FileProblem] = [], hasDependencyManifest: Bool = false) -> LintResult {
        let membership = TargetMembership(
            projectFiles: allFiles.filter { $0.kind == .xcodeProject }.map(\.path),
            packageManifests: allFiles.filter { $0.fileName == "Package.swift" }.map(\.path),
            read: { path in
                guard let file = allFiles.first(where: { $0.path == path }), case .success(let bytes) = file.readBytes() else { return nil }
                return String(decoding: bytes, as: UTF8.self)
            })
        let notBuilt = allFiles.filter { $0.kind.isInterfaceBuilder && !membership.isBuilt($0.path) }.map(\.path)
        let skipped = Set(notBuilt)
        let files = allFiles.filter { $0.kind != .xcodeProject && !skipped.contains($0.path) }
        let parsed = parseAll(files)
        var nibs: [NibDocument] = []
        var sources: [SourceFileSummary] = []
        var problems = discoveryProblems
        for outcome in parsed {
            switch outcome {
            case .nib(let document): nibs.append(document)
            case .source(let summary): sources.append(summary)
            case .problem(let problem): problems.append(problem)
            case .ignored: break
            }
        }
        // Objective-C sources are scanned like Swift ones; only a dependency manager's classes (Pods,
        // Carthage) stay out of sight.
        let index = ProjectIndex(sources: sources, nibs: nibs, mayHaveUnscannedClasses: hasDependencyManifest || membership.usesRemotePackages,
                                 externalClasses: configuration.externalClasses)
        let context = RuleContext(index: index, fileProblems: problems)
        var diagnostics: [Diagnostic] = []
        for rule in RuleRegistry.all {
            guard let setting = configuration.setting(for: rule.description.identifier), setting.isEnabled else { continue }
            for var diagnostic in rule.init().check(context) {
                diagnostic.severity = setting.severity
                diagnostics.append(diagnostic)
            }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        let nibCount = files.filter { $0.kind.isInterfaceBuilder }.count
        let sourceCount = files.filter { $0.kind == .swift || $0.kind == .objectiveC }.count
        let census = ConnectionResolver(index: index).census()
        return LintResult(diagnostics: diagnostics, nibFileCount: nibCount, sourceFileCount: sourceCount,
                          unverifiedConnections: census.unverified, judgedConnectionCount: census.judged, notBuiltNibFiles: notBuilt)
    }

    private enum ParseOutcome: Sendable {
        case nib(NibDocument)
        case source(SourceFileSummary)
        case problem(FileProblem)
        case ignored
    }

    /// Parses every file, in parallel; results keep the input order so output is deterministic.
    private func parseAll(_ files: [InputFile]) -> [ParseOutcome] {
        var outcomes = [ParseOutcome](repeating: .ignored, count: files.count)
        let workers = parallelism > 0 ? parallelism : ProcessInfo.processInfo.activeProcessorCount
        outcomes.withUnsafeMutableBufferPointer { buffer in
            let results = UnsafeSendableBuffer(buffer: buffer)
            if workers <= 1 || files.count < 2 {
                for index in files.indices { results.buffer[index] = Self.parse(files[index]) }
            } else {
                // Each iteration writes only its own slot.
                DispatchQueue.concurrentPerform(iterations: files.count) { index in
                    results.buffer[index] = Self.parse(files[index])
                }
            }
        }
        return outcomes
    }

    private static func parse(_ file: InputFile) -> ParseOutcome {
        let bytes: [UInt8]
        switch file.readBytes() {
        case .success(let read): bytes = read
        case .failure(let error):
            return .problem(FileProblem(kind: .unreadable, location: SourceLocation(file: file.path, line: 1, column: 1), message: error.message))
        }
        switch file.kind {
        case .xib, .storyboard:
            switch NibParser.parse(bytes: bytes, path: file.path, kind: file.kind == .xib ? .xib : .storyboard) {
            case .document(let document): return .nib(document)
            case .unsupported(let path, let reason):
                return .problem(FileProblem(kind: .unsupported, location: SourceLocation(file: path, line: 1, column: 1), message: reason))
            case .failed(let path, let message, let line, let column):
                return .problem(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: line, column: column), message: message))
            }
        case .swift:
            return .source(SwiftScanner.scan(bytes: bytes, path: file.path))
        case .objectiveC:
            return .source(ObjectiveCScanner.scan(bytes: bytes, path: file.path))
        case .xcodeProject:
            return .ignored
        case .compiledNib:
            return .problem(FileProblem(kind: .unsupported, location: SourceLocation(file: file.path, line: 1, column: 1),
                                        message: "'\(file.nibName).nib' is a compiled nib, which niblint cannot check; lint the .xib or .storyboard it was compiled from"))
        }
    }
}

/// Lets `concurrentPerform` workers write disjoint slots of one buffer.
private struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
