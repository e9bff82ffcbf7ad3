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
    /// Why each of `unverifiedConnections` could not be judged, in the same order (empty when not told).
    public var unverifiedReasons: [UnverifiedReason] = []
    /// Nibs inside an Xcode project that no target builds: skipped, since they can never be loaded.
    public var notBuiltNibFiles: [String] = []
    /// Diagnostics hidden because a baseline lists them (`DiagnosticFilter`).
    public var baselinedCount = 0
    /// What the lint built: every parsed file and the index. A result keeps it so that a caller about to
    /// exit can leave it unfreed (`withExtendedLifetime(result) { exit(status) }`), as compilers do:
    /// freeing a large project's model one object at a time takes a tenth of the lint.
    public internal(set) var model: LintModel?
    /// How long each stage took (wall clock), in pipeline order; `niblint --timings` prints them.
    public internal(set) var stageTimes: [StageTime] = []
    /// How long each rule of the rules stage took on its worker, in registry order, then the connection
    /// census (the summary line's counts), which runs beside them.
    public internal(set) var ruleTimes: [StageTime] = []

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
    /// Also decide fixes (`Diagnostic.fix`), for `--fix`: correctable rules then attach one to each diagnostic.
    public var plansFixes = false
    /// Called as files are parsed, with the number done and the total (from any thread, never concurrently).
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    public init(configuration: Configuration = Configuration(), parallelism: Int = 0) {
        self.configuration = configuration
        self.parallelism = parallelism
    }

    /// Lints the files found under `paths`.
    ///
    /// Sources are parsed as soon as their folder is listed, while the walk goes on: what a source yields
    /// depends on nothing else in the project, so no core waits for the walk to end.
    public func lint(paths: [String]) -> LintResult {
        var clock = StageClock()
        let selectors = SelectorCollector()
        let (discovery, early) = FileDiscovery(configuration: configuration, parallelism: parallelism).discover(paths: paths) { file -> ParseOutcome? in
            guard file.kind == .swift || file.kind == .objectiveC else { return nil }
            let outcome = Self.parse(file)
            if case .source(let summary) = outcome { selectors.add(summary) }
            return outcome
        }
        clock.end("find files")
        let tree = TreeFacts(problems: discovery.problems, hasDependencyManifest: discovery.hasDependencyManifest,
                             dependencyMarkers: discovery.dependencyMarkers, workspaces: discovery.workspaces)
        var result = lint(files: discovery.files, tree: tree, roots: paths, parsedSources: EarlyParses(outcomes: early, selectors: selectors))
        result.stageTimes.insert(contentsOf: clock.times, at: 0)
        return result
    }

    /// Lints the given files (from disk or in memory). `roots` are the paths they were found under, which
    /// the `suppress` globs of the configuration are relative to (with none, the files' own paths are).
    /// `dependencyMarkers`: where dependency manifests were found; when empty, `hasDependencyManifest`
    /// applies to every project of the files.
    public func lint(files allFiles: [InputFile], discoveryProblems: [FileProblem] = [], hasDependencyManifest: Bool = false,
                     dependencyMarkers: [String] = [], workspaces: [String] = [], roots: [String] = []) -> LintResult {
        let tree = TreeFacts(problems: discoveryProblems, hasDependencyManifest: hasDependencyManifest, dependencyMarkers: dependencyMarkers, workspaces: workspaces)
        return lint(files: allFiles, tree: tree, roots: roots, parsedSources: EarlyParses(outcomes: [], selectors: nil))
    }

    /// What discovery learned of the tree besides its files.
    struct TreeFacts {
        var problems: [FileProblem]
        var hasDependencyManifest: Bool
        var dependencyMarkers: [String]
        var workspaces: [String]
    }

    /// `parsedSources`: sources already parsed (during discovery), beside `allFiles`.
    ///
    /// The projects of the tree are read first: nibs no target builds are skipped, and each unit (an app
    /// with its projects and packages, see `ProjectModel`) is linted on its own, so that what stands
    /// beside an app never changes its result.
    private func lint(files allFiles: [InputFile], tree: TreeFacts, roots: [String], parsedSources: consuming EarlyParses) -> LintResult {
        var clock = StageClock()
        // Each project is read and parsed on a worker, and the asset catalog built on one beside them (it needs nothing
        // of the projects); the model that joins the projects is built here. Images and colours are looked up in every
        // catalog and image file of the tree (an image may come from a framework or package of the tree); only namespace
        // groups' `Contents.json` files are read.
        let readJobs = [ReadJob.assets(allFiles.filter { $0.kind == .asset })] + allFiles.filter { $0.kind == .xcodeProject }.map(ReadJob.project)
        var assets = AssetCatalog(files: [], contents: { _ in nil })
        var projectReads: [ProjectModel.ProjectRead] = []
        for read in runInParallel(readJobs, { $0.run() }) {
            switch read {
            case .assets(let catalog): assets = catalog
            case .project(let project): projectReads.append(project)
            }
        }
        let manifests = allFiles.filter { $0.fileName == "Package.swift" }.map { file -> (path: String, text: String?) in
            guard case .success(let bytes) = file.readBytes() else { return (file.path, nil) }
            return (file.path, String(decoding: bytes, as: UTF8.self))
        }
        clock.end("read projects")
        let projectModel = ProjectModel(projects: projectReads, packageManifests: manifests, workspaces: tree.workspaces)
        let notBuilt = allFiles.filter { $0.kind.isInterfaceBuilder && !projectModel.isBuilt($0.path) }.map(\.path)
        let skipped = Set(notBuilt)
        let kept = allFiles.indices.filter { allFiles[$0].kind != .xcodeProject && allFiles[$0].kind != .asset && !skipped.contains(allFiles[$0].path) }
        let files = kept.map { allFiles[$0] }
        parsedSources.keep(kept)
        let problems = tree.problems + projectModel.problems
        let launchSettings = projectModel.projects.flatMap { $0.targets.flatMap(\.launchEntries) }
        let units = LintUnits(files: files, model: projectModel, tree: tree, launchSettings: launchSettings)
        clock.end("read targets")
        guard units.members.count > 1 else {
            var result = lintUnit(files: files, assets: assets, launchSettings: launchSettings, launchesFrom: projectModel.launchesFrom(infoPlist:), problems: problems,
                                  mayHaveUnscannedClasses: units.mayHaveUnscannedClasses.first ?? tree.hasDependencyManifest,
                                  modules: projectModel.moduleMap(for: files.map(\.path)), roots: roots, parsedSources: parsedSources, clock: clock)
            result.notBuiltNibFiles = notBuilt
            return result
        }
        // Each unit is linted alone; a file two units share is parsed again for the second.
        var parts = parsedSources.split(units.members)
        var results: [LintResult] = []
        for unit in units.members.indices {
            let unitFiles = units.members[unit].map { files[$0] }
            var unitOutcomes: [ParseOutcome?] = []
            swap(&unitOutcomes, &parts[unit])
            results.append(lintUnit(files: unitFiles, assets: assets, launchSettings: units.launchSettings[unit], launchesFrom: projectModel.launchesFrom(infoPlist:), problems: unit == 0 ? problems : [], mayHaveUnscannedClasses: units.mayHaveUnscannedClasses[unit],
                                    modules: projectModel.moduleMap(for: unitFiles.map(\.path)), roots: roots, parsedSources: EarlyParses(outcomes: unitOutcomes, selectors: nil), clock: StageClock()))
        }
        var merged = LintResult.merging(results)
        merged.notBuiltNibFiles = notBuilt
        // A file two units share is counted once.
        merged.nibFileCount = files.filter { $0.kind.isInterfaceBuilder }.count
        merged.sourceFileCount = files.filter { $0.kind == .swift || $0.kind == .objectiveC }.count
        merged.stageTimes.insert(contentsOf: clock.times, at: 0)
        return merged
    }

    /// Lints one unit: parses (or collects) its files, indexes them and runs the rules.
    /// `launchSettings`: the launch keys of the unit's projects' build settings (`INFOPLIST_KEY_…`).
    /// `launchesFrom`: whether an Info.plist is one an app launches from (`ProjectModel.launchesFrom(infoPlist:)`).
    private func lintUnit(files: [InputFile], assets: AssetCatalog, launchSettings: [LaunchEntry], launchesFrom: (String) -> Bool, problems discoveryProblems: [FileProblem],
                          mayHaveUnscannedClasses: Bool, modules: ModuleMap, roots: [String],
                          parsedSources: consuming EarlyParses, clock: StageClock) -> LintResult {
        var clock = clock
        let (parsed, sourceTables) = parseAllAndIndexSources(files, parsedSources: parsedSources, clock: &clock)
        var nibs: [NibDocument] = []
        var nibClassNames: [NibClassNames] = []
        var problems = discoveryProblems
        var comments: [SourceComment] = []
        var launchEntries = launchSettings
        // A `main.swift` that never calls `NSApplicationMain` / `UIApplicationMain` (a command-line benchmark
        // built as an app) means the plist beside it names a main nib or storyboard that nothing loads.
        let ownMain = Set(files.filter { $0.fileName == "main.swift" }.compactMap { file -> String? in
            guard case .success(let bytes) = file.readBytes(), !Self.contains(bytes, "ApplicationMain") else { return nil }
            return ProjectPath.parent(of: file.path)
        })
        for outcome in parsed {
            switch outcome {
            case .nib(let parsed):
                nibs.append(parsed.document)
                nibClassNames.append(parsed.classNames)
            case .source(let summary): comments += summary.directiveComments
            case .launchEntries(let entries):
                launchEntries += entries.filter { launchesFrom($0.location.file) && !(Self.isMainInterface($0.key) && ownMain.contains(ProjectPath.parent(of: $0.location.file))) }
            case .problem(let problem): problems.append(problem)
            case .ignored: break
            }
        }
        // Objective-C sources are scanned like Swift ones; only classes from outside the tree (a
        // dependency manager's, remote packages', prebuilt frameworks') stay out of sight.
        var index = ProjectIndex(sourceTables: sourceTables, nibs: nibs, classNames: nibClassNames, mayHaveUnscannedClasses: mayHaveUnscannedClasses,
                                 externalClasses: configuration.externalClasses, workers: workerCount, modules: modules)
        index.launchEntries = launchEntries
        index.assets = assets
        clock.end("index")
        var suppressions = SourceSuppressions(comments: comments, ruleIDs: Set(RuleRegistry.all.map { $0.description.identifier }))
        let context = RuleContext(index: index, fileProblems: problems, plansFixes: plansFixes)
        var diagnostics: [Diagnostic] = []
        // A disabled rule still runs when a comment names it, so the comment is not called unused.
        let projectRules = RuleRegistry.all.filter { rule in
            guard rule.phase == .project, let setting = configuration.setting(for: rule.description.identifier) else { return false }
            return setting.isEnabled || suppressions.mentions(rule.description.identifier)
        }
        // Rules only read the index: they run in parallel, and their findings are merged in registry order.
        // The census of judged and unverified connections (the summary line) runs beside them.
        // The longest jobs start first (they walk every outlet's class chain), so no worker is left with
        // one of them at the end; results go back to registry order.
        enum Job { case census, rule(Int) }
        let longestFirst = ["unconnected-outlet", "outlet-type-mismatch", "outlet-collection-mismatch"]
        func startRank(_ job: Job) -> Int {
            guard case .rule(let position) = job else { return longestFirst.count }
            return longestFirst.firstIndex(of: projectRules[position].description.identifier) ?? longestFirst.count + 1 + position
        }
        let jobs = ([Job.census] + projectRules.indices.map { Job.rule($0) }).sorted { startRank($0) < startRank($1) }
        var census = ConnectionCensus()
        var findings = [[Diagnostic]](repeating: [], count: projectRules.count)
        let outcomes = runInParallel(jobs) { job -> (census: ConnectionCensus?, diagnostics: [Diagnostic], seconds: Double) in
            let start = DispatchTime.now().uptimeNanoseconds
            func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
            switch job {
            case .census:
                let census = ConnectionResolver(index: index).census()
                return (census, [], elapsed())
            case .rule(let position):
                let found = projectRules[position].init().check(context)
                return (nil, found, elapsed())
            }
        }
        clock.end("rules")
        var ruleTimes = [StageTime](repeating: StageTime(stage: "", seconds: 0), count: projectRules.count)
        var censusTime = StageTime(stage: "connection census", seconds: 0)
        for (job, outcome) in zip(jobs, outcomes) {
            switch job {
            case .census:
                census = outcome.census ?? census
                censusTime.seconds = outcome.seconds
            case .rule(let position):
                findings[position] = outcome.diagnostics
                ruleTimes[position] = StageTime(stage: projectRules[position].description.identifier, seconds: outcome.seconds)
            }
        }
        for (rule, found) in zip(projectRules, findings) {
            let isEnabled = configuration.setting(for: rule.description.identifier)?.isEnabled ?? false
            for diagnostic in found where !suppressions.suppress(diagnostic) && isEnabled {
                diagnostics.append(diagnostic)
            }
        }
        let suppressionContext = RuleContext(index: index, fileProblems: problems, suppressionProblems: suppressions.problems, plansFixes: plansFixes)
        for rule in RuleRegistry.all where rule.phase == .afterSuppressions {
            guard configuration.setting(for: rule.description.identifier)?.isEnabled == true else { continue }
            diagnostics += rule.init().check(suppressionContext)
        }
        if !configuration.suppressions.isEmpty {
            diagnostics.removeAll { configuration.isSuppressed($0, relativePaths: LintRoots.relativePaths(of: $0.location.file, roots: roots)) }
        }
        for index in diagnostics.indices {
            if let setting = configuration.setting(for: diagnostics[index].ruleID) { diagnostics[index].severity = setting.severity }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        let nibCount = files.filter { $0.kind.isInterfaceBuilder }.count
        let sourceCount = files.filter { $0.kind == .swift || $0.kind == .objectiveC }.count
        var result = LintResult(diagnostics: diagnostics, nibFileCount: nibCount, sourceFileCount: sourceCount,
                                unverifiedConnections: census.unverified, judgedConnectionCount: census.judged)
        result.unverifiedReasons = census.reasons
        result.model = LintModel(index: index, parsedFiles: parsed)
        clock.end("finish")
        result.stageTimes = clock.times
        result.ruleTimes = ruleTimes + [censusTime]
        return result
    }

    /// A parsed nib and what the index needs of its objects, in one box: the outcomes of every file are
    /// moved around several times, and most are sources, so the nib case keeps the outcome small.
    fileprivate final class ParsedNib: Sendable {
        let document: NibDocument
        let classNames: NibClassNames

        init(document: NibDocument, classNames: NibClassNames) {
            self.document = document
            self.classNames = classNames
        }
    }

    fileprivate enum ParseOutcome: Sendable {
        /// A nib, and what the index needs of its objects (computed here, on the parsing worker).
        case nib(ParsedNib)
        case source(SourceFileSummary)
        /// An Info.plist's launch entries.
        case launchEntries([LaunchEntry])
        case problem(FileProblem)
        case ignored
    }

    /// How many threads a parallel stage uses: `parallelism`, or one per core.
    private var workerCount: Int { parallelism > 0 ? parallelism : ProcessInfo.processInfo.activeProcessorCount }

    /// `work` applied to every element, on all cores unless `parallelism` says otherwise; results keep the order.
    private func runInParallel<Element, Result>(_ elements: [Element], _ work: @escaping (Element) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: elements.count)
        let workers = workerCount
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer: buffer)
            if workers <= 1 || elements.count < 2 {
                for index in elements.indices { slots.buffer[index] = work(elements[index]) }
            } else {
                // Each iteration writes only its own slot.
                DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                    slots.buffer[index] = work(elements[index])
                }
            }
        }
        return results.map { $0! }
    }

    /// A piece of work read before the units: a project file, or the tree's asset catalog.
    private enum ReadJob {
        case project(InputFile)
        case assets([InputFile])

        enum Outcome {
            case project(ProjectModel.ProjectRead)
            case assets(AssetCatalog)
        }

        func run() -> Outcome {
            switch self {
            case .project(let file):
                guard case .success(let bytes) = file.readBytes() else { return .project(ProjectModel.read(path: file.path, bytes: nil)) }
                return .project(ProjectModel.read(path: file.path, bytes: bytes))
            case .assets(let files):
                return .assets(AssetCatalog(files: files) { file in
                    guard case .success(let bytes) = file.readBytes() else { return nil }
                    return bytes
                })
            }
        }
    }

    /// A piece of work for the parsing workers.
    private enum Job: Sendable {
        case parse(InputFile)
        case indexSources(SummaryHandOver)
    }

    private enum JobResult: Sendable {
        case parsed(ParseOutcome)
        case indexed(SourceTables)
    }

    /// Parses every file, in parallel; results keep the input order so output is deterministic.
    ///
    /// Sources go first (those in `parsedSources` were parsed during discovery and are only collected).
    /// Then one worker merges their summaries into the index's source tables while the others parse the
    /// nibs: the merge is the longest step that cannot be split, and this way no core waits for it.
    private func parseAllAndIndexSources(_ files: [InputFile], parsedSources: consuming EarlyParses, clock: inout StageClock) -> ([ParseOutcome], SourceTables) {
        let counter = progress.map { ProgressCounter(total: files.count, report: $0) }
        let catalogs = CatalogPreloader()
        func run(_ job: Job) -> JobResult {
            switch job {
            case .indexSources(let handOver):
                return .indexed(SourceTables(sources: handOver.take(), selectors: handOver.selectors))
            case .parse(let file):
                let outcome = Self.parse(file)
                // The first nib of each platform loads its framework catalog here, while the other
                // worker goes on parsing, rather than later in the single-threaded index.
                if case .nib(let parsed) = outcome { catalogs.preload(parsed.document.platform) }
                counter?.increment()
                return .parsed(outcome)
            }
        }
        let isSource: (InputFile) -> Bool = { $0.kind == .swift || $0.kind == .objectiveC }
        let sourcePositions = files.indices.filter { isSource(files[$0]) }
        let otherPositions = files.indices.filter { !isSource(files[$0]) }
        var outcomes = [ParseOutcome](repeating: .ignored, count: files.count)
        // Sources parsed during discovery are only collected, here on this thread: handing tens of
        // thousands of finished results through the workers costs more than moving them.
        var unparsed: [Int] = []
        for position in sourcePositions {
            if var outcome = parsedSources.take(at: position) {
                // Swapped in: an assignment may copy the summary (retaining each of its arrays) and then free it.
                swap(&outcomes[position], &outcome)
                counter?.increment()
            } else {
                unparsed.append(position)
            }
        }
        // The selectors gathered during discovery are those of every source only when discovery parsed them all.
        let selectors = unparsed.isEmpty ? parsedSources.selectors?.all : nil
        for (position, result) in zip(unparsed, runInParallel(unparsed.map { Job.parse(files[$0]) }, run)) {
            if case .parsed(let outcome) = result { outcomes[position] = outcome }
        }
        // The source tables become the only owner of each summary (the outcomes keep only its `niblint:`
        // comments), and they let go of each file's declarations once copied: nothing is held twice.
        var summaries: [SourceFileSummary] = []
        summaries.reserveCapacity(sourcePositions.count)
        for position in sourcePositions {
            guard case .source(let summary) = outcomes[position] else { continue }
            var comments = SourceFileSummary(path: summary.path)
            comments.directiveComments = summary.directiveComments
            outcomes[position] = .source(comments)
            summaries.append(summary)
        }
        clock.end("parse sources")
        var tables = SourceTables(sources: [])
        let jobs = [Job.indexSources(SummaryHandOver(summaries, selectors: selectors))] + otherPositions.map { Job.parse(files[$0]) }
        summaries = []
        for (offset, result) in runInParallel(jobs, run).enumerated() {
            switch result {
            case .indexed(let built): tables = built
            case .parsed(let outcome): outcomes[otherPositions[offset - 1]] = outcome
            }
        }
        clock.end("parse nibs")  // and, beside them, merge the sources
        return (outcomes, tables)
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
            case .document(let document): return .nib(ParsedNib(document: document, classNames: NibClassNames(document)))
            case .unsupported(let path, let reason):
                return .problem(FileProblem(kind: .unsupported, location: SourceLocation(file: path, line: 1, column: 1), message: reason))
            case .failed(let path, let message, let line, let column):
                return .problem(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: line, column: column), message: message))
            }
        case .swift:
            return .source(SwiftScanner.scan(bytes: bytes, path: file.path))
        case .objectiveC:
            // Most headers of a large tree are plain C (vendored libraries): with no `@interface` and no
            // `niblint:` comment, a header declares nothing a nib can use, and is not scanned.
            if file.path.hasSuffix(".h"), !Self.contains(bytes, "@interface"), !Self.contains(bytes, "niblint:") {
                return .source(SourceFileSummary(path: file.path))
            }
            var summary = ObjectiveCScanner.scan(bytes: bytes, path: file.path)
            summary.directiveComments = CFamilyCommentScanner.directiveComments(in: bytes, path: file.path)
            return .source(summary)
        case .xcodeProject:
            return .ignored
        case .asset:
            return .ignored
        case .infoPlist:
            return .launchEntries(InfoPlist.launchEntries(bytes: bytes, path: file.path))
        case .compiledNib:
            return .problem(FileProblem(kind: .unsupported, location: SourceLocation(file: file.path, line: 1, column: 1),
                                        message: "'\(file.nibName).nib' is a compiled nib, which niblint cannot check; lint the .xib or .storyboard it was compiled from"))
        }
    }
}

