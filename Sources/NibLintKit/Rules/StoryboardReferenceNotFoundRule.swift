/// A storyboard reference names a storyboard no `.storyboard` of the project has, a Storyboard ID that storyboard
/// lacks, or, naming no identifier, a storyboard without an initial view controller. Reported at the placeholder's `<`.
public struct StoryboardReferenceNotFoundRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "storyboard-reference-not-found",
        name: "Storyboard reference not found",
        summary: "A storyboard reference names a storyboard that does not exist, a Storyboard ID its storyboard lacks, or (with no ID) a storyboard with no initial view controller.",
        rationale: "A storyboard reference is resolved by name when its segue runs: renaming or deleting the storyboard it points to, changing the Storyboard ID of the scene it names, or unchecking 'Is Initial View Controller' there leaves the reference dangling, and nothing warns until the segue is performed.",
        runtimeFailure: "NSInvalidArgumentException: Could not find a storyboard named 'X' in bundle … / Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier 'Y'.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let storyboards = context.storyboardsByName
        let names = storyboards.keys.sorted()
        let unreadable = context.unreadableStoryboardNames
        var diagnostics: [Diagnostic] = []
        for document in index.nibs where document.kind == .storyboard {
            for reference in document.storyboardReferences where reference.bundleIdentifier == nil {
                let name = reference.storyboardName ?? document.name
                guard !unreadable.contains(name) else { continue }
                let location = document.location(line: reference.line, column: reference.column)
                let objectID = document.objects[reference.object].id
                let identity = "\(name)|\(reference.referencedIdentifier ?? "")|\(objectID)"
                guard let targets = storyboards[name] else {
                    // Unlike code, a reference without `bundleIdentifier` looks only in the bundle of its own storyboard,
                    // which this unit builds: a dependency's storyboard cannot be meant, so this holds with dependencies too.
                    let caseVariant = names.first { $0.lowercased() == name.lowercased() }
                    let suggestion = caseVariant.map { " (did you mean '\($0)'? names are case-sensitive on a device)" } ?? MessageText.didYouMean(name, candidates: names)
                    let message = "storyboard reference \(objectID) names storyboard '\(name)', but no .storyboard in the project has that name\(suggestion)"
                    diagnostics.append(context.diagnostic(Self.self, at: location, message, help: "pick the storyboard in the reference's Attributes inspector or restore the file",
                                                          failure: "\"Could not find a storyboard named '\(name)' in bundle\"", identity: identity, objectIDs: [objectID]))
                    continue
                }
                let related = targets.map(\.path).filter { $0 != document.path }
                if let identifier = reference.referencedIdentifier {
                    let known = Self.storyboardIdentifiers(targets)
                    guard !known.contains(identifier) else { continue }
                    let caseVariant = known.first { $0.lowercased() == identifier.lowercased() }
                    let suggestion = caseVariant.map { " (did you mean '\($0)'?)" } ?? MessageText.didYouMean(identifier, candidates: known.sorted())
                    let message = "storyboard reference \(objectID) names Storyboard ID '\(identifier)' of \(targets[0].fileName), which no view controller there has\(suggestion)"
                    diagnostics.append(context.diagnostic(Self.self, at: location, message, help: "set that Storyboard ID in the Identity inspector or fix the reference's Referenced ID",
                                                          failure: "\"Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\(identifier)'\"", identity: identity, relatedFiles: related, objectIDs: [objectID]))
                } else if targets.allSatisfy({ $0.initialViewController == nil }) {
                    let message = "storyboard reference \(objectID) names no Storyboard ID, so it means the initial view controller of \(targets[0].fileName), which has none"
                    diagnostics.append(context.diagnostic(Self.self, at: location, message,
                                                          help: "check 'Is Initial View Controller' on a scene of \(targets[0].fileName) or set the reference's Referenced ID",
                                                          failure: "the reference resolves to no view controller and its segue fails", identity: identity, relatedFiles: related, objectIDs: [objectID]))
                }
            }
        }
        return diagnostics
    }

    /// Every Storyboard ID the copies of one storyboard give their view controllers.
    private static func storyboardIdentifiers(_ documents: [NibDocument]) -> Set<String> {
        var identifiers: Set<String> = []
        for document in documents {
            for object in document.objects where object.placeholderRole == nil {
                if let identifier = object.storyboardIdentifier { identifiers.insert(identifier) }
            }
        }
        return identifiers
    }
}
