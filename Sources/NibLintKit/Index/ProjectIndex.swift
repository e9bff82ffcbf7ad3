/// Everything the rules look things up in: the classes declared in the sources (class bodies and
/// extensions merged by name), the framework catalog, the parsed nibs and the nib-loading code.
public struct ProjectIndex: Sendable {
    /// What comes from the sources alone (built while the nibs are parsed).
    private let sourceTables: SourceTables
    /// Declarations (class bodies and extensions) by simple name and by `@objc(Name)`.
    public var declarationsByName: [String: [ClassDeclaration]] { sourceTables.declarationsByName }
    public private(set) var nibs: [NibDocument]
    public var loadSites: [NibLoadSite] { sourceTables.loadSites }
    /// Storyboard IDs and segue identifiers named in code.
    public var storyboardIdentifierUses: [StoryboardIdentifierUse] { sourceTables.storyboardIdentifierUses }
    /// `FooController()` in code: classes whose instances may be created without a nib name.
    public var controllerCreations: [ControllerCreation] { sourceTables.controllerCreations }
    /// Storyboard IDs of the view controllers in the project's storyboards, and the identifiers of their segues.
    public private(set) var storyboardIDs: Set<String> = []
    public private(set) var segueIdentifiers: Set<String> = []
    /// Load sites by the nib name they resolve to.
    public private(set) var loadSitesByNibName: [String: [NibLoadSite]] = [:]
    /// Directory names that hold scanned sources: modules whose classes niblint can judge.
    public var scannedModuleNames: Set<String> { sourceTables.scannedModuleNames }
    /// Every selector a scanned class implements: what a First Responder or unwind action can reach.
    public var projectSelectors: Set<String> { sourceTables.projectSelectors }
    /// True when classes may come from code outside the tree (a Podfile, Cartfile, remote Swift packages,
    /// prebuilt frameworks): then classes without a module, and responder-chain actions, cannot be judged.
    public var mayHaveUnscannedClasses: Bool
    public private(set) var nibIndicesByName: [String: [Int]] = [:]
    /// Classes a project declares in `lint-rules.json` (`externalClasses`), with their superclass and outlets.
    public private(set) var externalClasses: [String: ExternalClass] = [:]
    /// `NS_SWIFT_NAME` names of Objective-C classes → their runtime names, for Swift subclasses that
    /// inherit them by their Swift name. Not used for nib class names, which must be runtime names.
    public var swiftNameAliases: [String: String] { sourceTables.swiftNameAliases }
    /// The superclass chains of every class a nib object has, walked once here: the rules ask about
    /// the same few hundred classes tens of thousands of times.
    private var hierarchies: [HierarchyKey: CachedHierarchy] = [:]

    public init(sources: [SourceFileSummary], nibs: [NibDocument], mayHaveUnscannedClasses: Bool = false, externalClasses: [ExternalClass] = []) {
        self.init(sourceTables: SourceTables(sources: sources), nibs: nibs, mayHaveUnscannedClasses: mayHaveUnscannedClasses,
                  externalClasses: externalClasses)
    }

    /// The index from source tables built beforehand (`Linter` builds them while the nibs are parsed).
    init(sourceTables: SourceTables, nibs: [NibDocument], mayHaveUnscannedClasses: Bool = false, externalClasses: [ExternalClass] = []) {
        self.sourceTables = sourceTables
        self.nibs = nibs
        self.mayHaveUnscannedClasses = mayHaveUnscannedClasses
        for (index, nib) in nibs.enumerated() {
            nibIndicesByName[nib.name, default: []].append(index)
            guard nib.kind == .storyboard else { continue }
            for object in nib.objects { if let id = object.storyboardIdentifier { storyboardIDs.insert(id) } }
            for connection in nib.connections where connection.kind == .segue {
                if let identifier = connection.identifier { segueIdentifiers.insert(identifier) }
            }
        }
        for site in loadSites {
            if let name = site.resolvedNibName { loadSitesByNibName[name, default: []].append(site) }
        }
        for external in externalClasses { self.externalClasses[external.name] = external }
        var hierarchies: [HierarchyKey: CachedHierarchy] = [:]
        for nib in nibs {
            for object in nib.objects {
                guard let name = className(of: object, platform: nib.platform) else { continue }
                let key = HierarchyKey(name: name, platform: nib.platform)
                if hierarchies[key] == nil { hierarchies[key] = cachedHierarchy(from: name, platform: nib.platform) }
            }
        }
        self.hierarchies = hierarchies
    }

    // MARK: - Classes

