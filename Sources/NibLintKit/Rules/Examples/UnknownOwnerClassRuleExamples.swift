/// The examples of `UnknownOwnerClassRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnknownOwnerClassRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // A renamed view controller: the xib is loaded by its class name, so its connections are checked against the real class.
            RuleExample([
                ("Shortcuts.swift", "class PodcastShortcutsViewController: UIViewController {\n    @IBOutlet var tableView: UITableView!\n}\n"),
                ("PodcastShortcutsViewController.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PodcastShortcutViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="tableView" destination="t1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><tableView id="t1"/></subviews></view>
                """)),
            ]),
            // The app's own module, and no source declares the class.
            RuleExample([
                ("Card.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Profile.swift", "class ProfileViewController: UIViewController {}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // A module-less name far from every project class may come from a dependency; NSObject is "no class".
            RuleExample([
                ("Profile.swift", "class ProfileViewController: UIViewController {}\n"),
                ("Legacy.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GMSPlacePickerController">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
                ("Plain.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NSObject"/>
                        <view id="v1"/>
                """)),
            ]),
        ]
    }
}
