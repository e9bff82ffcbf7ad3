import Foundation
import Testing
@testable import NibLintKit

struct XMLWellFormednessTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var messagePart: String
        var testDescription: String { name }
    }

    static let malformed: [Case] = [
        Case(name: "mismatched closing tag", text: "<document>\n  <objects>\n  </object>\n</document>", line: 3, column: 3, messagePart: "does not match <objects> opened at line 2, column 3"),
        Case(name: "unclosed element at end of file", text: "<document>\n<objects>", line: 2, column: 10, messagePart: "element <objects> opened at line 2, column 1 is not closed"),
        Case(name: "merge conflict marker", text: "<document>\n<<<<<<< HEAD\n</document>", line: 2, column: 1, messagePart: "merge conflict"),
        Case(name: "unquoted attribute", text: "<document id=abc/>", line: 1, column: 14, messagePart: "quoted value"),
        Case(name: "duplicate attribute", text: "<document a=\"1\"\n  a=\"2\"/>", line: 2, column: 3, messagePart: "appears twice"),
        Case(name: "unknown entity", text: "<document a=\"&nbsp;\"/>", line: 1, column: 14, messagePart: "unknown or invalid reference '&nbsp;'"),
        Case(name: "bare ampersand", text: "<document>a & b</document>", line: 1, column: 13, messagePart: "'&' must start a reference"),
        Case(name: "doctype with entities", text: "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\">]>\n<document>&lol;</document>", line: 2, column: 1, messagePart: "document type declarations are not allowed"),
        Case(name: "not XML", text: "bplist00\u{1}\u{2}", line: 1, column: 1, messagePart: "not an XML file"),
        Case(name: "empty", text: "", line: 1, column: 1, messagePart: "empty"),
        Case(name: "control character", text: "<document>\u{1}</document>", line: 1, column: 11, messagePart: "invalid character U+01"),
        Case(name: "two roots", text: "<document/>\n<document/>", line: 2, column: 1, messagePart: "extra content after the end of the root element"),
        Case(name: "less-than in attribute", text: "<document a=\"<\"/>", line: 1, column: 14, messagePart: "'<' is not allowed"),
    ]

    @Test(arguments: malformed)
    func malformedInputIsRejectedAtItsPosition(_ testCase: Case) throws {
        guard case .failed(_, let message, let line, let column) = parseNib(testCase.text) else {
            Issue.record("\(testCase.name) was accepted")
            return
        }
        #expect(line == testCase.line && column == testCase.column, "\(testCase.name): \(line):\(column) \(message)")
        #expect(message.contains(testCase.messagePart), "\(testCase.name): \(message)")
    }

    @Test func invalidUTF8IsRejected() {
        var bytes = Array("<document a=\"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"/>".utf8)
        guard case .failed(_, let message, 1, 14) = NibParser.parse(bytes: bytes, path: "x.xib", kind: .xib) else {
            Issue.record("invalid UTF-8 was accepted or reported elsewhere")
            return
        }
        #expect(message.contains("not valid UTF-8"))
    }

    @Test func utf16IsReportedAsSuch() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00]
        guard case .failed(_, let message, 1, 1) = NibParser.parse(bytes: bytes, path: "x.xib", kind: .xib) else {
            Issue.record("UTF-16 was accepted")
            return
        }
        #expect(message.contains("UTF-16"))
    }

    @Test func wellFormedConstructsAreAccepted() {
        let text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<!-- c -->\r\n<document type=\"x\" a='single &amp; &#60; &#x3E; &quot;é&apos;'>\r\n<string key=\"t\"><![CDATA[<not a tag>]]> text &lt;</string><?pi data?>\r\n</document>\r\n<!-- trailing -->\n"
        #expect(parsedDocument(text) != nil)
    }

    @Test func deepNestingDoesNotOverflowTheStack() {
        let depth = 100_000
        let text = "<document>" + String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth) + "</document>"
        #expect(parsedDocument(text) != nil)
    }

    @Test func attributeValuesAreDecoded() throws {
        let document = try #require(parsedDocument("<document><objects><view id=\"a&amp;b\" userLabel=\"&quot;Hi&quot; &#x263A;\"/></objects></document>"))
        #expect(document.objects.first?.id == "a&b")
        #expect(document.objects.first?.userLabel == "\"Hi\" ☺")
    }
}

