/// Code force-casts a storyboard scene it looked up by name (Storyboard ID, initial view controller, segue identifier)
/// to a class the scene's view controller is not. Reported at the cast's type.
public struct CastMismatchRule: Rule {
    public init() {}

    /// The Swift runtime's text for a failed `as!` (swift/stdlib/public/runtime/Casting.cpp, `swift_dynamicCastFailure`:
    /// "Could not cast value of type '%s' (%p) to '%s' (%p)."), without the addresses and module prefixes.
    static func runtimeText(_ actual: String, _ cast: String) -> String {
        "Could not cast value of type '\(actual)' to '\(cast)'"
    }

    public static let description = RuleDescription(
        identifier: "cast-mismatch",
        name: "Cast mismatch",
        summary: "Code force-casts (`as!`) what it looked up by name — a scene by `instantiateViewController(withIdentifier:)` or `instantiateInitialViewController()`, `segue.destination` in `prepare(for:sender:)`, a cell by `dequeueReusableCell(withIdentifier:for:)` — to a class the scene's view controller (or the prototype cell, or the registered nib's cell) is not.",
        rationale: "A scene's class is set in the Identity inspector, the cast in code: when a scene's class is changed, or a Storyboard ID or segue identifier is copied from another scene, nothing but the crash tells. Judged only when niblint knows which scenes the lookup can return and every one of them has a class whose superclass chain it knows: the storyboard the code names (or every scene with that Storyboard ID, when they agree), the segues of the scenes of the class whose prepare(for:sender:) it is, under an identifier the code has compared, and for cells the prototypes in the scenes of the dequeuing class and the nibs registered for the identifier (a class registered for it, or a registration in that class whose identifier niblint cannot read, leaves the cast unjudged).",
        runtimeFailure: "Could not cast value of type 'App.BarViewController' (0x…) to 'App.FooViewController' (0x…).",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// One scene the lookup can return: the object the cast applies to, in its document.
    private struct Candidate {
        var document: NibDocument
        var object: Int
        var className: String
    }

    private enum Resolution {
        /// Not judged: the scenes the lookup returns are unknown, or one of their classes is not fully known.
        case unverified
        case candidates([Candidate])
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard !index.sources.forcedLookupCasts.isEmpty, !index.nibs.isEmpty else { return [] }
        let storyboards = context.storyboardsByName
        let unreadable = context.unreadableStoryboardNames
        var diagnostics: [Diagnostic] = []
        for cast in index.sources.forcedLookupCasts {
            guard case .candidates(let candidates) = resolve(cast, index: index, storyboards: storyboards, unreadable: unreadable),
                  let first = candidates.first else { continue }
            // Every scene the lookup can return is provably not of the cast's class.
            guard candidates.allSatisfy({ index.castVerdict(of: $0.className, to: cast.castClass, platform: $0.document.platform) == false }) else { continue }
            // Without a named storyboard, only when every scene of the identifier agrees.
            if cast.storyboardName == nil, case .storyboardIdentifier = cast.lookup, candidates.contains(where: { $0.className != first.className }) { continue }
            diagnostics.append(diagnostic(cast, candidates: candidates, context: context))
        }
        return diagnostics
    }

    private func diagnostic(_ cast: ForcedLookupCast, candidates: [Candidate], context: RuleContext) -> Diagnostic {
        let first = candidates[0]
        let object = first.document.objects[first.object]
        let described = MessageText.describe(object, className: first.className)
        let lookup: String
        let identity: String
        switch cast.lookup {
        case .storyboardIdentifier(let identifier):
            lookup = "\(cast.call) returns the scene with Storyboard ID '\(identifier)' in \(first.document.fileName), \(described)"
            identity = "id|\(identifier)"
        case .initialController:
            lookup = "\(cast.call) returns the initial view controller of \(first.document.fileName), \(described)"
            identity = "initial|\(first.document.name)"
        case .segueDestination(let identifier):
            let leadsTo = cast.target == .navigationRoot ? "leads to a navigation controller whose root is" : "leads to"
            lookup = "in \(cast.enclosingClass ?? "").prepare(for:sender:), segue '\(identifier)' of \(first.document.fileName) \(leadsTo) \(described)"
            identity = "segue|\(identifier)"
        case .reuseIdentifier(let identifier):
            let source = first.document.kind == .xib ? "the nib '\(first.document.name)' registered for it" : "its prototype in \(first.document.fileName)"
            lookup = "\(cast.call) dequeues reuse identifier '\(identifier)', and \(source) is \(described)"
            identity = "reuse|\(identifier)"
        }
        // A typealias or `NS_SWIFT_NAME` is named with the class it stands for.
        let resolved = context.index.castClassNames(cast.castClass, platform: first.document.platform).first
        let castName = resolved.map { $0 == cast.castClass || cast.castClass.hasSuffix(".\($0)") ? cast.castClass : "\(cast.castClass) (\($0))" } ?? cast.castClass
        let message = "\(lookup), but the code force-casts it to \(castName)"
        let help = "set the \(first.document.reuseIdentifier(of: first.object) != nil || first.document.kind == .xib ? "cell" : "scene")'s class to \(resolved ?? cast.castClass) in the Identity inspector, or cast to \(first.className)"
        let notes = candidates.prefix(3).map { candidate in
            let object = candidate.document.objects[candidate.object]
            let isCell = candidate.document.reuseIdentifier(of: candidate.object) != nil || candidate.document.kind == .xib
            return DiagnosticNote(location: candidate.document.location(of: object),
                                  message: "\(isCell ? "the dequeued cell is" : "the scene of") \(MessageText.describe(object, className: candidate.className))")
        }
        var related: [String] = []
        for candidate in candidates where !related.contains(candidate.document.path) { related.append(candidate.document.path) }
        return context.diagnostic(Self.self, at: cast.location, message, notes: notes,
                                  help: help, failure: "\"\(Self.runtimeText(first.className, resolved ?? cast.castClass))\"",
                                  identity: "\(cast.enclosingClass ?? "")|\(identity)|\(cast.castClass)",
                                  relatedFiles: related, objectIDs: candidates.map { $0.document.objects[$0.object].id })
    }

    /// The scenes (or, through a navigation controller, the roots) the lookup can return.
    private func resolve(_ cast: ForcedLookupCast, index: ProjectIndex, storyboards: [String: [NibDocument]], unreadable: Set<String>) -> Resolution {
        var documents: [NibDocument]
        if let name = cast.storyboardName {
            guard let named = storyboards[name], !unreadable.contains(name) else { return .unverified }
            documents = named
        } else {
            guard unreadable.isEmpty else { return .unverified }
            documents = index.nibs.filter { $0.kind == .storyboard }
        }
        var candidates: [Candidate] = []
        func add(_ document: NibDocument, _ position: Int) -> Bool {
            let object = document.objects[position]
            guard object.placeholderRole == nil, let className = index.className(of: object, platform: document.platform) else { return false }
            candidates.append(Candidate(document: document, object: position, className: className))
            return true
        }
        switch cast.lookup {
        case .storyboardIdentifier(let identifier):
            for document in documents {
                for position in document.objects.indices where document.objects[position].storyboardIdentifier == identifier {
                    guard add(document, position) else { return .unverified }
                }
            }
        case .initialController:
            for document in documents {
                guard let initial = document.initialViewController, let position = document.objectIndexByID[initial],
                      add(document, position) else { return .unverified }
            }
        case .segueDestination(let identifier):
            guard let className = cast.enclosingClass?.split(separator: ".").last.map(String.init) else { return .unverified }
            for document in documents {
                for connection in document.connections where connection.kind == .segue && connection.identifier == identifier {
                    guard let scene = document.objects[connection.source].scene, let owner = document.scenes[scene].owner else { return .unverified }
                    guard let sourceClass = index.className(of: document.objects[owner], platform: document.platform) else { return .unverified }
                    switch index.isClass(sourceClass, kindOf: className, platform: document.platform) {
                    case false?: continue
                    case nil: return .unverified
                    case true?: break
                    }
                    guard connection.segueKind != "unwind", var destination = document.destinationIndex(of: connection) else { return .unverified }
                    if cast.target == .navigationRoot {
                        let roots = document.connections.filter { $0.kind == .segue && $0.source == destination && $0.segueKind == "relationship" }
                        guard document.objects[destination].elementName == "navigationController", roots.count == 1,
                              let root = document.destinationIndex(of: roots[0]) else { return .unverified }
                        destination = root
                    }
                    guard add(document, destination) else { return .unverified }
                }
            }
        case .reuseIdentifier(let identifier):
            guard let className = cast.enclosingClass?.split(separator: ".").last.map(String.init) else { return .unverified }
            func isEnclosing(_ name: String?) -> Bool { name?.split(separator: ".").last.map(String.init) == className }
            // A class registered for the identifier replaces its prototype or nib; a registration whose identifier cannot be
            // read, in the same class, may be that one.
            if index.sources.cellClassRegistrations.contains(where: { $0.identifier == identifier || ($0.identifier == nil && isEnclosing($0.enclosingClass)) }) {
                return .unverified
            }
            for site in index.sources.loadSites where site.api == .registerNib {
                guard let registered = site.registration?.identifier else {
                    if isEnclosing(site.enclosingClass) { return .unverified }
                    continue
                }
                guard registered == identifier else { continue }
                let nibs = site.resolvedNibName.map { index.nibs(named: $0).filter { $0.kind == .xib } } ?? []
                guard !nibs.isEmpty else { return .unverified }
                for document in nibs {
                    guard let root = document.topLevelObjects.first, add(document, root) else { return .unverified }
                }
            }
            // The prototypes of the identifier in the scenes of the dequeuing class (and of its subclasses).
            for document in documents {
                for prototype in document.reuseIdentifiers where prototype.identifier == identifier {
                    let position = prototype.object
                    guard let scene = document.objects[position].scene, let owner = document.scenes[scene].owner,
                          let ownerClass = index.className(of: document.objects[owner], platform: document.platform) else { return .unverified }
                    switch index.isClass(ownerClass, kindOf: className, platform: document.platform) {
                    case false?: continue
                    case nil: return .unverified
                    case true?: guard add(document, position) else { return .unverified }
                    }
                }
            }
        }
        return .candidates(candidates)
    }
}
