/// How niblint judges the images and named colours a nib names: what `UseSiteVerdicts.nibImages` and `nibColors` hold.
enum AssetUsage {
    enum Judgement: Equatable {
        /// An asset catalog set or an image file of the tree has the name.
        case found
        /// The system provides it: an SF Symbol (`catalog="system"`), an AppKit named image, or
        /// Interface Builder's fallback for `AccentColor`.
        case system
        /// Not judged: an asset of another bundle (`bundleIdentifier`), of an unknown catalog, or possibly one of
        /// AppKit's private named images.
        case unverified
        /// Neither the tree nor the system has it, but a dependency may copy it into the app's bundle (a CocoaPods
        /// dependency without `Pods/` in the tree): not judged, and listed by `--show-unverified`.
        case fromDependency
        /// Neither the tree nor the system has it.
        case missing
    }

    /// The name Interface Builder writes for its "Accent Color" menu entry.
    static let accentColorName = "AccentColor"

    /// The judgement of `reference`, a reference of `document` of the kind `kind`; a `<resources>` entry whose
    /// name a use of the same kind in the document also names is left to that use (nil).
    /// The nib looks the name up in its own bundle, the app's: `supply` says what dependencies can copy there (only
    /// CocoaPods `resources`; a Swift package's or a framework's assets stay in their own bundle). A name the tree
    /// lacks that they may supply is `fromDependency`, unless it differs only in case from one of the tree's.
    static func judge(_ reference: NibAssetReference, in document: NibDocument, assets: AssetCatalog, unitHasNoAssets: (catalog: Bool, image: Bool),
                      systemImages: Set<String>, usedNames: Set<String>, otherBundles: Set<String>, supply: MainBundleSupply) -> Judgement? {
        if reference.isResource, usedNames.contains(reference.name) { return nil }
        if reference.bundleIdentifier != nil || otherBundles.contains(reference.name) { return .unverified }
        let judgement = judgeInTree(reference, in: document, assets: assets, systemImages: systemImages)
        guard judgement == .missing else { return judgement }
        // Nibs linted without their project's assets (`niblint View.xib`) prove nothing about them.
        if unitHasNoAssets.catalog && (reference.kind == .color || unitHasNoAssets.image) { return .unverified }
        guard supply.maySupply(reference.name) else { return judgement }
        // A name that differs only in case from one of the tree's is meant to be that one, dependencies or not.
        let caseVariants = reference.kind == .image ? assets.imagesDifferingInCase(from: reference.name) : assets.colorsDifferingInCase(from: reference.name)
        guard caseVariants.isEmpty else { return .missing }
        // A pod's listed resource is there; what a Podfile without Pods/ may copy is not known.
        if case .listedByCocoaPods = supply { return .found }
        return .fromDependency
    }

    private static func judgeInTree(_ reference: NibAssetReference, in document: NibDocument, assets: AssetCatalog,
                                    systemImages: Set<String>) -> Judgement {
        switch reference.kind {
        case .image:
            if reference.catalog == "system" || systemImages.contains(reference.name) { return .system }
            if reference.catalog != nil { return .unverified }
            if assets.hasImage(reference.name) { return .found }
            if isEmbedded(reference.name, in: document) { return .found }
            if let dot = reference.name.lastIndex(of: "."),
               AssetCatalog.imageFileExtensions.contains(Substring(reference.name[reference.name.index(after: dot)...].lowercased())),
               assets.hasImage(String(reference.name[..<dot])) { return .found }
            if document.platform == .macOS {
                if SystemAssetNames.appKitImages.contains(reference.name) { return .system }
                // A name near a public one is a typo of it; others may be AppKit's private images.
                if SystemAssetNames.mayBePrivateAppKitImage(reference.name),
                   !SystemAssetNames.appKitImages.contains(where: { MessageText.isNear(reference.name, $0, within: 2) }) { return .unverified }
            }
            return .missing
        case .color:
            if reference.catalog != nil { return .unverified }
            if assets.hasColor(reference.name) { return .found }
            // A system colour is `systemColor=` (iOS) or `catalog="System"` (AppKit), never read as a reference: `name=`
            // without a catalog is a catalog's colour, even one named like a system colour (`separatorColor`).
            // Interface Builder offers "Accent Color" (the global accent, `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`'s
            // default name) whether or not a catalog defines it, and stores the system accent as its fallback: without
            // the color set the view shows that fallback, the accent it meant.
            if reference.name == accentColorName { return .system }
            return .missing
        }
    }

    /// An image pasted into the nib itself: Interface Builder names it `<element>:<object id>:<key>`
    /// (`buttonCell:orG-5Q-EPo:image`) and stores its data in the `<resources>` entry.
    static func isEmbedded(_ name: String, in document: NibDocument) -> Bool {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 3 && document.objectIndexByID[String(parts[1])] != nil
    }

