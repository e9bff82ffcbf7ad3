/// The examples of `UnsupportedFileRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnsupportedFileRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Old.xib", "↓<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">\n    <data/>\n</archive>\n"),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("New.xib", ExampleFiles.macOSXib("        <customObject id=\"-2\" userLabel=\"File's Owner\"/>")),
            ]),
        ]
    }
}
