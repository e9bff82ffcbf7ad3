import Testing
@testable import NibLintKit

/// The index walks the nib classes' chains on several threads when there are many; what it answers must
/// not depend on how many walked them.
struct ProjectIndexTests {
    @Test func chainsAreTheSameWalkedByOneOrSeveralWorkers() throws {
        // 700 view classes (enough for the walk to be split), each the subclass of one before it, and 20
        // whose superclass no source declares.
        var swift = "class V0: UIView {\n    @IBOutlet var o0: UILabel!\n}\n"
        for i in 1..<700 { swift += "class V\(i): V\(i / 2) {\n    @IBOutlet var o\(i): UILabel!\n}\n" }
        for i in 0..<20 { swift += "class W\(i): ThirdPartyView {}\n" }
        let objects = (0..<700).map { "<view id=\"v\($0)\" customClass=\"V\($0)\"/>" } + (0..<20).map { "<view id=\"w\($0)\" customClass=\"W\($0)\"/>" }
        let nib = try #require(parsedDocument(ExampleFiles.iOSXib(objects.joined(separator: "\n")), path: "Many.xib"))
        let source = SwiftScanner.scan(bytes: Array(swift.utf8), path: "Views.swift")
        func index(workers: Int) -> ProjectIndex {
            ProjectIndex(sourceTables: SourceTables(sources: [source]), nibs: [nib], workers: workers)
        }
        let one = index(workers: 1)
        let names = (0..<700).map { "V\($0)" } + (0..<20).map { "W\($0)" }
        #expect(one.ancestors(of: "V699", platform: .iOS).prefix(4) == ["V699", "V349", "V174", "V87"])
        #expect(one.hasUnknownAncestor("W3", platform: .iOS))
        for workers in [2, 3] {
            let several = index(workers: workers)
            #expect(several.nibObjectClasses == one.nibObjectClasses)
            for name in names {
                #expect(several.ancestors(of: name, platform: .iOS) == one.ancestors(of: name, platform: .iOS), "\(name), \(workers) workers")
                #expect(several.hasUnknownAncestor(name, platform: .iOS) == one.hasUnknownAncestor(name, platform: .iOS))
                for key in ["o0", "o7", "o699", "absent"] {
                    #expect(String(describing: several.lookupProperty(key, inClass: name, platform: .iOS))
                            == String(describing: one.lookupProperty(key, inClass: name, platform: .iOS)), "\(name).\(key)")
                }
            }
        }
    }
}
