/// The examples of `UnusedSuppressionRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnusedSuppressionRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // The line below the comment loads the nib with the right owner: nothing to suppress.
            RuleExample([
                ("Banner.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    func load() {
                        ↓// niblint:disable:next owner-class-mismatch
                        _ = Bundle.main.loadNibNamed("Banner", owner: self, options: nil)
                    }
                }
                """),
                ("Banner.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A misspelled rule id, an `enable` without a `disable`, and a region that covers nothing.
            RuleExample([
                ("Misc.swift", """
                let text = "// niblint:disable all"  // a string, not a comment
                ↓// niblint:disable:next owner-class-missmatch
                final class Misc {}
                ↓// niblint:enable action-not-found
                ↓// niblint:disable all
                final class Other {}
                """),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // The suppression hides an owner-class-mismatch on the next line.
            RuleExample([
                ("Banner.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                }
                class HomeViewController: UIViewController {
                    func showBanner() {
                        // niblint:disable:next owner-class-mismatch
                        _ = Bundle.main.loadNibNamed("Banner", owner: self, options: nil)
                    }
                }
                """),
                ("Banner.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A region ended by `enable`; text in string literals and doc comments is not a directive.
            RuleExample([
                ("Home.swift", """
                class HomeViewController: UIViewController {
                    /// Write `// niblint:disable:next RULE` to suppress a finding.
                    let hint = "// niblint:disable:next all"
                    // niblint:disable all
                    func a() { _ = Bundle.main.loadNibNamed("Banner", owner: self, options: nil) }
                    // niblint:enable all
                }
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                }
                """),
                ("Banner.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
        ]
    }
}
