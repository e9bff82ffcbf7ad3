/// A nib that code registers for cells or reusable views (`register(UINib(nibName:…), forCellReuseIdentifier:)` and
/// its siblings) must hold exactly one top-level object besides the placeholders, of the kind the view dequeues.
/// Reported at the register call, quoting the exception UIKit raises when it first dequeues one.
public struct RegisteredNibShapeRule: Rule {
    public init() {}

    /// The class UIKit checks the one top-level object against, with the name its exception gives it.
    /// UITableView: "… which must be a UITableViewCell instance" (reports of the crash, e.g. tigerAndBull/TABAnimated#158);
    /// UICollectionView checks every registered nib, cells and supplementary views alike, against
    /// UICollectionReusableView (UICollectionViewLayout.m; wokalski/WCFastCell#11 for a cell nib).
    static func requiredClass(for kind: NibRegistration.Kind) -> String? {
        switch kind {
        case .tableViewCell: return "UITableViewCell"
        case .collectionViewCell, .collectionViewSupplementary: return "UICollectionReusableView"
        // AppKit finds the item among the top-level objects (the item's view is one too); judged apart.
        case .appKitCollectionItem: return "NSCollectionViewItem"
        // Not judged: UITableView's check of a header / footer nib (and the text of its exception) is not confirmed from
        // a public source, and NSTableView's handling of a nib with several top-level objects is not documented.
        case .tableViewHeaderFooter, .appKitTableView: return nil
        }
    }

    public static let description = RuleDescription(
        identifier: "registered-nib-shape",
        name: "Registered nib shape",
        summary: "A nib registered for table or collection view cells or reusable views does not hold exactly one top-level object of the class the view dequeues.",
        rationale: "A table or collection view instantiates a registered nib with a nil owner and takes its single top-level object as the cell or reusable view. A gesture recognizer or a spare view dropped at the top level, or a cell of the wrong kind (a UICollectionViewCell registered with a table view), makes every dequeue fail.",
        runtimeFailure: "NSInternalInconsistencyException: \"invalid nib registered for identifier (cell) - nib must contain exactly one top level object which must be a UITableViewCell instance\" on the first dequeue.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        for site in index.sources.loadSites {
            guard site.api == .registerNib, let registration = site.registration, let required = Self.requiredClass(for: registration.kind),
                  let nibName = site.resolvedNibName else { continue }
            let nibs = index.nibs(named: nibName).filter { $0.kind == .xib }
            // Several nibs of that name (targets, localizations): judged only when every one is wrong.
            var problems: [(document: NibDocument, problem: String, object: NibObject?)] = []
            for document in nibs {
                guard let problem = Self.problem(with: document, required: required, kind: registration.kind, index: index) else {
                    problems = []
                    break
                }
                problems.append(problem)
            }
            guard let (document, problem, object) = problems.first else { continue }
            let message: String
            let help: String
            let failure: String
            if registration.kind == .appKitCollectionItem {
                let identifier = registration.identifier.map { " (identifier '\($0)')" } ?? ""
                message = "\(site.callName) registers '\(document.name)' for \(Self.words(for: registration.kind))\(identifier), but \(problem)"
                help = "NSCollectionView takes the item from the nib's top-level objects: add a Collection View Item (an NSCollectionViewItem, its view outlet set to the view)"
                failure = "makeItem(withIdentifier:for:) cannot make an item from the nib"
            } else {
                let identifier = registration.identifier ?? "…"
                let written = registration.identifier.map { " (identifier '\($0)')" } ?? ""
                message = "\(site.callName) registers '\(document.name)' for \(Self.words(for: registration.kind))\(written), but \(problem)"
                help = (object.map { problem.hasPrefix("its top-level object is") ? "make \($0.id) a \(required) (or register the nib with the view that dequeues its kind)" : "keep exactly one top-level object, a \(required): move gesture recognizers and spare views inside it or delete them" } ?? "add a \(required)")
                failure = "\"invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(required) instance\""
            }
            let notes = object.map { [DiagnosticNote(location: document.location(of: $0), message: "the first top-level object of '\(document.name)' is here")] } ?? []
            diagnostics.append(context.diagnostic(Self.self, at: site.location, message, notes: notes, help: help, failure: failure,
                                                  identity: "\(site.enclosingClass ?? "")|\(nibName)|\(registration.identifier ?? "")",
                                                  relatedFiles: [document.path], objectIDs: object.map { [$0.id] } ?? []))
        }
        return diagnostics
    }

    static func words(for kind: NibRegistration.Kind) -> String {
        switch kind {
        case .tableViewCell: return "table view cells"
        case .tableViewHeaderFooter: return "table view headers and footers"
        case .collectionViewCell: return "collection view cells"
        case .collectionViewSupplementary: return "collection view supplementary views"
        case .appKitTableView: return "table views"
        case .appKitCollectionItem: return "collection view items"
        }
    }

    /// What is wrong with `document` as a registered nib, and the top-level object to point at; nil when it is
    /// right or cannot be judged (a class chain that leaves the project and the catalog).
    static func problem(with document: NibDocument, required: String, kind: NibRegistration.Kind,
                        index: ProjectIndex) -> (document: NibDocument, problem: String, object: NibObject?)? {
        let topLevel = document.topLevelObjects.map { document.objects[$0] }
        let classes = topLevel.map { index.className(of: $0, platform: document.platform) }
        if kind == .appKitCollectionItem {
            var anyUnknown = false
            for className in classes {
                guard let className else {
                    anyUnknown = true
                    continue
                }
                switch index.isClass(className, kindOf: required, platform: document.platform) {
                case true?: return nil
                case nil: anyUnknown = true
                case false?: break
                }
            }
            if anyUnknown { return nil }
            return (document, "none of its top-level objects is an NSCollectionViewItem", topLevel.first)
        }
        guard topLevel.count == 1 else {
            if topLevel.isEmpty { return (document, "it has no top-level object besides the placeholders", nil) }
            let listed = zip(topLevel, classes).map { MessageText.describe($0, className: $1) }
            return (document, "it has \(topLevel.count) top-level objects (\(listed.joined(separator: ", ")))", topLevel.first)
        }
        guard let className = classes[0], index.isClass(className, kindOf: required, platform: document.platform) == false else { return nil }
        return (document, "its top-level object is \(MessageText.describe(topLevel[0], className: className)), not a \(required)", topLevel[0])
    }
}
