/// Code loads a nib with an owner whose class does not match the nib's File's Owner class.
/// Reported at the load site in the source, with a note at File's Owner; when every connection holds on the loading
/// class, only File's Owner is stale: a warning there, with a note at the load site.
public struct OwnerClassMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "owner-class-mismatch",
        name: "Owner class mismatch",
        summary: "Code loads a nib with an owner that is not of the nib's File's Owner class, or with a nil or plain NSObject owner while File's Owner has connections; a stale File's Owner whose connections all hold on the loading class is a warning.",
        rationale: "File's Owner is a proxy for the object code passes as `owner:`. Its outlets and actions are connected to that object by name, so an owner of another class crashes on the first outlet, and a nil owner silently drops every connection. When every connection exists on the loading class nothing fails yet, but Interface Builder shows File's Owner's class's outlets and actions, and the next connection made there may not exist at run time.",
        runtimeFailure: "NSUnknownKeyException: this class is not key value coding-compliant for the key X (or outlets silently stay nil).",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample([
                ("Banner.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                }
                class HomeViewController: UIViewController {
                    func showBanner() {
                        _ = Bundle.main.↓loadNibNamed("Banner", owner: self, options: nil)
                    }
                }
                """),
                ("Banner.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            RuleExample([
                ("Header.swift", """
                class HeaderView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    static func make() -> HeaderView? {
                        ↓UINib(nibName: "Header", bundle: nil).instantiate(withOwner: nil, options: nil).first as? HeaderView
                    }
                }
                """),
                ("Header.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HeaderView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1" customClass="HeaderView" customModule="App" customModuleProvider="target"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A plain NSObject owner cannot take File's Owner's outlets.
            RuleExample([
                ("Picker.swift", """
                class PickerView: UIView {
                    @IBOutlet var doneButton: UIButton!
                }
                func makePicker() -> Any? {
                    ↓UINib(nibName: "Picker", bundle: nil).instantiate(withOwner: NSObject(), options: nil).first
                }
                """),
                ("Picker.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PickerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="doneButton" destination="b1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1"/></subviews></view>
                """)),
            ]),
            // Objective-C: File's Owner names another window controller, whose outlet the loading class lacks.
            RuleExample([
                ("Controllers.h", """
                @interface FooWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                @interface BarWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *titleField;
                @end
                """),
                ("AppDelegate.m", """
                @implementation AppDelegate
                - (void)showFoo {
                    FooWindowController *controller = [[↓FooWindowController alloc] initWithWindowNibName:@"Foo"];
                    [controller showWindow:self];
                }
                @end
                """),
                ("Foo.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="BarWindowController">
                            <connections>
                                <outlet property="window" destination="w1" id="o1"/>
                                <outlet property="titleField" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
                """)),
            ]),
            // Objective-C class names need not be capitalized: `[[iTermFooWindowController alloc] …]` makes an
            // iTermFooWindowController (iTerm2's classes all start with `iTerm`).
            RuleExample([
                ("Controllers.h", """
                @interface iTermFooWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                @interface iTermBarWindowController : NSWindowController
                @end
                """),
                ("iTermLauncher.m", """
                @implementation iTermLauncher
                - (void)showFoo { _foo = [[iTermFooWindowController alloc] initWithWindowNibName:@"iTermFoo"]; }
                @end
                """),
                ("iTermFoo.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="iTermBarWindowController">
                            <connections>
                                <outlet property="window" destination="w1" id="o1"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
                """)),
            ]),
            // A stale File's Owner (a warning at File's Owner): every connection holds on the class that loads the nib,
            // but Interface Builder shows another class's outlets and actions.
            RuleExample([
                ("Controllers.h", """
                @interface FooWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                @interface BarWindowController : NSWindowController
                @property (weak) IBOutlet NSTextField *nameField;
                @end
                """),
                ("AppDelegate.m", """
                @implementation AppDelegate
                - (void)showFoo { [[[FooWindowController alloc] initWithWindowNibName:@"Foo"] showWindow:self]; }
                @end
                """),
                ("Foo.xib", ExampleFiles.macOSXib("""
                        ↓<customObject id="-2" userLabel="File's Owner" customClass="BarWindowController">
                            <connections>
                                <outlet property="window" destination="w1" id="o1"/>
                                <outlet property="nameField" destination="t1" id="o2"/>
                            </connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"><subviews><textField id="t1"/></subviews></view></window>
                """)),
            ]),
            RuleExample([
                ("Promo.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                }
                class PromoView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    func load() { Bundle.main.loadNibNamed("Promo", owner: self, options: nil) }
                }
                """),
                ("Promo.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A view controller created with no nib name loads the nib named after its class, with itself as owner:
            // File's Owner there names another class (which has the same outlets: a stale File's Owner, a warning).
            RuleExample([
                ("Settings.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                }
                class SettingsViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                }
                func showSettings() -> UIViewController { SettingsViewController() }
                """),
                ("SettingsViewController.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="nameLabel" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // The same with an outlet only File's Owner's class has: an error at the creation (the first outlet crashes).
            RuleExample([
                ("Settings.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var avatar: UIImageView!
                }
                class SettingsViewController: UIViewController {}
                func showSettings() -> UIViewController { ↓SettingsViewController() }
                """),
                ("SettingsViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="avatar" destination="i1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><imageView id="i1"/></subviews></view>
                """)),
            ]),
            // A registered cell nib whose outlets are made only from File's Owner: the table view instantiates it with no
            // owner, so they are never set.
            RuleExample([
                ("Cells.swift", """
                class ListViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(↓UINib(nibName: "PriceCell", bundle: nil), forCellReuseIdentifier: "price")
                    }
                }
                class PriceCell: UITableViewCell {
                    @IBOutlet var priceLabel: UILabel!
                }
                """),
                ("PriceCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PriceCell" customModule="App" customModuleProvider="target">
                            <connections><outlet property="priceLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <tableViewCell id="c1" customClass="PriceCell" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                        </tableViewCell>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("Banner.swift", """
                class BannerView: UIView {
                    @IBOutlet var titleLabel: UILabel!
                    func load() {
                        Bundle.main.loadNibNamed(String(describing: Self.self), owner: self, options: nil)
                    }
                }
                class DetailViewController: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil) }
                }
                """),
                ("BannerView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
                ("DetailViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // Objective-C loaders whose owners are File's Owner's class (or a subclass of it).
            RuleExample([
                ("Controllers.h", """
                @interface FooWindowController : NSWindowController
                @end
                @interface FancyFooWindowController : FooWindowController
                @end
                """),
                ("Controllers.m", """
                @implementation FancyFooWindowController
                - (instancetype)init { return [super initWithWindowNibName:@"Foo"]; }
                - (void)reload { [NSBundle loadNibNamed:@"Foo" owner:self]; }
                @end
                @implementation AppDelegate
                - (void)showFoo { [[[FooWindowController alloc] initWithWindowNibName:@"Foo"] showWindow:nil]; }
                @end
                """),
                ("Foo.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="FooWindowController">
                            <connections><outlet property="window" destination="w1" id="o1"/></connections>
                        </customObject>
                        <window id="w1"><view key="contentView" id="c1"/></window>
                """)),
            ]),
            // Controllers created with no nib name that build their view in code, or whose initializer names another nib:
            // the nib named after the class is never loaded for them.
            RuleExample([
                ("Controllers.swift", """
                class ProfileViewController: UIViewController {
                    @IBOutlet var nameLabel: UILabel!
                }
                class CodeViewController: UIViewController {
                    override func loadView() { view = UIView() }
                }
                class NamedViewController: UIViewController {
                    init() { super.init(nibName: "Profile", bundle: nil) }
                    required init?(coder: NSCoder) { super.init(coder: coder) }
                }
                func show() { _ = CodeViewController(); _ = NamedViewController() }
                """),
                ("CodeViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
                ("NamedViewController.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // A cell nib registered with a nil owner is fine when File's Owner has no connections.
            RuleExample([
                ("Cells.swift", """
                class ListViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "item")
                    }
                }
                """),
                ("ItemCell.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <tableViewCell id="c1"/>
                """)),
            ]),
            // A registered collection view item nib whose top-level item makes every connection File's Owner makes:
            // File's Owner's copies are dead, and nothing is lost; the nil owner of the registration is no mismatch.
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
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var staleOwners: Set<String> = []
        let implicitSites = Self.implicitLoadSites(context.index)
        for (position, site) in (context.index.sources.loadSites + implicitSites).enumerated() {
            // A controller created with no nib name is named by its creation: `FooViewController()`, `[[FooViewController alloc] init]`.
            let isImplicit = position >= context.index.sources.loadSites.count
            let call = !isImplicit ? site.callName
                : site.location.file.hasSuffix(".swift") ? "\(site.ownerClass ?? "")()" : "[[\(site.ownerClass ?? "") alloc] init]"
            guard let nibName = site.resolvedNibName else { continue }
            let candidates = context.index.nibs(named: nibName).filter { $0.kind == .xib }
            guard !candidates.isEmpty else { continue }
            var problems: [(NibDocument, Int, Problem)] = []
            for document in candidates {
                guard let ownerIndex = document.filesOwner else { problems = []; break }
                guard let problem = mismatch(site, call: call, document: document, ownerIndex: ownerIndex, context: context) else { problems = []; break }
                problems.append((document, ownerIndex, problem))
            }
            // Only when every nib of that name disagrees (localized or per-target copies may differ).
            guard let (document, ownerIndex, problem) = problems.first else { continue }
            let owner = document.objects[ownerIndex]
            switch problem {
            case .atLoadSite(let text):
                let note = DiagnosticNote(location: document.location(of: owner), message: "File's Owner of '\(document.name)' is declared here")
                // The owner's class chain decides the verdict (the nib's side is the note's file).
                let related = site.ownerClass.map { context.index.declaringFilesOfHierarchy(of: $0, platform: document.platform) } ?? []
                diagnostics.append(context.diagnostic(Self.self, at: site.location, text.message, notes: [note], help: text.help, failure: text.failure,
                                                      identity: "\(site.enclosingClass ?? "")|\(document.name)", relatedFiles: related,
                                                      objectIDs: [owner.id]))
            case .staleOwner(let text, let ownerClass):
                // One warning per nib, however many places load it.
                for (stale, staleOwnerIndex, _) in problems where staleOwners.insert(stale.path).inserted {
                    let note = DiagnosticNote(location: site.location, message: "'\(stale.name)' is loaded here with an owner of class \(ownerClass)")
                    let related = [site.location.file] + context.index.declaringFilesOfHierarchy(of: ownerClass, platform: stale.platform)
                    var diagnostic = context.diagnostic(Self.self, at: stale.location(of: stale.objects[staleOwnerIndex]), text.message, notes: [note],
                                                        help: text.help, failure: text.failure,
                                                        identity: "stale|\(stale.name)", relatedFiles: related,
                                                        objectIDs: [stale.objects[staleOwnerIndex].id])
                    diagnostic.severity = .warning
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    /// View controllers created with no nib name (`FooViewController()`, `[[FooViewController alloc] init]`), whose
    /// initializers name no nib, which name none in a `nibName` override and build no view in `loadView`: UIKit loads the
    /// nib named after the class (`FooView` first), AppKit's NSViewController the one of the class's name, with the new
    /// instance as owner. One site per class, at its first creation.
    static func implicitLoadSites(_ index: ProjectIndex) -> [NibLoadSite] {
        let creations = index.sources.controllerCreations
        guard !creations.isEmpty else { return [] }
        let namedLoaders = Set(index.sources.loadSites.filter(\.loadsOwnViewNib).compactMap(\.ownerClass))
        var seen: Set<String> = []
        var sites: [NibLoadSite] = []
        for creation in creations where seen.insert(creation.className).inserted && !namedLoaders.contains(creation.className) {
            let name = creation.className
            guard let declarations = index.sources.declarationsByName[name],
                  let body = declarations.first(where: { $0.kind == .classDeclaration }),
                  !declarations.contains(where: \.initializerNamesNib) else { continue }
            let runtimeName = body.objCName ?? body.simpleName
            let shortName = runtimeName.hasSuffix("Controller") ? String(runtimeName.dropLast("Controller".count)) : nil
            for nibName in [shortName, runtimeName].compactMap({ $0 }) {
                guard let document = index.nibs(named: nibName).first(where: { $0.kind == .xib }) else { continue }
                let platform = document.platform
                // AppKit looks only for the class's own name, and only for view controllers.
                if platform == .macOS && nibName != runtimeName { continue }
                let viewController = platform == .iOS ? "UIViewController" : "NSViewController"
                let hierarchy = index.hierarchy(of: name, platform: platform)
                guard index.isClass(name, kindOf: viewController, platform: platform) == true,
                      !hierarchy.steps.contains(where: { step in step.declarations.contains { $0.methods.contains { $0.selector == "loadView" } } }) else { break }
                sites.append(NibLoadSite(api: .initNibName, nibName: .literal(nibName), owner: .instance(of: name), enclosingClass: creation.enclosingClass,
                                         location: creation.location, isImplicitNibName: true))
                break
            }
        }
        return sites
    }

    /// What is wrong with the owner a site passes: an error at the load site when the nib's connections fail on
    /// it, a warning at File's Owner when they all hold there and only File's Owner's class is stale.
    private enum Problem {
        case atLoadSite(Text)
        case staleOwner(Text, ownerClass: String)
    }

    /// What is wrong, how to fix it, and what fails at run time (`Diagnostic`'s message, help and failure).
    private struct Text {
        var message: String
        var help: String
        var failure: String?
    }

    /// What is wrong when `site` cannot own `document`, or nil when the owner fits (or cannot be judged).
    private func mismatch(_ site: NibLoadSite, call: String, document: NibDocument, ownerIndex: Int, context: RuleContext) -> Problem? {
        guard let message = loadSiteMismatch(site, call: call, document: document, ownerIndex: ownerIndex, context: context) else { return nil }
        // The runtime sets File's Owner's outlets on the object code passes: when they all exist there, nothing fails,
        // but Interface Builder offers the stale class's outlets and actions, and the next connection made there breaks.
        guard let ownerClass = site.ownerClass, ownerClass != "NSObject",
              let nibClass = context.index.className(of: document.objects[ownerIndex], platform: document.platform),
              context.connections.resolver.ownerConnectionsHold(on: ownerClass, ownerIndex: ownerIndex, in: document) else {
            return .atLoadSite(message)
        }
        return .staleOwner(Text(
            message: "File's Owner of '\(document.name)' is \(nibClass), but the nib is loaded with an owner of class \(ownerClass), neither \(nibClass) nor a subclass of it",
            help: "set File's Owner's class to \(ownerClass) in the Identity inspector: every connection holds on \(ownerClass), so nothing fails at run time, "
                + "but Interface Builder shows \(nibClass)'s outlets and actions, and the next connection made there may not exist on \(ownerClass)"),
            ownerClass: ownerClass)
    }

    /// The text when `site` cannot own `document` as an error at the site, or nil when the owner fits (or cannot be judged).
    private func loadSiteMismatch(_ site: NibLoadSite, call: String, document: NibDocument, ownerIndex: Int, context: RuleContext) -> Text? {
        let index = context.index
        let platform = document.platform
        let owner = document.objects[ownerIndex]
        let nibClass = index.className(of: owner, platform: platform)
        switch site.owner {
        case .unknown:
            return nil
        case .none:
            guard hasConnections(ownerIndex, in: document) else { return nil }
            // An NSTableView loads a registered nib with the owner `makeView(withIdentifier:owner:)` is given, unknown here.
            if site.api == .registerNib, site.registration?.kind == .appKitTableView { return nil }
            if site.api == .registerNib {
                // The table or collection view instantiates a registered nib with no owner and uses its top-level
                // object: File's Owner's connections are dead, harmless when that object makes them all.
                if InstanceNibs.connectedTwin(ofOwner: ownerIndex, in: document) != nil { return nil }
                return Text(message: "\(call) registers '\(document.name)', which the view instantiates with no owner, but its File's Owner (\(nibClass ?? "NSObject")) has connections",
                            help: "connect those outlets from the nib's top-level object and remove them from File's Owner",
                            failure: "File's Owner's outlets are never set and its actions go nowhere")
            }
            return Text(message: "\(call) loads '\(document.name)' with a nil owner, but its File's Owner (\(nibClass ?? "NSObject")) has connections",
                        help: "pass an instance of \(nibClass ?? "the owner class") as the owner, or move the connections off File's Owner",
                        failure: "those outlets stay nil and the actions go nowhere")
        case .instance, .enclosingInstance:
            guard let ownerClass = site.ownerClass else { return nil }
            if ownerClass == "NSObject" {
                guard hasConnections(ownerIndex, in: document) else { return nil }
                return Text(message: "\(call) loads '\(document.name)' with a plain NSObject owner, but its File's Owner (\(nibClass ?? "NSObject")) has connections",
                            help: "pass an instance of \(nibClass ?? "the owner class") as the owner", failure: "\"not key value coding-compliant\"")
            }
            guard let nibClass, index.isKnownClass(nibClass, platform: platform), index.isKnownClass(ownerClass, platform: platform) else { return nil }
            guard let fits = index.isClass(ownerClass, kindOf: nibClass, platform: platform), !fits else { return nil }
            // `self` may be a subclass instance at run time.
            if case .enclosingInstance = site.owner, index.isClass(nibClass, kindOf: ownerClass, platform: platform) != false { return nil }
            return Text(message: "\(call) loads '\(document.name)' with an owner of class \(ownerClass), but the nib's File's Owner is \(nibClass)",
                        help: "set File's Owner's class to \(ownerClass) in the Identity inspector or pass a \(nibClass) as the owner",
                        failure: "\"not key value coding-compliant\" on the first outlet")
        }
    }

    /// Whether File's Owner takes part in any connection, as source or as destination.
    private func hasConnections(_ ownerIndex: Int, in document: NibDocument) -> Bool {
        let ownerID = document.objects[ownerIndex].id
        return document.connections.contains { $0.source == ownerIndex || $0.destinationID == ownerID }
    }
}
