/// The examples of `RuntimeAttributeNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension RuntimeAttributeNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Badge.swift", "class BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n    var fillColor: UIColor = .red\n}\n"),
                ("Badge.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="BadgeView" customModule="App" customModuleProvider="target">
                            <userDefinedRuntimeAttributes>
                                ↓<userDefinedRuntimeAttribute type="number" keyPath="corner">
                                    <real key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                                ↓<userDefinedRuntimeAttribute type="color" keyPath="fillColor"/>
                            </userDefinedRuntimeAttributes>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Badge.swift", "class BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n    @objc var glow = false\n}\nextension UIView {\n    @IBInspectable var borderWidth: CGFloat { get { 0 } set {} }\n}\n"),
                ("Badge.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="BadgeView" customModule="App" customModuleProvider="target">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="glow"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="borderWidth"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier"/>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <view id="v2" customClass="ShimmerView" customModule="Shimmer">
                            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="speed"/></userDefinedRuntimeAttributes>
                        </view>
                """)),
            ]),
        ]
    }
}
