import Foundation

/// The kinds of use sites with a verdict table, beside the member connections (`ConnectionVerdicts`): what a rule
/// that reports a table's broken verdicts declares (`UseSiteReporter`), and what the unverified census folds over.
public enum UseSiteKind: String, Sendable, CaseIterable {
    /// A nib code loads by a literal name (`UINib(nibName:bundle:)`, `loadNibNamed`, `init(nibName:bundle:)`, …).
    case nibLoad
    /// A storyboard code opens by a literal name (`UIStoryboard(name:bundle:)`).
    case storyboardName
    /// An image a nib names.
    case nibImage
    /// A colour a nib names.
    case nibColor
    /// A runtime attribute a nib sets on a framework class a dependency may extend.
    case runtimeAttribute
    /// A nib that nothing niblint can read loads (unused-nib).
    case unloadedNib
    /// An image code loads by a literal name (`UIImage(named:)`, `NSImage(named:)`, `[UIImage imageNamed:]`).
    case codeImage
    /// An outlet no readable nib connects, while the unit has a nib niblint cannot read, which may (unconnected-outlet).
    case outletInUnreadableNib
    /// A nib object's custom class (File's Owner's too) that no source declares, which a dependency outside the tree may.
    case nibClass
}

/// A use niblint does not judge, with a reason that names the dependency or the construct: one line of
/// `--show-unverified`, counted in the summary under `kind`.
public struct UnverifiedUse: Sendable {
    public var site: UseSiteKind
    public var location: SourceLocation
    /// The use and why it is not judged.
    public var message: String
    public var kind: UnverifiedReason

    public var note: DiagnosticNote { DiagnosticNote(location: location, message: message) }
}

/// The verdict on one use of a name: it holds, it is broken (with what a message needs to say so), or it is not judged.
public enum UseSiteVerdict<Evidence: Sendable>: Sendable {
    case holds
    case broken(Evidence)
    case unverified(UnverifiedUse)
}

/// One kind of use site's verdicts, in the order of the uses (file order, then position).
public struct UseSiteTable<Use: Sendable, Evidence: Sendable>: Sendable {
    public struct Entry: Sendable {
        public let use: Use
        public let verdict: UseSiteVerdict<Evidence>
    }

    public let entries: [Entry]

    /// The broken uses, with their evidence, in order: what a rule reports.
    public var broken: [(use: Use, evidence: Evidence)] {
        entries.compactMap { entry in
            guard case .broken(let evidence) = entry.verdict else { return nil }
            return (entry.use, evidence)
        }
    }

    /// The uses not judged, in order: what the census lists.
    public var unverified: [UnverifiedUse] {
        entries.compactMap { entry in
            guard case .unverified(let use) = entry.verdict else { return nil }
            return use
        }
    }
}

/// A rule that reports the broken verdicts of use-site tables: the census lists a table's unverified verdicts only
/// when a rule that reports it is enabled.
public protocol UseSiteReporter: Rule {
    static var reportedUseSites: Set<UseSiteKind> { get }
}

// MARK: - Evidence

/// Why a nib or storyboard name code loads finds nothing.
public enum LoadedNameEvidence: Sendable {
    /// The tree has it, but not in the bundle the code looks in (`PackageBundles.misplacement`).
    case misplaced(reason: String, fix: String, paths: [String])
    /// The tree has a name that differs only in case (found on a case-insensitive disk, not on a device).
    case caseVariant(String)
    /// Nothing of that name; `candidates`: the names the tree has, for a did-you-mean.
    case missing(candidates: [String])
    /// Looked up in the main bundle, where no target puts it: the files of that name (`paths`) are in no target.
    case notBuilt(paths: [String])
}

/// A nib object's custom class, by the nib's position in `index.nibs` and the object's in the nib.
public struct NibClassUse: Sendable {
    public let nib: Int
    public let object: Int
}

/// A nib's image or colour reference, by the nib's position in `index.nibs`.
public struct NibAssetUse: Sendable {
    public let nib: Int
    public let reference: NibAssetReference
}

/// Why a nib's image or colour is missing: names of its bundle that differ only in case.
public struct AssetEvidence: Sendable {
    public let caseVariants: [String]
}

/// A runtime attribute of a nib: the nib's position in `index.nibs`, the attribute's in `runtimeAttributes`.
public struct RuntimeAttributeUse: Sendable {
    public let nib: Int
    public let attribute: Int
}

