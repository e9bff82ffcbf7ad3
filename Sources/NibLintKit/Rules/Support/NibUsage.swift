/// Which classes the nibs instantiate and which outlets and actions they connect, for the rules that
/// look for declarations no nib uses.
struct NibUsage {
    /// Every class a nib object has (custom or framework), by the name the nib uses, per platform.
    private(set) var instantiatedClasses: [NibPlatform: Set<String>] = [:]
    /// Outlet keys connected from objects of each class; `nil` key for objects whose class is unknown.
    private(set) var outletKeysBySourceClass: [String: Set<String>] = [:]
    /// Outlet keys connected from objects whose class niblint cannot tell (they could be any class).
    private(set) var outletKeysFromUnknownClasses: Set<String> = []
    /// The first key of each binding's key path (`task` of `task.name`, `self.` dropped), by the class of the bound
    /// (observed) object: an outlet a binding reads holds a model value the code provides, not a view to connect.
    private(set) var boundKeysByTargetClass: [String: Set<String>] = [:]
    /// Selectors sent to objects of each class.
    private(set) var selectorsByTargetClass: [String: Set<String>] = [:]
    /// Selectors any class may receive: First Responder actions, unwind actions, segue actions, and
    /// actions sent to objects of unknown class.
    private(set) var selectorsForAnyClass: Set<String> = []
    /// What was collected: a rule about outlets does not pay for the actions' tables, nor the reverse.
    let collectsOutlets: Bool, collectsActions: Bool

