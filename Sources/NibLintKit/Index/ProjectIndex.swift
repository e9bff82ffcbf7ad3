import Dispatch

/// Everything the rules look things up in: the classes declared in the sources (class bodies and
/// extensions merged by name), the framework catalog, the parsed nibs and the nib-loading code.
public struct ProjectIndex: Sendable {
    /// What comes from the sources alone (built while the nibs are parsed): every file's facts, as the scanners
    /// recorded them (`sources.loadSites`, `sources.storyboardNameUses`, …), and the tables derived from them
    /// (`sources.declarationsByName`, …). Rules read them there: a new fact needs no code here.
    public let sources: UnitSources
    public private(set) var nibs: [NibDocument]
    /// The launch entries of the unit's Info.plists (`UIMainStoryboardFile`, ...).
    public internal(set) var launchEntries: [LaunchEntry] = []
    /// The `.strings` and `.xcstrings` localizations of the unit's Base-internationalized nibs.
    public internal(set) var localizations: [NibLocalization] = []
    /// The images and named colours of the unit's asset catalogs and image files, but for its Swift packages'.
    public internal(set) var assets = AssetCatalog()
    /// Those of each Swift package target of the unit, by its resource bundle (`<Package>_<Target>`): a package's nib
    /// looks its images and colours up there, a nib of the app never does.
    public internal(set) var packageAssets: [String: AssetCatalog] = [:]

    /// The catalog a nib at `path` looks its images and colours up in: its package target's bundle's, or the app's.
    func assets(forNibAt path: String) -> AssetCatalog {
        guard let bundle = modules.packageBundle(ofFile: path) else { return assets }
        return packageAssets[bundle] ?? AssetCatalog()
    }

    /// Whether the unit has no asset catalog at all (nibs linted without their project's assets prove nothing about them).
    var hasNoCatalog: Bool { assets.catalogCount == 0 && packageAssets.values.allSatisfy { $0.catalogCount == 0 } }
    var hasNoImage: Bool { assets.imageNames.isEmpty && packageAssets.values.allSatisfy { $0.imageNames.isEmpty } }
    /// Storyboard IDs of the view controllers in the project's storyboards, and the identifiers of their segues.
    public private(set) var storyboardIDs: Set<String> = []
    public private(set) var segueIdentifiers: Set<String> = []
    /// Load sites by the nib name they resolve to.
    public private(set) var loadSitesByNibName: [String: [NibLoadSite]] = [:]
    /// The modules whose classes niblint can judge: those of the unit's targets (Xcode targets, Swift package targets)
    /// and of the `Sources/<Module>/` folders of Swift packages. A folder named like a module is none (an app's
    /// `Extensions/FooKit/` extends the types of a package FooKit that may not be in the tree), but in a tree that no
    /// project or package describes, the folder names of the sources are the only hint there is.
    public private(set) var scannedModuleNames: Set<String> = []
    /// Which module each file of the unit belongs to (empty for a tree without projects).
    public let modules: ModuleMap
    /// Simple names that class bodies in more than one module declare: a nib's module decides which is meant.
    private var namesInSeveralModules: Set<String> = []
    /// True when classes may come from code outside the tree (a Podfile, Cartfile, remote Swift packages,
    /// prebuilt frameworks): then classes without a module, and responder-chain actions, cannot be judged.
    public var mayHaveUnscannedClasses: Bool
    /// What dependencies can copy into the app's main bundle: a name the tree lacks is missing unless they can.
    public var mainBundleSupply: MainBundleSupply
    /// Files whose targets' CocoaPods phases say otherwise than the unit's `mainBundleSupply` (`MainBundleSupply.refined`).
    public var mainBundleSupplyOfFile: [String: MainBundleSupply] = [:]
    /// The pods the unit's Podfile names (`pod 'SDWebImage'`) when `Pods/` is not in the tree: dependencies whose classes are not scanned.
    public var podNames: [String] = []
    /// The unit's code that is not in the tree (submodules not checked out, missing sub-projects): classes no source
    /// declares may be declared there.
    public var absentCode = AbsentCode.List()
    /// The unit's nibs and storyboards that no target builds (skipped), by name (`Card` for `Base.lproj/Card.xib`).
    public var unbuiltNibPathsByName: [String: [String]] = [:]

    /// What dependencies can copy into the main bundle as seen from a file (a nib, or code that loads from `bundle: nil`):
    /// that of the targets that build it.
    public func mainBundleSupply(ofFile path: String) -> MainBundleSupply {
        mainBundleSupplyOfFile[path] ?? mainBundleSupply
    }

    /// The sources only frameworks or libraries compile, with the apps whose main bundle their code sees, and the
    /// catalogs those apps (and those libraries) build, by target numbers (`MainBundleHost`).
    public var mainBundleHosts: [String: MainBundleHost] = [:]
    public var hostAssets: [[Int32]: AssetCatalog] = [:]

