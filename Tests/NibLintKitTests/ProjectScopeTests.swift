import Foundation
import Testing
@testable import NibLintKit

/// Files or a subfolder named on the command line are linted with their project and reported alone, with the
/// findings a whole-project lint gives them (issue 29, point 6).
struct ProjectScopeTests {
    static let profile = ["Fixtures/SampleApp/SampleApp/Views/Profile.xib", "Fixtures/SampleApp/SampleApp/Controllers/ProfileViewController.swift"]

    /// The JSON diagnostics of a run, one line each: rule, file, line, column.
    static func findings(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        return diagnostics.map { "\($0["rule"]!) \($0["file"]!):\($0["line"]!):\($0["column"]!)" }
    }

    @Test func namedFilesGetTheWholeProjectsFindingsForThem() throws {
        let whole = try Self.findings(EndToEndTests().run(["--quiet", "--reporter", "json", "Fixtures/SampleApp"]).stdout)
        let expected = whole.filter { line in Self.profile.contains { line.contains(" \($0):") } }
        #expect(!expected.isEmpty)
        let named = try Self.findings(EndToEndTests().run(["--quiet", "--reporter", "json"] + Self.profile).stdout)
        #expect(named == expected)
        // A subfolder: the same as the project's for the files under it.
        let views = try Self.findings(EndToEndTests().run(["--quiet", "--reporter", "json", "Fixtures/SampleApp/SampleApp/Views"]).stdout)
        #expect(views == whole.filter { $0.contains(" Fixtures/SampleApp/SampleApp/Views/") })
    }

    /// `--report-only FILE DIR`: DIR is a path to lint, FILE the one reported.
    @Test func reportOnlyTakesAFolderAsAPathToLint() throws {
        let run = try EndToEndTests().run(["--quiet", "--reporter", "json", "--report-only", Self.profile[1], "Fixtures/SampleApp"])
        let whole = try EndToEndTests().run(["--quiet", "--reporter", "json", "Fixtures/SampleApp", "--report-only", Self.profile[1]])
        #expect(run.stdout == whole.stdout)
        #expect(!(try Self.findings(run.stdout)).isEmpty)
        guard case .lint(let options) = try Invocation.parse(["--report-only", "a.swift", "Dir"]) else { return }
        let moved = options.movingFoldersToPaths { $0 == "Dir" }
        #expect(moved.paths == ["Dir"] && moved.reportOnlyFiles == ["a.swift"])
    }

    @Test func theProjectIsTheNearestMarkerUpward() {
        let folders: [String: [String]] = [
            "/r": [".git", "Apps", "Lib", "Tools"], "/r/Apps": ["Shop"], "/r/Apps/Shop": ["Shop.xcodeproj", "Views"],
            "/r/Apps/Shop/Shop.xcodeproj": [], "/r/Apps/Shop/Views": ["A.xib"], "/r/Lib": ["Sources"], "/r/Lib/Sources": ["B.swift"],
            "/r/Tools": ["Mail"], "/r/Tools/Mail": ["Mail.xcworkspace", "App"], "/r/Tools/Mail/Mail.xcworkspace": [],
            "/r/Tools/Mail/App": ["App.xcodeproj", "M.xib"], "/r/Tools/Mail/App/App.xcodeproj": [], "/s": ["C.xib"],
        ]
        let files: Set<String> = ["/r/Apps/Shop/Views/A.xib", "/r/Lib/Sources/B.swift", "/r/Tools/Mail/App/M.xib", "/s/C.xib"]
        let fileSystem = ProjectScope.FileSystem(
            isDirectory: { folders[$0] != nil ? true : files.contains($0) ? false : nil },
            read: { _ in nil },
            entries: { folder in (folders[folder] ?? []).map { ($0, folders[folder + "/" + $0] != nil) } })
        // The git work tree's root widens nothing: Lib/Sources, in no project, is linted as it is.
        let scope = ProjectScope.resolve(["Apps/Shop/Views/A.xib", "Lib/Sources", "Apps/Shop/Views"], workingDirectory: "/r", fileSystem: fileSystem)
        #expect(scope.lintPaths == ["Apps/Shop", "Lib/Sources"])
        #expect(scope.reportedPaths == ["/r/Apps/Shop/Views/A.xib", "/r/Lib/Sources", "/r/Apps/Shop/Views"])
        #expect(scope.reports("Lib/Sources/B.swift", workingDirectory: "/r") && !scope.reports("Lib/Other.swift", workingDirectory: "/r"))
        // A file of a workspace's project: the workspace's folder above it builds it.
        #expect(ProjectScope.resolve(["Tools/Mail/App/M.xib"], workingDirectory: "/r", fileSystem: fileSystem).lintPaths == ["Tools/Mail"])
        // A folder holding a project, itself or anywhere beneath (an app, a folder of apps), or a path with no project
        // above it: linted as it is.
        for path in ["Apps/Shop", "Apps", "Tools", "Tools/Mail", "."] {
            #expect(ProjectScope.resolve([path], workingDirectory: "/r", fileSystem: fileSystem) == ProjectScope(lintPaths: [path], reportedPaths: nil), "\(path)")
        }
        #expect(ProjectScope.resolve(["/s/C.xib"], workingDirectory: "/r", fileSystem: fileSystem) == ProjectScope(lintPaths: ["/s/C.xib"], reportedPaths: nil))
    }

    /// A package owns its target folders only: a fixture folder beside them is linted as it is (as
    /// `niblint Fixtures/Rules/outlet-not-found` in this repository), a file under `Sources` with the package.
    @Test func aPackageOwnsItsTargetFoldersOnly() {
        let folders: [String: [String]] = [
            "/p": [".git", "Package.swift", "Sources", "Fixtures"], "/p/Sources": ["Kit"], "/p/Sources/Kit": ["V.xib"],
            "/p/Fixtures": ["Rule"], "/p/Fixtures/Rule": ["R.xib"],
        ]
        let fileSystem = ProjectScope.FileSystem(isDirectory: { folders[$0] != nil ? true : $0.hasSuffix(".xib") ? false : nil },
                                                 read: { _ in nil },
                                                 entries: { folder in (folders[folder] ?? []).map { ($0, folders[folder + "/" + $0] != nil) } })
        #expect(ProjectScope.resolve(["Fixtures/Rule"], workingDirectory: "/p", fileSystem: fileSystem).reportedPaths == nil)
        let file = ProjectScope.resolve(["Sources/Kit/V.xib"], workingDirectory: "/p", fileSystem: fileSystem)
        #expect(file.lintPaths == ["."] && file.reportedPaths == ["/p/Sources/Kit/V.xib"] && file.reportedFiles == ["/p/Sources/Kit/V.xib"])
    }
}
