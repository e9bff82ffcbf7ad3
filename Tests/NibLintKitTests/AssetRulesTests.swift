import Foundation
import Testing
@testable import NibLintKit

/// The tree's images and colours (`AssetCatalog`), the references the parser collects, and how the two rules
/// judge them (issue 17).
struct AssetRulesTests {
    private func catalog(_ paths: [String], contents: [String: String] = [:]) -> AssetCatalog {
        let files = paths.map { InputFile(path: $0, kind: .asset) }
        return AssetCatalog(files: files) { file in contents[file.path].map { Array($0.utf8) } }
    }

    @Test func namespaceFoldersPrefixTheirSetsOnly() {
        let namespace = "{ \"properties\" : { \"provides-namespace\" : true } }"
        let assets = catalog([
            "App/Assets.xcassets/Contents.json",
            "App/Assets.xcassets/Icons/Contents.json", "App/Assets.xcassets/Icons/Play.imageset",
            "App/Assets.xcassets/Icons/Small/Contents.json", "App/Assets.xcassets/Icons/Small/Stop.imageset",
            "App/Assets.xcassets/Plain/Contents.json", "App/Assets.xcassets/Plain/Logo.imageset",
            "App/Assets.xcassets/Brand/Contents.json", "App/Assets.xcassets/Brand/Tint.colorset",
            "App/Assets.xcassets/AppIcon.appiconset", "App/Assets.xcassets/Data.dataset",
        ], contents: ["App/Assets.xcassets/Icons/Contents.json": namespace, "App/Assets.xcassets/Icons/Small/Contents.json": namespace,
                      "App/Assets.xcassets/Plain/Contents.json": "{ \"info\" : { \"version\" : 1 } }",
                      "App/Assets.xcassets/Brand/Contents.json": "{\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}"])
        #expect(assets.imageNames == ["Icons/Play", "Icons/Small/Stop", "Logo", "AppIcon"])
        #expect(assets.colorNames == ["Brand/Tint"])
        #expect(assets.catalogCount == 1)
        #expect(!assets.hasImage("Play"))
    }

    @Test func imageFilesLoseTheirScaleAndDeviceSuffixes() {
        let assets = catalog(["Resources/banner@2x~ipad.png", "Resources/Icon-568h@3x.PNG", "Help/figure.pdf"])
        #expect(assets.hasImage("banner") && assets.hasImage("banner@2x~ipad.png"))
        #expect(assets.hasImage("Icon") && assets.hasImage("figure") && assets.hasImage("figure.pdf"))
        #expect(assets.hasImage("Images/figure.pdf"))
        #expect(!assets.hasImage("Banner"))
        #expect(assets.imagesDifferingInCase(from: "Banner") == ["banner"])
    }