struct NibModelTests {
    @Test func iOSXibPlaceholdersObjectsAndConnections() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="VC" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="v1" id="c1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <button id="b1">
                            <connections>
                                <action selector="tap:" destination="-1" eventType="touchUpInside" id="c2"/>
                            </connections>
                        </button>
                    </subviews>
                    <unknownFutureElement id="u1" someNewAttribute="x"/>
                </view>
            </objects>
        </document>
        """
        let document = try #require(parsedDocument(text))
        #expect(document.platform == .iOS)
        #expect(document.objects.map(\.elementName) == ["placeholder", "placeholder", "view", "button", "unknownFutureElement"])
        #expect(document.objects.map(\.placeholderRole) == [.filesOwner, .firstResponder, nil, nil, nil])
        #expect(document.objects.map(\.isTopLevel) == [true, true, true, false, false])
        #expect(document.objects[3].parent == 2)
        #expect(document.objects[0].customModuleProvider == "target")
        #expect(document.objects[2].line == 10 && document.objects[2].column == 9)
        #expect(document.connections.count == 2)
        let action = document.connections[1]
        #expect(action.kind == .action && action.source == 3 && action.destinationID == "-1" && action.selector == "tap:" && action.eventType == "touchUpInside")
        #expect(action.line == 14 && action.column == 25)
        #expect(document.topLevelObjects == [2])
    }

    @Test func macOSXibUsesNegativeIDCustomObjectsAndTargets() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PrefsController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <button id="b1"><connections><action selector="reset:" target="-2" id="a1"/></connections></button>
            </objects>
        </document>
        """
        let document = try #require(parsedDocument(text))
        #expect(document.platform == .macOS)
        #expect(document.objects.map(\.placeholderRole) == [.filesOwner, .firstResponder, .application, nil])
        #expect(document.connections.first?.destinationID == "-2")
    }

    @Test func storyboardReferencesAndTheInitialViewControllerAreKept() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController"/>
                        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Detail" id="p1" sceneMemberID="viewController"/>
                        <viewControllerPlaceholder referencedIdentifier="Self" bundleIdentifier="com.example.Kit" id="p2" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try #require(parsedDocument(text, path: "Main.storyboard"))
        #expect(document.initialViewController == "vc1")
        #expect(document.storyboardReferences.map { "\($0.storyboardName ?? "-") \($0.referencedIdentifier ?? "-") \($0.bundleIdentifier ?? "-") \($0.line):\($0.column)" }
                == ["Other Detail - 6:17", "- Self com.example.Kit 7:17"])
        #expect(document.storyboardReferences.map { document.objects[$0.object].id } == ["p1", "p2"])
        let macOS = try #require(parsedDocument("""
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s1"><objects>
        <controllerPlaceholder storyboardName="Preferences" id="c1" sceneMemberID="viewController"/></objects></scene></scenes></document>
        """, path: "Mac.storyboard"))
        #expect(macOS.initialViewController == nil)
        #expect(macOS.storyboardReferences.map(\.storyboardName) == ["Preferences"])
    }

    @Test func storyboardScenesHaveTheirOwnOwnersAndPlaceholders() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="A" sceneMemberID="viewController">
                            <view key="view" id="v1"/>
                            <connections><segue destination="vc2" kind="show" identifier="go" id="g1"/></connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="vc2" sceneMemberID="viewController"/>
                        <viewControllerPlaceholder storyboardName="Other" id="p1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try #require(parsedDocument(text, path: "Main.storyboard"))
        #expect(document.kind == .storyboard)
        #expect(document.scenes.map(\.sceneID) == ["s1", "s2"])
        #expect(document.scenes.map(\.owner) == [0, 4])
        #expect(document.objects.map(\.scene) == [0, 0, 0, 0, 1, 1])
        #expect(document.objects.map(\.placeholderRole) == [nil, nil, .firstResponder, .exit, nil, .storyboardReference])
        #expect(document.objects[1].key == "view")
        let segue = try #require(document.connections.first)
        #expect(segue.kind == .segue && segue.segueKind == "show" && segue.identifier == "go" && segue.destinationID == "vc2")
    }

    /// The rarer attributes live out of line (`NibObject.rare`): each object reads its own, a copy changed
    /// leaves the original alone, and an object with none of them stores none.
    @Test func rareAttributesBelongToTheirObject() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="A" customModule="App" customModuleProvider="target"/>
                <view contentMode="scaleToFill" id="v1">
                    <subviews><label id="l1" storyboardIdentifier="S" key="titleView"/></subviews>
                </view>
            </objects>
        </document>
        """
        let document = try #require(parsedDocument(text))
        let owner = document.objects[0], view = document.objects[1], label = document.objects[2]
        #expect(owner.placeholderIdentifier == "IBFilesOwner" && owner.userLabel == "File's Owner" && owner.customClass == "A")
        #expect(owner.customModule == "App" && owner.customModuleProvider == "target" && owner.key == nil && owner.sceneMemberID == nil)
        #expect(view.key == nil && view.userLabel == nil && view.customModule == nil && view.placeholderIdentifier == nil && view.storyboardIdentifier == nil)
        #expect(label.key == "titleView" && label.storyboardIdentifier == "S" && label.userLabel == nil)
        var changed = label
        changed.key = nil
        changed.userLabel = "Title"
        #expect(changed.key == nil && changed.userLabel == "Title" && changed.storyboardIdentifier == "S")
        #expect(label.key == "titleView" && label.userLabel == nil, "the original keeps its attributes")
        #expect(changed.displayName == "'Title'" && label.displayName == "<label id=\"l1\">")
    }

    @Test func legacyArchiveIsUnsupported() {
        let text = "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"><data><int key=\"x\">1</int></data></archive>"
        guard case .unsupported(_, let reason) = parseNib(text) else {
            Issue.record("archive xib not reported as unsupported")
            return
        }
        #expect(reason.contains("legacy <archive> xib format"))
    }

    @Test func malformedArchiveIsStillAParseError() {
        guard case .failed = parseNib("<archive><data></archive>") else {
            Issue.record("malformed archive was not a parse error")
            return
        }
    }
}

