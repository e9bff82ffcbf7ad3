/// A nib names an image (`<imageView image=…>`, a button state's `image` / `backgroundImage`, a tab bar item's
/// `image` / `selectedImage`, a `<buttonCell image=…>`, an entry of its `<resources>`) that no asset catalog and no
/// image file of the tree has, and that is no SF Symbol or AppKit named image. Reported at the element's `<`.
public struct ImageNotFoundRule: UseSiteReporter {
    public init() {}

    public static let reportedUseSites: Set<UseSiteKind> = [.nibImage]

    /// UIKit's console message for an image a nib names that its bundle lacks (the format string
    /// `Could not load the "%@" image referenced from a nib in the bundle with identifier "%@"` in UIKit's
    /// `__cstring` section, as seen in running apps' logs).
    static let runtimeMessage = "Could not load the \"%@\" image referenced from a nib in the bundle with identifier \"%@\""

    public static let description = RuleDescription(
        identifier: "image-not-found",
        name: "Image not found",
        summary: "A nib uses an image that no asset catalog, no image file of the project and no system image (SF Symbol, AppKit named image) has.",
        rationale: "Images are named in a nib as text and looked up when the nib is loaded. An image set deleted or renamed in the asset catalog, or an image file removed, leaves the nib naming nothing: it builds, and the view shows no image. A name that differs only in case loads in the simulator from a case-insensitive disk and fails on a device. Images from another bundle (`bundleIdentifier`), an unknown catalog, or AppKit's private named images are not judged; nor is a name the tree lacks that a CocoaPods dependency without `Pods/` in the tree could copy into the app's bundle (listed by `--show-unverified`), unless it differs only in case from one of the tree's names. A nib looks its images up in its own bundle: a Swift package's or a framework's images are in theirs, never in the app's, so an app's nib is checked against the app's catalogs and a package's nib against its own package target's.",
        runtimeFailure: "Could not load the \"X\" image referenced from a nib in the bundle with identifier \"…\" (UIKit's console message); the image view, button or bar item shows no image.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        // By bundle (the app's, a package target's) and platform.
        var candidates: [String: [String]] = [:]
        // The suggestion for a name without case variants, which depends only on the name and the candidates.
        struct SuggestionKey: Hashable {
            let bundle: String
            let name: String
        }
        var suggestions: [SuggestionKey: String] = [:]
        for (use, evidence) in context.useSites.nibImages.broken {
            let document = index.nibs[use.nib]
            let reference = use.reference
            let assets = index.assets(forNibAt: document.path)
            let key = (index.modules.packageBundle(ofFile: document.path) ?? "") + (document.platform == .macOS ? "|macOS" : "|iOS")
            let name = reference.name
            // A missing name is often used many times (each localized copy of a nib): the near names are looked for
            // once per name and bundle, over every asset name of the bundle.
            let suggestionKey = SuggestionKey(bundle: key, name: name)
            let suggestion: String
            if evidence.caseVariants.isEmpty, let known = suggestions[suggestionKey] {
                suggestion = known
            } else {
                suggestion = AssetUsage.suggestion(for: name, caseVariants: evidence.caseVariants) {
                    if candidates[key] == nil {
                        candidates[key] = assets.imageNames.union(document.platform == .macOS ? SystemAssetNames.appKitImages : []).sorted()
                    }
                    return candidates[key]!
                }
                if evidence.caseVariants.isEmpty { suggestions[suggestionKey] = suggestion }
            }
            let inPackage = AssetUsage.packageNote(for: reference, in: document, index: index)
            let runtime = document.platform == .iOS
                ? "\"\(Self.runtimeMessage.replacingFirst("%@", with: name).replacingFirst("%@", with: "…"))\" and no image is shown"
                : "NSImage(named:) finds nothing and no image is shown"
            let message = "image '\(name)' of \(AssetUsage.describeUser(of: reference, in: document, index: index)) is in no asset catalog or image file"
                + "\(inPackage.isEmpty ? "" : " of its bundle")\(suggestion)\(inPackage)"
            let objectIDs = reference.object.map { [document.objects[$0].id] } ?? []
            diagnostics.append(context.diagnostic(Self.self, at: document.location(line: reference.line, column: reference.column), message,
                                                  help: AssetUsage.help(for: reference, packageNote: inPackage),
                                                  failure: runtime,
                                                  identity: AssetUsage.identity(of: reference, in: document), objectIDs: objectIDs))
        }
        return diagnostics
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
