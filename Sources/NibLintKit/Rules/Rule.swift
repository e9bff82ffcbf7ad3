/// A lint rule: a description (id, severity, explanation, examples that double as tests) and one check.
///
/// Adding a rule means adding one file with a type conforming to `Rule` (its examples in `Examples/`) and listing it in `RuleRegistry`;
/// the generic example test, `lint-rules.json` check and `niblint rules` pick it up from there.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// When the rule runs; almost every rule looks at the project (`.project`).
    static var phase: RulePhase { get }
    /// What the rule reads beyond the index every lint builds: the pipeline gathers it only when a rule that
    /// needs it is enabled, and never names the rule (`RuleRegistry.requirements(enabledIn:)`).
    static var requirements: RuleRequirements { get }
    /// How long the rule's check takes beside the others', for scheduling (`RuleRunner`).
    static var cost: RuleCost { get }
    /// The verdict tables whose broken entries the rule reports (`UseSiteReporter`): the census lists their unverified
    /// entries while the rule is enabled. A requirement of every rule, so the pipeline reads it without a dynamic cast.
    static var reportedUseSites: Set<UseSiteKind> { get }
    /// Whether the rule's finding at a file says nothing loads the file (`ReportsUnloadedFiles`).
    static var reportsUnloadedFiles: Bool { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public static var phase: RulePhase { .project }
    public static var requirements: RuleRequirements { [] }
    public static var cost: RuleCost { .ordinary }
    public static var reportedUseSites: Set<UseSiteKind> { [] }
    public static var reportsUnloadedFiles: Bool { false }
    /// The rule's id, read without building its description (`RuleRegistry.defaults(of:)`).
    public static var identifier: String { RuleRegistry.defaults(of: self).identifier }
}

/// When a rule runs in the pipeline.
public enum RulePhase: Sendable {
    /// On the project index, before suppressions are applied.
    case project
    /// After the other rules' diagnostics went through the source suppressions, on what the suppressions did
    /// (`RuleContext.suppressionProblems`).
    case afterSuppressions
}

/// What a rule reads that a lint gathers only for the rules that need it. Each is costly to gather, so a stage
/// gathers it when a rule enabled anywhere (this configuration or a nested one) requires it: a rule that runs only
/// because a suppression comment names it has its findings dropped, and needs nothing gathered.
public struct RuleRequirements: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The hashes of every word every source spells (`SourceFacts.words`), taken as the parse stage reads each
    /// source: about a fifth of a lint.
    public static let sourceWords = RuleRequirements(rawValue: 1 << 0)
    /// The nibs' localizations (`.strings`, `.xcstrings` in `<lang>.lproj` folders): listed by discovery, parsed by
    /// the parse stage, in the index as `ProjectIndex.localizations`.
    public static let localizations = RuleRequirements(rawValue: 1 << 1)
    /// Which classes the nibs instantiate and which members they connect (`UnitAnalyses.nibUsage`), built by its
    /// first reader while the others wait: among rules of one cost, those that read it start first.
    public static let nibUsage = RuleRequirements(rawValue: 1 << 2)
}

/// How long a rule's check takes beside the others', for scheduling: the rules run in parallel, and the longest
/// start first so that no worker is left with one of them at the end.
public enum RuleCost: Int, Sendable, Comparable {
    case ordinary
    /// Walks the class chain of every outlet (or every declared outlet) of the unit.
    case walksEveryOutlet

    public static func < (lhs: RuleCost, rhs: RuleCost) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A rule whose finding at a file says nothing loads the file: the other errors found in that file become
/// warnings with a note naming the rule (`UnloadedNibStage`), since none can happen until something loads it.
public protocol ReportsUnloadedFiles: Rule {}

extension ReportsUnloadedFiles {
    public static var reportsUnloadedFiles: Bool { true }
}

/// Everything about a rule that is not its check.
public struct RuleDescription: Sendable {
    /// The kebab-case id used in output, configuration and suppressions.
    public let identifier: String
    public let name: String
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters, for `niblint explain`.
    public let rationale: String
    /// What happens in a running app when the rule's problem ships.
    public let runtimeFailure: String
    public let defaultSeverity: Severity
    public let isEnabledByDefault: Bool
    /// Projects the rule must report: each `↓` marks where exactly one diagnostic is expected.
    public let triggeringExamples: [RuleExample]
    /// Projects the rule must not report anything on.
    public let nonTriggeringExamples: [RuleExample]
    /// What `--fix` makes of a project, for a `CorrectableRule`: each the nibs before and after.
    public let corrections: [RuleCorrection]

    public init(identifier: String, name: String, summary: String, rationale: String, runtimeFailure: String,
                defaultSeverity: Severity, isEnabledByDefault: Bool = true,
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], corrections: [RuleCorrection] = []) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.runtimeFailure = runtimeFailure
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }
}

