/// Where code looks a nib or storyboard up against where the file is: a Swift package's resources are compiled into
/// the package target's own bundle (`<Package>_<Target>.bundle`), which `bundle: nil` / `.main` never searches, and
/// `Bundle.module` is only the resource bundle of the code's own package target.
enum PackageBundles {
    /// `Bundle(for: X.self)` of a class only app targets build is the app's main bundle (`Bundle(for: AppDelegate.self)`).
    static func resolved(_ bundle: LookupBundle, index: ProjectIndex) -> LookupBundle {
        guard case .ofClass(let name) = bundle, !index.modules.isEmpty else { return bundle }
        let classes = (index.sources.declarationsByName[name] ?? []).filter { $0.kind == .classDeclaration }
        guard !classes.isEmpty, classes.allSatisfy({ index.modules.isBuiltByApplicationsOnly($0.location.file) }) else { return bundle }
        return .main
    }

    /// Why code in `file` that loads a `noun` (`nib`, `storyboard`) named `name` from `bundle` finds none although
    /// the tree's files at `paths` have that name: nil when one of them is in that bundle (or niblint cannot tell).
    static func misplacement(of name: String, noun: String, loadedBy file: String, from bundle: LookupBundle, paths: [String],
                             index: ProjectIndex) -> (reason: String, fix: String)? {
        let modules = index.modules
        guard !modules.isEmpty, !paths.isEmpty else { return nil }
        let bundles = paths.map { modules.packageBundle(ofFile: $0) }
        switch resolved(bundle, index: index) {
        case .main:
            // Every file of that name is a package's resource: none is in the app's bundle.
            guard let first = bundles.first, let packageBundle = first, bundles.allSatisfy({ $0 != nil }) else { return nil }
            let fix = modules.packageBundle(ofFile: file) == packageBundle || modules.resourceBundleModule(ofFile: file) == packageBundle
                ? "pass `bundle: .module` (Bundle.module) instead"
                : "pass the package's bundle instead (expose its `Bundle.module` from the package's code)"
            return ("the main bundle has no \(noun) '\(name)': \(ProjectPath.lastComponent(of: paths[0])) is a resource of a Swift package target, "
                + "compiled into its own bundle \(packageBundle).bundle", fix)
        case .module:
            guard let own = modules.resourceBundleModule(ofFile: file), !bundles.contains(own) else { return nil }
            let place = bundles[0].map { "a resource of another Swift package target, compiled into \($0).bundle" } ?? "not a resource of this package target (an app target builds it)"
            return ("Bundle.module is this package target's resource bundle \(own).bundle, which has no \(noun) '\(name)': "
                + "\(ProjectPath.lastComponent(of: paths[0])) is \(place)", "load it from that bundle, or move the \(noun) into this target's resources")
        case .ofClass, .unknown:
            return nil
        }
    }
}
