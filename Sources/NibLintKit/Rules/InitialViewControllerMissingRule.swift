/// Code asks a storyboard for its initial view controller (`instantiateInitialViewController()`), or an Info.plist
/// launches a storyboard, while that storyboard has no initial view controller; or an Info.plist launch entry names
/// a storyboard or nib that does not exist. Reported at the call, or at the plist entry's `<string>`.
public struct InitialViewControllerMissingRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "initial-view-controller-missing",
        name: "Initial view controller missing",
        summary: "instantiateInitialViewController() on a storyboard with no initial view controller, or an Info.plist main / launch storyboard (or nib) that does not exist or has no initial view controller.",
        rationale: "A storyboard's entry point is a checkbox ('Is Initial View Controller') that is easy to lose when scenes are moved or copied between storyboards, and the launch entries of Info.plist are strings nobody checks. instantiateInitialViewController() then returns nil (a crash where it is force-unwrapped or force-cast), and an app whose main storyboard has no entry point launches to a black screen; one whose main storyboard or nib does not exist crashes at launch.",
        runtimeFailure: "Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set? / Could not find a storyboard named 'X' in bundle / instantiateInitialViewController() returns nil.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let storyboards = context.storyboardsByName
        var diagnostics: [Diagnostic] = []
        for use in index.sources.storyboardNameUses where use.kind == .initialController {
            // A storyboard that does not exist is storyboard-not-found's.
            guard let documents = storyboards[use.name], documents.allSatisfy({ $0.initialViewController == nil }) else { continue }
            let message = "\(use.call) asks storyboard '\(use.name)' for its initial view controller, but \(documents[0].fileName) has none"
            diagnostics.append(context.diagnostic(Self.self, at: use.location, message,
                                                  help: "check 'Is Initial View Controller' on its first scene, or instantiate a scene by its Storyboard ID\(Self.identifiersHint(documents))",
                                                  failure: "the call returns nil", identity: "\(use.enclosingClass ?? "")|\(use.name)",
                                                  relatedFiles: documents.map(\.path)))
        }
        diagnostics += launchEntryDiagnostics(context, storyboards: storyboards)
        return diagnostics
    }

    /// The Info.plist launch entries: the storyboard (or nib) must exist, and a storyboard the app starts with needs
    /// an initial view controller.
    private func launchEntryDiagnostics(_ context: RuleContext, storyboards: [String: [NibDocument]]) -> [Diagnostic] {
        let index = context.index
        // Without nibs in the unit (a folder of plists and sources), nothing can be told.
        guard !index.launchEntries.isEmpty, !index.nibs.isEmpty else { return [] }
        let unreadable = Set(context.fileProblems.map { InputFile(path: $0.location.file, kind: .xib).nibName })
        let storyboardNames = storyboards.keys.sorted()
        let nibNames = index.nibIndicesByName.keys.sorted()
        var diagnostics: [Diagnostic] = []
        for entry in index.launchEntries where entry.opensAtLaunch && !unreadable.contains(entry.name) {
            let identity = "\(entry.key)|\(entry.name)"
            let documents: [NibDocument]
            switch entry.target {
            case .storyboard: documents = storyboards[entry.name] ?? []
            // A launch screen may be a storyboard or a xib; NSMainNibFile names a xib (or a storyboard).
            case .launchScreen, .nib: documents = index.nibs(named: entry.name)
            }
            guard !documents.isEmpty else {
                let candidates = entry.target == .storyboard ? storyboardNames : nibNames
                let what = entry.target == .nib ? "nib" : entry.target == .launchScreen ? "launch screen" : "storyboard"
                let files = entry.target == .storyboard ? ".storyboard" : ".storyboard or .xib"
                let caseVariant = candidates.first { $0.lowercased() == entry.name.lowercased() }
                let suggestion = caseVariant.map { " (did you mean '\($0)'? names are case-sensitive on a device)" } ?? MessageText.didYouMean(entry.name, candidates: candidates)
                let failure = entry.target == .launchScreen ? "the app launches to a black screen (and may be refused for a missing launch screen)"
                    : "the app crashes at launch: \"Could not find a \(entry.target == .nib ? "nib" : "storyboard") named '\(entry.name)' in bundle\""
                let message = "\(entry.origin) names \(what) '\(entry.name)', but no \(files) in the project has that name\(suggestion)"
                diagnostics.append(context.diagnostic(Self.self, at: entry.location, message,
                                                      help: "fix the entry (General › Deployment Info in Xcode) or add the file to the app target", failure: failure, identity: identity))
                continue
            }
            let launchedStoryboards = documents.filter { $0.kind == .storyboard }
            // A Mac app's main storyboard may hold only the application scene (its menu and delegate): a menu bar
            // app shows no window at launch, and AppKit needs no initial controller for that.
            guard entry.target != .nib, !entry.key.hasPrefix("NS"), !launchedStoryboards.isEmpty,
                  launchedStoryboards.allSatisfy({ $0.initialViewController == nil }) else { continue }
            let file = launchedStoryboards[0].fileName
            let failure = entry.target == .launchScreen ? "the launch screen is black"
                : "at launch, \"Failed to instantiate the default view controller for \(entry.key.split(separator: "~").first ?? "") '\(entry.name)' - perhaps the designated entry point is not set?\" and a black screen"
            let message = "\(entry.origin) launches storyboard '\(entry.name)', but \(file) has no initial view controller"
            diagnostics.append(context.diagnostic(Self.self, at: entry.location, message,
                                                  help: "check 'Is Initial View Controller' on the scene the app starts with\(Self.identifiersHint(launchedStoryboards))",
                                                  failure: failure, identity: identity, relatedFiles: launchedStoryboards.map(\.path)))
        }
        return diagnostics
    }

    /// ` (its scenes' Storyboard IDs: 'A', 'B')` when it has some: what the code could instantiate instead.
    static func identifiersHint(_ documents: [NibDocument]) -> String {
        var identifiers: [String] = []
        for document in documents {
            for object in document.objects where object.placeholderRole == nil {
                if let identifier = object.storyboardIdentifier, !identifiers.contains(identifier) { identifiers.append(identifier) }
            }
        }
        guard !identifiers.isEmpty else { return "" }
        return " (its Storyboard IDs: " + identifiers.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + ")"
    }
}
