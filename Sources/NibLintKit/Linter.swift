import Foundation

/// The pipeline, in the order it runs:
///
/// 1. find files (sources are parsed as their folder is listed);
/// 2. read the projects and cut the tree into units (`LintUnits`);
/// 3. for each unit: parse (`ParseStage`) → index (`ProjectIndex`) → shared analyses (`UnitAnalyses`) →
///    rules (`RuleRunner`, correctable ones attaching fixes with `plansFixes`) → the linter's diagnostic stages (`unitStages`);
/// 4. the units' results as one, then the caller's diagnostic stages (`reportStages`).
public struct Linter: Sendable {
    public var configuration: Configuration
    /// How many files are parsed at once; 0 means one per core.
    public var parallelism: Int
    /// Also decide fixes (`Diagnostic.fix`), for `--fix`: correctable rules then attach one to each diagnostic.
    public var plansFixes = false
    /// Called as files are parsed, with the number done and the total (from any thread, never concurrently).
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Stages applied after the linter's own, to the whole result, in order (the command line's: the baseline
    /// writer, `--report-only`, `--baseline`).
    public var reportStages: [any DiagnosticStage] = []
    /// The nested `lint-rules.json` files, found by the walk instead of before it: the folders searched and how the
    /// files found there make the lint's configuration (`LintRulesFiles.Pending`, with the command line's rule
    /// choices). Nil: `configuration` is complete.
    public var nestedConfigurations: NestedConfigurations?

    public struct NestedConfigurations: Sendable {
        public var roots: [String]
        public var compose: @Sendable (_ files: [String]) throws -> Configuration
        public init(roots: [String], compose: @escaping @Sendable (_ files: [String]) throws -> Configuration) {
            self.roots = roots
            self.compose = compose
        }
    }

    public init(configuration: Configuration = Configuration(), parallelism: Int = 0) {
        self.configuration = configuration
        self.parallelism = parallelism
    }

    /// Lints the files found under `paths`.
    ///
    /// Sources and project files are parsed as soon as their folder is listed, while the walk goes on: what
    /// one yields depends on nothing else in the tree, so no core waits for the walk to end.
    public func lint(paths: [String]) -> LintResult {
        var clock = StageClock()
        let selectors = SelectorCollector()
        let workers = Workers(parallelism: parallelism)
        let collectsWords = self.collectsWords
        var finder = FileDiscovery(configuration: configuration, parallelism: workers.count)
        finder.nestedConfigurationRoots = nestedConfigurations?.roots ?? []
        let headers = ObjectiveCHeaderMacros()
        var (discovery, early) = finder.discover(paths: paths) { file -> ParseOutcome? in
            guard file.kind == .swift || file.kind == .objectiveC || file.kind == .xcodeProject else { return nil }
            let outcome = ParseStage.parse(file, collectingWords: collectsWords, headers: headers)
            if case .source(let summary, _) = outcome { selectors.add(summary) }
            return outcome
        }
        clock.end("find files")
        var linter = self
        if let nested = nestedConfigurations {
            if !discovery.nestedConfigurationFiles.isEmpty {
                do {
                    linter.configuration = try nested.compose(discovery.nestedConfigurationFiles)
                } catch {
                    var failed = LintResult(diagnostics: [], nibFileCount: 0, sourceFileCount: 0)
                    failed.configurationError = "\(error)"
                    return failed
                }
            }
            // Strings files were listed in case a nested file enabled a rule that reads localizations.
            if !RuleRegistry.requirements(enabledIn: linter.configuration).contains(.localizations) {
                let kept = discovery.files.indices.filter { discovery.files[$0].kind != .localizedStrings }
                if kept.count < discovery.files.count {
                    discovery.files = kept.map { discovery.files[$0] }
                    if !early.isEmpty {
                        var outcomes: [ParseOutcome?] = []
                        outcomes.reserveCapacity(kept.count)
                        for position in kept { outcomes.append(early[position].take()) }
                        early = outcomes
                    }
                }
            }
        }
        let tree = TreeFacts(problems: discovery.problems, hasDependencyManifest: discovery.hasDependencyManifest,
                             dependencyMarkers: discovery.dependencyMarkers, workspaces: discovery.workspaces)
        var result = linter.lint(files: discovery.files, tree: tree, roots: paths, parsedSources: EarlyParses(outcomes: early, selectors: selectors), workers: workers)
        result.stageTimes.insert(contentsOf: clock.times, at: 0)
        result.configurationWarnings = linter.configuration.warnings
        result.excludePatternsUsed = discovery.matchedExcludePatterns.sorted()
        // `exclude` patterns that matched nothing in the folders walked.
        let working = PathNormalizer.standardized(finder.workingDirectory)
        let roots = paths.filter { DirectoryListing.isDirectory($0) == true }.map { PathNormalizer.standardized($0.hasPrefix("/") ? $0 : working + "/" + $0) }
        for warning in FileDiscovery.unmatchedExcludeWarnings(linter.configuration, matched: discovery.matchedExcludePatterns,
                                                              roots: roots, display: { $0.hasPrefix(working + "/") ? String($0.dropFirst(working.count + 1)) : $0 })
        where !result.configurationWarnings.contains(warning) {
            result.configurationWarnings.append(warning)
        }
        return result
    }