/// Why an image code loads by name is found nowhere.
public enum CodeImageEvidence: Sendable {
    /// Names of the bundle's images that differ only in case.
    case caseVariant(String)
    /// Nothing of that name: `namespaced` a set of that name in a namespace folder (`Icons/play`), `candidates` the bundle's names.
    case missing(namespaced: String?, candidates: [String])
    /// The image is in a Swift package target's catalog, compiled into that bundle, which the code does not look in.
    case inPackageBundle(String)
    /// Code only frameworks compile looks in the main bundle, the bundle of the apps that embed them (`apps`), whose
    /// catalogs lack the image, which the framework's own catalog has.
    case notInHostApps(apps: [String])
}

/// How a name the tree lacks, loaded by code from `bundle`, is judged.
public enum BundleLookup: Equatable, Sendable {
    /// Reported: nothing can supply it.
    case judge
    /// A pod's resources script copies it into the app's bundle.
    case found
    /// A dependency may supply it (why, in words).
    case unverified(String)
}

// MARK: - Tables

/// The verdict tables of one unit's use sites other than member connections, each built once, by its first reader
/// (a rule, the census or the fix planner; a run whose rules read none builds none).
public final class UseSiteVerdicts: @unchecked Sendable {
    public let index: ProjectIndex
    /// Nibs and storyboards niblint cannot read (a legacy `<archive>` xib, a compiled `.nib`): they exist all the same.
    public let unreadableNibNames: Set<String>
    public let unreadableStoryboardNames: Set<String>
    /// The nibs niblint cannot read at all (`.nib` bundles and compiled `.nib` files), in the order of the problems.
    public let opaqueNibPaths: [String]
    /// Whether a legacy nib (an `<archive>` xib, a `.nib` bundle) has names its connections may use (none may be found in it).
    public let hasLegacyNibLabels: Bool
    /// The legacy nibs (`<archive>` xibs, `.nib` bundles) by those of `names` their connections may use
    /// (`LegacyNibLabels.labels(of:among:)`): the bundles' files are read only for the outlets unconnected-outlet would report.
    func legacyNibsByConnectionLabel(among names: Set<String>) -> [String: [String]] {
        var byLabel: [String: [String]] = [:]
        guard !names.isEmpty else { return byLabel }
        let wanted = LegacyNibLabels.WantedNames(names)
        for problem in legacyNibs {
            for label in LegacyNibLabels.labels(of: problem, among: wanted) { byLabel[label, default: []].append(problem.location.file) }
        }
        return byLabel
    }

    /// The unsupported files with connection labels, in the order of the problems (a nib the app does not build connects nothing at run time).
    private let legacyNibs: [FileProblem]
    /// The unit's nib usage, built by its first reader (`UnitAnalyses.nibUsage`).
    private let nibUsage: @Sendable () -> NibUsage
    /// The storyboards by name (`UnitAnalyses.storyboardsByName`).
    let storyboardsByName: [String: [NibDocument]]

    private let nibLoadsOnce = Once<UseSiteTable<NibLoadSite, LoadedNameEvidence>>()
    private let storyboardNamesOnce = Once<UseSiteTable<StoryboardNameUse, LoadedNameEvidence>>()
    private let nibImagesOnce = Once<UseSiteTable<NibAssetUse, AssetEvidence>>()
    private let nibColorsOnce = Once<UseSiteTable<NibAssetUse, AssetEvidence>>()
    private let runtimeAttributesOnce = Once<UseSiteTable<RuntimeAttributeUse, Never>>()
    private let unloadedNibsOnce = Once<UseSiteTable<Int, Never>>()
    private let codeImagesOnce = Once<UseSiteTable<CodeImageUse, CodeImageEvidence>>()
    private let unreadableOutletsOnce = Once<UseSiteTable<UnconnectedOutletRule.UnconnectedOutlet, Never>>()
    private let nibClassesOnce = Once<UseSiteTable<NibClassUse, Never>>()

