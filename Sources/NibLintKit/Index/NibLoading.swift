/// Which nibs and storyboards the unit loads, as far as the tree tells: the names code, storyboard references, Info.plist
/// entries and the nibs' own view controllers load by (UIKit's and AppKit's lookup of a controller's nib by its class
/// name), and the nibs none of them loads. One place for unused-nib, init-coder-traps and the verdict tables.
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
                let simple = name.split(separator: ".").last.map(String.init) ?? name
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
            let simple = name.split(separator: ".").last.map(String.init) ?? name
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
