/// The examples of `ImplicitNibCollisionRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ImplicitNibCollisionRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Profile.swift", """
                class ProfileViewController: UIViewController {}
                class ProfileView: UIView {
                    @IBOutlet var nameLabel: UILabel!
                }
                func showProfile(on navigation: UINavigationController) {
                    navigation.pushViewController(↓ProfileViewController(), animated: true)
                }
                """),
                ("ProfileView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="v1" customClass="ProfileView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                            <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
                        </view>
                """)),
            ]),
            RuleExample([
                ("Badge.swift", """
                class BadgeViewController: UIViewController {
                    init() {
                        ↓super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                class BadgeView: UIView {
                    @IBOutlet var contentView: UIView!
                }
                """),
                ("BadgeView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // Objective-C: `[[X alloc] init]` and `[X new]` have no nib name either.
            RuleExample([
                ("FOOInboxViewController.h", "@interface FOOInboxViewController : UIViewController\n@end\n@interface FOOInboxView : UIView\n@property (nonatomic) IBOutlet UILabel *countLabel;\n@end\n"),
                ("FOOAppDelegate.m", """
                @implementation FOOAppDelegate
                - (void)showInbox {
                    FOOInboxViewController *inbox = [[↓FOOInboxViewController alloc] init];
                    [self.navigationController pushViewController:inbox animated:YES];
                }
                @end
                """),
                ("FOOInboxView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="v1" customClass="FOOInboxView">
                            <subviews><label id="l1"/></subviews>
                            <connections><outlet property="countLabel" destination="l1" id="o1"/></connections>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // FooView.xib is the view controller's own nib: its File's Owner is the view controller.
            RuleExample([
                ("Queue.swift", "class QueueViewController: UIViewController {\n    @IBOutlet var tableView: UITableView!\n}\nlet queue = QueueViewController()\n"),
                ("QueueView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="QueueViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="tableView" destination="t1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><tableView id="t1"/></subviews></view>
                """)),
            ]),
            // The nib is named, the view is built in loadView(), or the class comes from a storyboard.
            RuleExample([
                ("Screens.swift", """
                class ProfileViewController: UIViewController {
                    init() { super.init(nibName: "ProfileViewController", bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                class BadgeViewController: UIViewController {
                    override func loadView() { view = UIView() }
                }
                class CardViewController: UIViewController {}
                class ListViewController: UIViewController {
                    init() { super.init(nibName: Self.nibIdentifier, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                func make() -> [UIViewController] { [ProfileViewController(), BadgeViewController(), CardViewController(), ListViewController()] }
                """),
                ("ProfileView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("BadgeView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("CardView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("ListView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects><viewController id="c1" customClass="CardViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
            ]),
            // Objective-C: the nib is named in the initializer, even by an expression niblint cannot read.
            RuleExample([
                ("FOOControllers.h", "@interface FOOInboxViewController : UIViewController\n@end\n@interface FOOOutboxViewController : UIViewController\n@end\n"),
                ("FOOControllers.m", """
                @implementation FOOInboxViewController
                - (instancetype)init { return [super initWithNibName:@"FOOInboxViewController" bundle:nil]; }
                @end
                @implementation FOOOutboxViewController
                - (instancetype)init { return [super initWithNibName:[FOOTheme nibNamed:@"Outbox"] bundle:nil]; }
                @end
                @implementation FOOAppDelegate
                - (NSArray *)screens { return @[[FOOInboxViewController new], [FOOOutboxViewController new]]; }
                @end
                """),
                ("FOOInboxView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("FOOOutboxView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
            ]),
            // AppKit looks only for the class name.
            RuleExample([
                ("Prefs.swift", "class PrefsViewController: NSViewController {}\nlet prefs = PrefsViewController()\n"),
                ("PrefsView.xib", ExampleFiles.macOSXib("        <customObject id=\"-2\" userLabel=\"File's Owner\"/>\n        <customView id=\"v1\"/>")),
            ]),
        ]
    }
}
