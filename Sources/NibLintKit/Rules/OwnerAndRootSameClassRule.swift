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
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The main nib's File's Owner is NSApp, whatever class the nib names: loading it makes one instance of the class,
        // the top-level object (owner-class-mismatch reports File's Owner connections that fail on NSApp).
        let mainNibs = Set(NibLoading.mainNibs(context.index).map(\.nib.path))
        for document in context.index.nibs where document.kind == .xib && !mainNibs.contains(document.path) {
            guard let ownerIndex = document.filesOwner, let ownerClass = document.objects[ownerIndex].customClass,
                  ownerClass != "NSObject" else { continue }
            // Without connections on File's Owner there is nothing to split: its class is only a leftover label.
            let ownerID = document.objects[ownerIndex].id
            guard document.connections.contains(where: { $0.source == ownerIndex || $0.destinationID == ownerID }) else { continue }
            // A nib a table or collection view instantiates with no owner uses its top-level object: File's Owner's
            // connections go nowhere, and when the top-level object makes them all, nothing is lost.
            let isInstanceNib = InstanceNibs.isInstanceNib(document, index: context.index)
            if isInstanceNib, InstanceNibs.connectedTwin(ofOwner: ownerIndex, in: document) != nil { continue }
            for index in document.topLevelObjects where document.objects[index].customClass == ownerClass {
                let root = document.objects[index]
                let rootText = MessageText.describe(root, className: nil)
                let message: String
                let help: String
                let failure: String
                if isInstanceNib {
                    let missing = InstanceNibs.outletsMissing(on: index, owner: ownerIndex, in: document)
                    let connectText = missing.isEmpty ? "" : "connect \(missing.map { "'\($0)'" }.joined(separator: ", ")) from the top-level \(rootText), then "
                    message = "File's Owner and the top-level \(rootText) are both \(ownerClass), but the view that uses this nib instantiates it with no owner"
                    help = "keep the top-level object's class and connections: \(connectText)remove File's Owner's connections and clear its class"
                    failure = "the view takes the top-level \(rootText), so File's Owner's connections go nowhere"
                } else {
                    message = "File's Owner and the top-level \(rootText) are both \(ownerClass)"
                    help = "keep the class on one of them: usually set the top-level view back to the plain framework view class and connect outlets from File's Owner, or clear File's Owner's class and connect from the view"
                    failure = "loading this nib creates a second \(ownerClass) and splits the outlets between the two instances"
                }
                let note = DiagnosticNote(location: document.location(of: document.objects[ownerIndex]), message: "File's Owner is \(ownerClass) too")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: root), message, notes: [note], help: help, failure: failure,
                                                      identity: "\(root.id)|\(ownerClass)",
                                                      relatedFiles: context.index.declaringFiles(of: [ownerClass]),
                                                      objectIDs: [document.objects[ownerIndex].id, root.id]))
            }
        }
        return diagnostics
    }
}
