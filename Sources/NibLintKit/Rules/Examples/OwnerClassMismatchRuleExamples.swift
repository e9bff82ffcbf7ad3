/// The examples of `OwnerClassMismatchRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension OwnerClassMismatchRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // The main nib's File's Owner is NSApp: another object's outlet to it, typed with a class NSApplication is
            // not, holds NSApp.
            RuleExample([
                ("Mac/Info.plist", ExampleFiles.infoPlist(mainNib: "MainMenu")),
                ("Mac/KilnDelegate.h", """
                @interface KilnDelegate : NSObject <NSApplicationDelegate> {
                    IBOutlet KilnDelegate *partner;
                }
                @end
                """),
                ("Mac/MainMenu.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="KilnDelegate"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject">
                            <connections><outlet property="delegate" destination="d1" id="o1"/></connections>
                        </customObject>
                        <customObject id="d1" customClass="KilnDelegate">
                            <connections><outlet property="partner" destination="-2" id="o2"/></connections>
                        </customObject>
                """)),
            ]),
            RuleExample([
                ("Banner.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                }
                class HomeViewController: UIViewController {
                    func showBanner() {
                        _ = Bundle.main.↓loadNibNamed("Banner", owner: self, options: nil)
                    }
                }
                """),
                ("Banner.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            RuleExample([
                ("Header.swift", """
                class HeaderView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    static func make() -> HeaderView? {
                        ↓UINib(nibName: "Header", bundle: nil).instantiate(withOwner: nil, options: nil).first as? HeaderView
                    }
                }
                """),
                ("Header.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HeaderView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1" customClass="HeaderView" customModule="App" customModuleProvider="target"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A plain NSObject owner cannot take File's Owner's outlets.
            RuleExample([
                ("Picker.swift", """
                class PickerView: UIView {
                    @IBOutlet var doneButton: UIButton!
                }
                func makePicker() -> Any? {
                    ↓UINib(nibName: "Picker", bundle: nil).instantiate(withOwner: NSObject(), options: nil).first
                }
                """),
                ("Picker.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PickerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="doneButton" destination="b1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1"/></subviews></view>
                """)),
            ]),
            // Objective-C: File's Owner names another window controller, whose outlet the loading class lacks.
            RuleExample([
                ("Controllers.h", """
                @interface FooWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                @interface BarWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *titleField;
                @end
                """),
                ("AppDelegate.m", """
                @implementation AppDelegate
                - (void)showFoo {
                    FooWindowController *controller = [[↓FooWindowController alloc] initWithWindowNibName:@"Foo"];
                    [controller showWindow:self];
                }
                @end
                """),
                ("Foo.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="BarWindowController">
                            <connections>
                                <outlet property="window" destination="w1" id="o1"/>
                                <outlet property="titleField" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
                """)),
            ]),
            // Objective-C class names need not be capitalized: `[[iTermFooWindowController alloc] …]` makes an
            // iTermFooWindowController (iTerm2's classes all start with `iTerm`).
            RuleExample([
                ("Controllers.h", """
                @interface iTermFooWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                @interface iTermBarWindowController : NSWindowController
                @end
                """),
                ("iTermLauncher.m", """
                @implementation iTermLauncher
                - (void)showFoo { _foo = [[iTermFooWindowController alloc] initWithWindowNibName:@"iTermFoo"]; }
                @end
                """),
                ("iTermFoo.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="iTermBarWindowController">
                            <connections>
                                <outlet property="window" destination="w1" id="o1"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
                """)),
            ]),
            // A stale File's Owner (a warning at File's Owner): every connection holds on the class that loads the nib,
            // but Interface Builder shows another class's outlets and actions.
            RuleExample([
                ("Controllers.h", """
                @interface FooWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                @interface BarWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                """),
                ("AppDelegate.m", """
                @implementation AppDelegate
                - (void)showFoo { [[[FooWindowController alloc] initWithWindowNibName:@"Foo"] showWindow:self]; }
                @end
                """),
                ("Foo.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="BarWindowController">
                            <connections>
                                <outlet property="window" destination="w1" id="o1"/>
                                <outlet property="nameField" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
                """)),
            ]),
            RuleExample([
                ("Promo.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                }
                class PromoView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    func load() { Bundle.main.loadNibNamed("Promo", owner: self, options: nil) }
                }
                """),
                ("Promo.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A view controller created with no nib name loads the nib named after its class, with itself as owner:
            // File's Owner there names another class (which has the same outlets: a stale File's Owner, a warning).
            RuleExample([
                ("Settings.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                }
                class SettingsViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                }
                func showSettings() -> UIViewController { SettingsViewController() }
                """),
                ("SettingsViewController.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="nameLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // The same with an outlet only File's Owner's class has: an error at the creation (the first outlet crashes).
            RuleExample([
                ("Settings.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var avatar: UIImageView!
                }
                class SettingsViewController: UIViewController {}
                func showSettings() -> UIViewController { ↓SettingsViewController() }
                """),
                ("SettingsViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="avatar" destination="i1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><imageView id="i1"/></subviews></view>
                """)),
            ]),
            // A registered cell nib whose outlets are made only from File's Owner: the table view instantiates it with no
            // owner, so they are never set.
            RuleExample([
                ("Cells.swift", """
                class ListViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(↓UINib(nibName: "PriceCell", bundle: nil), forCellReuseIdentifier: "price")
                    }
                }
                class PriceCell: UITableViewCell {
                    @IBOutlet var priceLabel: UILabel!
                }
                """),
                ("PriceCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PriceCell" customModule="App" customModuleProvider="target">
                            <connections><outlet property="priceLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <tableViewCell id="c1" customClass="PriceCell" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                        </tableViewCell>
                """)),
            ]),
            // The main nib is loaded with the application (NSApp) as its owner: not the app delegate.
            RuleExample([
                ("App/Info.plist", ExampleFiles.infoPlist(mainNib: "MainMenu")),
                ("App/AppDelegate.swift", """
                class AppDelegate: NSObject, NSApplicationDelegate {
                    @IBOutlet var window: NSWindow!
                }
                """),
                ("App/MainMenu.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="AppDelegate" customModule="App" customModuleProvider="target">
                            <connections><outlet property="window" destination="w1" id="o1"/></connections>
                        </customObject>
                        <window id="w1"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // A nib two owner classes share on purpose (the same outlets on both): File's Owner is one of its owners.
            RuleExample([
                ("GLZAskers.m", """
                @interface GLZRulerAsker : NSObject { IBOutlet NSPanel *panel; IBOutlet NSTextField *valueField; }
                @end
                @interface GLZGridAsker : NSObject { IBOutlet NSPanel *panel; IBOutlet NSTextField *valueField; }
                @end
                @implementation GLZRulerAsker
                - (void)ask { [NSBundle loadNibNamed:@"Spacing" owner:self]; [NSApp runModalForWindow:panel]; }
                @end
                @implementation GLZGridAsker
                - (void)ask { [NSBundle loadNibNamed:@"Spacing" owner:self]; [NSApp runModalForWindow:panel]; }
                @end
                """),
                ("Spacing.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="GLZRulerAsker">
                            <connections>
                                <outlet property="panel" destination="w1" id="c1"/>
                                <outlet property="valueField" destination="t1" id="c2"/>
                            </connections>
                        </customObject>
                        <window title="Spacing" releasedWhenClosed="NO" visibleAtLaunch="NO" id="w1" customClass="NSPanel">
                            <rect key="contentRect" x="0" y="0" width="200" height="100"/>
                            <view key="contentView" id="v1"><subviews><textField id="t1"/></subviews></view>
                        </window>
                """)),
            ]),
            // The main nib's File's Owner (NSApp) with no outlet and no action, only another object's untyped outlet
            // to it: that outlet holds NSApp, as the code wants.
            RuleExample([
                ("Mac/Info.plist", ExampleFiles.infoPlist(mainNib: "MainMenu")),
                ("Mac/PotteryDelegate.h", """
                @interface PotteryDelegate : NSObject <NSApplicationDelegate> {
                    IBOutlet id host;
                    IBOutlet NSResponder *chainStart;
                }
                @end
                """),
                ("Mac/MainMenu.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="PotteryDelegate"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject">
                            <connections><outlet property="delegate" destination="d1" id="o1"/></connections>
                        </customObject>
                        <customObject id="d1" customClass="PotteryDelegate">
                            <connections>
                                <outlet property="host" destination="-2" id="o2"/>
                                <outlet property="chainStart" destination="-2" id="o3"/>
                            </connections>
                        </customObject>
                """)),
            ]),
            // A window controller that names its nib in `init` but is only made by that nib, as a top-level object whose
            // `window` outlet is connected: NSWindowController loads a nib only while `window` is nil, so it never loads it.
            RuleExample([
                ("TrayOwner.h", """
                @class TrayWindowController;
                @interface TrayOwner : NSObject {
                    IBOutlet TrayWindowController *trayController;
                }
                @end
                """),
                ("TrayOwner.m", """
                @implementation TrayOwner
                - (void)showTray { [[NSBundle mainBundle] loadNibNamed:@"Tray" owner:self topLevelObjects:nil]; }
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
            ]),
            // `CardViewController()` makes UIKit load CardView.xib, whose File's Owner is CardView: implicit-nib-collision
            // reports it at the same place, naming the cause (one defect, one diagnostic).
            RuleExample([
                ("Card.swift", """
                class CardViewController: UIViewController {}
                class CardView: UIView {
                    @IBOutlet var contentView: UIView!
                }
                func showCard(on navigation: UINavigationController) {
                    navigation.pushViewController(CardViewController(), animated: true)
                }
                """),
                ("CardView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // The main nib's owner is NSApplication; the delegate is an object of the nib.
            RuleExample([
                ("Mac/Info.plist", ExampleFiles.infoPlist(mainNib: "MainMenu")),
                ("Mac/MacAppDelegate.swift", """
                class MacAppDelegate: NSObject, NSApplicationDelegate {
                    @IBOutlet var window: NSWindow!
                }
                """),
                ("Mac/MainMenu.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication">
                            <connections><outlet property="delegate" destination="d1" id="o1"/></connections>
                        </customObject>
                        <customObject id="d1" customClass="MacAppDelegate" customModule="Mac" customModuleProvider="target">
                            <connections><outlet property="window" destination="w1" id="o2"/></connections>
                        </customObject>
                        <window id="w1"/>
                """)),
            ]),
            RuleExample([
                ("Banner.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    func load() {
                        Bundle.main.loadNibNamed(String(describing: Self.self), owner: self, options: nil)
                    }
                }
                class DetailViewController: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil) }
                }
                """),
                ("BannerView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
                ("DetailViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // Objective-C loaders whose owners are File's Owner's class (or a subclass of it).
            RuleExample([
                ("Controllers.h", """
                @interface FooWindowController : NSWindowController
                @end
                @interface FancyFooWindowController : FooWindowController
                @end
                """),
                ("Controllers.m", """
                @implementation FancyFooWindowController
                - (instancetype)init { return [super initWithWindowNibName:@"Foo"]; }
                - (void)reload { [NSBundle loadNibNamed:@"Foo" owner:self]; }
                @end
                @implementation AppDelegate
                - (void)showFoo { [[[FooWindowController alloc] initWithWindowNibName:@"Foo"] showWindow:nil]; }
                @end
                """),
                ("Foo.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FooWindowController">
                            <connections><outlet property="window" destination="w1" id="o1"/></connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"/></window>
                """)),
            ]),
            // Controllers created with no nib name that build their view in code, or whose initializer names another nib:
            // the nib named after the class is never loaded for them.
            RuleExample([
                ("Controllers.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                }
                class CodeViewController: UIViewController {
                    override func loadView() { view = UIView() }
                }
                class NamedViewController: UIViewController {
                    init() { super.init(nibName: "Profile", bundle: nil) }
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                }
                func show() { _ = CodeViewController(); _ = NamedViewController() }
                """),
                ("CodeViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
                ("NamedViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A cell nib registered with a nil owner is fine when File's Owner has no connections.
            RuleExample([
                ("Cells.swift", """
                class ListViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "item")
                    }
                }
                """),
                ("ItemCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <tableViewCell id="c1"/>
                """)),
            ]),
            // A registered collection view item nib whose top-level item makes every connection File's Owner makes:
            // File's Owner's copies are dead, and nothing is lost; the nil owner of the registration is no mismatch.
            RuleExample([
                ("ThumbItem.swift", "import AppKit\nclass ThumbItem: NSCollectionViewItem {\n    @IBOutlet var badge: NSTextField!\n}\nclass GalleryViewController: NSViewController {\n    @IBOutlet var collectionView: NSCollectionView!\n    override func viewDidLoad() {\n        collectionView.register(NSNib(nibNamed: \"ThumbItem\", bundle: nil), forItemWithIdentifier: NSUserInterfaceItemIdentifier(\"thumb\"))\n    }\n}\n"),
                ("ThumbItem.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="ThumbItem" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="badge" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <customView id="v1"><subviews><textField id="t1"/></subviews></customView>
                        <collectionViewItem id="i1" customClass="ThumbItem" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o3"/>
                                <outlet property="badge" destination="t1" id="o4"/>
                            </connections>
                        </collectionViewItem>
                """)),
            ]),
        ]
    }
}