    init(index: ProjectIndex, fileProblems: [FileProblem], storyboardsByName: [String: [NibDocument]], nibUsage: @escaping @Sendable () -> NibUsage) {
        self.index = index
        self.storyboardsByName = storyboardsByName
        self.nibUsage = nibUsage
        // Nibs niblint cannot read, and nibs no target builds (a load of one finds nothing, but its name is the tree's).
        let unsupportedNibs = fileProblems.filter { $0.kind == .unsupported || $0.kind == .notBuilt }.compactMap { problem -> (name: String, path: String)? in
            let file = InputFile(path: problem.location.file, kind: .compiledNib)
            return file.fileName.hasSuffix(".xib") || file.fileName.hasSuffix(".nib") ? (file.nibName, problem.location.file) : nil
        }
        opaqueNibPaths = fileProblems.filter { $0.kind == .unsupported && $0.connectionLabels == nil && $0.connectionLabelFiles == nil && $0.location.file.hasSuffix(".nib") }.map(\.location.file)
        // Only a nib the app builds connects anything at run time.
        legacyNibs = fileProblems.filter { $0.kind == .unsupported && ($0.connectionLabels != nil || $0.connectionLabelFiles != nil) }
        hasLegacyNibLabels = legacyNibs.contains { $0.connectionLabelFiles != nil || !($0.connectionLabels ?? []).isEmpty }
        unreadableNibNames = Set(unsupportedNibs.map(\.name))
        unreadableStoryboardNames = Set(fileProblems.filter { $0.location.file.hasSuffix(".storyboard") }
            .map { InputFile(path: $0.location.file, kind: .storyboard).nibName })
    }

    /// The unverified uses of the tables of `kinds`, table after table (only those tables are built).
    public func unverified(of kinds: Set<UseSiteKind>) -> [UnverifiedUse] {
        var uses: [UnverifiedUse] = []
        // The order of `--show-unverified`: the nibs' images and colours nib after nib, then names in code, then members.
        if kinds.contains(.nibImage) || kinds.contains(.nibColor) {
            var byNib: [Int: [UnverifiedUse]] = [:]
            var order: [Int] = []
            for kind in [UseSiteKind.nibImage, .nibColor] where kinds.contains(kind) {
                let table = kind == .nibImage ? nibImages : nibColors
                for entry in table.entries {
                    guard case .unverified(let use) = entry.verdict else { continue }
                    if byNib[entry.use.nib] == nil { order.append(entry.use.nib) }
                    byNib[entry.use.nib, default: []].append(use)
                }
            }
            for nib in order.sorted() { uses += byNib[nib] ?? [] }
        }
        if kinds.contains(.storyboardName) { uses += storyboardNames.unverified }
        if kinds.contains(.nibLoad) { uses += nibLoads.unverified }
        if kinds.contains(.codeImage) { uses += codeImages.unverified }
        if kinds.contains(.runtimeAttribute) { uses += runtimeAttributes.unverified }
        if kinds.contains(.unloadedNib) { uses += unloadedNibs.unverified }
        if kinds.contains(.outletInUnreadableNib) { uses += outletsUnreadableNibsMayConnect.unverified }
        if kinds.contains(.nibClass) { uses += nibClasses.unverified }
        return uses
    }

    // MARK: Nibs and storyboards loaded by code

