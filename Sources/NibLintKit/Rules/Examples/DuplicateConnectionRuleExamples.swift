/// The examples of `DuplicateConnectionRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension DuplicateConnectionRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Form.swift", "class FormViewController: UIViewController {\n    @IBOutlet var field: UITextField!\n    @IBAction func submit(_ sender: Any) {}\n}\n"),
                ("Form.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="field" destination="f1" id="o2"/>
                                ↓<outlet property="field" destination="f2" id="o3"/>
                            </connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <textField id="f1"/>
                                <textField id="f2"/>
                                <button id="b1">
                                    <connections>
                                        <action selector="submit:" destination="-1" eventType="touchUpInside" id="a1"/>
                                        ↓<action selector="submit:" destination="-1" eventType="touchUpInside" id="a2"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                """)),
            ]),
            // A key whose first letter differs in case sets the same property.
            RuleExample([
                ("Card.swift", "class CardView: UIView {\n    @IBOutlet var descriptionLabel: UILabel!\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <subviews>
                                <label id="l1"/>
                                <label id="l2"/>
                            </subviews>
                            <connections>
                                <outlet property="descriptionLabel" destination="l1" id="o1"/>
                                ↓<outlet property="DescriptionLabel" destination="l2" id="o2"/>
                            </connections>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Form.swift", "class FormViewController: UIViewController {\n    @IBOutlet var fields: [UITextField]!\n    @IBAction func changed(_ sender: Any) {}\n}\n"),
                ("Form.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outletCollection property="fields" destination="f1" id="o2"/>
                                <outletCollection property="fields" destination="f2" id="o3"/>
                            </connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <textField id="f1">
                                    <connections>
                                        <action selector="changed:" destination="-1" eventType="editingChanged" id="a1"/>
                                        <action selector="changed:" destination="-1" eventType="editingDidEnd" id="a2"/>
                                    </connections>
                                </textField>
                                <textField id="f2"/>
                            </subviews>
                        </view>
                """)),
            ]),
        ]
    }
}
