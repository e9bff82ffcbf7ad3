/// The examples of `StoryboardIdentifierNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension StoryboardIdentifierNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Settings.swift", """
                class SettingsViewController: UITableViewController {
                    func openAbout() {
                        let about = storyboard?.↓instantiateViewController(withIdentifier: "AboutScreen")
                        _ = about
                        ↓performSegue(withIdentifier: "showLicence", sender: self)
                    }
                    func openCredits() {
                        // "showCredits" starts in the About scene, not in this one.
                        self.↓performSegue(withIdentifier: "showCredits", sender: self)
                    }
                }
                class AboutViewController: UIViewController {}
                """),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <connections><segue destination="a1" kind="show" identifier="showLicense" id="g1"/></connections>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController storyboardIdentifier="About" id="a1" customClass="AboutViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <connections><segue destination="t1" kind="show" identifier="showCredits" id="g2"/></connections>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
            // A class in no scene: any storyboard's segue may be meant, but none has this one.
            RuleExample([
                ("Router.swift", "class Router: NSObject {\n    func go(from controller: UIViewController) {\n        controller.↓performSegue(withIdentifier: \"showNowhere\", sender: nil)\n    }\n}\n"),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="c1" sceneMemberID="viewController">
                                    <connections><segue destination="c1" kind="show" identifier="showSomewhere" id="g1"/></connections>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
            // The storyboard asked is known: the identifier must be in that one, not in any storyboard.
            RuleExample([
                ("Router.swift", """
                class ProfileViewController: UIViewController {
                    let settings = UIStoryboard(name: "Settings", bundle: nil)
                    func openEditor() {
                        // ProfileViewController's only scene is in Profile.storyboard; "Privacy" is in Settings.storyboard.
                        _ = storyboard?.↓instantiateViewController(withIdentifier: "Privacy")
                        _ = UIStoryboard(name: "Profile", bundle: nil).↓instantiateViewController(withIdentifier: "Privacy")
                        _ = settings.↓instantiateViewController(withIdentifier: "Editor")
                        _ = settings.instantiateViewController(withIdentifier: "Privacy")
                    }
                }
                """),
                ("Profile.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="p1" customClass="ProfileViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects><viewController storyboardIdentifier="Editor" id="p2" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects><viewController storyboardIdentifier="Privacy" id="q1" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
            ]),
            // Objective-C.
            RuleExample([
                ("FOOSettingsViewController.m", """
                @implementation FOOSettingsViewController
                - (void)openAbout {
                    UIViewController *about = [self.storyboard ↓instantiateViewControllerWithIdentifier:@"AboutScreen"];
                    [self.navigationController pushViewController:about animated:YES];
                    [self ↓performSegueWithIdentifier:@"showLicence" sender:self];
                }
                @end
                """),
                ("FOOSettingsViewController.h", "@interface FOOSettingsViewController : UITableViewController\n@end\n"),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="FOOSettingsViewController" sceneMemberID="viewController">
                                    <connections><segue destination="a1" kind="show" identifier="showLicense" id="g1"/></connections>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects><viewController storyboardIdentifier="About" id="a1" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // Objective-C, with the identifiers the storyboard has.
            RuleExample([
                ("FOOSettingsViewController.m", """
                @implementation FOOSettingsViewController
                - (void)openAbout {
                    UIViewController *about = [self.storyboard instantiateViewControllerWithIdentifier:@"About"];
                    [self.navigationController pushViewController:about animated:YES];
                    [self performSegueWithIdentifier:@"showLicense" sender:self];
                }
                @end
                """),
                ("FOOSettingsViewController.h", "@interface FOOSettingsViewController : UITableViewController\n@end\n"),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="FOOSettingsViewController" sceneMemberID="viewController">
                                    <connections><segue destination="a1" kind="show" identifier="showLicense" id="g1"/></connections>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects><viewController storyboardIdentifier="About" id="a1" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
            ]),
            RuleExample([
                ("Settings.swift", """
                class SettingsViewController: UITableViewController {
                    func openAbout() {
                        _ = storyboard?.instantiateViewController(withIdentifier: "About")
                        _ = storyboard?.instantiateViewController(identifier: "About") { coder in UIViewController(coder: coder) }
                        performSegue(withIdentifier: "showLicense", sender: self)
                        performSegue(withIdentifier: Segue.dynamicName, sender: self)
                        // Sent to another controller: judged against every storyboard.
                        presentedViewController?.performSegue(withIdentifier: "showCredits", sender: self)
                    }
                }
                /// In no scene itself: its calls are judged against its subclasses' scenes.
                class BaseAboutViewController: UIViewController {
                    func openCredits() { performSegue(withIdentifier: "showCredits", sender: self) }
                }
                class AboutViewController: BaseAboutViewController {}
                """),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <connections><segue destination="a1" kind="show" identifier="showLicense" id="g1"/></connections>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController storyboardIdentifier="About" id="a1" customClass="AboutViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v2"><subviews><button id="b2"><connections><segue destination="t1" kind="show" identifier="showCredits" id="g2"/></connections></button></subviews></view>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    }
}