struct UnsupportedInputTests {
    @Test func compiledNibIsAnUnsupportedFileWarning() {
        let files = [InputFile(path: "Build/Main.nib", kind: .compiledNib, contents: Array("bplist00".utf8))]
        let result = lint(files)
        #expect(result.diagnostics.map(\.ruleID) == ["unsupported-file"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.message.contains("compiled nib") == true)
    }

    /// A prebuilt framework's compiled nibs are its vendor's build products: skipped with their reason, not warned about.
    @Test func compiledNibsOfPrebuiltFrameworksAreSkippedWithTheirReason() throws {
        let bytes = Array("bplist00".utf8)
        let files = [InputFile(path: "App/Build/Main.nib", kind: .compiledNib, contents: bytes),
                     InputFile(path: "App/Sparkle.framework/Versions/B/Resources/SUStatus.nib", kind: .compiledNib, contents: bytes)]
        let result = lint(files)
        #expect(result.diagnostics.map { "\($0.location.file) [\($0.ruleID)]" } == ["App/Build/Main.nib [unsupported-file]"])
        #expect(result.notBuiltNibFiles == ["App/Sparkle.framework/Versions/B/Resources/SUStatus.nib"])
        #expect(result.notBuiltReasons == [.insidePrebuiltFramework(framework: "Sparkle.framework")])
        #expect(result.notBuiltReasons.first?.note(fileName: "SUStatus.nib") == "'SUStatus.nib' is a compiled nib of the prebuilt framework "
            + "'Sparkle.framework', built by its vendor from sources that are not in this tree; niblint checks only .xib and .storyboard files, "
            + "and nothing here can change this one")

        // A compiled nib bundle (a folder) inside a framework, found by the walk, likewise.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-framework-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("Vendor/Sparkle.framework/Resources/SUUpdatePermissionPrompt.nib")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(bytes).write(to: bundle.appendingPathComponent("keyedobjects.nib"))
        try Data(bytes).write(to: root.appendingPathComponent("Vendor/Sparkle.framework/Resources/SUStatus.nib"))
        let walked = Linter(configuration: Configuration(), parallelism: 1).lint(paths: [root.path])
        #expect(walked.diagnostics.isEmpty)
        #expect(walked.notBuiltNibFiles.map { String($0.dropFirst(root.path.count)) }.sorted()
            == ["/Vendor/Sparkle.framework/Resources/SUStatus.nib", "/Vendor/Sparkle.framework/Resources/SUUpdatePermissionPrompt.nib"])
    }

    @Test func oneBrokenFileDoesNotHideTheOthers() {
        let result = lint([
            ("A.xib", "<document><objects>"),
            ("B.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"Missing\" customModuleProvider=\"target\"/>")),
        ])
        #expect(result.diagnostics.map(\.ruleID) == ["parse-error", "unknown-class"])
        #expect(result.diagnostics.map(\.location.file) == ["A.xib", "B.xib"])
    }
}

/// `NibObject` and `NibConnection` keep some properties in compact or out-of-line storage; what is set is
/// what is read back.
struct NibModelStorageTests {
    @Test func everyPlaceholderRoleReadsBackAsSet() {
        let roles: [PlaceholderRole?] = [nil, .filesOwner, .firstResponder, .application, .exit, .storyboardReference, .other("IBCustomProxy"), .other("")]
        for role in roles {
            var object = NibObject(elementName: "placeholder", id: "p1", customClass: nil, customModule: nil, customModuleProvider: nil,
                                   userLabel: "Label", placeholderIdentifier: nil, sceneMemberID: nil, key: nil, storyboardIdentifier: nil,
                                   parent: 3, scene: nil, isTopLevel: true, placeholderRole: role, line: 7, column: 9)
            #expect(object.placeholderRole == role)
            #expect(object.userLabel == "Label")
            object.placeholderRole = .other("Changed")
            #expect(object.placeholderRole == .other("Changed"))
            object.placeholderRole = role
            #expect(object.placeholderRole == role)
            #expect(object.userLabel == "Label")
            #expect((object.parent, object.scene, object.line, object.column) == (3, nil, 7, 9))
            object.parent = nil
            object.scene = 0
            #expect((object.parent, object.scene) == (nil, 0))
        }
    }

