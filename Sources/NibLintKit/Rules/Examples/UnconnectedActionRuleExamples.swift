/// The examples of `UnconnectedActionRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnconnectedActionRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Player.swift", "class PlayerViewController: UIViewController {\n    @IBAction func play(_ sender: Any) {}\n    @IBAction func ↓stop(_ sender: Any) {}\n}\n"),
                ("Player.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1"><connections><action selector="play:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
                            </subviews>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // Reached through First Responder or an unwind segue; a class used in no nib.
            RuleExample([
                ("Doc.swift", "class EditorViewController: UIViewController {\n    @IBAction func export(_ sender: Any?) {}\n    @IBAction func unwindToEditor(_ segue: UIStoryboardSegue) {}\n}\nclass CodeOnly: UIViewController {\n    @IBAction func unused(_ sender: Any) {}\n}\n"),
                ("Editor.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="EditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <button id="b1"><connections><action selector="export:" destination="fr1" eventType="touchUpInside" id="a1"/></connections></button>
                                            <button id="b2"><connections><segue destination="x1" kind="unwind" unwindAction="unwindToEditor:" id="u1"/></connections></button>
                                        </subviews>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                <exit id="x1" sceneMemberID="exit"/>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    }
}
