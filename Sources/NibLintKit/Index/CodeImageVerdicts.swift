/// The verdicts on the images code loads by a literal name (`UseSiteVerdicts.codeImages`): each is looked up in the
/// catalogs and image files of the bundle the code names, as `UIImage(named:)` / `NSImage(named:)` do at run time.
enum CodeImageVerdicts {
    typealias Table = UseSiteTable<CodeImageUse, CodeImageEvidence>

    static func table(_ index: ProjectIndex) -> Table {
        let uses = index.sources.codeImageUses
        // Sources linted without their project's assets (a folder of Swift files) prove nothing about them.
        guard !uses.isEmpty, !(index.hasNoCatalog && index.hasNoImage) else { return Table(entries: []) }
        return Table(entries: uses.map { Table.Entry(use: $0, verdict: verdict(of: $0, index: index)) })
    }

    private static func verdict(of use: CodeImageUse, index: ProjectIndex) -> UseSiteVerdict<CodeImageEvidence> {
        let name = use.name
        let ownPackage = index.modules.resourceBundleModule(ofFile: use.location.file) ?? index.modules.packageBundle(ofFile: use.location.file)
        // `#imageLiteral`: the bundle of the code's own target.
        let bundle = PackageBundles.resolved(use.bundle ?? (ownPackage != nil ? .module : .main), index: index)
        if use.isAppKit, isSystemImage(name) { return .holds }
        // `extension UIImage { convenience init?(named name: String) { … } }`: a Swift call with the name alone may run it.
        if use.location.file.hasSuffix(".swift"), use.call == "UIImage(named:)" || use.call == "NSImage(named:)",
           let own = index.sources.imageNamedInitializers.first(where: { $0.typeName == (use.isAppKit ? "NSImage" : "UIImage") }) {
            if anyBundleHas(name, index: index) { return .holds }
            return .unverified(UnverifiedUse(site: .codeImage, location: use.location,
                                             message: "\(use.call) loads an image named '\(name)' through the project's own init(named:) "
                                                 + "(\(ProjectPath.lastComponent(of: own.location.file)):\(own.location.line)), which may look it up elsewhere than \(use.isAppKit ? "AppKit" : "UIKit")'s",
                                             kind: .projectLookup))
        }
        let catalog: AssetCatalog
        switch bundle {
        case .main:
            // UIKit only: AppKit's `imageNamed:` also finds an image by a name registered at run time (`setName:`, the
            // images a loaded nib names), so a framework's image may well be found by its name.
            switch use.isAppKit ? nil : index.mainBundleHosts[use.location.file] {
            case nil:
                catalog = index.assets
            case .outsideTree(let libraries)?:
                // Code of a framework or library looks in the main bundle of the app that embeds it: none of the tree.
                return .unverified(UnverifiedUse(site: .codeImage, location: use.location,
                                                 message: "\(use.call) loads an image named '\(name)' from the main bundle, which for the code of \(libraries.count == 1 ? "target" : "targets") "
                                                     + "\(libraries.map { "'\($0)'" }.joined(separator: ", ")) (a framework or library) is the bundle of the app that embeds it, and niblint finds no app target of the tree that embeds or links it"
                                                     + (anyBundleHas(name, index: index) ? " (the tree's image of that name is in a catalog of the framework's own bundle, which this look-up never searches)" : ""),
                                                 kind: .hostApplication))
            case .hosts(let names, let numbers, let libraries)?:
                // The apps' catalogs hold it: found. Only the framework's own catalog does: that is in the framework's bundle,
                // which this look-up never searches. Elsewhere in the tree (a pod's resources a script copies into the app),
                // or nowhere: judged as the app's code is.
                if let apps = index.hostAssets[numbers], has(name, in: apps) { return .holds }
                if let own = index.hostAssets[libraries], has(name, in: own) { return .broken(.notInHostApps(apps: names)) }
                catalog = index.assets
            }
        case .module:
            guard let ownPackage else {
                // Code niblint places in no Swift package target: which bundle `.module` is cannot be told.
                return anyBundleHas(name, index: index) ? .holds : unverified(use, reason: "it is looked up in Bundle.module, and niblint places \(ProjectPath.lastComponent(of: use.location.file)) in no Swift package target (no Package.swift of the tree lists it), so it cannot tell which resource bundle that is", index: index)
            }
            catalog = index.packageAssets[ownPackage] ?? AssetCatalog()
        case .ofClass, .unknown:
            if anyBundleHas(name, index: index) { return .holds }
            switch UseSiteVerdicts.lookup(name, noun: "image", bundle: bundle, from: use.location.file, index: index) {
            case .unverified(let reason): return unverified(use, reason: reason, index: index)
            case .judge, .found: return missing(use, in: index.assets, index: index)
            }
        }
        if has(name, in: catalog) { return .holds }
        if let variant = variants(of: name, in: catalog).first { return .broken(.caseVariant(variant)) }
        // An image of another Swift package target's catalog is in that target's bundle, which this lookup never searches.
        if let other = index.packageAssets.keys.sorted().first(where: { $0 != ownPackage && index.packageAssets[$0].map { has(name, in: $0) } == true }) {
            return .broken(.inPackageBundle(other))
        }
        if case .main = bundle {
            let supply = index.mainBundleSupply(ofFile: use.location.file)
            switch supply {
            case .none: break
            case .listedByCocoaPods(let names): if names.contains(name) { return .holds }
            case .cocoaPods, .unknownDependencies: return unverified(use, reason: supply.reason("an image", named: name), index: index)
            }
        }
        return missing(use, in: catalog, index: index)
    }