    /// Classes that only sources no target compiles declare, by name (simple and `@objc` names), with those files: such a
    /// class does not exist at run time.
    public var uncompiledDeclarations: [String: [String]] = [:]

    /// The unit's source files niblint could not read or decode: any class the sources lack may be declared there,
    /// so such a class is unknown, not missing.
    public var unreadableSources: [String] = []
    /// The Swift files targets compile with Swift 3's `@objc` inference (`ObjCVisibility`).
    public var objCInferringFiles: Set<String> = []

    /// The unreadable sources that may declare `className`: the one named after it first (`Foo.m` for Foo), else all.
    public func unreadableSources(mayDeclare className: String) -> [String] {
        let named = unreadableSources.filter { path in
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return file.split(separator: ".").first.map(String.init) == className
        }
        return named.isEmpty ? unreadableSources : named
    }
    public private(set) var nibIndicesByName: [String: [Int]] = [:]
    /// Classes a project declares in `lint-rules.json` (`externalClasses`), with their superclass and outlets.
    public private(set) var externalClasses: [String: ExternalClass] = [:]
    /// The superclass chains of every class a nib object has, walked once here: the rules ask about
    /// the same few hundred classes tens of thousands of times.
    private var hierarchies: [HierarchyKey: ClassHierarchy] = [:]
    /// The same chains by number, which each nib's `objectClasses` refers to.
    private var classTable = ClassHierarchyTable(keys: [], hierarchies: [])
    /// The class of every nib object (custom or framework), by the name the nib uses, per platform.
    public private(set) var nibObjectClasses: [NibPlatform: Set<String>] = [:]

    public init(sources: [SourceFacts], nibs: [NibDocument], mayHaveUnscannedClasses: Bool = false, externalClasses: [ExternalClass] = []) {
        self.init(sources: UnitSources(sources: sources), nibs: nibs, mayHaveUnscannedClasses: mayHaveUnscannedClasses,
                  externalClasses: externalClasses)
    }