    /// Lints the given files (from disk or in memory). `roots` are the paths they were found under, which
    /// the `suppress` globs of the configuration are relative to (with none, the files' own paths are).
    /// `dependencyMarkers`: where dependency manifests were found; when empty, `hasDependencyManifest`
    /// applies to every project of the files.
    public func lint(files allFiles: [InputFile], discoveryProblems: [FileProblem] = [], hasDependencyManifest: Bool = false,
                     dependencyMarkers: [String] = [], workspaces: [String] = [], roots: [String] = []) -> LintResult {
        let tree = TreeFacts(problems: discoveryProblems, hasDependencyManifest: hasDependencyManifest, dependencyMarkers: dependencyMarkers, workspaces: workspaces)
        return lint(files: allFiles, tree: tree, roots: roots, parsedSources: EarlyParses(outcomes: [], selectors: nil), workers: Workers(parallelism: parallelism))
    }

    /// `parsedSources`: sources already parsed (during discovery), beside `allFiles`; `workers`: the threads of the parallel stages.
    ///
    /// The projects of the tree are read first: nibs no target builds are skipped, and each unit (an app
    /// with its projects and packages, see `ProjectModel`) is linted on its own, so that what stands
    /// beside an app never changes its result.
    private func lint(files allFiles: [InputFile], tree: TreeFacts, roots: [String], parsedSources: consuming EarlyParses, workers: Workers) -> LintResult {
        var clock = StageClock()
        let split = LintUnits(files: allFiles, tree: tree, early: &parsedSources, workers: workers, clock: &clock)
        parsedSources.keep(split.kept)
        var result: LintResult
        if split.units.count == 1 {
            result = lintUnit(split.units[0], roots: roots, parsedSources: parsedSources, workers: workers, clock: clock)
        } else {
            // Each unit is linted alone; a file two units share is parsed again for the second.
            var parts = parsedSources.split(split.units.map(\.positions))
            var results: [LintResult] = []
            for (position, unit) in split.units.enumerated() {
                var unitOutcomes: [ParseOutcome?] = []
                swap(&unitOutcomes, &parts[position])
                results.append(lintUnit(unit, roots: roots, parsedSources: EarlyParses(outcomes: unitOutcomes, selectors: nil), workers: workers, clock: StageClock()))
            }
            result = LintResult.merging(results)
            // A file two units share is counted once.
            result.nibFileCount = split.files.filter { $0.kind.isInterfaceBuilder }.count
            result.sourceFileCount = split.files.filter { $0.kind == .swift || $0.kind == .objectiveC }.count
            result.stageTimes.insert(contentsOf: clock.times, at: 0)
        }
        result.notBuiltNibFiles = split.notBuilt
        result.notBuiltReasons = split.notBuiltReasons
        apply(reportStages + [LocalizedCopiesStage()], to: &result.diagnostics, counting: &result.baselinedCount)
        return result
    }

