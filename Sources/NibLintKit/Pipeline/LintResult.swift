import Dispatch

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
    /// Nibs that no target builds (in no target of their project, or left out by their package target):
    /// skipped, since they can never be loaded.
    public var notBuiltNibFiles: [String] = []
    /// Why each of `notBuiltNibFiles` is not built, in the same order (empty when not told).
    public var notBuiltReasons: [ProjectModel.SkipReason] = []
    /// The Interface Builder files in formats niblint cannot check (Interface Builder 2 or 3 nibs, `<archive>` xibs, compiled
    /// nibs), each with why: unsupported-file reports several as one finding per unit, `--show-unverified` lists them.
    public var uncheckedNibs: [DiagnosticNote] = []
    /// Diagnostics hidden because a baseline lists them (`BaselineStage`).
    public var baselinedCount = 0
    /// Why the configuration could not be made (a nested `lint-rules.json` found by the walk is invalid): nothing was linted.
    public var configurationError: String?
    /// The warnings of the configuration the lint used (unknown keys …), nested files' included.
    public var configurationWarnings: [String] = []
    /// The `exclude` patterns that left files or folders out of the walk (named when nothing is left to lint).
    public var excludePatternsUsed: [String] = []
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
            for note in result.uncheckedNibs where !merged.uncheckedNibs.contains(note) { merged.uncheckedNibs.append(note) }
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

/// The model a lint built; see `LintResult.model`.
public final class LintModel: Sendable {
    /// The index of the (first) unit linted.
    public let index: ProjectIndex
    let parsedFiles: [ParseOutcome]
    /// The models of the other units, when the tree held several (`ProjectModel`).
    public let otherUnits: [LintModel]

    init(index: ProjectIndex, parsedFiles: [ParseOutcome], otherUnits: [LintModel] = []) {
        self.index = index
        self.parsedFiles = parsedFiles
        self.otherUnits = otherUnits
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
