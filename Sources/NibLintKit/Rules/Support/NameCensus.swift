/// Names a nib or the code looks up in the app's main bundle that the tree lacks but a dependency may copy there
/// (a CocoaPods dependency without `Pods/`): not reported, so counted and listed as unverified, never silent.
enum NameCensus {
    /// One note per such name, at its use; `enabled`: the rule identifiers that run (a disabled rule's names are not listed).
    static func unverified(_ context: RuleContext, enabled: Set<String>) -> [DiagnosticNote] {
        let index = context.index
        guard index.mainBundleSupply != .none || index.mayHaveUnscannedClasses else { return [] }
        var notes: [DiagnosticNote] = []
        for document in index.nibs where !document.assetReferences.isEmpty {
            for kind in [NibAssetReference.Kind.image, .color] where enabled.contains(kind == .image ? "image-not-found" : "color-not-found") {
                for (reference, judgement) in AssetUsage.judgements(of: kind, in: document, index: index) where judgement == .fromDependency {
                    let noun = kind == .image ? "image" : "colour"
                    let message = "\(noun) '\(reference.name)' of \(AssetUsage.describeUser(of: reference, in: document, index: index)) is in no asset catalog of the tree; "
                        + index.mainBundleSupply.reason(kind == .image ? "an image" : "a colour", named: reference.name)
                    notes.append(DiagnosticNote(location: document.location(line: reference.line, column: reference.column), message: message))
                }
            }
        }
        if enabled.contains("storyboard-not-found"), !context.storyboardsByName.isEmpty {
            let names = context.storyboardsByName.keys
            let unreadable = context.unreadableStoryboardNames
            for use in index.sources.storyboardNameUses where use.kind == .storyboard && context.storyboardsByName[use.name] == nil && !unreadable.contains(use.name)
                && !names.contains(where: { $0.lowercased() == use.name.lowercased() }) {
                guard case .unverified(let reason) = lookup(use.name, kind: "a storyboard", bundle: use.bundle, index: index) else { continue }
                notes.append(DiagnosticNote(location: use.location, message: "\(use.call) names a storyboard '\(use.name)' that no .storyboard of the tree has; " + reason))
            }
        }
        if enabled.contains("nib-not-found"), !index.nibIndicesByName.isEmpty {
            let unreadable = NibNotFoundRule.unreadableNibNames(context)
            for site in index.sources.loadSites {
                guard case .literal(let name) = site.nibName, !name.isEmpty, index.nibIndicesByName[name] == nil, !unreadable.contains(name),
                      !index.nibIndicesByName.keys.contains(where: { $0.lowercased() == name.lowercased() }),
                      case .unverified(let reason) = lookup(name, kind: "a nib", bundle: site.bundle, index: index) else { continue }
                notes.append(DiagnosticNote(location: site.location, message: "\(site.api.rawValue) loads a nib named '\(name)' that no .xib of the tree has; " + reason))
            }
        }
        return notes
    }

    /// How a nib or storyboard name the tree lacks, loaded by code, is judged.
    enum Lookup: Equatable {
        /// Reported: nothing can supply it.
        case judge
        /// A pod's resources script copies it into the app's bundle.
        case found
        /// A dependency may supply it (why, in words).
        case unverified(String)
    }

    /// A name looked up in the main bundle (`Bundle(for:)` an app's class too) is missing unless a CocoaPods dependency
    /// can copy it there; one in the package target's own bundle (`Bundle.module`) is the tree's; one looked up in
    /// another bundle (`Bundle(for:)`, a bundle niblint cannot tell) may be a dependency's own.
    static func lookup(_ name: String, kind: String, bundle: LookupBundle, index: ProjectIndex) -> Lookup {
        switch PackageBundles.resolved(bundle, index: index) {
        case .main:
            switch index.mainBundleSupply {
            case .none: return .judge
            case .listedByCocoaPods(let names): return names.contains(name) ? .found : .judge
            case .cocoaPods, .unknownDependencies: return .unverified(index.mainBundleSupply.reason(kind, named: name))
            }
        case .module:
            return .judge
        case .ofClass, .unknown:
            break
        }
        guard index.mayHaveUnscannedClasses else { return .judge }
        return .unverified("it is looked up in a bundle other than the main one (or one niblint cannot tell), which may be a dependency's, with \(kind) named '\(name)'")
    }
}
