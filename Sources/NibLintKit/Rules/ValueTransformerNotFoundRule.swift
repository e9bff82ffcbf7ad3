/// A Cocoa binding's `NSValueTransformerName` option that names no system transformer, no value transformer class of
/// the project under that runtime name, and no name the code registers. Reported at the option's `<string>` element.
public struct ValueTransformerNotFoundRule: Rule {
    public init() {}

    /// The transformers Foundation registers itself (Apple, `NSValueTransformerName` constants: negateBoolean,
    /// isNil, isNotNil, unarchiveFromData, keyedUnarchiveFromData, secureUnarchiveFromData).
    static let systemTransformers: Set<String> = [
        "NSNegateBoolean", "NSIsNil", "NSIsNotNil", "NSUnarchiveFromData", "NSKeyedUnarchiveFromData", "NSSecureUnarchiveFromData",
    ]

    // The runtime's text, as an app built with a transformer AppKit could not find reported it: "Terminating app due to
    // uncaught exception 'NSInternalInconsistencyException', reason: 'Cannot find value transformer with name
    // KeyTransformer'" (github.com/eswai/Benkei issue 23, 2023).
    static func runtimeConsequence(_ name: String) -> String {
        "AppKit raises NSInternalInconsistencyException as the nib loads: \"Cannot find value transformer with name \(name)\""
    }

    public static let description = RuleDescription(
        identifier: "value-transformer-not-found",
        name: "Value transformer not found",
        summary: "A binding's value transformer names no system transformer, no NSValueTransformer subclass of the project under that runtime name (@objc(Name), an Objective-C class, Module.Class for a Swift class), and no name the code registers.",
        rationale: "AppKit looks a binding's NSValueTransformerName up with NSValueTransformer(forName:): a registered transformer, else a class of that runtime name (NSClassFromString). A renamed transformer class, or a Swift class without @objc(Name), is not found, and AppKit raises when the nib loads. Names the code may register without niblint reading them (a computed name) are not judged; when dependencies are in the tree (Podfile, remote packages, prebuilt frameworks), only a name one or two letters from a transformer class of the project is.",
        runtimeFailure: "NSInternalInconsistencyException: Cannot find value transformer with name X (the app terminates as the nib loads).",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// Why a transformer name was or was not judged.
    enum Verdict: Equatable {
        case found, system, registered, unverified, missing, swiftRuntimeName
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.index.nibs where !document.bindings.isEmpty {
            for binding in document.bindings where binding.valueTransformerName != nil {
                let result = Self.diagnose(binding, in: document, context: context)
                if let diagnostic = result.diagnostic { diagnostics.append(diagnostic) }
            }
        }
        return diagnostics
    }

    static func diagnose(_ binding: NibBinding, in document: NibDocument, context: RuleContext) -> (verdict: Verdict, diagnostic: Diagnostic?) {
        let index = context.index
        guard let name = binding.valueTransformerName, !name.isEmpty else { return (.unverified, nil) }
        if systemTransformers.contains(name) { return (.system, nil) }
        if index.sources.valueTransformerNames.contains(name) { return (.registered, nil) }
        let connection = document.connections[binding.connection]
        let location = document.location(line: binding.valueTransformerLine, column: binding.valueTransformerColumn)
        let subject = "value transformer '\(name)' of " + describe(binding, connection: connection, in: document, index: index)
        let identity = DiagnosticKeys.connection(connection, in: document, member: "transformer:" + name)
        // A class of that runtime name: an Objective-C class, a Swift class's @objc(Name), or a Swift class's Module.Class.
        let declarations = index.sources.declarationsByName[name] ?? []
        if declarations.contains(where: { isRuntimeName(name, of: $0) }) { return (.found, nil) }
        if let dot = name.lastIndex(of: "."), name[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            let simple = String(name[name.index(after: dot)...])
            if (index.sources.declarationsByName[simple] ?? []).contains(where: { $0.kind == .classDeclaration && $0.location.file.hasSuffix(".swift") && $0.objCName == nil }) {
                return (.found, nil)
            }
        }
        // A Swift class of that simple name without @objc(Name): its runtime name is Module.Class, which the nib does not use.
        if let swiftClass = declarations.first(where: { $0.kind == .classDeclaration && $0.location.file.hasSuffix(".swift") && $0.objCName == nil && $0.simpleName == name }) {
            if index.sources.registersUnreadableValueTransformerName { return (.unverified, nil) }
            let message = "\(subject) names the Swift class '\(name)', whose runtime name is 'Module.\(name)', so NSValueTransformer(forName: \"\(name)\") does not find it"
            return (.swiftRuntimeName, context.diagnostic(Self.self, at: location, message,
                                                          notes: [DiagnosticNote(location: swiftClass.location, message: "class '\(name)' is declared here")],
                                                          help: "declare it @objc(\(name)) or register an instance with ValueTransformer.setValueTransformer(_:forName:)",
                                                          failure: runtimeConsequence(name),
                                                          identity: identity, relatedFiles: [swiftClass.location.file],
                                                          objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
        }
        // A name registered by code niblint cannot read; or, with dependencies in the tree, a transformer of theirs —
        // unless the name is one letter or so from the project's own (a renamed class, as `unknown-class` judges it).
        if index.sources.registersUnreadableValueTransformerName { return (.unverified, nil) }
        let nearest = MessageText.nearest(to: name, in: transformerNames(index: index) + Array(systemTransformers))
        if index.mayHaveUnscannedClasses, nearest.map({ !MessageText.isNear(name, $0, within: 2) }) ?? true { return (.unverified, nil) }
        let suggestion = MessageText.didYouMean(suggestion: nearest)
        let message = "\(subject) names no system transformer, no value transformer class and no registered name\(suggestion)"
        return (.missing, context.diagnostic(Self.self, at: location, message,
                                             help: "choose one in the Bindings inspector, declare an NSValueTransformer subclass @objc(\(name)) or register one with ValueTransformer.setValueTransformer(_:forName:)",
                                             failure: runtimeConsequence(name), identity: identity,
                                             objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
    }

    /// Whether `declaration` is a class whose Objective-C runtime name is `name`.
    private static func isRuntimeName(_ name: String, of declaration: ClassDeclaration) -> Bool {
        guard declaration.kind == .classDeclaration else { return false }
        if declaration.objCName == name { return true }
        // An Objective-C class goes by its name.
        return !declaration.location.file.hasSuffix(".swift") && declaration.name == name
    }

    /// The runtime names of the project's value transformer classes, and the names the code registers.
    private static func transformerNames(index: ProjectIndex) -> [String] {
        var names = Array(index.sources.valueTransformerNames)
        for (name, declarations) in index.sources.declarationsByName {
            guard declarations.contains(where: { isRuntimeName(name, of: $0) }) else { continue }
            if index.isClass(name, kindOf: "NSValueTransformer", platform: .macOS) == true || index.isClass(name, kindOf: "ValueTransformer", platform: .macOS) == true {
                names.append(name)
            }
        }
        return names
    }

    /// `binding 'value' of text field t1 (NSTextField)`.
    private static func describe(_ binding: NibBinding, connection: NibConnection, in document: NibDocument, index: ProjectIndex) -> String {
        let source = document.objects[connection.source]
        return "binding '\(binding.name)' of " + MessageText.describe(source, className: index.className(of: source, platform: document.platform))
    }
}
