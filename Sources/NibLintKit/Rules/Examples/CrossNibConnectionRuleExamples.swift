/// The examples of `CrossNibConnectionRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension CrossNibConnectionRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" sceneMemberID="viewController">
                                    <view key="view" id="v1"/>
                                    <connections>↓<outlet property="view" destination="v2" id="o1"/></connections>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="vc2" sceneMemberID="viewController"><view key="view" id="v2"/></viewController>
                            </objects>
                        </scene>
                """)),
            ]),
            RuleExample([
                ("Gone.xib", ExampleFiles.iOSXib("""
                        <view id="v1">
                            <connections>↓<outlet property="delegate" destination="deleted-id" id="o1"/></connections>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // An action sent to another scene's First Responder is nil-targeted: it travels the responder chain.
            RuleExample([
                ("Main.storyboard", ExampleFiles.macOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <application id="app" sceneMemberID="viewController"/>
                                <customObject id="fr1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="vc2" sceneMemberID="viewController"><view key="view" id="v2"/></viewController>
                                <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                                <menu id="m1">
                                    <items>
                                        <menuItem title="New" id="i1">
                                            <connections><action selector="newDocument:" target="fr1" id="a1"/></connections>
                                        </menuItem>
                                    </items>
                                </menu>
                            </objects>
                        </scene>
                """)),
            ]),
            // Segues cross scenes by design.
            RuleExample([
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" sceneMemberID="viewController">
                                    <view key="view" id="v1"/>
                                    <connections><segue destination="vc2" kind="show" identifier="Next" id="g1"/></connections>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="vc2" sceneMemberID="viewController"><view key="view" id="v2"/></viewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    }
}
