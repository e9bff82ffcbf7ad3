/// Code creates a storyboard by a literal name that no `.storyboard` of the project has (or that differs from one
/// only in case). Reported at `UIStoryboard` / `NSStoryboard`, where nib loads put `UINib`.
public struct StoryboardNotFoundRule: UseSiteReporter {
    public init() {}

    public static let reportedUseSites: Set<UseSiteKind> = [.storyboardName]

    public static let description = RuleDescription(
        identifier: "storyboard-not-found",
        name: "Storyboard not found",
        summary: "UIStoryboard(name:bundle:) / NSStoryboard(name:bundle:) names a storyboard that no .storyboard in the project has (names are case-sensitive on a device).",
        rationale: "A storyboard renamed or deleted, or a typo in its name, still compiles, and the app crashes when the screen is opened. On a device names are case-sensitive, so a name that only differs in case works in the simulator on a case-insensitive disk and fails on the phone. A Swift package's storyboard is compiled into the package target's own bundle: opening it with `bundle: nil` / `.main` finds nothing (use `Bundle.module`).",
        runtimeFailure: "NSInvalidArgumentException: Could not find a storyboard named 'X' in bundle NSBundle <…>.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (use, evidence) in context.useSites.storyboardNames.broken {
            let failure = "\"Could not find a storyboard named '\(use.name)' in bundle\""
            let identity = "\(use.enclosingClass ?? "")|\(use.name)"
            switch evidence {
            case .misplaced(let reason, let fix, let paths):
                diagnostics.append(context.diagnostic(Self.self, at: use.location, "\(use.call) names a storyboard '\(use.name)', but \(reason)",
                                                      help: fix, failure: failure, identity: identity, relatedFiles: paths))
            case .caseVariant(let variant):
                diagnostics.append(context.diagnostic(Self.self, at: use.location,
                                                      "\(use.call) names a storyboard '\(use.name)', but the project's storyboard is '\(variant)' (names are case-sensitive on a device)",
                                                      help: "write '\(variant)'", failure: failure, identity: identity,
                                                      relatedFiles: (context.storyboardsByName[variant] ?? []).map(\.path)))
            case .missing(let candidates):
                diagnostics.append(context.diagnostic(Self.self, at: use.location,
                                                      "\(use.call) names a storyboard '\(use.name)' that no .storyboard in the project has\(MessageText.didYouMean(use.name, candidates: candidates))",
                                                      help: "fix the name or add the storyboard to the project", failure: failure, identity: identity))
            case .notBuilt(let paths):
                let file = ProjectPath.lastComponent(of: paths[0])
                diagnostics.append(context.diagnostic(Self.self, at: use.location,
                                                      "\(use.call) names a storyboard '\(use.name)' in the main bundle, but no target builds it: \(file) exists in the project folder and is in no target's resources",
                                                      help: "add \(file) to the app target (Target Membership, or Copy Bundle Resources)", failure: failure, identity: identity, relatedFiles: paths))
            }
        }
        return diagnostics
    }
}
