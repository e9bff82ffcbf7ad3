/// The examples of `OutletToRepeatingContentRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension OutletToRepeatingContentRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("List.swift", "class ListViewController: UITableViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n}\n"),
                ("List.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" id="tv1">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="row" id="c1">
                                                <tableViewCellContentView key="contentView" id="cv1">
                                                    <subviews><label id="l1"/></subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                    <connections>↓<outlet property="nameLabel" destination="l1" id="o1"/></connections>
                                </tableViewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("List.swift", "class RowCell: UITableViewCell {\n    @IBOutlet weak var nameLabel: UILabel!\n}\nclass ListViewController: UITableViewController {}\n"),
                ("List.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" id="tv1">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="row" id="c1" customClass="RowCell" customModule="App" customModuleProvider="target">
                                                <tableViewCellContentView key="contentView" id="cv1">
                                                    <subviews><label id="l1"/></subviews>
                                                </tableViewCellContentView>
                                                <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
                                            </tableViewCell>
                                        </prototypes>
                                        <connections><outlet property="dataSource" destination="t1" id="o2"/></connections>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    }
}
