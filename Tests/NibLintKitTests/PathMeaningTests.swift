import Foundation
import Testing
@testable import NibLintKit

/// What a path named on the command line means (issue 40), run through the built `niblint` in copies of
/// `Fixtures/Scope` (a git work tree's `.git` cannot be checked in): an app is linted exactly, in a monorepo too; a
/// file or subfolder of an app with its app, reporting its own findings; a loose folder as it is; apps side by side
/// give the union of each alone. Each expected output is in `Fixtures/Scope/expected/`.
struct PathMeaningTests {
    static let fixtures = packageRoot.appendingPathComponent("Fixtures/Scope", isDirectory: true)

    /// A fresh copy of `Fixtures/Scope/<name>` in a temporary folder (with `.git` when `gitRoot`), and the folder.
    static func copy(_ name: String, gitRoot: Bool) throws -> URL {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-scope-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let copy = base.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name, isDirectory: true), to: copy)
        if gitRoot { try FileManager.default.createDirectory(at: copy.appendingPathComponent(".git"), withIntermediateDirectories: false) }
        return copy
    }

    /// The report `niblint ARGUMENTS` prints on standard output, run in `folder` (exit status 0 or 1).
    static func lint(_ arguments: [String], in folder: URL) throws -> String {
        let binary = try #require(EndToEndTests.binary, "the niblint executable was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--quiet"] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 || process.terminationStatus == 1, "\(arguments): exit status \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }

    static func expected(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("expected/\(name).txt"), encoding: .utf8)
    }

    static func lines(_ report: String) -> [String] {
        report.split(separator: "\n").map(String.init).sorted()
    }

    /// Each path of the monorepo gives its expected report, never a line twice.
    @Test(arguments: [
        ("Shop", "shop"),                                    // the root holds only Shop.xcworkspace
        ("Notes", "notes"),                                  // the project one level down: Notes/Notes.xcodeproj
        ("Samples/Hello", "hello"),                          // a loose folder: World's ViewController is no neighbour
        ("Samples/World", "world"),
        ("Shop/App/Main.storyboard", "shop-main-storyboard"), // a file of an app: with its app, its findings only
        ("Shop/App/Views", "shop-views"),                    // a subfolder of an app
    ])
    func eachPathOfAMonorepoGivesItsOwnFindings(path: String, expectedName: String) throws {
        let repository = try Self.copy("Monorepo", gitRoot: true)
        let report = try Self.lint([path], in: repository)
        #expect(report == (try Self.expected(expectedName)), "niblint \(path):\n\(report)")
        let diagnostics = Self.lines(report).filter { !$0.contains(": note: ") }
        #expect(Set(diagnostics).count == diagnostics.count, "a diagnostic printed twice: \(report)")
    }

    /// An app linted in the monorepo and a standalone copy of it report the same; the monorepo's root and two apps
    /// named together give the union of each alone.
    @Test func sideBySideIsTheUnionOfEachAlone() throws {
        let repository = try Self.copy("Monorepo", gitRoot: true)
        var alone: [String: String] = [:]
        for app in ["Shop", "Notes"] {
            alone[app] = try Self.lint([app], in: repository)
            let standalone = try Self.copy("Monorepo/\(app)", gitRoot: false).deletingLastPathComponent()
            #expect(try Self.lint([app], in: standalone) == alone[app], "\(app): standalone and in the monorepo differ")
        }
        #expect(!alone["Shop"]!.isEmpty)
        let both = try Self.lint(["Shop", "Notes"], in: repository)
        #expect(Self.lines(both) == Self.lines(alone["Shop"]! + alone["Notes"]!))
        let whole = try Self.lint(["."], in: repository)
        let samples = try Self.lint(["Samples"], in: repository)
        #expect(Self.lines(whole) == Self.lines(alone["Shop"]! + alone["Notes"]! + samples))
    }

    /// Classic's Info.plist names MainMenu, an Interface Builder 3 `.nib` bundle: it exists, so no
    /// initial-view-controller-missing, with Aardvark beside it (its unit first) or not.
    @Test func aLegacyMainNibExistsBesideOtherApps() throws {
        let folder = try Self.copy("LegacyMainNib", gitRoot: true)
        let classic = try Self.lint(["Classic"], in: folder)
        #expect(classic == (try Self.expected("classic")))
        let aardvark = try Self.lint(["Aardvark"], in: folder)
        #expect(try Self.lint(["."], in: folder) == classic + aardvark)
        #expect(!(try Self.lint(["."], in: folder)).contains("initial-view-controller-missing"))
    }
}
