/// The examples of `OwnerAndRootSameClassRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension OwnerAndRootSameClassRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Card.swift", "class CardView: UIView {\n    @IBOutlet var title: UILabel!\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="title" destination="l1" id="o1"/></connections>
                        </placeholder>
                        ↓<view id="v1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                        </view>
                """)),
            ]),
            // A collection view item nib: the collection view uses the top-level item; File's Owner's outlet 'badge' is
            // made only there, so the item's badge stays nil. The fix keeps the item and moves the outlet to it.
            RuleExample([
                ("ThumbItem.swift", "import AppKit\nclass ThumbItem: NSCollectionViewItem {\n    @IBOutlet var badge: NSTextField!\n}\nclass GalleryViewController: NSViewController {\n    @IBOutlet var collectionView: NSCollectionView!\n    override func viewDidLoad() {\n        collectionView.register(NSNib(nibNamed: \"ThumbItem\", bundle: nil), forItemWithIdentifier: NSUserInterfaceItemIdentifier(\"thumb\"))\n    }\n}\n"),
                ("ThumbItem.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="ThumbItem" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="badge" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <customView id="v1"><subviews><textField id="t1"/></subviews></customView>
                        ↓<collectionViewItem id="i1" customClass="ThumbItem" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o3"/></connections>
                        </collectionViewItem>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // The main nib's File's Owner is NSApp, whatever class the nib names: loading it makes one KettleDelegate.
            RuleExample([
                ("Mac/Info.plist", ExampleFiles.infoPlist(mainNib: "MainMenu")),
                ("Mac/KettleDelegate.h", """
                @interface KettleDelegate : NSObject <NSApplicationDelegate> {
                    IBOutlet id application;
                }
                @end
                """),
                ("Mac/MainMenu.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="KettleDelegate"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject">
                            <connections><outlet property="delegate" destination="d1" id="o1"/></connections>
                        </customObject>
                        <customObject id="d1" customClass="KettleDelegate">
                            <connections><outlet property="application" destination="-2" id="o2"/></connections>
                        </customObject>
                """)),
            ]),
            RuleExample([
                ("Card.swift", "class CardView: UIView {\n    @IBOutlet var contentView: UIView!\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // A cell nib whose File's Owner class is left over but has no connections: harmless.
            RuleExample([
                ("Checkbox.swift", "class CheckboxCell: UITableViewCell {\n    @IBOutlet var box: UIButton!\n}\n"),
                ("Checkbox.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CheckboxCell" customModule="App" customModuleProvider="target"/>
                        <tableViewCell id="c1" customClass="CheckboxCell" customModule="App" customModuleProvider="target">
                            <subviews><button id="b1"/></subviews>
                            <connections><outlet property="box" destination="b1" id="o1"/></connections>
                        </tableViewCell>
                """)),
            ]),
            // A registered collection view item nib whose top-level item makes every connection File's Owner makes:
            // File's Owner's copies are dead, and nothing is lost.
            RuleExample([
                ("ThumbItem.swift", "import AppKit\nclass ThumbItem: NSCollectionViewItem {\n    @IBOutlet var badge: NSTextField!\n}\nclass GalleryViewController: NSViewController {\n    @IBOutlet var collectionView: NSCollectionView!\n    override func viewDidLoad() {\n        collectionView.register(NSNib(nibNamed: \"ThumbItem\", bundle: nil), forItemWithIdentifier: NSUserInterfaceItemIdentifier(\"thumb\"))\n    }\n}\n"),
                ("ThumbItem.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="ThumbItem" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="badge" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <customView id="v1"><subviews><textField id="t1"/></subviews></customView>
                        <collectionViewItem id="i1" customClass="ThumbItem" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o3"/>
                                <outlet property="badge" destination="t1" id="o4"/>
                            </connections>
                        </collectionViewItem>
                """)),
            ]),
        ]
    }
}
