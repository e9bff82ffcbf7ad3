/// The examples of `DuplicateObjectIDRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension DuplicateObjectIDRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                            <connections>
                                <outlet property="view" destination="v1" id="c1"/>
                            </connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <label id="l1"/>
                                ↓<label id="l1"/>
                                <button id="b1">
                                    <connections>
                                        ↓<action selector="tap:" destination="-1" eventType="touchUpInside" id="c1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        ↓<view id="v1"/>
                """)),
            ]),
            RuleExample([
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"><view key="view" id="v1"/></viewController></objects></scene>
                        <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController">↓<view key="view" id="v1"/></viewController></objects></scene>
                """, initialViewController: "vc1")),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // Ids are unique per file: two nibs may use the same ones.
            RuleExample([
                ("A.xib", ExampleFiles.iOSXib("        <view id=\"v1\"><subviews><label id=\"l1\"/></subviews></view>")),
                ("B.xib", ExampleFiles.iOSXib("        <view id=\"v1\"><subviews><label id=\"l1\"/></subviews></view>")),
            ]),
        ]
    }
}
