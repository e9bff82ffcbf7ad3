import Testing
@testable import NibLintKit

struct TargetMembershipTests {
    static let project = """
    /* Begin PBXFileReference section */
    A1 /* Main.storyboard */ = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    A2 /* My View.xib */ = {isa = PBXFileReference; path = "Views/My View.xib"; sourceTree = "<group>"; };
    /* End PBXFileReference section */
    """

    func membership(_ projects: [String: String], packages: [String] = []) -> TargetMembership {
        TargetMembership(projectFiles: Array(projects.keys).sorted(), packageManifests: packages, read: { projects[$0] })
    }

    /// The names `Package.swift` manifests and nib names are recognised by, as `split(separator: "/").last` gives them.
    @Test(arguments: [("App/Views/Card.xib", "Card.xib", "Card"), ("Package.swift", "Package.swift", "Package"),
                      ("/x/Base.lproj/", "Base.lproj", "Base"), ("a//b", "b", "b"), ("/", "/", "/"), ("", "", ""),
                      ("./.hidden", ".hidden", ""), ("My View.v2.xib", "My View.v2.xib", "My View.v2")])
    func fileAndNibNames(path: String, fileName: String, nibName: String) {
        let file = InputFile(path: path, kind: .xib)
        #expect(file.fileName == fileName)
        #expect(file.nibName == nibName)
    }

    @Test func nibsTheProjectNamesAreBuilt() {
        let m = membership(["App/App.xcodeproj/project.pbxproj": Self.project])
        #expect(m.isBuilt("App/Base.lproj/Main.storyboard"))
        #expect(m.isBuilt("App/Views/My View.xib"))
        #expect(!m.isBuilt("App/Old/Legacy.storyboard"))
    }

    @Test func filesOutsideProjectsOrInsidePackagesAreAlwaysBuilt() {
        let m = membership(["App/App.xcodeproj/project.pbxproj": Self.project], packages: ["App/Packages/UI/Package.swift"])
        #expect(m.isBuilt("Other/Stray.xib"))
        #expect(m.isBuilt("App/Packages/UI/Sources/UI/Card.xib"))
    }

    @Test func synchronizedFoldersMeanEverythingIsBuilt() {
        let m = membership(["App/App.xcodeproj/project.pbxproj": Self.project + "\nB1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; };"])
        #expect(m.isBuilt("App/Old/Legacy.storyboard"))
    }

    @Test func unbuiltNibsAreSkippedByTheLinter() {
        let result = lint([
            ("App/App.xcodeproj/project.pbxproj", "A1 /* Used.xib */ = {isa = PBXFileReference; path = Used.xib; };"),
            ("App/Used.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"Missing\" customModuleProvider=\"target\"/>")),
            ("App/Leftover.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"AlsoMissing\" customModuleProvider=\"target\"/>")),
        ])
        #expect(result.diagnostics.map(\.location.file) == ["App/Used.xib"])
        #expect(result.notBuiltNibFiles == ["App/Leftover.xib"])
        #expect(result.nibFileCount == 1)
    }
}
