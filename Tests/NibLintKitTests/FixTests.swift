import Foundation
import Testing
@testable import NibLintKit

/// `--fix`: renames to the one obvious new name, removes what has no candidate, leaves everything else
/// byte for byte, and a second run finds nothing to fix.
struct FixTests {
    static let swift = """
    class ProfileViewController: UIViewController {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet weak var avatar: UIImageView!
        @IBAction func refresh(_ sender: Any) {}
    }
    class AmbiguousViewController: UIViewController {
        @IBOutlet weak var firstLabel: UILabel!
        @IBOutlet weak var secondLabel: UILabel!
    }
    """
    static let profileXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="v1" id="o1"/>
                    <outlet property="userNameLabel" destination="l1" id="o2"/>
                    <outlet property="avatar" destination="i1" id="o3"/>
                    <outlet property="deletedOutlet" destination="b1" id="o4"/>
                </connections>
            </placeholder>
            <view id="v1">
                <subviews>
                    <label id="l1"/>
                    <imageView id="i1"/>
                    <button id="b1"><connections><action selector="reload:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
                </subviews>
            </view>
        </objects>
    </document>

    """
    static let ambiguousXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AmbiguousViewController" customModule="App" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="v1" id="o1"/>
                    <outlet property="titleLabel" destination="l1" id="o2"/>
                </connections>
            </placeholder>
            <view id="v1"><subviews><label id="l1"/></subviews></view>
        </objects>
    </document>

    """

