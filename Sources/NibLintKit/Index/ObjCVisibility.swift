/// Whether the Objective-C runtime sees a Swift member that a nib names: key-value coding sets only outlets it sees,
/// and actions are sent by selector. The rules are the compiler's (SE-0160, "Limiting @objc inference", Swift 4 and
/// later): a member is `@objc` when it says so (`@objc`, `@IBOutlet`, `@IBAction`, `@IBSegueAction`, `@IBInspectable`,
/// `@GKInspectable`, `@NSManaged`; also `dynamic`, kept as visible to stay on the safe side), when it overrides an
/// Objective-C member (`override`, taken as such), when its class or an ancestor is `@objcMembers`, when it is in an
/// `@objc extension`, or when it witnesses a requirement of an `@objc` protocol; never when it is `@nonobjc`, nor
/// (by inference) when it is declared in an extension of a generic class or of a subclass of one (the compiler
/// rejects `@objc` there). Objective-C members are always visible.
struct ObjCVisibility: Sendable {
    /// The property and method base names of the project's `@objc` protocols' requirements.
    let protocolRequirementNames: Set<String>

    /// Why the member named `name` (selector `selector` for a method) that `steps[position]` declares in
    /// `declaration` is invisible to Objective-C, or nil when it is visible (or may be).
    func reasonHidden(name: String, selector: String?, isNonObjC: Bool, declaration: ClassDeclaration,
                      at position: Int, in hierarchy: ClassHierarchy) -> String? {
        if isNonObjC { return "it is marked @nonobjc" }
        // A chain of Swift classes only (no framework or declared external class): not an NSObject, so the nib cannot
        // create it at all, which unknown-class reports; its members are not judged.
        if hierarchy.unknownClasses.isEmpty, hierarchy.steps.allSatisfy({ $0.catalogEntry == nil && $0.external == nil }) { return nil }
        let above = hierarchy.steps[position...]
        if declaration.kind == .extensionDeclaration,
           let generic = above.first(where: { step in step.declarations.contains { $0.kind == .classDeclaration && $0.isGeneric } }) {
            return generic.name == hierarchy.steps[position].name
                ? "it is declared in an extension of the generic class \(generic.name), whose members Objective-C never sees"
                : "it is declared in an extension of \(hierarchy.steps[position].name), a subclass of the generic class \(generic.name), whose members Objective-C never sees"
        }
        // `@objcMembers` applies to the class, its extensions and its subclasses.
        if above.contains(where: { step in step.declarations.contains { $0.isObjCMembers } }) { return nil }
        if mayWitnessProtocolRequirement(name: name, selector: selector, in: hierarchy) { return nil }
        return selector == nil ? "it has no @IBOutlet, @IBInspectable or @objc, and since Swift 4 nothing infers @objc for it"
                               : "it has no @IBAction or @objc, and since Swift 4 nothing infers @objc for it"
    }

    /// A witness of an `@objc` protocol requirement is `@objc`. The project's `@objc` protocols' requirements are known
    /// by name; a framework protocol's are not: a member counts when the frameworks have a member of that name (UIKit's
    /// `window` for UIApplicationDelegate's) or its name holds a word of a protocol the chain adopts (`tableView…` for
    /// UITableViewDelegate, `validateMenuItem:` for NSMenuItemValidation). On the safe side: a possible witness is visible.
    private func mayWitnessProtocolRequirement(name: String, selector: String?, in hierarchy: ClassHierarchy) -> Bool {
        if protocolRequirementNames.contains(name) { return true }
        var adopted: [String] = []
        for step in hierarchy.steps {
            for declaration in step.declarations {
                adopted += declaration.inheritedTypes.filter { !step.superclasses.contains($0) }
            }
        }
        guard !adopted.isEmpty else { return false }
        let catalog = FrameworkCatalog.forPlatform(hierarchy.steps[0].platform)
        if let selector { if catalog.allMethods.contains(selector) { return true } } else if catalog.allProperties.contains(name) { return true }
        let text = (selector ?? name).lowercased()
        // Table and collection view delegates inherit the scroll view's.
        if text.hasPrefix("scrollview") { return true }
        return adopted.contains { protocolName in
            guard let word = Self.firstWord(ofProtocol: protocolName) else { return false }
            return text.contains(word)
        }
    }

    /// `UITableViewDelegate` → `table`, `NSMenuItemValidation` → `menu`: the first word after the framework prefix, lowercased.
    static func firstWord(ofProtocol name: String) -> String? {
        let characters = Array(name)
        var start = 0
        // The prefix is the capitals before the one that starts the first word (`UIT|able` → start at `T`).
        while start + 1 < characters.count, characters[start].isUppercase, characters[start + 1].isUppercase { start += 1 }
        var end = start + 1
        while end < characters.count, !characters[end].isUppercase { end += 1 }
        guard start < characters.count, end - start >= 3 else { return nil }
        return String(characters[start..<end]).lowercased()
    }
}
