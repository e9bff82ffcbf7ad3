import Foundation
import Testing
@testable import NibLintKit

/// `--changed` (issue 21: the pre-commit hook runs once, `pass_filenames: false`): the files git reports
/// changed are reported on, the whole project is still read, and no change at all reports everything.
struct ChangedFilesTests {
    /// A fake git: answers each command from the table, records what was asked.
    final class FakeGit: @unchecked Sendable {
        var answers: [[String]: String]
        var asked: [[String]] = []
        init(_ answers: [[String]: String]) { self.answers = answers }
        func run(_ arguments: [String]) throws -> String {
            asked.append(arguments)
            guard let answer = answers[arguments] else { throw ConfigurationError("git \(arguments.joined(separator: " ")) failed (status 128)") }
            return answer
        }
    }

    static let diff = ["diff", "--name-only", "--no-ext-diff", "-z"]

    @Test func changesAgainstHeadStagedOrNot() throws {
        let git = FakeGit([
            ["rev-parse", "--show-toplevel"]: "/work/project\n",
            ["rev-parse", "--verify", "--quiet", "HEAD"]: "0123\n",
            Self.diff + ["HEAD", "--"]: "App/Profile View.swift\0App/Old.xib\0",
        ])
        let changes = try ChangedFiles.list(environment: [:], git: git.run)
        #expect(changes.files == ["/work/project/App/Old.xib", "/work/project/App/Profile View.swift"])
        #expect(changes.source == "against HEAD, staged or not")
    }

    @Test func preCommitRefsNameTheRange() throws {
        let git = FakeGit([
            ["rev-parse", "--show-toplevel"]: "/work/project\n",
            Self.diff + ["abc...def", "--"]: "A.swift\0",
        ])
        let changes = try ChangedFiles.list(environment: ["PRE_COMMIT_FROM_REF": "abc", "PRE_COMMIT_TO_REF": "def"], git: git.run)
        #expect(changes.files == ["/work/project/A.swift"])
        // The merge base is the revision whose declarations the change is compared with (issue 29, point 3).
        #expect(git.asked == [["rev-parse", "--show-toplevel"], Self.diff + ["abc...def", "--"], ["merge-base", "abc", "def"]])
        #expect(changes.baseRevision == "abc")
    }

    @Test func withoutACommitTheIndexAndTheWorkTree() throws {
        let git = FakeGit([
            ["rev-parse", "--show-toplevel"]: "/p",
            Self.diff + ["--cached", "--"]: "B.xib\0A.swift\0",
            Self.diff + ["--"]: "A.swift\0",
        ])
        let changes = try ChangedFiles.list(environment: ["PRE_COMMIT_FROM_REF": ""], git: git.run)
        #expect(changes.files == ["/p/A.swift", "/p/B.xib"])
    }

    @Test func outsideAWorkTreeIsAnError() {
        let git = FakeGit([:])
        #expect(throws: ConfigurationError("--changed needs a git work tree: git rev-parse --show-toplevel failed (status 128)")) {
            try ChangedFiles.list(environment: [:], git: git.run)
        }
    }

    @Test func parsesTheOption() throws {
        guard case .lint(let options) = try Invocation.parse(["--changed", "--strict"]) else {
            Issue.record("not a lint invocation")
            return
        }
        #expect(options.reportsChanged && options.isStrict && options.paths == ["."] && options.reportOnlyFiles == nil)
    }

    /// Runs git in the scratch project, with an identity of its own.
    func git(_ project: ScratchProject, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = project.root
        var environment = ProcessInfo.processInfo.environment
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "niblint" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "niblint@example.invalid" }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func reportsWhatTheChangedFilesAreInvolvedInWithOneRun() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        try git(project, "init", "--quiet")
        try git(project, "add", "--all")
        try git(project, "commit", "--quiet", "-m", "profile")
        let summary = "niblint: 2 errors, 0 warnings in 1 nib file and 3 source files; 2 connections checked, 0 unverified\n"

        // No change at all (a CI checkout running `pre-commit run --all-files`): everything, once.
        let clean = try project.run(["--changed"])
        #expect(clean.status == 1)
        #expect(clean.stdout == WorkflowProject.mismatchLine + WorkflowProject.outletLine)
        #expect(clean.stderr == "niblint: --changed: git reports no file changed against HEAD, staged or not, so every diagnostic is reported\n" + summary)

        // An unrelated file changed: nothing to report.
        try project.write("App/SettingsStore.swift", "final class SettingsStore { var x = 0 }\n")
        let unrelated = try project.run(["--changed"])
        #expect(unrelated.status == 0 && unrelated.stdout == "")
        // The summary is about what was reported: the changed file, in the project linted.
        #expect(unrelated.stderr == "niblint: 0 errors, 0 warnings involving 1 changed file (1 nib file and 3 source files linted)\n")

        // The Swift file staged: the outlet in the nib it breaks, read from the whole project.
        try project.write("App/ProfileViewController.swift", WorkflowProject.profileSwift + "// touched\n")
        try git(project, "add", "App/ProfileViewController.swift")
        let staged = try project.run(["--changed", "--quiet"])
        #expect(staged.status == 1)
        #expect(staged.stdout == WorkflowProject.outletLine)

        // Named files add to the changed ones.
        let named = try project.run(["--changed", "--quiet", "--report-only", "App/HomeViewController.swift"])
        #expect(named.stdout == WorkflowProject.mismatchLine + WorkflowProject.outletLine)

        // A deletion is a change: it reports what the remaining changed files are involved in, not everything.
        try git(project, "commit", "--quiet", "-am", "touch")
        try git(project, "rm", "--quiet", "App/SettingsStore.swift")
        let deleted = try project.run(["--changed", "--quiet"])
        #expect(deleted.status == 0 && deleted.stdout == "")
    }

    @Test func outsideAGitWorkTreeIsAUsageError() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let result = try project.run(["--changed", "--quiet"])
        #expect(result.status == 2 && result.stdout == "")
        #expect(result.stderr.hasPrefix("niblint: --changed needs a git work tree: git rev-parse --show-toplevel failed (status 128): fatal: not a git repository"))
    }
}
