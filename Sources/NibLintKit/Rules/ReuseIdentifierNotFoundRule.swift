/// Code dequeues a cell or reusable view by an identifier that no prototype cell of the unit's nibs has and no
/// `register(…)` call registers. Reported at the dequeue's method name.
public struct ReuseIdentifierNotFoundRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "reuse-identifier-not-found",
        name: "Reuse identifier not found",
        summary: "dequeueReusableCell(withIdentifier:) and its siblings ask for a reuse identifier that no prototype cell or reusable view in the project's storyboards and xibs has and that no register(…) call registers.",
        rationale: "A reuse identifier is typed twice: once on the prototype cell in Interface Builder (or in a register call) and once where the cell is dequeued. Renaming either side still compiles, and the list crashes the first time it shows a row. niblint reads identifiers written as string literals, constants of the project (static let, file-level let, a local let), String(describing: FooCell.self), \"\\(FooCell.self)\", NSStringFromClass, and FooCell.reuseIdentifier when a protocol extension defines it as the class name; any other identifier is not judged. Scope: an identifier counts as known when any prototype cell of the unit's nibs has it or any register call of the unit's sources registers it, because code rarely lets niblint tell which table view it dequeues from. A registration whose identifier niblint cannot read, or a nib it could not read, may provide anything, so then only identifiers close to a known one (a typo or a rename) are reported. Cells may be registered under their class names by a generic helper (register(T.self, forCellReuseIdentifier: \"\\(T.self)\")) or by a dependency outside the tree; then the names of the project's classes count as known, except the classes of prototype cells, whose identifiers the nibs spell out. dequeueReusableCell(withIdentifier:) without an index path, dequeueReusableHeaderFooterView(withIdentifier:) and makeView(withIdentifier:owner:) return nil for an unknown identifier, and code usually makes the view itself then: they are judged only when their result is force-unwrapped or force-cast.",
        runtimeFailure: "NSInternalInconsistencyException: unable to dequeue a cell with identifier X - must register a nib or a class for the identifier or connect a prototype cell in a storyboard (dequeueReusableCell(withIdentifier:) without an index path, dequeueReusableHeaderFooterView and makeView return nil instead).",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// UIKit's exception texts (UITableView / UICollectionView, `-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]`
    /// and `-[UICollectionView _dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:]`).
    static func runtimeText(_ api: ReuseIdentifierUse.API, identifier: String) -> String {
        let must = " - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        switch api {
        case .tableCellForIndexPath:
            return "\"unable to dequeue a cell with identifier \(identifier)\(must)\""
        case .collectionCell:
            return "\"could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier)\(must)\""
        case .supplementary:
            return "\"could not dequeue a view of kind: … with identifier \(identifier)\(must)\""
        case .tableCell, .headerFooter, .appKitMakeView:
            return "it returns nil, and the code that unwraps it crashes"
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let uses = index.sources.reuseIdentifierUses
        // Linting sources without their nibs (a folder of Swift files) proves nothing about the prototypes.
        guard !uses.isEmpty, !index.nibs.isEmpty else { return [] }
        let identifiers = ReuseIdentifiers(index: index)
        let known = identifiers.knownIdentifiers
        // Registrations niblint cannot read may register anything, and a nib it could not read may hold any prototype:
        // then only a near miss of a known identifier (a typo, a rename on one side) is reported.
        let isOpen = !identifiers.opaqueRegistrations.isEmpty
            || context.fileProblems.contains { $0.location.file.hasSuffix(".storyboard") || $0.location.file.hasSuffix(".xib") }
        var diagnostics: [Diagnostic] = []
        var knownByLowercase: [String: String] = [:]
        for name in known.reversed() { knownByLowercase[name.lowercased()] = name }
        // With registrations niblint cannot read, only identifiers within two edits of a known one matter: those
        // are among the known identifiers of nearly the same length.
        var knownByLength: [Int: [String]] = [:]
        if isOpen { for name in known { knownByLength[name.count, default: []].append(name) } }
        // Many dequeues ask for the same unknown identifier: its nearest known one is looked up once.
        var nearestKnown: [String: String?] = [:]
        for use in uses where use.throwsWhenMissing || use.isForced {
            guard let identifier = identifiers.resolve(use.identifier, enclosingClass: use.enclosingClass), !identifiers.isKnown(identifier) else { continue }
            // Code outside the tree (a pod's `register(cellType:)`) registers cells under their class names.
            if index.mayHaveUnscannedClasses, identifiers.isClassName(identifier) { continue }
            let nearest: String?
            if let found = nearestKnown[identifier] {
                nearest = found
            } else {
                let candidates = isOpen ? (identifier.count - 2...identifier.count + 2).flatMap { knownByLength[$0] ?? [] }.sorted() : known
                nearest = knownByLowercase[identifier.lowercased()] ?? MessageText.nearest(to: identifier, in: candidates)
                nearestKnown[identifier] = .some(nearest)
            }
            if isOpen {
                guard let nearest, MessageText.isNear(identifier, nearest, within: 2) else { continue }
            }
            let who = use.enclosingClass.map { " in \($0)" } ?? ""
            let message = "\(use.api.rawValue)\(who) asks for reuse identifier '\(identifier)', which no prototype or register(…) call provides"
                + MessageText.didYouMean(suggestion: nearest)
            var notes: [DiagnosticNote] = []
            var related: [String] = []
            if let nearest {
                for provider in identifiers.providers[nearest] ?? [] {
                    switch provider.origin {
                    case .prototype(let document, let object):
                        let nib = index.nibs[document]
                        notes.append(DiagnosticNote(location: nib.location(of: nib.objects[object]), message: "'\(nearest)' is the identifier of \(MessageText.describe(nib.objects[object], className: provider.className))"))
                        if !related.contains(nib.path) { related.append(nib.path) }
                    case .registration(let registration):
                        notes.append(DiagnosticNote(location: registration.location, message: "'\(nearest)' is registered here"))
                    }
                    if notes.count == 3 { break }
                }
            }
            diagnostics.append(context.diagnostic(Self.self, at: use.location, message, notes: notes,
                                                  help: "set it as the Identifier of the prototype cell in the Attributes inspector, register a nib or class for it, or fix the string",
                                                  failure: Self.runtimeText(use.api, identifier: identifier), identity: "\(use.enclosingClass ?? "")|\(identifier)", relatedFiles: related))
        }
        return diagnostics
    }
}
