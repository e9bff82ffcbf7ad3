/// UIKit's name-based nib lookup for a view controller created without a nib name (`FooViewController()`,
/// `init(nibName: nil, bundle: nil)`): with no `loadView()` override it loads 'FooView' if the bundle has it, else
/// 'FooViewController' ("nibName … If you specify nil … the view controller searches for a nib file whose name
/// matches the name of your view controller class", UIViewController `nibName`; the 'Controller'-less name first).
/// Shared by implicit-nib-collision (the lookup finds another view's xib) and nib-not-found (it finds none).
enum ImplicitNibLookup {
    /// Each class created with a nil nib name, with where (first place first), sorted by class name.
    static func creations(_ index: ProjectIndex) -> [(className: String, locations: [SourceLocation])] {
        var creations: [String: [SourceLocation]] = [:]
        for creation in index.sources.controllerCreations { creations[creation.className, default: []].append(creation.location) }
        for site in index.sources.loadSites where site.api == .initNibName && site.isImplicitNibName {
            guard let className = site.ownerClass else { continue }
            creations[className, default: []].append(site.location)
        }
        return creations.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The two names UIKit tries for `className`, from its runtime name (`@objc(Name)` wins): the name without
    /// 'Controller' (nil when it does not end so) and the name itself. Nil for a nested or undeclared class.
    static func candidateNames(_ className: String, index: ProjectIndex) -> (withoutController: String?, runtimeName: String)? {
        guard let declaration = index.sources.declarationsByName[className]?.first(where: { $0.kind == .classDeclaration }),
              !declaration.name.contains(".") else { return nil }
        let runtimeName = declaration.objCName ?? declaration.simpleName
        let hasSuffix = runtimeName.hasSuffix("Controller") && runtimeName.count > "Controller".count
        return (hasSuffix ? String(runtimeName.dropLast("Controller".count)) : nil, runtimeName)
    }

    /// What the lookups ask of every storyboard scene and load site, gathered once for all the classes asked about
    /// (each creation walked every load site before).
    struct Facts {
        /// `storyboardSceneClasses`.
        let storyboardClasses: Set<String>
        /// The classes (simple names) that name their own nib: a `nibName` property, or `init(nibName:bundle:)` on
        /// themselves with a name.
        let namingOwnNib: Set<String>
        /// The classes (simple names) with a load site whose nib name niblint cannot read.
        let loadingByUnreadableName: Set<String>

        init(_ index: ProjectIndex) {
            storyboardClasses = ImplicitNibLookup.storyboardSceneClasses(index)
            var namingOwnNib: Set<String> = [], loadingByUnreadableName: Set<String> = []
            for site in index.sources.loadSites {
                guard let owner = site.enclosingClass.map(simpleName) else { continue }
                if site.resolvedNibName == nil { loadingByUnreadableName.insert(owner) }
                switch site.api {
                case .nibNameProperty: namingOwnNib.insert(owner)
                case .initNibName where site.owner == .enclosingInstance && !site.isImplicitNibName: namingOwnNib.insert(owner)
                default: break
                }
            }
            (self.namingOwnNib, self.loadingByUnreadableName) = (namingOwnNib, loadingByUnreadableName)
        }
    }

    /// Whether UIKit's name-based lookup runs for `className`: a direct UIViewController subclass (through
    /// project classes only: table, collection and container controllers make their own views), no
    /// `loadView()` or `nibName` override, no initializer naming a nib, not the class of a storyboard scene.
    static func loadsImplicitNib(_ className: String, facts: Facts, index: ProjectIndex) -> Bool {
        guard index.isClass(className, kindOf: "UIViewController", platform: .iOS) == true else { return false }
        let chain = index.ancestors(of: className, platform: .iOS)
        let projectClasses = chain.prefix { index.sources.declarationsByName[$0]?.contains { $0.kind == .classDeclaration } == true }
        guard projectClasses.count < chain.count, chain[projectClasses.count] == "UIViewController",
              !facts.storyboardClasses.contains(className) else { return false }
        for name in projectClasses {
            for declaration in index.sources.declarationsByName[name] ?? [] {
                if declaration.methods.contains(where: { $0.name == "loadView" && !$0.selector.hasSuffix(":") }) { return false }
                if declaration.properties.contains(where: { $0.name == "nibName" }) || declaration.initializerNamesNib { return false }
            }
        }
        return !projectClasses.contains(where: facts.namingOwnNib.contains)
    }

    /// The classes of storyboard scenes' view controllers: their instances get their nib from the storyboard.
    static func storyboardSceneClasses(_ index: ProjectIndex) -> Set<String> {
        var classes: Set<String> = []
        for document in index.nibs where document.kind == .storyboard {
            for scene in document.scenes {
                guard let owner = scene.owner, let name = index.className(of: document.objects[owner], platform: document.platform) else { continue }
                classes.insert(name)
                // A Swift class may be named by its @objc name in the storyboard.
                for declaration in index.sources.declarationsByName[name] ?? [] { classes.insert(declaration.simpleName) }
            }
        }
        return classes
    }

    /// `Module.Class` → `Class` (`NibLoading.simpleName`, which returns a name without a dot as it is): asked for every load
    /// site once (`Facts`).
    static func simpleName(_ name: String) -> String {
        NibLoading.simpleName(name)
    }
    /// A view controller created without a nib name whose UIKit lookup finds `FooView.xib` (its name without
    /// `Controller`, tried first) where File's Owner is another class: what implicit-nib-collision reports, and what
    /// owner-class-mismatch leaves to it at the same creation (one defect, one diagnostic). Nil when any xib of that
    /// name fits (localized copies may differ) or the lookup cannot load it.
    struct Collision {
        var viewNibName: String
        var runtimeName: String
        var document: NibDocument
        var ownerIndex: Int
        var failure: String
    }

    static func collision(_ className: String, facts: Facts, index: ProjectIndex) -> Collision? {
        // UIKit derives the names from the runtime class name.
        guard let names = candidateNames(className, index: index), let viewNibName = names.withoutController else { return nil }
        let documents = index.nibs(named: viewNibName).filter { $0.kind == .xib && $0.platform == .iOS }
        guard !documents.isEmpty, loadsImplicitNib(className, facts: facts, index: index) else { return nil }
        var problems: [(NibDocument, Int, String)] = []
        for document in documents {
            guard let problem = foreignNibProblem(document, viewController: className, index: index) else { return nil }
            problems.append(problem)
        }
        guard let (document, ownerIndex, failure) = problems.first else { return nil }
        return Collision(viewNibName: viewNibName, runtimeName: names.runtimeName, document: document, ownerIndex: ownerIndex, failure: failure)
    }

    /// Why loading `document` as the view of a `viewController` fails (File's Owner, the failure), or nil when
    /// File's Owner is the view controller's class, a superclass of it, or cannot be judged.
    private static func foreignNibProblem(_ document: NibDocument, viewController: String, index: ProjectIndex) -> (NibDocument, Int, String)? {
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
