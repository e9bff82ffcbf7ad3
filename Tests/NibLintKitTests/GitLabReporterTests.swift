import Foundation
import Testing
@testable import NibLintKit

/// The GitLab Code Quality reporter: exact output, fingerprints GitLab can tell findings apart by, and hostile input.
/// (Its golden file over the sample app is checked with the other reporters' in `ReporterTests`;
/// `Scripts/ci/check-gitlab.sh` validates a real report against the documented format.)
struct GitLabReporterTests {
    static let paths = PathDisplay(workingDirectory: "/repo")

    static func diagnostic(_ rule: String, _ severity: Severity, _ file: String, line: Int, message: String = "m",
                           notes: [DiagnosticNote] = [], identity: String = "") -> Diagnostic {
        Diagnostic(ruleID: rule, severity: severity, location: SourceLocation(file: file, line: line, column: 5), message: message, notes: notes, identity: identity)
    }

    static func report(_ diagnostics: [Diagnostic]) -> String {
        GitLabCodeQualityReporter().report(LintResult(diagnostics: diagnostics, nibFileCount: 1, sourceFileCount: 1), paths: paths)
    }

    /// Decoded issues of a report.
    static func issues(_ report: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
    }

    @Test func reportIsTheExactJSONArray() {
        let note = DiagnosticNote(location: SourceLocation(file: "/repo/App/Profile.swift", line: 3, column: 17), message: "class 'Profile' declared here")
        let output = Self.report([
            Self.diagnostic("outlet-not-found", .error, "/repo/App/Profile.xib", line: 12, message: "outlet 'name' has no property", notes: [note], identity: "c-1|name"),
            Self.diagnostic("unconnected-outlet", .warning, "/repo/App/Profile.swift", line: 7, message: "outlet 'avatar' is connected nowhere", identity: "Profile.avatar"),
        ])
        #expect(output == """
        [
          {
            "description": "outlet 'name' has no property\\nApp/Profile.swift:3:17: note: class 'Profile' declared here",
            "check_name": "outlet-not-found",
            "fingerprint": "\(SARIFReporter.fingerprint(rule: "outlet-not-found", uri: "App/Profile.xib", identity: "c-1|name"))",
            "severity": "major",
            "location": {
              "path": "App/Profile.xib",
              "lines": {
                "begin": 12
              }
            }
          },
          {
            "description": "outlet 'avatar' is connected nowhere",
            "check_name": "unconnected-outlet",
            "fingerprint": "\(SARIFReporter.fingerprint(rule: "unconnected-outlet", uri: "App/Profile.swift", identity: "Profile.avatar"))",
            "severity": "minor",
            "location": {
              "path": "App/Profile.swift",
              "lines": {
                "begin": 7
              }
            }
          }
        ]

        """)
        // The fingerprint is 64-bit FNV-1a of "rule\0path\0identity", pinned so it stays the same across versions and machines.
        #expect(SARIFReporter.fingerprint(rule: "outlet-not-found", uri: "App/Profile.xib", identity: "c-1|name") == Self.fnv1a("outlet-not-found\u{0}App/Profile.xib\u{0}c-1|name"))
        #expect(SARIFReporter.fingerprint(rule: "a", uri: "b", identity: "c") == "3fae46fc8499a3af")
    }

    @Test func emptyLintIsAnEmptyArray() {
        #expect(Self.report([]) == "[]\n")
    }

    @Test func fingerprintsSurviveMovedLinesAndStayUnique() throws {
        let before = try Self.issues(Self.report([Self.diagnostic("outlet-not-found", .error, "/repo/A.xib", line: 10, identity: "c-1|name")]))
        let after = try Self.issues(Self.report([Self.diagnostic("outlet-not-found", .error, "/repo/A.xib", line: 14, identity: "c-1|name")]))
        #expect(before[0]["fingerprint"] as? String == after[0]["fingerprint"] as? String)

        // Two findings with the same rule, file and identity (or, without one, the same message but for numbers):
        // GitLab would show only the first, so the second gets its own fingerprint, the same on every run.
        let twins = [
            Self.diagnostic("duplicate-object-id", .error, "/repo/A.xib", line: 3, message: "id 'x' first at line 1"),
            Self.diagnostic("duplicate-object-id", .error, "/repo/A.xib", line: 9, message: "id 'x' first at line 2"),
        ]
        let fingerprints = try Self.issues(Self.report(twins)).compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == 2 && Set(fingerprints).count == 2)
        #expect(fingerprints == (try Self.issues(Self.report(twins)).compactMap { $0["fingerprint"] as? String }))
    }

    @Test func sampleAppFingerprintsAreUniqueAndPathsRelative() throws {
        let issues = try Self.issues(GitLabCodeQualityReporter().report(ReporterTests.sampleResult, paths: ReporterTests.samplePaths))
        #expect(issues.count == ReporterTests.sampleResult.diagnostics.count)
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count)
        for issue in issues {
            let location = try #require(issue["location"] as? [String: Any])
            let path = try #require(location["path"] as? String)
            #expect(path.hasPrefix("Fixtures/SampleApp/"))
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
            #expect(["major", "minor"].contains(issue["severity"] as? String ?? ""))
            #expect(RuleRegistry.rule(withIdentifier: issue["check_name"] as? String ?? "") != nil)
        }
    }

    @Test func hostileInputStaysValidJSON() throws {
        let issues = try Self.issues(GitLabCodeQualityReporter().report(ReporterTests.hostileResult, paths: ReporterTests.plainPaths))
        #expect(issues.count == 3)
        #expect((issues[1]["description"] as? String) == ReporterTests.hostileMessage)
        #expect(((issues[0]["location"] as? [String: Any])?["path"] as? String) == ReporterTests.hostileFile)
    }

    /// An independent 64-bit FNV-1a, as 16 hex digits.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
