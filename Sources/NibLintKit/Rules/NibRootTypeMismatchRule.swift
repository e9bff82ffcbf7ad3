/// Code force-casts the first top-level object of a loaded nib to a class that object is not.
/// Reported at the loading call.
public struct NibRootTypeMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "nib-root-type-mismatch",
        name: "Nib root type mismatch",
        summary: "Code force-casts the first top-level object of a loaded nib (`.first as! T`) to a class that object is not.",
        rationale: "The usual way to load a view from its xib casts the first top-level object. When the view's custom class is not set in the xib (or another object comes first), the cast fails at run time.",
        runtimeFailure: "Could not cast value of type 'UIView' (0x…) to 'Module.ResultView'.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        for site in index.sources.loadSites {
            guard let castClass = site.castClass, let nibName = site.resolvedNibName else { continue }
            let nibs = index.nibs(named: nibName).filter { $0.kind == .xib }
            guard !nibs.isEmpty else { continue }
            // Reported only when every nib of that name has a first top-level object provably of another class.
            var mismatches: [(NibDocument, NibObject, String)] = []
            for document in nibs {
                guard let first = document.topLevelObjects.first.map({ document.objects[$0] }),
                      let className = index.className(of: first, platform: document.platform),
                      index.castVerdict(of: className, to: castClass, platform: document.platform) == false else { mismatches = []; break }
                mismatches.append((document, first, className))
            }
            guard let (document, first, className) = mismatches.first else { continue }
            let message = "\(site.callName) loads '\(document.name)' and force-casts its first top-level object to \(castClass), but that object is \(MessageText.describe(first, className: className))"
            let note = DiagnosticNote(location: document.location(of: first), message: "the first top-level object of '\(document.name)' is here")
            diagnostics.append(context.diagnostic(Self.self, at: site.location, message, notes: [note],
                                                  help: "set its class to \(castClass) in the Identity inspector (or cast to \(className))",
                                                  failure: "\"Could not cast value of type '\(className)' to '\(castClass)'\"", identity: "\(site.enclosingClass ?? "")|\(nibName)|\(castClass)",
                                                  relatedFiles: [document.path], objectIDs: [first.id]))
        }
        return diagnostics
    }
}