    @Test func discoveryListsSetsWithoutEnteringThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data().write(to: set.appendingPathComponent("logo@2x.png"))
        try Data("{}".utf8).write(to: root.appendingPathComponent("Assets.xcassets/Contents.json"))
        try Data().write(to: root.appendingPathComponent("banner.png"))
        let found = FileDiscovery(configuration: Configuration(), parallelism: 1).discover(paths: [root.path]).files
        let relative = found.map { ($0.kind, String($0.path.dropFirst(root.path.count + 1))) }
        #expect(relative.map(\.1) == ["Assets.xcassets/Contents.json", "Assets.xcassets/Logo.imageset", "banner.png"])
        #expect(relative.allSatisfy { $0.0 == .asset })
    }

    @Test func parserCollectsImageAndColorReferences() throws {
        let document = try #require(parsedDocument(ExampleFiles.iOSXib("""
                <button opaque="NO" contentMode="scaleToFill" id="b1">
                    <state key="normal" image="play" backgroundImage="pill"/>
                    <color key="tintColor" name="Brand"/>
                    <color key="backgroundColor" name="systemBackgroundColor" catalog="System" colorSpace="catalog"/>
                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" image="YES"/></accessibility>
                </button>
                <imageView contentMode="scaleAspectFit" image="star" catalog="system" id="i1"/>
            </objects>
            <resources>
                <image name="play" width="1" height="1"/>
                <namedColor name="Brand"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
            </resources>
            <objects>
        """)))
        let references = document.assetReferences.map { "\($0.kind) \($0.name) \($0.attribute ?? "resource") \($0.key ?? "-") \($0.object.map { document.objects[$0].id } ?? "-") \($0.line):\($0.column)" }
        #expect(references == [
            "image play image normal b1 5:13", "image pill backgroundImage normal b1 5:13", "color Brand name tintColor b1 6:13",
            "image star image - i1 10:9", "image play resource - - 13:9", "color Brand resource - - 14:9",
        ])
        #expect(document.assetReferences[3].catalog == "system")
    }

    @Test func dependenciesOutsideTheTreeLeaveMissingNamesUnjudgedExceptCaseVariants() throws {
        let files: [(path: String, contents: String)] = [
            ("Main.xib", ExampleFiles.iOSXib("""
                    <imageView contentMode="scaleAspectFit" image="Spinner" id="i1"/>
                    <imageView contentMode="scaleAspectFit" image="logo" id="i2"/>
            """)),
            ("Assets.xcassets/Logo.imageset", ""),
        ]
        let project = MarkedProject(files)
        var configuration = Configuration()
        try configuration.enableOnly(["image-not-found"])
        let withDependencies = Linter(configuration: configuration, parallelism: 1).lint(files: project.files, hasDependencyManifest: true)
        #expect(withDependencies.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["5:9"])
        #expect(withDependencies.diagnostics.first?.message.contains("did you mean 'Logo'? names are case-sensitive on a device") == true)
        let alone = Linter(configuration: configuration, parallelism: 1).lint(files: project.files)
        #expect(alone.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["4:9", "5:9"])
    }

    @Test func nibsLintedWithoutTheirAssetsAreNotJudged() throws {
        let files: [(path: String, contents: String)] = [
            ("View.xib", ExampleFiles.iOSXib("""
                    <view id="v1"><color key="backgroundColor" name="Brand"/></view>
                    <imageView contentMode="scaleAspectFit" image="Logo" id="i1"/>
            """)),
        ]
        #expect(try lint(files, only: ["image-not-found", "color-not-found"]).diagnostics.isEmpty)
        let withFile = try lint(files + [("Icons/other.png", "")], only: ["image-not-found", "color-not-found"])
        #expect(withFile.diagnostics.map(\.ruleID) == ["image-not-found"])
    }

    @Test func pastedImagesAndAppKitNamesAreNotReported() throws {
        let result = try lint([
            ("Assets.xcassets/Contents.json", "{}"),
            ("Panel.xib", ExampleFiles.macOSXib("""
                    <button id="b1">
                        <buttonCell key="cell" type="push" image="buttonCell:c1:image" id="c1"/>
                    </button>
                    <button id="b2">
                        <buttonCell key="cell" type="push" image="NSTouchBarPlayTemplate" alternateImage="NSStatusAvailable" id="c2"/>
                    </button>
            """)),
        ], only: ["image-not-found"])
        #expect(result.diagnostics.isEmpty)
    }

    /// A nib looks its images and colours up in its own bundle: one app's catalog beside another never hides the
    /// other's missing names, and each folder's result is the same alone and side by side.
    @Test func eachAppLooksUpItsOwnCatalogsOnly() {
        let folder = packageRoot.appendingPathComponent("Fixtures/Projects/SideBySideAssets")
        let apps = ["Cards", "Gallery"].map { folder.appendingPathComponent($0).path }
        func findings(_ result: LintResult) -> [String] {
            result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
        }
        let together = findings(Linter(parallelism: 2).lint(paths: [folder.path]))
        let alone = apps.flatMap { findings(Linter(parallelism: 2).lint(paths: [$0])) }
        #expect(together == alone)
        #expect(together.map { String($0.split(separator: " ").last!) } == ["image-not-found", "color-not-found"])
        #expect(together.allSatisfy { $0.contains("/Cards/") })
    }
}