    /// Lints one unit: parse → index → shared analyses → rules → diagnostic stages.
    private func lintUnit(_ unit: LintUnit, roots: [String], parsedSources: consuming EarlyParses, workers: Workers, clock: StageClock) -> LintResult {
        var clock = clock
        var parsed = ParseStage(workers: workers, progress: progress, collectsWords: collectsWords).run(unit, parsedSources: parsedSources, clock: &clock)
        // Classes only sources no target compiles implement (an Objective-C class's header is compiled, its `@implementation`
        // is not): they do not exist at run time, so the index leaves them out, and the rules name the file where a nib uses one.
        var uncompiledDeclarations: [String: [String]] = [:]
        for file in unit.uncompiledSources {
            guard case .source(let facts, _) = ParseStage.parse(file, collectingWords: false) else { continue }
            // Objective-C's `@implementation` is read as an extension of the header's `@interface`.
            for declared in facts.classes where declared.kind == .classDeclaration || file.kind == .objectiveC {
                for name in Set([declared.name, declared.objCName].compactMap { $0 }) {
                    let compiled = parsed.sources.declarationsByName[name] ?? []
                    guard !compiled.contains(where: { !$0.location.file.hasSuffix(".h") }),
                          declared.kind == .classDeclaration || !compiled.isEmpty else { continue }
                    if !(uncompiledDeclarations[name]?.contains(file.path) ?? false) { uncompiledDeclarations[name, default: []].append(file.path) }
                }
            }
        }
        if !uncompiledDeclarations.isEmpty { parsed.sources.removeDeclarations(of: Set(uncompiledDeclarations.keys)) }
        // Objective-C sources are scanned like Swift ones; only classes from outside the tree (a
        // dependency manager's, remote packages', prebuilt frameworks') stay out of sight.
        var index = ProjectIndex(sources: parsed.sources, nibs: parsed.takeNibs(), classNames: parsed.nibClassNames,
                                 mayHaveUnscannedClasses: unit.mayHaveUnscannedClasses, externalClasses: configuration.externalClasses,
                                 workers: workers.count, modules: unit.modules)
        index.launchEntries = parsed.launchEntries
        index.localizations = parsed.localizations
        index.assets = unit.assets
        index.packageAssets = unit.packageAssets
        index.mainBundleSupply = unit.mainBundleSupply
        index.mainBundleSupplyOfFile = unit.mainBundleSupplyOfFile
        index.podNames = unit.podNames
        index.absentCode = unit.absentCode
        index.objCInferringFiles = unit.objCInferringFiles
        index.mainBundleHosts = unit.mainBundleHosts
        index.hostAssets = unit.hostAssets
        for path in unit.unbuiltNibs { index.unbuiltNibPathsByName[InputFile(path: path, kind: .xib).nibName, default: []].append(path) }
        index.uncompiledDeclarations = uncompiledDeclarations
        index.unreadableSources = parsed.problems.filter { ($0.kind == .unreadable || $0.kind == .encrypted) && FixPlanner.isSource($0.location.file) }.map(\.location.file)
        clock.end("index")
        let context = RuleContext(index: index, fileProblems: parsed.problems, analyses: UnitAnalyses(index: index, workers: workers),
                                  plansFixes: plansFixes)
        let suppressions = SourceSuppressions(comments: parsed.comments, ruleIDs: Set(RuleRegistry.all.map { $0.identifier }))
        let rules = RuleRunner(configuration: configuration, workers: workers).run(context, suppressions: suppressions)
        clock.end("rules")
        var diagnostics = rules.diagnostics
        var baselined = 0
        apply(unitStages(suppressions: suppressions, context: context, roots: roots), to: &diagnostics, counting: &baselined)
        var result = LintResult(diagnostics: diagnostics, nibFileCount: unit.files.filter { $0.kind.isInterfaceBuilder }.count,
                                sourceFileCount: unit.files.filter { $0.kind == .swift || $0.kind == .objectiveC }.count,
                                unverifiedConnections: rules.census.unverified, judgedConnectionCount: rules.census.judged)
        result.unverifiedReasons = rules.census.reasons
        // Sources encrypted by git-crypt were not read: one entry each, with the unverified uses.
        for problem in parsed.problems where problem.kind == .encrypted {
            result.unverifiedConnections.append(DiagnosticNote(location: problem.location, message: problem.message))
            if result.unverifiedReasons.count == result.unverifiedConnections.count - 1 { result.unverifiedReasons.append(.encryptedSource) }
        }
        result.uncheckedNibs = parsed.problems.filter { $0.kind == .unsupported }
            .sorted { $0.location < $1.location }.map { DiagnosticNote(location: $0.location, message: $0.message) }
        result.baselinedCount = baselined
        result.model = LintModel(index: index, parsedFiles: parsed.outcomes)
        clock.end("finish")
        result.stageTimes = clock.times
        result.ruleTimes = rules.times
        return result
    }

    /// The linter's own stages after the rules, in the order they apply to a unit's findings.
    private func unitStages(suppressions: SourceSuppressions, context: RuleContext, roots: [String]) -> [any DiagnosticStage] {
        [
            SuppressionCommentStage(suppressions: suppressions, configuration: configuration, context: context),
            ConfigurationStage(configuration: configuration, roots: roots),
            SeverityStage(configuration: configuration),
            UnloadedNibStage(),
            ReportOrderStage(),
        ]
    }

    /// Applies `stages` in order; `counting`: the diagnostics they hid that the summary line counts (the baseline's).
    private func apply(_ stages: [any DiagnosticStage], to diagnostics: inout [Diagnostic], counting baselined: inout Int) {
        var tally = DiagnosticTally()
        for stage in stages { stage.apply(&diagnostics, tally: &tally) }
        baselined += tally.baselined
    }

    /// Whether sources' words are hashed as they are parsed: the configuration is known before any file is, and
    /// only an enabled rule that requires them reads them (one run only because a comment names it has its findings
    /// dropped anyway).
    private var collectsWords: Bool { RuleRegistry.requirements(enabledIn: configuration).contains(.sourceWords) }
}
