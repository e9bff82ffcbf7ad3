/// The examples of `ImageNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ImageNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Base.lproj/Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="c1" customClass="HomeViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            ↓<imageView contentMode="scaleAspectFit" image="Lgo" id="i1"/>
                                            <button opaque="NO" contentMode="scaleToFill" id="b1">
                                                ↓<state key="normal" image="play"/>
                                            </button>
                                            ↓<imageView contentMode="scaleAspectFit" image="Play" id="i2"/>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                    <resources>
                        <image name="Lgo" width="10" height="10"/>
                        <image name="play" width="10" height="10"/>
                        <image name="Play" width="10" height="10"/>
                        ↓<image name="Banner" width="10" height="10"/>
                    </resources>
                    <scenes>
                """, initialViewController: "c1")),
                ("HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
                ("Assets.xcassets/Logo.imageset", ""),
                ("Assets.xcassets/Icons/Contents.json", "{ \"properties\" : { \"provides-namespace\" : true } }"),
                ("Assets.xcassets/Icons/Play.imageset", ""),
            ]),
            RuleExample([
                ("Assets.xcassets/Contents.json", "{}"),
                ("MainMenu.xib", ExampleFiles.macOSXib("""
                        <button verticalHuggingPriority="750" id="b1">
                            ↓<buttonCell key="cell" type="push" bezelStyle="rounded" image="NSAddTemplat" imagePosition="only" id="c1"/>
                        </button>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Base.lproj/Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="c1" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <imageView contentMode="scaleAspectFit" image="Logo" id="i1"/>
                                            <imageView contentMode="scaleAspectFit" image="Icons/Play" id="i2"/>
                                            <imageView contentMode="scaleAspectFit" image="star.fill" catalog="system" id="i3"/>
                                            <imageView contentMode="scaleAspectFit" image="heart" id="i4"/>
                                            <imageView contentMode="scaleAspectFit" image="background.png" id="i5"/>
                                            <imageView contentMode="scaleAspectFit" image="Shared" id="i6"/>
                                            <imageView contentMode="scaleAspectFit" image="Remote" id="i7">
                                                <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" image="YES"/></accessibility>
                                            </imageView>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                    <resources>
                        <image name="heart" catalog="system" width="10" height="10"/>
                        <image name="Remote" bundleIdentifier="com.example.Kit" width="10" height="10"/>
                    </resources>
                    <scenes>
                """, initialViewController: "c1")),
                ("Assets.xcassets/Logo.imageset", ""),
                ("Assets.xcassets/Icons/Contents.json", "{ \"properties\" : { \"provides-namespace\" : true } }"),
                ("Assets.xcassets/Icons/Play.imageset", ""),
                ("Resources/background@2x.png", ""),
                ("Kit/Media.xcassets/Shared.imageset", ""),
            ]),
            RuleExample([
                ("MainMenu.xib", ExampleFiles.macOSXib("""
                        <button verticalHuggingPriority="750" id="b1">
                            <buttonCell key="cell" type="push" bezelStyle="rounded" image="NSAddTemplate" imagePosition="only" id="c1"/>
                        </button>
                        <button verticalHuggingPriority="750" id="b2">
                            <buttonCell key="cell" type="push" bezelStyle="rounded" image="NSMenuCheckmark" imagePosition="only" id="c2"/>
                        </button>
                """)),
            ]),
        ]
    }
}