    /// The class of a nib object as the runtime will instantiate it, or nil for proxies whose class
    /// the nib cannot tell (First Responder, Exit, a File's Owner left as NSObject).
    public func className(of object: NibObject, platform: NibPlatform) -> String? {
        switch object.placeholderRole {
        case .firstResponder, .exit, .storyboardReference, .other:
            return nil
        case .application:
            if let custom = object.customClass, custom != "NSObject" { return custom }
            return platform == .macOS ? "NSApplication" : "UIApplication"
        case .filesOwner:
            guard let custom = object.customClass, custom != "NSObject" else { return nil }
            return custom
        case nil:
            return object.customClass ?? FrameworkCatalog.forPlatform(platform).className(forElement: object.elementName)
        }
    }

    /// Whether a class name can be found: in the sources, the catalog, or the project's declared externals.
    public func isKnownClass(_ name: String, platform: NibPlatform) -> Bool {
        declarationsByName[name] != nil || FrameworkCatalog.forPlatform(platform).classes[name] != nil || externalClasses[name] != nil
    }

    /// Whether niblint may call a missing custom class an error: only when it belongs to the project's own code.
    public func isJudgeableModule(of object: NibObject) -> Bool {
        if object.customModuleProvider == "target" { return true }
        if let module = object.customModule { return scannedModuleNames.contains(module) }
        // Classes without a module are Objective-C (or @objc-named) classes: judgeable only when all Objective-C was read.
        return !mayHaveUnscannedClasses
    }

    /// The superclass candidates of one class step (several when `#if` branches disagree).
    private func superclasses(of name: String, platform: NibPlatform) -> (names: [String], known: Bool) {
        let declarations = declarationsByName[name] ?? []
        let classDeclarations = declarations.filter { $0.kind == .classDeclaration }
        if !classDeclarations.isEmpty {
            var names: [String] = []
            for declaration in classDeclarations {
                if let first = declaration.inheritedTypes.first, !names.contains(first) { names.append(first) }
            }
            return (names, true)
        }
        if let entry = FrameworkCatalog.forPlatform(platform).classes[name] {
            return (entry.superclass.map { [$0] } ?? [], true)
        }
        if let external = externalClasses[name] {
            return (external.superclass.map { [$0] } ?? [], true)
        }
        return ([], false)
    }

    /// Walks every superclass chain from `name`, calling `visit` for each class until it returns a verdict.
    private func walkHierarchy(from name: String, platform: NibPlatform, visit: (String) -> Bool) -> HierarchyWalk {
        if let cached = hierarchies[HierarchyKey(name: name, platform: platform)] {
            // The same walk as below, replayed: the order of a breadth-first walk does not depend on `visit`.
            var unknown: [String] = []
            for (position, current) in cached.chain.enumerated() {
                if visit(current) { return HierarchyWalk(found: true, chain: Array(cached.chain[...position]), unknownClasses: unknown) }
                if cached.isUnknown[position] { unknown.append(current) }
            }
            return HierarchyWalk(found: false, chain: cached.chain, unknownClasses: unknown)
        }
        return uncachedWalk(from: name, platform: platform, visit: visit)
    }

    private func cachedHierarchy(from name: String, platform: NibPlatform) -> CachedHierarchy {
        // A walk that never stops visits every class; its unknown classes are the ones to flag.
        let walk = uncachedWalk(from: name, platform: platform) { _ in false }
        let unknown = Set(walk.unknownClasses)
        return CachedHierarchy(chain: walk.chain, isUnknown: walk.chain.map(unknown.contains))
    }

    private func uncachedWalk(from name: String, platform: NibPlatform, visit: (String) -> Bool) -> HierarchyWalk {
        var queue = [name]
        var visited: Set<String> = []
        var chain: [String] = []
        var unknown: [String] = []
        while let current = queue.first {
            queue.removeFirst()
            guard visited.insert(current).inserted, visited.count < 128 else { continue }
            chain.append(current)
            if visit(current) { return HierarchyWalk(found: true, chain: chain, unknownClasses: unknown) }
            let step = superclasses(of: current, platform: platform)
            if !step.known { unknown.append(current) }
            queue += step.names.map { declarationsByName[$0] == nil ? swiftNameAliases[$0] ?? $0 : $0 }
        }
        return HierarchyWalk(found: false, chain: chain, unknownClasses: unknown)
    }

