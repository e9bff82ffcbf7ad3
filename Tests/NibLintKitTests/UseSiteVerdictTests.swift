import Testing
@testable import NibLintKit

/// The use-site verdict tables: the rules and the unverified census read the same verdicts, so they cannot drift.
struct UseSiteVerdictTests {
    static func lintWithDependencies(_ files: [(path: String, contents: String)], only ruleIDs: [String]) throws -> LintResult {
        var configuration = Configuration()
        try configuration.enableOnly(ruleIDs)
        return Linter(configuration: configuration, parallelism: 1).lint(files: MarkedProject(files).files, hasDependencyManifest: true)
    }

    /// `AccentColor` is exempt in the verdict: neither reported nor listed as unverified, with dependencies or without.
    @Test func accentColorIsNeitherReportedNorListed() throws {
        let files: [(path: String, contents: String)] = [
            ("Cell.xib", ExampleFiles.iOSXib("""
                    <view id="v1">
                        <color key="backgroundColor" name="AccentColor"/>
                        <color key="tintColor" name="Brandd"/>
                    </view>
            """)),
            ("Colors.xcassets/Brand.colorset", ""),
        ]
        let result = try Self.lintWithDependencies(files, only: ["color-not-found"])
        #expect(result.diagnostics.isEmpty)
        #expect(result.unverifiedConnections.map(\.message) == [
            "colour 'Brandd' of the tintColor of view v1 (UIView) in Cell.xib is in no asset catalog of the tree; "
                + "a dependency outside the tree may copy a colour named 'Brandd' into the app bundle",
        ])
        #expect(result.unverifiedReasons == [.nameFromDependency])
        let alone = try lint(files, only: ["color-not-found"])
        #expect(alone.diagnostics.map(\.message) == ["color 'Brandd' of the tintColor of view v1 (UIView) in Cell.xib is in no asset catalog (did you mean 'Brand'?)"])
    }

    /// A table's unverified verdicts are listed only when a rule that reports the table runs.
    @Test func theCensusListsOnlyTheTablesOfEnabledRules() throws {
        let files: [(path: String, contents: String)] = [
            ("Cell.xib", ExampleFiles.iOSXib("        <imageView contentMode=\"scaleAspectFit\" image=\"Spinner\" id=\"i1\"/>")),
            ("Assets.xcassets/Logo.imageset", ""),
        ]
        #expect(try Self.lintWithDependencies(files, only: ["image-not-found"]).unverifiedConnections.count == 1)
        #expect(try Self.lintWithDependencies(files, only: ["color-not-found"]).unverifiedConnections.isEmpty)
    }

    /// `bundle:nil` in Objective-C is the main bundle: the reason says what a dependency can do there, not "another bundle".
    @Test func anObjectiveCLoadWithANilBundleIsLookedUpInTheMainBundle() throws {
        let files: [(path: String, contents: String)] = [
            ("Loader.m", """
            @implementation Loader
            - (void)load { [self.tableView registerNib:[UINib nibWithNibName:@"KitCell" bundle:nil] forCellReuseIdentifier:@"kit"]; }
            @end
            """),
            ("Cell.xib", ExampleFiles.iOSXib("        <tableViewCell id=\"c1\"/>")),
        ]
        let result = try Self.lintWithDependencies(files, only: ["nib-not-found"])
        #expect(result.diagnostics.isEmpty)
        #expect(result.unverifiedConnections.map(\.message) == [
            "register(_:for…ReuseIdentifier:) loads a nib named 'KitCell' that no .xib of the tree has; a dependency outside the tree may copy a nib named 'KitCell' into the app bundle",
        ])
    }

    /// code-image-not-found: a name built at run time is no literal; a complication set's images (any name in it: its
    /// sets are not listed) and a copied resource bundle's files are found; a call that may run the project's own `init(named:)` is listed, not reported.
    @Test func codeImagesAreJudgedAgainstTheBundleTheyAreLookedUpIn() throws {
        let files: [(path: String, contents: String)] = [
            ("Watch.swift", """
            final class Complications {
                let modular = UIImage(named: "Complication/Modular")
                let safari = UIImage(named: "Activity.bundle/safari")
                func flag(_ code: String) -> UIImage? { UIImage(named: "flag-\\(code)") }
                let missing = UIImage(named: "Complicaton/Modular")
            }
            """),
            ("Assets.xcassets/Complication.complicationset", ""),
            ("Pods/Activity/Assets/safari@2x.png", ""),
        ]
        let result = try lint(files, only: ["code-image-not-found"])
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["5:19"])
        let own: [(path: String, contents: String)] = files + [("UIImage+Module.swift", """
            public extension UIImage {
                convenience init?(named name: String) { self.init(named: name, in: .module, compatibleWith: nil) }
            }
            """)]
        let withOwnInitializer = try lint(own, only: ["code-image-not-found"])
        #expect(withOwnInitializer.diagnostics.isEmpty)
        #expect(withOwnInitializer.unverifiedReasons == [.projectLookup])
    }

    /// unconnected-outlet: with a nib niblint cannot read (an `<archive>` xib), an outlet no readable nib connects is
    /// listed as unverified, naming that nib, not reported; without it, reported.
    @Test func outletsANibNiblintCannotReadMayConnectAreUnverified() throws {
        let files: [(path: String, contents: String)] = [
            ("FOOBadge.h", "@interface FOOBadge : NSButton\n@property (weak) IBOutlet NSView *anchorView;\n@end\n"),
            ("Panel.xib", ExampleFiles.macOSXib("        <button id=\"b1\" customClass=\"FOOBadge\"/>")),
        ]
        let judged = try lint(files, only: ["unconnected-outlet"])
        #expect(judged.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" } == ["FOOBadge.h:2 unconnected-outlet"])
        #expect(judged.unverifiedReasons.isEmpty)
        // A legacy xib connecting another name: judged; one with a connection labelled 'anchorView': unverified.
        let archive = { (label: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">\n<data><object class=\"IBOutletConnection\" key=\"connection\"><string key=\"label\">\(label)</string></object></data>\n</archive>\n"
        }
        let other = try lint(files + [("Legacy.xib", archive("badgeView"))], only: ["unconnected-outlet"])
        #expect(other.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" } == ["FOOBadge.h:2 unconnected-outlet"])
        let held = try lint(files + [("Legacy.xib", archive("anchorView"))], only: ["unconnected-outlet"])
        #expect(held.diagnostics.isEmpty)
        #expect(held.unverifiedReasons == [.unreadableNib])
        #expect(held.unverifiedConnections.map(\.message) == ["@IBOutlet 'anchorView' of FOOBadge is connected in none of the nibs niblint reads, but the legacy nib 'Legacy.xib', which niblint does not check, may connect an outlet 'anchorView' (it names one)"])
        // A `.nib` bundle niblint cannot read at all: a macOS outlet is unverified, naming it.
        let bundle = try lint(files + [("Old.nib/designable.nib", "<?xml version=\"1.0\"?><archive/>")], only: ["unconnected-outlet"])
        #expect(bundle.diagnostics.isEmpty)
        #expect(bundle.unverifiedReasons == [.unreadableNib])
    }
}
