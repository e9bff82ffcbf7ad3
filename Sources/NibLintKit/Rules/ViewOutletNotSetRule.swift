/// A view controller's xib has a top-level view but File's Owner's `view` outlet is not connected, and the xib may
/// be loaded as the controller's view nib (not only by hand). Reported at the File's Owner element.
public struct ViewOutletNotSetRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "view-outlet-not-set",
        name: "View outlet not set",
        summary: "A xib whose File's Owner is a view controller has a top-level view but no 'view' outlet from File's Owner.",
        rationale: "A view controller loading its nib takes its view from the 'view' outlet. Without the connection UIKit throws as soon as the view is needed. "
            + "A nib that code only loads by hand (loadNibNamed, UINib/NSNib instantiate) is not a view nib and needs no 'view' outlet; "
            + "it is reported when no load of it is known or when one loads it as a view nib (init(nibName:bundle:), nibName, or the class-name lookup of a controller created without a nib name).",
        runtimeFailure: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"N\" nib but the view outlet was not set.",
        defaultSeverity: .error,
        triggeringExamples: [
            // issue 30: an Objective-C NSViewController whose `init` calls `[super init]`, created from Swift with no nib name:
            // AppKit loads the nib named after the class, and finds no view there.
            RuleExample([
                ("AuthViewController.h", "@interface AuthViewController : NSViewController\n@property (weak) IBOutlet NSTextField *nameField;\n@end\n"),
                ("AuthViewController.m", "@implementation AuthViewController\n- (instancetype)init {\n    self = [super init];\n    return self;\n}\n@end\n"),
                ("Login.swift", "import AppKit\nfunc showLogin() -> NSViewController { AuthViewController() }\n"),
                ("AuthViewController.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="AuthViewController">
                            <connections><outlet property="nameField" destination="t1" id="o1"/></connections>
                        </customObject>
                        <customView id="c1"><subviews><textField id="t1"/></subviews></customView>
                """)),
            ]),
            RuleExample([
                ("Settings.swift", "class SettingsViewController: UIViewController {\n    @IBOutlet weak var tableView: UITableView!\n}\n"),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="tableView" destination="t1" id="a1"/></connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view id="v1"><subviews><tableView id="t1"/></subviews></view>
                """)),
            ]),
            // Loaded by hand too, but also as the controller's own view nib.
            RuleExample([
                ("Profile.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                    func reloadHeader() { Bundle.main.loadNibNamed("Profile", owner: self) }
                }
                func makeProfile() -> UIViewController { ProfileViewController(nibName: "Profile", bundle: nil) }
                """),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="nameLabel" destination="l1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // View.xib is loaded by hand, but `ViewController()` has no nib name: UIKit finds View.xib by the class name.
            RuleExample([
                ("ViewController.swift", """
                class ViewController: UIViewController {
                    @IBOutlet var helpLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        Bundle.main.loadNibNamed("View", owner: self)
                    }
                }
                func makeRoot() -> UIViewController { ViewController() }
                """),
                ("View.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="helpLabel" destination="l1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("Settings.swift", "class SettingsViewController: UIViewController {}\n"),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // File's Owner is a view, not a view controller: no view outlet needed.
            RuleExample([
                ("Card.swift", "class CardView: UIView {\n    @IBOutlet var contentView: UIView!\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // A second nib the controller loads by hand must not set 'view'.
            RuleExample([
                ("Reader.swift", """
                class ReaderViewController: UIViewController {
                    @IBOutlet var toolbar: UIView!
                    override func loadView() {
                        view = UIView()
                        UINib(nibName: "ReaderToolbar", bundle: nil).instantiate(withOwner: self, options: nil)
                    }
                }
                """),
                ("ReaderToolbar.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ReaderViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="toolbar" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // Every known load is by hand (an auxiliary nib), even one named like the controller's view nib: no 'view' needed.
            RuleExample([
                ("ViewController.swift", """
                class ViewController: UIViewController {
                    @IBOutlet var helpLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        Bundle.main.loadNibNamed("View", owner: self)
                    }
                }
                """),
                ("View.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="helpLabel" destination="l1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // UIKit's lookup for a controller created without a nib name uses the runtime name (FOOQueueView), not QueueView.
            RuleExample([
                ("Queue.swift", """
                @objc(FOOQueueViewController)
                class QueueViewController: UIViewController {
                    @IBOutlet var grabberView: UIView!
                    func setUp() { Bundle.main.loadNibNamed("QueueView", owner: self, options: nil) }
                }
                func makeQueue() -> UIViewController { QueueViewController() }
                """),
                ("QueueView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="QueueViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="grabberView" destination="g1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><view id="g1"/></subviews></view>
                """)),
            ]),
            // The same in Objective-C.
            RuleExample([
                ("FOOHelpViewController.h", "@interface FOOHelpViewController : UIViewController\n@property (nonatomic) IBOutlet UIView *helpPanel;\n@end\n"),
                ("FOOHelpViewController.m", """
                @implementation FOOHelpViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [[NSBundle mainBundle] loadNibNamed:@"FOOHelpViewController" owner:self options:nil];
                }
                @end
                """),
                ("FOOHelpViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOHelpViewController">
                            <connections><outlet property="helpPanel" destination="v1" id="a1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // A table view controller may connect its 'tableView' outlet instead.
            RuleExample([
                ("Feed.swift", "class FeedViewController: UITableViewController {}\n"),
                ("Feed.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FeedViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="tableView" destination="t1" id="a1"/></connections>
                        </placeholder>
                        <tableView id="t1"/>
                """)),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.index.nibs where document.kind == .xib {
            guard let ownerIndex = document.filesOwner else { continue }
            let owner = document.objects[ownerIndex]
            let platform = document.platform
            let viewControllerClass = platform == .iOS ? "UIViewController" : "NSViewController"
            guard let ownerClass = context.index.className(of: owner, platform: platform),
                  context.index.isClass(ownerClass, kindOf: viewControllerClass, platform: platform) == true else { continue }
            let viewClass = platform == .iOS ? "UIView" : "NSView"
            let topLevelViews = document.topLevelObjects.filter { index in
                guard let className = context.index.className(of: document.objects[index], platform: platform) else { return false }
                return context.index.isClass(className, kindOf: viewClass, platform: platform) == true
            }
            guard !topLevelViews.isEmpty else { continue }
            guard !isAuxiliaryNib(document, ownerClass: ownerClass, index: context.index) else { continue }
            let acceptedOutlets = acceptedViewOutlets(for: ownerClass, context: context, platform: platform)
            let hasViewOutlet = document.connections.contains { connection in
                connection.source == ownerIndex && connection.kind == .outlet && acceptedOutlets.contains(connection.property ?? "")
            }
            guard !hasViewOutlet else { continue }
            let view = document.objects[topLevelViews[0]]
            let failure = platform == .iOS
                ? "\"loaded the \"\(document.name)\" nib but the view outlet was not set\""
                : "\"-[NSViewController loadView] loaded the \"\(document.name)\" nib but no view was set\""
            let message = "\(MessageText.describe(owner, className: ownerClass)) is a view controller but its 'view' outlet is not connected"
            diagnostics.append(context.diagnostic(Self.self, at: document.location(of: owner), message,
                                                  notes: MessageText.classNote(ownerClass, index: context.index),
                                                  help: "connect File's Owner's 'view' outlet to the top-level \(MessageText.describe(view, className: nil)) in Interface Builder",
                                                  failure: failure,
                                                  identity: "\(owner.id)|\(ownerClass)",
                                                  relatedFiles: context.index.declaringFilesOfHierarchy(of: ownerClass, platform: platform),
                                                  objectIDs: [owner.id, view.id]))
        }
        return diagnostics
    }

    /// A nib that code loads only by hand (`loadNibNamed`, `UINib.instantiate(withOwner: self)`), never as a view
    /// controller's own view nib: the runtime does not look for 'view' in it. False when no load of the nib is known
    /// (a loader niblint cannot see may load it as a view nib) or when one of them loads it as a view nib:
    /// `init(nibName:bundle:)`, `nibName`, or, for a nib named after the class (`FooViewController`, `FooView`, from
    /// the runtime name: `@objc(Name)` wins), UIKit's name-based lookup when the class is created without a nib name.
    private func isAuxiliaryNib(_ document: NibDocument, ownerClass: String, index: ProjectIndex) -> Bool {
        let sites = index.loadSitesByNibName[document.name] ?? []
        guard !sites.isEmpty, !sites.contains(where: \.loadsOwnViewNib) else { return false }
        let declaration = index.sources.declarationsByName[ownerClass]?.first { $0.kind == .classDeclaration }
        let runtimeName = declaration.map { $0.objCName ?? $0.simpleName } ?? ownerClass
        let defaultNames: Set<String> = [runtimeName, runtimeName.hasSuffix("Controller") ? String(runtimeName.dropLast("Controller".count)) : runtimeName]
        guard defaultNames.contains(document.name) else { return true }
        let createdWithoutNibName = index.sources.controllerCreations.contains { $0.className == ownerClass }
            || index.sources.loadSites.contains { $0.api == .initNibName && $0.isImplicitNibName && $0.ownerClass == ownerClass }
        return !createdWithoutNibName
    }

    /// Table and collection view controllers set their view through their 'tableView' / 'collectionView' outlets too.
    private func acceptedViewOutlets(for ownerClass: String, context: RuleContext, platform: NibPlatform) -> Set<String> {
        var outlets: Set<String> = ["view"]
        if platform == .iOS {
            if context.index.isClass(ownerClass, kindOf: "UITableViewController", platform: platform) == true { outlets.insert("tableView") }
            if context.index.isClass(ownerClass, kindOf: "UICollectionViewController", platform: platform) == true { outlets.insert("collectionView") }
        }
        return outlets
    }
}
