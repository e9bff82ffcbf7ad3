/// What the user asked for on the command line. Parsing is pure; the executable acts on it.
public enum Invocation: Equatable, Sendable {
    case lint(LintOptions)
    /// `niblint rules [--config FILE]`.
    case listRules(configPath: String?)
    case explain(ruleID: String)
    case help
    case version
    /// `niblint dump-swift FILE ...`: a development aid, not in the usage text. Prints what the Swift scanner
    /// extracts from each file as JSON, for `Scripts/scanner-oracle.py` to compare with the compiler's parser.
    case dumpSwift(files: [String])
    /// `niblint dump-objc FILE ...`: the same for the Objective-C scanner, for `Scripts/objc-oracle.py` to compare with
    /// clang's AST.
    /// `--app DIR`: the app whose headers an imported header's name is looked up among.
    case dumpObjectiveC(files: [String], app: String?)

    /// niblint's one version: `--version` prints it, SARIF names it, and the release artifact bundle takes it
    /// from the binary's `--version` (Scripts/release/build-artifactbundle.sh), so no other file repeats it.
    public static let versionString = "0.1.0"

    public static let usage = """
    USAGE: niblint [lint] [options] [PATH ...]
           niblint [options] [PATH ...] --report-only FILE ...
           niblint [options] [PATH ...] --changed
           niblint rules [--config FILE]
           niblint explain RULE
           niblint version | help

    Options that take a value accept both `--option VALUE` and `--option=VALUE`.

    Lints the .xib and .storyboard files under PATH (default: the current directory) against the
    Swift sources beside them, and reports connections that would crash or fail at nib-loading time.

    OPTIONS:
      --reporter NAME[:FILE]
                        output format: xcode (default), json, sarif, github, gitlab, checkstyle,
                        junit, summary or markdown; repeatable, each report with a FILE written there, at
                        most one without a FILE (it goes to standard output, or to --output)
      --output FILE     write the report that names no FILE to FILE instead of standard output
      --config FILE     read settings from FILE only (default: every lint-rules.json from the project
                        root down to each PATH, and nested ones inside it, each for its own folder)
      --strict          exit with status 1 on warnings too
      --quiet           print only diagnostics (no summary line)
      --show-unverified list on stderr the connections niblint could not judge, and why
      --fix             rewrite nibs: rename a broken outlet/action to the one obvious new name, or remove
                        it when no candidate exists; only reported findings are changed, atomically;
                        says on stderr why it leaves each other one ("left for a person: ...")
      --dry-run         with --fix: print the unified diff --fix would apply, and write nothing
      --only RULE       run only RULE (repeatable)
      --disable RULE    do not run RULE (repeatable)
      --jobs N          parse N files at a time (default: one per core)
      --fail-on-empty   exit with status 1 when no .xib or .storyboard file is found
      --timings         print on stderr how long each rule (slowest first) and each stage of the
                        lint took
      -h, --help        show this help
      --version         show the version

    WORKFLOW:
      --report-only FILE ...   lint the whole project but report only diagnostics in the FILEs or caused
                               by them (an outlet in a nib broken by a renamed property in a FILE); every
                               argument after it that is not an option is such a FILE, so PATHs go before it
      --changed                the same for the files git reports changed against HEAD (staged or not;
                               the PRE_COMMIT_FROM_REF...PRE_COMMIT_TO_REF range when pre-commit sets it);
                               with no changed file, everything is reported
      --baseline FILE          hide the diagnostics listed in FILE (written by --write-baseline)
      --write-baseline FILE    write the current diagnostics to FILE as a baseline

    EXIT STATUS: 0 no errors, 1 errors found (or warnings with --strict), 2 usage or configuration error,
    3 internal failure.
    """

    public static func parse(_ arguments: [String]) throws -> Invocation {
        // SwiftLint's habits: `lint` is the default subcommand; `version` and `help` as words.
        if arguments.first == "lint" { return try parse(Array(arguments.dropFirst()), subcommand: true) }
        if arguments == ["version"] { return .version }
        if arguments == ["help"] { return .help }
        return try parse(arguments, subcommand: false)
    }