extension Linter {
    /// The launch keys that name the app's main interface, which only the framework's main function loads.
    static func isMainInterface(_ key: String) -> Bool {
        ["NSMainNibFile", "NSMainStoryboardFile", "UIMainStoryboardFile"].contains { key.hasPrefix($0) }
    }

    /// Whether `needle` occurs in `bytes` (a first-byte scan with `memchr`, then a comparison).
    static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { pattern in
            guard let first = pattern.first, pattern.count <= bytes.count else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                var offset = 0
                let last = buffer.count - pattern.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}

/// The wall-clock time of one stage of a lint.
public struct StageTime: Sendable, Equatable {
    public var stage: String
    public var seconds: Double

    /// The times of several lints (one per unit) added up stage by stage, in the order the stages first appear.
    static func summed(_ lists: [[StageTime]]) -> [StageTime] {
        var totals: [StageTime] = []
        var positions: [String: Int] = [:]
        for list in lists {
            for time in list {
                if let position = positions[time.stage] {
                    totals[position].seconds += time.seconds
                } else {
                    positions[time.stage] = totals.count
                    totals.append(time)
                }
            }
        }
        return totals
    }
}

/// Measures consecutive stages: each `end` closes the stage that began at the previous one.
struct StageClock {
    private(set) var times: [StageTime] = []
    private var start = DispatchTime.now().uptimeNanoseconds