    func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(Self.swift.utf8).write(to: root.appendingPathComponent("Controllers.swift"))
        try Data(Self.profileXib.utf8).write(to: root.appendingPathComponent("Profile.xib"))
        try Data(Self.ambiguousXib.utf8).write(to: root.appendingPathComponent("Ambiguous.xib"))
        return root
    }

    func lint(_ root: URL) throws -> LintResult {
        var configuration = Configuration()
        try configuration.enableOnly(["outlet-not-found", "action-not-found"])
        var linter = Linter(configuration: configuration, parallelism: 1)
        linter.plansFixes = true
        return linter.lint(paths: [root.path])
    }

    @Test func renamesRemovesAndLeavesTheRestByteForByte() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try lint(root)
        #expect(first.diagnostics.count == 4)
        #expect(first.fixes.map(\.change) == [
            .rename(attribute: "property", from: "userNameLabel", to: "nameLabel"),
            .remove,
            .rename(attribute: "selector", from: "reload:", to: "refresh:"),
        ])
        // Two outlets fit 'titleLabel': left for a person, with the reason.
        let ambiguousPath = root.appendingPathComponent("Ambiguous.xib").path
        let declined = [DeclinedFix(file: ambiguousPath, line: 7, column: 17,
                                    reason: "outlet 'titleLabel' of AmbiguousViewController has 2 candidates, 'firstLabel' and 'secondLabel' (unconnected outlets that fit); reconnect it in Interface Builder")]
        #expect(first.declinedFixes == declined)
        let outcomes = FixWriter.apply(first.fixes)
        #expect(outcomes.allSatisfy { $0.failure == nil })

        let expectedProfile = Self.profileXib
            .replacingOccurrences(of: "property=\"userNameLabel\"", with: "property=\"nameLabel\"")
            .replacingOccurrences(of: "                <outlet property=\"deletedOutlet\" destination=\"b1\" id=\"o4\"/>\n", with: "")
            .replacingOccurrences(of: "selector=\"reload:\"", with: "selector=\"refresh:\"")
        let profile = try Data(contentsOf: root.appendingPathComponent("Profile.xib"))
        #expect(profile == Data(expectedProfile.utf8))
        // Two outlets could be the new name of 'titleLabel': nothing is guessed.
        let ambiguous = try Data(contentsOf: root.appendingPathComponent("Ambiguous.xib"))
        #expect(ambiguous == Data(Self.ambiguousXib.utf8))

        let second = try lint(root)
        #expect(second.fixes.isEmpty)
        #expect(second.declinedFixes == declined)
        #expect(second.diagnostics.map(\.location.file) == [root.appendingPathComponent("Ambiguous.xib").path])
    }

    /// The SampleApp's Preferences.xib: 'restoreDefaults:' was renamed 'resetDefaults:', which another button already
    /// sends. The message suggests 'resetDefaults:'; `--fix` used to delete the connection (no unconnected candidate).
    @Test func actionWhoseSuggestionIsConnectedIsLeftNamingIt() throws {
        let result = try NibLintKitTests.lint([
            ("Prefs.swift", "class PreferencesWindowController: NSWindowController {\n    @IBAction func resetDefaults(_ sender: Any?) {}\n}\n"),
            ("Prefs.xib", ExampleFiles.macOSXib("""
                    <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target"/>
                    <button id="b1"><connections><action selector="resetDefaults:" target="-2" id="a1"/></connections></button>
                    <button id="b2"><connections><action selector="restoreDefaults:" target="-2" id="a2"/></connections></button>
            """)),
        ], only: ["action-not-found"], plansFixes: true)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("(did you mean 'resetDefaults:'?)"))
        #expect(diagnostic.fix == Fix.declined(DeclinedFix(file: "Prefs.xib", line: 6, column: 38,
            reason: "action 'restoreDefaults:' to PreferencesWindowController may have been renamed to 'resetDefaults:' (the diagnostic's did-you-mean), but 'resetDefaults:' is already connected; reconnect or remove it in Interface Builder")))
    }

    /// The rule fixture's PreferencesWindowController.xib: 'resetDefaults:' is unconnected, the one candidate and the
    /// message's suggestion, so the action is renamed to it.
    @Test func actionIsRenamedToTheSuggestionWhenItIsTheOneCandidate() throws {
        let result = try NibLintKitTests.lint([
            ("Prefs.swift", "class PreferencesWindowController: NSWindowController {\n    @IBAction func resetDefaults(_ sender: Any?) {}\n}\n"),
            ("Prefs.xib", ExampleFiles.macOSXib("""
                    <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target"/>
                    <button id="b2"><connections><action selector="restoreDefaults:" target="-2" id="a2"/></connections></button>
            """)),
        ], only: ["action-not-found"], plansFixes: true)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("(did you mean 'resetDefaults:'?)"))
        #expect(diagnostic.fix?.edit?.change == .rename(attribute: "selector", from: "restoreDefaults:", to: "resetDefaults:"))
    }

    /// The message suggests 'playButton' (declared for another kind of view) while 'castButton' and 'pipButton' fit:
    /// the reason names the message's suggestion, not two others; and the connection is not renamed to a name the
    /// message does not suggest.
    @Test func outletWhoseSuggestionDoesNotFitIsLeftNamingIt() throws {
        let files: [(path: String, contents: String)] = [
            ("Player.swift", """
            class PlayerViewController: UIViewController {
                @IBOutlet weak var playButton: UISwitch!
                @IBOutlet weak var castButton: UIButton!
                @IBOutlet weak var pipButton: UIButton!
            }
            """),
            ("Player.xib", ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController" customModule="App" customModuleProvider="target">
                        <connections><outlet property="playButon" destination="b1" id="o1"/></connections>
                    </placeholder>
                    <button id="b1"/>
            """)),
        ]
        let diagnostic = try #require(NibLintKitTests.lint(files, only: ["outlet-not-found"], plansFixes: true).diagnostics.first)
        #expect(diagnostic.message.contains("(did you mean 'playButton'?)"))
        #expect(diagnostic.fix?.declined?.reason == "outlet 'playButon' of PlayerViewController may have been renamed to 'playButton' (the diagnostic's did-you-mean), but 'playButton' is declared as UISwitch!, which UIButton is not; reconnect or remove it in Interface Builder")
        // With one fitting outlet besides the suggestion, still no rename to a name the message does not give.
        let single = files.map { ($0.path, $0.contents.replacingOccurrences(of: "    @IBOutlet weak var pipButton: UIButton!\n", with: "")) }
        let alone = try #require(NibLintKitTests.lint(single, only: ["outlet-not-found"], plansFixes: true).diagnostics.first)
        #expect(alone.message.contains("(did you mean 'playButton'?)"))
        #expect(alone.fix?.declined?.reason.contains("renamed to 'playButton'") == true)
    }

    @Test func editorRefusesPositionsThatAreNotConnections() {
        let bytes = Array("<document>\n  <view id=\"v\">text</view>\n</document>\n".utf8)
        let fix = NibFix(file: "x.xib", line: 2, column: 3, change: .remove, summary: "")
        #expect(throws: NibEditor.Failure.self) { try NibEditor.apply([fix], to: bytes) }
        let misplaced = NibFix(file: "x.xib", line: 2, column: 4, change: .remove, summary: "")
        #expect(throws: NibEditor.Failure.self) { try NibEditor.apply([misplaced], to: bytes) }
    }

    /// Removing the last connection of an object removes its `<connections>` element too, with its lines.
    @Test func noEmptyConnectionsElementIsLeft() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("class SoloView: UIView {}\n".utf8).write(to: root.appendingPathComponent("SoloView.swift"))
        let xib = root.appendingPathComponent("Solo.xib")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SoloView" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="gone" destination="l1" id="o1"/>
                        <outlet property="alsoGone" destination="l1" id="o2"/>
                    </connections>
                </placeholder>
                <view id="v1">
                    <subviews>
                        <label id="l1"/>
                        <button id="b1"><connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
                    </subviews>
                </view>
            </objects>
        </document>

        """.utf8).write(to: xib)
        let result = try lint(root)
        #expect(result.fixes.map(\.change) == [.remove, .remove, .remove])
        #expect(FixWriter.apply(result.fixes).allSatisfy { $0.failure == nil })
        #expect(try String(contentsOf: xib, encoding: .utf8) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SoloView" customModule="App" customModuleProvider="target">
                </placeholder>
                <view id="v1">
                    <subviews>
                        <label id="l1"/>
                        <button id="b1"></button>
                    </subviews>
                </view>
            </objects>
        </document>

        """)
        #expect(try lint(root).diagnostics.isEmpty)
    }

    @Test func connectionsWithAConnectionLeftStay() throws {
        let text = "<objects>\n    <view id=\"v\">\n        <connections>\n            <outlet property=\"gone\" destination=\"v\" id=\"o\"/>\n            <outlet property=\"kept\" destination=\"v\" id=\"p\"/>\n        </connections>\n    </view>\n</objects>\n"
        let fixed = try NibEditor.apply([NibFix(file: "x.xib", line: 4, column: 13, change: .remove, summary: "")], to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == "<objects>\n    <view id=\"v\">\n        <connections>\n            <outlet property=\"kept\" destination=\"v\" id=\"p\"/>\n        </connections>\n    </view>\n</objects>\n")
        // Emptied in a CRLF file: the element's lines go, the other line endings stay.
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        let both = [NibFix(file: "x.xib", line: 4, column: 13, change: .remove, summary: ""), NibFix(file: "x.xib", line: 5, column: 13, change: .remove, summary: "")]
        #expect(String(decoding: try NibEditor.apply(both, to: Array(crlf.utf8)), as: UTF8.self) == "<objects>\r\n    <view id=\"v\">\r\n    </view>\r\n</objects>\r\n")
    }

    @Test func crlfFilesKeepTheirLineEndings() throws {
        let text = "<document>\r\n    <outlet property=\"gone\" destination=\"v\" id=\"o\"/>\r\n    <outlet property=\"old\" destination=\"v\" id=\"p\"/>\r\n</document>\r\n"
        let fixes = [
            NibFix(file: "x.xib", line: 2, column: 5, change: .remove, summary: ""),
            NibFix(file: "x.xib", line: 3, column: 5, change: .rename(attribute: "property", from: "old", to: "new"), summary: ""),
        ]
        let fixed = try NibEditor.apply(fixes, to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == "<document>\r\n    <outlet property=\"new\" destination=\"v\" id=\"p\"/>\r\n</document>\r\n")
    }
}
