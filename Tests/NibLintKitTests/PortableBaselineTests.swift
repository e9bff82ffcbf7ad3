import Foundation
import Testing
@testable import NibLintKit

/// Baselines hold paths relative to the project root (the git work tree, else the baseline's folder), so one
/// written from one directory matches when niblint runs from another (issue 29, point 4).
@Suite struct PortableBaselineTests {
    static let entries = Baseline(entries: [
        .init(rule: "outlet-not-found", file: "App/Profile.xib", identity: "c2|userNameLabel"),
        .init(rule: "owner-class-mismatch", file: "App/HomeViewController.swift", identity: "HomeViewController|Profile"),
    ])
    static let hiddenSummary = "niblint: 0 errors, 0 warnings in 1 nib file and 3 source files; 2 connections checked, 0 unverified; 2 known diagnostics hidden by the baseline\n"
    /// From the app's folder inside the work tree: a git root widens nothing (issue 40), so the folder is linted as it is,
    /// and the baseline written at the root still matches.
    static let hiddenSubfolderSummary = hiddenSummary

    /// Runs `git init` in the project's root, making it a work tree.
    static func gitInit(_ project: ScratchProject) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "init", "--quiet", project.root.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    @Test func writtenInsideReadFromTheParentAndBack() throws {
        // No git: the root is the baseline's folder, the project's.
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let write = try project.run(["--quiet", "--write-baseline", "b.json", "."], in: "App")
        #expect(write.status == 0)
        let inside = try project.read("App/b.json")
        #expect(inside.contains("\"file\": \"Profile.xib\""))
        let fromParent = try project.run(["--baseline", "App/b.json", "App"])
        #expect(fromParent.stdout.isEmpty)
        #expect(fromParent.stderr == Self.hiddenSummary)

        // Written from the parent into the project's folder: the same file, read from inside.
        #expect(try project.run(["--quiet", "--write-baseline", "App/c.json", "App"]).status == 0)
        #expect(try project.read("App/c.json") == inside)
        let fromInside = try project.run(["--baseline", "c.json", "."], in: "App")
        #expect(fromInside.stdout.isEmpty)
        #expect(fromInside.stderr == Self.hiddenSummary)
    }