    mutating func end(_ stage: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        times.append(StageTime(stage: stage, seconds: Double(now - start) / 1e9))
        start = now
    }
}

/// The model a lint built; see `LintResult.model`.
public final class LintModel: Sendable {
    /// The index of the (first) unit linted.
    public let index: ProjectIndex
    fileprivate let parsedFiles: [Linter.ParseOutcome]
    /// The models of the other units, when the tree held several (`ProjectModel`).
    public let otherUnits: [LintModel]

    fileprivate init(index: ProjectIndex, parsedFiles: [Linter.ParseOutcome], otherUnits: [LintModel] = []) {
        self.index = index
        self.parsedFiles = parsedFiles
        self.otherUnits = otherUnits
    }
}

/// Sources parsed during discovery, beside the files found (nil for the other files), and their selectors.
private struct EarlyParses: ~Copyable {
    private var outcomes: [Linter.ParseOutcome?]
    let selectors: SelectorCollector?

    init(outcomes: [Linter.ParseOutcome?], selectors: SelectorCollector?) {
        self.outcomes = outcomes
        self.selectors = selectors
    }

    /// Keeps the outcomes of the files at `positions` only, in that order (the files that are linted).
    /// Outcomes are moved (`swap`), never copied: a copy would touch the reference counts of every summary's
    /// arrays, scattered over the heap of a large project.
    mutating func keep(_ positions: [Int]) {
        guard !outcomes.isEmpty, positions.count != outcomes.count else { return }  // all kept: the same order
        var kept = [Linter.ParseOutcome?](repeating: nil, count: positions.count)
        for (slot, position) in positions.enumerated() { swap(&kept[slot], &outcomes[position]) }
        outcomes = kept
    }