    /// `subcommand`: after `lint`, where a first argument `rules` or `explain` is a path.
    private static func parse(_ arguments: [String], subcommand: Bool) throws -> Invocation {
        if !subcommand, arguments.first == "rules" {
            switch Array(arguments.dropFirst()) {
            case []: return .listRules(configPath: nil)
            case let rest where rest.count == 2 && rest[0] == "--config" && !rest[1].isEmpty: return .listRules(configPath: rest[1])
            case let rest where rest.count == 1 && rest[0].hasPrefix("--config=") && rest[0].count > 9: return .listRules(configPath: String(rest[0].dropFirst(9)))
            default: throw ConfigurationError("usage: niblint rules [--config FILE]")
            }
        }
        if !subcommand, arguments.first == "explain" {
            guard arguments.count == 2 else { throw ConfigurationError("usage: niblint explain RULE") }
            return .explain(ruleID: arguments[1])
        }
        if !subcommand, arguments.first == "dump-swift" {
            guard arguments.count > 1 else { throw ConfigurationError("usage: niblint dump-swift FILE ...") }
            return .dumpSwift(files: Array(arguments.dropFirst()))
        }
        if !subcommand, arguments.first == "dump-objc" {
            var files = Array(arguments.dropFirst())
            var app: String?
            if files.first == "--app", files.count > 1 {
                app = files[1]
                files.removeFirst(2)
            }
            guard !files.isEmpty else { throw ConfigurationError("usage: niblint dump-objc [--app DIR] FILE ...") }
            return .dumpObjectiveC(files: files, app: app)
        }
        var options = LintOptions()
        var remaining = arguments[...]
        /// The value of `--option=value`, handed to the next `value(for:)`.
        var attachedValue: String?
        /// After `--report-only`, positional arguments are files to report on, not paths to lint.
        func addPositional<S: Sequence>(_ arguments: S) where S.Element == String {
            if options.reportOnlyFiles != nil { options.reportOnlyFiles! += arguments } else { options.paths += arguments }
        }
        func value(for option: String) throws -> String {
            let value = attachedValue ?? remaining.popFirst()
            attachedValue = nil
            guard let value, !value.isEmpty else { throw ConfigurationError("\(option) needs a value") }
            return value
        }
        while var argument = remaining.popFirst() {
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="), Self.optionsWithValue.contains(String(argument[..<equals])) {
                attachedValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            switch argument {
            case "-h", "--help": return .help
            case "--version": return .version
            case "--reporter": options.reports.append(try ReportRequest(parsing: value(for: argument)))
            case "--output": options.outputPath = try value(for: argument)
            case "--config": options.configPath = try value(for: argument)
            case "--strict": options.isStrict = true
            case "--quiet": options.isQuiet = true
            case "--show-unverified": options.showsUnverified = true
            case "--timings": options.showsTimings = true
            case "--fail-on-empty": options.failsOnEmpty = true
            case "--fix": options.fixes = true
            case "--dry-run": options.isDryRun = true
            case "--only": options.onlyRules.append(try value(for: argument))
            case "--disable": options.disabledRules.append(try value(for: argument))
            case "--jobs":
                let text = try value(for: argument)
                guard let jobs = Int(text), jobs > 0 else { throw ConfigurationError("--jobs needs a positive number, not '\(text)'") }
                options.jobs = jobs
            case "--report-only": options.reportOnlyFiles = options.reportOnlyFiles ?? []
            case "--changed": options.reportsChanged = true
            case "--baseline": options.baselinePath = try value(for: argument)
            case "--write-baseline": options.writeBaselinePath = try value(for: argument)
            case "--":
                addPositional(remaining)
                remaining = []
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    let hint = !argument.hasPrefix("--") ? "" : Self.suggestion(for: argument, among: Self.allOptions)
                    throw ConfigurationError("unknown option '\(argument)'\(hint.isEmpty ? "" : "; did you mean '\(hint)'?"); run `niblint --help`")
                }
                addPositional(CollectionOfOne(argument))
            }
        }
        if options.reports.filter({ $0.path == nil }).count > 1 {
            throw ConfigurationError("only one --reporter may go to standard output; give the others a file (--reporter NAME:FILE)")
        }
        if options.outputPath != nil, !options.reports.isEmpty, !options.reports.contains(where: { $0.path == nil }) {
            throw ConfigurationError("--output is for the report that names no file, but every --reporter names one")
        }
        if options.isDryRun, !options.fixes { throw ConfigurationError("--dry-run goes with --fix: `niblint --fix --dry-run` prints the changes --fix would make") }
        options.pathsWereGiven = !options.paths.isEmpty
        if options.paths.isEmpty { options.paths = ["."] }
        return .lint(options)
    }

    /// The options that take a value, which may also be written `--option=value`.
    static let optionsWithValue: Set<String> = ["--reporter", "--output", "--config", "--only", "--disable", "--jobs", "--baseline", "--write-baseline"]
    static let allOptions = optionsWithValue.sorted() + ["--strict", "--quiet", "--show-unverified", "--timings", "--fix", "--dry-run", "--fail-on-empty", "--report-only", "--changed", "--help", "--version"]

    /// The word among `candidates` one or two edits away from `word` (the nearest, then the first), or "".
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, MessageText.editDistance(word.lowercased(), $0)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0 ?? ""
    }

    /// The usage error for a lint path that does not exist (`niblint /nonexistent`, `niblint rule`), or nil
    /// when every path exists. A missing first path close to a subcommand is taken for a misspelled one.
    /// `exists` is the file system's answer, so that parsing itself stays pure.
    public static func missingPathError(_ options: LintOptions, exists: (String) -> Bool) -> ConfigurationError? {
        guard let missing = options.paths.first(where: { !exists($0) }) else { return nil }
        if missing == options.paths.first, !missing.contains("/") {
            let command = suggestion(for: missing, among: ["rules", "explain", "help", "lint", "version"])
            if !command.isEmpty {
                return ConfigurationError("no such file or directory: \(missing); did you mean '\(command)'?")
            }
        }
        return ConfigurationError("no such file or directory: \(missing)")
    }
}

