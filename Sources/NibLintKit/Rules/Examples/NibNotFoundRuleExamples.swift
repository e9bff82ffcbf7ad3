/// The examples of `NibNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension NibNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // A `-loadWindow` override that calls super's still loads the nib named in the initializer.
            RuleExample([
                ("GLZKilnPanel.m", """
                @interface GLZKilnPanel : NSWindowController
                @end
                @implementation GLZKilnPanel
                - (instancetype)init { return [↓super initWithWindowNibName:@"KilnPanel"]; }
                - (void)loadWindow { [super loadWindow]; self.window.title = @"Kiln"; }
                @end
                """),
                ("Glaze.xib", ExampleFiles.macOSXib("        <customView id=\"c1\"/>")),
            ]),
            // `initWithWindowNibName:` appends '.nib' itself: 'Inspector.nib' looks for Inspector.nib.nib.
            RuleExample([
                ("FOOInspectorWindow.m", "@implementation FOOInspectorWindow\n- (instancetype)init {\n    return [↓super initWithWindowNibName:@\"Inspector.nib\"];\n}\n@end\n"),
                ("Inspector.xib", ExampleFiles.macOSXib("        <customView id=\"c1\"/>")),
            ]),
            RuleExample([
                ("Cells.swift", """
                class FeedViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(↓UINib(nibName: "FeedCel", bundle: nil), forCellReuseIdentifier: "feed")
                        _ = Bundle.main.↓loadNibNamed("headerview", owner: self, options: nil)
                    }
                }
                """),
                ("FeedCell.xib", ExampleFiles.iOSXib("        <tableViewCell id=\"c1\"/>")),
                ("HeaderView.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
            ]),
            // The class was renamed in Swift only: UIKit looks for 'SettingsScreen' and 'SettingsScreenController'.
            RuleExample([
                ("Settings.swift", """
                class SettingsScreenController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                }
                func showSettings(on navigation: UINavigationController) {
                    navigation.pushViewController(↓SettingsScreenController(), animated: true)
                }
                """),
                ("FooViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FooViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="titleLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // Two xibs made for the class (one per device), neither found by its name: one finding names both.
            RuleExample([
                ("Ledger.swift", """
                class LedgerViewController: UIViewController {
                    @IBOutlet var totalLabel: UILabel!
                }
                func showLedger(from presenter: UIViewController) {
                    presenter.present(↓LedgerViewController(), animated: true)
                }
                """),
                ("LedgerViewController_iPhone.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LedgerViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/><outlet property="totalLabel" destination="l1" id="o2"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
                ("LedgerViewController_iPad.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LedgerViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/><outlet property="totalLabel" destination="l1" id="o2"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // A window controller whose `-loadWindow` builds the window without calling super's never loads the nib
            // named in the designated initializer (a placeholder name).
            RuleExample([
                ("GLZGlazePanel.m", """
                @interface GLZGlazePanel : NSWindowController
                @end
                @implementation GLZGlazePanel
                - (instancetype)init { return [super initWithWindowNibName:@"NoSuchGlaze"]; }
                - (void)loadWindow {
                    self.window = [[NSPanel alloc] initWithContentRect:NSMakeRect(0, 0, 240, 120) styleMask:NSWindowStyleMaskTitled backing:NSBackingStoreBuffered defer:NO];
                }
                @end
                """),
                ("Glaze.xib", ExampleFiles.macOSXib("        <customView id=\"c1\"/>")),
            ]),
            RuleExample([
                ("ShelfPanel.swift", """
                import AppKit
                final class ShelfPanel: NSWindowController {
                    convenience init() { self.init(windowNibName: "NoSuchShelf") }
                    override func loadWindow() { window = NSPanel(contentRect: .zero, styleMask: .titled, backing: .buffered, defer: false) }
                }
                """),
                ("Shelf.xib", ExampleFiles.macOSXib("        <customView id=\"c1\"/>")),
            ]),
            // AppKit's loaders take the name with its `.nib` extension: 'Inspector.nib' is Inspector.xib compiled.
            RuleExample([
                ("FOOInspector.m", """
                @implementation FOOInspector
                - (void)show {
                    [[NSBundle mainBundle] loadNibNamed:@"Inspector.nib" owner:self topLevelObjects:nil];
                    [NSBundle loadNibNamed:@"Inspector.nib" owner:self];
                    NSNib *nib = [[NSNib alloc] initWithNibNamed:@"Inspector.nib" bundle:nil];
                    [nib instantiateWithOwner:self topLevelObjects:nil];
                }
                @end
                """),
                ("Panel.swift", "import AppKit\nfunc loadPanel(owner: AnyObject) {\n    Bundle.main.loadNibNamed(\"Inspector.nib\", owner: owner, topLevelObjects: nil)\n    _ = NSNib(nibNamed: \"Inspector.nib\", bundle: nil)\n}\n"),
                ("Inspector.xib", ExampleFiles.macOSXib("        <customView id=\"c1\"/>")),
            ]),
            RuleExample([
                ("Cells.swift", """
                class FeedViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(UINib(nibName: "FeedCell", bundle: nil), forCellReuseIdentifier: "feed")
                        _ = Bundle.main.loadNibNamed(String(describing: Self.self), owner: self, options: nil)
                        _ = Bundle.main.loadNibNamed(nibName(for: traitCollection), owner: self, options: nil)
                    }
                }
                """),
                ("FeedCell.xib", ExampleFiles.iOSXib("        <tableViewCell id=\"c1\"/>")),
            ]),
            // The xib is named after the class ('Controller' dropped), or loaded by its own name; a view built in code.
            RuleExample([
                ("Screens.swift", """
                class SettingsViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                }
                class AboutViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                }
                class PlainViewController: UIViewController {}
                func make() -> [UIViewController] { [SettingsViewController(), AboutViewController(), PlainViewController(), UIViewController(nibName: "About", bundle: nil)] }
                """),
                ("SettingsView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/><outlet property="titleLabel" destination="l1" id="o2"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
                ("About.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AboutController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/><outlet property="titleLabel" destination="l1" id="o2"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A xib named after a class is that class's (its File's Owner misspelt), not a renamed one's.
            RuleExample([
                ("Lists.swift", """
                class ShortcutsViewController: UIViewController {
                    @IBOutlet var tableView: UITableView!
                }
                class EpisodeListViewController: UIViewController {
                    @IBOutlet var tableView: UITableView!
                }
                func make() -> [UIViewController] { [ShortcutsViewController(), EpisodeListViewController()] }
                """),
                ("ShortcutsViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShortcutViewController">
                            <connections><outlet property="view" destination="v1" id="o1"/><outlet property="tableView" destination="t1" id="o2"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><tableView id="t1"/></subviews></view>
                """)),
            ]),
            // The class builds its view in code; the xibs left behind name outlets it no longer has (loading one would
            // crash), so they are no nib it lost.
            RuleExample([
                ("Prompt.swift", """
                final class PromptController: UIViewController {
                    private let okButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(okButton)
                    }
                }
                func ask(from presenter: UIViewController) {
                    presenter.present(PromptController(), animated: true)
                }
                """),
                ("PromptController_iPhone.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PromptController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/><outlet property="okBtn" destination="b1" id="o2"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1"/></subviews></view>
                """)),
                ("PromptController_iPad.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PromptController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/><outlet property="okBtn" destination="b1" id="o2"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1"/></subviews></view>
                """)),
            ]),
        ]
    }
}
