/// Which nibs and storyboards the unit loads, as far as the tree tells: the names code, storyboard references, Info.plist
/// entries and the nibs' own view controllers load by (UIKit's and AppKit's lookup of a controller's nib by its class
/// name), the nibs none of them loads, the load sites that never load (`neverLoads`) and the app's main nibs. One place
/// for unused-nib, init-coder-traps, owner-class-mismatch, owner-and-root-same-class, outlet-type-mismatch and the
/// verdict tables.
enum NibLoading {
    /// The nibs nothing niblint reads loads, by position in `index.nibs`, split: those unused-nib judges, and those it
    /// cannot, because some code loads a nib (or storyboard) of that kind by a name niblint cannot read.
    static func unloadedNibs(_ index: ProjectIndex) -> (judged: [Int], notJudged: [Int]) {
        var result: (judged: [Int], notJudged: [Int]) = ([], [])
        guard !index.nibs.isEmpty else { return result }
        let loaded = loadedNames(index)
        let unreadableNibName = loadsNibByUnreadableName(index)
        for position in index.nibs.indices {
            let document = index.nibs[position]
            let (isLoaded, unreadable) = document.kind == .xib
                ? (loaded.nibs.contains(document.name), unreadableNibName)
                : (loaded.storyboards.contains(document.name), index.sources.loadsStoryboardByUnreadableName)
            if isLoaded { continue }
            if unreadable { result.notJudged.append(position) } else { result.judged.append(position) }
        }
        return result
    }