    /// The index from the unit's sources built beforehand (`Linter` builds them while the nibs are parsed), and
    /// optionally each nib's `NibClassNames` (in the order of `nibs`), computed where the nibs were parsed.
    /// `workers`: how many threads may walk the class chains (each walks its share of the classes).
    init(sources: UnitSources, nibs: [NibDocument], classNames: [NibClassNames]? = nil, mayHaveUnscannedClasses: Bool = false,
         externalClasses: [ExternalClass] = [], workers: Int = 1, modules: ModuleMap = ModuleMap()) {
        self.sources = sources
        self.nibs = nibs
        self.mayHaveUnscannedClasses = mayHaveUnscannedClasses
        mainBundleSupply = mayHaveUnscannedClasses ? .unknownDependencies : .none
        self.modules = modules
        scannedModuleNames = modules.isEmpty ? sources.folderNames : sources.packageLayoutModuleNames.union(modules.names)
        if !modules.isEmpty { namesInSeveralModules = Self.namesInSeveralModules(sources.declarationsByName, modules: modules) }
        let classNames = classNames.flatMap { $0.count == nibs.count ? $0 : nil } ?? nibs.map(NibClassNames.init)
        for external in externalClasses { self.externalClasses[external.name] = external }
        // Two independent tables, built side by side when there are workers for both: what the nibs define
        // and load sites name, and every class a nib object has.
        let loadSites = sources.loadSites
        let scope = ModuleScope(modules: modules, namesInSeveralModules: namesInSeveralModules)
        let (nibTables, nibClasses) = Self.both(inParallel: workers > 1 && nibs.count >= 64,
                                                { NibTables(nibs: nibs, classNames: classNames, loadSites: loadSites) },
                                                { NibClassList(nibs: nibs, classNames: classNames, scope: scope) })
        (nibIndicesByName, storyboardIDs, segueIdentifiers, loadSitesByNibName) =
            (nibTables.nibIndicesByName, nibTables.storyboardIDs, nibTables.segueIdentifiers, nibTables.loadSitesByNibName)
        nibObjectClasses = nibClasses.byPlatform
        let keys = nibClasses.keys
        // The chains are walked on `workers` threads, each over every `workers`-th class with its own table
        // of steps (chains share their upper classes: each worker looks each class up once); a chain
        // depends only on the sources and catalogs, not on which worker walks it.
        let parts = max(1, min(workers, keys.count / 256))
        var walked = [[ClassHierarchy]](repeating: [], count: parts)
        let index = self
        walked.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                var steps: [HierarchyKey: ClassStep] = [:]
                steps.reserveCapacity(keys.count / parts / 2)
                var chains: [ClassHierarchy] = []
                chains.reserveCapacity(keys.count / parts + 1)
                for position in stride(from: part, to: keys.count, by: parts) {
                    let (platform, module) = (keys[position].platform, keys[position].module)
                    chains.append(ClassHierarchy(walkingFrom: keys[position].name) { current in
                        let stepKey = HierarchyKey(name: current, platform: platform, module: module)
                        if let step = steps[stepKey] { return step }
                        let step = index.step(current, platform: platform, module: module)
                        steps[stepKey] = step
                        return step
                    })
                }
                slots.buffer[part] = chains
            }
        }
        var hierarchies: [HierarchyKey: ClassHierarchy] = [:]
        hierarchies.reserveCapacity(keys.count)
        var numbered: [ClassHierarchy] = []
        numbered.reserveCapacity(keys.count)
        for position in keys.indices {
            let hierarchy = walked[position % parts][position / parts]
            hierarchies[keys[position]] = hierarchy
            numbered.append(hierarchy)
        }
        self.hierarchies = hierarchies
        // Each nib learns its objects' chains by number: the rules then look no class name up per object.
        classTable = ClassHierarchyTable(keys: keys, hierarchies: numbered)
        for position in self.nibs.indices {
            var objectClasses = ObjectClasses(table: classTable, objectSlots: classNames[position].objectSlots,
                                              classNumbers: nibClasses.classNumbers[position], elementNumbers: nibClasses.elementNumbers[position])
            if let (owner, loader) = loaderOfStaleOwner(in: self.nibs[position], objectClasses: objectClasses) {
                objectClasses = ObjectClasses(table: classTable, objectSlots: classNames[position].objectSlots,
                                              classNumbers: nibClasses.classNumbers[position], elementNumbers: nibClasses.elementNumbers[position],
                                              ownerPosition: owner, ownerSubstitute: loader)
            }
            self.nibs[position].objectClasses = objectClasses
        }
    }

    /// For a xib whose File's Owner names a class niblint does not know, or a known class the one loading class is
    /// neither a kind of nor an ancestor of while every File's Owner connection holds on it (owner-class-mismatch's
    /// stale owner), the position of File's Owner and the chain of the one class the code loads the nib with
    /// (`owner: self` in that class, `Foo(nibName:…)`): the owner at run time is that object, so its connections are
    /// checked against that class.
    private func loaderOfStaleOwner(in nib: NibDocument, objectClasses: ObjectClasses) -> (Int, ClassHierarchy)? {
        guard nib.kind == .xib, let owner = nib.objects.indices.first(where: { nib.objects[$0].placeholderRole == .filesOwner }),
              let chain = objectClasses.hierarchy(ofObjectAt: owner) else { return nil }
        let loaders = loadingClasses(ofXib: nib)
        guard loaders.count == 1, let loader = loaders.first else { return nil }
        let loaderChain = hierarchy(of: loader, platform: nib.platform)
        if !chain.steps[0].isKnown { return (owner, loaderChain) }
        // A known File's Owner class gives way only to a loader the code shows: a load site, or a creation without a nib
        // name (the view controller named like the nib is no evidence by itself; owner-class-mismatch reports only loads
        // the code shows, so judging on a presumed loader would leave the stale class silent).
        let shown = (loadSitesByNibName[nib.name] ?? []).contains { $0.ownerClass == loader }
            || sources.controllerCreations.contains { $0.className == loader }
        guard shown, loader != chain.name, loader != "NSObject", isClass(loader, kindOf: chain.name, platform: nib.platform) == false,
              isClass(chain.name, kindOf: loader, platform: nib.platform) == false,
              ownerConnectionsHold(on: loaderChain, ownerIndex: owner, in: nib) else { return nil }
        return (owner, loaderChain)
    }

    /// The known classes code loads a xib with as owner (`owner: self` in that class, `Foo(nibName:…)`), or else the view
    /// controller created without a nib name that loads the nib named after its class (UIKit also tries the name without
    /// "Controller" first).
    func loadingClasses(ofXib nib: NibDocument) -> Set<String> {
        let loaders = Set((loadSitesByNibName[nib.name] ?? []).compactMap(\.ownerClass).filter { isKnownClass($0, platform: nib.platform) })
        guard loaders.isEmpty else { return loaders }
        let viewController = nib.platform == .iOS ? "UIViewController" : "NSViewController"
        let names = nib.platform == .iOS ? [nib.name, nib.name + "Controller"] : [nib.name]
        return Set(names.filter { sources.declarationsByName[$0] != nil && isClass($0, kindOf: viewController, platform: nib.platform) == true })
    }

    /// `first()` and `second()`, on two threads when `inParallel` (each writes only its own result).
    private static func both<First, Second>(inParallel: Bool, _ first: () -> First, _ second: () -> Second) -> (First, Second) {
        var firstResult: First?, secondResult: Second?
        if inParallel {
            DispatchQueue.concurrentPerform(iterations: 2) { job in
                if job == 0 { firstResult = first() } else { secondResult = second() }
            }
        } else {
            (firstResult, secondResult) = (first(), second())
        }
        return (firstResult!, secondResult!)
    }

    // MARK: - Classes

    /// The class of a nib object as the runtime will instantiate it, or nil for proxies whose class
    /// the nib cannot tell (First Responder, Exit, a File's Owner left as NSObject).
    /// Inlined, so that callers passing `document.objects[i]` read the three fields instead of copying the object.
    @inline(__always)
    public func className(of object: NibObject, platform: NibPlatform) -> String? {
        Self.className(role: object.placeholderRole, customClass: object.customClass, elementName: object.elementName, platform: platform)
    }

    /// `className(of:platform:)` from the three fields of the object it reads.
    static func className(role: PlaceholderRole?, customClass: String?, elementName: String, platform: NibPlatform) -> String? {
        switch role {
        case .firstResponder, .exit, .storyboardReference, .other:
            return nil
        case .application:
            if let customClass, customClass != "NSObject" { return customClass }
            return platform == .macOS ? "NSApplication" : "UIApplication"
        case .filesOwner:
            guard let customClass, customClass != "NSObject" else { return nil }
            return customClass
        case nil:
            return customClass ?? FrameworkCatalog.forPlatform(platform).className(forElement: elementName)
        }
    }

    /// Whether a class name can be found: in the sources, the catalog, or the project's declared externals.
    public func isKnownClass(_ name: String, platform: NibPlatform) -> Bool {
        sources.declarationsByName[name] != nil || FrameworkCatalog.forPlatform(platform).classes[name] != nil || externalClasses[name] != nil
    }

    /// Whether niblint may call a missing custom class an error: only when it belongs to the project's own code.
    public func isJudgeableModule(of object: NibObject) -> Bool {
        if object.customModuleProvider == "target" { return true }
        if let module = object.customModule { return scannedModuleNames.contains(module) }
        // Classes without a module are Objective-C (or @objc-named) classes: judgeable only when all Objective-C was read.
        return !mayHaveUnscannedClasses
    }

    /// What the sources, the catalog and the declared externals say of one class, on `platform`, as
    /// `module` sees it (-1: any module).
    private func step(_ name: String, platform: NibPlatform, module: Int32 = -1) -> ClassStep {
        var declarations = sources.declarationsByName[name] ?? []
        if !declarations.isEmpty, !modules.isEmpty || declarations.indices.contains(where: { declarations[$0].condition != nil }) {
            declarations = visibleDeclarations(declarations, platform: platform, module: module)
        }
        let catalogEntry = FrameworkCatalog.forPlatform(platform).classes[name]
        let external = externalClasses[name]
        var superclasses: [String] = []
        let isKnown: Bool
        // By position: `contains(where:)` copies each declaration it passes to its closure.
        let hasClassBody = declarations.indices.contains { declarations[$0].kind == .classDeclaration }
        if hasClassBody {
            // By position: `for declaration in declarations` would copy each declaration.
            for position in declarations.indices where declarations[position].kind == .classDeclaration {
                guard let first = declarations[position].inheritedTypes.first, !superclasses.contains(first) else { continue }
                // `final class Prefs: ObservableObject`: a Swift class that first names a protocol has no superclass.
                if declarations[position].location.file.hasSuffix(".swift"),
                   SwiftProtocols.standard.contains(first) || sources.swiftProtocolNames.contains(first) { continue }
                superclasses.append(first)
            }
            isKnown = true
        } else if let catalogEntry {
            superclasses = catalogEntry.superclass.map { [$0] } ?? []
            isKnown = true
        } else if let external {
            superclasses = external.superclass.map { [$0] } ?? []
            isKnown = true
        } else if let targets = aliasTargets(of: name, platform: platform), !targets.isEmpty {
            // A typealias (`OSViewController` for UIViewController or NSViewController): its target stands
            // in the chain for it.
            superclasses = targets
            isKnown = true
        } else {
            isKnown = false
        }
        // An Objective-C superclass may be named by its `NS_SWIFT_NAME`.
        superclasses = superclasses.map { sources.declarationsByName[$0] == nil ? sources.swiftNameAliases[$0] ?? $0 : $0 }
        return ClassStep(name: name, platform: platform, declarations: declarations, hasClassBody: hasClassBody, catalogEntry: catalogEntry,
                         external: external, isKnown: isKnown, superclasses: superclasses)
    }

    /// The declarations that exist for a nib of `platform` in `module`: those of targets built for the
    /// platform (or of files whose target is unknown), and, when `module` declares a class body of the
    /// name, only its class bodies (extensions of every module add members to the one runtime class).
    private func visibleDeclarations(_ declarations: [ClassDeclaration], platform: NibPlatform, module: Int32) -> [ClassDeclaration] {
        var visible = declarations.filter { declaration in
            isVisible(condition: declaration.condition, file: declaration.location.file, platform: platform)
        }
        if module >= 0, visible.contains(where: { $0.kind == .classDeclaration && modules.modules(ofFile: $0.location.file).contains(module) }) {
            visible.removeAll { $0.kind == .classDeclaration && !modules.modules(ofFile: $0.location.file).contains(module) }
        }
        return visible
    }

    /// Where a class comes from that exists only for the other platform, or nil when it exists on
    /// `platform` (or nowhere): sources built only for the other platform, a framework class of the
    /// other platform, or (for a class of both) a superclass that only the other platform's framework has.
    public func otherPlatformOrigin(ofClass name: String, platform: NibPlatform) -> OtherPlatformOrigin? {
        let catalog = FrameworkCatalog.forPlatform(platform)
        guard catalog.classes[name] == nil, externalClasses[name] == nil else { return nil }
        let other: NibPlatform = platform == .iOS ? .macOS : .iOS
        let bodies = (sources.declarationsByName[name] ?? []).filter { $0.kind == .classDeclaration }
        // The other platform's catalog is asked only about names of its framework's form (`NS…` for an iOS
        // nib, `UI…` for a macOS one): a tree of one platform never loads it for its dependencies' classes.
        func isOtherFrameworkClass(_ candidate: String) -> Bool {
            candidate.hasPrefix(other == .macOS ? "NS" : "UI") && FrameworkCatalog.forPlatform(other).classes[candidate] != nil
        }
        guard !bodies.isEmpty else { return isOtherFrameworkClass(name) ? .framework(platform: other) : nil }
        if visibleDeclarations(bodies, platform: platform, module: -1).isEmpty { return .sources(bodies, platform: other) }
        // Declared for this platform, its chain may still run into the other platform's framework. A chain
        // through a class named like one of this platform's (a cross-platform shim) is left alone.
        let chain = hierarchy(of: name, platform: platform)
        guard let unknown = chain.unknownClasses.first, isOtherFrameworkClass(unknown),
              !chain.chain.contains(where: { catalog.classes[$0] != nil }) else { return nil }
        return .superclass(unknown, platform: other)
    }

    /// Whether a declaration under `condition` in `file` exists for a nib of `platform`: its `#if` conditions
    /// do not rule the platform out, and a target built for the platform compiles the file (or none is known).
    /// A UIKit nib may be an Apple TV one (both are `NibPlatform.iOS`): a condition rules it out only when it fails on both.
    private func isVisible(condition: CompilationCondition?, file: String, platform: NibPlatform) -> Bool {
        if let condition {
            if platform == .macOS, condition.holds(on: .macOS) == false { return false }
            if platform == .iOS, condition.holds(on: .iOS) == false, condition.holds(on: .tvOS) == false { return false }
        }
        guard !modules.isEmpty else { return true }
        let fileModules = modules.modules(ofFile: file)
        return fileModules.isEmpty || fileModules.contains { modules.isBuilt(module: $0, for: platform) }
    }

    /// The classes a typealias of that name stands for on `platform` (simple names, generic arguments
    /// dropped), or nil when no visible typealias has the name.
    func aliasTargets(of name: String, platform: NibPlatform) -> [String]? {
        guard let aliases = sources.typeAliasesByName[name] else { return nil }
        var targets: [String] = []
        for alias in aliases where isVisible(condition: alias.condition, file: alias.location.file, platform: platform) {
            var target = Substring(alias.targetTypeText)
            if let generic = target.firstIndex(of: "<") { target = target[..<generic] }
            if let dot = target.lastIndex(of: ".") { target = target[target.index(after: dot)...] }
            let trimmed = String(target.trimmingCharacters(in: .whitespaces))
            if !trimmed.isEmpty, trimmed != name, !targets.contains(trimmed) { targets.append(trimmed) }
        }
        // `#if os(iOS) … UIViewController #else … NSViewController`: the `#else` branch holds on tvOS, which iOS nibs
        // share; the class of the nib's own framework is the one meant.
        if targets.count > 1 {
            let catalog = FrameworkCatalog.forPlatform(platform)
            let known = targets.filter { catalog.classes[$0] != nil || sources.declarationsByName[$0] != nil }
            if !known.isEmpty { targets = known }
        }
        return targets.isEmpty ? nil : targets
    }

    /// Simple names whose class bodies lie in files of different modules.
    private static func namesInSeveralModules(_ declarationsByName: [String: [ClassDeclaration]], modules: ModuleMap) -> Set<String> {
        var names: Set<String> = []
        for (name, declarations) in declarationsByName where declarations.count > 1 {
            var first: [Int32]?
            for position in declarations.indices where declarations[position].kind == .classDeclaration {
                let fileModules = modules.modules(ofFile: declarations[position].location.file)
                if let first, first != fileModules {
                    names.insert(name)
                    break
                }
                if first == nil { first = fileModules }
            }
        }
        return names
    }

    /// The superclass chains from `name`: walked in `init` for the classes of nib objects, now for others.
    func hierarchy(of name: String, platform: NibPlatform) -> ClassHierarchy {
        hierarchies[HierarchyKey(name: name, platform: platform)]
            ?? ClassHierarchy(walkingFrom: name) { step($0, platform: platform) }
    }

    /// The chains of every class a nib object has (each class once per platform), in the order they were numbered.
    var nibClassChains: Zip2Sequence<[HierarchyKey], [ClassHierarchy]> { zip(classTable.keys, classTable.hierarchies) }

    /// The superclass chains of the class of `document.objects[position]` (`className(of:platform:)`), or nil
    /// when the nib does not tell the object's class. For a nib of this index, read by number (no name is
    /// hashed); for any other document, looked up by name.
    func hierarchy(ofObjectAt position: Int, in document: NibDocument) -> ClassHierarchy? {
        if let objectClasses = document.objectClasses, objectClasses.table === classTable {
            return objectClasses.hierarchy(ofObjectAt: position)
        }
        return className(of: document.objects[position], platform: document.platform).map { hierarchy(of: $0, platform: document.platform) }
    }

    /// Looks up a key-value coding key (an outlet) on a class and its ancestors.
    public func lookupProperty(_ key: String, inClass name: String, platform: NibPlatform) -> MemberLookup {
        hierarchy(of: name, platform: platform).lookupProperty(key)
    }

    /// Looks up an outlet's key as the runtime does: a Swift property Objective-C cannot see is `.notExposed`.
    public func lookupExposedProperty(_ key: String, inClass name: String, platform: NibPlatform) -> MemberLookup {
        hierarchy(of: name, platform: platform).lookupProperty(key, visibility: objCVisibility)
    }

    /// What decides whether Objective-C sees a Swift member.
    var objCVisibility: ObjCVisibility { ObjCVisibility(protocolRequirementNames: sources.objCProtocolPropertyNames, objCInferringFiles: objCInferringFiles) }

    /// The source declaration of a property found on `name` or its ancestors, if declared in the sources.
    public func propertyDeclaration(_ key: String, inClass name: String, platform: NibPlatform) -> PropertyDeclaration? {
        hierarchy(of: name, platform: platform).propertyDeclaration(key)
    }

    /// Looks up an Objective-C selector (an action) on a class and its ancestors.
    public func lookupSelector(_ selector: String, inClass name: String, platform: NibPlatform) -> MemberLookup {
        hierarchy(of: name, platform: platform).lookupSelector(selector)
    }

    /// Whether any class in the project or the frameworks answers `selector` (First Responder, unwind actions).
    public func anyClassAnswers(_ selector: String, platform: NibPlatform) -> Bool {
        sources.projectSelectors.contains(selector) || FrameworkCatalog.forPlatform(platform).allMethods.contains(selector)
            || externalClasses.values.contains { $0.actions.contains(selector) }
    }

    /// When no framework class or declared external answers `selector` and every class of the sources that declares a
    /// method of that selector has only a Swift method Objective-C cannot see (`ObjCVisibility`), the first of them;
    /// nil when one answers (or may). What a First Responder or unwind action reaches, for actions with no one target.
    func onlyHiddenImplementation(of selector: String, platform: NibPlatform) -> (className: String, member: HiddenMember)? {
        guard !FrameworkCatalog.forPlatform(platform).allMethods.contains(selector), !externalClasses.values.contains(where: { $0.actions.contains(selector) }) else { return nil }
        var hidden: (className: String, member: HiddenMember)?
        for (name, declarations) in sources.declarationsByName
        where declarations.contains(where: { declaration in declaration.methods.contains { $0.selector == selector } }) {
            switch hierarchy(of: name, platform: platform).lookupSelector(selector, visibility: objCVisibility) {
            // The first by name, whatever the table's order.
            case .notExposed(let member): if hidden.map({ name < $0.className }) ?? true { hidden = (name, member) }
            case .found, .unverified, .missing: return nil
            }
        }
        return hidden
    }

    /// Whether a class of the sources, the catalog or the declared externals has this name (protocols do not).
    public func isClassName(_ name: String, platform: NibPlatform) -> Bool {
        // The classes of nib objects were looked up in `init`: one hash instead of two or three.
        if let step = hierarchies[HierarchyKey(name: name, platform: platform)]?.steps.first { return step.isClassName }
        return sources.declarationsByName[name]?.contains { $0.kind == .classDeclaration } == true
            || FrameworkCatalog.forPlatform(platform).classes[name] != nil || externalClasses[name] != nil
    }

    /// Whether `name` is `ancestor` or descends from it; nil when the chain passes through an unknown class.
    public func isClass(_ name: String, kindOf ancestor: String, platform: NibPlatform) -> Bool? {
        hierarchy(of: name, platform: platform).isKind(of: ancestor)
    }

    /// Whether an object of class `objectClass` (as a nib names it) survives `as! castClass` (as code writes it: a
    /// simple or module-qualified name, a typealias, an `NS_SWIFT_NAME`): false only when `castClass` is a class
    /// niblint knows and `objectClass`'s superclass chains are all known and never reach it; nil when it cannot tell
    /// (a protocol, a name it does not know, an unknown ancestor). Shared by nib-root-type-mismatch and cast-mismatch.
    public func castVerdict(of objectClass: String, to castClass: String, platform: NibPlatform) -> Bool? {
        let candidates = castClassNames(castClass, platform: platform)
        guard !candidates.isEmpty else { return nil }
        var verdict: Bool? = false
        for candidate in candidates {
            switch isClass(objectClass, kindOf: candidate, platform: platform) {
            case true?: return true
            case nil: verdict = nil
            case false?: break
            }
        }
        return verdict
    }

    /// The classes a cast's type written in code names: itself (module qualification dropped), the runtime name of an
    /// `NS_SWIFT_NAME`, or what a typealias stands for; empty when it is not a class niblint knows (a protocol).
    public func castClassNames(_ castClass: String, platform: NibPlatform) -> [String] {
        var name = castClass
        if let dot = name.utf8LastIndex(of: UInt8(ascii: ".")) { name = String(name[name.utf8.index(after: dot)...]) }
        var candidates: [String] = []
        if isClassName(name, platform: platform) { candidates.append(name) }
        if let runtimeName = sources.swiftNameAliases[name], isClassName(runtimeName, platform: platform) { candidates.append(runtimeName) }
        if candidates.isEmpty, let targets = aliasTargets(of: name, platform: platform) {
            // Every alias the name may stand for must be a class (not a protocol or a composition).
            guard targets.allSatisfy({ isClassName($0, platform: platform) }) else { return [] }
            candidates = targets
        }
        return candidates
    }

    /// Whether some class in `name`'s superclass chains is unknown, so members may hide there.
    public func hasUnknownAncestor(_ name: String, platform: NibPlatform) -> Bool {
        !hierarchy(of: name, platform: platform).unknownClasses.isEmpty
    }

    /// The class and every ancestor niblint can see.
    public func ancestors(of name: String, platform: NibPlatform) -> [String] {
        hierarchy(of: name, platform: platform).chain
    }

    /// Where a class is declared in the sources (its class body, or else its first extension); with a
    /// platform, the declarations that exist for a nib of it come first (another target's class of the same
    /// name is not the one a note should point at).
    public func declarationLocation(of name: String, platform: NibPlatform? = nil) -> SourceLocation? {
        var declarations = sources.declarationsByName[name] ?? []
        if let platform {
            let visible = visibleDeclarations(declarations, platform: platform, module: -1)
            if !visible.isEmpty { declarations = visible }
        }
        return (declarations.first { $0.kind == .classDeclaration } ?? declarations.first)?.location
    }

    /// Keys declared on the class chain in the sources (for "did you mean").
    public func declaredPropertyKeys(along chain: [String]) -> [String] {
        chain.flatMap { (sources.declarationsByName[$0] ?? []).flatMap { KeyValueCoding.offeredKeys(of: $0, platform: nil) } }
    }

    public func declaredSelectors(along chain: [String]) -> [String] {
        chain.flatMap { (sources.declarationsByName[$0] ?? []).flatMap { $0.methods.filter { $0.isAction || $0.isObjCVisible }.map(\.selector) } }
    }

    // MARK: - Files behind a verdict

    /// The source files that declare (or extend) any of `classNames`, in a stable order.
    public func declaringFiles(of classNames: [String]) -> [String] {
        var files: [String] = []
        for name in classNames {
            for declaration in sources.declarationsByName[name] ?? [] where !files.contains(declaration.location.file) {
                files.append(declaration.location.file)
            }
        }
        return files
    }

    /// The source files declaring `name` and every superclass of it the sources declare.
    public func declaringFilesOfHierarchy(of name: String, platform: NibPlatform) -> [String] {
        declaringFiles(of: ancestors(of: name, platform: platform))
    }

    /// The source files declaring a method with `selector`.
    public func declaringFiles(ofSelector selector: String) -> [String] {
        var files: [String] = []
        for declarations in sources.declarationsByName.values {
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

/// What the index keeps of the nibs themselves and of the load sites: built beside `NibClassList`.
private struct NibTables {
    var nibIndicesByName: [String: [Int]] = [:]
    var storyboardIDs: Set<String> = []
    var segueIdentifiers: Set<String> = []
    var loadSitesByNibName: [String: [NibLoadSite]] = [:]

    init(nibs: [NibDocument], classNames: [NibClassNames], loadSites: [NibLoadSite]) {
        for position in nibs.indices {
            nibIndicesByName[nibs[position].name, default: []].append(position)
            storyboardIDs.formUnion(classNames[position].storyboardIdentifiers)
            segueIdentifiers.formUnion(classNames[position].segueIdentifiers)
        }
        for site in loadSites {
            if let name = site.resolvedNibName { loadSitesByNibName[name, default: []].append(site) }
        }
    }
}

/// Every class a nib object has, once per platform: in the order first met (the chains to walk, numbered by
/// position), as a set per platform, and for each nib the numbers of its `NibClassNames`.
private struct NibClassList {
    var keys: [HierarchyKey] = []
    var byPlatform: [NibPlatform: Set<String>] = [:]
    /// Per nib, the number of each of its `classNames` and of the class of each of its `elementNames`
    /// (-1 for an element the catalog does not know).
    var classNumbers: [[Int32]] = []
    var elementNumbers: [[Int32]] = []

    init(nibs: [NibDocument], classNames: [NibClassNames], scope: ModuleScope) {
        // Sized up front (each growth hashes every key again): about one chain per class name a nib uses.
        let nameCount = classNames.reduce(0) { $0 + $1.classNames.count + $1.elementNames.count }
        var numbers: [HierarchyKey: Int32] = [:]
        numbers.reserveCapacity(nameCount / 4)
        // An element is looked up in the catalog once per platform.
        var elements: [HierarchyKey: Int32] = [:]
        classNumbers.reserveCapacity(nibs.count)
        elementNumbers.reserveCapacity(nibs.count)
        for position in nibs.indices {
            let platform = nibs[position].platform
            let names = classNames[position]
            let nibModules = scope.modules.isEmpty ? [] : scope.modules.modules(ofFile: nibs[position].path)
            classNumbers.append(names.classNames.indices.map { slot in
                let name = names.classNames[slot]
                let module = scope.module(of: name, reference: names.classModules[slot], nibModules: nibModules, platform: platform)
                return number(of: name, platform: platform, module: module, in: &numbers)
            })
            elementNumbers.append(classNames[position].elementNames.map { element in
                let elementKey = HierarchyKey(name: element, platform: platform)
                if let known = elements[elementKey] { return known }
                let known = ProjectIndex.className(role: nil, customClass: nil, elementName: element, platform: platform)
                    .map { number(of: $0, platform: platform, in: &numbers) } ?? -1
                elements[elementKey] = known
                return known
            })
        }
    }

    /// The number of a class, which is listed (and numbered) when first met.
    private mutating func number(of name: String, platform: NibPlatform, module: Int32 = -1, in numbers: inout [HierarchyKey: Int32]) -> Int32 {
        let key = HierarchyKey(name: name, platform: platform, module: module)
        if let known = numbers[key] { return known }
        let number = Int32(keys.count)
        numbers[key] = number
        keys.append(key)
        byPlatform[platform, default: []].insert(name)
        return number
    }
}

/// Which module a nib's class name means, for the names that several modules declare.
struct ModuleScope {
    let modules: ModuleMap
    let namesInSeveralModules: Set<String>

    /// The module (a `ModuleMap` number) of `name` as a nib names it, or -1 when the name is not ambiguous
    /// or the module is unknown. `customModuleProvider="target"` means the module of the target that
    /// builds the nib (`nibModules`; the one Interface Builder wrote as a hint when several do).
    func module(of name: String, reference: NibModuleReference, nibModules: [Int32], platform: NibPlatform) -> Int32 {
        guard namesInSeveralModules.contains(name) else { return -1 }
        // The module the nib names, on the nib's platform.
        let written = reference.module.map { modules.numbers(ofModule: $0).filter { modules.isBuilt(module: $0, for: platform) } } ?? []
        if reference.isTarget {
            let building = nibModules.filter { modules.isBuilt(module: $0, for: platform) }
            return building.first(where: written.contains) ?? building.first ?? written.first ?? -1
        }
        return written.first ?? -1
    }
}

extension String {
    /// `utf8.lastIndex(of: byte)`, searched in the contiguous bytes: the generic backward walk through
    /// the UTF-8 view costs tens of instructions a byte.
    func utf8LastIndex(of byte: UInt8) -> String.Index? {
        switch utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: byte) }) {
        case .some(let offset?): return utf8.index(utf8.startIndex, offsetBy: offset)
        case .some(nil): return nil
        case nil: return utf8.lastIndex(of: byte)
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

/// Why a class a nib names exists only for the other platform (`ProjectIndex.otherPlatformOrigin`).
public enum OtherPlatformOrigin: Sendable {
    /// Only sources built for `platform` declare it.
    case sources([ClassDeclaration], platform: NibPlatform)
    /// A framework class of `platform` only.
    case framework(platform: NibPlatform)
    /// Declared for both, but its superclass chain reaches `superclass`, a framework class of `platform` only.
    case superclass(String, platform: NibPlatform)
}

/// The answer to "does this class have that member?".
public enum MemberLookup: Sendable {
    case found(SourceLocation?)
    /// Only a Swift member that Objective-C cannot see has the name (`ObjCVisibility`): at run time it is as if missing.
    case notExposed(HiddenMember)
    /// Proven absent: every class in `chain` is known and none has it.
    case missing(chain: [String])
    /// Some ancestor is unknown, so the member may exist there.
    case unverified(unknownClass: String)
}

/// A Swift member that exists but that the Objective-C runtime cannot see, and why.
public struct HiddenMember: Sendable {
    /// The member as declared: the property's name, the method's Swift name.
    public var name: String
    public var location: SourceLocation
    /// Why Objective-C cannot see it (`ObjCVisibility.reasonHidden`), to follow "because".
    public var reason: String
}