    /// Every nib code loads by a literal name (not empty, not one of a nib niblint cannot read). Empty when the unit
    /// has no nib: sources linted without their nibs prove nothing about them.
    public var nibLoads: UseSiteTable<NibLoadSite, LoadedNameEvidence> {
        nibLoadsOnce.value {
            let index = self.index
            let names = Array(index.nibIndicesByName.keys)
            // A nib of the project in no target counts: the project is here, its nibs too.
            guard !names.isEmpty || index.unbuiltNibPathsByName.values.contains(where: { $0.contains { $0.hasSuffix(".xib") } }) else { return UseSiteTable(entries: []) }
            var entries: [UseSiteTable<NibLoadSite, LoadedNameEvidence>.Entry] = []
            for site in index.sources.loadSites {
                // Only literal names are judged: a name built from a class is the class's at run time.
                guard case .literal(let name) = site.nibName, !name.isEmpty, !unreadableNibNames.contains(name) else { continue }
                // A name NSWindowController never loads (a `-loadWindow` that builds the window) is no load.
                if NibLoading.neverLoads(site, index: index) { continue }
                let verdict: UseSiteVerdict<LoadedNameEvidence>
                if let found = index.nibIndicesByName[name] {
                    // The nib exists, but maybe not in the bundle the code looks in (a package's resource bundle, or another package's).
                    let paths = found.map { index.nibs[$0].path }
                    if let why = PackageBundles.misplacement(of: name, noun: "nib", loadedBy: site.location.file, from: site.bundle, paths: paths, index: index) {
                        verdict = .broken(.misplaced(reason: why.reason, fix: why.fix, paths: paths))
                    } else {
                        verdict = .holds
                    }
                } else if let caseVariant = names.first(where: { $0.lowercased() == name.lowercased() }) {
                    verdict = .broken(.caseVariant(caseVariant))
                } else if let unbuilt = Self.unbuilt(name, noun: "nib", bundle: site.bundle, index: index) {
                    verdict = .broken(.notBuilt(paths: unbuilt))
                } else {
                    switch Self.lookup(name, noun: "nib", bundle: site.bundle, from: site.location.file, index: index) {
                    case .judge: verdict = .broken(.missing(candidates: names))
                    case .found: verdict = .holds
                    case .unverified(let reason):
                        verdict = .unverified(UnverifiedUse(site: .nibLoad, location: site.location,
                                                            message: "\(site.api.rawValue) loads a nib named '\(name)' that no .xib of the tree has; " + reason,
                                                            kind: .nameFromDependency))
                    }
                }
                entries.append(.init(use: site, verdict: verdict))
            }
            return UseSiteTable(entries: entries)
        }
    }

    /// Every storyboard code opens by a literal name (not one niblint cannot read). Empty when the unit has no storyboard.
    public var storyboardNames: UseSiteTable<StoryboardNameUse, LoadedNameEvidence> {
        storyboardNamesOnce.value {
            let index = self.index
            let storyboards = storyboardsByName
            let names = storyboards.keys.sorted()
            guard !names.isEmpty || index.unbuiltNibPathsByName.values.contains(where: { $0.contains { $0.hasSuffix(".storyboard") } }) else { return UseSiteTable(entries: []) }
            var entries: [UseSiteTable<StoryboardNameUse, LoadedNameEvidence>.Entry] = []
            for use in index.sources.storyboardNameUses where use.kind == .storyboard && !unreadableStoryboardNames.contains(use.name) {
                let verdict: UseSiteVerdict<LoadedNameEvidence>
                if let found = storyboards[use.name] {
                    let paths = found.map(\.path)
                    if let why = PackageBundles.misplacement(of: use.name, noun: "storyboard", loadedBy: use.location.file, from: use.bundle, paths: paths, index: index) {
                        verdict = .broken(.misplaced(reason: why.reason, fix: why.fix, paths: paths))
                    } else {
                        verdict = .holds
                    }
                } else if let caseVariant = names.first(where: { $0.lowercased() == use.name.lowercased() }) {
                    verdict = .broken(.caseVariant(caseVariant))
                } else if let unbuilt = Self.unbuilt(use.name, noun: "storyboard", bundle: use.bundle, index: index) {
                    verdict = .broken(.notBuilt(paths: unbuilt))
                } else {
                    switch Self.lookup(use.name, noun: "storyboard", bundle: use.bundle, from: use.location.file, index: index) {
                    case .judge: verdict = .broken(.missing(candidates: names))
                    case .found: verdict = .holds
                    case .unverified(let reason):
                        verdict = .unverified(UnverifiedUse(site: .storyboardName, location: use.location,
                                                            message: "\(use.call) names a storyboard '\(use.name)' that no .storyboard of the tree has; " + reason,
                                                            kind: .nameFromDependency))
                    }
                }
                entries.append(.init(use: use, verdict: verdict))
            }
            return UseSiteTable(entries: entries)
        }
    }

    /// The files of a nib or storyboard (`noun`) named `name` that no target builds, when code looks it up in the main
    /// bundle: the project has the file, but no target puts it in a bundle. Nil when there is none, or another bundle is named.
    static func unbuilt(_ name: String, noun: String, bundle: LookupBundle, index: ProjectIndex) -> [String]? {
        guard let paths = index.unbuiltNibPathsByName[name], case .main = PackageBundles.resolved(bundle, index: index) else { return nil }
        let suffix = noun == "nib" ? ".xib" : ".storyboard"
        let matching = paths.filter { $0.hasSuffix(suffix) }.sorted()
        return matching.isEmpty ? nil : matching
    }

