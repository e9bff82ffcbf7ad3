import Testing
@testable import NibLintKit

/// Every rule's examples are its tests: triggering examples must be reported exactly at their `↓`
/// markers, and non-triggering examples must produce nothing (not even a parse error).
struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.identifier }

    @Test(arguments: ruleIDs)
    func triggeringExamplesAreReportedAtTheirMarkers(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        #expect(!rule.description.triggeringExamples.isEmpty, "\(ruleID) needs at least one triggering example")
        for example in rule.description.triggeringExamples {
            let project = MarkedProject(example.files)
            #expect(!project.markers.isEmpty, "example at RuleExample line \(example.sourceLine) of \(ruleID) has no ↓ marker")
            let result = lint(project.files, only: [ruleID])
            #expect(result.diagnostics.map(\.location) == project.markers,
                    "\(ruleID) example at line \(example.sourceLine): \(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" })")
            for diagnostic in result.diagnostics {
                #expect(diagnostic.ruleID == ruleID)
                #expect(diagnostic.severity == rule.description.defaultSeverity)
                #expect(!diagnostic.message.isEmpty)
                // Baselines key diagnostics by identity: every rule fills it, without the line number.
                #expect(!diagnostic.identity.isEmpty, "\(ruleID) example at line \(example.sourceLine) has no identity")
                #expect(!diagnostic.identity.contains(":\(diagnostic.location.line)"), "\(ruleID) identity '\(diagnostic.identity)' looks like it holds a line number")
            }
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreClean(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(ruleID) needs at least one non-triggering example")
        for example in rule.description.nonTriggeringExamples {
            let project = MarkedProject(example.files)
            #expect(project.markers.isEmpty)
            let checked = ruleID == "parse-error" ? [ruleID] : [ruleID, "parse-error"]
            let result = lint(project.files, only: checked)
            #expect(result.diagnostics.isEmpty,
                    "\(ruleID) example at line \(example.sourceLine): \(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)" })")
        }
    }

    @Test func ruleIdentifiersAreUniqueAndKebabCase() {
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
        for id in Self.ruleIDs {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id) is not kebab-case")
        }
    }
}