    /// Every reference of `kind` in `document` with its judgement (resources left to a use are skipped).
    static func judgements(of kind: NibAssetReference.Kind, in document: NibDocument, index: ProjectIndex)
        -> [(reference: NibAssetReference, judgement: Judgement)] {
        let references = document.assetReferences.filter { $0.kind == kind }
        guard !references.isEmpty else { return [] }
        let assets = index.assets(forNibAt: document.path)
        let noAssets = (index.hasNoCatalog, index.hasNoImage)
        let usedNames = Set(references.filter { !$0.isResource }.map(\.name))
        // SF Symbols: the `<resources>` entry says `catalog="system"`, the use may not.
        let systemImages = Set(references.filter { $0.isResource && $0.catalog == "system" }.map(\.name))
        // Resources of another bundle: their uses name no bundle.
        let otherBundles = Set(references.filter { $0.isResource && $0.bundleIdentifier != nil }.map(\.name))
        // A Swift package's nib looks its images and colours up in the package's bundle, where no pod copies anything.
        let supply = index.modules.packageBundle(ofFile: document.path) != nil ? .none : index.mainBundleSupply(ofFile: document.path)
        return references.compactMap { reference in
            judge(reference, in: document, assets: assets, unitHasNoAssets: noAssets, systemImages: systemImages, usedNames: usedNames, otherBundles: otherBundles,
                  supply: supply).map { (reference, $0) }
        }
    }

    /// Where the reference is, in words: `image view 'Logo' (UIImageView) in the HomeViewController scene of Main.storyboard`
    /// (the scene named by its controller's class, else by the controller), or `the resources of X.xib` for a `<resources>` entry.
    static func describeUser(of reference: NibAssetReference, in document: NibDocument, index: ProjectIndex) -> String {
        guard let position = reference.object else { return "the resources of \(document.fileName)" }
        let object = document.objects[position]
        var text = MessageText.describe(object, className: index.className(of: object, platform: document.platform))
        if reference.elementName != object.elementName || reference.object == nil {
            // `the textColor of label 'Title'`, `the selected state of button 'Play'`.
            switch (reference.elementName, reference.key) {
            case ("state", let key?): text = "the \(key) state of " + text
            case (_, let key?): text = "the \(key) of " + text
            default: text = "the <\(reference.elementName)> of " + text
            }
        } else if let attribute = reference.attribute, attribute != "image" {
            text = "the \(attribute) of " + text
        }
        if document.kind == .storyboard, let scene = object.scene, let owner = document.scenes[scene].owner, owner != position {
            let controller = document.objects[owner]
            // A custom class names its scene; a plain UIViewController needs its id.
            if controller.customClass != nil, let className = index.className(of: controller, platform: document.platform) {
                return text + " in the \(className) scene of \(document.fileName)"
            }
            text += " in the scene of " + MessageText.describe(controller, className: nil)
        }
        return text + " in \(document.fileName)"
    }

    /// A stable identity without line numbers.
    static func identity(of reference: NibAssetReference, in document: NibDocument) -> String {
        let owner = reference.object.map { document.objects[$0].id } ?? "resources"
        return "\(reference.name)|\(owner)|\(reference.elementName)|\(reference.attribute ?? "")"
    }

    /// ` (it is in the catalog of a Swift package target, compiled into X.bundle, …`: a name the nib's bundle lacks that a
    /// package of the unit has, in the package's own bundle, which a nib of the app (or of another package) never searches.
    static func packageNote(for reference: NibAssetReference, in document: NibDocument, index: ProjectIndex) -> String {
        let own = index.modules.packageBundle(ofFile: document.path)
        let bundle = index.packageAssets.keys.sorted().first { bundle in
            guard bundle != own, let catalog = index.packageAssets[bundle] else { return false }
            return reference.kind == .image ? catalog.hasImage(reference.name) : catalog.hasColor(reference.name)
        }
        guard let bundle else { return "" }
        return " (it is in the catalog of a Swift package target, compiled into that package's resource bundle \(bundle).bundle, which "
            + (own == nil ? "a nib of the app" : "a nib of another package") + " never searches)"
    }

    /// The fix for a name the nib's bundle lacks: the package's `packageNote` when another bundle has it, else add it.
    static func help(for reference: NibAssetReference, packageNote: String) -> String {
        let noun = reference.kind == .image ? "image" : "color"
        return packageNote.isEmpty
            ? "add \(noun == "image" ? "an" : "a") \(noun) set '\(reference.name)' to an asset catalog (or restore the one removed) or pick an existing \(noun) in the Attributes inspector"
            : "move the \(noun) set into this nib's bundle, or set the \(noun) from the package's code"
    }

    /// ` (did you mean 'x'? …)`: a name that differs only in case first (it loads from a case-insensitive disk, in
    /// the simulator, and fails on a device), else a near name.
    static func suggestion(for name: String, caseVariants: [String], candidates: () -> [String]) -> String {
        if let variant = caseVariants.first {
            return " (did you mean '\(variant)'? names are case-sensitive on a device)"
        }
        let all = candidates()
        // The set is in a namespace folder: its name is `Folder/Name`.
        if !name.contains("/"), let namespaced = all.first(where: { $0.hasSuffix("/" + name) }) {
            return " (did you mean '\(namespaced)'? its folder is a namespace)"
        }
        return MessageText.didYouMean(name, candidates: all)
    }
}
