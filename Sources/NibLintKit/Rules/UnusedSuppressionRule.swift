/// A `// niblint:` suppression comment that suppresses nothing, or that niblint cannot read.
/// Reported at the comment's `//`, as a warning.
public struct UnusedSuppressionRule: Rule {
    public init() {}

    public static let phase = RulePhase.afterSuppressions

    public static let description = RuleDescription(
        identifier: "unused-suppression",
        name: "Unused suppression",
        summary: "A '// niblint:disable…' comment suppresses no diagnostic, names an unknown rule, or is not a niblint directive.",
        rationale: "A suppression that no longer suppresses anything (the problem was fixed, the code moved, the rule id is misspelled) silently hides the next real problem at that place; removing it keeps the suppressions honest.",
        runtimeFailure: "None by itself; a stale suppression can hide a later crash.",
        defaultSeverity: .warning,
        triggeringExamples: [
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
        ],
        nonTriggeringExamples: [
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
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.suppressionProblems.map { problem in
            context.diagnostic(Self.self, at: problem.location, problem.message, identity: problem.identity)
        }
    }
}
