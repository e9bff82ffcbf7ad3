/// The examples of `OutletCollectionMismatchRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension OutletCollectionMismatchRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Keypad.swift", "class KeypadView: UIView {\n    @IBOutlet var keys: UIButton!\n    @IBOutlet var display: [UILabel]!\n}\n"),
                ("Keypad.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="KeypadView" customModule="App" customModuleProvider="target">
                            <subviews><button id="b1"/><label id="l1"/></subviews>
                            <connections>
                                ↓<outletCollection property="keys" destination="b1" collectionClass="NSMutableArray" id="o1"/>
                                ↓<outlet property="display" destination="l1" id="o2"/>
                            </connections>
                        </view>
                """)),
            ]),
            // Objective-C: a single outlet connected as a collection, a collection connected as a single outlet.
            RuleExample([
                ("FOOKeypadView.h", """
                @interface FOOKeypadView : UIView
                @property (nonatomic, weak) IBOutlet UIButton *keys;
                @property (nonatomic, strong) IBOutletCollection(UILabel) NSArray *display;
                @end
                """),
                ("Keypad.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="FOOKeypadView">
                            <subviews><button id="b1"/><label id="l1"/></subviews>
                            <connections>
                                ↓<outletCollection property="keys" destination="b1" collectionClass="NSMutableArray" id="o1"/>
                                ↓<outlet property="display" destination="l1" id="o2"/>
                            </connections>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Keypad.swift", "class KeypadView: UIView {\n    @IBOutlet var keys: [UIButton] = []\n    @IBOutlet weak var display: UILabel?\n}\n"),
                ("Keypad.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="KeypadView" customModule="App" customModuleProvider="target">
                            <subviews><button id="b1"/><label id="l1"/></subviews>
                            <connections>
                                <outletCollection property="keys" destination="b1" collectionClass="NSMutableArray" id="o1"/>
                                <outlet property="display" destination="l1" id="o2"/>
                                <outletCollection property="gestureRecognizers" destination="b1" appends="YES" id="o3"/>
                            </connections>
                        </view>
                """)),
            ]),
            // Objective-C: a collection with generics, a bare `NSArray *`, an `id` outlet.
            RuleExample([
                ("FOOKeypadView.h", """
                @interface FOOKeypadView : UIView {
                    IBOutlet id anything;
                }
                @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray<UIButton *> *keys;
                @property (nonatomic, strong) IBOutlet NSArray *rows;
                @property (nonatomic, weak, nullable) IBOutlet UILabel * _Nullable display;
                @end
                """),
                ("Keypad.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="FOOKeypadView">
                            <subviews><button id="b1"/><label id="l1"/></subviews>
                            <connections>
                                <outletCollection property="keys" destination="b1" collectionClass="NSMutableArray" id="o1"/>
                                <outletCollection property="rows" destination="b1" collectionClass="NSMutableArray" id="o2"/>
                                <outlet property="display" destination="l1" id="o3"/>
                                <outletCollection property="anything" destination="l1" collectionClass="NSMutableArray" id="o4"/>
                            </connections>
                        </view>
                """)),
            ]),
        ]
    }
}
