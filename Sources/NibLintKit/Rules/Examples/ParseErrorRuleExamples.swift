/// The examples of `ParseErrorRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ParseErrorRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Broken.xib", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n    <objects>\n↓<<<<<<< HEAD\n    </objects>\n</document>\n"),
            ]),
            RuleExample([
                ("Truncated.storyboard", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n    <scenes>\n        <scene sceneID=\"s1\">↓"),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Fine.xib", ExampleFiles.iOSXib("        <view id=\"v1\"><!-- a comment --><string key=\"text\">a &amp; b &#x41;</string></view>")),
            ]),
        ]
    }
}
