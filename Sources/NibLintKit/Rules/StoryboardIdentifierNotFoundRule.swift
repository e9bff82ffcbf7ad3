/// Code instantiates a view controller by a Storyboard ID, or performs a segue by an identifier, that
/// no storyboard in the project has. Reported at the call.
public struct StoryboardIdentifierNotFoundRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "storyboard-identifier-not-found",
        name: "Storyboard identifier not found",
        summary: "instantiateViewController(withIdentifier:) or performSegue(withIdentifier:) names an identifier no storyboard in the project has.",
        rationale: "Storyboard IDs and segue identifiers are strings typed twice, once in Interface Builder and once in code. Renaming either side still compiles, and the screen crashes when it is opened.",
        runtimeFailure: "NSInvalidArgumentException: Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier 'X' / Receiver has no segue with identifier 'X'.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample([
                ("Settings.swift", """
                class SettingsViewController: UITableViewController {
                    func openAbout() {
                        let about = storyboard?.↓instantiateViewController(withIdentifier: "AboutScreen")
                        _ = about
                        ↓performSegue(withIdentifier: "showLicence", sender: self)
                    }
                }
                """),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <connections><segue destination="a1" kind="show" identifier="showLicense" id="g1"/></connections>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects><viewController storyboardIdentifier="About" id="a1" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("Settings.swift", """
                class SettingsViewController: UITableViewController {
                    func openAbout() {
                        _ = storyboard?.instantiateViewController(withIdentifier: "About")
                        _ = storyboard?.instantiateViewController(identifier: "About") { coder in UIViewController(coder: coder) }
                        performSegue(withIdentifier: "showLicense", sender: self)
                        performSegue(withIdentifier: Segue.dynamicName, sender: self)
                    }
                }
                """),
                ("Settings.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="t1" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <connections><segue destination="a1" kind="show" identifier="showLicense" id="g1"/></connections>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects><viewController storyboardIdentifier="About" id="a1" sceneMemberID="viewController"/></objects>
                        </scene>
                """)),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Without storyboards in the tree there is nothing to compare against.
        guard index.nibs.contains(where: { $0.kind == .storyboard }) else { return [] }
        var diagnostics: [Diagnostic] = []
        for use in index.storyboardIdentifierUses {
            let known = use.kind == .viewController ? index.storyboardIDs : index.segueIdentifiers
            guard !known.contains(use.identifier) else { continue }
            let caseVariant = known.first { $0.lowercased() == use.identifier.lowercased() }
            // A storyboard shipped by a dependency could hold it, unless the name is only a case variant of ours.
            guard caseVariant != nil || !index.mayHaveUnscannedClasses else { continue }
            let suggestion = caseVariant.map { " (did you mean '\($0)'?)" } ?? MessageText.didYouMean(use.identifier, candidates: Array(known))
            let message: String
            switch use.kind {
            case .viewController:
                message = "instantiateViewController(withIdentifier:) asks for Storyboard ID '\(use.identifier)', which no view controller in the project's storyboards has\(suggestion); "
                    + "set that Storyboard ID in the Identity inspector or fix the string — at run time: \"Storyboard doesn't contain a view controller with identifier '\(use.identifier)'\""
            case .segue:
                message = "performSegue(withIdentifier:) names segue '\(use.identifier)'\(use.enclosingClass.map { " in \($0)" } ?? ""), but no segue in the project's storyboards has that identifier\(suggestion); "
                    + "set the segue's identifier in the Attributes inspector or fix the string — at run time: \"Receiver has no segue with identifier '\(use.identifier)'\""
            }
            diagnostics.append(context.diagnostic(Self.self, at: use.location, message, identity: "\(use.enclosingClass ?? "")|\(use.identifier)"))
        }
        return diagnostics
    }
}
