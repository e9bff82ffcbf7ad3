/// The examples of `UnknownClassRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension UnknownClassRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Profile.swift", "class ProfileHeaderView: UIView {}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        ↓<view id="v1" customClass="ProfileHeadView" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            // Declared, but the runtime cannot find it: a generic Swift class (only its specializations exist), and a
            // Swift class that does not descend from NSObject (no Objective-C class at all).
            RuleExample([
                ("List.swift", "import UIKit\nclass ListView<Item>: UIView {}\nclass PriceFormatter {}\nclass EuroFormatter: PriceFormatter {}\n"),
                ("List.xib", ExampleFiles.iOSXib("""
                        ↓<view id="v1" customClass="ListView" customModule="App" customModuleProvider="target"/>
                        ↓<customObject id="f1" customClass="PriceFormatter" customModule="App" customModuleProvider="target"/>
                        ↓<customObject id="f2" customClass="EuroFormatter" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // A non-generic subclass of a generic class has a runtime name; a superclass outside the tree may descend from NSObject.
            RuleExample([
                ("List.swift", "import UIKit\nclass ListView<Item>: UIView {}\nclass NameListView: ListView<String> {}\nclass ChartView: PodChartBase {}\n"),
                ("List.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="NameListView" customModule="App" customModuleProvider="target"/>
                        <view id="v2" customClass="ChartView" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            RuleExample([
                ("Profile.swift", "final class ProfileHeaderView: UIView {}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target"/>
                        <view id="v2" customClass="AnimationView" customModule="Lottie"/>
                        <button id="b1" customClass="UIButton"/>
                """)),
            ]),
            // File's Owner's class is only a hint for Interface Builder; the owner object comes from code.
            RuleExample([
                ("Shortcuts.swift", "class ShortcutsViewController: UIViewController {\n    @IBOutlet var tableView: UITableView!\n}\n"),
                ("Shortcuts.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShortcutViewController">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
        ]
    }
}