    init(index: ProjectIndex, outlets: Bool = true, actions: Bool = true) {
        collectsOutlets = outlets
        collectsActions = actions
        self.index = index
        instantiatedClasses = index.nibObjectClasses
        if outlets { outletKeysBySourceClass.reserveCapacity(instantiatedClasses.values.reduce(0) { $0 + $1.count }) }
        for document in index.nibs {
            for connection in document.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    guard outlets, let key = connection.property else { continue }
                    if let name = index.hierarchy(ofObjectAt: connection.source, in: document)?.name {
                        outletKeysBySourceClass[name, default: []].insert(key)
                    } else {
                        outletKeysFromUnknownClasses.insert(key)
                    }
                case .action:
                    guard actions, let selector = connection.selector else { continue }
                    if let target = document.destinationIndex(of: connection),
                       let name = index.hierarchy(ofObjectAt: target, in: document)?.name {
                        selectorsByTargetClass[name, default: []].insert(selector)
                    } else {
                        selectorsForAnyClass.insert(selector)
                    }
                case .segue:
                    guard actions else { continue }
                    if let selector = connection.unwindAction { selectorsForAnyClass.insert(selector) }
                    if let selector = connection.destinationCreationSelector { selectorsForAnyClass.insert(selector) }
                default:
                    continue
                }
            }
            guard outlets else { continue }
            for binding in document.bindings {
                let path = binding.keyPath.hasPrefix("self.") ? binding.keyPath.dropFirst(5) : Substring(binding.keyPath)
                guard let key = path.split(separator: ".").first, let target = document.destinationIndex(of: document.connections[binding.connection]),
                      let name = index.hierarchy(ofObjectAt: target, in: document)?.name else { continue }
                boundKeysByTargetClass[name, default: []].insert(String(key))
            }
        }
        indexHierarchy(index)
    }

    /// Nib classes that are `className` or provably descend from it.
    func instantiatedClasses(kindOf className: String, platform: NibPlatform) -> [String] {
        users(of: className, platform: platform).sorted()
    }

    /// The nib classes that are `className` or provably descend from it, in no particular order: indexed for the
    /// classes the sources declare, found by a walk over every nib class for the others (framework classes,
    /// which the rules do not ask about).
    private func users(of className: String, platform: NibPlatform) -> [String] {
        guard let hierarchy = hierarchy[platform] else { return [] }
        if let users = hierarchy.usersByAncestor[className] { return users.names }
        guard index.sources.declarationsByName[className] == nil else { return [] }
        return (instantiatedClasses[platform] ?? []).filter { index.ancestors(of: $0, platform: platform).contains(className) }
    }

    /// Calls `body` with each nib class that may be `className` or descend from it (its chain may pass
    /// through an unknown class that may descend from `className`), some more than once: their connections
    /// count as using its members, so nothing is reported that they might connect.
    private func forEachPossibleInstance(of className: String, platform: NibPlatform, _ body: (String) -> Void) {
        _ = anyPossibleInstance(of: className, platform: platform) { name in body(name); return false }
    }

    /// Whether `test` holds for one of the nib classes `forEachPossibleInstance` visits; stops at the first.
    private func anyPossibleInstance(of className: String, platform: NibPlatform, _ test: (String) -> Bool) -> Bool {
        guard let hierarchy = hierarchy[platform] else { return false }
        for name in users(of: className, platform: platform) where test(name) { return true }
        if mayBeSubclassedOutsideTree(className) {
            for name in hierarchy.classesWithUnknownAncestors where test(name) { return true }
        }
        return false
    }

    /// Whether a class from outside the tree (the unknown ancestor of some nib class) may descend from `className`:
    /// a framework class, or a dependency's class whose sources are in the tree (`Pods/`, `Carthage/`, a prebuilt
    /// framework's headers). Never a class of the project's own code: a dependency cannot see it, let alone subclass it.
    private func mayBeSubclassedOutsideTree(_ className: String) -> Bool {
        guard let declarations = index.sources.declarationsByName[className] else { return true }
        return declarations.indices.contains { Self.isDependencySource(declarations[$0].location.file) }
    }

    /// A source of a dependency checked into the tree: under `Pods/`, `Carthage/` or Swift packages' checkouts, or
    /// in a `.framework` / `.xcframework`.
    static func isDependencySource(_ path: String) -> Bool {
        path.split(separator: "/").contains { component in
            component == "Pods" || component == "Carthage" || component == "checkouts" || component == "SourcePackages"
                || component.hasSuffix(".framework") || component.hasSuffix(".xcframework")
        }
    }

    /// Outlet keys any nib object that may be of `className` (or of an unknown class) connects.
    func connectedOutletKeys(of className: String, platform: NibPlatform) -> Set<String> {
        precondition(collectsOutlets, "NibUsage built without its outlet tables")
        var keys = outletKeysFromUnknownClasses
        forEachPossibleInstance(of: className, platform: platform) { name in
            if let connected = outletKeysBySourceClass[name] { keys.formUnion(connected) }
        }
        return keys
    }

    /// Whether a nib object that may be of `className` (or of an unknown class) connects the outlet `key`:
    /// `connectedOutletKeys(of:platform:).contains(key)` without gathering every connected key.
    func connectsOutlet(_ key: String, of className: String, platform: NibPlatform) -> Bool {
        precondition(collectsOutlets, "NibUsage built without its outlet tables")
        return outletKeysFromUnknownClasses.contains(key)
            || anyPossibleInstance(of: className, platform: platform) { outletKeysBySourceClass[$0]?.contains(key) == true }
    }

    /// Whether a binding of a nib object that may be of `className` reads the key `key` first in its key path.
    func bindsKey(_ key: String, of className: String, platform: NibPlatform) -> Bool {
        precondition(collectsOutlets, "NibUsage built without its outlet tables")
        return anyPossibleInstance(of: className, platform: platform) { boundKeysByTargetClass[$0]?.contains(key) == true }
    }

    /// Selectors nibs send to objects that may be of `className`, or to any class.
    func connectedSelectors(of className: String, platform: NibPlatform) -> Set<String> {
        precondition(collectsActions, "NibUsage built without its action tables")
        var selectors = selectorsForAnyClass
        forEachPossibleInstance(of: className, platform: platform) { name in
            if let sent = selectorsByTargetClass[name] { selectors.formUnion(sent) }
        }
        return selectors
    }

    /// A class of the sources that nibs instantiate (itself or a subclass), with the nib classes that do.
    struct ClassInNibs {
        var name: String
        var declarations: [ClassDeclaration]
        var platform: NibPlatform
        /// The nib classes that are this class or descend from it, in no particular order: most classes
        /// report nothing, so only `users` sorts them.
        var unsortedUsers: [String]
        var users: [String] { unsortedUsers.sorted() }

        /// The order rules report in: by name, iOS before macOS.
        static func reportOrder(_ first: ClassInNibs, _ second: ClassInNibs) -> Bool {
            first.name != second.name ? first.name < second.name : first.platform == .iOS && second.platform != .iOS
        }
    }

    /// Every source class some nib instantiates, per platform, in no particular order (a rule sorts those it
    /// reports on with `ClassInNibs.reportOrder`); only those whose declarations satisfy `isWanted`.
    func classesUsedInNibs(where isWanted: ([ClassDeclaration]) -> Bool = { _ in true }) -> [ClassInNibs] {
        var result: [ClassInNibs] = []
        // Only the nib classes' ancestors can have users: the rest of the sources' classes are not looked at.
        for (platform, platformHierarchy) in hierarchy {
            for (name, users) in platformHierarchy.usersByAncestor {
                for ancestor in users.ancestors where ancestor.hasClassBody && isWanted(ancestor.declarations) {
                    result.append(ClassInNibs(name: name, declarations: ancestor.declarations, platform: platform, unsortedUsers: users.names))
                }
            }
        }
        return result
    }

    /// For each platform, every ancestor the sources declare of every instantiated class mapped back to the
    /// classes below it: one walk per instantiated class instead of one per (class, candidate) pair.
    private struct Hierarchy {
        /// Each nib class appears once under each of its declared ancestors (a chain names a class once).
        /// Framework ancestors are left out: nearly every class would be listed under `NSObject`, `UIView`…
        var usersByAncestor: [String: Users] = [:]
        var classesWithUnknownAncestors: [String] = []
    }

    /// A declared ancestor as its chains resolved it (its declarations, not looked up again) and its nib
    /// classes. Usually one resolution; one per module when modules of the project declare the same name.
    private struct Users {
        var ancestors: [ClassStep]
        var names: [String] = []

        /// `mayRepeat`: the name's chain is one of several (one per module), so it may be listed already.
        mutating func add(_ name: String, resolvedAs step: ClassStep, mayRepeat: Bool) {
            if !mayRepeat || !names.contains(name) { names.append(name) }
            if !ancestors.contains(where: { $0 === step }) { ancestors.append(step) }
        }
    }

    private var hierarchy: [NibPlatform: Hierarchy] = [:]
    /// For the users of classes `usersByAncestor` leaves out.
    private let index: ProjectIndex

    private mutating func indexHierarchy(_ index: ProjectIndex) {
        // Sized up front (each growth hashes every name again): at most one entry per class of the platform.
        for (platform, classes) in instantiatedClasses {
            var sized = Hierarchy()
            sized.usersByAncestor.reserveCapacity(classes.count)
            hierarchy[platform] = sized
        }
        // The chains the index walked for the classes of nib objects, read in its order (no name is hashed).
        for (key, chain) in index.nibClassChains {
            // By position: the steps and the names of the chain are aligned.
            for position in chain.steps.indices where !chain.steps[position].declarations.isEmpty {
                let step = chain.steps[position]
                let newUsers = Users(ancestors: [step])
                hierarchy[key.platform, default: Hierarchy()].usersByAncestor[chain.chain[position], default: newUsers].add(key.name, resolvedAs: step, mayRepeat: key.module >= 0)
            }
            if !chain.unknownClasses.isEmpty { hierarchy[key.platform, default: Hierarchy()].classesWithUnknownAncestors.append(key.name) }
        }
    }
}
