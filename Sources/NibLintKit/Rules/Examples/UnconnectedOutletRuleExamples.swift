/// The examples of `UnconnectedOutletRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnconnectedOutletRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // `cell.slider.delegate = self` sets the slider's delegate, not the outlet `slider`.
            RuleExample([
                ("Volume.swift", "class VolumeCell: UITableViewCell {\n    @IBOutlet var ↓slider: UISlider!\n}\nclass MixerViewController: UITableViewController {\n    func configure(_ cell: VolumeCell) {\n        cell.slider.delegate = self\n    }\n}\n"),
                ("VolumeCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIViewController"/>
                        <tableViewCell id="c1" customClass="VolumeCell" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            RuleExample([
                ("Profile.swift", "class ProfileViewController: UIViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n    @IBOutlet weak var ↓avatarView: UIImageView!\n}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="nameLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/><imageView id="i1"/></subviews></view>
                """)),
            ]),
            // An Objective-C instance variable outlet no nib connects under any key key-value coding maps to it.
            RuleExample([
                ("FOOProfileViewController.h", "@interface FOOProfileViewController : UIViewController\n{\n    IBOutlet UILabel *_nameLabel;\n    IBOutlet UILabel *↓_ageLabel;\n}\n@end\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOProfileViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="nameLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/><label id="l2"/></subviews></view>
                """)),
            ]),
            // A local of the same name (`let closeButton = …`) and another class's property (`header.closeButton = …`, HeaderView
            // declaring its own `closeButton`) are not the outlet being set.
            RuleExample([
                ("Sheet.swift", "class SheetViewController: UIViewController {\n    @IBOutlet var ↓closeButton: UIButton!\n    func build(header: HeaderView) {\n        let closeButton = UIButton()\n        header.closeButton = closeButton\n    }\n}\nclass HeaderView: UIView {\n    var closeButton: UIButton?\n}\n"),
                ("Sheet.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SheetViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // macOS: AppKit sets an instance variable only under its own name; `_statusLabel` connected as `statusLabel`
            // is outlet-not-found's (a rename), and `_countLabel`, connected under no name, is reported here.
            RuleExample([
                ("FOOStatusController.h", "@interface FOOStatusController : NSViewController\n{\n    IBOutlet NSTextField *_statusLabel;\n    IBOutlet NSTextField *↓_countLabel;\n}\n@end\n"),
                ("Status.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOOStatusController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="statusLabel" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <customView id="v1"><subviews><textField id="t1"/></subviews></customView>
                """)),
            ]),
            // A nib class whose superclass is outside the tree (a pod's `VKSheetController`) may be an instance of a
            // framework class or of a dependency's, never of the app's own APPSettingsViewController: its `doneButton`
            // connection neither connects nor "renames" APPSettingsViewController's.
            RuleExample([
                ("APPSettingsViewController.h", "@interface APPSettingsViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UIButton *↓doneButton;\n@end\n"),
                ("APPSheetController.h", "@interface APPSheetController : VKSheetController\n@property (nonatomic, weak) IBOutlet UIButton *doneButton;\n@end\n"),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="APPSettingsViewController">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
                ("Sheet.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="APPSheetController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="doneButton" destination="b1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1"/></subviews></view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // Another class's code sets the outlet on the controller it creates (`controller.splitView = …`).
            RuleExample([
                ("Browser.swift", """
                class BrowserViewController: NSViewController {
                    @IBOutlet var splitView: NSSplitView!
                }
                class BrowserWindowController: NSWindowController {
                    func show(in container: NSSplitView) {
                        let controller = BrowserViewController(nibName: "Browser", bundle: nil)
                        controller.splitView = container
                    }
                }
                """),
                ("Browser.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="BrowserViewController">
                            <connections><outlet property="view" destination="c1" id="o1"/></connections>
                        </customObject>
                        <customView id="c1"/>
                """)),
            ]),
            // The same in Objective-C, through the setter.
            RuleExample([
                ("FOOListController.h", "@interface FOOListController : NSViewController\n@property (weak) IBOutlet NSTableView *listTable;\n@end\n"),
                ("FOOListController.m", "@implementation FOOListController\n@end\n"),
                ("FOOWindowController.m", "@implementation FOOWindowController\n- (void)attach:(NSTableView *)table {\n    FOOListController *list = [[FOOListController alloc] initWithNibName:@\"FOOList\" bundle:nil];\n    [list setListTable:table];\n}\n@end\n"),
                ("FOOList.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOOListController">
                            <connections><outlet property="view" destination="c1" id="o1"/></connections>
                        </customObject>
                        <customView id="c1"/>
                """)),
            ]),
            // Connected through the instance variable storing the property: `tabButton_` (`@synthesize tabButton =
            // tabButton_;`) and `_windowButton` (auto-synthesized), as iTerm2's nibs do.
            RuleExample([
                ("FOOProfiles.m", "@interface FOOProfiles : NSWindowController\n@property (nonatomic, strong) IBOutlet NSButton *tabButton;\n@property (nonatomic, strong) IBOutlet NSButton *windowButton;\n@end\n@implementation FOOProfiles\n@synthesize tabButton = tabButton_;\n@end\n"),
                ("Profiles.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOOProfiles">
                            <connections>
                                <outlet property="tabButton_" destination="b1" id="a1"/>
                                <outlet property="_windowButton" destination="b2" id="a2"/>
                            </connections>
                        </customObject>
                        <button id="b1"/>
                        <button id="b2"/>
                """)),
            ]),
            // A dependency's class (its sources under Pods/) may have subclasses outside the tree: APPFancyViewController's
            // superclass, from a pod that is not checked in, may descend from VKBaseViewController and connect its outlet.
            RuleExample([
                ("Pods/VendorKit/VKBaseViewController.h", "@interface VKBaseViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@end\n"),
                ("APPFancyViewController.h", "@interface APPFancyViewController : VKFancyBase\n@end\n"),
                ("Base.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="VKBaseViewController">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
                ("Fancy.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="APPFancyViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="titleLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // Model values, not views: an outlet that a binding of the nib reads (`task.name` bound to File's Owner), and one
            // whose getter the implementation writes by hand (Quicksilver's QSTaskViewController).
            RuleExample([
                ("QSTaskViewController.h", "@interface QSTaskViewController : NSViewController\n@property (strong) IBOutlet QSTask *task;\n@property (strong) IBOutlet QSTask *lastTask;\n@end\n"),
                ("QSTaskViewController.m", "@implementation QSTaskViewController\n- (QSTask *)lastTask {\n    return self.representedObject;\n}\n@end\n"),
                ("QSTaskView.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="QSTaskViewController">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </customObject>
                        <customView id="v1">
                            <subviews>
                                <textField id="t1">
                                    <connections><binding destination="-2" name="value" keyPath="self.task.name" id="b1"/></connections>
                                </textField>
                            </subviews>
                        </customView>
                """)),
            ]),
            // Outlets the class sets itself: `self.button = …` in a skipped method body, `badge = …` in an extension,
            // Objective-C `_footer = …`, `self.caption = …`, `self->document = …` (a parameter shadows the ivar) and
            // `[self setIcon:…]`. Nothing is broken.
            RuleExample([
                ("Toolbar.swift", "class ToolbarView: UIView {\n    @IBOutlet var button: UIButton!\n    @IBOutlet var badge: UILabel!\n    func setUp() {\n        self.button = UIButton(type: .system)\n    }\n}\nextension ToolbarView {\n    func reset() {\n        badge = UILabel()\n    }\n}\n"),
                ("FOOCardView.h", "@interface FOOCardView : UIView\n{\n    IBOutlet UIView *_footer;\n    IBOutlet id document;\n}\n@property (nonatomic, strong) IBOutlet UILabel *caption;\n@property (nonatomic, strong) IBOutlet UIImageView *icon;\n@end\n"),
                ("FOOCardView.m", "@implementation FOOCardView\n- (void)awakeFromNib {\n    [super awakeFromNib];\n    _footer = [[UIView alloc] init];\n    self.caption = [[UILabel alloc] init];\n    [self setIcon:[[UIImageView alloc] init]];\n}\n- (void)showDocument:(id)document {\n    self->document = document;\n}\n@end\n"),
                ("Toolbar.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ToolbarView" customModule="App" customModuleProvider="target"/>
                        <view id="v2" customClass="FOOCardView"/>
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
            // A renamed outlet: outlet-not-found reports the stale connection; the new name is not reported twice.
            RuleExample([
                ("Profile.swift", "class ProfileViewController: UIViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="userNameLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // Objective-C instance variables `_nameLabel` (in `@interface { }`) and `_isActiveSwitch` (in `@implementation { }`),
            // connected as `nameLabel` and `activeSwitch`: setValue:forKey: searches `_<key>`, `_is<Key>`, `<key>`, `is<Key>`.
            RuleExample([
                ("FOOProfileViewController.h", "@interface FOOProfileViewController : UIViewController\n{\n    IBOutlet UILabel *_nameLabel;\n}\n@end\n"),
                ("FOOProfileViewController.m", "@implementation FOOProfileViewController {\n    IBOutlet UISwitch *_isActiveSwitch;\n}\n@end\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOProfileViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="nameLabel" destination="l1" id="o2"/>
                                <outlet property="activeSwitch" destination="s1" id="o3"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/><switch id="s1"/></subviews></view>
                """)),
            ]),
            // The header of a prebuilt framework in the tree: the framework's own code sets its outlets.
            RuleExample([
                ("Frameworks/ShortcutRecorder.framework/Versions/A/Headers/SRRecorderCell.h",
                 "@interface SRRecorderCell : NSActionCell\n@property (weak) IBOutlet id delegate;\n@end\n"),
                ("Shortcuts.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner"/>
                        <customView id="v1"><subviews><textField id="t1"><textFieldCell key="cell" id="c1" customClass="SRRecorderCell"/></textField></subviews></customView>
                """)),
            ]),
            // Set through an instance variable of the outlet's class (`kiln.owner = …` with `GLZKilnPanel *kiln;`), though
            // another class has an outlet of the same name that a nib connects.
            RuleExample([
                ("GLZPanels.h", """
                @interface GLZKilnPanel : NSWindowController
                @property (weak) IBOutlet NSWindow *owner;
                @end
                @interface GLZGlazePanel : NSObject
                @property (weak) IBOutlet NSWindow *owner;
                @end
                @interface GLZStudio : NSObject {
                    GLZKilnPanel *kiln;
                }
                @property (strong) IBOutlet NSWindow *window;
                @end
                """),
                ("GLZPanels.m", """
                @implementation GLZStudio
                - (void)openKiln:(id)sender {
                    kiln = [[GLZKilnPanel alloc] initWithWindowNibName:@"Kiln"];
                    kiln.owner = self.window;
                }
                @end
                """),
                ("Kiln.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="GLZKilnPanel"/>
                """)),
                ("Glaze.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="GLZGlazePanel">
                            <connections><outlet property="owner" destination="w1" id="c1"/></connections>
                        </customObject>
                        <window title="Glaze" releasedWhenClosed="NO" visibleAtLaunch="NO" id="w1">
                            <rect key="contentRect" x="0" y="0" width="200" height="100"/>
                            <view key="contentView" id="v1"/>
                        </window>
                """)),
            ]),
            // A dependency's sources checked into the tree (CocoaPods' Pods/): an optional hook the app need not connect,
            // in a header the app cannot edit.
            RuleExample([
                ("Pods/CodeKit/CKEditorView.h",
                 "@protocol CKColouringDelegate;\n@interface CKEditorView : NSView\n@property (nonatomic, weak) IBOutlet id<CKColouringDelegate> colouringDelegate;\n@end\n"),
                ("Editor.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner"/>
                        <customView id="v1" customClass="CKEditorView"/>
                """)),
            ]),
            // Connected in a subclass's nib; a class used in no nib at all; an outlet set from a File's Owner of unknown class.
            RuleExample([
                ("Base.swift", "class BaseViewController: UIViewController {\n    @IBOutlet weak var titleLabel: UILabel!\n}\nclass DetailViewController: BaseViewController {}\nclass CodeOnlyView: UIView {\n    @IBOutlet var neverInANib: UILabel!\n}\nclass Legacy: NSObject {\n    @IBOutlet var proxyOutlet: UIView!\n}\n"),
                ("Detail.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="titleLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
                ("Proxy.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                            <connections><outlet property="proxyOutlet" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                        <customObject id="c1" customClass="Legacy" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
        ]
    }
}