    /// The README's Xcode recipe: `cd "$TMPDIR" && niblint --baseline "$SRCROOT/…" "$SRCROOT"`.
    @Test func theXcodeRecipeFromTheTemporaryFolderMatchesABaselineWrittenAtTheRoot() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        try Self.gitInit(project)
        #expect(try project.run(["--quiet", "--write-baseline", "niblint-baseline.json"]).status == 0)
        #expect(try project.read("niblint-baseline.json") == Self.entries.json)
        let elsewhere = FileManager.default.temporaryDirectory.path
        let recipe = try project.run(["--baseline", project.root.path + "/niblint-baseline.json", project.root.path], in: elsewhere)
        #expect(recipe.stdout.isEmpty)
        #expect(recipe.stderr == Self.hiddenSummary)
        // A subfolder of the work tree, from inside it.
        let sub = try project.run(["--baseline", "../niblint-baseline.json", "."], in: "App")
        #expect(sub.stdout.isEmpty)
        #expect(sub.stderr == Self.hiddenSubfolderSummary)
    }

    /// A baseline written before this change holds paths relative to the directory niblint ran from.
    @Test func oldBaselinesRelativeToTheWorkingDirectoryStillMatch() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        try Self.gitInit(project)
        try project.write("old.json", Baseline(entries: [
            .init(rule: "outlet-not-found", file: "Profile.xib", identity: "c2|userNameLabel"),
            .init(rule: "owner-class-mismatch", file: "HomeViewController.swift", identity: "HomeViewController|Profile"),
        ]).json)
        let run = try project.run(["--baseline", "../old.json", "."], in: "App")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == Self.hiddenSubfolderSummary)
    }

    @Test func entriesThatMatchNothingAreCountedOnStandardError() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        var entries = Self.entries.entries
        entries.insert(.init(rule: "outlet-not-found", file: "App/Profile.xib", identity: "c9|avatarView"))
        entries.insert(.init(rule: "unknown-class", file: "App/Gone.xib", identity: "o1|GoneView"))
        // Outside the linted path, or of a disabled rule: these could not match, so they are not counted.
        entries.insert(.init(rule: "unknown-class", file: "Other/Gone.xib", identity: "o1|GoneView"))
        entries.insert(.init(rule: "unused-nib", file: "App/Profile.xib", identity: "Profile"))
        try project.write("b.json", Baseline(entries: entries).json)
        let run = try project.run(["--baseline", "b.json", "App"])
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "niblint: warning: 2 baseline entries matched nothing (fixed since b.json was written, or its paths name other files; first: App/Gone.xib unknown-class); --write-baseline b.json rewrites it\n" + Self.hiddenSummary)
        // Under --report-only the other files' entries match nothing on purpose: no warning.
        let reportOnly = try project.run(["--baseline", "b.json", "App", "--report-only", "App/Profile.xib"])
        #expect(!reportOnly.stderr.contains("matched nothing"))
    }

    @Test func theRootIsTheGitWorkTreeElseTheBaselinesFolder() {
        let trees: Set<String> = ["/r/.git"]
        let exists = { (path: String) in trees.contains(path) }
        #expect(ProjectRoot.gitWorkTree(containing: "/r/App/Views", exists: exists) == "/r")
        #expect(ProjectRoot.gitWorkTree(containing: "/s/App", exists: exists) == nil)
        #expect(ProjectRoot.forBaseline("b.json", lintedPath: "App", workingDirectory: "/r/x", exists: exists) == "/r")
        #expect(ProjectRoot.forBaseline("../b.json", lintedPath: ".", workingDirectory: "/s/App", exists: exists) == "/s")
    }
}

/// `--changed` and a class renamed in Swift only (issue 29, point 3): the nib still naming the old class is
/// broken by the change, though the nib did not change and the new name is nothing like the old.
@Suite struct ChangedRenamedClassTests {
    static func git(_ project: ScratchProject, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", project.root.path, "-c", "user.name=t", "-c", "user.email=t@example.invalid"] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    @Test func aClassRenamedInSwiftOnlyIsReported() throws {
        let project = try ScratchProject([
            "App/Settings.xib": ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"FooView\" customModule=\"App\" customModuleProvider=\"target\"/>"),
            "App/FooView.swift": "import UIKit\n\nclass FooView: UIView {}\n",
            "App/Other.swift": "final class Other {}\n",
        ])
        defer { project.remove() }
        try Self.git(project, ["init", "--quiet"])
        try Self.git(project, ["add", "-A"])
        try Self.git(project, ["commit", "--quiet", "-m", "start"])
        #expect(try project.run(["--changed", "--quiet"]).stdout.isEmpty)
        try project.write("App/FooView.swift", "import UIKit\n\nclass SettingsScreenPanel: UIView {}\n")
        let changed = try project.run(["--changed", "--quiet"])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("App/Settings.xib:") && changed.stdout.contains("[unknown-class]"))
        // A change elsewhere does not report it.
        try Self.git(project, ["commit", "--quiet", "-am", "rename"])
        try project.write("App/Other.swift", "final class Other2 {}\n")
        #expect(try project.run(["--changed", "--quiet"]).stdout.isEmpty)
    }

    @Test func removedClassNamesCompareTheBaseRevision() {
        let changes = ChangedFiles.Changes(files: ["/r/A.swift"], source: "", baseRevision: "HEAD", names: ["A.swift"], root: "/r")
        let removed = ChangedFiles.removedClassNames(changes, baseContents: { _ in Array("class Old: NSObject {}\n@objc(Kept) class K: NSObject {}\n".utf8) },
                                                     current: { _ in Array("class New: NSObject {}\n@objc(Kept) class K: NSObject {}\n".utf8) })
        #expect(removed == ["Old"])
    }
}
