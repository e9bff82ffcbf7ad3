import Testing
@testable import NibLintKit

/// Class names resolve per module and platform inside one project: sample apps of three platforms that
/// each declare `ViewController` are each checked against their own class.
struct ModuleResolutionTests {
    static func storyboard(module: String, outlets: String, destination: String) -> String {
        ExampleFiles.iOSStoryboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="ViewController" customModule="\(module)" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    \(destination)
                                </subviews>
                            </view>
                            <connections>
                                \(outlets)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """, initialViewController: "vc1")
    }

    static let macStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="ViewController" customModule="Sample_macOS" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <textField id="t1"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="t1" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func project(_ samples: [(files: [String], files2: String)] = []) -> [(path: String, contents: String)] {
        let project = ExampleFiles.xcodeProject([
            .init(name: "Sample-iOS", sdk: "iphoneos", files: ["iOS/ViewController.swift", "iOS/Main.storyboard"]),
            .init(name: "Sample-tvOS", sdk: "appletvos", files: ["tvOS/ViewController.swift", "tvOS/Main.storyboard"]),
            .init(name: "Sample-macOS", sdk: "macosx", files: ["macOS/ViewController.swift", "macOS/Main.storyboard"]),
        ])
        return [
            ("Lib/Examples.xcodeproj/project.pbxproj", project),
            ("Lib/iOS/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n"),
            ("Lib/tvOS/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {\n    @IBOutlet var titleLabel: UIButton!\n    @IBOutlet var focusGuide: UIView!\n}\n"),
            ("Lib/macOS/ViewController.swift", "import AppKit\nclass ViewController: NSViewController {\n    @IBOutlet var titleLabel: NSTextField!\n}\n"),
            ("Lib/macOS/Main.storyboard", macStoryboard),
        ]
    }

    func render(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
    }

    @Test func eachSampleIsCheckedAgainstItsOwnModulesClass() {
        let files = Self.project() + [
            ("Lib/iOS/Main.storyboard", Self.storyboard(module: "Sample_iOS", outlets: "<outlet property=\"titleLabel\" destination=\"l1\" id=\"o1\"/>",
                                                         destination: "<label id=\"l1\"/>")),
            ("Lib/tvOS/Main.storyboard", Self.storyboard(module: "Sample_tvOS", outlets: "<outlet property=\"titleLabel\" destination=\"b1\" id=\"o1\"/>",
                                                          destination: "<button id=\"b1\"/>")),
        ]
        #expect(render(lint(files)) == ["Lib/tvOS/ViewController.swift:4 unconnected-outlet"])
    }

    @Test func anOutletOnlyAnotherModulesClassHasIsReported() {
        let files = Self.project() + [
            ("Lib/iOS/Main.storyboard", Self.storyboard(module: "Sample_iOS", outlets: "<outlet property=\"focusGuide\" destination=\"l1\" id=\"o1\"/>",
                                                         destination: "<view id=\"l1\"/>")),
        ]
        #expect(render(lint(files)) == ["Lib/iOS/Main.storyboard:13 outlet-not-found"])
    }

    /// The note at the class points at the declaration of the nib's module, not at the first module's.
    @Test func theClassNoteIsTheNibModulesDeclaration() throws {
        let files = Self.project() + [
            ("Lib/tvOS/Main.storyboard", Self.storyboard(module: "Sample_tvOS", outlets: "<outlet property=\"subtitleLabel\" destination=\"b1\" id=\"o1\"/>",
                                                          destination: "<button id=\"b1\"/>")),
        ]
        let result = lint(files)
        #expect(render(result) == ["Lib/tvOS/Main.storyboard:13 outlet-not-found", "Lib/tvOS/ViewController.swift:4 unconnected-outlet"])
        let note = try #require(result.diagnostics.first?.notes.first)
        #expect("\(note.location.file):\(note.location.line) \(note.message)" == "Lib/tvOS/ViewController.swift:2 class 'ViewController' is declared here")
    }

    @Test func aDeclarationOfAnotherPlatformsTargetIsNotSeen() {
        // The macOS target's `ViewController` is not what an iOS nib of a target-less folder means.
        let files: [(path: String, contents: String)] = [
            ("Mac/Mac.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([.init(name: "Mac", sdk: "macosx", files: ["Sources/ViewController.swift", "Sources/Main.storyboard", "Sources/Phone.storyboard"])])),
            ("Mac/Sources/ViewController.swift", "import AppKit\nclass ViewController: NSViewController {\n    @IBOutlet var titleLabel: NSTextField!\n}\n"),
            ("Mac/Sources/Main.storyboard", Self.macStoryboard.replacingOccurrences(of: "Sample_macOS", with: "Mac")),
            ("Mac/Sources/Phone.storyboard", Self.storyboard(module: "Mac", outlets: "<outlet property=\"titleLabel\" destination=\"l1\" id=\"o1\"/>",
                                                             destination: "<label id=\"l1\"/>")),
        ]
        #expect(render(lint(files)) == ["Mac/Sources/Phone.storyboard:6 class-of-wrong-platform"])
    }
}

/// `#if` conditions and typealiases as class resolution sees them: a declaration whose condition is false for
/// a nib's platform does not exist for that nib, and a typealias stands for its class.
struct ConditionalDeclarationTests {
    static let shim = """
        #if !canImport(UIKit)
        import AppKit
        class UILabel: NSTextField {}
        typealias OSLabel = NSTextField
        #else
        import UIKit
        typealias OSLabel = UILabel
        #endif
        #if os(iOS)
        typealias OSViewController = UIViewController
        #elseif os(macOS)
        typealias OSViewController = NSViewController
        #endif
        """

    static func xib(_ owner: String, outlets: [(String, String)], objects: String) -> String {
        ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)" customModule="App" customModuleProvider="target">
                    <connections>
        \(outlets.enumerated().map { "                <outlet property=\"\($0.element.0)\" destination=\"\($0.element.1)\" id=\"o\($0.offset)\"/>" }.joined(separator: "\n"))
                    </connections>
                </placeholder>
        \(objects)
        """)
    }

    func render(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
    }

    @Test func aShimForTheOtherPlatformDoesNotShadowTheFrameworkClass() {
        let result = lint([
            ("Shim.swift", Self.shim),
            ("Card.swift", "class CardViewController: OSViewController {\n    @IBOutlet var title: UILabel!\n    @IBOutlet var subtitle: OSLabel!\n}\n"),
            ("Card.xib", Self.xib("CardViewController", outlets: [("view", "v1"), ("title", "l1"), ("subtitle", "l2"), ("missing", "l1")],
                                  objects: "        <view id=\"v1\"><subviews><label id=\"l1\"/><button id=\"l2\"/></subviews></view>")),
        ])
        // Every connection is judged: the chain runs through the typealias to UIViewController, the label is UIKit's.
        #expect(result.unverifiedCount == 0)
        #expect(render(result) == ["Card.xib:8 outlet-type-mismatch", "Card.xib:9 outlet-not-found"])
    }

    @Test func aClassUnderAnIfOfTheOtherPlatformDoesNotExistForTheNib() {
        let result = lint([
            ("Prefs.swift", "#if os(macOS)\nimport AppKit\nclass PrefsView: NSView {}\n#endif\n"),
            ("Prefs.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"PrefsView\" customModule=\"App\" customModuleProvider=\"target\"/>")),
        ])
        #expect(render(result) == ["Prefs.xib:4 class-of-wrong-platform"])
        #expect(result.diagnostics.first?.message.contains("declared only in sources built for macOS") == true)
    }
}

