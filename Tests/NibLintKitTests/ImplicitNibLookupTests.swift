import Foundation
import Testing
@testable import NibLintKit

/// Issue 29 point 3: a view controller created without a nib name finds its xib by its class name. Renaming the
/// class in Swift only (or the xib alone) leaves UIKit nothing to load, so the view is empty and the outlets nil:
/// nib-not-found at the creation, also under `--changed` when the rename is the change.
@Suite struct ImplicitNibLookupTests {
    /// `FooView.xib` is what UIKit finds for `FooViewController` ('Controller' dropped).
    static let xib = ExampleFiles.iOSXib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FooViewController" customModule="App" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="v1" id="o1"/>
                    <outlet property="titleLabel" destination="l1" id="o2"/>
                </connections>
            </placeholder>
            <view id="v1"><subviews><label id="l1"/></subviews></view>
    """)
    static func controller(_ name: String) -> String {
        "import UIKit\n\nclass \(name): UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n"
    }
    static func show(_ name: String) -> String {
        "import UIKit\n\nfunc showSettings(on navigation: UINavigationController) {\n    navigation.pushViewController(\(name)(), animated: true)\n}\n"
    }
    static let files = [
        "App/FooView.xib": xib,
        "App/FooViewController.swift": controller("FooViewController"),
        "App/Show.swift": show("FooViewController"),
        "App/Other.swift": "final class Other {}\n",
    ]
    static let renamedOutput = """
        App/FooView.xib:4:9: warning: File's Owner of 'FooView' has class 'FooViewController', which no scanned source declares [unknown-owner-class]
        App/FooView.xib:4:9: note: fix: set File's Owner's class in the Identity inspector to the class that loads this nib (neither Interface Builder nor niblint can check its 2 connections)
        App/Show.swift:4:35: error: SettingsScreenController is created without a nib name, so UIKit looks for a nib named 'SettingsScreen' or 'SettingsScreenController', which the project lacks; FooView.xib (File's Owner 'FooViewController', which no source declares) looks like its nib [nib-not-found]
        App/FooView.xib:4:9: note: File's Owner of 'FooView' is FooViewController
        App/FooViewController.swift:3:7: note: class 'SettingsScreenController' is declared here
        App/Show.swift:4:35: note: fix: rename the xib to 'SettingsScreenController.xib' and set File's Owner's class to SettingsScreenController, or pass its name (init(nibName: "FooView", bundle: nil))
        App/Show.swift:4:35: note: at run time: no error, but the view is an empty one and its outlets (titleLabel) stay nil

        """

    @Test func aClassRenamedInSwiftOnlyFindsNoNib() throws {
        let project = try ScratchProject(Self.files)
        defer { project.remove() }
        #expect(try project.run(["--quiet", "App"]).stdout.isEmpty)
        try project.write("App/FooViewController.swift", Self.controller("SettingsScreenController"))
        try project.write("App/Show.swift", Self.show("SettingsScreenController"))
        let run = try project.run(["--quiet", "App"])
        #expect(run.status == 1)
        #expect(run.stdout == Self.renamedOutput)
        // With CocoaPods (which may copy nibs into the app's bundle) too: the xib made for the class is the project's own.
        try project.write("Podfile", "target 'App' do\n  pod 'Kingfisher'\nend\n")
        let withPods = try project.run(["--quiet", "App"])
        #expect(withPods.stdout.contains("App/Show.swift:4:35: error: SettingsScreenController is created without a nib name"))
    }

    @Test func aXibRenamedAloneIsFoundNoMore() throws {
        var files = Self.files
        files["App/FooView.xib"] = nil
        files["App/Foo Screen.xib"] = Self.xib
        let project = try ScratchProject(files)
        defer { project.remove() }
        let run = try project.run(["--quiet", "App"])
        #expect(run.stdout == """
            App/Show.swift:4:35: error: FooViewController is created without a nib name, so UIKit looks for a nib named 'FooView' or 'FooViewController', which the project lacks; Foo Screen.xib (File's Owner FooViewController) looks like its nib [nib-not-found]
            App/Foo Screen.xib:4:9: note: File's Owner of 'Foo Screen' is FooViewController
            App/FooViewController.swift:3:7: note: class 'FooViewController' is declared here
            App/Show.swift:4:35: note: fix: rename the xib to 'FooViewController.xib', or pass its name (init(nibName: "Foo Screen", bundle: nil))
            App/Show.swift:4:35: note: at run time: no error, but the view is an empty one and its outlets (titleLabel) stay nil

            """)
    }

    /// Two xibs made for the class (one per device) and neither found by its name: one finding names both; xibs
    /// whose outlets the class no longer has (its view moved to code) are left behind, not lost (seafile-iOS).
    @Test func deviceXibsGiveOneFindingAndStaleOnesNone() throws {
        var files = Self.files
        files["App/FooView.xib"] = nil
        files["App/FooViewController_iPhone.xib"] = Self.xib
        files["App/FooViewController_iPad.xib"] = Self.xib
        let project = try ScratchProject(files)
        defer { project.remove() }
        let run = try project.run(["--quiet", "--only", "nib-not-found", "App"])
        #expect(run.stdout == """
            App/Show.swift:4:35: error: FooViewController is created without a nib name, so UIKit looks for a nib named 'FooView' or 'FooViewController', which the project lacks; FooViewController_iPad.xib and FooViewController_iPhone.xib (File's Owner FooViewController) look like its nibs [nib-not-found]
            App/FooViewController_iPad.xib:4:9: note: File's Owner of 'FooViewController_iPad' is FooViewController
            App/FooViewController_iPhone.xib:4:9: note: File's Owner of 'FooViewController_iPhone' is FooViewController
            App/FooViewController.swift:3:7: note: class 'FooViewController' is declared here
            App/Show.swift:4:35: note: fix: keep one of them as 'FooViewController.xib', or pass its name (init(nibName: "FooViewController_iPad", bundle: nil))
            App/Show.swift:4:35: note: at run time: no error, but the view is an empty one and its outlets (titleLabel) stay nil

            """)
        try project.write("App/FooViewController.swift", "import UIKit\n\nclass FooViewController: UIViewController {\n    let title2 = UILabel()\n}\n")
        #expect(try project.run(["--quiet", "--only", "nib-not-found", "App"]).stdout.isEmpty)
    }

    /// The pre-commit hook's case: the rename is the change (Xcode's refactoring renames the creation too).
    @Test func changedReportsTheRename() throws {
        let project = try ScratchProject(Self.files)
        defer { project.remove() }
        try ChangedRenamedClassTests.git(project, ["init", "--quiet"])
        try ChangedRenamedClassTests.git(project, ["add", "-A"])
        try ChangedRenamedClassTests.git(project, ["commit", "--quiet", "-m", "start"])
        #expect(try project.run(["--changed", "--quiet"]).stdout.isEmpty)
        try project.write("App/FooViewController.swift", Self.controller("SettingsScreenController"))
        try project.write("App/Show.swift", Self.show("SettingsScreenController"))
        let changed = try project.run(["--changed", "--quiet"])
        #expect(changed.status == 1)
        #expect(changed.stdout == Self.renamedOutput)
        // Only the class's file changed (the creation already used the new name): still reported.
        try ChangedRenamedClassTests.git(project, ["checkout", "--quiet", "--", "App/FooViewController.swift"])
        try ChangedRenamedClassTests.git(project, ["add", "App/Show.swift"])
        try ChangedRenamedClassTests.git(project, ["commit", "--quiet", "-m", "show"])
        try project.write("App/FooViewController.swift", Self.controller("SettingsScreenController"))
        #expect(try project.run(["--changed", "--quiet"]).stdout == Self.renamedOutput)
        // A change elsewhere does not report it.
        try ChangedRenamedClassTests.git(project, ["commit", "--quiet", "-am", "rename"])
        try project.write("App/Other.swift", "final class Other2 {}\n")
        #expect(try project.run(["--changed", "--quiet"]).stdout.isEmpty)
    }
}

/// Issue 29 point 3: `pre-commit run --all-files` reports everything, even with staged or unstaged changes. pre-commit
/// exposes no variable for it, so the hook reads its parent's (pre-commit's) command line.
@Suite struct PreCommitAllFilesTests {
    static let hook = ["PRE_COMMIT": "1"]

    @Test func allFilesIsReadFromPreCommitsCommandLine() {
        let python = ["/usr/bin/python3", "/home/u/.local/bin/pre-commit"]
        for arguments in [["run", "--all-files"], ["run", "-a"], ["run", "niblint", "--all"], ["run", "-av"], ["try-repo", "../niblint", "niblint", "--all-files"]] {
            #expect(ChangedFiles.runsOnAllFiles(environment: Self.hook, parentArguments: python + arguments), "\(arguments)")
        }
        for arguments in [["run"], ["run", "niblint"], ["hook-impl", "--config=.pre-commit-config.yaml", "--hook-type=pre-commit"],
                          ["run", "--files", "-a"], ["run", "--al"], ["run", "-c", "x.yaml"], ["run", "--hook-stage", "manual"]] {
            #expect(!ChangedFiles.runsOnAllFiles(environment: Self.hook, parentArguments: python + arguments), "\(arguments)")
        }
        // Not under pre-commit, or a range given: the options of the parent do not count.
        #expect(!ChangedFiles.runsOnAllFiles(environment: [:], parentArguments: python + ["run", "--all-files"]))
        #expect(!ChangedFiles.runsOnAllFiles(environment: ["PRE_COMMIT": "1", "PRE_COMMIT_FROM_REF": "a", "PRE_COMMIT_TO_REF": "b"],
                                             parentArguments: python + ["run", "--all-files"]))
    }
}
