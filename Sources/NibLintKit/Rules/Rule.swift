/// A lint rule: a description (id, severity, explanation, examples that double as tests) and one check.
///
/// Adding a rule means adding one file with a type conforming to `Rule` and listing it in `RuleRegistry`;
/// the generic example test, `lint-rules.json` check and `niblint rules` pick it up from there.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// When the rule runs; almost every rule looks at the project (`.project`).
    static var phase: RulePhase { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public static var phase: RulePhase { .project }
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
    /// Where the example is written, so a failing test points at it.
    public let sourceLine: UInt
    /// The files are made when read (tests, `explain`), not when a lint reads a rule's description: some examples
    /// build a whole project file.
    private let makeFiles: @Sendable () -> [(path: String, contents: String)]

    public init(_ files: @escaping @autoclosure @Sendable () -> [(path: String, contents: String)], line: UInt = #line) {
        self.makeFiles = files
        self.sourceLine = line
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
    public enum Kind: Sendable { case unreadable, unsupported }
    public var kind: Kind
    public var location: SourceLocation
    public var message: String
}
