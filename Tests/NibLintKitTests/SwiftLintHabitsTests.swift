import Foundation
import Testing
@testable import NibLintKit

/// SwiftLint's habits on the command line (issue 29, point 9): `lint` as the default subcommand, `version`,
/// `help`, a clear error for a report file that is a folder, `--fix --dry-run`.
struct SwiftLintHabitsTests {
    @Test func subcommandsParse() throws {
        #expect(try Invocation.parse(["lint", "App", "--strict"]) == Invocation.parse(["App", "--strict"]))
        #expect(try Invocation.parse(["lint"]) == Invocation.parse([]))
        // After `lint`, a word like a subcommand is a path.
        guard case .lint(let options) = try Invocation.parse(["lint", "rules"]) else { Issue.record("not a lint"); return }
        #expect(options.paths == ["rules"])
        #expect(try Invocation.parse(["version"]) == .version)
        #expect(try Invocation.parse(["help"]) == .help)
        guard case .lint(let dry) = try Invocation.parse(["--fix", "--dry-run"]) else { Issue.record("not a lint"); return }
        #expect(dry.fixes && dry.isDryRun)
        #expect(throws: ConfigurationError.self) { try Invocation.parse(["--dry-run"]) }
    }

    @Test func lintVersionAndHelpOnTheCommandLine() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let plain = try project.run(["App"])
        let lint = try project.run(["lint", "App"])
        #expect(lint.status == plain.status && lint.stdout == plain.stdout && lint.stderr == plain.stderr)
        #expect(try project.run(["version"]).stdout == Invocation.versionString + "\n")
        #expect(try project.run(["help"]).stdout == Invocation.usage + "\n")
    }

    @Test func aReportFileThatIsAFolderIsAUsageError() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let output = try project.run(["--output", "App"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "niblint: App is a directory; --output and --reporter NAME:FILE need a file to write the report to (such as App/niblint.txt)\n")
        #expect(try project.run(["--reporter", "sarif:App/"]).status == 2)
    }

    /// Once the list is printed, the summary line does not suggest printing it.
    @Test func showUnverifiedDoesNotSuggestItself() throws {
        let plain = try EndToEndTests().run(["Fixtures/Projects/XcodeGen"])
        #expect(plain.stderr.hasSuffix(" (--show-unverified lists them)\n"))
        let listed = try EndToEndTests().run(["--show-unverified", "Fixtures/Projects/XcodeGen"])
        #expect(!listed.stderr.contains("(--show-unverified lists"))
        #expect(listed.stderr.hasSuffix("; 2 nib files skipped\n"))
    }

    /// `--fix --dry-run` prints the diff `--fix` would apply (which `patch -p1` applies) and writes nothing.
    @Test func fixDryRunPrintsTheDiffAndWritesNothing() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let run = try project.run(["--fix", "--dry-run", "--quiet"])
        #expect(run.status == 1)
        #expect(run.stdout == """
            --- a/App/Profile.xib
            +++ b/App/Profile.xib
            @@ -4,7 +4,7 @@
                     <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                         <connections>
                             <outlet property="view" destination="v1" id="c1"/>
            -                <outlet property="userNameLabel" destination="l1" id="c2"/>
            +                <outlet property="nameLabel" destination="l1" id="c2"/>
                         </connections>
                     </placeholder>
                     <view id="v1"><subviews><label id="l1"/></subviews></view>

            """)
        #expect(try project.read("App/Profile.xib") == WorkflowProject.profileXib)
        // Applying the diff gives what --fix writes.
        try project.write("fix.diff", run.stdout)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        patch.arguments = ["patch", "--quiet", "-p1", "-i", "fix.diff"]
        patch.currentDirectoryURL = project.root
        try patch.run()
        patch.waitUntilExit()
        let patched = try project.read("App/Profile.xib")
        try project.write("App/Profile.xib", WorkflowProject.profileXib)
        #expect(try project.run(["--fix", "--quiet"]).status == 1)
        #expect(try project.read("App/Profile.xib") == patched)
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nc\n", "--- a/f\n+++ b/f\n@@ -1,3 +1,2 @@\n a\n-b\n c\n"),
        ("a\n", "a\nb", "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n\\ No newline at end of file\n"),
        ("same\n", "same\n", ""),
    ])
    func unifiedDiffs(old: String, new: String, diff: String) {
        #expect(UnifiedDiff.make(old: Array(old.utf8), new: Array(new.utf8), name: "f") == diff)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 19\n", with: "")
        let diff = UnifiedDiff.make(old: Array(old.utf8), new: Array(new.utf8), name: "f")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,4 @@"])
    }
}

/// SARIF for code scanning from a subfolder (issue 29, point 7): URIs relative to the repository root with a
/// `uriBaseId`, markdown help per rule, end columns of nib elements.
struct SARIFAdoptionTests {
    @Test func fromASubfolderURIsAreRelativeToTheRepositoryRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-sarif-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("    <outlet property=\"a\" destination=\"b\" id=\"c\"/>\n".utf8).write(to: URL(fileURLWithPath: folder + "/App/V.xib"))
        let diagnostic = Diagnostic(ruleID: "outlet-not-found", severity: .error, location: SourceLocation(file: "V.xib", line: 1, column: 5), message: "m")
        let sarif = SARIFReporter(readFile: { FileManager.default.contents(atPath: folder + "/App/" + $0) }, repositoryRoot: folder)
            .report(LintResult(diagnostics: [diagnostic], nibFileCount: 1, sourceFileCount: 0), paths: PathDisplay(workingDirectory: folder + "/App"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"] == "file://" + folder + "/")
        let physical = try #require(((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(physical["artifactLocation"] as? [String: String] == ["uri": "App/V.xib", "uriBaseId": "SRCROOT"])
        // The element `<outlet …/>` ends on its line: its end column is known.
        #expect(physical["region"] as? [String: Int] == ["startLine": 1, "startColumn": 5, "endColumn": 50])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { (($0["help"] as? [String: String])?["markdown"] ?? "").contains("niblint explain") })
        // No helpUri: niblint has no stable published address for its rules (SARIFReporter says why).
        #expect(rules.allSatisfy { $0["helpUri"] == nil })
    }

    /// Notes are linked from the message text to their related locations (`[text](id)`); the text's own brackets escaped.
    @Test func notesAreLinkedFromTheMessage() throws {
        let notes = [DiagnosticNote(location: SourceLocation(file: "A.xib", line: 4, column: 9), message: "File's Owner of 'A' is B"),
                     DiagnosticNote(location: SourceLocation(file: "B.swift", line: 2, column: 7), message: "class 'B' is declared here")]
        let diagnostic = Diagnostic(ruleID: "implicit-nib-collision", severity: .error, location: SourceLocation(file: "C.swift", line: 1, column: 1),
                                    message: "at run time: \"[<B> setValue:forUndefinedKey:]\"", notes: notes)
        let sarif = ReporterTests.sarif(LintResult(diagnostics: [diagnostic], nibFileCount: 1, sourceFileCount: 2), paths: PathDisplay(workingDirectory: nil), name: "linked-notes")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect((result["message"] as? [String: String])?["text"]
            == #"at run time: "\[<B> setValue:forUndefinedKey:\]" — see [File's Owner of 'A' is B](0), [class 'B' is declared here](1)"#)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.compactMap { $0["id"] as? Int } == [0, 1])
        #expect(SARIFReporter.linkedMessage(Diagnostic(ruleID: "x", severity: .error, location: diagnostic.location, message: "plain")) == "plain")
    }
}
