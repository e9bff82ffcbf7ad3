import Foundation
import Testing
@testable import NibLintKit

struct ConfigurationTests {
    /// The root lint-rules.json lists exactly the rules in code, with their default severity and enablement.
    @Test func rootLintRulesFileMatchesTheRules() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("lint-rules.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = try #require(object["rules"] as? [String: [String: Any]])
        let codeIDs = Set(RuleRegistry.all.map { $0.description.identifier })
        #expect(Set(rules.keys) == codeIDs, "rules in code but not in lint-rules.json: \(codeIDs.subtracting(rules.keys)); in lint-rules.json but not in code: \(Set(rules.keys).subtracting(codeIDs))")
        for rule in RuleRegistry.all {
            let entry = rules[rule.description.identifier]
            #expect(entry?["severity"] as? String == rule.description.defaultSeverity.rawValue, "\(rule.description.identifier) severity")
            #expect(entry?["enabled"] as? Bool == rule.description.isEnabledByDefault, "\(rule.description.identifier) enabled")
        }
        var configuration = Configuration()
        try configuration.apply(json: data, source: "lint-rules.json")
        #expect(configuration == Configuration())
    }

    @Test func overridesSeveritiesDisablesAndExcludes() throws {
        var configuration = Configuration()
        try configuration.apply(json: Data("""
        {"rules": {"unknown-class": {"severity": "warning"}, "parse-error": {"enabled": false}},
         "exclude": ["Pods/**", "**/Generated/*.xib"],
         "externalClasses": [{"name": "GMSMapView", "superclass": "UIView", "outlets": ["delegate"]}]}
        """.utf8), source: "test.json")
        #expect(configuration.setting(for: "unknown-class") == .init(isEnabled: true, severity: .warning))
        #expect(configuration.setting(for: "parse-error")?.isEnabled == false)
        #expect(configuration.isExcluded("Pods/Lottie/View.xib"))
        #expect(configuration.isExcluded("App/Generated/Cell.xib"))
        #expect(configuration.isExcluded("Generated/Cell.xib"))
        #expect(!configuration.isExcluded("App/Generated/Sub/Cell.xib"))
        #expect(!configuration.isExcluded("App/Cell.xib"))
        #expect(configuration.externalClasses == [ExternalClass(name: "GMSMapView", superclass: "UIView", outlets: ["delegate"])])
    }

    @Test(arguments: [
        ("{\"rules\": {\"no-such-rule\": {}}}", "unknown rule 'no-such-rule'"),
        ("{\"rules\": {\"unknown-class\": {\"severity\": \"fatal\"}}}", "must be \"error\" or \"warning\""),
        ("{\"strict\": \"yes\"}", "'strict' must be true or false"),
        ("{\"reporter\": \"jsno\"}", "unknown reporter 'jsno'"),
        ("[1, 2]", "top level must be a JSON object"),
        ("{", "not valid JSON"),
    ])
    func invalidConfigurationsAreRejected(json: String, messagePart: String) {
        var configuration = Configuration()
        do {
            try configuration.apply(json: Data(json.utf8), source: "bad.json")
            Issue.record("accepted \(json)")
        } catch let error as ConfigurationError {
            #expect(error.description.contains(messagePart), "\(error.description)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func externalClassesMakeUnknownClassesVerifiable() throws {
        let files: [(path: String, contents: String)] = [
            ("Map.xib", ExampleFiles.iOSXib("""
                    <view id="v1" customClass="GMSMapView">
                        <connections>
                            <outlet property="delegate" destination="v1" id="o1"/>
                            <outlet property="mapDelegate" destination="v1" id="o2"/>
                        </connections>
                    </view>
            """)),
        ]
        var configuration = Configuration()
        configuration.externalClasses = [ExternalClass(name: "GMSMapView", superclass: "UIView", outlets: ["delegate"])]
        let result = Linter(configuration: configuration, parallelism: 1).lint(files: MarkedProject(files).files)
        #expect(result.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(result.diagnostics.first?.location.line == 7)
    }

    @Test func commandLineParsing() throws {
        #expect(try Invocation.parse([]) == .lint({ var o = LintOptions(); o.paths = ["."]; return o }()))
        #expect(try Invocation.parse(["rules"]) == .listRules(configPath: nil))
        #expect(try Invocation.parse(["rules", "--config", "a.json"]) == .listRules(configPath: "a.json"))
        #expect(try Invocation.parse(["rules", "--config=a.json"]) == .listRules(configPath: "a.json"))
        #expect(throws: ConfigurationError.self) { try Invocation.parse(["rules", "x"]) }
        #expect(try Invocation.parse(["explain", "parse-error"]) == .explain(ruleID: "parse-error"))
        guard case .lint(let options) = try Invocation.parse(["--reporter", "json", "--strict", "--only", "parse-error", "a", "--", "-b"]) else {
            Issue.record("not a lint invocation")
            return
        }
        #expect(options.paths == ["a", "-b"])
        #expect(options.reporter == "json" && options.isStrict && options.onlyRules == ["parse-error"])
        #expect(throws: ConfigurationError.self) { try Invocation.parse(["--reporter", "html"]) }
        #expect(throws: ConfigurationError.self) { try Invocation.parse(["--jobs", "0"]) }
    }
}
