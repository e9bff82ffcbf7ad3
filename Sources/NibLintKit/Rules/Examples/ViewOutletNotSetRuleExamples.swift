/// The examples of `ViewOutletNotSetRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ViewOutletNotSetRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // issue 30: an Objective-C NSViewController whose `init` calls `[super init]`, created from Swift with no nib name:
            // AppKit loads the nib named after the class, and finds no view there.
            RuleExample([
                ("AuthViewController.h", "@interface AuthViewController : NSViewController\n@property (weak) IBOutlet NSTextField *nameField;\n@end\n"),
                ("AuthViewController.m", "@implementation AuthViewController\n- (instancetype)init {\n    self = [super init];\n    return self;\n}\n@end\n"),
                ("Login.swift", "import AppKit\nfunc showLogin() -> NSViewController { AuthViewController() }\n"),
                ("AuthViewController.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="AuthViewController">
                            <connections><outlet property="nameField" destination="t1" id="o1"/></connections>
                        </customObject>
                        <customView id="c1"><subviews><textField id="t1"/></subviews></customView>
                """)),
            ]),
            RuleExample([
                ("Settings.swift", "class SettingsViewController: UIViewController {\n    @IBOutlet weak var tableView: UITableView!\n}\n"),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="tableView" destination="t1" id="a1"/></connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view id="v1"><subviews><tableView id="t1"/></subviews></view>
                """)),
            ]),
            // Loaded by hand too, but also as the controller's own view nib.
            RuleExample([
                ("Profile.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                    func reloadHeader() { Bundle.main.loadNibNamed("Profile", owner: self) }
                }
                func makeProfile() -> UIViewController { ProfileViewController(nibName: "Profile", bundle: nil) }
                """),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="nameLabel" destination="l1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // View.xib is loaded by hand, but `ViewController()` has no nib name: UIKit finds View.xib by the class name.
            RuleExample([
                ("ViewController.swift", """
                class ViewController: UIViewController {
                    @IBOutlet var helpLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        Bundle.main.loadNibNamed("View", owner: self)
                    }
                }
                func makeRoot() -> UIViewController { ViewController() }
                """),
                ("View.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="helpLabel" destination="l1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // UIKit sends `awakeFromNib` only to the nib's own objects, never to File's Owner: a view set there comes too late.
            RuleExample([
                ("Help.swift", """
                class HelpViewController: UIViewController {
                    @IBOutlet var panel: UIView!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        view = panel
                    }
                }
                func makeHelp() -> UIViewController { HelpViewController(nibName: "Help", bundle: nil) }
                """),
                ("Help.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HelpViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="panel" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Settings.swift", "class SettingsViewController: UIViewController {}\n"),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // File's Owner is a view, not a view controller: no view outlet needed.
            RuleExample([
                ("Card.swift", "class CardView: UIView {\n    @IBOutlet var contentView: UIView!\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // A second nib the controller loads by hand must not set 'view'.
            RuleExample([
                ("Reader.swift", """
                class ReaderViewController: UIViewController {
                    @IBOutlet var toolbar: UIView!
                    override func loadView() {
                        view = UIView()
                        UINib(nibName: "ReaderToolbar", bundle: nil).instantiate(withOwner: self, options: nil)
                    }
                }
                """),
                ("ReaderToolbar.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ReaderViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="toolbar" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // Every known load is by hand (an auxiliary nib), even one named like the controller's view nib: no 'view' needed.
            RuleExample([
                ("ViewController.swift", """
                class ViewController: UIViewController {
                    @IBOutlet var helpLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        Bundle.main.loadNibNamed("View", owner: self)
                    }
                }
                """),
                ("View.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="helpLabel" destination="l1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // UIKit's lookup for a controller created without a nib name uses the runtime name (FOOQueueView), not QueueView.
            RuleExample([
                ("Queue.swift", """
                @objc(FOOQueueViewController)
                class QueueViewController: UIViewController {
                    @IBOutlet var grabberView: UIView!
                    func setUp() { Bundle.main.loadNibNamed("QueueView", owner: self, options: nil) }
                }
                func makeQueue() -> UIViewController { QueueViewController() }
                """),
                ("QueueView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="QueueViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="grabberView" destination="g1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><view id="g1"/></subviews></view>
                """)),
            ]),
            // The same in Objective-C.
            RuleExample([
                ("FOOHelpViewController.h", "@interface FOOHelpViewController : UIViewController\n@property (nonatomic) IBOutlet UIView *helpPanel;\n@end\n"),
                ("FOOHelpViewController.m", """
                @implementation FOOHelpViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [[NSBundle mainBundle] loadNibNamed:@"FOOHelpViewController" owner:self options:nil];
                }
                @end
                """),
                ("FOOHelpViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOHelpViewController">
                            <connections><outlet property="helpPanel" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // AppKit sends File's Owner `awakeFromNib` during the load, before it checks for a view: one set there is enough.
            RuleExample([
                ("Inspector.swift", """
                class InspectorViewController: NSViewController {
                    @IBOutlet var contentBox: NSView!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        self.view = contentBox
                    }
                }
                func makeInspector() -> NSViewController { InspectorViewController(nibName: "Inspector", bundle: nil) }
                """),
                ("Inspector.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="InspectorViewController">
                            <connections><outlet property="contentBox" destination="c1" id="o1"/></connections>
                        </customObject>
                        <customView id="c1"/>
                """)),
            ]),
            // An overridden `-loadView` that sets the view itself (Objective-C, `[self setView:…]`).
            RuleExample([
                ("FOOPaletteController.h", "@interface FOOPaletteController : NSViewController\n@property (strong) IBOutlet NSView *paletteView;\n@end\n"),
                ("FOOPaletteController.m", """
                @implementation FOOPaletteController
                - (instancetype)init { return [super initWithNibName:@"FOOPalette" bundle:nil]; }
                - (void)loadView {
                    [[NSBundle mainBundle] loadNibNamed:@"FOOPalette" owner:self topLevelObjects:nil];
                    [self setView:self.paletteView];
                }
                @end
                """),
                ("FOOPalette.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOOPaletteController">
                            <connections><outlet property="paletteView" destination="c1" id="o1"/></connections>
                        </customObject>
                        <customView id="c1"/>
                """)),
            ]),
            // A table view controller may connect its 'tableView' outlet instead.
            RuleExample([
                ("Feed.swift", "class FeedViewController: UITableViewController {}\n"),
                ("Feed.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FeedViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="tableView" destination="t1" id="a1"/></connections>
                        </placeholder>
                        <tableView id="t1"/>
                """)),
            ]),
        ]
    }
}