extension ModuleResolutionTests {
    /// Two targets of one app share the module name `App`: two binaries, two `AppDelegate` classes.
    @Test func anIOSAndAMacTargetSharingAModuleNameAreTwoClasses() throws {
        let files: [(path: String, contents: String)] = [
            ("App/App.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([
                .init(name: "App-iOS", sdk: "iphoneos", files: ["iOS/AppDelegate.swift"], settings: ["PRODUCT_MODULE_NAME": "App"]),
                .init(name: "App-Mac", sdk: "macosx", files: ["Mac/AppDelegate.swift", "Mac/MainMenu.xib"], settings: ["PRODUCT_MODULE_NAME": "App"]),
            ])),
            ("App/iOS/AppDelegate.swift", "import UIKit\nclass AppDelegate: UIResponder {\n    var window: UIWindow?\n}\n"),
            ("App/Mac/AppDelegate.swift", "import AppKit\n\nclass AppDelegate: NSObject {\n}\n"),
            ("App/Mac/MainMenu.xib", ExampleFiles.macOSXib("""
                    <customObject id="d1" customClass="AppDelegate" customModule="App" customModuleProvider="target">
                        <connections><outlet property="window" destination="w1" id="c1"/></connections>
                    </customObject>
                    <window id="w1"/>
            """)),
        ]
        let result = lint(files)
        #expect(render(result) == ["App/Mac/MainMenu.xib:5 outlet-not-found"])
        let note = try #require(result.diagnostics.first?.notes.first)
        #expect("\(note.location.file):\(note.location.line)" == "App/Mac/AppDelegate.swift:3")
    }
}

/// `Fixtures/Projects/Samples`: three sample apps of one project share class names and a shim.
struct SampleTargetsFixtureTests {
    @Test func eachSampleIsCheckedAgainstItsOwnTargetsClasses() throws {
        let folder = packageRoot.appendingPathComponent("Fixtures/Projects/Samples")
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let result = Linter(parallelism: 2).lint(paths: [folder.path])
        let output = XcodeReporter().report(result, paths: PathDisplay(workingDirectory: packageRoot.path))
        #expect(output == expected)
        #expect(result.unverifiedCount == 0)
    }
}
