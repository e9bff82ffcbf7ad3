import Foundation

/// Known diagnostics to hide, so a project can adopt niblint (or a new rule) and be told only about new
/// problems. Entries are matched by rule, file and `Diagnostic.identity`, never by line, so they survive
/// edits that move code around.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        /// Relative to the project root (`ProjectRoot.forBaseline`; absolute when outside it). Baselines written
        /// before held paths relative to the directory niblint ran from, which `BaselineStage` still matches.
        public var file: String
        public var identity: String

        public init(rule: String, file: String, identity: String) {
            self.rule = rule
            self.file = file
            self.identity = identity
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.identity) < (rhs.file, rhs.rule, rhs.identity)
        }
    }

    public static let version = 1
    public private(set) var entries: Set<Entry>

    public init(entries: Set<Entry> = []) {
        self.entries = entries
    }

    /// The baseline of `diagnostics`, with files written relative to `paths.workingDirectory` (the project root).
    public init(diagnostics: [Diagnostic], paths: PathNormalizer) {
        entries = Set(diagnostics.map { Self.entry(for: $0, paths: paths) })
    }

    static func entry(for diagnostic: Diagnostic, paths: PathNormalizer) -> Entry {
        Entry(rule: diagnostic.ruleID, file: paths.relative(diagnostic.location.file), identity: diagnostic.identity)
    }

    public func contains(_ diagnostic: Diagnostic, paths: PathNormalizer) -> Bool {
        entries.contains(Self.entry(for: diagnostic, paths: paths))
    }

    /// `{"version":1,"entries":[{"rule","file","identity"}]}`, one entry a line, sorted: stable and diff-friendly.
    public var json: String {
        var output = "{\n  \"version\": \(Self.version),\n  \"entries\": ["
        for (number, entry) in entries.sorted().enumerated() {
            output += number == 0 ? "\n" : ",\n"
            output += "    {\"rule\": \(JSONReporter.quoted(entry.rule)), \"file\": \(JSONReporter.quoted(entry.file)), \"identity\": \(JSONReporter.quoted(entry.identity))}"
        }
        output += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }

    /// Reads a baseline written by `json`.
    public init(json data: Data, source: String) throws {
        let root: Any
        if let syntax = JSONSyntaxError.locate(in: data) {
            throw ConfigurationError("\(source):\(syntax.line):\(syntax.column): not a valid baseline (not JSON: \(syntax.message))")
        }
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError("\(source): not a valid baseline (not JSON: \(error.localizedDescription))")
        }
        guard let object = root as? [String: Any], let version = object["version"] as? Int, let list = object["entries"] as? [Any] else {
            throw ConfigurationError("\(source): not a valid baseline (expected {\"version\": 1, \"entries\": [...]}); write one with --write-baseline")
        }
        guard version == Self.version else { throw ConfigurationError("\(source): unsupported baseline version \(version) (this niblint reads version \(Self.version))") }
        var entries: Set<Entry> = []
        for item in list {
            guard let entry = item as? [String: Any], let rule = entry["rule"] as? String, let file = entry["file"] as? String,
                  let identity = entry["identity"] as? String else {
                throw ConfigurationError("\(source): each baseline entry needs string \"rule\", \"file\" and \"identity\"")
            }
            entries.insert(Entry(rule: rule, file: file, identity: identity))
        }
        self.entries = entries
    }

    /// Rule ids the entries name that no rule has (a rule renamed or removed, a hand edit): their entries
    /// match nothing, which the command warns about.
    public var unknownRules: [String] {
        Set(entries.map(\.rule)).filter { RuleRegistry.rule(withIdentifier: $0) == nil }.sorted()
    }
}