    /// Looks up a key-value coding key (an outlet) on a class and its ancestors.
    public func lookupProperty(_ key: String, inClass name: String, platform: NibPlatform) -> MemberLookup {
        var foundAt: SourceLocation?
        let catalog = FrameworkCatalog.forPlatform(platform)
        let walk = walkHierarchy(from: name, platform: platform) { current in
            for declaration in declarationsByName[current] ?? [] {
                if declaration.acceptsUndefinedKeys { return true }
                if let property = declaration.properties.first(where: { $0.key == key }) {
                    foundAt = property.location
                    return true
                }
            }
            if catalog.classes[current]?.properties.contains(key) == true { return true }
            if externalClasses[current]?.outlets.contains(key) == true { return true }
            return false
        }
        return MemberLookup(walk: walk, foundAt: foundAt)
    }

    /// The source declaration of a property found on `name` or its ancestors, if declared in the sources.
    public func propertyDeclaration(_ key: String, inClass name: String, platform: NibPlatform) -> PropertyDeclaration? {
        var found: PropertyDeclaration?
        _ = walkHierarchy(from: name, platform: platform) { current in
            for declaration in declarationsByName[current] ?? [] {
                if let property = declaration.properties.first(where: { $0.key == key }) {
                    found = property
                    return true
                }
            }
            return false
        }
        return found
    }

    /// Looks up an Objective-C selector (an action) on a class and its ancestors.
    public func lookupSelector(_ selector: String, inClass name: String, platform: NibPlatform) -> MemberLookup {
        var foundAt: SourceLocation?
        let catalog = FrameworkCatalog.forPlatform(platform)
        let walk = walkHierarchy(from: name, platform: platform) { current in
            for declaration in declarationsByName[current] ?? [] {
                if declaration.forwardsSelectors { return true }
                if let method = declaration.methods.first(where: { $0.selector == selector }) {
                    foundAt = method.location
                    return true
                }
            }
            if catalog.classes[current]?.methods.contains(selector) == true { return true }
            if externalClasses[current]?.actions.contains(selector) == true { return true }
            return false
        }
        return MemberLookup(walk: walk, foundAt: foundAt)
    }

    /// Whether any class in the project or the frameworks answers `selector` (First Responder, unwind actions).
    public func anyClassAnswers(_ selector: String, platform: NibPlatform) -> Bool {
        projectSelectors.contains(selector) || FrameworkCatalog.forPlatform(platform).allMethods.contains(selector)
            || externalClasses.values.contains { $0.actions.contains(selector) }
    }

    /// Whether a class of the sources, the catalog or the declared externals has this name (protocols do not).
    public func isClassName(_ name: String, platform: NibPlatform) -> Bool {
        declarationsByName[name]?.contains { $0.kind == .classDeclaration } == true
            || FrameworkCatalog.forPlatform(platform).classes[name] != nil || externalClasses[name] != nil
    }

    /// Whether `name` is `ancestor` or descends from it; nil when the chain passes through an unknown class.
    public func isClass(_ name: String, kindOf ancestor: String, platform: NibPlatform) -> Bool? {
        // A Swift class is known by its own name and by its `@objc(Name)`: either may be used on each side.
        let walk = walkHierarchy(from: name, platform: platform) { current in
            current == ancestor || (declarationsByName[current] ?? []).contains { $0.simpleName == ancestor || $0.objCName == ancestor }
        }
        if walk.found { return true }
        return walk.unknownClasses.isEmpty ? false : nil
    }

    /// Whether some class in `name`'s superclass chains is unknown, so members may hide there.
    public func hasUnknownAncestor(_ name: String, platform: NibPlatform) -> Bool {
        !walkHierarchy(from: name, platform: platform) { _ in false }.unknownClasses.isEmpty
    }

    /// The class and every ancestor niblint can see.
    public func ancestors(of name: String, platform: NibPlatform) -> [String] {
        walkHierarchy(from: name, platform: platform) { _ in false }.chain
    }

    /// Where a class is declared in the sources (its class body, or else its first extension).
    public func declarationLocation(of name: String) -> SourceLocation? {
        let declarations = declarationsByName[name] ?? []
        return (declarations.first { $0.kind == .classDeclaration } ?? declarations.first)?.location
    }

    /// Keys declared on the class chain in the sources (for "did you mean").
    public func declaredPropertyKeys(along chain: [String]) -> [String] {
        chain.flatMap { (declarationsByName[$0] ?? []).flatMap { $0.properties.map(\.key) } }
    }

    public func declaredSelectors(along chain: [String]) -> [String] {
        chain.flatMap { (declarationsByName[$0] ?? []).flatMap { $0.methods.filter { $0.isAction || $0.isObjCVisible }.map(\.selector) } }
    }

    // MARK: - Files behind a verdict

