import Foundation

/// Rule settings and path excludes, read from `lint-rules.json`.
///
/// The repository's root `lint-rules.json` lists every rule with its default severity; a project's
/// file uses the same format to override severities, disable rules, exclude paths and declare
/// classes whose sources are not in the tree.
public struct Configuration: Sendable, Equatable {
    public struct RuleSetting: Sendable, Equatable {
        public var isEnabled: Bool
        public var severity: Severity
    }

    public private(set) var ruleSettings: [String: RuleSetting]
    public var excludes: [Glob] = []
    public var externalClasses: [ExternalClass] = []
    /// `suppress` entries: findings hidden by rule, path and (optionally) nib object id — for nibs, which
    /// cannot keep comments because Xcode rewrites them.
    public var suppressions: [ConfiguredSuppression] = []
    /// Treat warnings as errors for the exit status.
    public var isStrict = false
    /// `exclude` patterns relative to the folder of the `lint-rules.json` that holds them (as SwiftLint's
    /// `excluded`), beside `excludes`, which are relative to the linted path.
    public var anchoredExcludes: [AnchoredGlob] = []
    /// What a team keeps beside the rules, as in SwiftLint's configuration: used when the command line does
    /// not say. `reporter`/`reporters` (`NAME[:FILE]`), `baseline` and `included` paths (absolute, from the
    /// file's folder).
    public var reports: [String] = []
    public var baselinePath: String?
    public var includedPaths: [String] = []
    /// Nested `lint-rules.json` files (`LintRulesFiles`): each one's folder with the configuration that
    /// applies under it, shallowest first. Empty when one configuration applies everywhere.
    public var folders: [FolderConfiguration] = []
    /// The directory relative diagnostic paths are relative to, for finding a file's folder configuration.
    public var workingDirectory = "/"
    /// Problems that do not stop the run (an unknown key): the command prints them as warnings.
    public var warnings: [String] = []

    /// The defaults of every rule.
    public init() {
        ruleSettings = [:]
        for rule in RuleRegistry.all {
            let defaults = RuleRegistry.defaults(of: rule)
            ruleSettings[defaults.identifier] = RuleSetting(isEnabled: defaults.isEnabledByDefault, severity: defaults.defaultSeverity)
        }
    }

    public func setting(for ruleID: String) -> RuleSetting? { ruleSettings[ruleID] }

    public mutating func setEnabled(_ enabled: Bool, for ruleID: String) throws {
        guard ruleSettings[ruleID] != nil else { throw ConfigurationError(Self.unknownRule(ruleID)) }
        ruleSettings[ruleID]?.isEnabled = enabled
    }

    /// Keeps only `ruleIDs` enabled.
    public mutating func enableOnly(_ ruleIDs: [String]) throws {
        for id in ruleIDs where ruleSettings[id] == nil { throw ConfigurationError(Self.unknownRule(id)) }
        for id in ruleSettings.keys { ruleSettings[id]?.isEnabled = ruleIDs.contains(id) }
    }

    /// "unknown rule 'ID' (did you mean 'NEAR'?); run `niblint rules` …": the message wherever a rule id is named.
    public static func unknownRule(_ id: String) -> String {
        let near = Invocation.suggestion(for: id, among: RuleRegistry.all.map { $0.identifier })
        return "unknown rule '\(id)'\(near.isEmpty ? "" : " (did you mean '\(near)'?)"); run `niblint rules` to list the rules"
    }

    /// The keys of a rule's entry in `rules`.
    static let ruleEntryKeys = ["enabled", "severity", "$comment"]
    /// The `version` this niblint reads.
    static let formatVersion = 1

    public func isExcluded(_ relativePath: String) -> Bool {
        excludes.contains { $0.matches(relativePath) }
    }

    /// The keys a `lint-rules.json` may hold.
    static let knownKeys = ["version", "rules", "exclude", "excluded", "included", "externalClasses", "suppress", "strict",
                            "reporter", "reporters", "baseline", "$comment"]

