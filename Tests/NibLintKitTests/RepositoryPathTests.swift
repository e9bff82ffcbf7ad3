import Foundation
import Testing
@testable import NibLintKit

/// Issue 38: from an app folder inside a repository, the reports a CI reads (GitHub annotations, GitLab Code
/// Quality, Checkstyle, JUnit, Markdown) name files from the repository's root, as SARIF does; the terminal's
/// Xcode lines stay relative to the working directory.
struct RepositoryPathTests {
    /// The workflow project in `apps/Mobile` of a git repository (initialized, nothing committed: only `.git` counts).
    static func repository() throws -> ScratchProject {
        var files: [String: String] = [:]
        for (path, contents) in WorkflowProject.files { files["apps/Mobile/" + path] = contents }
        let project = try ScratchProject(files)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "init", "--quiet"]
        process.currentDirectoryURL = project.root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return project
    }

    @Test func ciReportsNameFilesFromTheRepositoryRoot() throws {
        let project = try Self.repository()
        defer { project.remove() }
        let file = "apps/Mobile/App/Profile.xib"
        let github = try project.run(["--quiet", "--reporter", "github", "--only", "outlet-not-found"], in: "apps/Mobile")
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=\(file),line=7,col=17,title=outlet-not-found::"))
        #expect(github.stdout.contains("%0Aapps/Mobile/App/ProfileViewController.swift:3:7: note: class 'ProfileViewController' is declared here%0A"))

        let gitlab = try project.run(["--quiet", "--reporter", "gitlab", "--only", "outlet-not-found"], in: "apps/Mobile")
        #expect(gitlab.stdout.contains("\"path\": \"\(file)\""))

        let checkstyle = try project.run(["--quiet", "--reporter", "checkstyle", "--only", "outlet-not-found"], in: "apps/Mobile")
        #expect(checkstyle.stdout.contains("<file name=\"\(file)\">"))

        let junit = try project.run(["--quiet", "--reporter", "junit", "--only", "outlet-not-found"], in: "apps/Mobile")
        #expect(junit.stdout.contains("classname=\"\(file)\""))

        let markdown = try project.run(["--quiet", "--reporter", "markdown", "--only", "outlet-not-found"], in: "apps/Mobile")
        #expect(markdown.stdout.contains("| error | \(file):7:17 | outlet-not-found |"))

        // The terminal's lines stay where the user is.
        let xcode = try project.run(["--quiet", "--only", "outlet-not-found"], in: "apps/Mobile")
        #expect(xcode.stdout.hasPrefix("App/Profile.xib:7:17: error: "))

        // From the root, and for a path given from the root, the same report.
        let fromRoot = try project.run(["--quiet", "--reporter", "github", "--only", "outlet-not-found", "apps/Mobile"])
        #expect(fromRoot.stdout == github.stdout)
    }

    @Test func outsideARepositoryPathsStayRelativeToTheWorkingDirectory() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let github = try project.run(["--quiet", "--reporter", "github", "--only", "outlet-not-found"], in: "App")
        #expect(github.stdout.hasPrefix("::error file=Profile.xib,line=7,col=17,title=outlet-not-found::"))
    }
}
