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
            + "it is reported when no load of it is known or when one loads it as a view nib (init(nibName:bundle:), nibName, or the class-name lookup of a controller created without a nib name). "
            + "A controller that sets its view itself while the nib loads (an overridden loadView, or on macOS awakeFromNib, which File's Owner receives during the load) needs no outlet.",
        runtimeFailure: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"N\" nib but the view outlet was not set.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
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
            guard !hasViewOutlet, !setsViewWhileLoading(ownerClass, index: context.index, platform: platform) else { continue }
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

    /// The class (or an ancestor in the sources) assigns `view` in an overridden `loadView()`, or, on macOS, in `awakeFromNib()`,
    /// which AppKit sends File's Owner during the load, before it checks that the nib set a view (UIKit sends it only to the
    /// nib's own objects).
    private func setsViewWhileLoading(_ ownerClass: String, index: ProjectIndex, platform: NibPlatform) -> Bool {
        index.ancestors(of: ownerClass, platform: platform).contains { name in
            (index.sources.declarationsByName[name] ?? []).contains { declaration in
                declaration.viewAssigningMethods.contains { $0 == "loadView()" || ($0 == "awakeFromNib()" && platform != .iOS) }
            }
        }
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
