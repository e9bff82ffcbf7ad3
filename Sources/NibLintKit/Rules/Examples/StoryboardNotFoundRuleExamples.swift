/// The examples of `StoryboardNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension StoryboardNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Router.swift", """
                final class Router {
                    func showSettings(from controller: UIViewController) {
                        let settings = ↓UIStoryboard(name: "Setings", bundle: nil).instantiateViewController(withIdentifier: "Settings")
                        controller.present(settings, animated: true)
                        _ = ↓UIStoryboard(name: "main", bundle: .main)
                    }
                }
                """),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController storyboardIdentifier=\"Settings\" id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s2\"><objects><viewController id=\"c2\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
            // Objective-C.
            RuleExample([
                ("FOORouter.m", """
                @implementation FOORouter
                - (UIViewController *)settings {
                    UIStoryboard *storyboard = [↓UIStoryboard storyboardWithName:@"Setings" bundle:nil];
                    return [storyboard instantiateViewControllerWithIdentifier:@"Settings"];
                }
                @end
                """),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController storyboardIdentifier=\"Settings\" id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Router.swift", """
                final class Router {
                    func showSettings(from controller: UIViewController, name: String) {
                        _ = UIStoryboard(name: "Settings", bundle: nil)
                        _ = NSStoryboard(name: NSStoryboard.Name("Settings"), bundle: nil)
                        // Names niblint cannot read are not judged.
                        _ = UIStoryboard(name: name, bundle: nil)
                        _ = UIStoryboard(name: "Settings\\(name)", bundle: nil)
                    }
                }
                """),
                ("Base.lproj/Settings.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
        ]
    }
}
