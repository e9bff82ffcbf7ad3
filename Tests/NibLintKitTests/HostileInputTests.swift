import Foundation
import Testing
@testable import NibLintKit

/// Inputs written by strangers or half-written by merges: each gives a clear diagnostic at the right
/// place, never a crash, a hang, or a read outside the project.
struct HostileInputTests {
    @Test func billionLaughsIsRejectedWithoutExpansion() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 { text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n" }
        text += "]>\n<document>&lol9;</document>\n"
        let start = ContinuousClock.now
        guard case .failed(_, let message, 2, 1) = parseNib(text) else {
            Issue.record("billion laughs was not rejected at the DOCTYPE")
            return
        }
        #expect(message.contains("document type declarations are not allowed"))
        // Generous bound: the document is rejected at its second line, long before any entity.
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func externalEntitiesAreNeverOpened() {
        for target in ["file:///etc/passwd", "/etc/passwd", "http://127.0.0.1:9/x.dtd"] {
            let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY xxe SYSTEM \"\(target)\">]>\n<document><objects><view id=\"&xxe;\"/></objects></document>"
            guard case .failed(_, let message, 2, 1) = parseNib(text) else {
                Issue.record("external entity \(target) was not rejected")
                continue
            }
            #expect(message.contains("document type declarations are not allowed"))
        }
        // An undeclared entity reference is an error too, not a lookup.
        guard case .failed(_, let message, _, _) = parseNib("<document><view id=\"&xxe;\"/></document>") else {
            Issue.record("undeclared entity accepted")
            return
        }
        #expect(message.contains("unknown or invalid reference '&xxe;'"))
    }

    @Test func hugeSingleLineFileAndHugeAttributeParse() throws {
        let huge = String(repeating: "a", count: 1_000_000)
        var text = "<document><objects><view id=\"v1\" userLabel=\"\(huge)\"/>"
        text += String(repeating: "<view id=\"x\"/>", count: 10_000)
        text += "<view id=\"v2\"><string key=\"text\">" + String(repeating: "text &amp; ", count: 900_000) + "</string></view>"
        text += "</objects></document>"  // about 11 MB, all on one line
        #expect(text.utf8.count > 10_000_000)
        let document = try #require(parsedDocument(text))
        #expect(document.objects.count == 10_002)
        #expect(document.objects[0].userLabel?.count == 1_000_000)
        #expect(document.objects.last?.line == 1)
    }

    @Test func mergeConflictInASwiftFileDoesNotHideNibDiagnostics() {
        let result = lint([
            ("Broken.swift", "class A: UIViewController {\n<<<<<<< HEAD\n    @IBOutlet var a: UIView!\n=======\n    @IBOutlet var b: UIView!\n>>>>>>> branch\n}\n"),
            ("A.xib", ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="A" customModule="App" customModuleProvider="target">
                        <connections>
                            <outlet property="view" destination="v1" id="o1"/>
                            <outlet property="a" destination="v1" id="o2"/>
                            <outlet property="b" destination="v1" id="o3"/>
                            <outlet property="c" destination="v1" id="o4"/>
                        </connections>
                    </placeholder>
                    <view id="v1"/>
            """)),
        ])
        // Both sides of the conflict are read; only the truly missing outlet is reported.
        #expect(result.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(result.diagnostics.first?.message.contains("'c'") == true)
    }
}

/// The file system: links, permissions and odd names.
struct FileSystemTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-fs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ contents: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    static let brokenXib = ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"Missing\" customModuleProvider=\"target\"/>")

    @Test func symbolicLinkLoopsAndLinksOutOfTheTreeAreNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        let project = root.appendingPathComponent("project")
        try write("outside/Secret.xib", Self.brokenXib)
        try write("project/App/Main.xib", Self.brokenXib)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("App/loop").path, withDestinationPath: project.path)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("App/Out.xib").path, withDestinationPath: outside.appendingPathComponent("Secret.xib").path)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("escape").path, withDestinationPath: outside.path)
        let result = Linter(parallelism: 1).lint(paths: [project.path])
        #expect(result.diagnostics.map(\.location.file) == [project.appendingPathComponent("App/Main.xib").path])
        #expect(result.nibFileCount == 1)
    }

    @Test func namesWithSpacesQuotesAndNonASCII() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let names = ["My View.xib", "Quote\"s.xib", "Ünïcødé 🎉.xib", "semi;colon,comma.xib"]
        for name in names { try write("App/\(name)", Self.brokenXib) }
        let result = Linter(parallelism: 1).lint(paths: [root.path])
        #expect(Set(result.diagnostics.map { ($0.location.file as NSString).lastPathComponent }) == Set(names))
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "unknown-class" })
    }

    /// A file and a folder that no user can open, root included (a lint in CI runs as root, which permissions do not
    /// stop): their paths are longer than `PATH_MAX`, though the folder that holds them is not, so the folder is listed
    /// and then `open` and `opendir` fail on them (`ENAMETOOLONG`). A folder named like a nib cannot be read as one.
    @Test func unreadableFilesAndFoldersAreReportedOnce() throws {
        let limit = Int(PATH_MAX) - 1  // the longest path, without its terminating zero
        // The folder holding the unreadable entries: a path of `limit - 95` characters.
        var holder = root.path
        while holder.count + 201 <= limit - 96 { holder += "/" + String(repeating: "d", count: 200) }
        holder += "/" + String(repeating: "e", count: limit - 95 - holder.count - 1)
        try #require(holder.count == limit - 95)
        let secret = "Secret" + String(repeating: "s", count: 100) + ".xib", locked = "Locked" + String(repeating: "l", count: 100)
        // Each entry's path is longer than the limit; Fine.xib's is not.
        try #require(holder.count + 1 + secret.utf8.count > limit && holder.count + 1 + locked.utf8.count > limit)
        try FileManager.default.createDirectory(atPath: holder, withIntermediateDirectories: true)
        try Data(Self.brokenXib.utf8).write(to: URL(fileURLWithPath: holder + "/Fine.xib"))
        try write("Folder.xib/Inner.xib", Self.brokenXib)
        // Made relative to the holder's descriptor, which no length limits.
        let holderDescriptor = open(holder, O_RDONLY | O_DIRECTORY)
        try #require(holderDescriptor >= 0)
        defer {
            let lockedDescriptor = openat(holderDescriptor, locked, O_RDONLY | O_DIRECTORY)
            if lockedDescriptor >= 0 { unlinkat(lockedDescriptor, "Inner.xib", 0); close(lockedDescriptor) }
            unlinkat(holderDescriptor, locked, AT_REMOVEDIR)
            unlinkat(holderDescriptor, secret, 0)
            close(holderDescriptor)
            try? FileManager.default.removeItem(at: root)
        }
        func create(_ name: String, in descriptor: Int32) throws {
            let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            try #require(file >= 0)
            let handle = FileHandle(fileDescriptor: file, closeOnDealloc: true)
            try handle.write(contentsOf: Data(Self.brokenXib.utf8))
            try handle.close()
        }
        try create(secret, in: holderDescriptor)
        try #require(mkdirat(holderDescriptor, locked, 0o755) == 0)
        let lockedDescriptor = openat(holderDescriptor, locked, O_RDONLY | O_DIRECTORY)
        try #require(lockedDescriptor >= 0)
        try create("Inner.xib", in: lockedDescriptor)
        close(lockedDescriptor)

        let result = Linter(parallelism: 1).lint(paths: [root.path])
        let found = result.diagnostics.map { "\($0.ruleID) \(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column)" }
        // In report order (by path): each unreadable entry once, and the readable nib beside them still checked.
        #expect(found == ["parse-error Folder.xib:1:1", "unknown-class Fine.xib:4:9", "parse-error \(locked):1:1", "parse-error \(secret):1:1"])
        let byFile = Dictionary(grouping: result.diagnostics) { ($0.location.file as NSString).lastPathComponent }
        #expect(byFile[secret]?.map(\.message).first?.contains("cannot open file for reading: File name too long") == true)
        #expect(byFile[locked]?.map(\.message).first?.contains("cannot read directory: File name too long") == true)
        #expect(byFile["Folder.xib"]?.map(\.message).first?.contains("'Folder.xib' is a directory, not an Interface Builder file") == true)
        #expect(byFile["Inner.xib"] == nil)
    }

    /// Folders are listed on several threads: the files still come out sorted, each once, whatever the thread count.
    @Test func discoveryIsTheSameOnOneOrManyThreads() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in 0..<12 {
            for depth in 0..<(folder % 4) {
                try write("App/F\(folder)/" + String(repeating: "sub/", count: depth) + "V\(depth).xib", Self.brokenXib)
                try write("App/F\(folder)/" + String(repeating: "sub/", count: depth) + "C\(depth).swift", "class C\(folder)x\(depth) {}")
            }
        }
        try write("App/F1.xib", Self.brokenXib)  // sorts before "App/F1/…"
        try write("Podfile", "")
        let paths = [root.path, root.appendingPathComponent("App").path]  // the second root is inside the first
        let single = FileDiscovery(configuration: Configuration(), parallelism: 1).discover(paths: paths)
        final class Found: @unchecked Sendable {
            let lock = NSLock()
            var paths: [String] = []
        }
        let found = Found()
        let (many, processed) = FileDiscovery(configuration: Configuration(), parallelism: 4).discover(paths: paths) { file -> String in
            found.lock.lock(); found.paths.append(file.path); found.lock.unlock()
            return file.path
        }
        let singlePaths = single.files.map(\.path)
        #expect(singlePaths.count == 1 + 2 * (0 + 1 + 2 + 3) * 3)
        #expect(singlePaths == singlePaths.sorted())
        #expect(Set(singlePaths).count == singlePaths.count)
        #expect(many.files.map(\.path) == singlePaths)
        // Every file is handed on as its folder is listed (those under both roots twice), and what was made
        // of it comes back beside it.
        #expect(Set(found.paths) == Set(singlePaths))
        #expect(found.paths.count == singlePaths.count + singlePaths.filter { $0.contains("/App/") }.count)
        #expect(processed == singlePaths)
        #expect(single.hasDependencyManifest && many.hasDependencyManifest)
    }

    /// Sources parsed during discovery are matched to their files by position, after the project file, the nibs no
    /// target builds and the sources no target compiles are set aside: linting the folder gives what linting the same
    /// files from memory gives.
    @Test func sourcesParsedDuringDiscoveryStayWithTheirFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let xib = { (customClass: String) in
            ExampleFiles.iOSXib("""
                    <view id="v1" customClass="\(customClass)" customModule="App" customModuleProvider="target">
                        <connections><outlet property="title" destination="l1" id="o1"/><outlet property="subtitle" destination="l1" id="o2"/></connections>
                        <subviews><label id="l1"/></subviews>
                    </view>
            """)
        }
        let files = [
            ("App/A.swift", "class AView: UIView {\n    @IBOutlet var title: UILabel!\n}\n"),
            ("App/App.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([.init(name: "App", files: ["Used.xib", "A.swift", "B.swift", "M.swift", "Z.swift"])],
                                                                            unbuilt: ["Leftover.xib", "Old.swift"])),
            ("App/B.swift", "class BView: UIView {\n    @IBOutlet var subtitle: UILabel!\n}\n"),
            ("App/Leftover.xib", xib("BView")),
            ("App/M.swift", "class MView: UIView {}\n"),
            ("App/Old.swift", "class OldView: UIView {\n    @IBOutlet var subtitle: UILabel!\n}\n"),
            ("App/Used.xib", xib("AView")),
            ("App/Z.swift", "class ZView: UIView {\n    @IBOutlet var title: UILabel!\n}\n"),
        ]
        for (path, contents) in files { try write(path, contents) }
        let fromDisk = Linter(parallelism: 2).lint(paths: [root.path])
        let inMemory = Linter(parallelism: 2).lint(files: files.map { path, contents in
            InputFile(path: root.appendingPathComponent(path).path, kind: InputFileKind(pathExtension: (path as NSString).pathExtension)!,
                      contents: Array(contents.utf8))
        })
        let render = { (result: LintResult) in result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.message)" } }
        #expect(render(fromDisk) == render(inMemory))
        // Each class declared once, from its own file.
        let declarations = { (result: LintResult) in
            (result.model?.index.sources.declarationsByName ?? [:]).mapValues { $0.map { "\($0.name)@\(($0.location.file as NSString).lastPathComponent)" } }
        }
        #expect(declarations(fromDisk) == declarations(inMemory))
        #expect(declarations(fromDisk) == ["AView": ["AView@A.swift"], "BView": ["BView@B.swift"], "MView": ["MView@M.swift"], "ZView": ["ZView@Z.swift"]])
        // AView (A.swift) lacks `subtitle`, which only BView (B.swift) declares; Leftover.xib is not built, Old.swift not compiled.
        #expect(fromDisk.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(fromDisk.diagnostics.first.map { $0.location.file.hasSuffix("App/Used.xib") && $0.message.contains("'subtitle'") && $0.message.contains("AView") } == true)
        #expect(fromDisk.notBuiltNibFiles == [root.appendingPathComponent("App/Leftover.xib").path])
        #expect(fromDisk.judgedConnectionCount == inMemory.judgedConnectionCount && fromDisk.judgedConnectionCount == 2)
    }

    /// `exclude` globs match paths relative to the root, for files and whole folders alike.
    @Test func excludedPathsAreNotDiscovered() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Pods/Lottie/View.xib", "App/Generated/Cell.xib", "App/Generated/Sub/Deep.xib", "App/Cell.xib", "App/View.swift"] {
            try write(file, Self.brokenXib)
        }
        var configuration = Configuration()
        try configuration.apply(json: Data(#"{"exclude": ["Pods/**", "**/Generated/*.xib"]}"#.utf8), source: "test.json")
        for parallelism in [1, 4] {
            let found = FileDiscovery(configuration: configuration, parallelism: parallelism).discover(paths: [root.path]).files
            #expect(found.map { String($0.path.dropFirst(root.path.count + 1)) } == ["App/Cell.xib", "App/Generated/Sub/Deep.xib", "App/View.swift"])
        }
    }

    @Test func directoriesNamedLikeNibsAndCompiledNibBundles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("Odd.xib/contents.txt", "not a nib")
        try write("Main.nib/keyedobjects.nib", "bplist00")
        let result = Linter(parallelism: 1).lint(paths: [root.path])
        let messages = result.diagnostics.map { "\($0.ruleID) \(($0.location.file as NSString).lastPathComponent)" }
        #expect(messages == ["unsupported-file Main.nib", "parse-error Odd.xib"])
    }

    /// 100,000 nested views (one a line) with two repeated ids: both found, with every rule on, in linear time.
    @Test func deepNestingWithDuplicateIDsIsReported() throws {
        let depth = 100_000
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\">\n<objects>\n"
        for level in 0..<depth {
            // The view of level L is on line L + 4; levels 50,000 and 99,999 repeat the ids of levels 1 and 0.
            let id = level == 50_000 ? "v1" : level == depth - 1 ? "v0" : "v\(level)"
            text += "<view id=\"\(id)\"><subviews>\n"
        }
        text += String(repeating: "</subviews></view>", count: depth) + "\n</objects>\n</document>\n"
        let start = ContinuousClock.now
        let result = lint([("Deep.xib", text)])
        let found = result.diagnostics.filter { $0.ruleID == "duplicate-object-id" }
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["50004:1", "\(depth + 3):1"])
        #expect(found.map { $0.notes.map(\.location.line) } == [[5], [4]])
        #expect(found.first?.message.hasPrefix("id 'v1' of <view> is already used by <view> at line 5; Interface Builder and ibtool refuse the file") == true)
        // Generous bound (a debug build on a shared machine); a quadratic walk of the nesting takes minutes.
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    /// XcodeGen specs written by strangers: deep nesting, unclosed collections, alias chains, include cycles and
    /// globs full of `**` end in a failure at a line or a result, quickly.
    @Test func hostileXcodeGenSpecs() throws {
        let start = ContinuousClock.now
        let deep = (0..<1_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        let flow = "a: " + String(repeating: "[", count: 100_000)
        let items = String(repeating: "- ", count: 2_000) + "x"
        let aliases = "a: &a [1]\n" + (1..<2_000).map { "b\($0): *a" }.joined(separator: "\n")
        let binary = String(decoding: (0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
        for text in [deep, flow, items, aliases, binary, "", "\u{FEFF}", ":", "- - -", "a: |", "\"", "{", "a:\n- b\n -c"] {
            _ = ProjectModel.read(path: "App/project.yml", bytes: Array(text.utf8), readFile: { _ in nil })
        }
        // An include cycle and a spec including itself are read once each.
        let cycle = "include: [project.yml, other.yml]\ntargets:\n  A: {type: application, sources: [\"**/**/**/**/**/**/**/**/**/**/x\"]}\n"
        guard case .project(let project) = ProjectModel.read(path: "App/project.yml", bytes: Array(cycle.utf8), readFile: { _ in Array(cycle.utf8) }) else {
            Issue.record("a spec including itself was not read")
            return
        }
        #expect(project.targets.count == 1)
        let glob = String(repeating: "**/", count: 200) + "x"
        #expect(!PathGlob.matches(Array(repeating: "a", count: 200).joined(separator: "/"), pattern: glob))
        #expect(ContinuousClock.now - start < .seconds(10))
        // A spec that does not parse is a parse error at its line.
        guard case .unreadable(_, let problem?) = ProjectModel.read(path: "App/project.yml", bytes: Array("a:\n  b: 1\n   c: 2\n".utf8)) else {
            Issue.record("a broken spec was read")
            return
        }
        #expect(problem.location.line == 3)
        #expect(problem.location.file == "App/project.yml")
    }
}
