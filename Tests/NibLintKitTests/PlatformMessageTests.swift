import Testing
@testable import NibLintKit

/// Each runtime consequence a message quotes is the one of the nib's own platform (issue 22): UIKit raises
/// `NSUnknownKeyException` for a stale outlet, AppKit logs "Failed to connect" and leaves the outlet nil.
struct PlatformMessageTests {
    static let macOSController = ("Prefs.swift", """
        import AppKit
        class PreferencesWindowController: NSWindowController {
            @IBOutlet var fontField: NSTextField!
            @IBAction func resetDefaults(_ sender: Any?) {}
            @IBInspectable var cornerRadius: CGFloat = 0
        }
        """)

    @Test func macOSOutletSaysWhatAppKitLogs() throws {
        let result = lint([Self.macOSController, ("Prefs.xib", ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target">
                    <connections><outlet property="fontPopUp" destination="f1" id="a1"/></connections>
                </customObject>
                <textField id="f1"/>
        """))], only: ["outlet-not-found"])
        let message = try #require(result.diagnostics.first).message
        #expect(message.contains("AppKit logs \"Failed to connect (fontPopUp) outlet from (PreferencesWindowController) to (NSTextField): missing setter or instance variable\" and leaves the outlet nil"))
        #expect(!message.contains("coding-compliant"))
    }

    @Test func iOSOutletSaysWhatUIKitRaises() throws {
        let result = lint([("VC.swift", "class ViewController: UIViewController {}\n"), ("VC.xib", ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController" customModule="App" customModuleProvider="target">
                    <connections><outlet property="gone" destination="v1" id="a1"/></connections>
                </placeholder>
                <view id="v1"/>
        """))], only: ["outlet-not-found"])
        let message = try #require(result.diagnostics.first).message
        #expect(message.hasSuffix("at run time: \"not key value coding-compliant for the key gone\""))
    }

    @Test func macOSActionIsNotSent() throws {
        let result = lint([Self.macOSController, ("Prefs.xib", ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target"/>
                <button id="b1"><connections><action selector="restoreDefaults:" target="-2" id="a1"/></connections></button>
        """))], only: ["action-not-found"])
        let message = try #require(result.diagnostics.first).message
        #expect(message.contains("AppKit does not send the action"))
        #expect(!message.contains("unrecognized selector"))
    }

    @Test func macOSRuntimeAttributeRaisesUndefinedKey() throws {
        let result = lint([Self.macOSController, ("Prefs.xib", ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target">
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="corner"/></userDefinedRuntimeAttributes>
                </customObject>
        """))], only: ["runtime-attribute-not-found"])
        let message = try #require(result.diagnostics.first).message
        #expect(message.contains("NSObject's setValue(_:forUndefinedKey:) raises NSUndefinedKeyException"))
        #expect(!message.contains("the value is not applied"))
    }
}