    /// How a nib or storyboard (`noun`) named `name`, which the tree lacks, loaded from `bundle`, is judged. A name
    /// looked up in the main bundle (`bundle: nil`, `.main`, `Bundle(for:)` a class only app targets build) is missing
    /// unless a CocoaPods dependency can copy it there; one in the package target's own bundle (`Bundle.module`) is the
    /// tree's; one looked up in the bundle of a class's target niblint cannot tell, or in a bundle it cannot read from the
    /// code, may be a dependency's.
    /// `file`: the code that looks it up (its targets' CocoaPods phases say what pods copy into the main bundle).
    public static func lookup(_ name: String, noun: String, bundle: LookupBundle, from file: String? = nil, index: ProjectIndex) -> BundleLookup {
        let article = noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        let kind = "\(article) \(noun)"
        switch PackageBundles.resolved(bundle, index: index) {
        case .main:
            let supply = file.map(index.mainBundleSupply(ofFile:)) ?? index.mainBundleSupply
            switch supply {
            case .none: return .judge
            case .listedByCocoaPods(let names): return names.contains(name) ? .found : .judge
            case .cocoaPods, .unknownDependencies: return .unverified(supply.reason(kind, named: name))
            }
        case .module:
            return .judge
        case .ofClass(let className):
            guard index.mayHaveUnscannedClasses else { return .judge }
            let declared = index.sources.declarationsByName[className]?.contains { $0.kind == .classDeclaration } == true
            if !declared {
                return .unverified("it is looked up in Bundle(for: \(className).self), and no source of the tree declares \(className): "
                    + "a dependency outside the tree may declare it, and its bundle may have \(kind) named '\(name)'")
            }
            return .unverified("it is looked up in Bundle(for: \(className).self), the bundle of the target that builds \(className), which niblint cannot tell "
                + "(the tree has no project or package file that places \(className) in a target); it may be a dependency's bundle with \(kind) named '\(name)'")
        case .unknown:
            guard index.mayHaveUnscannedClasses else { return .judge }
            return .unverified("niblint cannot tell from the code which bundle it is looked up in (not the main bundle or Bundle.module as written), "
                + "and a dependency outside the tree may have \(kind) named '\(name)' in its bundle")
        }
    }

    // MARK: Images and colours of nibs

    /// Every image a nib names (a `<resources>` entry that a use names too is left to the use).
    public var nibImages: UseSiteTable<NibAssetUse, AssetEvidence> {
        nibImagesOnce.value { self.nibAssets(of: .image) }
    }

    /// Every colour a nib names. Interface Builder's "Accent Color" (`AccentColor`) holds without a colour set.
    public var nibColors: UseSiteTable<NibAssetUse, AssetEvidence> {
        nibColorsOnce.value { self.nibAssets(of: .color) }
    }

    private func nibAssets(of kind: NibAssetReference.Kind) -> UseSiteTable<NibAssetUse, AssetEvidence> {
        let index = self.index
        var entries: [UseSiteTable<NibAssetUse, AssetEvidence>.Entry] = []
        for (position, document) in index.nibs.enumerated() where !document.assetReferences.isEmpty {
            let judgements = AssetUsage.judgements(of: kind, in: document, index: index)
            guard !judgements.isEmpty else { continue }
            let assets = index.assets(forNibAt: document.path)
            for (reference, judgement) in judgements {
                let use = NibAssetUse(nib: position, reference: reference)
                let verdict: UseSiteVerdict<AssetEvidence>
                switch judgement {
                case .found, .system, .unverified:
                    // `.unverified` (another bundle, an unknown catalog, AppKit's private images) is not counted, as before.
                    verdict = .holds
                case .missing:
                    let variants = kind == .image ? assets.imagesDifferingInCase(from: reference.name) : assets.colorsDifferingInCase(from: reference.name)
                    verdict = .broken(AssetEvidence(caseVariants: variants))
                case .fromDependency:
                    let noun = kind == .image ? "image" : "colour"
                    let message = "\(noun) '\(reference.name)' of \(AssetUsage.describeUser(of: reference, in: document, index: index)) is in no asset catalog of the tree; "
                        + index.mainBundleSupply(ofFile: document.path).reason(kind == .image ? "an image" : "a colour", named: reference.name)
                    verdict = .unverified(UnverifiedUse(site: kind == .image ? .nibImage : .nibColor,
                                                        location: document.location(line: reference.line, column: reference.column),
                                                        message: message, kind: .nameFromDependency))
                }
                entries.append(.init(use: use, verdict: verdict))
            }
        }
        return UseSiteTable(entries: entries)
    }

