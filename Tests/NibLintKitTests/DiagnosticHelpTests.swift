import Foundation
import Testing
@testable import NibLintKit

/// A diagnostic's first line says what is wrong; how to fix it (`help`) and what fails at run time (`failure`) are
/// notes every reporter shows (issue 29, point 8).
struct DiagnosticHelpTests {
    static let diagnostic = Diagnostic(
        ruleID: "outlet-not-found", severity: .error, location: SourceLocation(file: "App/Profile.xib", line: 12, column: 9),
        message: "outlet 'nameLbl' of File's Owner (ProfileViewController) has no property 'nameLbl'; did you mean 'nameLabel'?",
        notes: [DiagnosticNote(location: SourceLocation(file: "App/Profile.swift", line: 3, column: 7), message: "ProfileViewController is declared here")],
        help: "rename the property back or reconnect the outlet in Interface Builder",
        failure: "\"not key value coding-compliant for the key nameLbl\"",
        identity: "c1|nameLbl")
    static let result = LintResult(diagnostics: [diagnostic], nibFileCount: 1, sourceFileCount: 1)
    static let paths = PathDisplay(workingDirectory: nil)

    func report(_ name: String) throws -> String {
        let reporter = try #require(ReporterRegistry.reporter(named: name))
        if name == SARIFReporter.identifier { return SARIFReporter(readFile: { _ in nil }).report(Self.result, paths: Self.paths) }
        return reporter.report(Self.result, paths: Self.paths)
    }

    @Test func theXcodeFormatShowsTheFixAndTheFailureAsNotesAtTheDiagnostic() throws {
        #expect(try report("xcode") == """
            App/Profile.xib:12:9: error: outlet 'nameLbl' of File's Owner (ProfileViewController) has no property 'nameLbl'; did you mean 'nameLabel'? [outlet-not-found]
            App/Profile.swift:3:7: note: ProfileViewController is declared here
            App/Profile.xib:12:9: note: fix: rename the property back or reconnect the outlet in Interface Builder
            App/Profile.xib:12:9: note: at run time: "not key value coding-compliant for the key nameLbl"

            """)
    }

    @Test func jsonCarriesThemAsFieldsAndKeepsNotesForOtherPlaces() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report("json").utf8)) as? [String: Any])
        let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["help"] as? String == "rename the property back or reconnect the outlet in Interface Builder")
        #expect(diagnostic["failure"] as? String == "\"not key value coding-compliant for the key nameLbl\"")
        #expect((diagnostic["notes"] as? [Any])?.count == 1)
        // Absent, not null, when a rule says neither.
        var bare = Self.diagnostic
        bare.help = nil
        bare.failure = nil
        let plain = JSONReporter().report(LintResult(diagnostics: [bare], nibFileCount: 1, sourceFileCount: 1), paths: Self.paths)
        #expect(!plain.contains("\"help\"") && !plain.contains("\"failure\""))
    }

    @Test func sarifListsThemAsRelatedLocationsAtTheResult() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report("sarif").utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        // Each related location is linked from the message text (issue 29 point 7), the fix and the failure too.
        #expect((result["message"] as? [String: Any])?["text"] as? String == Self.diagnostic.message
            + " — see [ProfileViewController is declared here](0), [fix: rename the property back or reconnect the outlet in Interface Builder](1), "
            + "[at run time: \"not key value coding-compliant for the key nameLbl\"](2)")
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        let texts = related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts == ["ProfileViewController is declared here", "fix: rename the property back or reconnect the outlet in Interface Builder",
                          "at run time: \"not key value coding-compliant for the key nameLbl\""])
    }

    /// Formats with one text field append them after the notes, without repeating the finding's own place.
    @Test func githubAppendsThemAfterTheNotes() throws {
        #expect(try report("github") == "::error file=App/Profile.xib,line=12,col=9,title=outlet-not-found::"
            + "outlet 'nameLbl' of File's Owner (ProfileViewController) has no property 'nameLbl'; did you mean 'nameLabel'?"
            + "%0AApp/Profile.swift:3:7: note: ProfileViewController is declared here"
            + "%0Afix: rename the property back or reconnect the outlet in Interface Builder"
            + "%0Aat run time: \"not key value coding-compliant for the key nameLbl\"\n")
    }

    /// Every reporter that prints messages prints the fix and the failure too.
    @Test(arguments: ["github", "gitlab", "checkstyle", "junit", "markdown"])
    func everyTextReporterShowsBoth(reporter: String) throws {
        let output = try report(reporter)
        #expect(output.contains("fix: rename the property back or reconnect the outlet in Interface Builder"))
        #expect(output.contains("at run time: "))
        #expect(output.contains("not key value coding-compliant for the key nameLbl"))
    }

    /// Baselines match by rule, file and identity: the words of the message, the fix and the failure are no part of it.
    @Test func baselinesIgnoreTheWording() {
        var reworded = Self.diagnostic
        reworded.message = "outlet 'nameLbl' of File's Owner (ProfileViewController) has no matching property; rename it — at run time: crash"
        reworded.help = nil
        reworded.failure = nil
        let paths = PathNormalizer(workingDirectory: "/")
        #expect(Baseline(diagnostics: [Self.diagnostic], paths: paths).contains(reworded, paths: paths))
        // Two diagnostics with other help are other findings for merging (as other messages are).
        #expect(reworded != Self.diagnostic)
    }

    /// A baseline written by niblint 103953c, whose messages carried the fix and the failure, hides every finding
    /// of the sample app now that they are notes, and none of its entries goes unmatched (code-image-not-found and
    /// outlet-protocol-mismatch, rules added after it, are left out).
    @Test func aBaselineWrittenBeforeStillMatchesTheSampleApp() throws {
        let run = try EndToEndTests().run(["--baseline", "Fixtures/Baselines/sample-app-103953c.json", "--disable", "code-image-not-found", "--disable", "outlet-protocol-mismatch", "Fixtures/SampleApp"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("known diagnostics hidden by the baseline"))
        #expect(!run.stderr.contains("match"), "\(run.stderr)")
    }
}
