import Foundation
import Testing
@testable import NibLintKit

/// A small project on disk, in a fresh temporary directory, and the built `niblint` run inside it.
struct ScratchProject {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-workflow-\(UUID().uuidString)")
        for (path, contents) in files { try write(path, contents) }
    }

    func write(_ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `folder`: where it runs, relative to the root (or absolute); the root by default.
    func run(_ arguments: [String], in folder: String? = nil) throws -> EndToEndTests.Run {
        let binary = try #require(EndToEndTests.binary, "the niblint executable was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0) } ?? root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The project the workflow tests share: `nameLabel` was `userNameLabel`, and the nib still says so.
enum WorkflowProject {
    static let profileXib = ExampleFiles.iOSXib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="v1" id="c1"/>
                    <outlet property="userNameLabel" destination="l1" id="c2"/>
                </connections>
            </placeholder>
            <view id="v1"><subviews><label id="l1"/></subviews></view>
    """)
    static let profileSwift = "import UIKit\n\nclass ProfileViewController: UIViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n}\n"
    static let settingsSwift = "final class SettingsStore {}\n"
    static let homeSwift = """
    import UIKit

    class HomeViewController: UIViewController {
        func showProfile() {
            _ = Bundle.main.loadNibNamed("Profile", owner: self, options: nil)
        }
    }

    """

    static let files: [String: String] = [
        "App/Profile.xib": profileXib,
        "App/ProfileViewController.swift": profileSwift,
        "App/SettingsStore.swift": settingsSwift,
        "App/HomeViewController.swift": homeSwift,
    ]

    static let outletMessage = "outlet 'userNameLabel' of File's Owner (ProfileViewController) has no matching property in ProfileViewController or its superclasses (did you mean 'nameLabel'?)"
    static let outletHelp = "rename the property back, or reconnect the outlet to 'nameLabel' in Interface Builder (`niblint --fix` can make that rename in the nib)"
    static let outletFailure = "\"not key value coding-compliant for the key userNameLabel\""
    static let outletLine = "App/Profile.xib:7:17: error: \(outletMessage) [outlet-not-found]\nApp/ProfileViewController.swift:3:7: note: class 'ProfileViewController' is declared here\n"
        + "App/Profile.xib:7:17: note: fix: \(outletHelp)\nApp/Profile.xib:7:17: note: at run time: \(outletFailure)\n"
    static let mismatchLine = "App/HomeViewController.swift:5:25: error: loadNibNamed(_:owner:options:) loads 'Profile' with an owner of class HomeViewController, but the nib's File's Owner is ProfileViewController [owner-class-mismatch]\n"
        + "App/Profile.xib:4:9: note: File's Owner of 'Profile' is declared here\n"
        + "App/HomeViewController.swift:5:25: note: fix: set File's Owner's class to HomeViewController in the Identity inspector or pass a ProfileViewController as the owner\n"
        + "App/HomeViewController.swift:5:25: note: at run time: \"not key value coding-compliant\" on the first outlet\n"

    static func inMemory(_ overrides: [String: String] = [:]) -> [InputFile] {
        files.merging(overrides) { $1 }.sorted { $0.key < $1.key }.map { path, contents in
            InputFile(path: path, kind: InputFileKind(pathExtension: (path as NSString).pathExtension)!, contents: Array(contents.utf8))
        }
    }
}

// MARK: - Changed-files mode

struct ReportOnlyTests {
    static let cwd = "/work/project"

    func reported(_ files: [InputFile], reportOnly: [String]) -> [Diagnostic] {
        let result = Linter(parallelism: 1).lint(files: files)
        return DiagnosticFilter(reportOnly: reportOnly, workingDirectory: Self.cwd).apply(to: result).diagnostics
    }

    /// A property renamed in Swift with only the Swift file changed: the nib line it breaks is reported.
    @Test func aRenamedPropertyReportsTheOutletItBreaks() throws {
        let diagnostics = reported(WorkflowProject.inMemory(), reportOnly: ["App/ProfileViewController.swift"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.ruleID == "outlet-not-found")
        #expect(diagnostic.location == SourceLocation(file: "App/Profile.xib", line: 7, column: 17))
        #expect(diagnostic.message == WorkflowProject.outletMessage)
        #expect(diagnostic.help == WorkflowProject.outletHelp && diagnostic.failure == WorkflowProject.outletFailure)
        #expect(diagnostic.relatedFiles == ["App/ProfileViewController.swift"])
        #expect(diagnostic.identity == "c2|userNameLabel")
        #expect(diagnostic.objectIDs == ["c2", "-1", "l1"])
    }

    @Test(arguments: ["App/Profile.xib", "./App/Profile.xib", "/work/project/App/Profile.xib", "App/../App//Profile.xib"])
    func pathsCompareAfterNormalization(path: String) {
        let diagnostics = reported(WorkflowProject.inMemory(), reportOnly: [path])
        #expect(diagnostics.map(\.ruleID) == ["owner-class-mismatch", "outlet-not-found"])
        #expect(diagnostics.map(\.location.file) == ["App/HomeViewController.swift", "App/Profile.xib"])
    }

    @Test func unrelatedFilesReportNothing() {
        #expect(reported(WorkflowProject.inMemory(), reportOnly: ["App/SettingsStore.swift"]).isEmpty)
        #expect(reported(WorkflowProject.inMemory(), reportOnly: []).isEmpty)
        #expect(reported(WorkflowProject.inMemory(), reportOnly: ["/elsewhere/App/Profile.xib"]).isEmpty)
    }

    /// The owner-class-mismatch is located in HomeViewController.swift and has a note in the nib.
    @Test func notesAndLoadSitesCount() {
        let diagnostics = reported(WorkflowProject.inMemory(), reportOnly: ["App/HomeViewController.swift"])
        #expect(diagnostics.map(\.ruleID) == ["owner-class-mismatch"])
        #expect(diagnostics.first?.location == SourceLocation(file: "App/HomeViewController.swift", line: 5, column: 25))
    }

    /// The property was deleted from a superclass in another file: that file caused the finding too.
    @Test func superclassFilesAreRelated() throws {
        let files = WorkflowProject.inMemory([
            "App/ProfileViewController.swift": "class ProfileViewController: BaseViewController {}\n",
            "App/BaseViewController.swift": "class BaseViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n",
        ])
        let diagnostics = reported(files, reportOnly: ["App/BaseViewController.swift"])
        #expect(diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(diagnostics.first?.relatedFiles == ["App/ProfileViewController.swift", "App/BaseViewController.swift"])
    }

    /// A class renamed in Swift: the file declaring the name it was probably renamed to caused the unknown-class.
    /// (File's Owner is a proxy whose class is never looked up, so the renamed class here is a view's.)
    @Test func aRenamedClassReportsTheUnknownClass() throws {
        let files = WorkflowProject.inMemory([
            "App/Card.xib": ExampleFiles.iOSXib("        <view id=\"v9\" customClass=\"CardView\" customModule=\"App\" customModuleProvider=\"target\"/>"),
            "App/CardView.swift": "class CardVeiw: UIView {}\n",
        ])
        let diagnostics = reported(files, reportOnly: ["App/CardView.swift"])
        #expect(diagnostics.map(\.ruleID) == ["unknown-class"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "App/Card.xib", line: 4, column: 9))
        #expect(diagnostic.identity == "v9|CardView")
        #expect(diagnostic.message.hasPrefix("class 'CardView' of view v9 is not declared in any scanned source (did you mean 'CardVeiw'?)"))
    }

    /// A renamed action method breaks the `<action>` element in the nib.
    @Test func aRenamedActionReportsTheActionItBreaks() throws {
        let files = WorkflowProject.inMemory([
            "App/Profile.xib": WorkflowProject.profileXib.replacingOccurrences(
                of: "<view id=\"v1\"><subviews><label id=\"l1\"/></subviews></view>",
                with: "<view id=\"v1\"><subviews><button id=\"b1\"><connections><action selector=\"save:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"c3\"/></connections></button><label id=\"l1\"/></subviews></view>"),
            "App/ProfileViewController.swift": "class ProfileViewController: UIViewController {\n    @IBOutlet weak var userNameLabel: UILabel!\n    @IBAction func store(_ sender: Any) {}\n}\n",
        ])
        let diagnostics = reported(files, reportOnly: ["App/ProfileViewController.swift"])
        #expect(diagnostics.map(\.ruleID) == ["action-not-found"])
        #expect(diagnostics.first?.location == SourceLocation(file: "App/Profile.xib", line: 10, column: 62))
        #expect(diagnostics.first?.identity == "c3|save:")
    }

    @Test func commandLineSyntax() throws {
        guard case .lint(let options) = try Invocation.parse(["App", "--report-only", "a.swift", "--strict", "b.xib", "--", "-c.m"]) else {
            Issue.record("not a lint invocation")
            return
        }
        #expect(options.paths == ["App"])
        #expect(options.reportOnlyFiles == ["a.swift", "b.xib", "-c.m"])
        #expect(options.isStrict)
        guard case .lint(let plain) = try Invocation.parse(["--report-only"]) else { return }
        #expect(plain.reportOnlyFiles == [] && plain.paths == ["."])
        guard case .lint(let none) = try Invocation.parse(["App"]) else { return }
        #expect(none.reportOnlyFiles == nil)
        guard case .lint(let baseline) = try Invocation.parse(["--baseline", "b.json", "--write-baseline", "w.json"]) else { return }
        #expect(baseline.baselinePath == "b.json" && baseline.writeBaselinePath == "w.json")
        #expect(throws: ConfigurationError.self) { try Invocation.parse(["--baseline"]) }
    }

    /// The way pre-commit calls it: `niblint --report-only FILE...` from the repository root.
    @Test func commandLineReportsTheBrokenNibLine() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let run = try project.run(["--report-only", "App/ProfileViewController.swift"])
        #expect(run.stdout == WorkflowProject.outletLine)
        #expect(run.stderr == "niblint: 1 error, 0 warnings involving 1 named file (1 nib file and 3 source files linted)\n")
        #expect(run.status == 1)
        let absolute = try project.run(["--quiet", "--report-only", project.root.appendingPathComponent("App/SettingsStore.swift").path])
        #expect(absolute.stdout.isEmpty && absolute.stderr.isEmpty && absolute.status == 0)
        let withRoot = try project.run(["App", "--report-only", "./App/ProfileViewController.swift"])
        #expect(withRoot.stdout == WorkflowProject.outletLine)
    }
}

// MARK: - Baselines

struct BaselineTests {
    @Test func entriesAreKeyedWithoutLineNumbers() throws {
        let result = Linter(parallelism: 1).lint(files: WorkflowProject.inMemory())
        let baseline = Baseline(diagnostics: result.diagnostics, paths: PathNormalizer(workingDirectory: "/work/project"))
        #expect(baseline.entries == [
            .init(rule: "outlet-not-found", file: "App/Profile.xib", identity: "c2|userNameLabel"),
            .init(rule: "owner-class-mismatch", file: "App/HomeViewController.swift", identity: "HomeViewController|Profile"),
        ])
        #expect(baseline.json == """
        {
          "version": 1,
          "entries": [
            {"rule": "owner-class-mismatch", "file": "App/HomeViewController.swift", "identity": "HomeViewController|Profile"},
            {"rule": "outlet-not-found", "file": "App/Profile.xib", "identity": "c2|userNameLabel"}
          ]
        }

        """)
        #expect(try Baseline(json: Data(baseline.json.utf8), source: "b.json") == baseline)
        #expect(Baseline().json == "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    }

    @Test(arguments: [
        ("{", "not JSON"),
        ("{\"version\": 2, \"entries\": []}", "unsupported baseline version 2"),
        ("{\"entries\": []}", "not a valid baseline"),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"x\"}]}", "needs string \"rule\", \"file\" and \"identity\""),
    ])
    func invalidBaselinesAreRejected(json: String, messagePart: String) {
        #expect {
            try Baseline(json: Data(json.utf8), source: "b.json")
        } throws: { error in
            (error as? ConfigurationError)?.description.contains(messagePart) == true
        }
    }

    @Test func parseErrorIdentitiesHaveNoNumbers() {
        let result = lint([("Broken.xib", "<document>\n  <objects>\n  </object>\n</document>")])
        #expect(result.diagnostics.map(\.identity) == ["closing tag </object> does not match <objects> opened at line #, column #"])
    }

    /// Write a baseline, move everything down with unrelated edits, add one new defect: only it is reported.
    @Test func baselineSurvivesLineShiftsAndNewDefectsAreStillReported() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let write = try project.run(["--write-baseline", "niblint-baseline.json"])
        #expect(write.status == 0)
        #expect(write.stdout == WorkflowProject.mismatchLine + WorkflowProject.outletLine)
        #expect(write.stderr == "niblint: wrote 2 baseline entries to niblint-baseline.json\nniblint: 2 errors, 0 warnings in 1 nib file and 3 source files; 2 connections checked, 0 unverified\n")
        #expect(try project.read("niblint-baseline.json") == Baseline(entries: [
            .init(rule: "outlet-not-found", file: "App/Profile.xib", identity: "c2|userNameLabel"),
            .init(rule: "owner-class-mismatch", file: "App/HomeViewController.swift", identity: "HomeViewController|Profile"),
        ]).json)

        // Unrelated edits above the connection and above the declaration.
        let shiftedXib = WorkflowProject.profileXib.replacingOccurrences(
            of: "    <objects>\n", with: "    <objects>\n        <view id=\"x1\"/>\n        <view id=\"x2\"/>\n")
        try project.write("App/Profile.xib", shiftedXib)
        try project.write("App/HomeViewController.swift", "// Home screen.\n// Shows the profile.\n\n" + WorkflowProject.homeSwift)
        let full = try project.run(["--quiet"])
        #expect(full.stdout.contains("App/Profile.xib:9:17: error: outlet 'userNameLabel'"))
        #expect(full.stdout.contains("App/HomeViewController.swift:8:25: error: loadNibNamed"))
        let hidden = try project.run(["--baseline", "niblint-baseline.json"])
        #expect(hidden.stdout.isEmpty)
        #expect(hidden.status == 0)
        #expect(hidden.stderr == "niblint: 0 errors, 0 warnings in 1 nib file and 3 source files; 2 connections checked, 0 unverified; 2 known diagnostics hidden by the baseline\n")

        // A new defect is still reported.
        try project.write("App/Profile.xib", shiftedXib.replacingOccurrences(
            of: "<outlet property=\"userNameLabel\" destination=\"l1\" id=\"c2\"/>\n",
            with: "<outlet property=\"userNameLabel\" destination=\"l1\" id=\"c2\"/>\n                <outlet property=\"avatarView\" destination=\"l1\" id=\"c3\"/>\n"))
        let fresh = try project.run(["--baseline", "niblint-baseline.json"])
        #expect(fresh.status == 1)
        #expect(fresh.stdout == "App/Profile.xib:10:17: error: outlet 'avatarView' of File's Owner (ProfileViewController) has no matching property in ProfileViewController or its superclasses [outlet-not-found]\n"
            + "App/ProfileViewController.swift:3:7: note: class 'ProfileViewController' is declared here\n"
            + "App/Profile.xib:10:17: note: fix: rename the property back or reconnect the outlet in Interface Builder\n"
            + "App/Profile.xib:10:17: note: at run time: \"not key value coding-compliant for the key avatarView\"\n")
        #expect(fresh.stderr == "niblint: 1 error, 0 warnings in 1 nib file and 3 source files; 3 connections checked, 0 unverified; 2 known diagnostics hidden by the baseline\n")

        let missing = try project.run(["--baseline", "nope.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "niblint: cannot read baseline file 'nope.json'\n")
    }
}

// MARK: - Suppressions

struct SuppressionTests {
    static let bannerXib = ExampleFiles.iOSXib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
            </placeholder>
            <view id="v1"><subviews><label id="l1"/></subviews></view>
    """)
    static let bannerSwift = "class BannerView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"

    /// `Home.swift` with `body` inside `HomeViewController`; each `load` line is an owner-class-mismatch.
    func home(_ body: String) -> [(path: String, contents: String)] {
        [("Banner.xib", Self.bannerXib), ("Banner.swift", Self.bannerSwift),
         ("Home.swift", "class HomeViewController: UIViewController {\n\(body)}\n")]
    }

    static let load = "    func a() { _ = Bundle.main.loadNibNamed(\"Banner\", owner: self, options: nil) }\n"

    func summary(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity.rawValue) [\($0.ruleID)] \($0.message)" }
    }

    @Test func withoutCommentsEveryLoadIsReported() {
        let result = lint(home(Self.load + Self.load))
        #expect(result.diagnostics.map(\.location.line) == [2, 3])
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "owner-class-mismatch" })
    }

    @Test func disableNextSuppressesTheNextLineOnly() {
        let result = lint(home("    // niblint:disable:next owner-class-mismatch\n" + Self.load + Self.load))
        #expect(summary(result).map { $0.prefix(28) } == ["Home.swift:4:32 error [owner"])
    }

    /// SwiftLint's other two: `disable:this` at the end of the line it suppresses, `disable:previous` below it.
    @Test func disableThisAndPreviousSuppressOneLine() {
        let this = Self.load.replacingOccurrences(of: "\n", with: " // niblint:disable:this owner-class-mismatch\n")
        #expect(summary(lint(home(this + Self.load))).map { $0.prefix(28) } == ["Home.swift:3:32 error [owner"])
        #expect(summary(lint(home(Self.load + this))).map { $0.prefix(28) } == ["Home.swift:2:32 error [owner"])
        let previous = lint(home(Self.load + "    // niblint:disable:previous owner-class-mismatch\n" + Self.load))
        #expect(summary(previous).map { $0.prefix(28) } == ["Home.swift:4:32 error [owner"])
        let all = lint(home(Self.load + "    // niblint:disable:previous all\n" + this))
        #expect(all.diagnostics.isEmpty)
    }

    @Test func unusedDisableThisAndPreviousAreReported() {
        let result = lint(home("    // niblint:disable:this owner-class-mismatch\n" + Self.load + "    func b() {}\n    // niblint:disable:previous owner-class-mismatch, action-not-found\n"))
        #expect(summary(result) == [
            "Home.swift:2:5 warning [unused-suppression] 'niblint:disable:this owner-class-mismatch' suppresses nothing: no owner-class-mismatch diagnostic is reported on its own line; remove the comment",
            "Home.swift:3:32 error [owner-class-mismatch] " + (lint(home(Self.load)).diagnostics.first?.message ?? ""),
            "Home.swift:5:5 warning [unused-suppression] 'niblint:disable:previous action-not-found' suppresses nothing: no action-not-found diagnostic is reported on the line before it; remove 'action-not-found' from the comment",
            "Home.swift:5:5 warning [unused-suppression] 'niblint:disable:previous owner-class-mismatch' suppresses nothing: no owner-class-mismatch diagnostic is reported on the line before it; remove 'owner-class-mismatch' from the comment",
        ])
        #expect(result.diagnostics.filter { $0.ruleID == "unused-suppression" }.map(\.identity)
            == ["disable:this|owner-class-mismatch", "disable:previous|action-not-found", "disable:previous|owner-class-mismatch"])
    }

    @Test func disableEnableRegionsAndAll() {
        let result = lint(home("    // niblint:disable all\n" + Self.load + Self.load + "    // niblint:enable all\n" + Self.load))
        #expect(result.diagnostics.map(\.location.line) == [6])
        let list = lint(home("    // niblint:disable:next action-not-found, owner-class-mismatch\n" + Self.load))
        #expect(summary(list) == ["Home.swift:2:5 warning [unused-suppression] 'niblint:disable:next action-not-found' suppresses nothing: no action-not-found diagnostic is reported on the next line; remove 'action-not-found' from the comment"])
        let unterminated = lint(home("    // niblint:disable owner-class-mismatch\n" + Self.load + Self.load))
        #expect(unterminated.diagnostics.isEmpty)
    }

    @Test func unusedAndInvalidCommentsAreReported() {
        let result = lint(home("""
            // niblint:disable:next owner-class-mismatch
            func b() {}
            // niblint:disable:next owner-clas-mismatch
            // niblint:disable-next all
            // niblint:enable owner-class-mismatch
            // niblint:disable:next
            // niblint:disable:next unused-suppression
            let s = "// niblint:disable:next all"
            let t = \"\"\"
            // niblint:disable:next all
            \"\"\"

        """))
        #expect(summary(result) == [
            "Home.swift:2:5 warning [unused-suppression] 'niblint:disable:next owner-class-mismatch' suppresses nothing: no owner-class-mismatch diagnostic is reported on the next line; remove the comment",
            "Home.swift:4:5 warning [unused-suppression] 'niblint:disable:next' names unknown rule 'owner-clas-mismatch' (did you mean 'owner-class-mismatch'?); write a rule id from `niblint rules` or 'all'",
            "Home.swift:5:5 warning [unused-suppression] 'niblint:disable-next' is not a niblint directive; write 'niblint:disable:next RULE' (or 'disable:this', 'disable:previous'), 'niblint:disable RULE' or 'niblint:enable RULE'",
            "Home.swift:6:5 warning [unused-suppression] 'niblint:enable owner-class-mismatch' has no 'niblint:disable owner-class-mismatch' above it to end; remove it",
            "Home.swift:7:5 warning [unused-suppression] 'niblint:disable:next' names no rule; add the rule ids it is for (see `niblint rules`) or 'all'",
            "Home.swift:8:5 warning [unused-suppression] 'unused-suppression' cannot be suppressed by a comment; remove the comment, or configure the rule in lint-rules.json",
        ])
        #expect(result.diagnostics.map(\.identity) == ["disable:next|owner-class-mismatch", "disable:next|owner-clas-mismatch", "directive|disable-next",
                                                      "enable|owner-class-mismatch", "disable:next|", "disable:next|unused-suppression"])
    }

    /// A comment naming a disabled rule is judged against what the rule would report, not called unused.
    @Test func disabledRulesStillCountForTheirComments() throws {
        let used = try lint(home("    // niblint:disable:next owner-class-mismatch\n" + Self.load), only: ["unused-suppression"])
        #expect(used.diagnostics.isEmpty)
        let unused = try lint(home("    // niblint:disable:next owner-class-mismatch\n    func b() {}\n"), only: ["unused-suppression"])
        #expect(unused.diagnostics.map(\.ruleID) == ["unused-suppression"])
        let off = try lint(home("    // niblint:disable:next owner-class-mismatch\n    func b() {}\n"), only: ["owner-class-mismatch"])
        #expect(off.diagnostics.isEmpty)
    }

    @Test func objectiveCCommentsAreReadOutsideStrings() {
        let source = """
        #import <UIKit/UIKit.h>
        static NSString *const kHint = @"// niblint:disable:next all"; // niblint:disable:next owner-class-mismatch
        char c = '"'; /* // niblint:disable all */
        // niblint:disable:next action-not-found
        @implementation LegacyController
        @end
        """
        let comments = CFamilyCommentScanner.directiveComments(in: Array(source.utf8), path: "Legacy.m")
        #expect(comments == [
            SourceComment(location: SourceLocation(file: "Legacy.m", line: 2, column: 64), text: " niblint:disable:next owner-class-mismatch"),
            SourceComment(location: SourceLocation(file: "Legacy.m", line: 4, column: 1), text: " niblint:disable:next action-not-found"),
        ])
        let result = lint([("Legacy.m", source)])
        #expect(summary(result).map { String($0.prefix(50)) } == ["Legacy.m:2:64 warning [unused-suppression] 'niblin", "Legacy.m:4:1 warning [unused-suppression] 'niblint"])
    }

    // MARK: lint-rules.json `suppress`

    func nibProject() -> [InputFile] {
        MarkedProject([
            ("Legacy/Panel.xib", ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PanelView" customModule="App" customModuleProvider="target">
                        <connections>
                            <outlet property="oldLabel" destination="l1" id="abc-de-fgh"/>
                            <outlet property="otherLabel" destination="l1" id="xyz-de-fgh"/>
                        </connections>
                    </placeholder>
                    <view id="v1"><subviews><label id="l1"/></subviews></view>
            """)),
            ("Legacy/PanelView.swift", "class PanelView: UIView {}\n"),
        ]).files
    }

    @Test func configurationSuppressesNibFindingsByPathAndObject() throws {
        var configuration = Configuration()
        try configuration.apply(json: Data("""
        {"suppress": [{"rule": "outlet-not-found", "path": "**/Legacy/*.xib", "object": "abc-de-fgh"}]}
        """.utf8), source: "lint-rules.json")
        #expect(configuration.suppressions == [ConfiguredSuppression(rule: "outlet-not-found", path: Glob("**/Legacy/*.xib"), objectID: "abc-de-fgh")])
        let result = Linter(configuration: configuration, parallelism: 1).lint(files: nibProject())
        #expect(summary(result) == ["Legacy/Panel.xib:7:17 error [outlet-not-found] outlet 'otherLabel' of File's Owner (PanelView) has no matching property in PanelView or its superclasses"])

        var everything = Configuration()
        try everything.apply(json: Data(#"{"suppress": [{"rule": "all", "path": "Legacy/*"}]}"#.utf8), source: "lint-rules.json")
        #expect(Linter(configuration: everything, parallelism: 1).lint(files: nibProject()).diagnostics.isEmpty)
        var elsewhere = Configuration()
        try elsewhere.apply(json: Data(#"{"suppress": [{"rule": "outlet-not-found", "path": "Other/*.xib"}]}"#.utf8), source: "lint-rules.json")
        #expect(Linter(configuration: elsewhere, parallelism: 1).lint(files: nibProject()).diagnostics.count == 2)
    }

    /// Globs are relative to the lint root, as `exclude` patterns are.
    @Test func suppressPathsAreRelativeToTheLintRoot() {
        #expect(LintRoots.relativePaths(of: "Fixtures/App/Legacy/P.xib", roots: ["Fixtures/App"]) == ["Legacy/P.xib"])
        #expect(LintRoots.relativePaths(of: "Legacy/P.xib", roots: ["."]) == ["Legacy/P.xib"])
        #expect(LintRoots.relativePaths(of: "./Legacy/P.xib", roots: ["./"]) == ["Legacy/P.xib"])
        #expect(LintRoots.relativePaths(of: "Fixtures/App/Legacy/P.xib", roots: ["Fixtures/App/Legacy/P.xib"]) == ["P.xib"])
    }

    @Test(arguments: [
        (#"{"suppress": {"rule": "all"}}"#, "'suppress' must be an array of objects"),
        (#"{"suppress": [{"rule": "all"}]}"#, "needs a \"rule\""),
        (#"{"suppress": [{"rule": "nope", "path": "*"}]}"#, "names unknown rule 'nope'"),
        (#"{"suppress": [{"rule": "all", "path": "*", "object": 3}]}"#, "'object' of a 'suppress' entry"),
        (#"{"suppress": [{"rule": "all", "path": "*", "id": "x"}]}"#, "unknown key 'id' in a 'suppress' entry"),
    ])
    func invalidSuppressEntriesAreRejected(json: String, messagePart: String) {
        var configuration = Configuration()
        #expect {
            try configuration.apply(json: Data(json.utf8), source: "lint-rules.json")
        } throws: { error in
            (error as? ConfigurationError)?.description.contains(messagePart) == true
        }
    }
}

// MARK: - dump-swift

struct SwiftScannerDumpTests {
    /// `niblint dump-swift FILE`: one JSON object per file, with what `Scripts/scanner-oracle.py` compares.
    @Test func dumpSwiftPrintsTheScannersFactsAsJSON() throws {
        #expect(try Invocation.parse(["dump-swift", "a.swift", "b.swift"]) == .dumpSwift(files: ["a.swift", "b.swift"]))
        #expect(throws: ConfigurationError.self) { try Invocation.parse(["dump-swift"]) }
        let project = try ScratchProject(["View.swift": """
        #if os(iOS)
        typealias Base = UIView
        #endif
        @objc(SAMView) class View: Base {
            @IBOutlet var labels: [UILabel]!
            @IBAction func tap(_ sender: Any) { Bundle.main.loadNibNamed("View", owner: self) }
        }
        """])
        defer { project.remove() }
        let run = try project.run(["dump-swift", "View.swift"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let classes = try #require(object["classes"] as? [[String: Any]])
        #expect(classes.count == 1)
        #expect(classes.first?["name"] as? String == "View" && classes.first?["objCName"] as? String == "SAMView")
        #expect(classes.first?["line"] as? Int == 4 && classes.first?["column"] as? Int == 22)
        let members = try #require(classes.first?["members"] as? [[String: Any]])
        #expect(members.map { "\($0["kind"] ?? "") \($0["name"] ?? "") \($0["line"] ?? 0)" } == ["outletCollection labels 5", "action tap 6"])
        let aliases = try #require(object["typeAliases"] as? [[String: Any]])
        #expect(aliases.first?["condition"] as? String == "os(iOS)" && aliases.first?["target"] as? String == "UIView")
        #expect((object["loadSites"] as? [[String: Any]])?.first?["line"] as? Int == 6)
        #expect(try project.run(["dump-swift", "Missing.swift"]).status == 3)
    }
}

// MARK: - Progress

struct ProgressTests {
    @Test func progressCountsEveryFileOnceInOrder() {
        final class Calls: @unchecked Sendable {
            let lock = NSLock()
            var values: [Int] = []
        }
        for parallelism in [1, 4] {
            let calls = Calls()
            var linter = Linter(parallelism: parallelism)
            linter.progress = { done, total in
                #expect(total == 4)
                calls.lock.lock(); calls.values.append(done); calls.lock.unlock()
            }
            _ = linter.lint(files: WorkflowProject.inMemory())
            #expect(calls.values == [1, 2, 3, 4])
        }
    }
}
