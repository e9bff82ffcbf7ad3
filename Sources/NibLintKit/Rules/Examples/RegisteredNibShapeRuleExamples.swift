/// The examples of `RegisteredNibShapeRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension RegisteredNibShapeRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("List.swift", """
                class ListViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(↓UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "item")
                        tableView.register(↓UINib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: "photo")
                    }
                }
                class ItemCell: UITableViewCell {}
                class PhotoCell: UICollectionViewCell {}
                """),
                ("ItemCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <tableViewCell id="c1" customClass="ItemCell" customModule="App" customModuleProvider="target"/>
                        <tapGestureRecognizer id="g1"/>
                """)),
                ("PhotoCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <collectionViewCell id="c1" customClass="PhotoCell" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            RuleExample([
                ("Grid.swift", """
                class GridViewController: UICollectionViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let header = UINib(nibName: "Header", bundle: nil)
                        collectionView.↓register(header, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
                    }
                }
                """),
                ("Header.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="v1"/>
                """)),
            ]),
            RuleExample([
                ("Thumbs.swift", """
                class ThumbsController: NSViewController {
                    @IBOutlet var collectionView: NSCollectionView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.register(↓NSNib(nibNamed: "Thumb", bundle: nil), forItemWithIdentifier: NSUserInterfaceItemIdentifier("thumb"))
                    }
                }
                """),
                ("Thumb.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customView id="v1"/>
                """)),
            ]),
            // Objective-C: `registerNib:forCellReuseIdentifier:` and `registerNib:forCellWithReuseIdentifier:`.
            RuleExample([
                ("FOOListViewController.m", """
                @implementation FOOListViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.tableView registerNib:[↓UINib nibWithNibName:@"FOOPriceCell" bundle:nil] forCellReuseIdentifier:@"price"];
                    UINib *photo = [UINib nibWithNibName:@"FOOPhotoCell" bundle:nil];
                    [self.collectionView ↓registerNib:photo forCellWithReuseIdentifier:@"photo"];
                }
                @end
                """),
                ("FOOPriceCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <tableViewCell id="c1" customClass="FOOPriceCell"/>
                        <view id="v1"/>
                """)),
                ("FOOPhotoCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <collectionViewCell id="c1" customClass="FOOPhotoCell"/>
                        <tapGestureRecognizer id="g1"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("List.swift", """
                class ListViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "item")
                        tableView.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
                        // An unknown class is not judged.
                        tableView.register(UINib(nibName: "Vendor", bundle: nil), forCellReuseIdentifier: "vendor")
                    }
                }
                class ItemCell: UITableViewCell {}
                class Header: UITableViewHeaderFooterView {}
                """),
                ("ItemCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <tableViewCell id="c1" customClass="ItemCell" customModule="App" customModuleProvider="target"/>
                """)),
                ("Header.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"Header\" customModule=\"App\" customModuleProvider=\"target\"/>")),
                ("Vendor.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"VendorCell\"/>")),
            ]),
            // The registered collection view item nib: the item and its view are both top level.
            RuleExample([
                ("Thumbs.swift", """
                class ThumbsController: NSViewController {
                    @IBOutlet var collectionView: NSCollectionView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView.register(NSNib(nibNamed: "ThumbItem", bundle: nil), forItemWithIdentifier: NSUserInterfaceItemIdentifier("thumb"))
                    }
                }
                class ThumbItem: NSCollectionViewItem {}
                """),
                ("ThumbItem.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <collectionViewItem id="i1" customClass="ThumbItem" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                            </connections>
                        </collectionViewItem>
                        <customView id="v1"/>
                """)),
            ]),
        ]
    }
}
