/// The examples of `InitialViewControllerMissingRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension InitialViewControllerMissingRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("AppDelegate.swift", """
                final class Onboarding {
                    let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
                    func start(in window: UIWindow) {
                        window.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil).↓instantiateInitialViewController()
                    }
                    func restart(in window: UIWindow) {
                        let onboarding = UIStoryboard(name: "Onboarding", bundle: nil)
                        window.rootViewController = onboarding.↓instantiateInitialViewController()!
                        window.rootViewController = self.storyboard.↓instantiateInitialViewController()
                    }
                }
                """),
                ("Onboarding.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController storyboardIdentifier=\"Welcome\" id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
            // Info.plist launch entries.
            RuleExample([
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>UILaunchStoryboardName</key>
                    ↓<string>Launch Screen</string>
                    <key>UIMainStoryboardFile</key>
                    ↓<string>Main</string>
                    <key>UIApplicationSceneManifest</key>
                    <dict>
                        <key>UISceneConfigurations</key>
                        <dict>
                            <key>UIWindowSceneSessionRoleApplication</key>
                            <array>
                                <dict>
                                    <key>UISceneStoryboardFile</key>
                                    ↓<string>Mian</string>
                                </dict>
                            </array>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """),
                ("App/Main.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController storyboardIdentifier=\"Home\" id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
                ("App/LaunchScreen.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"l1\" sceneMemberID=\"viewController\"/></objects></scene>", initialViewController: "l1")),
            ]),
            // Xcode's generated Info.plist: the INFOPLIST_KEY_ build settings.
            RuleExample([
                ("Shop/Shop.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([
                    .init(name: "Shop", files: ["App/Main.storyboard"],
                          settings: ["↓INFOPLIST_KEY_UIMainStoryboardFile": "Main", "↓INFOPLIST_KEY_UILaunchStoryboardName": "Launch"]),
                ])),
                ("Shop/App/Main.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
            // Objective-C.
            RuleExample([
                ("FOOAppDelegate.m", """
                @implementation FOOAppDelegate
                - (void)showOnboarding {
                    self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil] ↓instantiateInitialViewController];
                }
                @end
                """),
                ("Onboarding.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Shop/Shop.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([
                    .init(name: "Shop", files: ["App/Main.storyboard", "App/LaunchScreen.xib"],
                          settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main", "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen"]),
                ])),
                ("Shop/App/Main.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                        initialViewController: "c1")),
                ("Shop/App/LaunchScreen.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
            ]),
            RuleExample([
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>UILaunchStoryboardName</key>
                    <string>LaunchScreen</string>
                    <key>UIMainStoryboardFile</key>
                    <string>Main</string>
                    <key>UIMainStoryboardFile~ipad</key>
                    <string>$(MAIN_STORYBOARD)</string>
                    <key>NSMainNibFile</key>
                    <string>MainMenu</string>
                </dict>
                </plist>
                """),
                ("App/Base.lproj/Main.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>", initialViewController: "c1")),
                ("App/LaunchScreen.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
                ("App/MainMenu.xib", ExampleFiles.macOSXib("        <menu id=\"m1\"/>")),
            ]),
            RuleExample([
                ("AppDelegate.swift", """
                final class Onboarding {
                    func start(in window: UIWindow, storyboard: UIStoryboard) {
                        window.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()
                        // Another storyboard of the same name in another function is not this one.
                        window.rootViewController = storyboard.instantiateInitialViewController()
                    }
                    func other(in window: UIWindow) {
                        let storyboard = UIStoryboard(name: "Welcome", bundle: nil)
                        _ = storyboard.instantiateViewController(withIdentifier: "Welcome")
                    }
                }
                """),
                ("Onboarding.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                     initialViewController: "c1")),
                ("Welcome.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController storyboardIdentifier=\"Welcome\" id=\"w1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
        ]
    }
}
