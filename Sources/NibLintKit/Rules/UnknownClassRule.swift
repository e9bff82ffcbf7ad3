/// A `customClass` names a class of the project's own module that no source declares.
/// Reported at the element carrying `customClass`.
public struct UnknownClassRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unknown-class",
        name: "Unknown class",
        summary: "A customClass names a class that no scanned source declares and the frameworks do not have, in the project's own module.",
        rationale: "A renamed or deleted class leaves its name in the nib. The object silently becomes its framework superclass and every outlet and action on it breaks.",
        runtimeFailure: "Unknown class X in Interface Builder file.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample([
                ("Profile.swift", "class ProfileHeaderView: UIView {}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        ↓<view id="v1" customClass="ProfileHeadView" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("Profile.swift", "final class ProfileHeaderView: UIView {}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <view id="v1" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target"/>
                        <view id="v2" customClass="AnimationView" customModule="Lottie"/>
                        <button id="b1" customClass="UIButton"/>
                """)),
            ]),
            // File's Owner's class is only a hint for Interface Builder; the owner object comes from code.
            RuleExample([
                ("Shortcuts.swift", "class ShortcutsViewController: UIViewController {\n    @IBOutlet var tableView: UITableView!\n}\n"),
                ("Shortcuts.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShortcutViewController">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
        ]
    )

    /// A module-less name one edit away from a project class (`PhotoCel` for `PhotoCell`) is that class
    /// renamed, even where a dependency outside the tree could declare module-less classes: a dependency's
    /// class that close to one of the project's is far less likely than a typo or a rename.
    static func isRenamedProjectClass(_ object: NibObject, _ name: String, _ projectClasses: () -> [String]) -> Bool {
        guard object.customModule == nil, name.utf8.count >= 8, let nearest = MessageText.nearest(to: name, in: projectClasses()) else { return false }
        return MessageText.isNear(name, nearest, within: 1)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Gathered at the first finding only: copying every class name of a large project costs more than
        // the rest of the rule when nothing is wrong.
        var knownNames: [String]?
        func projectClasses() -> [String] {
            if let knownNames { return knownNames }
            let names = Array(context.index.sources.declarationsByName.keys)
            knownNames = names
            return names
        }
        for document in context.index.nibs {
            for object in document.objects {
                guard let customClass = object.customClass else { continue }
                switch object.placeholderRole {
                // File's Owner is a proxy: its class is never looked up at load time, the owner comes from code.
                case .filesOwner, .firstResponder, .exit, .storyboardReference, .other: continue
                case .application where customClass == "NSObject": continue
                default: break
                }
                guard !context.index.isKnownClass(customClass, platform: document.platform),
                      context.index.isJudgeableModule(of: object) || Self.isRenamedProjectClass(object, customClass, projectClasses),
                      // A class of the other platform is class-of-wrong-platform's to report.
                      context.index.otherPlatformOrigin(ofClass: customClass, platform: document.platform) == nil else { continue }
                // A class renamed in code: the file now declaring the likely new name caused the finding.
                let renamedTo = MessageText.nearest(to: customClass, in: projectClasses())
                let message = "class '\(customClass)' of \(MessageText.describe(object, className: nil)) is not declared in any scanned source\(MessageText.didYouMean(suggestion: renamedTo)); "
                    + "set the object's class in the Identity inspector to an existing class, or declare it (add `@objc(\(customClass))` if it is an Objective-C name) — at run time: \"Unknown class \(customClass) in Interface Builder file\""
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object), message,
                                                      identity: "\(object.id)|\(customClass)",
                                                      relatedFiles: renamedTo.map { context.index.declaringFiles(of: [$0]) } ?? [],
                                                      objectIDs: [object.id]))
            }
        }
        return diagnostics
    }
}