    /// The outcomes split among units (`members`: each unit's positions): a file of several units goes with
    /// the first, and is parsed again for the others.
    consuming func split(_ members: [[Int]]) -> [[Linter.ParseOutcome?]] {
        var taken = [Bool](repeating: false, count: outcomes.count)
        var parts: [[Linter.ParseOutcome?]] = []
        for positions in members {
            var unitOutcomes = [Linter.ParseOutcome?](repeating: nil, count: outcomes.isEmpty ? 0 : positions.count)
            if !outcomes.isEmpty {
                for (slot, position) in positions.enumerated() where !taken[position] {
                    taken[position] = true
                    swap(&unitOutcomes[slot], &outcomes[position])
                }
            }
            parts.append(unitOutcomes)
        }
        return parts
    }

    /// The outcome parsed for the file at `position`, which is no longer held here (so that its summary can have one owner).
    mutating func take(at position: Int) -> Linter.ParseOutcome? {
        guard position < outcomes.count else { return nil }
        var outcome: Linter.ParseOutcome?
        swap(&outcome, &outcomes[position])
        return outcome
    }
}

/// Passes the source summaries to the worker that builds the source tables, as their only owner.
private final class SummaryHandOver: @unchecked Sendable {
    private var summaries: [SourceFileSummary]
    /// The selectors of all their methods, when gathered as they were parsed.
    let selectors: Set<String>?

