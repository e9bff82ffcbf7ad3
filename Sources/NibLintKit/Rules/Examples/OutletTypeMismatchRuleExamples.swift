/// The examples of `OutletTypeMismatchRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension OutletTypeMismatchRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Login.swift", "class LoginViewController: UIViewController {\n    @IBOutlet weak var submitButton: UIButton!\n}\n"),
                ("Login.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                ↓<outlet property="submitButton" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            RuleExample([
                ("Cell.swift", "class AvatarView: UIView {}\nclass PersonCell: UITableViewCell {\n    @IBOutlet var avatars: [AvatarView]!\n}\n"),
                ("Cell.xib", ExampleFiles.iOSXib("""
                        <tableViewCell id="c1" customClass="PersonCell" customModule="App" customModuleProvider="target">
                            <subviews><imageView id="i1"/></subviews>
                            <connections>↓<outletCollection property="avatars" destination="i1" collectionClass="NSMutableArray" id="o1"/></connections>
                        </tableViewCell>
                """)),
            ]),
            // Objective-C outlets: an instance variable, a property with qualifiers, `__kindof`, a collection.
            RuleExample([
                ("FOOPrefsController.h", """
                @interface FOOPrefsController : NSWindowController {
                    IBOutlet NSSlider *volumeSlider;
                }
                @property (weak, nullable) IBOutlet NSButton * _Nullable saveButton;
                @property (weak) IBOutlet __kindof NSTextField *nameField;
                @property (strong) IBOutletCollection(NSButton) NSArray<NSButton *> *presetButtons;
                @end
                """),
                ("Prefs.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FOOPrefsController">
                            <connections>
                                ↓<outlet property="volumeSlider" destination="b1" id="o1"/>
                                ↓<outlet property="saveButton" destination="s1" id="o2"/>
                                ↓<outlet property="nameField" destination="b1" id="o3"/>
                                ↓<outletCollection property="presetButtons" destination="s1" collectionClass="NSMutableArray" id="o4"/>
                            </connections>
                        </customObject>
                        <customView id="c1">
                            <subviews><button id="b1"/><slider id="s1"/></subviews>
                        </customView>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Views.swift", """
                protocol Themeable {}
                class RoundButton: UIButton, Themeable {}
                class ThemeViewController: UIViewController {
                    @IBOutlet weak var button: UIButton!
                    @IBOutlet weak var anyView: UIView?
                    @IBOutlet var themed: Themeable!
                    @IBOutlet var object: AnyObject!
                    @IBOutlet var height: NSLayoutConstraint!
                    @IBOutlet var external: LOTAnimationView!
                }
                """),
                ("Theme.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ThemeViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="button" destination="b1" id="o2"/>
                                <outlet property="anyView" destination="b1" id="o3"/>
                                <outlet property="themed" destination="b1" id="o4"/>
                                <outlet property="object" destination="b1" id="o5"/>
                                <outlet property="height" destination="c1" id="o6"/>
                                <outlet property="external" destination="x1" id="o7"/>
                            </connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1" customClass="RoundButton" customModule="App" customModuleProvider="target"/>
                                <view id="x1" customClass="LOTAnimationView" customModule="Lottie"/>
                            </subviews>
                            <constraints><constraint firstAttribute="height" constant="44" id="c1"/></constraints>
                        </view>
                """)),
            ]),
            // Objective-C: a protocol type, `__kindof`, a subclass declared in another file, a forward `@class`,
            // a generic array, a superclass.
            RuleExample([
                ("FOORoundButton.h", "@interface FOORoundButton : UIButton\n@end\n"),
                ("FOOThemeViewController.h", """
                @class FOORoundButton;
                @protocol FOOThemeable;
                @interface FOOThemeViewController : UIViewController {
                    IBOutlet __weak UIControl *control;
                }
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> themed;
                @property (nonatomic, weak, nullable) IBOutlet __kindof UIButton *anyButton;
                @property (nonatomic, weak) IBOutlet FOORoundButton *roundButton;
                @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray<UIButton *> *buttons;
                @property (nonatomic, weak) IBOutlet LOTAnimationView *external;
                @end
                """),
                ("Theme.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOThemeViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="control" destination="b1" id="o2"/>
                                <outlet property="themed" destination="b1" id="o3"/>
                                <outlet property="anyButton" destination="b1" id="o4"/>
                                <outlet property="roundButton" destination="b1" id="o5"/>
                                <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="o6"/>
                                <outlet property="external" destination="x1" id="o7"/>
                            </connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1" customClass="FOORoundButton"/>
                                <view id="x1" customClass="LOTAnimationView" customModule="Lottie"/>
                            </subviews>
                        </view>
                """)),
            ]),
        ]
    }
}