    /// The source files that declare (or extend) any of `classNames`, in a stable order.
    public func declaringFiles(of classNames: [String]) -> [String] {
        var files: [String] = []
        for name in classNames {
            for declaration in declarationsByName[name] ?? [] where !files.contains(declaration.location.file) {
                files.append(declaration.location.file)
            }
        }
        return files
    }

    /// The source files declaring `name` and every superclass of it the sources declare.
    public func declaringFilesOfHierarchy(of name: String, platform: NibPlatform) -> [String] {
        declaringFiles(of: walkHierarchy(from: name, platform: platform) { _ in false }.chain)
    }

    /// The source files declaring a method with `selector`.
    public func declaringFiles(ofSelector selector: String) -> [String] {
        var files: [String] = []
        for declarations in declarationsByName.values {
            for declaration in declarations where declaration.methods.contains(where: { $0.selector == selector }) {
                if !files.contains(declaration.location.file) { files.append(declaration.location.file) }
            }
        }
        return files.sorted()
    }

    public func nibs(named name: String) -> [NibDocument] {
        (nibIndicesByName[name] ?? []).map { nibs[$0] }
    }
}

/// The part of the index that comes from the sources alone: classes merged by name, nib-loading code,
/// module names and selectors.
struct SourceTables: Sendable {
    var declarationsByName: [String: [ClassDeclaration]] = [:]
    var loadSites: [NibLoadSite] = []
    var storyboardIdentifierUses: [StoryboardIdentifierUse] = []
    var controllerCreations: [ControllerCreation] = []
    var scannedModuleNames: Set<String> = []
    var projectSelectors: Set<String> = []
    var swiftNameAliases: [String: String] = [:]

    init(sources: [SourceFileSummary]) {
        var sourceDirectories: Set<Substring> = []
        for source in sources {
            loadSites += source.loadSites
            storyboardIdentifierUses += source.storyboardIdentifierUses
            controllerCreations += source.controllerCreations
            if let slash = source.path.utf8.lastIndex(of: UInt8(ascii: "/")) { sourceDirectories.insert(source.path[..<slash]) }
            for declaration in source.classes {
                let simpleName = declaration.simpleName
                declarationsByName[simpleName, default: []].append(declaration)
                if simpleName.utf8.count != declaration.name.utf8.count { declarationsByName[declaration.name, default: []].append(declaration) }
                if let objCName = declaration.objCName { declarationsByName[objCName, default: []].append(declaration) }
                if let swiftName = declaration.swiftName, swiftName != declaration.name {
                    swiftNameAliases[swiftName] = declaration.name
                    if let last = swiftName.split(separator: ".").last.map(String.init), last != swiftName { swiftNameAliases[last] = declaration.name }
                }
                for method in declaration.methods { projectSelectors.insert(method.selector) }
            }
        }
        for directory in sourceDirectories {
            for name in directory.split(separator: "/") { scannedModuleNames.insert(String(name)) }
        }
    }
}

/// A class the project declares in `lint-rules.json` because its sources are not in the tree.
public struct ExternalClass: Sendable, Equatable {
    public var name: String
    public var superclass: String?
    public var outlets: Set<String>
    public var actions: Set<String>

    public init(name: String, superclass: String?, outlets: Set<String> = [], actions: Set<String> = []) {
        self.name = name
        self.superclass = superclass
        self.outlets = outlets
        self.actions = actions
    }
}

private struct HierarchyKey: Hashable, Sendable {
    var name: String
    var platform: NibPlatform
}

/// A full walk of a class's superclass chains: every class in visiting order, and whether niblint knows
/// its superclasses.
private struct CachedHierarchy: Sendable {
    var chain: [String] = []
    var isUnknown: [Bool] = []
}

/// The classes visited while walking superclass chains.
public struct HierarchyWalk: Sendable {
    public var found: Bool
    /// Every class visited, starting with the one asked about.
    public var chain: [String]
    /// Classes in the chain niblint knows nothing about: their members cannot be judged.
    public var unknownClasses: [String]
}

/// The answer to "does this class have that member?".
public enum MemberLookup: Sendable {
    case found(SourceLocation?)
    /// Proven absent: every class in `chain` is known and none has it.
    case missing(chain: [String])
    /// Some ancestor is unknown, so the member may exist there.
    case unverified(unknownClass: String)

    init(walk: HierarchyWalk, foundAt: SourceLocation?) {
        if walk.found { self = .found(foundAt) }
        else if let unknown = walk.unknownClasses.first { self = .unverified(unknownClass: unknown) }
        else { self = .missing(chain: walk.chain) }
    }
}
