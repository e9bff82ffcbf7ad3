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
    /// Treat warnings as errors for the exit status.
    public var isStrict = false

    /// The defaults of every rule.
    public init() {
        ruleSettings = [:]
        for rule in RuleRegistry.all {
            let description = rule.description
            ruleSettings[description.identifier] = RuleSetting(isEnabled: description.isEnabledByDefault, severity: description.defaultSeverity)
        }
    }

    public func setting(for ruleID: String) -> RuleSetting? { ruleSettings[ruleID] }

    public mutating func setEnabled(_ enabled: Bool, for ruleID: String) throws {
        guard ruleSettings[ruleID] != nil else { throw ConfigurationError("unknown rule '\(ruleID)'; run `niblint rules` to list the rules") }
        ruleSettings[ruleID]?.isEnabled = enabled
    }

    /// Keeps only `ruleIDs` enabled.
    public mutating func enableOnly(_ ruleIDs: [String]) throws {
        for id in ruleIDs where ruleSettings[id] == nil { throw ConfigurationError("unknown rule '\(id)'; run `niblint rules` to list the rules") }
        for id in ruleSettings.keys { ruleSettings[id]?.isEnabled = ruleIDs.contains(id) }
    }

    public func isExcluded(_ relativePath: String) -> Bool {
        excludes.contains { $0.matches(relativePath) }
    }

    /// Applies the settings in a `lint-rules.json` document on top of the current ones.
    public mutating func apply(json data: Data, source: String) throws {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError("\(source): not valid JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any] else { throw ConfigurationError("\(source): the top level must be a JSON object") }
        let knownKeys: Set<String> = ["version", "rules", "exclude", "externalClasses", "$comment"]
        for key in object.keys where !knownKeys.contains(key) {
            throw ConfigurationError("\(source): unknown key '\(key)' (expected one of: \(knownKeys.sorted().joined(separator: ", ")))")
        }
        if let rules = object["rules"] {
            guard let rules = rules as? [String: Any] else { throw ConfigurationError("\(source): 'rules' must be an object keyed by rule id") }
            for (id, value) in rules {
                guard ruleSettings[id] != nil else { throw ConfigurationError("\(source): unknown rule '\(id)'; run `niblint rules` to list the rules") }
                guard let entry = value as? [String: Any] else { throw ConfigurationError("\(source): rule '\(id)' must be an object") }
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
        if let exclude = object["exclude"] {
            guard let patterns = exclude as? [String] else { throw ConfigurationError("\(source): 'exclude' must be an array of glob patterns") }
            excludes += patterns.map(Glob.init)
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
    }
}

/// A configuration problem: the command exits with status 2 and this message.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
