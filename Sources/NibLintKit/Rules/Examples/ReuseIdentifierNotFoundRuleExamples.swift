/// The examples of `ReuseIdentifierNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ReuseIdentifierNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Feed.swift", """
                class FeedViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        return tableView.↓dequeueReusableCell(withIdentifier: "PostCel", for: indexPath)
                    }
                    // Returns nil for an unknown identifier: the forced cast crashes.
                    func header() -> FeedHeader { tableView.↓dequeueReusableHeaderFooterView(withIdentifier: FeedHeader.reuseIdentifier) as! FeedHeader }
                }
                class FeedHeader: UITableViewHeaderFooterView {
                    static let reuseIdentifier = "FeedHeader"
                }
                """),
                ("Feed.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="FeedViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" id="tv1">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="PostCell" id="c1"/>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                """)),
            ]),
            // Objective-C, with a constant.
            RuleExample([
                ("FOOListViewController.m", """
                static NSString *const FOOItemCellIdentifier = @"ItemCell";
                @implementation FOOListViewController
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return [tableView ↓dequeueReusableCellWithIdentifier:FOOItemCellIdentifier forIndexPath:indexPath];
                }
                @end
                """),
                ("FOOListViewController.h", "@interface FOOListViewController : UITableViewController\n@end\n"),
                ("List.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="FOOListViewController" sceneMemberID="viewController">
                                    <tableView key="view" id="tv1"><prototypes><tableViewCell reuseIdentifier="ItemsCell" id="c1"/></prototypes></tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Feed.swift", """
                protocol Reusable {}
                extension Reusable { static var reuseIdentifier: String { String(describing: self) } }
                class PhotoCell: UICollectionViewCell, Reusable {}
                class FeedViewController: UITableViewController {
                    static let adCell = "AdCell"
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(AdCell.self, forCellReuseIdentifier: Self.adCell)
                        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: String(describing: PhotoCell.self))
                    }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let identifier = "PostCell"
                        if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: Self.adCell, for: indexPath) }
                        return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                    }
                    func photo(at indexPath: IndexPath) -> UICollectionViewCell {
                        collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
                    }
                    // Not judged: niblint cannot tell what the identifier is.
                    func other(_ name: String) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: name, for: IndexPath(row: 0, section: 0)) }
                    // Returns nil for an unknown identifier, and the code makes the cell itself.
                    func plain() -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: "Plain") ?? UITableViewCell(style: .default, reuseIdentifier: "Plain") }
                }
                class AdCell: UITableViewCell {}
                """),
                ("Feed.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="FeedViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" id="tv1">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="PostCell" id="c1"/>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    }
}