    init(_ summaries: [SourceFileSummary], selectors: Set<String>?) {
        self.summaries = summaries
        self.selectors = selectors
    }

    /// The summaries, leaving none here; called once, by one worker.
    func take() -> [SourceFileSummary] {
        defer { summaries = [] }
        return summaries
    }
}

/// Counts parsed files for `Linter.progress`; reports run one at a time, in increasing order.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func increment() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done, total)
    }
}

/// Loads each platform's `FrameworkCatalog` once, from whichever worker asks first; the others do not wait.
private final class CatalogPreloader: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed: Set<NibPlatform> = []

    func preload(_ platform: NibPlatform) {
        lock.lock()
        let isFirst = claimed.insert(platform).inserted
        lock.unlock()
        if isFirst { _ = FrameworkCatalog.forPlatform(platform) }
    }
}

/// Paths of a linted file relative to the lint roots, which `suppress` globs match against.
enum LintRoots {
    static func relativePaths(of file: String, roots: [String]) -> [String] {
        let path = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        guard !roots.isEmpty else { return [path] }
        var paths: [String] = []
        for root in roots {
            var base = root
            while base.count > 1, base.hasSuffix("/") { base.removeLast() }
            if base.hasPrefix("./") { base.removeFirst(2) }
            if base == "." || base.isEmpty {
                if !path.hasPrefix("/") { paths.append(path) }
            } else if path == base {
                paths.append((path as NSString).lastPathComponent)
            } else if path.hasPrefix(base + "/") {
                paths.append(String(path.dropFirst(base.count + 1)))
            }
        }
        return paths.isEmpty ? [path] : paths
    }
}

