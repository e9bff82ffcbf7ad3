import Foundation
import Testing
@testable import NibLintKit

/// Connections niblint cannot judge are counted by reason: only code outside the tree is a reason to
/// stay silent; a class of the project that no source declares is reported by a rule as well.
struct UnverifiedReasonTests {
    @Test func unverifiedConnectionsAreCountedByReason() {
        let result = lint([
            ("App/Card.swift", "import UIKit\nclass CardView: UIView {\n    @IBOutlet var chart: UIView!\n    @IBOutlet var badge: UIView!\n}\n"),
            ("App/Card.xib", ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NSObject">
                        <connections><outlet property="cardView" destination="v1" id="o1"/></connections>
                    </placeholder>
                    <view id="v1" customClass="CardView" customModule="App" customModuleProvider="target">
                        <connections>
                            <outlet property="chart" destination="c1" id="o2"/>
                            <outlet property="badge" destination="b1" id="o3"/>
                        </connections>
                        <subviews>
                            <view id="c1" customClass="LineChartView" customModule="Charts">
                                <connections><outlet property="delegate" destination="v1" id="o4"/></connections>
                            </view>
                            <view id="b1" customClass="BadgeView" customModule="App" customModuleProvider="target">
                                <connections><outlet property="label" destination="v1" id="o5"/></connections>
                            </view>
                        </subviews>
                    </view>
            """)),
        ])
        #expect(result.unverifiedConnections.map(\.location.line) == [5, 14, 17])
        #expect(result.unverifiedReasons == [.classNotSet, .outsideTree, .unknownClass])
        #expect(SummaryReporter.totals(result).hasSuffix("2 connections checked, 3 unverified (1 from code outside the tree, 1 class not set in the nib, 1 class declared nowhere)"))
        #expect(result.diagnostics.map(\.ruleID) == ["unknown-class"])
    }
}

extension UnverifiedReasonTests {
    /// An object of a class from outside the tree is still of its element's class: a key that framework class has
    /// holds on any subclass (a `<view>` is a UIView, a `<textField>` a UITextField); another key stays unverified.
    @Test func keysOfTheElementsFrameworkClassHold() {
        let result = lint([
            ("App/Form.swift", "import UIKit\nclass FormViewController: UIViewController {\n    @IBOutlet var field: UITextField!\n}\n"),
            ("App/Form.xib", ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormViewController" customModule="App" customModuleProvider="target">
                        <connections>
                            <outlet property="view" destination="v1" id="o1"/>
                            <outlet property="field" destination="t1" id="o2"/>
                        </connections>
                    </placeholder>
                    <view id="v1">
                        <subviews>
                            <textField id="t1" customClass="MaskedTextField" customModule="InputKit">
                                <connections>
                                    <outlet property="delegate" destination="-1" id="o3"/>
                                    <outlet property="maskDelegate" destination="-1" id="o4"/>
                                </connections>
                            </textField>
                        </subviews>
                    </view>
            """)),
        ])
        #expect(result.unverifiedConnections.map(\.location.line) == [15])
        #expect(result.unverifiedReasons == [.outsideTree])
        #expect(result.diagnostics.isEmpty)
    }

    /// With a dependency manager in the tree a module-less class may come from outside it, except when it is
    /// one edit away from a project class: then it is that class renamed.
    @Test func aModulelessNameOneEditFromAProjectClassIsReportedDespiteDependencies() {
        let files = MarkedProject([
            ("Cells.swift", "import UIKit\nclass PhotoGridCell: UICollectionViewCell {}\n"),
            ("Grid.xib", ExampleFiles.iOSXib("""
                    <collectionViewCell id="c1" customClass="PhotoGridCel"/>
                    <view id="v1" customClass="MBProgressHUD"/>
                    <view id="v2" customClass="PhotoCell"/>
            """)),
        ]).files
        let result = Linter(parallelism: 1).lint(files: files, hasDependencyManifest: true)
        #expect(result.diagnostics.map { "\($0.location.line) \($0.ruleID)" } == ["4 unknown-class"])
        #expect(result.diagnostics.first?.message.contains("(did you mean 'PhotoGridCell'?)") == true)
    }
}

extension UnverifiedReasonTests {
    /// A scene whose controller is a GameController `GCEventViewController` subclass is judged (it made the whole scene
    /// unverified and hid a stale outlet before the catalog covered GameController).
    @Test func aSceneOfAGameControllerViewControllerIsJudged() {
        let result = lint([
            ("App/GameViewController.swift", "import GameController\nclass GameViewController: GCEventViewController {\n    @IBOutlet var scoreLabel: UILabel!\n}\n"),
            ("App/Main.storyboard", ExampleFiles.iOSStoryboard("""
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="g1" customClass="GameViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" id="v1"><subviews><label id="l1"/></subviews></view>
                                <connections>
                                    <outlet property="scoreLabel" destination="l1" id="o1"/>
                                    <outlet property="livesLabel" destination="l1" id="o2"/>
                                    <outlet property="controllerUserInteractionEnabled" destination="l1" id="o3"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
            """, initialViewController: "g1")),
        ])
        #expect(result.unverifiedConnections.isEmpty)
        #expect(result.diagnostics.filter { $0.ruleID == "outlet-not-found" }.map(\.location.line) == [10])
    }
}