    // MARK: Runtime attributes

    /// The runtime attributes a dependency outside the tree may add to a framework class (runtime-attribute-not-found
    /// leaves them); the rule judges the others itself until the member resolver owns key-value coding.
    public var runtimeAttributes: UseSiteTable<RuntimeAttributeUse, Never> {
        runtimeAttributesOnce.value {
            UseSiteTable(entries: RuntimeAttributeNotFoundRule.fromDependencies(self.index).map { .init(use: $0.use, verdict: .unverified($0.unverified)) })
        }
    }

    // MARK: Unused nibs

    /// The nibs unused-nib cannot judge: nothing niblint reads loads them, but some code loads one by a name it cannot read.
    public var unloadedNibs: UseSiteTable<Int, Never> {
        unloadedNibsOnce.value {
            UseSiteTable(entries: NibLoading.notJudged(self.index).map { .init(use: $0.nib, verdict: .unverified($0.unverified)) })
        }
    }

    // MARK: Outlets a nib niblint cannot read may connect

    /// The outlets unconnected-outlet would report (`UnconnectedOutletRule.unconnectedOutlets`) that a nib niblint does not
    /// check may connect: a legacy nib (an `<archive>` xib, an Interface Builder 2/3 `.nib` bundle) that names the outlet's
    /// key among its connections (their objects' classes are not read), or, for a macOS class, a compiled `.nib` niblint
    /// cannot read at all (`.nib` bundles are AppKit's). Each unverified, naming the nib; the rule reports the others.
    public var outletsUnreadableNibsMayConnect: UseSiteTable<UnconnectedOutletRule.UnconnectedOutlet, Never> {
        unreadableOutletsOnce.value {
            guard !opaqueNibPaths.isEmpty || hasLegacyNibLabels else { return UseSiteTable(entries: []) }
            let outlets = UnconnectedOutletRule.unconnectedOutlets(index: index, usage: nibUsage())
            let legacyNibsByLabel = legacyNibsByConnectionLabel(among: Set(outlets.flatMap { [$0.property.key, $0.property.name] }))
            return UseSiteTable(entries: outlets.map { outlet in
                let key = outlet.property.key
                let head = "@IBOutlet '\(key)' of \(outlet.className) is connected in none of the nibs niblint reads"
                let message: String?
                if let legacy = legacyNibsByLabel[key] ?? legacyNibsByLabel[outlet.property.name] {
                    message = head + ", but the legacy nib \(Self.named(legacy)), which niblint does not check, may connect an outlet '\(key)' (it names one)"
                } else if outlet.platform == .macOS, !opaqueNibPaths.isEmpty {
                    message = head + ", but a nib it cannot read may connect it: \(Self.named(opaqueNibPaths))"
                } else {
                    message = nil
                }
                guard let message else { return .init(use: outlet, verdict: .holds) }
                return .init(use: outlet, verdict: .unverified(UnverifiedUse(site: .outletInUnreadableNib, location: outlet.property.location,
                                                                             message: message, kind: .unreadableNib)))
            })
        }
    }

    /// `'A.nib'`, or `'A.nib' and 3 others`.
    private static func named(_ paths: [String]) -> String {
        let others = paths.count - 1
        return "'\(paths[0])'" + (others > 0 ? " and \(others) other\(others == 1 ? "" : "s")" : "")
    }

    // MARK: Classes of nibs