/// The files of each unit of a lint (`ProjectModel`), by position in the linted files, and whether classes
/// of that unit may come from code outside the tree.
private struct LintUnits {
    private(set) var members: [[Int]] = []
    private(set) var mayHaveUnscannedClasses: [Bool] = []
    /// The launch build settings of each member's projects.
    private(set) var launchSettings: [[LaunchEntry]] = []

    init(files: [InputFile], model: ProjectModel, tree: Linter.TreeFacts, launchSettings allLaunchSettings: [LaunchEntry]) {
        let roots = model.unitRoots
        // One list per unit, and a last one for the files of no unit.
        var byUnit = [[Int]](repeating: [], count: roots.count + 1)
        for position in files.indices {
            let units = model.units(of: files[position].path)
            if units.isEmpty { byUnit[roots.count].append(position) }
            for unit in units { byUnit[unit].append(position) }
        }
        var settingsByUnit = [[LaunchEntry]](repeating: [], count: roots.count + 1)
        for entry in allLaunchSettings {
            for unit in model.units(of: entry.location.file) { settingsByUnit[unit].append(entry) }
        }
        let markers = tree.dependencyMarkers.map(ProjectPath.normalized)
        for unit in byUnit.indices where !byUnit[unit].isEmpty {
            members.append(byUnit[unit])
            launchSettings.append(settingsByUnit[unit])
            let hasMarker: Bool
            if markers.isEmpty {
                hasMarker = tree.hasDependencyManifest
            } else if unit < roots.count {
                hasMarker = markers.contains { ProjectPath.isWithin($0, directory: roots[unit]) }
            } else {
                hasMarker = markers.contains { marker in !roots.contains { ProjectPath.isWithin(marker, directory: $0) } }
            }
            mayHaveUnscannedClasses.append(hasMarker || (unit < roots.count && model.usesRemotePackages(unit: unit)))
        }
    }
}

