/// The examples of `OutletNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension OutletNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("ViewController.swift", "class ViewController: UIViewController {\n    @IBOutlet weak var badview: UIView!\n}\n"),
                ("View.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="i5M-Pr-FkT" id="a1"/>
                                ↓<outlet property="coolview" destination="Q5M-cg-NOt" id="a2"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                            <subviews><view contentMode="scaleToFill" id="Q5M-cg-NOt"/></subviews>
                        </view>
                """)),
            ]),
            RuleExample([
                ("Cell.swift", "final class ProductCell: UITableViewCell {\n    @IBOutlet private var priceLabel: UILabel!\n}\n"),
                ("Cell.xib", ExampleFiles.iOSXib("""
                        <tableViewCell id="c1" customClass="ProductCell" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                            <connections>
                                ↓<outlet property="nameLabel" destination="l1" id="o1"/>
                            </connections>
                        </tableViewCell>
                """)),
            ]),
            // File's Owner names a known class that lacks the outlet, and the only other candidate is the view controller
            // named like the xib, which no code shows loading it (no load site, no creation without a nib name): the
            // connections are judged on File's Owner's class, as nothing shows another owner.
            RuleExample([
                ("Screens.swift", """
                class ShelfViewController: UIViewController {
                    @IBOutlet var shelfTable: UITableView!
                    static func make() -> UINavigationController { UINavigationController(rootViewController: self.init()) }
                }
                class WelcomeViewController: UIViewController {}
                """),
                ("ShelfViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="WelcomeViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                ↓<outlet property="shelfTable" destination="t1" id="o1"/>
                            </connections>
                        </placeholder>
                        <tableView id="t1"/>
                """)),
            ]),
            // macOS: AppKit logs "Failed to connect (…) outlet" and leaves the outlet nil.
            RuleExample([
                ("Prefs.swift", "import AppKit\nclass PreferencesWindowController: NSWindowController {\n    @IBOutlet var fontField: NSTextField!\n}\n"),
                ("Prefs.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target">
                            <connections>
                                ↓<outlet property="fontPopUp" destination="f1" id="a1"/>
                            </connections>
                        </customObject>
                        <textField id="f1"/>
                """)),
            ]),
            // macOS: AppKit's outlet connector calls `set<Key>:` or sets the instance variable named as the outlet, and
            // nothing else: neither `_setPanel:` nor the instance variable `_inspectorPanel` connects (iOS takes both).
            RuleExample([
                ("FOOInspector.h", "@interface FOOInspector : NSObject\n{\n    IBOutlet NSPanel *_inspectorPanel;\n}\n- (void)_setPanel:(NSPanel *)panel;\n@end\n"),
                ("Inspector.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOOInspector">
                            <connections>
                                ↓<outlet property="panel" destination="w1" id="a1"/>
                                ↓<outlet property="inspectorPanel" destination="w1" id="a2"/>
                            </connections>
                        </customObject>
                        <window id="w1"/>
                """)),
            ]),
            // A named category's property has no instance variable: only a class body and its class extension synthesize one.
            RuleExample([
                ("FOOBadge.h", "@interface FOOBadge : UIView\n@end\n@interface FOOBadge (Extras)\n@property (nonatomic) IBOutlet UILabel *countLabel;\n@end\n"),
                ("Badge.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="FOOBadge">
                            <subviews><label id="l1"/></subviews>
                            <connections>
                                <outlet property="countLabel" destination="l1" id="o1"/>
                                ↓<outlet property="_countLabel" destination="l1" id="o2"/>
                            </connections>
                        </view>
                """)),
            ]),
            // The property exists but Objective-C cannot see it (SE-0160: since Swift 4 nothing infers `@objc`): `@IBOutlet`
            // dropped; `@nonobjc` even in an `@objcMembers` class; declared in an extension of a generic class, whose
            // members are never inferred `@objc` (nor those of a subclass's extensions).
            RuleExample([
                ("Card.swift", "import UIKit\nclass CardView: UIView {\n    weak var titleLabel: UILabel!\n}\n@objcMembers class BadgeView: UIView {\n    @nonobjc var countLabel: UILabel!\n}\n@objcMembers class ListView<Item>: UIView {}\nextension ListView {\n    var headerLabel: UILabel? { nil }\n}\nclass NameListView: ListView<String> {}\nextension NameListView {\n    var footerLabel: UILabel? { nil }\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                            <connections>↓<outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </view>
                        <view id="v2" customClass="BadgeView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l2"/></subviews>
                            <connections>↓<outlet property="countLabel" destination="l2" id="o2"/></connections>
                        </view>
                        <view id="v3" customClass="NameListView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l3"/></subviews>
                            <connections>
                                ↓<outlet property="headerLabel" destination="l3" id="o3"/>
                                ↓<outlet property="footerLabel" destination="l3" id="o4"/>
                            </connections>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // File's Owner names a class that never owns the nib (a copy of another window's nib): its one loader,
            // neither that class nor a subclass, has every outlet and action, so they are judged on the loader
            // (owner-class-mismatch warns about the stale class).
            RuleExample([
                ("Windows.h", """
                @interface ReceiptWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *totalLabel;
                @end
                @interface RefundWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *reasonLabel;
                - (IBAction)confirmRefund:(id)sender;
                @end
                """),
                ("Till.m", """
                @implementation Till
                - (void)refund { [[[RefundWindowController alloc] initWithWindowNibName:@"Refund"] showWindow:nil]; }
                @end
                """),
                ("Refund.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="ReceiptWindowController">
                            <connections>
                                <outlet property="window" destination="w1" id="o1"/>
                                <outlet property="reasonLabel" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"><subviews>
                            <textField id="t1"/>
                            <button id="b1"><connections><action selector="confirmRefund:" target="-2" id="a1"/></connections></button>
                        </subviews></view></window>
                """)),
            ]),
            // Objective-C properties are stored in instance variables that a nib may connect by name: `_textView` by
            // auto-synthesis (in the class or its class extension), `tabButton_` by `@synthesize tabButton = tabButton_;`
            // (iTerm2). Key-value coding and AppKit's outlet connector both set an instance variable under its own name.
            RuleExample([
                ("FOOPopover.h", "@interface FOOPopover : NSViewController\n@property (nonatomic, strong) IBOutlet NSTextView *textView;\n@end\n"),
                ("FOOPopover.m", "@interface FOOPopover ()\n@property (nonatomic, strong) IBOutlet NSButton *tabButton;\n@property (nonatomic, strong) IBOutlet NSButton *windowButton;\n@end\n@implementation FOOPopover\n@synthesize tabButton = tabButton_;\n@end\n"),
                ("Popover.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOOPopover">
                            <connections>
                                <outlet property="_textView" destination="t1" id="a1"/>
                                <outlet property="tabButton_" destination="b1" id="a2"/>
                                <outlet property="_windowButton" destination="b2" id="a3"/>
                                <outlet property="view" destination="t1" id="a4"/>
                            </connections>
                        </customObject>
                        <textView id="t1"/>
                        <button id="b1"/>
                        <button id="b2"/>
                """)),
            ]),
            // `@objc(XYZAppDelegate) class AppDelegate`, its outlets declared in the class and in an extension, connected
            // under the runtime name; a test target's other `class AppDelegate` and a protocol with the same `@objc` name
            // (protocols are another runtime namespace) change nothing.
            RuleExample([
                ("AppDelegate.swift", "import AppKit\n@objc(XYZAppDelegate)\nclass AppDelegate: NSObject, NSApplicationDelegate {\n    @IBOutlet var statusItemMenu: NSMenu!\n}\nextension AppDelegate {\n    @IBOutlet var dockMenuItem: NSMenuItem!\n}\n@objc(XYZAppDelegate)\nprotocol AppDelegateProtocol {\n    func refresh()\n}\n"),
                ("AppDelegateTests.swift", "import AppKit\nclass AppDelegate: NSObject {\n    var window: NSWindow?\n}\n"),
                ("MainMenu.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication">
                            <connections><outlet property="delegate" destination="d1" id="c1"/></connections>
                        </customObject>
                        <customObject id="d1" customClass="XYZAppDelegate">
                            <connections>
                                <outlet property="statusItemMenu" destination="m1" id="c2"/>
                                <outlet property="dockMenuItem" destination="i1" id="c3"/>
                            </connections>
                        </customObject>
                        <menu id="m1"><items><menuItem title="Dock" id="i1"/></items></menu>
                """)),
            ]),
            // Visible to Objective-C without `@IBOutlet` (SE-0160): `@objc`; `@objcMembers` on the class (its extensions too)
            // or on a superclass; an `@objc extension`; an `override`; the witness of an `@objc` protocol's requirement,
            // the project's or a framework's (UIApplicationDelegate's `window`); members of a generic class's own body
            // under `@objcMembers`. A class of Swift classes only is not judged here (unknown-class reports it).
            RuleExample([
                ("Views.swift", "import UIKit\nclass PlainView: UIView {\n    @objc var iconView: UIImageView!\n}\n@objcMembers class BaseView: UIView {}\nclass TileView: BaseView {\n    var tileLabel: UILabel!\n}\nextension TileView {\n    var extraLabel: UILabel? { nil }\n}\n@objc extension PlainView {\n    var badgeLabel: UILabel? { nil }\n}\n@objc protocol Captioned {\n    var captionLabel: UILabel? { get }\n}\nclass CaptionView: UIView, Captioned {\n    var captionLabel: UILabel?\n    override var inputView: UIView? { nil }\n}\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n@objcMembers class GridView<Cell>: UIView {\n    var gridLabel: UILabel!\n}\nclass SwiftOnly {\n    var label: UILabel!\n}\n"),
                ("Views.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="PlainView" customModule="App" customModuleProvider="target">
                            <subviews><imageView id="i1"/><label id="l1"/></subviews>
                            <connections>
                                <outlet property="iconView" destination="i1" id="o1"/>
                                <outlet property="badgeLabel" destination="l1" id="o2"/>
                            </connections>
                        </view>
                        <view id="v2" customClass="TileView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l2"/></subviews>
                            <connections>
                                <outlet property="tileLabel" destination="l2" id="o3"/>
                                <outlet property="extraLabel" destination="l2" id="o4"/>
                            </connections>
                        </view>
                        <view id="v3" customClass="CaptionView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l3"/></subviews>
                            <connections>
                                <outlet property="captionLabel" destination="l3" id="o5"/>
                                <outlet property="inputView" destination="l3" id="o6"/>
                            </connections>
                        </view>
                        <customObject id="d1" customClass="AppDelegate" customModule="App" customModuleProvider="target">
                            <connections><outlet property="window" destination="w1" id="o7"/></connections>
                        </customObject>
                        <window id="w1"/>
                        <view id="v4" customClass="GridView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l4"/></subviews>
                            <connections><outlet property="gridLabel" destination="l4" id="o8"/></connections>
                        </view>
                        <customObject id="s1" customClass="SwiftOnly" customModule="App" customModuleProvider="target">
                            <connections><outlet property="label" destination="l4" id="o9"/></connections>
                        </customObject>
                """)),
            ]),
            // Key-value coding sets an outlet through a `set<Key>:` method too: NSDocument has `setWindow:`
            // and no `window` property, and a class may declare its own setter.
            RuleExample([
                ("Document.swift", "import AppKit\nclass Document: NSDocument {}\nclass Inspector: NSObject {\n    @objc func setPanel(_ panel: NSPanel) {}\n}\n"),
                ("Document.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="Document" customModule="App" customModuleProvider="target">
                            <connections><outlet property="window" destination="w1" id="a1"/></connections>
                        </customObject>
                        <window id="w1"/>
                        <customObject id="i1" customClass="Inspector" customModule="App" customModuleProvider="target">
                            <connections><outlet property="panel" destination="w1" id="a2"/></connections>
                        </customObject>
                """)),
            ]),
            // The setters key-value coding calls, declared in Swift (`@objc func setFoo(_:)`, `@objc(setBadge:)`) and in
            // Objective-C (`-setCaption:`; on iOS also `_setFooter:`), and an Objective-C instance variable `_nameLabel`
            // connected as `nameLabel` on iOS (setValue:forKey: searches `_<key>`, `_is<Key>`, `<key>`, `is<Key>`).
            RuleExample([
                ("Header.swift", "import UIKit\nclass HeaderView: UIView {\n    @objc func setIcon(_ icon: UIImageView) {}\n    @objc(setBadge:) func attachBadge(_ badge: UILabel) {}\n}\n"),
                ("FOOCardView.h", "@interface FOOCardView : UIView\n{\n    IBOutlet UILabel *_nameLabel;\n}\n- (void)setCaption:(UILabel *)caption;\n- (void)_setFooter:(UIView *)footer;\n@end\n"),
                ("Header.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="HeaderView" customModule="App" customModuleProvider="target">
                            <subviews><imageView id="i1"/><label id="l1"/></subviews>
                            <connections>
                                <outlet property="icon" destination="i1" id="a1"/>
                                <outlet property="badge" destination="l1" id="a2"/>
                            </connections>
                        </view>
                        <view id="c1" customClass="FOOCardView">
                            <subviews><label id="l2"/><label id="l3"/><view id="f1"/></subviews>
                            <connections>
                                <outlet property="caption" destination="l2" id="a3"/>
                                <outlet property="footer" destination="f1" id="a4"/>
                                <outlet property="nameLabel" destination="l3" id="a5"/>
                            </connections>
                        </view>
                """)),
            ]),
            // macOS: the Objective-C instance variable named as the outlet, and an NSDocument subclass's `window` (`setWindow:`).
            RuleExample([
                ("FOODocument.h", "@interface FOODocument : NSDocument\n{\n    IBOutlet NSTextView *textView;\n}\n@end\n"),
                ("FOODocument.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOODocument">
                            <connections>
                                <outlet property="window" destination="w1" id="a1"/>
                                <outlet property="textView" destination="t1" id="a2"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="cv"><subviews><textView id="t1"/></subviews></view></window>
                """)),
            ]),
            // An outlet Interface Builder offers on a framework class though the headers do not declare it: the
            // application's dockMenu (InterfaceBuilderOutlets).
            RuleExample([
                ("AppDelegate.swift", "import AppKit\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n"),
                ("Main.storyboard", ExampleFiles.macOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <application id="app" sceneMemberID="viewController">
                                    <menu key="mainMenu" title="Main Menu" systemMenu="main" id="m1"/>
                                    <connections>
                                        <outlet property="delegate" destination="d1" id="c1"/>
                                        <outlet property="dockMenu" destination="dm" id="c2"/>
                                    </connections>
                                </application>
                                <customObject id="d1" customClass="AppDelegate" customModule="App" customModuleProvider="target"/>
                                <menu title="Dock" id="dm"/>
                            </objects>
                        </scene>
                """)),
            ]),
            // Declared in a superclass in another file, and in an extension.
            RuleExample([
                ("Base.swift", "class BaseViewController: UIViewController {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n"),
                ("Child.swift", "class ChildViewController: BaseViewController {}\nextension ChildViewController {\n    @IBOutlet var extra: UIView?\n}\n"),
                ("Child.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ChildViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="a1"/>
                                <outlet property="titleLabel" destination="l1" id="a2"/>
                                <outlet property="extra" destination="l1" id="a3"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // Framework properties: a table view's dataSource and delegate point at File's Owner.
            RuleExample([
                ("List.swift", "class ListViewController: UIViewController, UITableViewDataSource {}\n"),
                ("List.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="t1" id="a1"/></connections>
                        </placeholder>
                        <tableView id="t1">
                            <connections>
                                <outlet property="dataSource" destination="-1" id="a2"/>
                                <outlet property="delegate" destination="-1" id="a3"/>
                            </connections>
                        </tableView>
                """)),
            ]),
            // A class from a module that was not scanned cannot be judged.
            RuleExample([
                ("Anim.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="AnimationView" customModule="Lottie">
                            <connections><outlet property="whatever" destination="v1" id="a1"/></connections>
                        </view>
                """)),
            ]),
            // `@objc(Name)` classes are found by their runtime name.
            RuleExample([
                ("Legacy.swift", "@objc(LegacyPanel)\nclass LegacyPanelView: UIView {\n    @IBOutlet var icon: UIImageView!\n}\n"),
                ("Legacy.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="LegacyPanel">
                            <subviews><imageView id="i1"/></subviews>
                            <connections><outlet property="icon" destination="i1" id="a1"/></connections>
                        </view>
                """)),
            ]),
        ]

        static let corrections: [RuleCorrection] = [
            // The one unconnected outlet that fits is the new name: the outlet is renamed to it.
            RuleCorrection([
                ("Header.swift", "class ProfileHeaderView: UIView {\n    @IBOutlet weak var nameLabel: UILabel!\n}\n"),
                ("Header.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                            <connections>
                                ↓<outlet property="userNameLabel" destination="l1" id="o1"/>
                            </connections>
                        </view>
                """)),
            ], corrected: [
                ("Header.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                            <connections>
                                <outlet property="nameLabel" destination="l1" id="o1"/>
                            </connections>
                        </view>
                """)),
            ]),
            // No outlet could be its new name: the connection (its whole line) is removed.
            RuleCorrection([
                ("Header.swift", "class ProfileHeaderView: UIView {\n    @IBOutlet weak var avatar: UIImageView!\n}\n"),
                ("Header.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">
                            <subviews><imageView id="i1"/><button id="b1"/></subviews>
                            <connections>
                                <outlet property="avatar" destination="i1" id="o1"/>
                                ↓<outlet property="deletedOutlet" destination="b1" id="o2"/>
                            </connections>
                        </view>
                """)),
            ], corrected: [
                ("Header.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">
                            <subviews><imageView id="i1"/><button id="b1"/></subviews>
                            <connections>
                                <outlet property="avatar" destination="i1" id="o1"/>
                            </connections>
                        </view>
                """)),
            ]),
            // The message suggests 'titleLabel', which is already connected: never removed, left for a person.
            RuleCorrection([
                ("Header.swift", "class ProfileHeaderView: UIView {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n"),
                ("Header.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/><label id="l2"/></subviews>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                                ↓<outlet property="titleLbl" destination="l2" id="o2"/>
                            </connections>
                        </view>
                """)),
            ], corrected: []),
        ]
    }
}