    /// Whether `site` names a nib that it never loads at run time. `initWithWindowNibName:` (`init(windowNibName:)`) only
    /// keeps the name: NSWindowController loads it from `-loadWindow`, which `-window` calls while `window` is nil. So
    /// the nib is never loaded when the class (or the nearest ancestor in the sources that overrides `-loadWindow`)
    /// builds its window in a `-loadWindow` that does not call super's, nor by a window controller that names it in
    /// its plain `init` but is only ever made by that nib itself, as a top-level object whose `window` outlet the nib
    /// connects: no other nib has an object of the class, no other load site makes one, and no code creates one (the
    /// creations the scanners record: `[[FooController alloc] init]`, `[FooController new]`, `FooController()`, for
    /// class names ending in `Controller`; any other name is never exempted).
    /// The last part of a class name between dots (`Module.Controller` → `Controller`), as `split(separator: ".").last`
    /// gives; a name without a dot (nearly every one) is returned as it is, without splitting it into characters.
    static func simpleName(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    static func neverLoads(_ site: NibLoadSite, index: ProjectIndex) -> Bool {
        guard site.api == .windowNibName, let ownerClass = site.ownerClass else { return false }
        for step in index.hierarchy(of: ownerClass, platform: .macOS).steps {
            guard let callsSuper = step.declarations.lazy.compactMap(\.loadWindowCallsSuper).first else { continue }
            if !callsSuper { return true }
        }
        guard site.owner == .enclosingInstance, site.enclosingFunction == "init()", ownerClass.hasSuffix("Controller"),
              let name = site.resolvedNibName else { return false }
        // The objects of the nibs named `name` are asked one by one (a nib the index has not numbered too): an object
        // without a custom class has its element's framework class, asked of the catalog once per element and platform
        // rather than once per object. The other nibs are asked by the distinct classes of their objects.
        var elementVerdicts: [NibPlatform: [String: Bool]] = [:]
        func isOwnerClass(_ object: NibObject, platform: NibPlatform) -> Bool {
            func verdict() -> Bool { index.className(of: object, platform: platform).map { simpleName($0) == ownerClass } ?? false }
            guard object.placeholderRole == nil, object.customClass == nil else { return verdict() }
            if let known = elementVerdicts[platform]?[object.elementName] { return known }
            let found = verdict()
            elementVerdicts[platform, default: [:]][object.elementName] = found
            return found
        }
        let documents = index.nibs(named: name).filter { $0.kind == .xib }
        guard !documents.isEmpty else { return false }
        for document in documents {
            let made = document.objects.indices.filter { isOwnerClass(document.objects[$0], platform: document.platform) }
            guard !made.isEmpty, made.allSatisfy({ position in
                document.objects[position].isTopLevel
                    && document.connections.contains { $0.source == position && $0.kind == .outlet && $0.property == "window" }
            }) else { return false }
        }
        if index.sources.controllerCreations.contains(where: { $0.className == ownerClass }) { return false }
        if index.sources.loadSites.contains(where: { if case .instance(ownerClass) = $0.owner { return true } else { return false } }) { return false }
        for document in index.nibs where document.name != name {
            if let has = hasObject(ofSimpleClassName: ownerClass, in: document) {
                if has { return false }
            } else if document.objects.contains(where: { isOwnerClass($0, platform: document.platform) }) {
                return false
            }
        }
        return true
    }

    /// Whether an object of `document` has a class (`ProjectIndex.className(of:platform:)`) whose simple name is `name`,
    /// asked of the distinct classes its `NibClassNames` listed, as the index numbered them: a few a nib where the
    /// objects are thousands. Nil for a document the index has not numbered.
    private static func hasObject(ofSimpleClassName name: String, in document: NibDocument) -> Bool? {
        guard let objectClasses = document.objectClasses else { return nil }
        let keys = objectClasses.table.keys
        // An element the catalog does not know (-1) gives its objects no class.
        func named(_ number: Int32) -> Bool { number >= 0 && simpleName(keys[Int(number)].name) == name }
        return objectClasses.classNumbers.contains(where: named) || objectClasses.elementNumbers.contains(where: named)
    }

    /// The macOS xibs `NSApplicationMain` loads at launch (`NSMainNibFile`, MainMenu), each once with the entry that
    /// names it: AppKit loads them with the application (NSApp) as File's Owner, whatever class the nib gives it.
    static func mainNibs(_ index: ProjectIndex) -> [(entry: LaunchEntry, nib: NibDocument)] {
        var seen: Set<String> = []
        var result: [(entry: LaunchEntry, nib: NibDocument)] = []
        for entry in index.launchEntries where entry.opensAtLaunch && entry.target == .nib {
            for document in index.nibs(named: entry.name) where document.kind == .xib && document.platform == .macOS && seen.insert(document.path).inserted {
                result.append((entry, document))
            }
        }
        return result
    }

    /// Whether the xib at `position` is certainly never loaded: no code loads it by name (nor by a name niblint cannot
    /// read), no view controller of its name is created without a nib name, no Info.plist entry names it, and no object
    /// of another nib has a class that loads it by name (its own objects do not load it). What `loadedNames` finds, less
    /// the nib's own objects: init-coder-traps does not judge objects of a xib nothing loads.
    static func isCertainlyUnloaded(_ position: Int, index: ProjectIndex, loaded: Set<String>) -> Bool {
        let document = index.nibs[position]
        guard document.kind == .xib, !loaded.contains(document.name),
              !loadsNibByUnreadableName(index) else { return false }
        for (other, candidate) in index.nibs.enumerated() where other != position && candidate.name != document.name {
            for object in candidate.objects {
                guard let name = index.className(of: object, platform: candidate.platform) else { continue }
                let simple = simpleName(name)
                if simple == document.name || simple == document.name + "Controller" { return false }
            }
        }
        return true
    }

    /// The nibs this rule cannot judge, one note each at the file: counted and listed as unverified, never silent.
    static func notJudged(_ index: ProjectIndex) -> [(nib: Int, unverified: UnverifiedUse)] {
        unloadedNibs(index).notJudged.map { position in
            let document = index.nibs[position]
            let what = document.kind == .xib ? "nib" : "storyboard"
            return (position, UnverifiedUse(site: .unloadedNib, location: document.location(line: 1, column: 1),
                                            message: "nothing niblint can read loads \(what) '\(document.name)' (\(document.fileName)), but some code loads a \(what) by a name it cannot read "
                                                + "(a parameter, a computed string, a value read at run time), which may be this one; unused-nib does not judge it",
                                            kind: .loadedByUnreadableName))
        }
    }

    /// Whether some code loads a nib by a name niblint cannot read (a parameter, a computed string), which may be any nib.
    static func loadsNibByUnreadableName(_ index: ProjectIndex) -> Bool {
        index.sources.loadsNibByUnreadableName || index.sources.loadSites.contains { $0.resolvedNibName == nil }
    }

    /// The nib and storyboard names something of the unit loads by: code (with UIKit's lookup by class name for
    /// a view controller's own nib), storyboard references, Info.plist entries, and the classes the nibs instantiate
    /// (a scene or nib object of view controller class `FooViewController` without a view loads `FooView` or
    /// `FooViewController`).
    static func loadedNames(_ index: ProjectIndex, countingNibObjects: Bool = true) -> (nibs: Set<String>, storyboards: Set<String>) {
        var nibs: Set<String> = []
        var storyboards: Set<String> = []
        func addClassName(_ name: String) {
            let simple = simpleName(name)
            nibs.insert(simple)
            if simple.hasSuffix("Controller") { nibs.insert(String(simple.dropLast("Controller".count))) }
        }
        for site in index.sources.loadSites {
            guard let name = site.resolvedNibName else { continue }
            if site.loadsOwnViewNib { addClassName(name) } else { nibs.insert(name) }
        }
        for creation in index.sources.controllerCreations { addClassName(creation.className) }
        if countingNibObjects { for classes in index.nibObjectClasses.values { for name in classes { addClassName(name) } } }
        for use in index.sources.storyboardNameUses { storyboards.insert(use.name) }
        for entry in index.launchEntries {
            nibs.insert(entry.name)
            storyboards.insert(entry.name)
        }
        for document in index.nibs where document.kind == .storyboard {
            for reference in document.storyboardReferences { storyboards.insert(reference.storyboardName ?? document.name) }
        }
        return (nibs, storyboards)
    }
}
