/// Code instantiates a view controller by a Storyboard ID that no storyboard in the project has, or performs a
/// segue that the calling class's scenes do not have (any scene's, for a class in no scene). Reported at the call.
public struct StoryboardIdentifierNotFoundRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "storyboard-identifier-not-found",
        name: "Storyboard identifier not found",
        summary: "instantiateViewController(withIdentifier:) names a Storyboard ID no storyboard has (or, when the code shows which storyboard it asks, that storyboard lacks), or performSegue(withIdentifier:) names a segue that no scene of the calling class (or of its subclasses) has.",
        rationale: "Storyboard IDs and segue identifiers are strings typed twice, once in Interface Builder and once in code. Renaming either side still compiles, and the screen crashes when it is opened. A segue belongs to the scene it starts in: performSegue(withIdentifier:) sent to a view controller finds only the segues of that controller's scene, so a call copied from another controller fails even though the identifier exists elsewhere. Classes that are the class of no scene are checked against every storyboard. A Storyboard ID belongs to its storyboard too: when the code shows which storyboard it asks (UIStoryboard(name: \"Main\", bundle:) right there, a let bound to one in the same function or a stored let of the class, or storyboard / self.storyboard in a class whose scenes are all in one storyboard), an identifier that only another storyboard has is reported; otherwise any storyboard's counts.",
        runtimeFailure: "NSInvalidArgumentException: Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier 'X' / Receiver (<Controller>) has no segue with identifier 'X'.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Without storyboards in the tree there is nothing to compare against.
        guard index.nibs.contains(where: { $0.kind == .storyboard }) else { return [] }
        // A storyboard that could not be read may hold more scenes of any class: then segues are judged project-wide only.
        let allStoryboardsRead = !context.fileProblems.contains { $0.location.file.hasSuffix(".storyboard") }
        let scenes = allStoryboardsRead ? Self.scenes(index) : []
        var diagnostics: [Diagnostic] = []
        let receivers = ReceiverFacts(storyboards: context.storyboardsByName)
        var overrides: [String: Bool] = [:]
        for use in index.sources.storyboardIdentifierUses {
            // A class that overrides `performSegue(withIdentifier:sender:)` handles identifiers itself (Monal presents a
            // controller for one and returns before `super`): the storyboard is not asked for them.
            if use.kind == .segue, use.isSentToSelf, let className = use.enclosingClass,
               Self.overridesPerformSegue(className, index: index, cache: &overrides) { continue }
            if use.kind == .segue, use.isSentToSelf, let className = use.enclosingClass {
                switch classSegueVerdict(use, className: className, scenes: scenes, context: context) {
                case .classInNoScene: break
                case .found: continue
                case .missing(let diagnostic): diagnostics.append(diagnostic); continue
                }
            }
            if use.kind == .viewController, let receiver = use.storyboard, allStoryboardsRead,
               let diagnostic = receiverVerdict(use, receiver: receiver, scenes: scenes, facts: receivers, context: context) {
                diagnostics.append(diagnostic)
                continue
            }
            let known = use.kind == .viewController ? index.storyboardIDs : index.segueIdentifiers
            guard !known.contains(use.identifier) else { continue }
            let caseVariant = known.first { $0.lowercased() == use.identifier.lowercased() }
            // A storyboard shipped by a dependency could hold it, unless the name is only a case variant of ours.
            guard caseVariant != nil || !index.mayHaveUnscannedClasses else { continue }
            let suggestion = caseVariant.map { " (did you mean '\($0)'?)" } ?? MessageText.didYouMean(use.identifier, candidates: Array(known))
            let message: String
            let help: String
            let failure: String
            switch use.kind {
            case .viewController:
                message = "instantiateViewController(withIdentifier:) asks for Storyboard ID '\(use.identifier)', which no view controller in the project's storyboards has\(suggestion)"
                help = "set that Storyboard ID in the Identity inspector or fix the string"
                failure = "\"Storyboard doesn't contain a view controller with identifier '\(use.identifier)'\""
            case .segue:
                message = "performSegue(withIdentifier:) names segue '\(use.identifier)'\(use.enclosingClass.map { " in \($0)" } ?? ""), which no segue in the project's storyboards has\(suggestion)"
                help = "set the segue's identifier in the Attributes inspector or fix the string"
                failure = "\"Receiver has no segue with identifier '\(use.identifier)'\""
            }
            diagnostics.append(context.diagnostic(Self.self, at: use.location, message, help: help, failure: failure, identity: "\(use.enclosingClass ?? "")|\(use.identifier)"))
        }
        return diagnostics
    }

    /// Whether `className` or a class above it in the sources declares `performSegueWithIdentifier:sender:`
    /// (Swift: `override func performSegue(withIdentifier:sender:)`).
    static func overridesPerformSegue(_ className: String, index: ProjectIndex, cache: inout [String: Bool]) -> Bool {
        if let known = cache[className] { return known }
        let selector = "performSegueWithIdentifier:sender:"
        let answer = [NibPlatform.iOS, .macOS].contains { platform in
            index.ancestors(of: className, platform: platform).contains { name in
                (index.sources.declarationsByName[name] ?? []).contains { $0.methods.contains { $0.selector == selector } }
            }
        }
        cache[className] = answer
        return answer
    }

    /// `instantiateViewController(withIdentifier:)` asked of a storyboard the code shows (`UIStoryboard(name: "Main", …)`, a
    /// `let` bound to one, or the calling controller's own `storyboard` when all its scenes are in one storyboard): a
    /// Storyboard ID that only another storyboard has is reported; nil when the storyboard is not known, or has the
    /// identifier, or no storyboard has it (the project-wide check reports that).
    /// What `receiverVerdict` derives once per class and per storyboard, not once per call (a large project asks the
    /// same storyboards thousands of times).
    private final class ReceiverFacts {
        let storyboards: [String: [NibDocument]]
        init(storyboards: [String: [NibDocument]]) { self.storyboards = storyboards }
        /// A class's own storyboard: the one storyboard all scenes of the class (and of its subclasses) are in; nil
        /// when there is none, or more than one, or a scene's class chain is not known.
        var ownStoryboard: [String: String?] = [:]
        var storyboardIDs: [String: Set<String>] = [:]
    }

    private func receiverVerdict(_ use: StoryboardIdentifierUse, receiver: StoryboardReceiver, scenes: [SceneSegues], facts: ReceiverFacts,
                                 context: RuleContext) -> Diagnostic? {
        let index = context.index
        let storyboards = facts.storyboards
        let name: String
        var ownerClass: String?
        switch receiver {
        case .named(let named):
            name = named
        case .own:
            guard let className = use.enclosingClass else { return nil }
            let own: String?
            if let known = facts.ownStoryboard[className] {
                own = known
            } else {
                own = Self.ownStoryboard(of: className, scenes: scenes, index: index)
                facts.ownStoryboard[className] = .some(own)
            }
            guard let own else { return nil }
            name = own
            ownerClass = className
        }
        guard let documents = storyboards[name] else { return nil }
        let ids: Set<String>
        if let known = facts.storyboardIDs[name] {
            ids = known
        } else {
            ids = Set(documents.flatMap { $0.objects.compactMap(\.storyboardIdentifier) })
            facts.storyboardIDs[name] = ids
        }
        guard !ids.contains(use.identifier) else { return nil }
        let elsewhere = index.nibs.filter { $0.kind == .storyboard && $0.name != name && $0.objects.contains { $0.storyboardIdentifier == use.identifier } }
        guard let other = elsewhere.first else { return nil }
        let holders = elsewhere.map(\.fileName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let caseVariant = ids.first { $0.lowercased() == use.identifier.lowercased() }
        let suggestion = caseVariant.map { " (did you mean '\($0)'?)" } ?? MessageText.didYouMean(use.identifier, candidates: ids.sorted())
        let asked = ownerClass.map { _ in "its own storyboard, \(documents[0].fileName)," } ?? "storyboard '\(name)'"
        let message = "instantiateViewController(withIdentifier:)\(use.enclosingClass.map { " in \($0)" } ?? "") asks \(asked) for Storyboard ID '\(use.identifier)', "
            + "which only \(holders.joined(separator: ", ")) has\(suggestion)"
        let why = ownerClass.map { " (every scene of \($0) is in \(documents[0].fileName), so that is its storyboard)" } ?? ""
        let help = "instantiate it from UIStoryboard(name: \"\(other.name)\", bundle: nil), move the scene, or fix the string\(why)"
        let failure = "\"Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\(use.identifier)'\""
        var notes: [DiagnosticNote] = []
        if let object = other.objects.first(where: { $0.storyboardIdentifier == use.identifier }) {
            notes.append(DiagnosticNote(location: other.location(of: object),
                                        message: "'\(use.identifier)' is the Storyboard ID of \(MessageText.describe(object, className: index.className(of: object, platform: other.platform))) in \(other.fileName)"))
        }
        return context.diagnostic(Self.self, at: use.location, message, notes: notes, help: help, failure: failure,
                                  identity: "\(use.enclosingClass ?? "")|\(name)|\(use.identifier)",
                                  relatedFiles: documents.map(\.path) + elsewhere.map(\.path))
    }

    /// The one storyboard that holds every scene of `className` (or of a subclass); nil when none or several do, or
    /// when a scene's class chain is not known.
    private static func ownStoryboard(of className: String, scenes: [SceneSegues], index: ProjectIndex) -> String? {
        var names: Set<String> = []
        for scene in scenes {
            guard let sceneClass = scene.className else { continue }
            switch index.isClass(sceneClass, kindOf: className, platform: scene.document.platform) {
            case true?: names.insert(scene.document.name)
            case nil: return nil
            case false?: break
            }
        }
        return names.count == 1 ? names.first : nil
    }

    /// A storyboard scene's view controller and the identifiers of the segues that start in the scene
    /// (from the controller or from any control in it): what `performSegue(withIdentifier:)` can find on it.
    private struct SceneSegues {
        var document: NibDocument
        var controller: NibObject
        var className: String?
        var identifiers: [String]

        var storyboardName: String { document.path.split(separator: "/").last.map(String.init) ?? document.path }
    }

    private static func scenes(_ index: ProjectIndex) -> [SceneSegues] {
        var result: [SceneSegues] = []
        for document in index.nibs where document.kind == .storyboard {
            var identifiers = [[String]](repeating: [], count: document.scenes.count)
            for connection in document.connections where connection.kind == .segue {
                guard let identifier = connection.identifier, let scene = document.objects[connection.source].scene else { continue }
                if !identifiers[scene].contains(identifier) { identifiers[scene].append(identifier) }
            }
            for (sceneIndex, scene) in document.scenes.enumerated() {
                guard let owner = scene.owner else { continue }
                let controller = document.objects[owner]
                result.append(SceneSegues(document: document, controller: controller, className: index.className(of: controller, platform: document.platform),
                                          identifiers: identifiers[sceneIndex].sorted()))
            }
        }
        return result
    }

    private enum ClassSegueVerdict {
        /// The class is the class of no scene: the project-wide check applies.
        case classInNoScene
        case found
        case missing(Diagnostic)
    }

    /// `performSegue(withIdentifier:)` sent to `self` in a class that is the class of storyboard scenes: the
    /// segue must start in one of the scenes of that class or of its subclasses.
    private func classSegueVerdict(_ use: StoryboardIdentifierUse, className: String, scenes: [SceneSegues], context: RuleContext) -> ClassSegueVerdict {
        let index = context.index
        var ownScenes: [SceneSegues] = []
        var allowed: Set<String> = []
        for scene in scenes {
            // Scenes whose class cannot be told, or whose class chain is not fully known, may be of this class too.
            guard let sceneClass = scene.className else { allowed.formUnion(scene.identifiers); continue }
            switch index.isClass(sceneClass, kindOf: className, platform: scene.document.platform) {
            case true?: ownScenes.append(scene); allowed.formUnion(scene.identifiers)
            case nil: allowed.formUnion(scene.identifiers)
            case false?: break
            }
        }
        guard !ownScenes.isEmpty else { return .classInNoScene }
        guard !allowed.contains(use.identifier) else { return .found }
        let ownIdentifiers = Set(ownScenes.flatMap(\.identifiers)).sorted()
        // Where the identifier does exist, if anywhere: the usual cause is a call copied from another controller.
        let elsewhere = scenes.first { $0.identifiers.contains(use.identifier) }
        let caseVariant = ownIdentifiers.first { $0.lowercased() == use.identifier.lowercased() }
        let suggestion = caseVariant.map { " (did you mean '\($0)'?)" } ?? (elsewhere == nil ? MessageText.didYouMean(use.identifier, candidates: ownIdentifiers) : "")
        var storyboards: [String] = []
        for scene in ownScenes where !storyboards.contains(scene.storyboardName) { storyboards.append(scene.storyboardName) }
        let segues = ownIdentifiers.isEmpty ? "have no segue with an identifier" : "have only these segues: " + ownIdentifiers.map { "'\($0)'" }.joined(separator: ", ")
        let subclasses = ownScenes.contains { $0.className != className } ? " (and of its subclasses)" : ""
        let elsewhereText = elsewhere.map { " ('\(use.identifier)' is a segue of the \($0.className ?? "view controller") scene in \($0.storyboardName))" } ?? ""
        let message = "performSegue(withIdentifier:) names segue '\(use.identifier)' in \(className), which no storyboard scene of \(className)\(subclasses) has\(suggestion)\(elsewhereText)"
        let help = "add the segue to \(className)'s scene, set its identifier in the Attributes inspector, or fix the string (its scenes in \(storyboards.joined(separator: ", ")) \(segues))"
        let failure = "\"Receiver (<\(className)>) has no segue with identifier '\(use.identifier)'\""
        var notes = ownScenes.prefix(3).map { scene in
            DiagnosticNote(location: scene.document.location(of: scene.controller),
                           message: "the scene of \(MessageText.describe(scene.controller, className: scene.className)) in \(scene.storyboardName)")
        }
        if let elsewhere {
            notes.append(DiagnosticNote(location: elsewhere.document.location(of: elsewhere.controller),
                                        message: "'\(use.identifier)' starts in the scene of \(MessageText.describe(elsewhere.controller, className: elsewhere.className))"))
        }
        let related = ownScenes.map(\.document.path).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return .missing(context.diagnostic(Self.self, at: use.location, message, notes: notes, help: help, failure: failure, identity: "\(className)|\(use.identifier)",
                                        relatedFiles: related + index.declaringFilesOfHierarchy(of: className, platform: ownScenes[0].document.platform),
                                        objectIDs: ownScenes.map(\.controller.id)))
    }
}