extension LintResult {
    /// The results of linting each unit, as one: diagnostics and unverified connections that two units
    /// found in a file they share are kept once.
    static func merging(_ results: [LintResult]) -> LintResult {
        var diagnostics: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        var unverified: [DiagnosticNote] = []
        var reasons: [UnverifiedReason] = []
        var seenNotes: Set<DiagnosticNote> = []
        var merged = LintResult(diagnostics: [], nibFileCount: 0, sourceFileCount: 0)
        var models: [LintModel] = []
        for result in results {
            for diagnostic in result.diagnostics where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            for (position, note) in result.unverifiedConnections.enumerated() where seenNotes.insert(note).inserted {
                unverified.append(note)
                if position < result.unverifiedReasons.count { reasons.append(result.unverifiedReasons[position]) }
            }
            merged.nibFileCount += result.nibFileCount
            merged.sourceFileCount += result.sourceFileCount
            merged.judgedConnectionCount += result.judgedConnectionCount
            merged.baselinedCount += result.baselinedCount
            if let model = result.model { models.append(model) }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        merged.diagnostics = diagnostics
        merged.unverifiedConnections = unverified
        merged.unverifiedReasons = reasons.count == unverified.count ? reasons : []
        merged.model = models.first.map { LintModel(index: $0.index, parsedFiles: $0.parsedFiles, otherUnits: Array(models.dropFirst())) }
        merged.stageTimes = StageTime.summed(results.map(\.stageTimes))
        merged.ruleTimes = StageTime.summed(results.map(\.ruleTimes))
        return merged
    }
}
