/// The examples of `StoryboardReferenceNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension StoryboardReferenceNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="c1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="r1" kind="show" id="g1"/>
                                        <segue destination="r2" kind="show" id="g2"/>
                                        <segue destination="r3" kind="show" id="g3"/>
                                        <segue destination="r4" kind="show" id="g4"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2"><objects>↓<viewControllerPlaceholder storyboardName="Setings" id="r1" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s3"><objects>↓<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="About" id="r2" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s4"><objects>↓<viewControllerPlaceholder storyboardName="Profile" id="r3" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s5"><objects>↓<viewControllerPlaceholder referencedIdentifier="Missing" id="r4" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "c1")),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1"><objects><viewController storyboardIdentifier="AboutScreen" id="a1" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "a1")),
                ("Profile.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1"><objects><viewController storyboardIdentifier="Profile" id="p1" sceneMemberID="viewController"/></objects></scene>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="Home" id="c1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="r1" kind="show" id="g1"/>
                                        <segue destination="r2" kind="show" id="g2"/>
                                        <segue destination="r3" kind="show" id="g3"/>
                                        <segue destination="r4" kind="show" id="g4"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Settings" id="r1" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s3"><objects><viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="About" id="r2" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s4"><objects><viewControllerPlaceholder referencedIdentifier="Home" id="r3" sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="s5"><objects><viewControllerPlaceholder storyboardName="Onboarding" bundleIdentifier="com.example.Kit" id="r4" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "c1")),
                ("Base.lproj/Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1"><objects><viewController storyboardIdentifier="About" id="a1" sceneMemberID="viewController"/></objects></scene>
                """, initialViewController: "a1")),
            ]),
        ]
    }
}
