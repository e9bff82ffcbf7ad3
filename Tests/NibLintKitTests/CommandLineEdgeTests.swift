import Foundation
import Testing
@testable import NibLintKit

/// Issue 38's small things a user noticed, through the command line.
struct CommandLineEdgeTests {
    @Test func aSourceFileAsPathReportsWhatItBreaks() throws {
        // A file is linted with the project that builds it (an XcodeGen spec here; a git root alone widens nothing).
        let spec = "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
        let project = try ScratchProject(WorkflowProject.files.merging([".git/HEAD": "ref: refs/heads/main\n", "project.yml": spec]) { $1 })
        defer { project.remove() }
        let named = try project.run(["App/ProfileViewController.swift"])
        let reportOnly = try project.run(["--report-only", "App/ProfileViewController.swift", "."])
        #expect(named.status == 1)
        #expect(named.stdout == WorkflowProject.outletLine)
        #expect(named.stdout == reportOnly.stdout)
    }

    @Test func anOutputFileInAMissingFolderStopsBeforeTheLint() throws {
        let project = try ScratchProject(["App/View.xib": CommandLineTests.cleanXib])
        defer { project.remove() }
        let result = try project.run(["--output", "missing-dir/x.txt", "App"])
        #expect(result.status == 2 && result.stdout == "")
        #expect(result.stderr == "niblint: cannot write missing-dir/x.txt: the folder missing-dir does not exist (create it first, or name a file in an existing folder)\n")
        let reporter = try project.run(["--reporter", "json:missing-dir/x.json", "App"])
        #expect(reporter.status == 2)
    }

    @Test func symbolicLinksToFoldersAreFollowedAndLoopsSaidToBeLoops() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let links = FileManager.default
        try links.createSymbolicLink(atPath: project.root.appendingPathComponent("Linked").path, withDestinationPath: "App")
        try links.createSymbolicLink(atPath: project.root.appendingPathComponent("loop1").path, withDestinationPath: "loop2")
        try links.createSymbolicLink(atPath: project.root.appendingPathComponent("loop2").path, withDestinationPath: "loop1")
        try links.createSymbolicLink(atPath: project.root.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        let linked = try project.run(["--quiet", "Linked"])
        #expect(linked.status == 1)
        #expect(linked.stdout.contains("Linked/Profile.xib:7:17: error: outlet 'userNameLabel'"))
        let loop = try project.run(["loop1"])
        #expect(loop.status == 2)
        #expect(loop.stderr == "niblint: loop1: symbolic link loop: following the link leads back to itself (it points to loop2)\n")
        let dangling = try project.run(["dangling"])
        #expect(dangling.status == 2)
        #expect(dangling.stderr == "niblint: dangling: broken symbolic link: its target does not exist (it points to nowhere)\n")
    }

    @Test func aHugeFileOfZerosIsRejectedAtItsFirstBytes() throws {
        let project = try ScratchProject([:])
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.root, withIntermediateDirectories: true)
        let path = project.root.appendingPathComponent("Huge.xib").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // A sparse 5 GB file: reading it all would take seconds and gigabytes.
        #expect(truncate(path, 5 << 30) == 0)
        let start = Date()
        let result = try project.run(["--quiet", "Huge.xib"])
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(result.status == 1)
        #expect(result.stdout == "Huge.xib:1:1: error: this is not an XML file: expected '<' but found byte 0x00 [parse-error]\n")
    }

    @Test func onlyThePrefixIsReadWhenItIsRejected() {
        var shown: [Int] = []
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-prefix-\(UUID().uuidString).xib").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: "x"), count: 100_000)))
        let read = InputFile(path: path, kind: .xib).readBytes { prefix in
            shown.append(prefix.count)
            return NibParser.rejectedPrefix(prefix)
        }
        #expect(shown == [InputFile.prefixLength])
        guard case .failure(let error) = read else { Issue.record("read, not rejected"); return }
        #expect(error.message == "this is not an XML file: expected '<' but found 'x'")
        #expect(NibParser.rejectedPrefix(Array("\n  <?xml".utf8)[...]) == nil)
        #expect(NibParser.rejectedPrefix(Array("\n  x".utf8)[...]).map { [$0.line, $0.column] } == [2, 3])
    }

    @Test func aTruncatedXibSaysTheFileEndsEarly() throws {
        let project = try ScratchProject(["T.xib": "<?xml version=\"1.0\"?>\n<document custo"])
        defer { project.remove() }
        let result = try project.run(["--quiet", "T.xib"])
        #expect(result.stdout == "T.xib:2:16: error: the file ends early (truncated?): expected '=' after the attribute name 'custo' [parse-error]\n")
    }
}
