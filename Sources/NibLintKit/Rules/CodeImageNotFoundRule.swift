/// Code loads an image by a literal name (`UIImage(named:)`, `NSImage(named:)`, `#imageLiteral(resourceName:)`,
/// `[UIImage imageNamed:]`) that no asset catalog and no image file of the bundle it looks in has, and that is no
/// AppKit named image. Reported at the type's name (the `#` of an image literal), from `UseSiteVerdicts.codeImages`.
public struct CodeImageNotFoundRule: UseSiteReporter {
    public init() {}

    public static let reportedUseSites: Set<UseSiteKind> = [.codeImage]

    public static let description = RuleDescription(
        identifier: "code-image-not-found",
        name: "Image not found (code)",
        summary: "Code loads an image by a literal name (UIImage(named:), NSImage(named:), #imageLiteral, [UIImage imageNamed:]) that no asset catalog or image file of the bundle it looks in has.",
        rationale: "An image set deleted or renamed in the asset catalog, or an image file removed, leaves the code naming nothing: it builds, and `UIImage(named:)` returns nil, so the view shows no image (or a force unwrap of it crashes). A name that differs only in case loads in the simulator from a case-insensitive disk and fails on a device. The image is looked up in one bundle: `UIImage(named:)` and `NSImage(named:)` in the app's main bundle, `in: .module` in the Swift package target's own resource bundle, where an app's catalog never is, nor another package target's. Names built at run time (interpolation, variables) are not judged, nor SF Symbols (`UIImage(systemName:)`) and AppKit's named images; a name the tree lacks that a CocoaPods dependency without `Pods/` in the tree could copy into the app's bundle, or that is looked up in a bundle niblint cannot tell, is listed by `--show-unverified`.",
        runtimeFailure: "UIImage(named:) / NSImage(named:) returns nil; the view shows no image, and a force unwrap crashes (\"Unexpectedly found nil while unwrapping an Optional value\").",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (use, evidence) in context.useSites.codeImages.broken {
            let subject = "\(use.call) loads an image named '\(use.name)'"
            // Objective-C has no force unwrap: a nil image is only not shown (a nil inserted into a collection raises).
            let failure = use.location.file.hasSuffix(".swift")
                ? "\(use.isAppKit ? "NSImage(named:)" : "UIImage(named:)") returns nil: no image is shown, and a force unwrap of it crashes"
                : "\(use.call) returns nil: no image is shown (and inserting it into an array or dictionary raises)"
            let message: String
            let help: String
            switch evidence {
            case .caseVariant(let variant):
                message = "\(subject), but the bundle's image is '\(variant)' (names are case-sensitive on a device)"
                help = "write '\(variant)'"
            case .missing(let namespaced, let candidates):
                let suggestion = namespaced.map { " (did you mean '\($0)'? its folder is a namespace)" } ?? MessageText.didYouMean(use.name, candidates: candidates)
                message = "\(subject) that no asset catalog or image file of its bundle has\(suggestion)"
                help = "fix the name, or add an image set '\(use.name)' to an asset catalog (or restore the one removed)"
            case .notInHostApps(let apps):
                message = "\(subject) from the main bundle, the bundle of the app that embeds this framework (\(apps.map { "'\($0)'" }.joined(separator: ", "))), "
                    + "which has no image of that name: the image is in the framework's own catalog, whose bundle this look-up never searches"
                help = "look it up in the framework's bundle (UIImage(named:in: Bundle(for: SomeClass.self), compatibleWith: nil), "
                    + "+[UIImage imageNamed:inBundle:compatibleWithTraitCollection:]), or add the image to the app's catalog"
            case .inPackageBundle(let bundle):
                message = "\(subject), but the bundle it is looked up in has none: the image is in the catalog of a Swift package target, "
                    + "compiled into that target's own resource bundle \(bundle).bundle"
                help = "look it up in the package's bundle (expose its `Bundle.module` from the package's code), or move the image set into this bundle's catalog"
            }
            diagnostics.append(context.diagnostic(Self.self, at: use.location, message, help: help, failure: failure, identity: "\(use.call)|\(use.name)"))
        }
        return diagnostics
    }
}
