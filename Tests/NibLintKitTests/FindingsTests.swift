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
            niblint: 1 error, 0 warnings in 1 nib file and 3 source files; 0 connections checked, 1 unverified

            """)
        // Read as UTF-16, the same header declares the class: nothing to report.
        try #require(header.data(using: .utf16)).write(to: project.root.appendingPathComponent("ProfileController.h"))
        let utf16 = try project.run(["."])
        #expect(utf16.status == 0)
        #expect(utf16.stdout.isEmpty)
        #expect(utf16.stderr == "niblint: 0 errors, 0 warnings in 1 nib file and 3 source files; 1 connection checked, 0 unverified\n")
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
}
