/// The examples of `ActionNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ActionNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // A button (a UIControl) keeps every target it is given: its action is sent beside the segue, and is missing.
            RuleExample([
                ("Tasks.swift", "class TaskListViewController: UIViewController {}\nclass FilterViewController: UIViewController {}\n"),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="TaskListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1"><subviews><button id="b1"><connections>↓<action selector="editFilters:" destination="vc1" eventType="touchUpInside" id="a1"/><segue destination="f1" kind="show" identifier="FilterSegue" id="g1"/></connections></button></subviews></view>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="f1" customClass="FilterViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v2"/>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
            // Renamed method.
            RuleExample([
                ("Login.swift", "class LoginViewController: UIViewController {\n    @IBAction func signIn(_ sender: UIButton) {}\n}\n"),
                ("Login.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1">
                                    <connections>
                                        ↓<action selector="logIn:" destination="-1" eventType="touchUpInside" id="a2"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                """)),
            ]),
            // A labelled parameter changes the selector: `save(sender:)` is `saveWithSender:`, not `save:`.
            RuleExample([
                ("Editor.swift", "class EditorViewController: UIViewController {\n    @IBAction func save(sender: Any) {}\n}\n"),
                ("Editor.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="EditorViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1">
                                    <connections>↓<action selector="save:" destination="-1" eventType="touchUpInside" id="a2"/></connections>
                                </button>
                            </subviews>
                        </view>
                """)),
            ]),
            // An attached gesture recognizer whose action was renamed.
            RuleExample([
                ("Intro.swift", "class IntroViewController: UIViewController {\n    @IBAction func playIntro() {}\n}\n"),
                ("Intro.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="IntroViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <connections><outletCollection property="gestureRecognizers" destination="t1" appends="YES" id="g1"/></connections>
                                    </view>
                                </viewController>
                                <tapGestureRecognizer id="t1">
                                    <connections>↓<action selector="playVideo" destination="vc1" id="a1"/></connections>
                                </tapGestureRecognizer>
                            </objects>
                        </scene>
                """)),
            ]),
            // macOS: `target=` actions.
            RuleExample([
                ("Prefs.swift", "class PreferencesWindowController: NSWindowController {\n    @IBAction func resetDefaults(_ sender: Any?) {}\n}\n"),
                ("Prefs.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <button id="b1">
                            <connections>↓<action selector="restoreDefaults:" target="-2" id="a1"/></connections>
                        </button>
                """)),
            ]),
            // Actions with no one receiver reach only hidden Swift methods: an unwind segue whose method lost `@IBAction`, and
            // a First Responder action whose only implementation is a plain Swift method.
            RuleExample([
                ("List.swift", "class MealListViewController: UITableViewController {\n    func unwindToMealList(sender: UIStoryboardSegue) {}\n}\nclass MealViewController: UIViewController {}\n"),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="MealViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1"/>
                                    <connections>
                                        ↓<segue destination="x1" kind="unwind" unwindAction="unwindToMealListWithSender:" id="u1"/>
                                    </connections>
                                </viewController>
                                <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                            </objects>
                        </scene>
                """)),
            ]),
            RuleExample([
                ("Editor.swift", "class EditorWindowController: NSWindowController {\n    func toggleBadges(_ sender: Any?) {}\n}\n"),
                ("Menu.xib", ExampleFiles.macOSXib("""
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <menuItem id="m1">
                            <connections>↓<action selector="toggleBadges:" target="-1" id="a1"/></connections>
                        </menuItem>
                """)),
            ]),
            // The method exists but has no selector at run time (SE-0160): `@IBAction` dropped; `@nonobjc`; declared in an
            // extension of a generic class; a segue action without `@IBSegueAction`.
            RuleExample([
                ("Login.swift", "import UIKit\nclass LoginViewController: UIViewController {\n    func signIn(_ sender: UIButton) {}\n    @nonobjc func help(_ sender: Any) {}\n    func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }\n}\n@objcMembers class ListViewController<Item>: UIViewController {}\nextension ListViewController {\n    func reload(_ sender: Any) {}\n}\n"),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="LoginViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <button id="b1">
                                                <connections>
                                                    ↓<action selector="signIn:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                    ↓<action selector="help:" destination="vc1" eventType="touchUpInside" id="a2"/>
                                                    ↓<segue destination="vc2" kind="show" destinationCreationSelector="makeDetail:" id="g1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="vc2" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v2">
                                        <subviews>
                                            <button id="b2">
                                                <connections>↓<action selector="reload:" destination="vc2" eventType="touchUpInside" id="a3"/></connections>
                                            </button>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // A bar button item has one target and action; the segue it triggers sets its own, which may replace the action
            // (their order is not documented): the missing action is unverified, not an error.
            RuleExample([
                ("Tasks.swift", "class TaskListViewController: UIViewController {}\nclass FilterViewController: UIViewController {}\n"),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="TaskListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1"></view>
                                    <navigationItem key="navigationItem" id="n1">
                                        <barButtonItem key="rightBarButtonItem" title="Filter" id="b1">
                                            <connections>
                                                <action selector="editFilters:" destination="vc1" id="a1"/>
                                                <segue destination="f1" kind="popoverPresentation" identifier="FilterSegue" id="g1"/>
                                            </connections>
                                        </barButtonItem>
                                    </navigationItem>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="f1" customClass="FilterViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v2"/>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
            // The scene's class is the base; code turns each instance into a subclass (`object_setClass`), which has the
            // action: unverified, naming the call.
            RuleExample([
                ("Detail.swift", """
                class DetailViewController: UIViewController {}
                class SeriesDetailViewController: DetailViewController {
                    @IBAction func pickEpisode(_ sender: UIButton) {}
                }
                class FilmDetailViewController: DetailViewController {}
                func showDetail(isSeries: Bool, from storyboard: UIStoryboard) -> UIViewController {
                    let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
                    object_setClass(detail, isSeries ? SeriesDetailViewController.self : FilmDetailViewController.self)
                    return detail
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="Detail" id="vc1" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <button id="b1"><connections><action selector="pickEpisode:" destination="vc1" eventType="touchUpInside" id="a1"/></connections></button>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
            // The same in Objective-C (`[FOOSeriesDetail class]`).
            RuleExample([
                ("FOODetail.h", "@interface FOODetail : UIViewController\n@end\n@interface FOOSeriesDetail : FOODetail\n- (IBAction)pickEpisode:(id)sender;\n@end\n"),
                ("FOODetail.m", "@implementation FOOSeriesDetail\n- (IBAction)pickEpisode:(id)sender {}\n@end\n@implementation FOOBrowser\n- (void)open:(UIViewController *)detail {\n    object_setClass(detail, [FOOSeriesDetail class]);\n}\n@end\n"),
                ("Detail.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOODetail">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1"><connections><action selector="pickEpisode:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button></subviews></view>
                """)),
            ]),
            // A parameterless action and a `sender:`-labelled one, with matching selectors.
            RuleExample([
                ("Player.swift", "class PlayerViewController: UIViewController {\n    @IBAction func play() {}\n    @IBAction\n    func stop(sender: UIButton) {}\n    @objc(skipForward:) @IBAction func skip(_ sender: Any) {}\n}\n"),
                ("Player.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1">
                                    <connections>
                                        <action selector="play" destination="-1" eventType="touchUpInside" id="a2"/>
                                        <action selector="stopWithSender:" destination="-1" eventType="touchUpInside" id="a3"/>
                                        <action selector="skipForward:" destination="-1" eventType="touchUpInside" id="a4"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                """)),
            ]),
            // An extension of a typealias extends the class it stands for (eidolon's `extension DeveloperOnly`).
            RuleExample([
                ("Bid.swift", "class PlaceBidViewController: UIViewController {}\ntypealias DeveloperOnly = PlaceBidViewController\nextension DeveloperOnly {\n    @IBAction func dev_nextIncrementPressed(_ sender: AnyObject) {}\n}\n"),
                ("Bid.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlaceBidViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1">
                                    <connections><action selector="dev_nextIncrementPressed:" destination="-1" eventType="touchUpInside" id="a2"/></connections>
                                </button>
                            </subviews>
                        </view>
                """)),
            ]),
            // Visible without `@IBAction` (SE-0160): `@objc`; an `@objcMembers` class; an `@objc extension`; an `override`;
            // the witness of the project's `@objc` protocol's requirement.
            RuleExample([
                ("Editor.swift", "import UIKit\n@objc protocol Refreshing {\n    func refresh(_ sender: Any)\n}\nclass EditorViewController: UIViewController, Refreshing {\n    @objc func save(_ sender: Any) {}\n    func refresh(_ sender: Any) {}\n    override func paste(_ sender: Any?) {}\n}\n@objc extension EditorViewController {\n    func share(_ sender: Any) {}\n}\n@objcMembers class ToolsViewController: UIViewController {\n    func clear(_ sender: Any) {}\n}\n"),
                ("Editor.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="EditorViewController" customModule="App" customModuleProvider="target"/>
                        <view id="t1" customClass="UIView">
                            <subviews><button id="c1"><connections><action selector="clear:" destination="t2" eventType="touchUpInside" id="a6"/></connections></button></subviews>
                        </view>
                        <customObject id="t2" customClass="ToolsViewController" customModule="App" customModuleProvider="target"/>
                        <button id="b1">
                            <connections>
                                <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                                <action selector="refresh:" destination="-1" eventType="touchUpInside" id="a2"/>
                                <action selector="paste:" destination="-1" eventType="touchUpInside" id="a3"/>
                                <action selector="share:" destination="-1" eventType="touchUpInside" id="a4"/>
                            </connections>
                        </button>
                """)),
            ]),
            // First Responder actions answered by a framework class (copy:) or by a project class.
            RuleExample([
                ("Doc.swift", "class DocumentView: NSView {\n    @IBAction func exportPDF(_ sender: Any?) {}\n}\n"),
                ("Menu.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <menuItem title="Copy" id="m1"><connections><action selector="copy:" target="-1" id="a1"/></connections></menuItem>
                        <menuItem title="Export" id="m2"><connections><action selector="exportPDF:" target="-1" id="a2"/></connections></menuItem>
                """)),
            ]),
            // An unwind segue whose action a view controller implements.
            RuleExample([
                ("List.swift", "class MealListViewController: UITableViewController {\n    @IBAction func unwindToMealList(sender: UIStoryboardSegue) {}\n}\n"),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="MealViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1"/>
                                    <connections>
                                        <segue destination="x1" kind="unwind" unwindAction="unwindToMealListWithSender:" id="u1"/>
                                    </connections>
                                </viewController>
                                <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                            </objects>
                        </scene>
                """)),
                ("Meal.swift", "class MealViewController: UIViewController {}\n"),
            ]),
            // A gesture recognizer attached to no view never sends its action.
            RuleExample([
                ("Intro.swift", "class IntroViewController: UIViewController {}\n"),
                ("Intro.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="IntroViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1"/>
                                </viewController>
                                <tapGestureRecognizer id="t1">
                                    <connections><action selector="playVideo" destination="vc1" id="a1"/></connections>
                                </tapGestureRecognizer>
                            </objects>
                        </scene>
                """)),
            ]),
            // A navigation controller's root relationship segue asks the presenting view controller for its segue action.
            RuleExample([
                ("Bookmarks.swift", "class BookmarksViewController: UIViewController {\n    @IBSegueAction func onCreateEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> EditorViewController? { nil }\n}\nclass EditorViewController: UIViewController {}\n"),
                ("Bookmarks.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <navigationController id="n1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="e1" kind="relationship" relationship="rootViewController" destinationCreationSelector="onCreateEditor:sender:segueIdentifier:" id="r1"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="e1" customClass="EditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                """)),
            ]),
        ]

        static let corrections: [RuleCorrection] = [
            // The one unconnected action with as many arguments is the new name: the action is renamed to it.
            RuleCorrection([
                ("Profile.swift", "class ProfileViewController: UIViewController {\n    @IBAction func refresh(_ sender: Any) {}\n}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target"/>
                        <button id="b1">
                            <connections>
                                ↓<action selector="reload:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                """)),
            ], corrected: [
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target"/>
                        <button id="b1">
                            <connections>
                                <action selector="refresh:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                """)),
            ]),
            // No action could be its new name: the connection (its whole line) is removed.
            RuleCorrection([
                ("Profile.swift", "class ProfileViewController: UIViewController {\n    @IBAction func share(_ sender: Any) {}\n}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target"/>
                        <button id="b1">
                            <connections>
                                <action selector="share:" destination="-1" eventType="touchUpInside" id="a1"/>
                                ↓<action selector="deletedAction:" destination="-1" eventType="touchDown" id="a2"/>
                            </connections>
                        </button>
                """)),
            ], corrected: [
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target"/>
                        <button id="b1">
                            <connections>
                                <action selector="share:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                """)),
            ]),
            // The message suggests 'resetDefaults:', which another button already sends: never removed, left for a person.
            RuleCorrection([
                ("Prefs.swift", "class PreferencesWindowController: NSWindowController {\n    @IBAction func resetDefaults(_ sender: Any?) {}\n}\n"),
                ("Prefs.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="App" customModuleProvider="target"/>
                        <button id="b1">
                            <connections><action selector="resetDefaults:" target="-2" id="a1"/></connections>
                        </button>
                        <button id="b2">
                            <connections>↓<action selector="restoreDefaults:" target="-2" id="a2"/></connections>
                        </button>
                """)),
            ], corrected: []),
        ]
    }
}
