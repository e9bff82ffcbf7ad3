/// The examples of `NibRootTypeMismatchRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension NibRootTypeMismatchRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Result.swift", """
                class ResultView: UIView {
                    static func make() -> ResultView {
                        ↓UINib(nibName: "ResultView", bundle: nil).instantiate(withOwner: nil, options: nil).first as! ResultView
                    }
                }
                """),
                ("ResultView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="v1"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Result.swift", """
                class ResultView: UIView {
                    static func make() -> ResultView {
                        Bundle.main.loadNibNamed("ResultView", owner: nil, options: nil)?.first as! ResultView
                    }
                    static func makeAny() -> UIView {
                        UINib(nibName: "ResultView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! UIView
                    }
                }
                """),
                ("ResultView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view id="v1" customClass="ResultView" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            // The nib names the class by its @objc name, the code by its Swift name.
            RuleExample([
                ("Cover.swift", "@objc(SHLCoverView)\nclass CoverView: UIView {\n    static func make() -> CoverView {\n        UINib(nibName: \"Cover\", bundle: nil).instantiate(withOwner: nil, options: nil).first as! CoverView\n    }\n}\n"),
                ("Cover.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"SHLCoverView\"/>")),
            ]),
        ]
    }
}
