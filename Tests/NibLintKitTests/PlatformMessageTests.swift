import Testing
@testable import NibLintKit

/// Each runtime consequence a diagnostic quotes (its `failure`) is the one of the nib's own platform (issue 22): UIKit raises
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
        let result = try lint([Self.macOSController, ("Prefs.xib", ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target">
                    <connections><outlet property="fontPopUp" destination="f1" id="a1"/></connections>
                </customObject>
                <textField id="f1"/>
        """))], only: ["outlet-not-found"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "outlet 'fontPopUp' of File's Owner (PreferencesWindowController) has no matching property in PreferencesWindowController or its superclasses (did you mean 'fontField'?)")
        #expect(diagnostic.failure == "AppKit logs \"Failed to connect (fontPopUp) outlet from (PreferencesWindowController) to (NSTextField): missing setter or instance variable\" "
            + "and leaves the outlet nil (an implicitly unwrapped outlet crashes on first use)")
    }

    @Test func iOSOutletSaysWhatUIKitRaises() throws {
        let result = try lint([("VC.swift", "class ViewController: UIViewController {}\n"), ("VC.xib", ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController" customModule="App" customModuleProvider="target">
                    <connections><outlet property="gone" destination="v1" id="a1"/></connections>
                </placeholder>
                <view id="v1"/>
        """))], only: ["outlet-not-found"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.failure == "\"not key value coding-compliant for the key gone\"")
        #expect(diagnostic.help == "rename the property back or reconnect the outlet in Interface Builder")
    }

    @Test func macOSActionIsNotSent() throws {
        let result = try lint([Self.macOSController, ("Prefs.xib", ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target"/>
                <button id="b1"><connections><action selector="restoreDefaults:" target="-2" id="a1"/></connections></button>
        """))], only: ["action-not-found"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.failure == "AppKit does not send the action (NSApplication's target(forAction:to:from:) finds no valid target and sendAction(_:to:from:) returns false): the control does nothing")
    }

    @Test func macOSRuntimeAttributeRaisesUndefinedKey() throws {
        let result = try lint([Self.macOSController, ("Prefs.xib", ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target">
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="corner"/></userDefinedRuntimeAttributes>
                </customObject>
        """))], only: ["runtime-attribute-not-found"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "runtime attribute 'corner' of File's Owner (PreferencesWindowController) names no property of PreferencesWindowController")
        #expect(diagnostic.failure == "setValue(_:forKey:) finds no key 'corner' and NSObject's setValue(_:forUndefinedKey:) raises NSUndefinedKeyException (\"not key value coding-compliant for the key corner\")")
    }
}
