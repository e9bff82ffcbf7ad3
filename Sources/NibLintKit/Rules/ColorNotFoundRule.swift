/// A nib names a colour (`<color key=… name="Brand"/>`, a `<namedColor>` of its `<resources>`) that no asset
/// catalog's colour set of the tree has, and that is no system colour. Reported at the element's `<`.
public struct ColorNotFoundRule: UseSiteReporter {
    public init() {}

    public static let reportedUseSites: Set<UseSiteKind> = [.nibColor]

    public static let description = RuleDescription(
        identifier: "color-not-found",
        name: "Color not found",
        summary: "A nib uses a named color that no asset catalog color set of the project has and that is no system color.",
        rationale: "Named colors are stored in a nib by name and looked up in the bundle's asset catalogs when the nib is loaded. A color set deleted or renamed leaves the nib naming nothing: it builds, and the view loses the catalog's color (and its dark-mode and high-contrast variants). A name that differs only in case works from a case-insensitive disk and fails on a device. Colors of another bundle or of a named color list other than the system's are not judged; nor is a name the tree lacks that a CocoaPods dependency without `Pods/` in the tree could copy into the app's bundle (listed by `--show-unverified`), unless it differs only in case from one of the tree's. A Swift package's or a framework's colours are in its own bundle, never in the app's.",
        runtimeFailure: "UIColor(named:) / NSColor(named:) finds no color of that name in the bundle; the view does not get the catalog's color.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        // By bundle (the app's, a package target's).
        var candidates: [String: [String]] = [:]
        for (use, evidence) in context.useSites.nibColors.broken {
            let document = index.nibs[use.nib]
            let reference = use.reference
            let assets = index.assets(forNibAt: document.path)
            let key = index.modules.packageBundle(ofFile: document.path) ?? ""
            let name = reference.name
            let suggestion = AssetUsage.suggestion(for: name, caseVariants: evidence.caseVariants) {
                if candidates[key] == nil { candidates[key] = assets.colorNames.sorted() }
                return candidates[key]!
            }
            let inPackage = AssetUsage.packageNote(for: reference, in: document, index: index)
            let lookup = document.platform == .iOS ? "UIColor(named:)" : "NSColor(named:)"
            let message = "color '\(name)' of \(AssetUsage.describeUser(of: reference, in: document, index: index)) is in no asset catalog"
                + "\(inPackage.isEmpty ? "" : " of its bundle")\(suggestion)\(inPackage)"
            let objectIDs = reference.object.map { [document.objects[$0].id] } ?? []
            diagnostics.append(context.diagnostic(Self.self, at: document.location(line: reference.line, column: reference.column), message,
                                                  help: AssetUsage.help(for: reference, packageNote: inPackage),
                                                  failure: "\(lookup) finds no color of that name and the view does not get the catalog's color",
                                                  identity: AssetUsage.identity(of: reference, in: document), objectIDs: objectIDs))
        }
        return diagnostics
    }
}