/// A small in-memory project used as a rule example and test case.
public struct RuleExample: Sendable {
    /// Relative path → contents. `↓` (U+2193) in a file marks the position of an expected diagnostic.
    public var files: [(path: String, contents: String)] { makeFiles() }
    /// Where the example is written (`#fileID`, `#filePath`, line and column), so a failing test points at it.
    public let sourceFileID: String
    public let sourceFilePath: String
    public let sourceLine: UInt
    public let sourceColumn: UInt
    /// The files are made when read (tests, `explain`), not when a lint reads a rule's description: some examples
    /// build a whole project file.
    private let makeFiles: @Sendable () -> [(path: String, contents: String)]

    public init(_ files: @escaping @autoclosure @Sendable () -> [(path: String, contents: String)],
                fileID: String = #fileID, filePath: String = #filePath, line: UInt = #line, column: UInt = #column) {
        self.makeFiles = files
        (sourceFileID, sourceFilePath, sourceLine, sourceColumn) = (fileID, filePath, line, column)
    }

    public static let marker: Character = "↓"
}

/// What a rule's check reads: the index of the whole project and the files that could not be parsed.
public struct RuleContext: Sendable {
    public let index: ProjectIndex
    /// Files that could not be read or parsed, and files in a format niblint does not check.
    public let fileProblems: [FileProblem]
    /// Suppression comments that suppressed nothing or could not be read; filled for `.afterSuppressions` rules.
    public let suppressionProblems: [SuppressionProblem]
    /// What several rules read of the unit, computed once: connection verdicts, nib usage, storyboards by name.
    public let analyses: UnitAnalyses
    /// Whether a `CorrectableRule` attaches fixes to its diagnostics (`--fix`): deciding one reads which outlets and
    /// actions every nib connects, which a plain lint does not need.
    public let plansFixes: Bool

    /// `analyses`: those the linter computed for the unit; without, they are computed here.
    public init(index: ProjectIndex, fileProblems: [FileProblem], suppressionProblems: [SuppressionProblem] = [], analyses: UnitAnalyses? = nil,
                plansFixes: Bool = false) {
        self.index = index
        self.fileProblems = fileProblems
        self.suppressionProblems = suppressionProblems
        self.analyses = analyses ?? UnitAnalyses(index: index, workers: Workers(parallelism: 1))
        self.plansFixes = plansFixes
    }

    /// The verdict on every member connection of the nibs (`UnitAnalyses.connections`).
    public var connections: ConnectionVerdicts { analyses.connections }

    /// A diagnostic of `rule` at its default severity; configuration adjusts severities later.
    /// `identity` must not contain line numbers (see `Diagnostic.identity`).
    /// `message` says what is wrong, `help` how to fix it, `failure` what happens at run time (see `Diagnostic`).
    public func diagnostic<R: Rule>(_ rule: R.Type, at location: SourceLocation, _ message: String, notes: [DiagnosticNote] = [],
                                    help: String? = nil, failure: String? = nil,
                                    identity: String, relatedFiles: [String] = [], objectIDs: [String] = []) -> Diagnostic {
        let defaults = RuleRegistry.defaults(of: R.self)
        return Diagnostic(ruleID: defaults.identifier, severity: defaults.defaultSeverity, location: location, message: message,
                   notes: notes, help: help, failure: failure, identity: identity, relatedFiles: relatedFiles, objectIDs: objectIDs)
    }
}

/// A file that yielded no model.
public struct FileProblem: Sendable, Equatable {
    /// `notBuilt`: a `.nib` bundle or file no target builds, skipped (listed as such) and never reported, whose name
    /// stays taken: code no target compiles may load it, and niblint cannot tell which code that is.
    /// `encrypted`: a source encrypted by git-crypt (a locked checkout): not read, no defect of the app; its classes are
    /// unknown, not missing, as an unreadable source's are.
    public enum Kind: Sendable { case unreadable, unsupported, notBuilt, encrypted }
    public var kind: Kind
    public var location: SourceLocation
    public var message: String
    /// For a legacy nib (an `<archive>` xib, an Interface Builder 2/3 `.nib` bundle): the names its connections may use
    /// (`LegacyNibLabels`); nil for any other file, and for a nib with nothing readable (a compiled one).
    public var connectionLabels: [String]? = nil
    /// For an Interface Builder 2/3 `.nib` bundle: the files its connection labels are read from, by their first reader
    /// (`LegacyNibLabels.labels(of:among:)`), in place of `connectionLabels`; nil for any other file, and for a bundle with nothing readable.
    public var connectionLabelFiles: [String]? = nil
}
