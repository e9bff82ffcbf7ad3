import Foundation
import Testing
@testable import NibLintKit

/// `lint-rules.json` found as SwiftLint finds `.swiftlint.yml` (issue 29, point 5).
@Suite struct ConfigurationDiscoveryTests {
    static let disableOutlets = #"{"rules": {"outlet-not-found": {"enabled": false}}}"#

    @Test func unknownKeysAreWarningsWithADidYouMean() throws {
        var configuration = Configuration()
        try configuration.apply(json: Data(#"{"rulez": {}, "excluded": ["A/**"], "strict": true}"#.utf8), source: "lint-rules.json")
        #expect(configuration.warnings.count == 1)
        #expect(configuration.warnings.first?.hasPrefix("lint-rules.json: unknown key 'rulez' is ignored (did you mean 'rules'? known keys: ") == true)
        #expect(configuration.isStrict)
        #expect(configuration.isExcluded("A/b.xib"))
    }

    @Test func workflowKeysArePathsFromTheFilesFolder() throws {
        var configuration = Configuration()
        try configuration.apply(json: Data(#"{"reporters": ["xcode", "sarif:out.sarif"], "baseline": "b.json", "included": ["App", "/abs"]}"#.utf8),
                                source: "lint-rules.json", folder: "/p")
        #expect(configuration.reports == ["xcode", "sarif:out.sarif"])
        #expect(configuration.baselinePath == "/p/b.json")
        #expect(configuration.includedPaths == ["/p/App", "/abs"])
        var options = LintOptions()
        options.paths = ["."]
        let filled = try options.filling(from: configuration, pathsWereGiven: false)
        #expect(filled.reports == [ReportRequest(reporter: "xcode"), ReportRequest(reporter: "sarif", path: "out.sarif")])
        #expect(filled.baselinePath == "/p/b.json" && filled.paths == ["/p/App", "/abs"])
        // The command line wins.
        options.reports = [ReportRequest(reporter: "json")]
        #expect(try options.filling(from: configuration, pathsWereGiven: true).reports == [ReportRequest(reporter: "json")])
        #expect(try options.filling(from: configuration, pathsWereGiven: true).paths == ["."])
    }

    /// `niblint App` from the parent reads `App/lint-rules.json`; a nested one overrides its folder only.
    @Test func theNearestFileUpwardAndNestedOnesOverridingTheirFolders() throws {
        var files = WorkflowProject.files
        files["App/lint-rules.json"] = #"{"rules": {"owner-class-mismatch": {"severity": "warning"}}}"#
        files["App/Legacy/Old.xib"] = WorkflowProject.profileXib
        files["App/Legacy/lint-rules.json"] = Self.disableOutlets
        let project = try ScratchProject(files)
        defer { project.remove() }
        let run = try project.run(["--quiet", "App"])
        // The nested file disables outlet-not-found under Legacy only; App's own makes the mismatch a warning.
        #expect(run.stdout.contains("App/Profile.xib:7:17: error: outlet 'userNameLabel'"))
        #expect(!run.stdout.contains("App/Legacy/Old.xib:7:17"))
        #expect(run.stdout.contains("App/HomeViewController.swift:5:25: warning: loadNibNamed"))
        // From inside, the same.
        let inside = try project.run(["--quiet", "."], in: "App")
        #expect(inside.stdout == run.stdout.replacingOccurrences(of: "App/", with: ""))
        // A subfolder of a git work tree: the files from the root down apply.
        try PortableBaselineTests.gitInit(project)
        try project.write("lint-rules.json", #"{"rules": {"outlet-not-found": {"severity": "warning"}}, "excluded": ["App/Legacy/**"]}"#)
        try project.write("App/lint-rules.json", "{}")
        let sub = try project.run(["--quiet", "."], in: "App")
        #expect(sub.stdout.contains("Profile.xib:7:17: warning: outlet 'userNameLabel'"))
        #expect(!sub.stdout.contains("Legacy"))
    }

    @Test func unknownKeyWarningOnTheCommandLineAndRulesHonoursConfig() throws {
        let project = try ScratchProject(["custom.json": Self.disableOutlets, "lint-rules.json": #"{"exlude": []}"#])
        defer { project.remove() }
        let rules = try project.run(["rules", "--config", "custom.json"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("outlet-not-found ") && rules.stdout.split(separator: "\n").first { $0.hasPrefix("outlet-not-found ") }?.contains("disabled") == true)
        let lint = try project.run(["--quiet"])
        #expect(lint.status == 0)
        #expect(lint.stderr.hasPrefix("niblint: warning: lint-rules.json: unknown key 'exlude' is ignored (did you mean 'exclude'? "))
    }

    /// The repository's own `lint-rules.json` (every rule at its default) still loads without a warning.
    @Test func theRepositoriesOwnFileLoads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let configuration = try LintRulesFiles.load(explicit: nil, lintedPaths: ["."], workingDirectory: root)
        #expect(configuration.warnings.isEmpty)
        #expect(configuration.ruleSettings == Configuration().ruleSettings)
    }
}