extension UnverifiedReasonTests {
    /// A watchOS storyboard (`targetRuntime="watchKit"`, read with the iOS catalog): WatchKit's interface classes are in the
    /// catalog, so a `WKInterfaceController` subclass's stale outlet is reported and a notification scene left as
    /// `WKUserNotificationInterfaceController` is judged, not unverified (issue 30, Loop's watch app).
    @Test func aWatchKitStoryboardsInterfaceControllersAreJudged() {
        let result = lint([
            ("WatchExtension/StatusController.swift", "import WatchKit\nfinal class StatusController: WKInterfaceController {\n    @IBOutlet var glucoseLabel: WKInterfaceLabel!\n    @IBAction func refresh() {}\n}\n"),
            ("WatchExtension/NotificationController.swift", "import WatchKit\nfinal class NotificationController: WKUserNotificationInterfaceController {\n    @IBOutlet var notificationAlertLabel: WKInterfaceLabel!\n}\n"),
            ("WatchApp/Interface.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="20037" targetRuntime="watchKit" initialViewController="c1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <controller id="c1" customClass="StatusController" customModule="WatchExtension">
                                    <items>
                                        <label alignment="left" text="--" id="l1"/>
                                        <button alignment="left" title="Refresh" id="b1">
                                            <connections><action selector="refresh" destination="c1" id="a1"/></connections>
                                        </button>
                                    </items>
                                    <connections>
                                        <outlet property="glucoseLabel" destination="l1" id="o1"/>
                                        <outlet property="trendLabel" destination="l1" id="o2"/>
                                    </connections>
                                </controller>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <notificationController id="n1" customClass="NotificationController" customModule="WatchExtension">
                                    <items><label alignment="left" text="Alert" id="l2"/></items>
                                    <notificationCategory key="notificationCategory" id="k1"/>
                                    <connections><outlet property="notificationAlertLabel" destination="l2" id="o3"/></connections>
                                </notificationController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
        ])
        #expect(result.unverifiedConnections.isEmpty)
        // Only the stale outlet: `label` is read as UILabel with the iOS element table, which is no reason to call the
        // WKInterfaceLabel outlets mistyped (outlet-type-mismatch), and `refresh` is the controller's action.
        #expect(result.diagnostics.map { "\($0.location.line) \($0.ruleID)" } == ["15 outlet-not-found"])
    }
}

/// Git submodules that are not checked out: listed in `.gitmodules`, their folder missing or empty.
struct AbsentSubmoduleTests {
    @Test func missingAndEmptySubmoduleFoldersAreMarkers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-submodules-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Deps/Empty", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Deps/Full", withIntermediateDirectories: true)
        try "// checked out\n".write(toFile: root + "/Deps/Full/Full.h", atomically: true, encoding: .utf8)
        try """
        [submodule "Empty"]
        \tpath = Deps/Empty
        [submodule "Full"]
        \tpath = Deps/Full
        [submodule "Gone"]
        \tpath = Deps/Gone
        [submodule "Outside"]
        \tpath = ../Elsewhere
        """.write(toFile: root + "/.gitmodules", atomically: true, encoding: .utf8)
        let result = FileDiscovery(configuration: Configuration(), parallelism: 1).discover(paths: [root])
        #expect(result.dependencyMarkers == [root + "/Deps/Empty", root + "/Deps/Gone"])
        #expect(result.hasDependencyManifest)
        #expect(result.dependencyMarkers.allSatisfy(FileDiscovery.isAbsentSubmodule(marker:)))
        #expect(!FileDiscovery.isAbsentSubmodule(marker: root + "/Podfile") && !FileDiscovery.isAbsentSubmodule(marker: root + "/Sparkle.framework"))
    }
}

/// A source a target compiles and the tree lacks counts as code the app has only when the repository keeps it out on
/// purpose: ignored by a `.gitignore` up to the repository's root, or encrypted beside it (git-secret); a stale
/// reference to a deleted file does not.
struct KeptOutSourcesTests {
    @Test func ignoredOrEncryptedSourcesAreKeptOutStaleOnesAreNot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-keptout-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/Data", withIntermediateDirectories: true)
        try "# secrets\n/App/Secrets.swift\nGenerated/\n*.local.swift\n!App/Keep.local.swift\n".write(toFile: root + "/.gitignore", atomically: true, encoding: .utf8)
        try "Data/Pro.m\n".write(toFile: root + "/App/.gitignore", atomically: true, encoding: .utf8)
        try "ciphertext".write(toFile: root + "/App/Licensing.swift.secret", atomically: true, encoding: .utf8)
        var keptOut = KeptOutSources()
        func keptOutNow(_ path: String) -> Bool { keptOut.isKeptOut(root + path) }
        #expect(keptOutNow("/App/Secrets.swift"))
        #expect(keptOutNow("/App/Generated/Strings.swift"))
        #expect(keptOutNow("/App/Data/Settings.local.swift"))
        #expect(keptOutNow("/App/Data/Pro.m"))
        #expect(keptOutNow("/App/Licensing.swift"))
        #expect(!keptOutNow("/App/Deleted.swift"))
        #expect(!keptOutNow("/Secrets.swift"))
        #expect(!keptOutNow("/App/Data/Other.m"))
    }
}