    @Test func segueAttributesReadBackAsSet() {
        var connection = NibConnection(kind: .segue, id: "s1", source: 4, destinationID: "d1", property: nil, selector: nil, eventType: nil,
                                       segueKind: "show", identifier: "toDetail", unwindAction: nil, destinationCreationSelector: "make:",
                                       reference: nil, line: 12, column: 5)
        #expect(connection.segueKind == "show" && connection.identifier == "toDetail" && connection.destinationCreationSelector == "make:")
        #expect(connection.unwindAction == nil && connection.reference == nil)
        #expect((connection.source, connection.line, connection.column) == (4, 12, 5))
        let copy = connection
        connection.identifier = nil
        connection.unwindAction = "back:"
        #expect(connection.identifier == nil && connection.unwindAction == "back:" && connection.segueKind == "show")
        #expect(copy.identifier == "toDetail" && copy.unwindAction == nil)  // copies share a box, never a change
    }

    /// The parser looks each connection's destination up once; `destinationIndex(of:)` must answer what
    /// `objectIndexByID[destinationID]` answers: for present and absent ids, for a connection whose
    /// destination was changed, for one added after parsing, and after the ids were changed.
    @Test func destinationIndexIsTheObjectWithTheDestinationID() throws {
        var document = try #require(parsedDocument(ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                    <connections>
                        <outlet property="view" destination="v1" id="o1"/>
                        <outlet property="label" destination="l1" id="o2"/>
                        <outlet property="gone" destination="nowhere" id="o3"/>
                    </connections>
                </placeholder>
                <view id="v1"><subviews><label id="l1"/><button id="b1">
                    <connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button></subviews></view>
            """)))
        func agrees(_ note: String) {
            for connection in document.connections {
                #expect(document.destinationIndex(of: connection) == connection.destinationID.flatMap { document.objectIndexByID[$0] },
                        "\(note): \(connection.id ?? "?")")
            }
        }
        agrees("parsed")
        #expect(document.connections.map { document.destinationIndex(of: $0) } == [1, 2, nil, 0])
        document.connections[0].destinationID = "l1"
        document.connections[2].destinationID = "b1"
        document.connections.append(NibConnection(kind: .outlet, id: "o4", source: 0, destinationID: "v1", property: "extra", selector: nil,
                                                  eventType: nil, segueKind: nil, identifier: nil, unwindAction: nil,
                                                  destinationCreationSelector: nil, reference: nil, line: 1, column: 1))
        agrees("edited connections")
        #expect(document.connections.map { document.destinationIndex(of: $0) } == [2, 2, 3, 0, 1])
        document.objectIndexByID["l1"] = 3
        agrees("edited ids")
        #expect(document.destinationIndex(of: document.connections[1]) == 3)
    }
}

/// Cocoa bindings (issue 22): each `<binding>` with its name, key path, connection, and `NSValueTransformerName` option.
struct NibBindingParserTests {
    @Test func bindingsAndTheirTransformerOptionsAreRead() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="LogWindowController"/>
                <textField id="t1">
                    <connections>
                        <binding destination="-2" name="value" keyPath="self.logs" id="b1">
                            <dictionary key="options">
                                <bool key="NSContinuouslyUpdatesValue" value="YES"/>
                                <string key="NSValueTransformerName">Log&amp;LevelTransformer</string>
                            </dictionary>
                        </binding>
                        <outlet property="delegate" destination="-2" id="o1"/>
                        <binding destination="-2" name="enabled" keyPath="values.on" id="b2"/>
                    </connections>
                </textField>
            </objects>
        </document>
        """
        let document = try #require(parsedDocument(text))
        #expect(document.bindings.count == 2)
        let first = try #require(document.bindings.first)
        #expect(first.name == "value" && first.keyPath == "self.logs")
        #expect(first.valueTransformerName == "Log&LevelTransformer")
        #expect(first.valueTransformerLine == 10 && first.valueTransformerColumn == 25)
        let connection = document.connections[first.connection]
        #expect(connection.kind == .binding && connection.id == "b1" && connection.line == 7 && connection.column == 17)
        #expect(document.connections[document.bindings[1].connection].id == "b2")
        #expect(document.bindings[1].valueTransformerName == nil)
        #expect(document.connections.count == 3)
    }
}