/// One `--reporter NAME[:FILE]`: a reporter, and the file its report goes to (nil: standard output or `--output`).
public struct ReportRequest: Equatable, Sendable {
    public var reporter: String
    public var path: String?

    public init(reporter: String, path: String? = nil) {
        self.reporter = reporter
        self.path = path
    }

    /// `sarif` or `sarif:niblint.sarif`; the name must be a registered reporter.
    init(parsing text: String) throws {
        let colon = text.firstIndex(of: ":")
        reporter = String(text[..<(colon ?? text.endIndex)])
        path = colon.map { String(text[text.index(after: $0)...]) }
        guard ReporterRegistry.reporter(named: reporter) != nil else {
            let names = ReporterRegistry.all.map { type(of: $0).identifier }.joined(separator: ", ")
            throw ConfigurationError("unknown reporter '\(reporter)' (available: \(names))")
        }
        if path?.isEmpty == true { throw ConfigurationError("--reporter \(reporter): needs a file after the colon") }
    }
}

/// Options of a lint run.
public struct LintOptions: Equatable, Sendable {
    public var paths: [String] = []
    /// Whether the command line named the paths (else `included` of `lint-rules.json` may).
    public var pathsWereGiven = false
    /// Every `--reporter`, in order; empty means the xcode reporter to standard output.
    public var reports: [ReportRequest] = []
    /// Where the report that names no file goes; nil for standard output.
    public var outputPath: String?
    public var configPath: String?
    public var isStrict = false
    public var isQuiet = false
    /// List on stderr each connection niblint could not judge, with the reason.
    public var showsUnverified = false
    /// Print on stderr how long each stage of the lint took.
    public var showsTimings = false
    /// Rewrite nibs to fix the mechanical cases of outlet-not-found and action-not-found.
    public var fixes = false
    /// `--fix --dry-run`: print the unified diff of what `--fix` would change, and write nothing.
    public var isDryRun = false
    public var onlyRules: [String] = []
    public var disabledRules: [String] = []
    public var jobs = 0
    /// `--fail-on-empty`: exit with status 1 when the paths hold no nib at all.
    public var failsOnEmpty = false
    /// `--report-only`: the files whose diagnostics to report; nil reports everything.
    public var reportOnlyFiles: [String]?
    /// `--changed`: also report on the files git reports changed (`ChangedFiles`); everything when there are none.
    public var reportsChanged = false
    /// `--changed`: the classes the changed sources no longer declare (renamed or removed by the change).
    public var removedClassNames: Set<String> = []
    public var baselinePath: String?
    public var writeBaselinePath: String?

    public init() {}

    /// The reporter whose report goes to standard output (or `--output`), if any: the one naming no file,
    /// or `xcode` when no `--reporter` was given.
    public var reporter: String? {
        reports.isEmpty ? XcodeReporter.identifier : reports.first { $0.path == nil }?.reporter
    }

    /// The reports to write: each reporter with its file (nil for standard output or `--output`).
    public var destinations: [ReportRequest] {
        reports.isEmpty ? [ReportRequest(reporter: XcodeReporter.identifier)] : reports
    }