    /// Applies the settings in a `lint-rules.json` document on top of the current ones. `folder`: the file's
    /// folder (absolute), which `exclude`, `included` and `baseline` paths are also relative to.
    public mutating func apply(json data: Data, source: String, folder: String? = nil) throws {
        let root: Any
        if let syntax = JSONSyntaxError.locate(in: data) {
            throw ConfigurationError("\(source):\(syntax.line):\(syntax.column): not valid JSON: \(syntax.message)")
        }
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError("\(source): not valid JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any] else { throw ConfigurationError("\(source): the top level must be a JSON object") }
        for key in object.keys.sorted() where !Self.knownKeys.contains(key) {
            let near = Invocation.suggestion(for: key, among: Self.knownKeys)
            warnings.append("\(source): unknown key '\(key)' is ignored (\(near.isEmpty ? "" : "did you mean '\(near)'? ")known keys: \(Self.knownKeys.filter { $0 != "$comment" }.sorted().joined(separator: ", ")))")
        }
        if let version = object["version"], Self.jsonText(version) != "\(Self.formatVersion)" {
            warnings.append("\(source): 'version' \(Self.jsonText(version)) is not one this niblint reads (it reads version \(Self.formatVersion)); the file is read as version \(Self.formatVersion)")
        }
        try applyWorkflowKeys(object, source: source, folder: folder)
        if let rules = object["rules"] {
            guard let rules = rules as? [String: Any] else { throw ConfigurationError("\(source): 'rules' must be an object keyed by rule id") }
            for (id, value) in rules {
                guard ruleSettings[id] != nil else { throw ConfigurationError("\(source): " + Self.unknownRule(id)) }
                guard let entry = value as? [String: Any] else { throw ConfigurationError("\(source): rule '\(id)' must be an object") }
                for key in entry.keys.sorted() where !Self.ruleEntryKeys.contains(key) {
                    let near = Invocation.suggestion(for: key, among: Self.ruleEntryKeys)
                    warnings.append("\(source): unknown key '\(key)' in rule '\(id)' is ignored (\(near.isEmpty ? "" : "did you mean '\(near)'? ")known keys: enabled, severity)")
                }
                if let enabled = entry["enabled"] {
                    guard let enabled = enabled as? Bool else { throw ConfigurationError("\(source): 'enabled' of rule '\(id)' must be true or false") }
                    ruleSettings[id]?.isEnabled = enabled
                }
                if let severity = entry["severity"] {
                    guard let text = severity as? String, let value = Severity(rawValue: text) else {
                        throw ConfigurationError("\(source): 'severity' of rule '\(id)' must be \"error\" or \"warning\"")
                    }
                    ruleSettings[id]?.severity = value
                }
            }
        }
        for key in ["exclude", "excluded"] {
            guard let exclude = object[key] else { continue }
            guard let patterns = exclude as? [String] else { throw ConfigurationError("\(source): '\(key)' must be an array of glob patterns") }
            excludes += patterns.map(Glob.init)
            if let folder { anchoredExcludes += patterns.map { AnchoredGlob(folder: folder, glob: Glob($0)) } }
        }
        if let classes = object["externalClasses"] {
            guard let list = classes as? [[String: Any]] else { throw ConfigurationError("\(source): 'externalClasses' must be an array of objects") }
            for entry in list {
                guard let name = entry["name"] as? String else { throw ConfigurationError("\(source): each external class needs a \"name\"") }
                externalClasses.append(ExternalClass(
                    name: name,
                    superclass: entry["superclass"] as? String,
                    outlets: Set(entry["outlets"] as? [String] ?? []),
                    actions: Set(entry["actions"] as? [String] ?? [])))
            }
        }
        if let suppress = object["suppress"] {
            guard let list = suppress as? [[String: Any]] else { throw ConfigurationError("\(source): 'suppress' must be an array of objects") }
            for entry in list {
                for key in entry.keys where !["rule", "path", "object"].contains(key) {
                    throw ConfigurationError("\(source): unknown key '\(key)' in a 'suppress' entry (expected rule, path, object)")
                }
                guard let rule = entry["rule"] as? String, let path = entry["path"] as? String else {
                    throw ConfigurationError("\(source): each 'suppress' entry needs a \"rule\" (a rule id or \"all\") and a \"path\" (a glob pattern)")
                }
                guard rule == SourceSuppressions.allRules || ruleSettings[rule] != nil else {
                    throw ConfigurationError("\(source): 'suppress' names " + Self.unknownRule(rule))
                }
                if let objectID = entry["object"], !(objectID is String) {
                    throw ConfigurationError("\(source): 'object' of a 'suppress' entry must be a nib object id (a string)")
                }
                suppressions.append(ConfiguredSuppression(rule: rule, path: Glob(path), objectID: entry["object"] as? String))
            }
        }
    }

    /// A JSON value as it was written, for a message (`2`, `"1"`, `true`).
    static func jsonText(_ value: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])).map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }

    /// Whether a `suppress` entry hides `diagnostic`; `relativePaths` are its file's paths relative to the lint roots.
    public func isSuppressed(_ diagnostic: Diagnostic, relativePaths: [String]) -> Bool {
        suppressions.contains { $0.matches(diagnostic, relativePaths: relativePaths) }
    }
}

/// A `suppress` entry of `lint-rules.json`.
public struct ConfiguredSuppression: Sendable, Equatable {
    /// A rule id, or `all`.
    public var rule: String
    /// Matched against the file's path relative to the lint root.
    public var path: Glob
    /// A nib object or connection id the finding must be about; nil for any.
    public var objectID: String?

    public init(rule: String, path: Glob, objectID: String? = nil) {
        self.rule = rule
        self.path = path
        self.objectID = objectID
    }

    public func matches(_ diagnostic: Diagnostic, relativePaths: [String]) -> Bool {
        guard rule == SourceSuppressions.allRules || rule == diagnostic.ruleID else { return false }
        if let objectID, !diagnostic.objectIDs.contains(objectID) { return false }
        return relativePaths.contains { path.matches($0) }
    }
}

/// A configuration problem: the command exits with status 2 and this message.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
