/// A Cocoa binding whose key path starts with a key the destination's class (declared in the project) cannot answer.
/// Reported at the `<binding>` element.
public struct BindingKeyPathNotFoundRule: Rule {
    public init() {}

    // The runtime's text: NSObject's `valueForUndefinedKey:` "raises an NSUndefinedKeyException" (Apple, NSObject
    // reference, `value(forUndefinedKey:)`; the exception's name is "NSUnknownKeyException"), whose reason reads
    // "[<NSTableColumn 0x12ab80> valueForUndefinedKey:]: this class is not key value coding-compliant for the key
    // value." as quoted from a binding established at nib load on macOS (Brian Dunagan, "Where The Magic Ends in
    // Cocoa Bindings", 2008, bdunagan.com).
    static func runtimeText(className: String, key: String) -> String {
        "[<\(className) 0x…> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    }

    public static let description = RuleDescription(
        identifier: "binding-key-path-not-found",
        name: "Binding key path not found",
        summary: "A Cocoa binding's key path starts with a key that the destination's class (declared in the project) has no key-value coding getter for, or has only as a Swift property Objective-C cannot see.",
        rationale: "When a nib loads, AppKit establishes each binding with bind(_:to:withKeyPath:options:), which reads the key path on the destination with valueForKeyPath:. A renamed property, or a Swift property that is not @objc, makes the read fail: the nib load raises NSUnknownKeyException (or the app logs it and the control stays empty).",
        runtimeFailure: "NSUnknownKeyException: [<Class 0x…> valueForUndefinedKey:]: this class is not key value coding-compliant for the key X.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// Why a binding was or was not judged.
    enum Verdict: Equatable {
        case judged
        case noDestination, operatorKey, unknownDestinationClass, frameworkDestination, controllerDestination
        case dictionaryOrManagedObject, answersEveryKey, unverified
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        for document in index.nibs where !document.bindings.isEmpty {
            for binding in document.bindings {
                let result = Self.diagnose(binding, in: document, context: context)
                if let diagnostic = result.diagnostic { diagnostics.append(diagnostic) }
            }
        }
        return diagnostics
    }

    /// The first key of a binding's key path, after a leading `self.` (nil for an operator such as `@count`).
    static func firstKey(of keyPath: String) -> String? {
        var path = Substring(keyPath)
        while path.hasPrefix("self.") { path = path.dropFirst(5) }
        let key = path.prefix { $0 != "." }
        guard !key.isEmpty, !key.hasPrefix("@"), key != "self" else { return nil }
        return String(key)
    }

    static func diagnose(_ binding: NibBinding, in document: NibDocument, context: RuleContext) -> (verdict: Verdict, diagnostic: Diagnostic?) {
        let index = context.index
        let connection = document.connections[binding.connection]
        guard let destination = document.destinationIndex(of: connection) else { return (.noDestination, nil) }
        guard let key = firstKey(of: binding.keyPath) else { return (.operatorKey, nil) }
        guard let hierarchy = index.hierarchy(ofObjectAt: destination, in: document) else { return (.unknownDestinationClass, nil) }
        let className = hierarchy.name
        // Only a class of the project's own sources: framework objects (user defaults, array controllers) are not judged.
        guard hierarchy.steps[0].hasClassBody else { return (.frameworkDestination, nil) }
        // Controllers' content is set in code or by other bindings; dictionaries and managed objects answer any key.
        if hierarchy.isKind(of: "NSController") != false { return (.controllerDestination, nil) }
        for dynamic in ["NSDictionary", "NSManagedObject"] where hierarchy.isKind(of: dynamic) == true { return (.dictionaryOrManagedObject, nil) }
        let getter = KeyValueCodingGetter(key: key)
        let destinationObject = document.objects[destination]
        switch getter.lookup(in: hierarchy, visibility: index.objCVisibility) {
        case .found: return (.judged, nil)
        case .answersEveryKey: return (.answersEveryKey, nil)
        case .unverified: return (.unverified, nil)
        case .notExposed(let property):
            // A witness of an `@objc` protocol's property requirement is `@objc` without saying so.
            if index.sources.objCProtocolPropertyNames.contains(property.name) { return (.judged, nil) }
            if destinationObject.placeholderRole == .filesOwner, subclassDeclares(key, of: className, index: index, platform: document.platform) { return (.judged, nil) }
            let message = "\(describe(binding, connection: connection, in: document, index: index)) to '\(binding.keyPath)' of "
                + MessageText.describe(destinationObject, className: className)
                + ": '\(property.name)' is declared at \(fileName(property.location.file)):\(property.location.line) but not exposed to Objective-C"
            return (.judged, context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                notes: [DiagnosticNote(location: property.location, message: "'\(property.name)' is declared here")],
                                                help: "add @objc", failure: Self.failure(className: className, key: key),
                                                identity: DiagnosticKeys.connection(connection, in: document, member: binding.keyPath),
                                                relatedFiles: [property.location.file], objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
        case .missing(let chain):
            if destinationObject.placeholderRole == .filesOwner, subclassDeclares(key, of: className, index: index, platform: document.platform) { return (.judged, nil) }
            let suggestion = MessageText.didYouMean(key, candidates: KeyValueCodingGetter.candidateKeys(in: hierarchy))
            let message = "\(describe(binding, connection: connection, in: document, index: index)) to '\(binding.keyPath)' of "
                + MessageText.describe(destinationObject, className: className)
                + ": no property or getter '\(key)' in \(className) or its superclasses\(suggestion)"
            return (.judged, context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                notes: MessageText.classNote(className, index: index, platform: document.platform, hierarchy: hierarchy),
                                                help: "rebind it in the Bindings inspector or declare an @objc property '\(key)'",
                                                failure: Self.failure(className: className, key: key),
                                                identity: DiagnosticKeys.connection(connection, in: document, member: binding.keyPath),
                                                relatedFiles: index.declaringFiles(of: chain), objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
        }
    }

    /// What the nib load does: it stops with an exception.
    private static func failure(className: String, key: String) -> String {
        "AppKit raises NSUnknownKeyException as the nib loads: \"\(runtimeText(className: className, key: key))\""
    }

    /// `binding 'value' of text field t1 (NSTextField)`.
    private static func describe(_ binding: NibBinding, connection: NibConnection, in document: NibDocument, index: ProjectIndex) -> String {
        let source = document.objects[connection.source]
        return "binding '\(binding.name)' of " + MessageText.describe(source, className: index.className(of: source, platform: document.platform))
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// File's Owner may be an instance of a subclass: one of the project's subclasses of `className` with the key will do.
    private static func subclassDeclares(_ key: String, of className: String, index: ProjectIndex, platform: NibPlatform) -> Bool {
        let getter = KeyValueCodingGetter(key: key)
        for (name, declarations) in index.sources.declarationsByName where name != className && declarations.contains(where: { $0.kind == .classDeclaration }) {
            let hierarchy = index.hierarchy(of: name, platform: platform)
            guard hierarchy.chain.dropFirst().contains(className) || hierarchy.steps.dropFirst().contains(where: { $0.isNamed(className) }) else { continue }
            if case .found = getter.lookup(in: hierarchy, visibility: index.objCVisibility) { return true }
        }
        return false
    }
}
