import Foundation
import Testing
@testable import NibLintKit

/// Issue 38 through the command line: `--fix` that distrusts niblint's own failures, sources niblint cannot read.
struct FindingsTests {
    /// A macOS xib whose File's Owner (`owner`) connects `outlets` (property names) to text fields.
    static func ownerXib(_ owner: String, outlets: [String]) -> String {
        let connections = outlets.enumerated().map { "                <outlet property=\"\($0.element)\" destination=\"f\($0.offset)\" id=\"c\($0.offset)\"/>" }
        let fields = outlets.indices.map { "<textField id=\"f\($0)\"/>" }.joined()
        return ExampleFiles.macOSXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="\(owner)">
                    <connections>
        \(connections.joined(separator: "\n"))
                    </connections>
                </customObject>
                <customView id="v1"><subviews>\(fields)</subviews></customView>
        """) + "\n"
    }

    static let loader = "@implementation Loader\n- (void)load { [[NSNib alloc] initWithNibNamed:@\"Prefs\" bundle:nil]; }\n@end\n"

    /// The header of a class whose outlets the scanner did not see: 0 of the nib's 10 outlets match, and `--fix` removes none.
    @Test func fixLeavesAClassMatchingNoneOfItsOutletsForAPerson() throws {
        let outlets = (0..<10).map { "field\($0)" }
        let project = try ScratchProject([
            "Prefs.xib": Self.ownerXib("PrefsController", outlets: outlets),
            "PrefsController.h": "#import <Cocoa/Cocoa.h>\n\n@interface PrefsController : NSWindowController\n@end\n",
            "Loader.m": Self.loader,
        ])
        defer { project.remove() }
        let run = try project.run(["--fix", "--dry-run", "--quiet", "."])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.first.map(String.init) == "Prefs.xib:6:17: left for a person: outlet 'field0' of PrefsController is not edited: PrefsController matches 0 of the 10 outlets "
            + "this nib connects to it, a sign niblint did not read 'PrefsController.h' fully; check the class before editing the nib in Interface Builder")
        #expect(try project.read("Prefs.xib") == Self.ownerXib("PrefsController", outlets: outlets))
    }

    /// One stale outlet beside a matched one is still removed (the class was read).
    @Test func fixStillRemovesAStaleOutletOfAClassThatMatches() throws {
        let project = try ScratchProject([
            "Prefs.xib": Self.ownerXib("PrefsController", outlets: ["nameField", "zqxw"]),
            "PrefsController.h": "#import <Cocoa/Cocoa.h>\n\n@interface PrefsController : NSWindowController\n@property (weak) IBOutlet NSTextField *nameField;\n@end\n",
            "Loader.m": Self.loader,
        ])
        defer { project.remove() }
        let run = try project.run(["--fix", "--dry-run", "--quiet", "."])
        #expect(run.stdout.contains("-                <outlet property=\"zqxw\" destination=\"f1\" id=\"c1\"/>\n"))
        #expect(!run.stderr.contains("left for a person"))
    }

    /// A legacy nib bundle (Interface Builder 3) that describes the class may declare the member: no edit.
    @Test func fixLeavesAClassALegacyNibDescribesForAPerson() throws {
        let project = try ScratchProject([
            "Prefs.xib": Self.ownerXib("PrefsController", outlets: ["nameField", "oldField"]),
            "PrefsController.h": "#import <Cocoa/Cocoa.h>\n\n@interface PrefsController : NSWindowController\n@property (weak) IBOutlet NSTextField *nameField;\n@end\n",
            "Loader.m": Self.loader,
            "Old.nib/classes.nib": "{IBClasses = ({CLASS = PrefsController; LANGUAGE = ObjC; OUTLETS = {oldField = id; }; SUPERCLASS = NSWindowController; }); IBVersion = 1; }\n",
            "Old.nib/info.nib": "<plist version=\"1.0\"><dict/></plist>\n",
        ])
        defer { project.remove() }
        let run = try project.run(["--fix", "--dry-run", "--quiet", "."])
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Prefs.xib:7:17: left for a person: outlet 'oldField' of PrefsController is not edited: 'Old.nib', a legacy nib bundle niblint cannot read, "
            + "describes PrefsController and may declare 'oldField'; check it in Interface Builder\n")
    }

    /// A source niblint cannot decode (UTF-32) makes the class it declares unknown, not missing: no unknown-owner-class
    /// with a did-you-mean, the connection unverified naming the file, and `--fix` edits nothing of the unit.
    @Test func anUndecodableSourceMakesItsClassesUnknownNotMissing() throws {
        let header = "#import <Cocoa/Cocoa.h>\n\n@interface ProfileController : NSWindowController\n@property (weak) IBOutlet NSTextField *nameField;\n@end\n"
        let project = try ScratchProject([
            "Prefs.xib": Self.ownerXib("ProfileController", outlets: ["nameField"]),
            "ProfileControler.m": "@interface ProfileControler : NSObject\n@end\n",
            "Loader.m": Self.loader,
        ])
        defer { project.remove() }
        try #require(header.data(using: .utf32)).write(to: project.root.appendingPathComponent("ProfileController.h"))
        let run = try project.run(["--show-unverified", "."])
        #expect(run.stdout == "ProfileController.h:1:1: error: 'ProfileController.h' is not text niblint can decode (it holds zero bytes, as UTF-32 or a binary file does); "
            + "the classes it may declare are not checked [parse-error]\n")
        #expect(run.stderr == """
            niblint: 1 unverified, class perhaps in a source niblint could not read:
            Prefs.xib:6:17: note: unverified: class 'ProfileController' is not in the scanned sources; 'ProfileController.h' could not be read and may declare it
                what to do: save the named source as UTF-8 (or UTF-16) text (or, when it is encrypted, unlock it) so that niblint can read the classes it declares
            niblint: 1 error, 0 warnings in 1 nib file and 3 source files; 0 connections checked, 1 unverified

            """)
        // Read as UTF-16, the same header declares the class: nothing to report.
        try #require(header.data(using: .utf16)).write(to: project.root.appendingPathComponent("ProfileController.h"))
        let utf16 = try project.run(["."])
        #expect(utf16.status == 0)
        #expect(utf16.stdout.isEmpty)
        #expect(utf16.stderr == "niblint: 0 errors, 0 warnings in 1 nib file and 3 source files; 1 connection checked, 0 unverified\n")
    }

    /// A source encrypted by git-crypt (a checkout not unlocked: the file starts with `\0GITCRYPT\0`) is no defect of the
    /// app: no parse-error, one unverified entry saying it was not read, and the class it may declare is unknown, not missing.
    @Test func aGitCryptEncryptedSourceIsListedNotReported() throws {
        let project = try ScratchProject([
            "Prefs.xib": Self.ownerXib("VaultController", outlets: ["tokenField"]),
            "Loader.m": Self.loader,
            ".gitattributes": "Vault/*.m filter=git-crypt diff=git-crypt\n",
        ])
        defer { project.remove() }
        let folder = project.root.appendingPathComponent("Vault")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Array("\0GITCRYPT\0".utf8) + [0x8f, 0x00, 0x13, 0xfe, 0x41, 0x00, 0x07]).write(to: folder.appendingPathComponent("VaultController.m"))
        let run = try project.run(["--show-unverified", "."])
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            niblint: 1 unverified, class perhaps in a source niblint could not read:
            Prefs.xib:6:17: note: unverified: class 'VaultController' is not in the scanned sources; 'Vault/VaultController.m' could not be read and may declare it
                what to do: save the named source as UTF-8 (or UTF-16) text (or, when it is encrypted, unlock it) so that niblint can read the classes it declares
            niblint: 1 unverified, source encrypted (git-crypt), not read:
            Vault/VaultController.m:1:1: note: unverified: 'VaultController.m' is encrypted by git-crypt (a locked checkout) and was not read; the classes it may declare are unknown, not missing
                what to do: unlock the checkout (git-crypt unlock) and lint again to have the classes it declares checked; nothing to fix in the app
            niblint: 0 errors, 0 warnings in 1 nib file and 2 source files; 0 connections checked, 2 unverified

            """)
    }

    /// With a source niblint cannot read, a stale outlet of another class is not removed: the file may declare it.
    @Test func fixEditsNothingWhileASourceIsUnreadable() throws {
        let project = try ScratchProject([
            "Prefs.xib": Self.ownerXib("PrefsController", outlets: ["nameField", "oldField"]),
            "PrefsController.h": "#import <Cocoa/Cocoa.h>\n\n@interface PrefsController : NSWindowController\n@property (weak) IBOutlet NSTextField *nameField;\n@end\n",
            "Loader.m": Self.loader,
        ])
        defer { project.remove() }
        try #require("@interface PrefsController (More)\n@end\n".data(using: .utf32)).write(to: project.root.appendingPathComponent("PrefsController+More.h"))
        let run = try project.run(["--fix", "--dry-run", "--quiet", "."])
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Prefs.xib:7:17: left for a person: outlet 'oldField' of PrefsController is not edited: niblint could not read 'PrefsController+More.h', "
            + "which may declare 'oldField' of PrefsController; fix the file's reading, or check it in Interface Builder\n")
    }

    /// A project that builds `built` (paths) as resources of one macOS app target.
    static func project(building built: [String]) -> String {
        let references = built.enumerated().map { "\t\tF\($0.offset) = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
        let buildFiles = built.indices.map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = F\($0); };" }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(references.joined(separator: "\n"))
            \t\tG0 = {isa = PBXGroup; children = (\(built.indices.map { "F\($0)" }.joined(separator: ", "))); sourceTree = "<group>"; };
            \(buildFiles.joined(separator: "\n"))
            \t\tP1 = {isa = PBXResourcesBuildPhase; files = (\(built.indices.map { "B\($0)" }.joined(separator: ", "))); };
            \t\tC1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = macosx;}; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tT1 = {isa = PBXNativeTarget; name = "App"; buildPhases = (P1); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
            \t\tR0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            \t};
            \trootObject = R0;
            }

            """
    }

    static let prefsHeader = "#import <Cocoa/Cocoa.h>\n\n@interface PrefsController : NSWindowController\n@property (weak) IBOutlet NSTextField *nameField;\n@end\n"

    /// The same broken outlet in three localized copies of a nib (no Base internationalization): one finding at the first
    /// copy with the others as notes (SARIF related locations), counted once; a baseline still records and matches each copy.
    @Test func aProblemInLocalizedCopiesIsReportedOnce() throws {
        let xib = Self.ownerXib("PrefsController", outlets: ["nameField", "zqxw"])
        let project = try ScratchProject([
            "de.lproj/Prefs.xib": xib, "fr.lproj/Prefs.xib": xib, "ja.lproj/Prefs.xib": xib,
            "PrefsController.h": Self.prefsHeader, "Loader.m": Self.loader,
        ])
        defer { project.remove() }
        let run = try project.run(["."])
        #expect(run.status == 1)
        #expect(run.stdout == """
            de.lproj/Prefs.xib:7:17: error: outlet 'zqxw' of File's Owner (PrefsController) has no matching property in PrefsController or its superclasses [outlet-not-found]
            PrefsController.h:3:12: note: class 'PrefsController' is declared here
            fr.lproj/Prefs.xib:7:17: note: the same in the localized copy in fr.lproj
            ja.lproj/Prefs.xib:7:17: note: the same in the localized copy in ja.lproj
            de.lproj/Prefs.xib:7:17: note: fix: rename the property back or reconnect the outlet in Interface Builder
            de.lproj/Prefs.xib:7:17: note: at run time: AppKit logs "Failed to connect (zqxw) outlet from (PrefsController) to (NSTextField): missing setter or instance variable" and leaves the outlet nil (an implicitly unwrapped outlet crashes on first use)

            """)
        #expect(run.stderr == "niblint: 1 error, 0 warnings in 3 nib files and 2 source files; 6 connections checked, 0 unverified\n")
        let sarif = try project.run(["--reporter", "sarif", "."])
        #expect(sarif.stdout.contains("\"uri\": \"fr.lproj/Prefs.xib\"") && sarif.stdout.contains("\"uri\": \"ja.lproj/Prefs.xib\""))
        // The baseline records every copy; with the first copy's entry only, the others are reported (once).
        #expect(try project.run(["--quiet", "--write-baseline", "all.json", "."]).status == 0)
        let all = try project.read("all.json")
        #expect(["de", "fr", "ja"].allSatisfy { all.contains("\"\($0).lproj/Prefs.xib\"") })
        #expect(try project.run(["--quiet", "--baseline", "all.json", "."]).status == 0)
        let partial = try project.run(["--baseline", "all.json", "--write-baseline", "unused.json", "--quiet", "de.lproj", "PrefsController.h", "Loader.m"])
        #expect(partial.status == 0)
        let deOnly = try project.read("unused.json")
        try project.write("de.json", deOnly)
        let rest = try project.run(["--baseline", "de.json", "."])
        #expect(rest.stdout.hasPrefix("fr.lproj/Prefs.xib:7:17: error: outlet 'zqxw'"))
        #expect(rest.stdout.contains("ja.lproj/Prefs.xib:7:17: note: the same in the localized copy in ja.lproj\n"))
        #expect(!rest.stdout.contains("de.lproj"))
        // --fix edits every copy.
        let dry = try project.run(["--fix", "--dry-run", "--quiet", "."])
        #expect(["de", "fr", "ja"].allSatisfy { dry.stdout.contains("--- a/\($0).lproj/Prefs.xib\n") })
    }

    /// Legacy nib bundles: one unsupported-file finding with the count, the list in --show-unverified; a bundle no
    /// target builds is skipped as a xib is; a bundle's message names the files it holds; a loose designable.nib is not "compiled".
    @Test func legacyNibBundlesAreOneFindingAndUnbuiltOnesAreSkipped() throws {
        let designable = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">\n</archive>\n"
        let project = try ScratchProject([
            "App.xcodeproj/project.pbxproj": Self.project(building: ["en.lproj/One.nib", "en.lproj/Two.nib", "fr.lproj/One.nib", "Prefs.xib", "Loader.m"]),
            "en.lproj/One.nib/designable.nib": designable, "en.lproj/One.nib/keyedobjects.nib": "bplist00",
            "en.lproj/Two.nib/classes.nib": "{}", "en.lproj/Two.nib/info.nib": "<plist/>", "en.lproj/Two.nib/keyedobjects.nib": "bplist00",
            "fr.lproj/One.nib/designable.nib": designable, "fr.lproj/One.nib/keyedobjects.nib": "bplist00",
            "Old.nib/classes.nib": "{}", "Old.nib/info.nib": "<plist/>",
            "Prefs.xib": Self.ownerXib("PrefsController", outlets: ["nameField"]),
            "PrefsController.h": Self.prefsHeader, "Loader.m": Self.loader,
        ])
        defer { project.remove() }
        let run = try project.run(["--show-unverified", "."])
        #expect(run.stdout == """
            en.lproj/One.nib:1:1: warning: 'One.nib' and 2 other Interface Builder files are in formats niblint cannot check (3 Interface Builder 2 or 3 nibs); their connections go unchecked [unsupported-file]
            en.lproj/One.nib:1:1: note: fix: open each in a current Xcode and save or convert it to a .xib (lint the .xib a compiled nib was built from); `--show-unverified` lists them

            """)
        #expect(run.stderr == """
            niblint: 3 not checked, Interface Builder files in formats niblint cannot check:
            en.lproj/One.nib:1:1: note: not checked: 'One.nib' is an editable nib bundle from Interface Builder 2 or 3 (designable.nib, keyedobjects.nib), a format niblint cannot check; its connections go unchecked until it is converted to a .xib
            en.lproj/Two.nib:1:1: note: not checked: 'Two.nib' is an editable nib bundle from Interface Builder 2 or 3 (classes.nib, info.nib, keyedobjects.nib), a format niblint cannot check; its connections go unchecked until it is converted to a .xib
            fr.lproj/One.nib:1:1: note: not checked: 'One.nib' is an editable nib bundle from Interface Builder 2 or 3 (designable.nib, keyedobjects.nib), a format niblint cannot check; its connections go unchecked until it is converted to a .xib
            niblint: 1 skipped, in no Xcode target:
            Old.nib:1:1: note: skipped: \(ProjectModel.SkipReason.inNoTarget.note(fileName: "Old.nib"))
            niblint: 0 errors, 1 warning in 1 nib file and 2 source files; 1 connection checked, 0 unverified; 1 nib file skipped

            """)
        // One bundle and a loose designable.nib beside it, in no project: each its own finding, the loose file not called compiled.
        let loose = try ScratchProject([
            "en.lproj/designable.nib": designable,
            "Prefs.xib": Self.ownerXib("PrefsController", outlets: ["nameField"]),
            "PrefsController.h": Self.prefsHeader, "Loader.m": Self.loader,
        ])
        defer { loose.remove() }
        let looseRun = try loose.run(["."])
        #expect(looseRun.stdout == "en.lproj/designable.nib:1:1: warning: 'designable.nib' is an editable nib file from Interface Builder 2 or 3 outside its .nib bundle, "
            + "a format niblint cannot check; its connections go unchecked until it is converted to a .xib [unsupported-file]\n")
    }

    /// `--show-unverified`: the uses one class leaves unverified are one line with the count and the other places, and
    /// each cause says what to do; the files of an Xcode localization export are one line that says nothing needs fixing.
    @Test func showUnverifiedGroupsByCauseAndSaysWhatToDo() throws {
        let project = try ScratchProject([
            "Podfile": "pod 'Tabs'\n",
            "Window.xib": ExampleFiles.macOSXib("""
                    <customObject id="-2" userLabel="File's Owner" customClass="WindowController">
                        <connections>
                            <outlet property="tabs" destination="t1" id="c1"/>
                        </connections>
                    </customObject>
                    <customView id="t1" customClass="TabBarView">
                        <connections>
                            <outlet property="delegate" destination="-2" id="c2"/>
                            <outlet property="partner" destination="-2" id="c3"/>
                            <outlet property="dataSource" destination="-2" id="c4"/>
                        </connections>
                    </customView>
            """) + "\n",
            "WindowController.h": "#import <Cocoa/Cocoa.h>\n@interface WindowController : NSWindowController\n@property (weak) IBOutlet NSView *tabs;\n@end\n",
            "Loader.m": "@implementation Loader\n- (void)load { [[NSNib alloc] initWithNibNamed:@\"Window\" bundle:nil]; }\n@end\n",
            "App.xcodeproj/project.pbxproj": Self.project(building: ["Window.xib", "Loader.m"]),
            "Translations/fr.xcloc/Source Contents/One.xib": Self.ownerXib("WindowController", outlets: ["tabs"]),
            "Translations/fr.xcloc/Source Contents/Two.xib": Self.ownerXib("WindowController", outlets: ["tabs"]),
        ])
        defer { project.remove() }
        let run = try project.run(["--show-unverified", "."])
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            niblint: 3 unverified, from code outside the tree:
            Window.xib:11:17: note: unverified (3 uses): class 'TabBarView' is not in the scanned sources or the framework catalog
                also at :12:17, :13:17
                what to do: a class from a dependency or a module niblint does not scan: declare it under "externalClasses" in lint-rules.json (name, superclass, outlets, actions) to have its connections checked
            niblint: 2 skipped, in no Xcode target:
            Translations/fr.xcloc:1:1: note: skipped: 2 Interface Builder files in an Xcode localization export (.xcloc), translators' copies that no target builds; nothing to fix (add the folder to "exclude" in lint-rules.json to leave it out of this list)
            niblint: 0 errors, 0 warnings in 1 nib file and 2 source files; 1 connection checked, 3 unverified; 2 nib files skipped

            """)
    }
}
