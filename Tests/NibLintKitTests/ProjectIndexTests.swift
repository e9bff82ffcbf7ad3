import Testing
@testable import NibLintKit

/// The index builds its tables on several threads when there are many nibs and classes; what it answers
/// must not depend on how many built them.
struct ProjectIndexTests {
    @Test func chainsAreTheSameWalkedByOneOrSeveralWorkers() throws {
        // 700 view classes (enough for the walk to be split), each the subclass of one before it, and 20
        // whose superclass no source declares.
        var swift = "class V0: UIView {\n    @IBOutlet var o0: UILabel!\n}\n"
        for i in 1..<700 { swift += "class V\(i): V\(i / 2) {\n    @IBOutlet var o\(i): UILabel!\n}\n" }
        for i in 0..<20 { swift += "class W\(i): ThirdPartyView {}\n" }
        swift += "class Loader: UIView {\n    func load() {\n        Bundle.main.loadNibNamed(\"Story3\", owner: self, options: nil)\n    }\n}\n"
        let objects = (0..<700).map { "<view id=\"v\($0)\" customClass=\"V\($0)\"/>" } + (0..<20).map { "<view id=\"w\($0)\" customClass=\"W\($0)\"/>" }
        let nib = try #require(parsedDocument(ExampleFiles.iOSXib(objects.joined(separator: "\n")), path: "Many.xib"))
        // Enough nibs for the nib-side tables to be built beside the list of classes.
        let storyboards = try (0..<70).map { i in
            try #require(parsedDocument(ExampleFiles.iOSStoryboard("""
                <scene sceneID="s\(i)">
                    <objects>
                        <viewController storyboardIdentifier="ID\(i)" id="c\(i)" customClass="V\(i)" sceneMemberID="viewController">
                            <connections><segue destination="c\(i)" kind="show" identifier="seg\(i)" id="g\(i)"/></connections>
                        </viewController>
                    </objects>
                </scene>
                """), path: "Story\(i).storyboard"))
        }
        let source = SwiftScanner.scan(bytes: Array(swift.utf8), path: "Views.swift")
        func index(workers: Int) -> ProjectIndex {
            ProjectIndex(sources: UnitSources(sources: [source]), nibs: [nib] + storyboards, workers: workers)
        }
        let one = index(workers: 1)
        let names = (0..<700).map { "V\($0)" } + (0..<20).map { "W\($0)" }
        #expect(one.ancestors(of: "V699", platform: .iOS).prefix(4) == ["V699", "V349", "V174", "V87"])
        #expect(one.hasUnknownAncestor("W3", platform: .iOS))
        #expect(one.storyboardIDs.count == 70 && one.segueIdentifiers.contains("seg69") && one.nibIndicesByName["Story3"] == [4])
        #expect(one.loadSitesByNibName["Story3"]?.count == 1)
        for workers in [2, 3] {
            let several = index(workers: workers)
            #expect(several.nibObjectClasses == one.nibObjectClasses)
            #expect(several.storyboardIDs == one.storyboardIDs && several.segueIdentifiers == one.segueIdentifiers)
            #expect(several.nibIndicesByName == one.nibIndicesByName)
            #expect(several.loadSitesByNibName.mapValues(\.count) == one.loadSitesByNibName.mapValues(\.count))
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

    /// Each nib's objects find their class chains by number (`hierarchy(ofObjectAt:in:)`): the chain must be
    /// the one `className(of:platform:)` names, for custom classes, elements of the catalog, repeated runs of
    /// both, placeholders with and without a class, elements the catalog does not know, and a macOS nib
    /// using the same names; a document the index does not hold is looked up by name.
    @Test func objectsFindTheChainTheirClassNameNames() throws {
        let swift = "class ProfileViewController: UIViewController {}\nclass AvatarView: UIImageView {}\nclass Panel: NSView {}\n"
        let iOS = try #require(parsedDocument(ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <view id="v1">
                    <subviews>
                        <label id="l1"/><label id="l2"/><imageView id="i1" customClass="AvatarView"/><imageView id="i2" customClass="AvatarView"/>
                        <imageView id="i3"/><futureWidget id="f1"/><label id="l3"/><view id="v2" customClass="Panel"/>
                    </subviews>
                    <constraints><constraint id="c1"/><constraint id="c2"/></constraints>
                </view>
                <customObject id="o1" customClass="AvatarView"/>
            """), path: "Profile.xib"))
        let macOS = try #require(parsedDocument(ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="p1" customClass="Panel"/><customView id="p2"/><textField id="t1"/><textField id="t2" customClass="AvatarView"/>
            """), path: "Panel.xib"))
        let index = ProjectIndex(sources: [SwiftScanner.scan(bytes: Array(swift.utf8), path: "App.swift")], nibs: [iOS, macOS])
        var numbered = 0
        for document in index.nibs {
            #expect(document.objectClasses != nil)
            for position in document.objects.indices {
                let expected = index.className(of: document.objects[position], platform: document.platform)
                let chain = index.hierarchy(ofObjectAt: position, in: document)
                #expect(chain?.name == expected, "\(document.path) #\(position) \(document.objects[position].elementName)")
                if let expected {
                    #expect(chain?.chain == index.ancestors(of: expected, platform: document.platform))
                    numbered += 1
                }
            }
        }
        // Every object but First Responder (twice), the unknown `futureWidget` and the macOS File's Owner
        // left as NSObject.
        #expect(numbered == 16)
        #expect(index.hierarchy(ofObjectAt: 0, in: index.nibs[0])?.chain.prefix(2) == ["ProfileViewController", "UIViewController"])
        // A document parsed apart from the index has no numbers of this index: it is looked up by name.
        #expect(iOS.objectClasses == nil)
        #expect(index.hierarchy(ofObjectAt: 0, in: iOS)?.name == "ProfileViewController")
        let other = ProjectIndex(sources: [], nibs: [macOS])
        #expect(index.hierarchy(ofObjectAt: 2, in: other.nibs[0])?.chain == index.ancestors(of: "Panel", platform: .macOS))
    }
}