    /// The bundle's names: a set of that name in a namespace folder (`Icons/play` for `play`) first, then near names.
    private static func missing(_ use: CodeImageUse, in catalog: AssetCatalog, index: ProjectIndex) -> UseSiteVerdict<CodeImageEvidence> {
        let candidates = catalog.imageNames.union(use.isAppKit ? SystemAssetNames.appKitImages : []).sorted()
        let namespaced = use.name.contains("/") ? nil : candidates.first { $0.hasSuffix("/" + use.name) }
        return .broken(.missing(namespaced: namespaced, candidates: candidates))
    }

    private static func unverified(_ use: CodeImageUse, reason: String, index: ProjectIndex) -> UseSiteVerdict<CodeImageEvidence> {
        .unverified(UnverifiedUse(site: .codeImage, location: use.location,
                                  message: "\(use.call) loads an image named '\(use.name)' that no asset catalog or image file of the tree has; " + reason,
                                  kind: .nameFromDependency))
    }

    /// A set, symbol set or image file of that name; a name with an image file's extension (`logo.png`) finds the set without it.
    private static func has(_ name: String, in catalog: AssetCatalog) -> Bool {
        if catalog.hasImage(name) { return true }
        if let slash = name.lastIndex(of: "/") {
            let folder = name[..<slash]
            // An image set of a complication set (`Complication/Circular`).
            if catalog.complicationSetNames.contains(String(folder)) { return true }
            // A file in a resource bundle copied into this one (`TUSafariActivity.bundle/safari`), by its name alone.
            if folder.hasSuffix(".bundle"), catalog.hasImage(String(name[name.index(after: slash)...])) { return true }
        }
        guard let dot = name.lastIndex(of: "."),
              AssetCatalog.imageFileExtensions.contains(Substring(name[name.index(after: dot)...].lowercased())) else { return false }
        return catalog.hasImage(String(name[..<dot]))
    }

    private static func variants(of name: String, in catalog: AssetCatalog) -> [String] {
        catalog.imagesDifferingInCase(from: name)
    }

    private static func anyBundleHas(_ name: String, index: ProjectIndex) -> Bool {
        has(name, in: index.assets) || index.packageAssets.values.contains { has(name, in: $0) }
    }

    /// AppKit's named images (`NSImage.Name.addTemplate` is "NSAddTemplate"), and names that may be its private ones.
    private static func isSystemImage(_ name: String) -> Bool {
        SystemAssetNames.appKitImages.contains(name)
            || (SystemAssetNames.mayBePrivateAppKitImage(name) && !SystemAssetNames.appKitImages.contains { MessageText.isNear(name, $0, within: 2) })
    }
}
