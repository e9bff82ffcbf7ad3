/// A view controller created without a nib name (`FooViewController()`, `init(nibName: nil, bundle: nil)`)
/// while a xib named `FooView` exists that is not its nib: UIKit loads `FooView.xib` as its view.
/// Reported where the view controller is created (the first place, when there are several).
///
/// iOS only: UIKit tries the class name without `Controller` before the class name. AppKit's
/// NSViewController (macOS 10.10 and later) tries only the class name, so it has no such collision.
public struct ImplicitNibCollisionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "implicit-nib-collision",
        name: "Implicit nib collision",
        summary: "A UIViewController created without a nib name, whose class name minus 'Controller' is the name of a xib that is not a nib of that view controller (its File's Owner is another class).",
        rationale: "With a nil nib name (FooViewController(), init(nibName: nil, bundle: nil)) and no loadView() override, UIKit looks for 'FooView.nib' first and 'FooViewController.nib' second. A view's xib named FooView (File's Owner NSObject or FooView) is then loaded as the view controller's view.",
        runtimeFailure: "'-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"FooView\" nib but the view outlet was not set', or 'not key value coding-compliant for the key …' for the view's outlets.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample([
                ("Profile.swift", """
                class ProfileViewController: UIViewController {}
                class ProfileView: UIView {
                    @IBOutlet var nameLabel: UILabel!
                }
                func showProfile(on navigation: UINavigationController) {
                    navigation.pushViewController(↓ProfileViewController(), animated: true)
                }
                """),
                ("ProfileView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="v1" customClass="ProfileView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                            <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
                        </view>
                """)),
            ]),
            RuleExample([
                ("Badge.swift", """
                class BadgeViewController: UIViewController {
                    init() {
                        ↓super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                class BadgeView: UIView {
                    @IBOutlet var contentView: UIView!
                }
                """),
                ("BadgeView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // Objective-C: `[[X alloc] init]` and `[X new]` have no nib name either.
            RuleExample([
                ("FOOInboxViewController.h", "@interface FOOInboxViewController : UIViewController\n@end\n@interface FOOInboxView : UIView\n@property (nonatomic) IBOutlet UILabel *countLabel;\n@end\n"),
                ("FOOAppDelegate.m", """
                @implementation FOOAppDelegate
                - (void)showInbox {
                    FOOInboxViewController *inbox = [[↓FOOInboxViewController alloc] init];
                    [self.navigationController pushViewController:inbox animated:YES];
                }
                @end
                """),
                ("FOOInboxView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="v1" customClass="FOOInboxView">
                            <subviews><label id="l1"/></subviews>
                            <connections><outlet property="countLabel" destination="l1" id="o1"/></connections>
                        </view>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            // FooView.xib is the view controller's own nib: its File's Owner is the view controller.
            RuleExample([
                ("Queue.swift", "class QueueViewController: UIViewController {\n    @IBOutlet var tableView: UITableView!\n}\nlet queue = QueueViewController()\n"),
                ("QueueView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="QueueViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="tableView" destination="t1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><tableView id="t1"/></subviews></view>
                """)),
            ]),
            // The nib is named, the view is built in loadView(), or the class comes from a storyboard.
            RuleExample([
                ("Screens.swift", """
                class ProfileViewController: UIViewController {
                    init() { super.init(nibName: "ProfileViewController", bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                class BadgeViewController: UIViewController {
                    override func loadView() { view = UIView() }
                }
                class CardViewController: UIViewController {}
                class ListViewController: UIViewController {
                    init() { super.init(nibName: Self.nibIdentifier, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                func make() -> [UIViewController] { [ProfileViewController(), BadgeViewController(), CardViewController(), ListViewController()] }
                """),
                ("ProfileView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("BadgeView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("CardView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("ListView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects><viewController id="c1" customClass="CardViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
            ]),
            // Objective-C: the nib is named in the initializer, even by an expression niblint cannot read.
            RuleExample([
                ("FOOControllers.h", "@interface FOOInboxViewController : UIViewController\n@end\n@interface FOOOutboxViewController : UIViewController\n@end\n"),
                ("FOOControllers.m", """
                @implementation FOOInboxViewController
                - (instancetype)init { return [super initWithNibName:@"FOOInboxViewController" bundle:nil]; }
                @end
                @implementation FOOOutboxViewController
                - (instancetype)init { return [super initWithNibName:[FOOTheme nibNamed:@"Outbox"] bundle:nil]; }
                @end
                @implementation FOOAppDelegate
                - (NSArray *)screens { return @[[FOOInboxViewController new], [FOOOutboxViewController new]]; }
                @end
                """),
                ("FOOInboxView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
                ("FOOOutboxView.xib", ExampleFiles.iOSXib("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n        <view id=\"v1\"/>")),
            ]),
            // AppKit looks only for the class name.
            RuleExample([
                ("Prefs.swift", "class PrefsViewController: NSViewController {}\nlet prefs = PrefsViewController()\n"),
                ("PrefsView.xib", ExampleFiles.macOSXib("        <customObject id=\"-2\" userLabel=\"File's Owner\"/>\n        <customView id=\"v1\"/>")),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Where each class is created with a nil nib name, first place first.
        let creations = ImplicitNibLookup.creations(index)
        guard !creations.isEmpty else { return [] }
        let storyboardClasses = ImplicitNibLookup.storyboardSceneClasses(index)

        var diagnostics: [Diagnostic] = []
        for (className, locations) in creations {
            // UIKit derives the names from the runtime class name.
            guard let names = ImplicitNibLookup.candidateNames(className, index: index), let viewNibName = names.withoutController else { continue }
            let runtimeName = names.runtimeName
            let documents = index.nibs(named: viewNibName).filter { $0.kind == .xib && $0.platform == .iOS }
            guard !documents.isEmpty, ImplicitNibLookup.loadsImplicitNib(className, storyboardClasses: storyboardClasses, index: index) else { continue }
            var problems: [(NibDocument, Int, String)] = []
            for document in documents {
                guard let problem = foreignNibProblem(document, viewController: className, index: index) else { problems = []; break }
                problems.append(problem)
            }
            guard let problem = problems.first, let location = locations.min() else { continue }
            let (document, ownerIndex, failure) = problem
            let owner = document.objects[ownerIndex]
            let ownerClass = index.className(of: owner, platform: .iOS)
            let ownerText = ownerClass.map { "its File's Owner is \($0), not \(className)" } ?? "its File's Owner has no class (NSObject)"
            let message = "\(className) is created without a nib name, so UIKit loads its view from '\(viewNibName).xib' (tried before '\(runtimeName)'), but \(ownerText)"
            let help = "rename the xib or the class, pass the nib name (init(nibName: \"\(runtimeName)\", bundle: nil)), or build the view in loadView()"
            var notes = [DiagnosticNote(location: document.location(of: owner), message: "File's Owner of '\(viewNibName)' is \(ownerClass ?? "NSObject")")]
            notes += MessageText.classNote(className, index: index)
            diagnostics.append(context.diagnostic(Self.self, at: location, message, notes: notes, help: help, failure: failure, identity: "\(className)|\(viewNibName)",
                                                  relatedFiles: [document.path] + index.declaringFilesOfHierarchy(of: className, platform: .iOS),
                                                  objectIDs: [owner.id]))
        }
        return diagnostics
    }

    /// Why loading `document` as the view of a `viewController` fails (File's Owner, the failure), or nil when
    /// File's Owner is the view controller's class, a superclass of it, or cannot be judged.
    private func foreignNibProblem(_ document: NibDocument, viewController: String, index: ProjectIndex) -> (NibDocument, Int, String)? {
        guard let ownerIndex = document.filesOwner else { return nil }
        let owner = document.objects[ownerIndex]
        let outlets = document.connections.filter { $0.source == ownerIndex && ($0.kind == .outlet || $0.kind == .outletCollection) }
        if let ownerClass = index.className(of: owner, platform: .iOS) {
            guard index.isClass(viewController, kindOf: ownerClass, platform: .iOS) == false else { return nil }
        } else if outlets.contains(where: { $0.property == "view" }) {
            // A hand-made nib for any owner with a view: it works.
            return nil
        }
        for outlet in outlets {
            guard let key = outlet.property, case .missing = index.lookupProperty(key, inClass: viewController, platform: .iOS) else { continue }
            return (document, ownerIndex, "\"[<\(viewController)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).\"")
        }
        guard !outlets.contains(where: { $0.property == "view" }) else { return nil }
        return (document, ownerIndex, "\"loaded the \"\(document.name)\" nib but the view outlet was not set\"")
    }
}
