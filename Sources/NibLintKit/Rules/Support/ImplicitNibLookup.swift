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

    /// Whether UIKit's name-based lookup runs for `className`: a direct UIViewController subclass (through
    /// project classes only: table, collection and container controllers make their own views), no
    /// `loadView()` or `nibName` override, no initializer naming a nib, not the class of a storyboard scene.
    static func loadsImplicitNib(_ className: String, storyboardClasses: Set<String>, index: ProjectIndex) -> Bool {
        guard index.isClass(className, kindOf: "UIViewController", platform: .iOS) == true else { return false }
        let chain = index.ancestors(of: className, platform: .iOS)
        let projectClasses = chain.prefix { index.sources.declarationsByName[$0]?.contains { $0.kind == .classDeclaration } == true }
        guard projectClasses.count < chain.count, chain[projectClasses.count] == "UIViewController",
              !storyboardClasses.contains(className) else { return false }
        for name in projectClasses {
            for declaration in index.sources.declarationsByName[name] ?? [] {
                if declaration.methods.contains(where: { $0.name == "loadView" && !$0.selector.hasSuffix(":") }) { return false }
                if declaration.properties.contains(where: { $0.name == "nibName" }) || declaration.initializerNamesNib { return false }
            }
        }
        let names = Set(projectClasses)
        return !index.sources.loadSites.contains { site in
            guard let owner = site.enclosingClass.map(simpleName), names.contains(owner) else { return false }
            switch site.api {
            case .nibNameProperty: return true
            case .initNibName: return site.owner == .enclosingInstance && !site.isImplicitNibName
            default: return false
            }
        }
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

    static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
