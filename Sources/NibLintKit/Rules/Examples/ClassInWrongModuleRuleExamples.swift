/// The examples of `ClassInWrongModuleRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ClassInWrongModuleRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // The class moved into the Kit framework; the nib still inherits the app's module.
            RuleExample([
                ("Shop/Shop.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([
                    .init(name: "Shop", files: ["App/Cart.xib", "App/AppDelegate.swift"]),
                    .init(name: "Kit", files: ["Kit/PriceLabel.swift"]),
                ])),
                ("Shop/App/AppDelegate.swift", "import UIKit\nclass AppDelegate: UIResponder {}\n"),
                ("Shop/Kit/PriceLabel.swift", "import UIKit\npublic final class PriceLabel: UILabel {}\n"),
                ("Shop/App/Cart.xib", ExampleFiles.iOSXib("""
                        ↓<label id="l1" customClass="PriceLabel" customModule="Shop" customModuleProvider="target"/>
                        ↓<label id="l2" customClass="PriceLabel" customModule="ShopKit"/>
                """)),
            ]),
            // A Swift package's nib: its resources are compiled in the bundle target `Cards_Cards`, whose module
            // declares nothing; a File's Owner is never looked up by class, so its inherited module is fine.
            RuleExample([
                ("Cards/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Cards\", targets: [.target(name: \"Cards\")])\n"),
                ("Cards/Sources/Cards/CardView.swift", "import UIKit\npublic final class CardView: UIView {}\n"),
                ("Cards/Sources/Cards/Card.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModuleProvider="target"/>
                        ↓<view id="v1" customClass="CardView" customModuleProvider="target"/>
                        <view id="v2" customClass="CardView" customModule="Cards"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Shop/Shop.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([
                    .init(name: "Shop", files: ["App/Cart.xib", "App/Badge.swift"]),
                    .init(name: "Kit", files: ["Kit/PriceLabel.swift"]),
                ])),
                ("Shop/App/Badge.swift", "import UIKit\nclass Badge: UIView {}\n@objc(SHPTag) class Tag: UIView {}\n"),
                ("Shop/Kit/PriceLabel.swift", "import UIKit\npublic final class PriceLabel: UILabel {}\n"),
                ("Shop/App/Cart.xib", ExampleFiles.iOSXib("""
                        <label id="l1" customClass="PriceLabel" customModule="Kit"/>
                        <view id="v1" customClass="Badge" customModule="Shop" customModuleProvider="target"/>
                        <view id="v2" customClass="SHPTag"/>
                """)),
            ]),
        ]
    }
}