    /// The classes nibs name that niblint does not judge: no source or catalog declares them, and the object's module
    /// (none, for an Objective-C or `@objc`-named class) may be a dependency's outside the tree. One entry per class and
    /// nib, at its first object, when no object of the class has connections (those are listed, naming the class),
    /// naming the dependencies that may declare it (the Podfile's pods). unknown-class and unknown-owner-class judge the others.
    public var nibClasses: UseSiteTable<NibClassUse, Never> {
        nibClassesOnce.value {
            let index = self.index
            var entries: [UseSiteTable<NibClassUse, Never>.Entry] = []
            var projectClasses = MessageText.NearestNames { Array(index.sources.declarationsByName.keys) }
            for (position, document) in index.nibs.enumerated() {
                // A class with an object whose outlets or received actions are judged on it has them listed (unverified,
                // naming the class): not listed again. An outlet to it is judged on its source's class.
                var seen: Set<String> = []
                if !document.connections.isEmpty {
                    let destinations = Set(document.connections.filter { $0.kind == .action }.compactMap(\.destinationID))
                    for connection in document.connections where document.objects.indices.contains(connection.source) {
                        if let name = document.objects[connection.source].customClass { seen.insert(name) }
                    }
                    for object in document.objects where object.customClass != nil && destinations.contains(object.id) { seen.insert(object.customClass!) }
                }
                for objectPosition in document.objects.indices {
                    let object = document.objects[objectPosition]
                    guard let customClass = object.customClass, customClass != "NSObject", !seen.contains(customClass) else { continue }
                    switch object.placeholderRole {
                    case .firstResponder, .exit, .storyboardReference, .other: continue
                    case .filesOwner, .application, nil: break
                    }
                    guard !index.isKnownClass(customClass, platform: document.platform), !index.isJudgeableModule(of: object),
                          index.otherPlatformOrigin(ofClass: customClass, platform: document.platform) == nil else { continue }
                    // A near name of a project class is a rename, which unknown-class reports.
                    if object.placeholderRole == nil, UnknownClassRule.isRenamedProjectClass(object, customClass, &projectClasses) { continue }
                    seen.insert(customClass)
                    let what = object.placeholderRole == .filesOwner ? "File's Owner" : MessageText.describe(object, className: nil)
                    let message = "class '\(customClass)' of \(what) in \(document.fileName) is declared by no source of the tree; "
                        + Self.classOrigin(customClass, module: object.customModule, index: index)
                    entries.append(.init(use: NibClassUse(nib: position, object: objectPosition),
                                         verdict: .unverified(UnverifiedUse(site: .nibClass, location: document.location(of: object), message: message, kind: .outsideTree))))
                }
            }
            return UseSiteTable(entries: entries)
        }
    }

    /// Which dependency may declare a class no source declares: its module's, a pod whose podspec is outside the tree
    /// named after it (`ProjectIndex.podNames`), or any.
    static func classOrigin(_ name: String, module: String?, index: ProjectIndex) -> String {
        if let module { return "module '\(module)' is not in the tree, and a dependency's module of that name may declare it" }
        let pods = index.podNames
        if let origin = AbsentCode.classOrigin(name, in: index.absentCode) { return origin }
        guard !pods.isEmpty else { return "a dependency outside the tree (a framework, a package or a library niblint cannot read) may declare it" }
        let folded = name.lowercased()
        if let pod = pods.first(where: { pod in
            let bare = pod.split(separator: "/").first.map(String.init)?.lowercased().filter { $0.isLetter || $0.isNumber } ?? ""
            return bare.utf8.count >= 3 && folded.hasPrefix(bare)
        }) {
            return "its name starts with that of pod '\(pod)', whose podspec is not in the tree (Podfile without Pods/): it is likely from that dependency"
        }
        let listed = pods.prefix(8).map { "'\($0)'" }.joined(separator: ", ") + (pods.count > 8 ? ", …" : "")
        return "a pod whose podspec is not in the tree (Podfile without Pods/) may declare it: \(listed)"
    }

    // MARK: Images loaded by code

    /// Every image code loads by a literal name (`UIImage(named:)`, `NSImage(named:)`, `#imageLiteral`, `[UIImage imageNamed:]`),
    /// judged against the catalogs and image files of the bundle it is looked up in. Empty when the unit has no image at all.
    public var codeImages: UseSiteTable<CodeImageUse, CodeImageEvidence> {
        codeImagesOnce.value { CodeImageVerdicts.table(self.index) }
    }
}

extension RuleContext {
    /// The verdicts on the unit's use sites other than member connections (`UnitAnalyses.useSites`).
    public var useSites: UseSiteVerdicts { analyses.useSites(fileProblems: fileProblems) }
}

/// A value computed by its first reader; a reader that comes while it is computed waits for it.
final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: Value?

    func value(_ compute: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let value = compute()
        computed = value
        return value
    }
}
