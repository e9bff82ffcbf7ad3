/// The examples of `UnreachableSceneRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnreachableSceneRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <navigationController id="n1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="c1" kind="relationship" relationship="rootViewController" id="g1"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="s2"><objects><viewController id="c1" customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s3"><objects>↓<viewController id="c2" customClass="OldSettingsViewController" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s4"><objects>↓<tableViewController id="c3" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "n1")),
            ]),
            // macOS: a window controller nothing opens.
            RuleExample([
                ("Main.storyboard", ExampleFiles.macOSStoryboard("""
                        <scene sceneID="s1"><objects><application id="a1" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s2"><objects><windowController storyboardIdentifier="Main" id="w1" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s3"><objects>↓<windowController id="w2" sceneMemberID="viewController"/></objects></scene>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tabBarController id="t1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="c1" kind="relationship" relationship="viewControllers" id="g1"/>
                                        <segue destination="r1" kind="relationship" relationship="viewControllers" id="g2"/>
                                    </connections>
                                </tabBarController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="c1" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <button id="b1">
                                                <connections><segue destination="c2" kind="show" id="g3"/></connections>
                                            </button>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s3"><objects><viewController id="c2" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s4"><objects><viewController storyboardIdentifier="Details" id="c3" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s5"><objects><viewControllerPlaceholder storyboardName="Settings" id="r1" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s6"><objects><viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Other" id="r2" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "t1")),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1"><objects><viewController id="a1" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "a1")),
                ("Mac/Main.storyboard", ExampleFiles.macOSStoryboard("""
                        <scene sceneID="s1"><objects><application id="a1" sceneMemberID="viewController"/><customObject id="d1" customClass="AppDelegate"/></objects></scene>
                        <scene sceneID="s2">
                            <objects>
                                <windowController storyboardIdentifier="Main" id="w1" sceneMemberID="viewController">
                                    <connections><segue destination="m1" kind="relationship" relationship="window.shadowedContentViewController" id="g1"/></connections>
                                </windowController>
                            </objects>
                        </scene>
                        <scene sceneID="s3"><objects><viewController id="m1" sceneMemberID="viewController"/></objects></scene>
                """)),
            ]),
        ]
    }
}
