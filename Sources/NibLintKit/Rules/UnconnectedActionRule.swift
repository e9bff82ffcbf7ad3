/// An `@IBAction` of a class that nibs instantiate, which no nib connects. Off by default: actions are
/// often also called from code. Reported at the method declaration.
public struct UnconnectedActionRule: Rule {
    public init() {}

    public static let requirements: RuleRequirements = [.nibUsage]

    public static let description = RuleDescription(
        identifier: "unconnected-action",
        name: "Unconnected action",
        summary: "An @IBAction of a class used in nibs is connected by no nib (off by default).",
        rationale: "An action no control sends is dead code or a lost connection: the button that should call it does nothing.",
        runtimeFailure: "Tapping the control does nothing.",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        triggeringExamples: [
            RuleExample([
                ("Player.swift", "class PlayerViewController: UIViewController {\n    @IBAction func play(_ sender: Any) {}\n    @IBAction func ↓stop(_ sender: Any) {}\n}\n"),
                ("Player.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1">
                            <subviews>
                                <button id="b1"><connections><action selector="play:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
                            </subviews>
                        </view>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            // Reached through First Responder or an unwind segue; a class used in no nib.
            RuleExample([
                ("Doc.swift", "class EditorViewController: UIViewController {\n    @IBAction func export(_ sender: Any?) {}\n    @IBAction func unwindToEditor(_ segue: UIStoryboardSegue) {}\n}\nclass CodeOnly: UIViewController {\n    @IBAction func unused(_ sender: Any) {}\n}\n"),
                ("Editor.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="EditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <button id="b1"><connections><action selector="export:" destination="fr1" eventType="touchUpInside" id="a1"/></connections></button>
                                            <button id="b2"><connections><segue destination="x1" kind="unwind" unwindAction="unwindToEditor:" id="u1"/></connections></button>
                                        </subviews>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                <exit id="x1" sceneMemberID="exit"/>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let usage = context.analyses.nibUsage
        var diagnostics: [Diagnostic] = []
        var seen: Set<SourceLocation> = []
        for used in usage.classesUsedInNibs().sorted(by: NibUsage.ClassInNibs.reportOrder) {
            let connected = usage.connectedSelectors(of: used.name, platform: used.platform)
            for declaration in used.declarations {
                for method in declaration.methods where (method.isAction || method.isSegueAction) && !connected.contains(method.selector) {
                    guard seen.insert(method.location).inserted else { continue }
                    let message = "@IBAction '\(method.selector)' of \(used.name) is connected in none of the nibs that use it"
                    diagnostics.append(context.diagnostic(Self.self, at: method.location, message,
                                                          help: "connect it to its control in Interface Builder, or remove @IBAction if only code calls it", identity: "\(used.name)|\(method.selector)"))
                }
            }
        }
        return diagnostics
    }
}
