/// The examples of `ColorNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ColorNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Cell.xib", ExampleFiles.iOSXib("""
                        <tableViewCell contentMode="scaleToFill" id="t1" customClass="ProfileCell">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            ↓<color key="backgroundColor" name="BrandBackgrund"/>
                        </tableViewCell>
                    </objects>
                    <resources>
                        <namedColor name="BrandBackgrund"><color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                        ↓<namedColor name="Accent"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                    </resources>
                    <objects>
                """)),
                ("ProfileCell.swift", "final class ProfileCell: UITableViewCell {}"),
                ("Colors.xcassets/BrandBackground.colorset", ""),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Cell.xib", ExampleFiles.iOSXib("""
                        <tableViewCell contentMode="scaleToFill" id="t1">
                            <color key="backgroundColor" name="BrandBackground"/>
                            <color key="tintColor" name="Palette/Accent"/>
                            <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                            <color key="shadowColor" systemColor="systemBackgroundColor"/>
                            <color key="borderColor" name="AccentColor"/>
                        </tableViewCell>
                    </objects>
                    <resources>
                        <namedColor name="BrandBackground"><color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                        <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
                        <namedColor name="AccentColor"><color red="0.0" green="0.46" blue="0.89" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                    </resources>
                    <objects>
                """)),
                ("Colors.xcassets/BrandBackground.colorset", ""),
                ("Colors.xcassets/Palette/Contents.json", "{ \"properties\" : { \"provides-namespace\" : true } }"),
                ("Colors.xcassets/Palette/Accent.colorset", ""),
            ]),
        ]
    }
}
