/// The examples of `UnusedNibRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnusedNibRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("App/Main.swift", """
                final class ListViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(UINib(nibName: "TaskCell", bundle: nil), forCellReuseIdentifier: "task")
                    }
                }
                """),
                ("App/TaskCell.xib", ExampleFiles.iOSXib("        <tableViewCell id=\"c1\"/>")),
                ("App/TaskCell~.xib", "↓" + ExampleFiles.iOSXib("        <tableViewCell id=\"c1\"/>")),
                ("App/Legacy.storyboard", "↓" + ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                           initialViewController: "c1")),
            ]),
            // An `init(nibName:bundle:)` override passing its parameter on names no nib by itself: its callers do.
            RuleExample([
                ("Base.swift", """
                class BaseViewController: UIViewController {
                    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                    }
                }
                """),
                ("Stale.xib", "↓" + ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>UIMainStoryboardFile</key>
                    <string>Main</string>
                    <key>UILaunchStoryboardName</key>
                    <string>Launch Screen</string>
                </dict>
                </plist>
                """),
                ("Share/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>NSExtension</key>
                    <dict>
                        <key>NSExtensionMainStoryboard</key>
                        <string>MainInterface</string>
                    </dict>
                </dict>
                </plist>
                """),
                ("App/Main.swift", """
                final class HomeViewController: UIViewController {
                    func showProfile() {
                        // UIKit loads ProfileView.xib (the name without 'Controller') for a controller made without a nib name.
                        present(ProfileViewController(), animated: true)
                    }
                }
                final class ProfileViewController: UIViewController {}
                """),
                ("App/Base.lproj/Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="c1" sceneMemberID="viewController">
                                    <connections><segue destination="r1" kind="show" id="g1"/></connections>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Settings" id="r1" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "c1")),
                ("App/Settings.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                       initialViewController: "c1")),
                ("App/Launch Screen.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                            initialViewController: "c1")),
                ("App/ProfileView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" customClass=\"ProfileViewController\"/>")),
                ("Share/MainInterface.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                              initialViewController: "c1")),
            ]),
            // A loader whose name niblint cannot read: no nib is judged.
            RuleExample([
                ("Views.swift", """
                extension UIView {
                    static func load(_ name: String) -> UIView? {
                        UINib(nibName: name, bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
                    }
                }
                """),
                ("Badge.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
            ]),
            // Objective-C: a storyboard and a nib opened by names niblint cannot read.
            RuleExample([
                ("FOORouter.m", """
                @implementation FOORouter
                - (UIViewController *)controllerNamed:(NSString *)name {
                    return [[UIStoryboard storyboardWithName:name bundle:nil] instantiateInitialViewController];
                }
                - (UIView *)viewNamed:(NSString *)name {
                    return [[[UINib nibWithNibName:name bundle:nil] instantiateWithOwner:nil options:nil] firstObject];
                }
                @end
                """),
                ("Checkout.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                   initialViewController: "c1")),
                ("Banner.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
            ]),
            // A name some source spells, in a way niblint does not follow (a generated resource accessor).
            RuleExample([
                ("Cells.swift", """
                final class Feed {
                    let nib = R.nib.feedHeader
                }
                """),
                ("FeedHeader.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
            ]),
        ]
    }
}
