import Foundation
import Testing
@testable import NibLintKit

/// Every folder of `Fixtures/Projects/` is a small app with its `expected.txt`: the exact xcode-reporter output
/// of `niblint Fixtures/Projects/<name>` run from the package root (with `--show-unverified`'s list appended
/// when the folder has an `expected-unverified.txt`).
struct ProjectFixtureTests {
    static let folder = packageRoot.appendingPathComponent("Fixtures/Projects", isDirectory: true)
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()

    @Test(arguments: names)
    func outputMatchesExpectedFile(name: String) throws {
        let project = Self.folder.appendingPathComponent(name, isDirectory: true)
        let expected = try String(contentsOf: project.appendingPathComponent("expected.txt"), encoding: .utf8)
        let result = Linter(parallelism: 2).lint(paths: [project.path])
        let paths = PathDisplay(workingDirectory: packageRoot.path)
        let output = XcodeReporter().report(result, paths: paths)
        #expect(output == expected, "Fixtures/Projects/\(name): output differs from expected.txt:\n\(output)")
        // What `--show-unverified` lists, one `file:line:column: note: unverified: …` line each.
        let unverifiedFile = project.appendingPathComponent("expected-unverified.txt")
        let listed = result.unverifiedConnections.map { "\(paths.display($0.location.file)):\($0.location.line):\($0.location.column): note: unverified: \($0.message)\n" }.joined()
        if let expectedUnverified = try? String(contentsOf: unverifiedFile, encoding: .utf8) {
            #expect(listed == expectedUnverified, "Fixtures/Projects/\(name): unverified list differs from expected-unverified.txt:\n\(listed)")
        }
    }
}

/// The YAML subset of XcodeGen specs, and the project read from a spec.
struct XcodeGenProjectTests {
    func yaml(_ text: String) throws -> YAMLNode { try YAMLDocument(bytes: Array(text.utf8)).root }

    @Test func blockAndFlowCollectionsScalarsAndComments() throws {
        let root = try yaml("""
            name: App # comment
            list:
            - a
            - "b # not a comment"
            - path: x
              excludes: ['**/T/**', "*.md"]
            map: {a: 1, b: [2, 3]}
            script: |
              echo a: b
              # kept
            base: &base
              K: V
            derived:
              <<: *base
              L: W
            url: https://example.com/a:b
            """)
        #expect(root["name"]?.text == "App")
        #expect(root["list"]?.items.map { $0.text ?? "·" } == ["a", "b # not a comment", "·"])
        #expect(root["list"]?.items[2]["excludes"]?.items.compactMap(\.text) == ["**/T/**", "*.md"])
        #expect(root["map"]?["b"]?.items.compactMap(\.text) == ["2", "3"])
        #expect(root["script"]?.text == "echo a: b\n# kept")
        #expect(root["derived"]?["K"]?.text == "V")
        #expect(root["derived"]?["L"]?.text == "W")
        #expect(root["url"]?.text == "https://example.com/a:b")
        #expect(root["list"]?.items[2].line == 5)
    }

    /// libyaml lets a flow collection close at its key's column (onebusaway-ios's `NSExceptionDomains: {` … `}`).
    @Test func flowCollectionClosedAtItsKeysColumn() throws {
        let root = try yaml("""
            info:
              properties:
                NSExceptionDomains: {
                  "example.org": {
                      NSIncludesSubdomains: true
                  }
                }
                Other: 1
            """)
        #expect(root["info"]?["properties"]?["NSExceptionDomains"]?["example.org"]?["NSIncludesSubdomains"]?.text == "true")
        #expect(root["info"]?["properties"]?["Other"]?.text == "1")
    }

    @Test func failuresNameTheirLine() {
        for (text, line) in [("a:\n  b: 1\n    c: 2\n", 3), ("a: [1, 2\n", 1), ("a: \"open\n", 1), ("a:\n\t- b\n", 2), ("a: *nowhere\n", 1), ("- a\nb: 1\n", 2)] {
            #expect(throws: YAMLDocument.Failure.self, "\(text)") { try yaml(text) }
            do { _ = try yaml(text) } catch let failure as YAMLDocument.Failure { #expect(failure.line == line, "\(text)") } catch {}
        }
    }

    @Test func globsMatchFilesAndFolders() {
        #expect(PathGlob.matches("A/Tests/B.swift", pattern: "**/Tests/**"))
        #expect(PathGlob.matches("Assets/ar.lproj/Main.strings", pattern: "Assets/ar.lproj/**"))
        #expect(PathGlob.matches("Logs/x/y.xib", pattern: "Logs"))
        #expect(PathGlob.matches("README.md", pattern: "*.md"))
        #expect(!PathGlob.matches("Templates/a/b.sh", pattern: "Templates/*.sh"))
        #expect(!PathGlob.matches("Main.xib", pattern: "**/Old/**"))
        #expect(PathGlob.matches("Views/Old/Main.xib", pattern: "**/Old/**"))
    }

    @Test func specTargetsModulesSourcesAndDependencies() throws {
        let files: [String: String] = [
            "App/Kit/target.yml": "targets:\n  Kit:\n    type: framework\n    platform: [iOS, macOS]\n    sources: [.]\n",
            "App/Config/App.xcconfig": "PRODUCT_NAME = Element\n",
        ]
        let spec = """
            include: [Kit/target.yml]
            packages:
              Remote: {url: https://example.com/r, from: 1.0.0}
            targets:
              App:
                type: application
                platform: iOS
                configFiles: {Debug: Config/App.xcconfig}
                sources:
                  - path: Sources
                    excludes: ["**/Tests/**"]
                  - path: Docs
                    type: folder
                dependencies:
                  - carthage: Charts
            """
        let project = try XcodeGenProject.read(bytes: Array(spec.utf8), path: "App/project.yml") { files[$0].map { Array($0.utf8) } }
        #expect(project.targets.map(\.name) == ["Kit_iOS", "Kit_macOS", "App"])
        #expect(project.targets.map(\.moduleName) == ["Kit_iOS", "Kit_macOS", "Element"])
        #expect(project.targets.map(\.sdk) == ["iphoneos", "macosx", "iphoneos"])
        #expect(project.targets[2].isApplication)
        #expect(project.usesRemotePackages)
        let app = project.targets[2].synchronizedFolders
        #expect(app.map(\.path) == ["App/Sources"])
        #expect(app[0].builds("App/Sources/Main.xib") && !app[0].builds("App/Sources/A/Tests/T.xib"))
        #expect(project.targets[0].synchronizedFolders.map(\.path) == ["App/Kit"])
    }

    @Test func aSpecBesideItsGeneratedProjectIsLeftOut() {
        #expect(ProjectModel.withoutGeneratedSpecs(["A/project.yml", "A/A.xcodeproj/project.pbxproj", "B/project.yml"])
                == ["A/A.xcodeproj/project.pbxproj", "B/project.yml"])
    }
}
