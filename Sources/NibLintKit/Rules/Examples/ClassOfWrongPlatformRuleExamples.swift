/// The examples of `ClassOfWrongPlatformRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ClassOfWrongPlatformRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // The class is compiled only into the macOS target.
            RuleExample([
                ("Apps/Apps.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([
                    .init(name: "Phone", sdk: "iphoneos", files: ["Phone/Card.xib"]),
                    .init(name: "Desk", sdk: "macosx", files: ["Desk/PrefsViewController.swift"]),
                ])),
                ("Apps/Desk/PrefsViewController.swift", "import AppKit\nclass PrefsViewController: NSViewController {\n    @IBOutlet var nameField: NSTextField!\n}\n"),
                ("Apps/Phone/Card.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PrefsViewController" customModule="Phone" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // An AppKit class in an iOS xib, and a class whose superclass is AppKit's.
            RuleExample([
                ("Picker.swift", "import AppKit\nclass ColorWell: NSColorWell {}\n"),
                ("Picker.xib", ExampleFiles.iOSXib("""
                        ↓<view id="v1" customClass="NSTextField"/>
                        ↓<view id="v2" customClass="ColorWell"/>
                """)),
            ]),
            // Objective-C: a class declared only under `#if TARGET_OS_IOS` (as Swift's `#if os(iOS)`), in a macOS nib.
            RuleExample([
                ("FOOBadgeView.h", "#if TARGET_OS_IOS\n@interface FOOBadgeView : UIView\n@end\n#endif\n"),
                ("Badge.xib", ExampleFiles.macOSXib("""
                        ↓<customView id="v1" customClass="FOOBadgeView"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // A class of both targets, a UIKit class, and a shim declared for the other platform.
            RuleExample([
                ("Apps/Apps.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([
                    .init(name: "Phone", sdk: "iphoneos", files: ["Phone/Card.xib", "Shared/BadgeView.swift"]),
                    .init(name: "Desk", sdk: "macosx", files: ["Shared/BadgeView.swift", "Desk/Shims.swift"]),
                ])),
                ("Apps/Shared/BadgeView.swift", "#if canImport(UIKit)\nimport UIKit\nclass BadgeView: UIView {}\n#endif\n"),
                ("Apps/Desk/Shims.swift", "import AppKit\nclass UILabel: NSTextField {}\n"),
                ("Apps/Phone/Card.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="BadgeView" customModule="Phone" customModuleProvider="target"/>
                        <label id="l1" customClass="UILabel"/>
                """)),
            ]),
            // Objective-C: each platform's branch of `#if TARGET_OS_IPHONE … #else … #endif`, and a condition that decides no
            // platform (`DEBUG`, `TARGET_OS_SIMULATOR`).
            RuleExample([
                ("FOOBadgeView.h", "#if TARGET_OS_IPHONE\n@interface FOOBadgeView : UIView\n@end\n#else\n@interface FOOBadgeView : NSView\n@end\n#endif\n"),
                ("FOODebugView.h", "#if DEBUG || TARGET_OS_SIMULATOR\n@interface FOODebugView : NSView\n@end\n#endif\n"),
                ("Badge.xib", ExampleFiles.macOSXib("""
                        <customView id="v1" customClass="FOOBadgeView"/>
                        <customView id="v2" customClass="FOODebugView"/>
                """)),
            ]),
        ]
    }
}