    /// `--report-only FILE DIR`: the folders among the files to report on are paths to lint (replacing the
    /// default `.`). `isDirectory` is the file system's answer.
    public func movingFoldersToPaths(isDirectory: (String) -> Bool) -> LintOptions {
        guard let files = reportOnlyFiles, files.contains(where: isDirectory) else { return self }
        var options = self
        let folders = files.filter(isDirectory)
        options.reportOnlyFiles = files.filter { !isDirectory($0) }
        options.paths = (pathsWereGiven ? paths : []) + folders
        options.pathsWereGiven = true
        return options
    }

    /// These options with what `lint-rules.json` says where the command line says nothing: reporters,
    /// baseline, included paths (strictness is in the configuration itself).
    public func filling(from configuration: Configuration, pathsWereGiven: Bool) throws -> LintOptions {
        var options = self
        if options.reports.isEmpty, !configuration.reports.isEmpty {
            options.reports = try configuration.reports.map(ReportRequest.init(parsing:))
            if options.reports.filter({ $0.path == nil }).count > 1 {
                throw ConfigurationError("lint-rules.json: only one reporter may go to standard output; give the others a file (\"NAME:FILE\")")
            }
        }
        if options.baselinePath == nil, options.writeBaselinePath == nil { options.baselinePath = configuration.baselinePath }
        if !pathsWereGiven, !configuration.includedPaths.isEmpty { options.paths = configuration.includedPaths }
        return options
    }

    /// The configuration these options describe, on top of a loaded `lint-rules.json`.
    public func configuration(base: Configuration) throws -> Configuration {
        var configuration = base
        configuration.isStrict = configuration.isStrict || isStrict
        if !onlyRules.isEmpty { try configuration.enableOnly(onlyRules) }
        for rule in disabledRules { try configuration.setEnabled(false, for: rule) }
        // The command line's rule choices hold in every folder.
        for index in configuration.folders.indices {
            if !onlyRules.isEmpty { try configuration.folders[index].configuration.enableOnly(onlyRules) }
            for rule in disabledRules { try configuration.folders[index].configuration.setEnabled(false, for: rule) }
        }
        return configuration
    }

    /// The exit status for a finished lint.
    public func exitStatus(for result: LintResult, configuration: Configuration) -> Int32 {
        // Writing a baseline records the findings on purpose: that is a success.
        if writeBaselinePath != nil { return 0 }
        if result.errorCount > 0 { return 1 }
        if failsOnEmpty && result.nibFileCount == 0 { return 1 }
        if configuration.isStrict && result.warningCount > 0 { return 1 }
        return 0
    }
}

/// Text for `niblint rules` and `niblint explain`.
public enum RuleDocumentation {
    public static func list(configuration: Configuration) -> String {
        var output = ""
        // As wide as the longest id, so that every id is printed whole.
        let width = RuleRegistry.all.map { $0.description.identifier.count }.max() ?? 0
        for rule in RuleRegistry.all {
            let description = rule.description
            let setting = configuration.setting(for: description.identifier)
            let enabled = (setting?.isEnabled ?? description.isEnabledByDefault) ? "enabled" : "disabled"
            let severity = (setting?.severity ?? description.defaultSeverity).rawValue
            output += "\(description.identifier.padding(toLength: width, withPad: " ", startingAt: 0)) \(severity.padding(toLength: 8, withPad: " ", startingAt: 0)) \(enabled.padding(toLength: 9, withPad: " ", startingAt: 0)) \(description.summary)\n"
        }
        return output
    }

    public static func explain(_ ruleID: String) throws -> String {
        guard let rule = RuleRegistry.rule(withIdentifier: ruleID) else {
            throw ConfigurationError(Configuration.unknownRule(ruleID))
        }
        let description = rule.description
        var output = "\(description.identifier): \(description.name)\n\n\(description.summary)\n\n"
        output += "Why: \(description.rationale)\n\nAt run time: \(description.runtimeFailure)\n\n"
        output += "Default: \(description.defaultSeverity.rawValue), \(description.isEnabledByDefault ? "enabled" : "disabled")\n"
        if let example = description.triggeringExamples.first {
            output += "\nExample (↓ marks where it is reported):\n"
            for file in example.files {
                output += "\n--- \(file.path)\n\(file.contents)\n"
            }
        }
        return output
    }
}
