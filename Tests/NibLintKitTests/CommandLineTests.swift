import Foundation
import Testing
@testable import NibLintKit

/// Issue 21: the command line as CI scripts use it; exact outputs and exit statuses.
struct CommandLineTests {
    func run(_ arguments: [String]) throws -> EndToEndTests.Run {
        try EndToEndTests().run(arguments)
    }

    static let cleanXib = ExampleFiles.iOSXib("        <view id=\"v1\"/>")

    @Test func missingPathsAndMisspelledCommandsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["/nonexistent"], "niblint: no such file or directory: /nonexistent\n"),
            (["hepl"], "niblint: no such file or directory: hepl; did you mean 'help'?\n"),
            (["rule"], "niblint: no such file or directory: rule; did you mean 'rules'?\n"),
            (["explian", "X"], "niblint: no such file or directory: explian; did you mean 'explain'?\n"),
            (["Fixtures/SampleApp", "Fixtures/Nope"], "niblint: no such file or directory: Fixtures/Nope\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
    }

    @Test func aFolderNamedLikeASubcommandIsLinted() throws {
        let project = try ScratchProject(["rule/View.xib": Self.cleanXib])
        defer { project.remove() }
        let result = try project.run(["rule"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "niblint: 0 errors, 0 warnings in 1 nib file and 0 source files; 0 connections checked, 0 unverified\n")
    }

    @Test func aFolderWithoutNibsSaysSo() throws {
        let project = try ScratchProject(["Sources/A.swift": "final class A {}\n"])
        defer { project.remove() }
        let summary = "niblint: 0 errors, 0 warnings in 0 nib files and 1 source file; 0 connections checked, 0 unverified\n"
        let note = "niblint: no .xib or .storyboard files found under Sources\n"
        let plain = try project.run(["Sources"])
        #expect(plain.status == 0 && plain.stdout == "")
        #expect(plain.stderr == summary + note)
        let failing = try project.run(["--fail-on-empty", "Sources"])
        #expect(failing.status == 1 && failing.stdout == "")
        #expect(failing.stderr == summary + note)
        let quiet = try project.run(["--quiet", "Sources"])
        #expect(quiet.status == 0 && quiet.stderr == "")
        let quietFailing = try project.run(["--quiet", "--fail-on-empty", "Sources"])
        #expect(quietFailing.status == 1 && quietFailing.stderr == note)
        try project.write("Sources/View.xib", Self.cleanXib)
        let withNib = try project.run(["--fail-on-empty", "Sources"])
        #expect(withNib.status == 0)
    }

    @Test func showUnverifiedListsTheNibsSkippedAsInNoTarget() throws {
        let plain = try run(["Fixtures/Projects/XcodeGen"])
        #expect(plain.stderr.hasSuffix("; 2 nib files skipped (--show-unverified lists them)\n"))
        let listed = try run(["--show-unverified", "Fixtures/Projects/XcodeGen"])
        #expect(listed.stdout == plain.stdout)
        #expect(listed.stderr.hasPrefix("""
            niblint: 2 skipped, in no Xcode target:
            Fixtures/Projects/XcodeGen/App/Old/Legacy.xib:1:1: note: skipped: no target of its project builds 'Legacy.xib', so nothing can load it; add it to a target's resources to have it checked
            Fixtures/Projects/XcodeGen/Stray/Unbuilt.xib:1:1: note: skipped: no target of its project builds 'Unbuilt.xib', so nothing can load it; add it to a target's resources to have it checked

            """))
    }

    /// A package target's `exclude:` and `.copy` nibs reach no bundle as nibs: skipped, each listed with its reason.
    @Test func showUnverifiedListsTheNibsAPackageLeavesOut() throws {
        let plain = try run(["Fixtures/Projects/PackageResources"])
        #expect(plain.stderr.hasSuffix("; 2 nib files skipped (--show-unverified lists them)\n"))
        let listed = try run(["--show-unverified", "Fixtures/Projects/PackageResources"])
        #expect(listed.stderr.hasPrefix("""
            niblint: 1 skipped, excluded by their Swift package:
            Fixtures/Projects/PackageResources/Sources/Widgets/Legacy/Old.xib:1:1: note: skipped: Swift package target 'Widgets' excludes 'Old.xib' (exclude: in Package.swift), so it reaches no bundle and nothing can load it; remove it from exclude: (or list it in resources: as .process) to have it built and checked
            niblint: 1 skipped, copied uncompiled by their Swift package:
            Fixtures/Projects/PackageResources/Sources/Widgets/Raw/Copied.xib:1:1: note: skipped: Swift package target 'Widgets' copies 'Copied.xib' as it is (.copy in Package.swift): the bundle gets the .xib, never a compiled nib, so nothing can load it as a nib; use .process to have it compiled and checked

            """))
    }

    @Test func optionsTakeTheirValueAfterAnEqualsSign() throws {
        guard case .lint(let options) = try Invocation.parse([
            "--reporter=json", "--jobs=2", "--config=c.json", "--output=o.txt", "--only=parse-error", "--disable=unknown-class",
            "--baseline=b.json", "--write-baseline=w.json", "App",
        ]) else {
            Issue.record("not a lint invocation")
            return
        }
        #expect(options.reports == [ReportRequest(reporter: "json")])
        #expect(options.jobs == 2 && options.configPath == "c.json" && options.outputPath == "o.txt")
        #expect(options.onlyRules == ["parse-error"] && options.disabledRules == ["unknown-class"])
        #expect(options.baselinePath == "b.json" && options.writeBaselinePath == "w.json" && options.paths == ["App"])
        #expect(throws: ConfigurationError("--jobs needs a value")) { try Invocation.parse(["--jobs="]) }
        #expect(throws: ConfigurationError("unknown option '--strict=yes'; run `niblint --help`")) { try Invocation.parse(["--strict=yes"]) }
        let result = try run(["--quiet", "--reporter=json", "--jobs=2", "Fixtures/SampleApp"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("{"))
    }

    @Test func rulesListsWholeIdentifiers() throws {
        let result = try run(["rules"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let ids = RuleRegistry.all.map { $0.description.identifier }
        #expect(lines.count == ids.count)
        let width = ids.map(\.count).max() ?? 0
        for (line, id) in zip(lines, ids) {
            #expect(line.hasPrefix(id + String(repeating: " ", count: width - id.count + 1)), "\(line)")
        }
        #expect(lines.contains { $0.hasPrefix("outlet-collection-mismatch ") })
    }

    @Test func malformedConfigurationNamesFileLineAndColumn() throws {
        let project = try ScratchProject([
            "lint-rules.json": "{\n  \"rules\": {\n    \"a\": {\"x\": tru }\n  }\n}\n",
            "View.xib": Self.cleanXib,
        ])
        defer { project.remove() }
        let result = try project.run(["."])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "niblint: lint-rules.json:3:16: not valid JSON: expected a value (an object, array, string, number, true, false or null)\n")
    }

    @Test func jsonSyntaxErrorsAreLocated() {
        #expect(JSONSyntaxError.locate(in: Array("{\"a\": [1, 2.5e3, true, null, \"\\u00e9\"]}".utf8)) == nil)
        #expect(JSONSyntaxError.locate(in: Array("{\"a\": 1,}".utf8)) == JSONSyntaxError(line: 1, column: 9, message: "expected a member name in double quotes"))
        #expect(JSONSyntaxError.locate(in: Array("{\n\"a\": 1".utf8)) == JSONSyntaxError(line: 2, column: 7, message: "unexpected end of file, expected ',' or '}'"))
        #expect(JSONSyntaxError.locate(in: Array("{\"a\" 1}".utf8)) == JSONSyntaxError(line: 1, column: 6, message: "expected ':' after the member name"))
        #expect(JSONSyntaxError.locate(in: Array("\n  \"abc".utf8)) == JSONSyntaxError(line: 2, column: 3, message: "unterminated string"))
        #expect(JSONSyntaxError.locate(in: Array("{} x".utf8)) == JSONSyntaxError(line: 1, column: 4, message: "unexpected text after the JSON value"))
    }

    @Test func writingABaselineSucceedsAndUnknownRulesInABaselineAreWarned() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let write = try project.run(["--quiet", "--write-baseline", "b.json"])
        #expect(write.status == 0)
        #expect(write.stdout == WorkflowProject.mismatchLine + WorkflowProject.outletLine)
        try project.write("old.json", "{\"version\": 1, \"entries\": [{\"rule\": \"outlet-renamed\", \"file\": \"App/Profile.xib\", \"identity\": \"c2|userNameLabel\"}]}\n")
        let read = try project.run(["--quiet", "--baseline", "old.json"])
        #expect(read.status == 1)
        #expect(read.stderr == "niblint: warning: old.json names unknown rule 'outlet-renamed'; its entries match nothing (run `niblint rules` to list the rules)\n")
        #expect(read.stdout == WorkflowProject.mismatchLine + WorkflowProject.outletLine)
    }

    @Test func severalReportersWriteTheirFilesAndOneGoesToStandardOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sarif = directory.appendingPathComponent("niblint.sarif").path, junit = directory.appendingPathComponent("report.xml").path
        let result = try run(["--quiet", "--reporter", "sarif:\(sarif)", "--reporter=junit:\(junit)", "--reporter", "xcode", "Fixtures/SampleApp"])
        let golden = packageRoot.appendingPathComponent("Fixtures/SampleApp")
        #expect(result.status == 1)
        #expect(result.stdout == (try String(contentsOf: golden.appendingPathComponent("expected-output.txt"), encoding: .utf8)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: sarif)) == Data(contentsOf: golden.appendingPathComponent("expected-reports/sarif.sarif")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: junit)) == Data(contentsOf: golden.appendingPathComponent("expected-reports/junit.xml")))
        let onlyFiles = try run(["--quiet", "--reporter", "json:\(directory.path)/a.json", "Fixtures/SampleApp"])
        #expect(onlyFiles.status == 1 && onlyFiles.stdout == "")
        let twice = try run(["--reporter", "json", "--reporter", "xcode", "."])
        #expect(twice.status == 2)
        #expect(twice.stderr == "niblint: only one --reporter may go to standard output; give the others a file (--reporter NAME:FILE)\n")
        let unknown = try run(["--reporter", "nope:x.txt", "."])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("niblint: unknown reporter 'nope' (available: xcode, json,"))
    }

    @Test func summaryReporterStatesTheTotalsOnce() throws {
        let golden = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/SampleApp/expected-reports/summary.txt"), encoding: .utf8)
        let result = try run(["--reporter", "summary", "Fixtures/SampleApp"])
        #expect(result.status == 1)
        #expect(result.stdout == golden)
        #expect(result.stderr == "")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-summary-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let toFile = try run(["--reporter", "summary:\(file.path)", "Fixtures/SampleApp"])
        #expect(toFile.stderr == "niblint: 30 errors, 14 warnings in 19 nib files and 15 source files; 46 connections checked, 0 unverified\n")
        #expect(toFile.stdout == "")
    }

    /// `--fix` says, per diagnostic it leaves, why: several fitting declarations, or no one declaration at all.
    @Test func fixSaysWhatItLeavesForAPersonAndWhy() throws {
        let responderXib = ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                    <connections><outlet property="view" destination="v1" id="o1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <view id="v1"><subviews><button id="b1"><connections><action selector="toggleNothing:" destination="-2" eventType="touchUpInside" id="a1"/></connections></button></subviews></view>
        """)
        let project = try ScratchProject(["Controllers.swift": FixTests.swift, "Profile.xib": FixTests.profileXib,
                                          "Ambiguous.xib": FixTests.ambiguousXib, "Responder.xib": responderXib])
        defer { project.remove() }
        let fix = try project.run(["--fix", "--only", "outlet-not-found", "--only", "action-not-found", "."])
        #expect(fix.status == 1)
        #expect(fix.stderr == """
        Profile.xib:7:17: fixed: renamed outlet 'userNameLabel' to 'nameLabel', the only unconnected outlet of ProfileViewController that fits
        Profile.xib:9:17: fixed: removed outlet 'deletedOutlet' of ProfileViewController: no property of that name or a likely new name exists
        Profile.xib:16:46: fixed: renamed action 'reload:' to 'refresh:', the only unconnected action of ProfileViewController that fits
        Ambiguous.xib:7:17: left for a person: outlet 'titleLabel' of AmbiguousViewController has 2 candidates, 'firstLabel' and 'secondLabel' (unconnected outlets that fit); reconnect it in Interface Builder
        Responder.xib:8:62: left for a person: action 'toggleNothing:' to First Responder may be implemented by any responder, so there is no one declaration to rename it to
        niblint: 2 errors, 0 warnings in 3 nib files and 1 source file; 8 connections checked, 0 unverified

        """)
        // Each diagnostic with its class note, its fix and its run-time failure.
        #expect(fix.stdout.split(separator: "\n").map { $0.prefix { $0 != " " } } == ["Ambiguous.xib:7:17:", "Controllers.swift:6:7:", "Ambiguous.xib:7:17:", "Ambiguous.xib:7:17:",
                                                                                 "Responder.xib:8:62:", "Responder.xib:8:62:", "Responder.xib:8:62:"])
        // What is left is still explained on the next run; --quiet leaves out only the summary.
        let again = try project.run(["--fix", "--quiet", "--only", "outlet-not-found", "--only", "action-not-found", "."])
        #expect(again.stderr == """
        Ambiguous.xib:7:17: left for a person: outlet 'titleLabel' of AmbiguousViewController has 2 candidates, 'firstLabel' and 'secondLabel' (unconnected outlets that fit); reconnect it in Interface Builder
        Responder.xib:8:62: left for a person: action 'toggleNothing:' to First Responder may be implemented by any responder, so there is no one declaration to rename it to

        """)
        // Without --fix nothing is said about fixes.
        let plain = try project.run(["--quiet", "--only", "outlet-not-found", "--only", "action-not-found", "."])
        #expect(plain.stderr == "")
    }

    @Test func candidateListsNameEveryCandidateUpToSix() {
        #expect(FixPlanner.candidateList(["castButton", "pipButton"]) == "2 candidates, 'castButton' and 'pipButton'")
        #expect(FixPlanner.candidateList(["a", "b", "c"]) == "3 candidates, 'a', 'b' and 'c'")
        #expect(FixPlanner.candidateList(["a", "b", "c", "d", "e", "f", "g", "h"]) == "8 candidates, 'a', 'b', 'c', 'd', 'e', 'f' and 2 more")
    }
}
