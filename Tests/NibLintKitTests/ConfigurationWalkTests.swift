import Foundation
import Testing
@testable import NibLintKit

/// The nested `lint-rules.json` files are found by the lint's own walk (`Linter.nestedConfigurations`), not by a
/// walk of the linted folders before it: the results must be those of the search before the walk, file for file.
@Suite struct ConfigurationWalkTests {
    static let xib = { (owner: String, outlet: String) in
        ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)" customModule="App" customModuleProvider="target">
                    <connections><outlet property="view" destination="v1" id="o1"/><outlet property="\(outlet)" destination="v1" id="o2"/></connections>
                </placeholder>
                <view id="v1"/>
        """)
    }
    /// Nested files that change severities, exclude a folder (which holds a file of its own, with an unknown key),
    /// enable an opt-in rule, and two the search never reads (in a hidden folder and in Pods).
    static let files: [String: String] = [
        "App/A.swift": "import UIKit\nclass AViewController: UIViewController {\n    @IBOutlet var label: UILabel!\n}\n",
        "App/A.xib": xib("AViewController", "missing0"),
        "App/One/One.xib": xib("AViewController", "missing1"),
        "App/One/lint-rules.json": #"{"rules": {"outlet-not-found": {"severity": "warning"}}}"#,
        "App/Two/lint-rules.json": #"{"exclude": ["Gen"]}"#,
        "App/Two/Two.xib": xib("AViewController", "missing2"),
        "App/Two/Gen/Gen.xib": xib("AViewController", "missing3"),
        "App/Two/Gen/lint-rules.json": #"{"exlude": ["x"], "externalClasses": [{"name": "GenView"}]}"#,
        "App/Three/lint-rules.json": #"{"rules": {"stale-localization": {"enabled": true}}}"#,
        "App/Three/Base.lproj/Three.xib": ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AViewController" customModule="App" customModuleProvider="target">
                    <connections><outlet property="view" destination="v1" id="o1"/><outlet property="label" destination="l1" id="o2"/></connections>
                </placeholder>
                <view id="v1"><subviews><label id="l1" text="Hello"/></subviews></view>
        """),
        "App/Three/fr.lproj/Three.strings": "\"gone-id.text\" = \"Bonjour\";\n",
        "App/.hidden/lint-rules.json": #"{"rules": {"outlet-not-found": {"enabled": false}}}"#,
        "App/.hidden/Hidden.xib": xib("AViewController", "missing4"),
        "App/Pods/Kit/lint-rules.json": #"{"rules": {"outlet-not-found": {"enabled": false}}}"#,
        "App/Pods/Kit/Pod.xib": xib("AViewController", "missing5"),
    ]

    /// The lint of `paths` with the search before the walk (`LintRulesFiles.load`) and with the walk's.
    static func bothWays(_ paths: [String], workingDirectory: String) throws -> (before: LintResult, walk: LintResult) {
        let before = Linter(configuration: try LintRulesFiles.load(explicit: nil, lintedPaths: paths, workingDirectory: workingDirectory), parallelism: 2)
        let pending = try LintRulesFiles.loadDeferringNested(explicit: nil, lintedPaths: paths, workingDirectory: workingDirectory)
        var walk = Linter(configuration: pending.configuration, parallelism: 2)
        walk.nestedConfigurations = .init(roots: pending.searchRoots) { try pending.composing(nested: $0) }
        return (before.lint(paths: paths), walk.lint(paths: paths))
    }

    @Test func theWalkFindsWhatTheSearchBeforeItFound() throws {
        let project = try ScratchProject(Self.files)
        defer { project.remove() }
        let root = project.root.path
        let (before, walk) = try Self.bothWays([root + "/App"], workingDirectory: root)
        #expect(walk.diagnostics == before.diagnostics)
        #expect((walk.nibFileCount, walk.sourceFileCount) == (before.nibFileCount, before.sourceFileCount))
        #expect(walk.configurationWarnings.count == 1)
        #expect(walk.configurationWarnings.first?.hasPrefix("App/Two/Gen/lint-rules.json: unknown key 'exlude' is ignored (did you mean 'exclude'?") == true)
        // What the nested files did: a warning in One, Gen excluded; hidden and Pods ignored. (The fixtures' test has a
        // nested file enabling stale-localization.)
        let found = walk.diagnostics.map { "\($0.ruleID) \($0.severity) \(($0.location.file as NSString).lastPathComponent)" }.sorted()
        #expect(found == [
            "outlet-not-found error A.xib", "outlet-not-found error Hidden.xib", "outlet-not-found error Pod.xib",
            "outlet-not-found error Two.xib", "outlet-not-found warning One.xib",
        ])
    }

    @Test func theFixturesGiveTheSameResultsEitherWay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let (before, walk) = try Self.bothWays(["Fixtures"], workingDirectory: root)
        #expect(walk.diagnostics == before.diagnostics)
        #expect(walk.diagnostics.contains { $0.ruleID == "stale-localization" })
    }

    /// An invalid nested file stops the lint before any report, as it did when it was read before the lint.
    @Test func anInvalidNestedFileIsAnError() throws {
        var files = Self.files
        files["App/One/lint-rules.json"] = "{ not json"
        let project = try ScratchProject(files)
        defer { project.remove() }
        let run = try project.run(["--reporter", "json", "App"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("niblint: App/One/lint-rules.json"))
    }
}
