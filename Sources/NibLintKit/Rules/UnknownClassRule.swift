/// A `customClass` names a class of the project's own module that no source declares.
/// Reported at the element carrying `customClass`.
public struct UnknownClassRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unknown-class",
        name: "Unknown class",
        summary: "A customClass names a class that no scanned source declares and the frameworks do not have, in the project's own module.",
        rationale: "A renamed or deleted class leaves its name in the nib. At load time UIKit and AppKit log the unknown class and create the element's own framework class instead (a UIView for a `<view>`, an NSObject for an object): the nib loads, without the class's code, and what only the missing class had fails: an outlet set on it raises \"not key value coding-compliant\" (iOS) or stays nil (macOS), an action sent to it is an unrecognized selector, its runtime attributes and its drawing are gone. Connections the framework class has still work.",
        runtimeFailure: "Unknown class X in Interface Builder file. (logged at load time; the element's framework class is created instead)",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// A module-less name one edit away from a project class (`PhotoCel` for `PhotoCell`) is that class
    /// renamed, even where a dependency outside the tree could declare module-less classes: a dependency's
    /// class that close to one of the project's is far less likely than a typo or a rename.
    static func isRenamedProjectClass(_ object: NibObject, _ name: String, _ projectClasses: inout MessageText.NearestNames) -> Bool {
        guard object.customModule == nil, name.utf8.count >= 8, let nearest = projectClasses.nearest(to: name) else { return false }
        return MessageText.isNear(name, nearest, within: 1)
    }

    /// Why the runtime cannot find a class the sources declare: a generic Swift class has no runtime name (only its
    /// specializations exist), and a Swift class that does not descend from NSObject is no Objective-C class at all.
    /// Judged only when every class of the chain is known: a superclass outside the tree may descend from NSObject.
    static func reasonRuntimeCannotFind(_ name: String, platform: NibPlatform, index: ProjectIndex) -> (what: String, fix: String)? {
        let hierarchy = index.hierarchy(of: name, platform: platform)
        let first = hierarchy.steps[0]
        let bodies = first.declarations.filter { $0.kind == .classDeclaration }
        guard !bodies.isEmpty, bodies.allSatisfy({ $0.location.file.hasSuffix(".swift") }) else { return nil }
        if bodies.allSatisfy(\.isGeneric) {
            return ("is a generic Swift class", "name a non-generic subclass (`class My\(first.name): \(first.name)<SomeType> {}`) in the Identity inspector, or make the class non-generic")
        }
        let swiftOnly = hierarchy.unknownClasses.isEmpty && hierarchy.steps.allSatisfy { step in
            step.catalogEntry == nil && step.external == nil && step.hasClassBody
                && step.declarations.allSatisfy { $0.location.file.hasSuffix(".swift") }
        }
        guard swiftOnly else { return nil }
        return ("is a Swift class that does not descend from NSObject", "make it inherit from NSObject (or the framework class its element needs)")
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Gathered at the first finding only: copying every class name of a large project costs more than
        // the rest of the rule when nothing is wrong.
        let index = context.index
        var projectClasses = MessageText.NearestNames { Array(index.sources.declarationsByName.keys) }
        for document in context.index.nibs {
            for object in document.objects {
                guard let customClass = object.customClass else { continue }
                switch object.placeholderRole {
                // File's Owner is a proxy: its class is never looked up at load time, the owner comes from code.
                case .filesOwner, .firstResponder, .exit, .storyboardReference, .other: continue
                case .application where customClass == "NSObject": continue
                default: break
                }
                if context.index.isKnownClass(customClass, platform: document.platform) {
                    if let reason = Self.reasonRuntimeCannotFind(customClass, platform: document.platform, index: context.index) {
                        let message = "class '\(customClass)' of \(MessageText.describe(object, className: nil)) \(reason.what), which the Objective-C runtime cannot find by name"
                        diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object), message,
                                                              notes: MessageText.classNote(customClass, index: context.index, platform: document.platform),
                                                              help: reason.fix,
                                                              failure: "\"Unknown class \(customClass) in Interface Builder file\" and the nib creates the element's framework class instead",
                                                              identity: "\(object.id)|\(customClass)",
                                                              relatedFiles: context.index.declaringFiles(of: [customClass]), objectIDs: [object.id]))
                    }
                    continue
                }
                // A source niblint could not read may declare it: unknown, not missing (its connections are unverified, naming the file).
                guard context.index.unreadableSources.isEmpty else { continue }
                // A class only a source no target compiles declares: the file is in the project, the class is not in the app
                // (whatever dependencies the project has: the class is the tree's own).
                if let files = context.index.uncompiledDeclarations[customClass] {
                    let names = FixPlanner.fileList(files.map(ProjectPath.lastComponent(of:)))
                    diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object),
                                                          "class '\(customClass)' of \(MessageText.describe(object, className: nil)) is declared only in \(names), which no target compiles",
                                                          help: "add \(names) to the Compile Sources of the target that builds this nib, or set the object's class to one the target compiles",
                                                          failure: "\"Unknown class \(customClass) in Interface Builder file\": the class is not in the app",
                                                          identity: "\(object.id)|\(customClass)", relatedFiles: files, objectIDs: [object.id]))
                    continue
                }
                guard context.index.isJudgeableModule(of: object) || Self.isRenamedProjectClass(object, customClass, &projectClasses),
                      // A class of the other platform is class-of-wrong-platform's to report.
                      context.index.otherPlatformOrigin(ofClass: customClass, platform: document.platform) == nil else { continue }
                // A class renamed in code: the file now declaring the likely new name caused the finding.
                let renamedTo = projectClasses.nearest(to: customClass)
                let message = "class '\(customClass)' of \(MessageText.describe(object, className: nil)) is not declared in any scanned source\(MessageText.didYouMean(suggestion: renamedTo))"
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object), message,
                                                      help: "set the object's class in the Identity inspector to an existing class, or declare it (add `@objc(\(customClass))` if it is an Objective-C name)",
                                                      failure: "\"Unknown class \(customClass) in Interface Builder file\"",
                                                      identity: "\(object.id)|\(customClass)",
                                                      relatedFiles: renamedTo.map { context.index.declaringFiles(of: [$0]) } ?? [],
                                                      objectIDs: [object.id]))
            }
        }
        return diagnostics
    }
}
