import Foundation
import Testing
@testable import NibLintKit

/// End to end: Objective-C headers and implementations linted with nibs and Swift files.
struct ObjectiveCLintTests {
    private static let header = """
    @interface LoginViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UITextField *userField;
    - (IBAction)signIn:(id)sender;
    @end
    """

    private static let implementation = """
    #import "LoginViewController.h"
    @interface LoginViewController ()
    @property (nonatomic, weak) IBOutlet UIButton *signInButton;
    @end
    @implementation LoginViewController
    - (instancetype)init { return [super initWithNibName:@"Login" bundle:nil]; }
    - (IBAction)signIn:(id)sender {}
    - (IBAction)forgotPassword:(id)sender forEvent:(UIEvent *)event {}
    @end
    """

    private static func xib(_ outlet: String = "userField", _ action: String = "forgotPassword:forEvent:") -> String {
        ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections>
                        <outlet property="view" destination="v1" id="a1"/>
                        ↓<outlet property="\(outlet)" destination="t1" id="a2"/>
                        <outlet property="signInButton" destination="b1" id="a3"/>
                    </connections>
                </placeholder>
                <view id="v1">
                    <subviews>
                        <textField id="t1"/>
                        <button id="b1">
                            <connections>
                                <action selector="signIn:" destination="-1" eventType="touchUpInside" id="a4"/>
                                ↓<action selector="\(action)" destination="-1" eventType="touchUpInside" id="a5"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
        """)
    }

    private static func locations(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\($0.ruleID) \($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    @Test func xibConnectedToAnObjectiveCClassIsClean() {
        let project = MarkedProject([("LoginViewController.h", Self.header), ("LoginViewController.m", Self.implementation), ("Login.xib", Self.xib())])
        let result = lint(project.files)
        #expect(result.diagnostics.isEmpty, "\(Self.locations(result))")
        #expect(result.sourceFileCount == 2)
        #expect(result.unverifiedCount == 0)
    }

    @Test func renamedObjectiveCPropertyIsAnOutletNotFound() {
        let project = MarkedProject([("LoginViewController.h", Self.header), ("LoginViewController.m", Self.implementation),
                                     ("Login.xib", Self.xib("usernameField"))])
        let result = lint(project.files)
        #expect(result.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(result.diagnostics.map(\.location) == [project.markers[0]])
        #expect(result.diagnostics.first?.message.contains("usernameField") == true)
    }

    @Test func renamedObjectiveCActionIsAnActionNotFound() {
        let project = MarkedProject([("LoginViewController.h", Self.header), ("LoginViewController.m", Self.implementation),
                                     ("Login.xib", Self.xib("userField", "forgotPassword:"))])
        let result = lint(project.files)
        #expect(result.diagnostics.map(\.ruleID) == ["action-not-found"])
        #expect(result.diagnostics.map(\.location) == [project.markers[1]])
    }

    @Test func swiftSubclassOfAnObjectiveCBaseFindsTheBaseOutlets() throws {
        let base = """
        NS_SWIFT_NAME(BaseCell)
        @interface FOOBaseCell : UITableViewCell
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        - (IBAction)toggle:(id)sender;
        @end
        """
        let swift = """
        final class ProductCell: FOOBaseCell {
            @IBOutlet weak var priceLabel: UILabel!
        }
        final class RenamedCell: BaseCell {}
        """
        func cellXib(_ className: String, outlet: String) -> String {
            ExampleFiles.iOSXib("""
                    <tableViewCell id="c1" customClass="\(className)" customModule="App" customModuleProvider="target">
                        <subviews>
                            <label id="l1"/>
                            <button id="b1"><connections><action selector="toggle:" destination="c1" eventType="touchUpInside" id="a1"/></connections></button>
                        </subviews>
                        <connections>
                            <outlet property="titleLabel" destination="l1" id="o1"/>
                            ↓<outlet property="\(outlet)" destination="l1" id="o2"/>
                        </connections>
                    </tableViewCell>
            """)
        }
        let clean = MarkedProject([("FOOBaseCell.h", base), ("App/ProductCell.swift", swift),
                                   ("Product.xib", cellXib("ProductCell", outlet: "priceLabel")),
                                   ("Renamed.xib", cellXib("RenamedCell", outlet: "titleLabel"))])
        // Renamed.xib connects titleLabel twice on purpose; only the member rules matter here.
        let cleanResult = try lint(clean.files, only: ["outlet-not-found", "action-not-found", "unknown-class"])
        #expect(cleanResult.diagnostics.isEmpty, "\(Self.locations(cleanResult))")
        #expect(cleanResult.unverifiedCount == 0)

        let broken = MarkedProject([("FOOBaseCell.h", base), ("App/ProductCell.swift", swift),
                                    ("Product.xib", cellXib("ProductCell", outlet: "costLabel"))])
        let brokenResult = lint(broken.files)
        #expect(brokenResult.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(brokenResult.diagnostics.map(\.location) == [broken.markers[0]])
    }

    @Test func objectiveCSubclassOfASwiftBaseFindsTheBaseOutlets() {
        let swift = "@objc(FOOSwiftBase) class SwiftBase: UIViewController {\n    @IBOutlet weak var header: UIView!\n}\n"
        let objc = "@interface FOOChild : FOOSwiftBase\n@property (nonatomic, weak) IBOutlet UIView *footer;\n@end\n"
        func nib(_ outlet: String) -> String {
            ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOChild">
                        <connections>
                            <outlet property="view" destination="v1" id="a1"/>
                            <outlet property="footer" destination="v1" id="a2"/>
                            ↓<outlet property="\(outlet)" destination="v1" id="a3"/>
                        </connections>
                    </placeholder>
                    <view id="v1"/>
            """)
        }
        let clean = lint([("App/SwiftBase.swift", swift), ("FOOChild.h", objc), ("Child.xib", nib("header"))])
        #expect(clean.diagnostics.isEmpty, "\(Self.locations(clean))")
        let broken = MarkedProject([("App/SwiftBase.swift", swift), ("FOOChild.h", objc), ("Child.xib", nib("headerView"))])
        let brokenResult = lint(broken.files)
        #expect(brokenResult.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(brokenResult.diagnostics.map(\.location) == broken.markers)
    }

    @Test func onlyADependencyManifestLeavesObjectiveCClassesUnjudged() throws {
        let files = MarkedProject([("FOOKnown.h", "@interface FOOKnown : UIView\n@end\n"),
                                   ("View.xib", ExampleFiles.iOSXib("<view id=\"v1\" customClass=\"FOOMissing\"/>"))]).files
        var configuration = Configuration()
        try configuration.enableOnly(["unknown-class"])
        let linter = Linter(configuration: configuration, parallelism: 1)
        #expect(linter.lint(files: files).diagnostics.map(\.ruleID) == ["unknown-class"])
        #expect(linter.lint(files: files, hasDependencyManifest: true).diagnostics.isEmpty)
    }

    @Test func objectiveCLoadSitesFeedTheOwnerRule() throws {
        let objc = """
        @implementation FOOHost
        - (void)load { [[NSBundle mainBundle] loadNibNamed:@"Panel" owner:nil options:nil]; }
        @end
        """
        let nib = ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOPanelOwner">
                    <connections><outlet property="panel" destination="v1" id="a1"/></connections>
                </placeholder>
                <view id="v1"/>
        """)
        let owner = "@interface FOOPanelOwner : NSObject\n@property (nonatomic) IBOutlet UIView *panel;\n@end\n"
        let result = try lint([("FOOHost.m", objc), ("FOOPanelOwner.h", owner), ("Panel.xib", nib)], only: ["owner-class-mismatch"])
        #expect(result.diagnostics.map(\.ruleID) == ["owner-class-mismatch"])
        #expect(result.diagnostics.map(\.location) == [NibLintKit.SourceLocation(file: "FOOHost.m", line: 2, column: 39)])
    }

    // MARK: Nibs whose owner at run time is not File's Owner's class, and names no window nib loads

    /// Every finding of a default lint, as `rule severity file:line message`.
    private static func findings(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\($0.ruleID) \($0.severity) \($0.location.file):\($0.location.line) \($0.message)" }
    }

    /// A known File's Owner class that never owns the nib: the connections are judged on its one loader, which has them
    /// all; one defect, one warning (no outlet-not-found or action-not-found on the stale class).
    @Test func staleKnownOwnerIsJudgedOnItsOneLoader() {
        let result = lint([
            ("Windows.h", """
            @interface InvoiceWindowController : NSWindowController
            @property (weak) IBOutlet NSTextField *amountLabel;
            @end
            @interface ReminderWindowController : NSWindowController
            @property (weak) IBOutlet NSTextField *dueLabel;
            - (IBAction)snooze:(id)sender;
            @end
            """),
            ("Ledger.m", """
            @implementation Ledger
            - (void)remind { [[[ReminderWindowController alloc] initWithWindowNibName:@"Reminder"] showWindow:nil]; }
            - (void)bill { [[[InvoiceWindowController alloc] initWithWindowNibName:@"Invoice"] showWindow:nil]; }
            @end
            """),
            ("Invoice.xib", ExampleFiles.macOSXib("""
                    <customObject id="-2" userLabel="File's Owner" customClass="InvoiceWindowController">
                        <connections>
                            <outlet property="window" destination="w1" id="o1"/>
                            <outlet property="amountLabel" destination="t1" id="o2"/>
                        </connections>
                    </customObject>
                    <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
            """)),
            ("Reminder.xib", ExampleFiles.macOSXib("""
                    <customObject id="-2" userLabel="File's Owner" customClass="InvoiceWindowController">
                        <connections>
                            <outlet property="window" destination="w1" id="o1"/>
                            <outlet property="dueLabel" destination="t1" id="o2"/>
                        </connections>
                    </customObject>
                    <window id="w1"><view key="contentView" id="c1"><subviews>
                        <textField id="t1"/>
                        <button id="b1"><connections><action selector="snooze:" target="-2" id="a1"/></connections></button>
                    </subviews></view></window>
            """)),
        ])
        #expect(Self.findings(result) == [
            "owner-class-mismatch warning Reminder.xib:4 File's Owner of 'Reminder' is InvoiceWindowController, but the nib is loaded with an owner of class "
                + "ReminderWindowController, neither InvoiceWindowController nor a subclass of it",
        ])
    }

    /// The same nib when the loader lacks one of the outlets: File's Owner is not only stale, the load fails.
    @Test func loaderMissingAnOutletKeepsTheErrors() {
        let result = lint([
            ("Windows.h", """
            @interface InvoiceWindowController : NSWindowController
            @property (weak) IBOutlet NSTextField *amountLabel;
            @end
            @interface ReminderWindowController : NSWindowController
            @end
            """),
            ("Ledger.m", """
            @implementation Ledger
            - (void)remind { [[[ReminderWindowController alloc] initWithWindowNibName:@"Reminder"] showWindow:nil]; }
            @end
            """),
            ("Reminder.xib", ExampleFiles.macOSXib("""
                    <customObject id="-2" userLabel="File's Owner" customClass="InvoiceWindowController">
                        <connections>
                            <outlet property="window" destination="w1" id="o1"/>
                            <outlet property="dueLabel" destination="t1" id="o2"/>
                        </connections>
                    </customObject>
                    <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
            """)),
        ])
        #expect(Self.findings(result).map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") } == [
            "owner-class-mismatch error Ledger.m:2",
            "outlet-not-found error Reminder.xib:7",
            "unconnected-outlet warning Windows.h:2",
        ])
    }

    /// The main nib's File's Owner is NSApp: an untyped outlet of the delegate pointing at it is no mismatch and no second
    /// instance; an outlet typed with the delegate's class is (it holds NSApp).
    @Test func mainNibOwnerWithOnlyAnIncomingOutlet() {
        func files(_ outletType: String) -> [(path: String, contents: String)] {
            [
                ("Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>NSMainNibFile</key><string>MainMenu</string></dict></plist>
                """),
                ("BrewDelegate.h", """
                @interface BrewDelegate : NSObject <NSApplicationDelegate> {
                    IBOutlet \(outletType)host;
                }
                @end
                """),
                ("BrewDelegate.m", "@implementation BrewDelegate\n- (IBAction)quit:(id)sender { [host terminate:sender]; }\n@end\n"),
                ("MainMenu.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="BrewDelegate"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject">
                            <connections><outlet property="delegate" destination="d1" id="o1"/></connections>
                        </customObject>
                        <customObject id="d1" customClass="BrewDelegate">
                            <connections><outlet property="host" destination="-2" id="o2"/></connections>
                        </customObject>
                """)),
            ]
        }
        #expect(Self.findings(lint(files("id "))) == [])
        #expect(Self.findings(lint(files("NSApplication *"))) == [])
        #expect(Self.findings(lint(files("BrewDelegate *"))) == [
            "owner-class-mismatch error MainMenu.xib:4 File's Owner of 'MainMenu' is BrewDelegate, but 'MainMenu' is the app's main nib, which AppKit loads "
                + "with the application (NSApp, an NSApplication) as its owner",
        ])
    }

    /// `initWithWindowNibName:` names a nib NSWindowController never loads: the class builds its window in `-loadWindow`
    /// without calling super's, or the nib itself makes the only instance with its `window` connected.
    @Test func windowNibsNeverLoaded() {
        let loadWindow = lint([
            ("SteamPanel.m", """
            @interface SteamPanel : NSWindowController
            @end
            @implementation SteamPanel
            - (instancetype)init { return [super initWithWindowNibName:@"Placeholder"]; }
            - (void)loadWindow { self.window = [[NSPanel alloc] init]; }
            @end
            @interface SteamSubpanel : SteamPanel
            @end
            @implementation SteamSubpanel
            - (instancetype)init { return [super initWithWindowNibName:@"SubPlaceholder"]; }
            @end
            """),
            ("Steam.xib", ExampleFiles.macOSXib("        <customView id=\"c1\"/>")),
        ])
        #expect(Self.findings(loadWindow) == [])
        func trayFiles(creation: String) -> [(path: String, contents: String)] {
            [
                ("TrayOwner.m", """
                @class TrayWindowController;
                @interface TrayOwner : NSObject { IBOutlet TrayWindowController *trayController; }
                @end
                @implementation TrayOwner
                - (void)showTray { [[NSBundle mainBundle] loadNibNamed:@"Tray" owner:self topLevelObjects:nil]; \(creation)}
                @end
                """),
                ("TrayWindowController.m", """
                @interface TrayWindowController : NSWindowController
                @end
                @implementation TrayWindowController
                - (instancetype)init { return [super initWithWindowNibName:@"Tray"]; }
                @end
                """),
                ("Tray.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="TrayOwner">
                            <connections><outlet property="trayController" destination="tc" id="o1"/></connections>
                        </customObject>
                        <window id="w1"/>
                        <customObject id="tc" customClass="TrayWindowController">
                            <connections><outlet property="window" destination="w1" id="o2"/></connections>
                        </customObject>
                """)),
            ]
        }
        #expect(Self.findings(lint(trayFiles(creation: ""))) == [])
        // Code that makes another instance (its `window` nil) loads Tray.xib with a TrayWindowController owner.
        #expect(Self.findings(lint(trayFiles(creation: "[[[TrayWindowController alloc] init] showWindow:nil]; "))).map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") } == [
            "owner-class-mismatch error TrayWindowController.m:4",
        ])
    }
}
