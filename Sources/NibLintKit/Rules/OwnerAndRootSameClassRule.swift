/// A xib whose File's Owner and top-level view have the same custom class.
/// Reported at the top-level view.
public struct OwnerAndRootSameClassRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "owner-and-root-same-class",
        name: "Owner and root of the same class",
        summary: "A xib's File's Owner (with connections) and its top-level view have the same custom class.",
        rationale: "Loading such a nib makes two instances of the class: the owner that loads it and the new top-level view. Outlets end up split between them, usually on the wrong one — and a view that loads this nib from init(coder:) recurses forever.",
        runtimeFailure: "Outlets are nil on the instance in use, or infinite recursion while loading the nib.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample([
                ("Card.swift", "class CardView: UIView {\n    @IBOutlet var title: UILabel!\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="title" destination="l1" id="o1"/></connections>
                        </placeholder>
                        ↓<view id="v1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                        </view>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("Card.swift", "class CardView: UIView {\n    @IBOutlet var contentView: UIView!\n}\n"),
                ("Card.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // A cell nib whose File's Owner class is left over but has no connections: harmless.
            RuleExample([
                ("Checkbox.swift", "class CheckboxCell: UITableViewCell {\n    @IBOutlet var box: UIButton!\n}\n"),
                ("Checkbox.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CheckboxCell" customModule="App" customModuleProvider="target"/>
                        <tableViewCell id="c1" customClass="CheckboxCell" customModule="App" customModuleProvider="target">
                            <subviews><button id="b1"/></subviews>
                            <connections><outlet property="box" destination="b1" id="o1"/></connections>
                        </tableViewCell>
                """)),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.index.nibs where document.kind == .xib {
            guard let ownerIndex = document.filesOwner, let ownerClass = document.objects[ownerIndex].customClass,
                  ownerClass != "NSObject" else { continue }
            // Without connections on File's Owner there is nothing to split: its class is only a leftover label.
            let ownerID = document.objects[ownerIndex].id
            guard document.connections.contains(where: { $0.source == ownerIndex || $0.destinationID == ownerID }) else { continue }
            for index in document.topLevelObjects where document.objects[index].customClass == ownerClass {
                let root = document.objects[index]
                let message = "File's Owner and the top-level \(MessageText.describe(root, className: nil)) are both \(ownerClass); loading this nib creates a second \(ownerClass) and splits the outlets between the two instances. "
                    + "Keep the class on one of them: usually set the top-level view back to the plain framework view class and connect outlets from File's Owner, or clear File's Owner's class and connect from the view"
                let note = DiagnosticNote(location: document.location(of: document.objects[ownerIndex]), message: "File's Owner is \(ownerClass) too")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: root), message, notes: [note],
                                                      identity: "\(root.id)|\(ownerClass)",
                                                      relatedFiles: context.index.declaringFiles(of: [ownerClass]),
                                                      objectIDs: [document.objects[ownerIndex].id, root.id]))
            }
        }
        return diagnostics
    }
}
