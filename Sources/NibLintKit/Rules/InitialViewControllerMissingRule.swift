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
        triggeringExamples: [
            RuleExample([
                ("AppDelegate.swift", """
                final class Onboarding {
                    let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
                    func start(in window: UIWindow) {
                        window.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil).↓instantiateInitialViewController()
                    }
                    func restart(in window: UIWindow) {
                        let onboarding = UIStoryboard(name: "Onboarding", bundle: nil)
                        window.rootViewController = onboarding.↓instantiateInitialViewController()!
                        window.rootViewController = self.storyboard.↓instantiateInitialViewController()
                    }
                }
                """),
                ("Onboarding.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController storyboardIdentifier=\"Welcome\" id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
            // Objective-C.
            RuleExample([
                ("FOOAppDelegate.m", """
                @implementation FOOAppDelegate
                - (void)showOnboarding {
                    self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil] ↓instantiateInitialViewController];
                }
                @end
                """),
                ("Onboarding.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("AppDelegate.swift", """
                final class Onboarding {
                    func start(in window: UIWindow, storyboard: UIStoryboard) {
                        window.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()
                        // Another storyboard of the same name in another function is not this one.
                        window.rootViewController = storyboard.instantiateInitialViewController()
                    }
                    func other(in window: UIWindow) {
                        let storyboard = UIStoryboard(name: "Welcome", bundle: nil)
                        _ = storyboard.instantiateViewController(withIdentifier: "Welcome")
                    }
                }
                """),
                ("Onboarding.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController id=\"c1\" sceneMemberID=\"viewController\"/></objects></scene>",
                                                                     initialViewController: "c1")),
                ("Welcome.storyboard", ExampleFiles.iOSStoryboard("        <scene sceneID=\"s1\"><objects><viewController storyboardIdentifier=\"Welcome\" id=\"w1\" sceneMemberID=\"viewController\"/></objects></scene>")),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let storyboards = index.storyboardsByName
        var diagnostics: [Diagnostic] = []
        for use in index.storyboardNameUses where use.kind == .initialController {
            // A storyboard that does not exist is storyboard-not-found's.
            guard let documents = storyboards[use.name], documents.allSatisfy({ $0.initialViewController == nil }) else { continue }
            let message = "\(use.call) asks storyboard '\(use.name)' for its initial view controller, but \(documents[0].fileName) has none\(Self.identifiersHint(documents)); "
                + "check 'Is Initial View Controller' on its first scene, or instantiate a scene by its Storyboard ID — at run time the call returns nil"
            diagnostics.append(context.diagnostic(Self.self, at: use.location, message, identity: "\(use.enclosingClass ?? "")|\(use.name)",
                                                  relatedFiles: documents.map(\.path)))
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
