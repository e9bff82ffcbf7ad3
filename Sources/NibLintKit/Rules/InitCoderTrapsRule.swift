/// A nib creates an object (a scene's view controller, a view, a cell) of a class whose `init(coder:)` always traps:
/// the Xcode stub `fatalError("init(coder:) has not been implemented")` crashes as soon as the nib loads.
/// Reported at the element, with a note at the initializer.
public struct InitCoderTrapsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "init-coder-traps",
        name: "init(coder:) traps",
        summary: "A nib or storyboard creates an object of a class whose init(coder:) (or -initWithCoder:) always traps: fatalError, preconditionFailure, abort(), return nil, doesNotRecognizeSelector: or @throw.",
        rationale: "Every object a nib creates, other than placeholders and plain custom objects, is decoded with init(coder:). Xcode's stub `required init?(coder:) { fatalError(\"init(coder:) has not been implemented\") }`, the most copied line of UIKit code, is right for a class built only in code; once the class is also named in a nib (a custom view dragged into a xib, a view controller given a storyboard scene), the nib cannot create it.",
        runtimeFailure: "Fatal error: init(coder:) has not been implemented — a crash as soon as the nib loads or the scene is instantiated (Objective-C: '-[X initWithCoder:]: unrecognized selector sent to instance', or a nil object).",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Most projects have no trapping init(coder:) at all: nothing to look up then.
        guard index.sources.declarationsByName.values.contains(where: { $0.contains { $0.decodingEntryPoints.contains { $0.trap != nil } } }) else { return [] }
        var diagnostics: [Diagnostic] = []
        // Built only when a trap is found: a prototype whose reuse identifier the code registers a class under is never
        // decoded (the registration replaces it).
        var identifiers: ReuseIdentifiers?
        // Built only when a trap is found: the nib names something loads (`NibLoading.loadedNames`, less nib objects).
        var loaded: Set<String>?
        for (nib, document) in index.nibs.enumerated() {
            for position in document.objects.indices {
                let object = document.objects[position]
                guard object.customClass != nil, object.placeholderRole == nil, Self.isDecoded(object, platform: document.platform),
                      let hierarchy = index.hierarchy(ofObjectAt: position, in: document),
                      let trap = Self.trappingInitializer(in: hierarchy) else { continue }
                if let identifier = document.reuseIdentifier(of: position) {
                    if identifiers == nil { identifiers = ReuseIdentifiers(index: index) }
                    if let identifiers, Self.registersClass(under: identifier, identifiers: identifiers) { continue }
                }
                if document.kind == .xib, Self.isBuiltInCode(hierarchy.name, index: index) {
                    if loaded == nil { loaded = NibLoading.loadedNames(index, countingNibObjects: false).nibs }
                    if let loaded, NibLoading.isCertainlyUnloaded(nib, index: index, loaded: loaded) { continue }
                }
                diagnostics.append(diagnostic(object, in: document, trap: trap, className: hierarchy.name, context: context))
            }
        }
        return diagnostics
    }

    /// Whether code makes instances of the class itself: registers it by class for reuse (`register(Header.self, …)`) or
    /// creates it without a nib name (`HeaderController()`). With that, a xib of the class that nothing loads
    /// (`NibLoading.isCertainlyUnloaded`) is a leftover whose objects are never decoded.
    static func isBuiltInCode(_ className: String, index: ProjectIndex) -> Bool {
        index.sources.reuseRegistrations.contains { $0.registeredClass == className }
            || index.sources.controllerCreations.contains { $0.className == className }
    }

    /// Whether code registers a class (not a nib) under `identifier`: the table or collection view then makes its cells with
    /// `init(style:reuseIdentifier:)` / `init(frame:)`, and a nib's prototype of that identifier is never decoded.
    static func registersClass(under identifier: String, identifiers: ReuseIdentifiers) -> Bool {
        (identifiers.providers[identifier] ?? []).contains { provider in
            if case .registration(let registration) = provider.origin { return registration.registeredClass != nil }
            return false
        }
    }

    /// Whether the nib creates the object by decoding it (init(coder:)): not a custom object (created with `init`), nor on
    /// macOS a custom view (`init(frame:)`) or a window (its content rect and style).
    static func isDecoded(_ object: NibObject, platform: NibPlatform) -> Bool {
        switch object.elementName {
        case "customObject": return false
        case "customView", "window": return platform != .macOS
        default: return true
        }
    }

    /// The `init(coder:)` that runs when the runtime decodes an instance of `hierarchy`'s class, when it always traps:
    /// the class's own, or, when the class declares none or its own calls `super.init(coder:)`, its superclass's.
    /// Nil when some class on the way has an initializer a storyboard's creator block calls instead.
    static func trappingInitializer(in hierarchy: ClassHierarchy) -> (entry: DecodingEntryPoint, className: String)? {
        for step in hierarchy.steps {
            guard step.hasClassBody else { return nil }
            if step.declarations.contains(where: \.hasCreatorCoderInitializer) { return nil }
            let initializers = step.declarations.flatMap { $0.decodingEntryPoints.filter { $0.name == "init(coder:)" } }
            guard let first = initializers.first else { continue }
            // Several declarations of the name (targets, `#if` branches): each must trap.
            if initializers.allSatisfy({ $0.trap != nil }) { return (first, step.name) }
            if !initializers.allSatisfy(\.callsSuper) { return nil }
        }
        return nil
    }

    private func diagnostic(_ object: NibObject, in document: NibDocument, trap: (entry: DecodingEntryPoint, className: String),
                            className: String, context: RuleContext) -> Diagnostic {
        let isObjectiveC = !trap.entry.location.file.hasSuffix(".swift")
        let initializer = isObjectiveC ? "-initWithCoder:" : "init(coder:)"
        let how = trap.entry.trap ?? "a trap"
        let what = how == "return nil" ? "always returns nil" : "always calls \(how)"
        let whose = trap.className == className ? initializer : "\(initializer) of its superclass \(trap.className)"
        let fix = isObjectiveC
            ? "implement -initWithCoder: of \(trap.className) with [super initWithCoder:coder] and the setup its other initializers do"
            : "implement init(coder:) of \(trap.className) with super.init(coder: coder) and the setup its other initializers do"
        let failure: String
        switch how {
        case "return nil": failure = "the nib gets nil for the object, which crashes or leaves it out"
        case "doesNotRecognizeSelector:": failure = "'-[\(className) initWithCoder:]: unrecognized selector sent to instance'"
        case "@throw": failure = "an uncaught exception as soon as the nib loads"
        default: failure = "a crash (\(how)) as soon as the nib loads"
        }
        let message = "class '\(object.customClass ?? className)' of \(MessageText.describe(object, className: nil)) is created by '\(document.name)' through \(whose), which \(what)"
        let line = trap.entry.trapLocation.map { " (line \($0.line))" } ?? ""
        let notes = [DiagnosticNote(location: trap.entry.location, message: "\(initializer) of \(trap.className) is declared here and \(what)\(line)")]
        return context.diagnostic(Self.self, at: document.location(of: object), message, notes: notes,
                                  help: "\(fix), or create the \(className) in code and leave it out of the nib", failure: failure,
                                  identity: "\(object.id)|\(className)",
                                  relatedFiles: context.index.declaringFilesOfHierarchy(of: className, platform: document.platform),
                                  objectIDs: [object.id])
    }
}
