/// A lint rule: a description (id, severity, explanation, examples that double as tests) and one check.
///
/// Adding a rule means adding one file with a type conforming to `Rule` and listing it in `RuleRegistry`;
/// the generic example test, `lint-rules.json` check and `niblint rules` pick it up from there.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
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

    public init(identifier: String, name: String, summary: String, rationale: String, runtimeFailure: String,
                defaultSeverity: Severity, isEnabledByDefault: Bool = true,
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.runtimeFailure = runtimeFailure
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small in-memory project used as a rule example and test case.
public struct RuleExample: Sendable {
    /// Relative path → contents. `↓` (U+2193) in a file marks the position of an expected diagnostic.
    public let files: [(path: String, contents: String)]
    /// Where the example is written, so a failing test points at it.
    public let sourceLine: UInt

    public init(_ files: [(path: String, contents: String)], line: UInt = #line) {
        self.files = files
        self.sourceLine = line
    }

    public static let marker: Character = "↓"
}

/// What a rule's check reads: the index of the whole project and the files that could not be parsed.
public struct RuleContext: Sendable {
    public let index: ProjectIndex
    /// Files that could not be read or parsed, and files in a format niblint does not check.
    public let fileProblems: [FileProblem]

    public init(index: ProjectIndex, fileProblems: [FileProblem]) {
        self.index = index
        self.fileProblems = fileProblems
    }

    /// A diagnostic of `rule` at its default severity; configuration adjusts severities later.
    public func diagnostic<R: Rule>(_ rule: R.Type, at location: SourceLocation, _ message: String, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(ruleID: R.description.identifier, severity: R.description.defaultSeverity, location: location, message: message, notes: notes)
    }
}

/// A file that yielded no model.
public struct FileProblem: Sendable, Equatable {
    public enum Kind: Sendable { case unreadable, unsupported }
    public var kind: Kind
    public var location: SourceLocation
    public var message: String
}
