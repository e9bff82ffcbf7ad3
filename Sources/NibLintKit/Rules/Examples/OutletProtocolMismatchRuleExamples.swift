/// The examples of `OutletProtocolMismatchRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension OutletProtocolMismatchRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // Objective-C `id<Protocol>` of the tree, connected to a button whose class adopts it nowhere.
            RuleExample([
                ("FOOThemeable.h", "@protocol FOOThemeable <NSObject>\n- (void)applyTheme;\n@end\n"),
                ("FOOPlainButton.h", "@interface FOOPlainButton : UIButton\n@end\n"),
                ("FOOSettingsViewController.h", """
                @interface FOOSettingsViewController : UIViewController
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> themed;
                @end
                """),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOSettingsViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                ↓<outlet property="themed" destination="b1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1" customClass="FOOPlainButton"/></subviews></view>
                """)),
            ]),
            // Swift: an outlet typed with a protocol of the project, connected to a plain label.
            RuleExample([
                ("Theme.swift", "@objc protocol Themeable { func applyTheme() }\nclass ThemedButton: UIButton, Themeable { func applyTheme() {} }\nclass SettingsViewController: UIViewController {\n    @IBOutlet weak var themed: Themeable!\n}\n"),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                ↓<outlet property="themed" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // Protocols adopted through a category, a Swift extension, or a protocol inheriting the outlet's; and a class
            // whose superclass is not in the tree (it may adopt the protocol there).
            RuleExample([
                ("FOOThemeable.h", "@protocol FOOThemeable <NSObject>\n@end\n@protocol FOOFancyThemeable <FOOThemeable>\n@end\n"),
                ("FOOButtons.h", """
                @interface FOOPlainButton : UIButton
                @end
                @interface FOOPlainButton () <FOOThemeable>
                @end
                @interface FOOFancyButton : UIButton <FOOFancyThemeable>
                @end
                @interface FOOVendorButton : VENDORButton
                @end
                """),
                ("Label.swift", "extension UILabel: FOOThemeable {}\n"),
                // Sequel-Ace's SPComboBoxCellDelegate: optional methods only, so any object serves (callers check
                // respondsToSelector:); FOOTinter implements the required method without adopting the protocol.
                ("FOOTintable.h", "@protocol FOOTintable <NSObject>\n- (void)tint;\n@optional\n- (void)untint;\n@end\n@protocol FOOCellDelegate <NSObject>\n@optional\n- (void)cellDidChange:(id)cell;\n@end\n"),
                ("FOOTinter.h", "@interface FOOTinter : NSObject\n- (void)tint;\n@end\n@interface FOOCell : UITableViewCell\n@property (weak) IBOutlet id<FOOTintable> tinter;\n@property (weak) IBOutlet id<FOOCellDelegate> cellDelegate;\n@end\n"),
                ("FOOSettingsViewController.h", """
                @interface FOOSettingsViewController : UIViewController
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> plain;
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> fancy;
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> label;
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> vendor;
                @end
                """),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOSettingsViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="plain" destination="b1" id="o2"/>
                                <outlet property="fancy" destination="b2" id="o3"/>
                                <outlet property="label" destination="l1" id="o4"/>
                                <outlet property="vendor" destination="b3" id="o5"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews>
                            <button id="b1" customClass="FOOPlainButton"/>
                            <button id="b2" customClass="FOOFancyButton"/>
                            <label id="l1"/>
                            <button id="b3" customClass="FOOVendorButton"/>
                        </subviews></view>
                        <tableViewCell id="c1" customClass="FOOCell">
                            <connections>
                                <outlet property="tinter" destination="x1" id="o6"/>
                                <outlet property="cellDelegate" destination="x1" id="o7"/>
                            </connections>
                        </tableViewCell>
                        <customObject id="x1" customClass="FOOTinter"/>
                """)),
            ]),
        ]
    }
}
