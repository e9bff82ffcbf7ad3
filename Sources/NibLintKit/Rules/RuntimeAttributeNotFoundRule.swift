/// A user-defined runtime attribute (or `@IBInspectable` value) whose key the object's class does not have.
/// Reported at the `<userDefinedRuntimeAttribute>` element.
public struct RuntimeAttributeNotFoundRule: UseSiteReporter {
    public init() {}

    public static let reportedUseSites: Set<UseSiteKind> = [.runtimeAttribute]

    public static let description = RuleDescription(
        identifier: "runtime-attribute-not-found",
        name: "Runtime attribute not found",
        summary: "A user-defined runtime attribute or inspectable value names a key path the object's class does not declare (or does not expose to Objective-C).",
        rationale: "Runtime attributes are applied with setValue(_:forKeyPath:) after loading. A renamed @IBInspectable, or a Swift property that is not @objc, leaves the value unapplied — the view just looks wrong. An attribute a framework class lacks is not judged when a dependency outside the tree may add it by an extension or category (listed by `--show-unverified`).",
        runtimeFailure: "Failed to set (X) user defined inspected property on (Class): this class is not key value coding-compliant for the key X.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        for document in index.nibs {
            for attribute in document.runtimeAttributes {
                let object = document.objects[attribute.object]
                guard let className = index.className(of: object, platform: document.platform),
                      let key = attribute.keyPath.split(separator: ".").first.map(String.init) else { continue }
                let objectText = MessageText.describe(object, className: className)
                let location = document.location(line: attribute.line, column: attribute.column)
                switch index.lookupExposedProperty(key, inClass: className, platform: document.platform) {
                case .unverified, .found:
                    continue
                case .notExposed(let member):
                    // Found, but a Swift property key-value coding cannot see is silently not set —
                    // unless an Objective-C setter (`setKey:`), which key-value coding tries first, exists.
                    guard !hasSetter(for: key, className: className, index: index, platform: document.platform) else { continue }
                    let fix = member.reason.contains("generic class") ? "move it into the class body and mark it @IBInspectable" : "mark it @IBInspectable or @objc"
                    let message = "runtime attribute '\(attribute.keyPath)' of \(objectText) names the Swift property '\(key)', which is not exposed to Objective-C: "
                        + member.reason
                    let failure = document.platform == .iOS ? "the value is never applied (\"not key value coding-compliant for the key \(key)\")"
                        : Self.runtimeConsequence(key: key, platform: document.platform)
                    diagnostics.append(context.diagnostic(Self.self, at: location, message,
                                                          notes: [DiagnosticNote(location: member.location, message: "'\(member.name)' is declared here")],
                                                          help: fix, failure: failure,
                                                          identity: "\(object.id)|\(attribute.keyPath)", relatedFiles: [member.location.file], objectIDs: [object.id]))
                case .missing(let chain):
                    if hasSetter(for: key, className: className, index: index, platform: document.platform) { continue }
                    // A dependency outside the tree may add it to the framework class (listed by `fromDependencies`).
                    if Self.mayBeDependencyMember(of: className, index: index) { continue }
                    let suggestion = MessageText.didYouMean(key, candidates: index.declaredPropertyKeys(along: chain))
                    let message = "runtime attribute '\(attribute.keyPath)' of \(objectText) names no property of \(className)\(suggestion)"
                    diagnostics.append(context.diagnostic(Self.self, at: location, message, notes: MessageText.classNote(className, index: index),
                                                          help: "rename the attribute in the Identity inspector or declare an @IBInspectable property '\(key)'",
                                                          failure: Self.runtimeConsequence(key: key, platform: document.platform),
                                                          identity: "\(object.id)|\(attribute.keyPath)", relatedFiles: index.declaringFiles(of: chain),
                                                          objectIDs: [object.id]))
                }
            }
        }
        return diagnostics
    }

    /// A framework class (no source of the tree declares it) in a unit with dependencies outside the tree: one of them
    /// may add the member by extension or category (a Carthage framework's `@IBInspectable localizableString` on UIView).
    static func mayBeDependencyMember(of className: String, index: ProjectIndex) -> Bool {
        index.mayHaveUnscannedClasses && index.sources.declarationsByName[className]?.contains { $0.kind == .classDeclaration } != true
    }

    /// The attributes of framework classes `check` leaves to a dependency: `UseSiteVerdicts.runtimeAttributes`, which
    /// `--show-unverified` lists.
    static func fromDependencies(_ index: ProjectIndex) -> [(use: RuntimeAttributeUse, unverified: UnverifiedUse)] {
        guard index.mayHaveUnscannedClasses else { return [] }
        var uses: [(use: RuntimeAttributeUse, unverified: UnverifiedUse)] = []
        for (nib, document) in index.nibs.enumerated() {
            for (position, attribute) in document.runtimeAttributes.enumerated() {
                let object = document.objects[attribute.object]
                guard let className = index.className(of: object, platform: document.platform), mayBeDependencyMember(of: className, index: index),
                      let key = attribute.keyPath.split(separator: ".").first.map(String.init),
                      case .missing = index.lookupExposedProperty(key, inClass: className, platform: document.platform),
                      !RuntimeAttributeNotFoundRule().hasSetter(for: key, className: className, index: index, platform: document.platform) else { continue }
                let message = "runtime attribute '\(attribute.keyPath)' of \(MessageText.describe(object, className: className)) names no property of \(className) "
                    + "that the tree declares; a dependency outside the tree may add '\(key)' to \(className) by an extension or category"
                uses.append((RuntimeAttributeUse(nib: nib, attribute: position),
                             UnverifiedUse(site: .runtimeAttribute, location: document.location(line: attribute.line, column: attribute.column),
                                           message: message, kind: .memberFromDependency)))
            }
        }
        return uses
    }

    /// What the running app does with an attribute whose key the object lacks, on the nib's own platform.
    static func runtimeConsequence(key: String, platform: NibPlatform) -> String {
        switch platform {
        case .iOS:
            // UIKit applies the attributes with `setValue:forKeyPath:` and logs "Failed to set (X) user defined inspected
            // property on (Class): this class is not key value coding-compliant for the key X" (the rule's runtimeFailure).
            return "\"not key value coding-compliant for the key \(key)\" and the value is not applied"
        case .macOS:
            // Both platforms share Foundation's key-value coding: NSObject's `setValue(_:forUndefinedKey:)` — "The default
            // implementation raises an NSUndefinedKeyException" (Apple, NSObject reference). What AppKit's nib loading
            // does with the exception is not documented, so the message says only what is.
            return "setValue(_:forKey:) finds no key '\(key)' and NSObject's setValue(_:forUndefinedKey:) raises NSUndefinedKeyException (\"not key value coding-compliant for the key \(key)\")"
        }
    }

    /// Key-value coding sets a key through `set<Key>:` (on iOS `_set<Key>:` too) when the class has it.
    func hasSetter(for key: String, className: String, index: ProjectIndex, platform: NibPlatform) -> Bool {
        KeyValueCoding.setterSelectors(forKey: key, platform: platform).contains { setter in
            if case .found = index.lookupSelector(setter, inClass: className, platform: platform) { return true }
            return false
        }
    }
}
