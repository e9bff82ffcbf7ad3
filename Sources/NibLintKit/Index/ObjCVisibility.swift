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
    /// Swift files compiled with Swift 3's `@objc` inference: every member Objective-C can represent is `@objc`.
    var objCInferringFiles: Set<String> = []

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
        // Swift 3's inference (Swift 4 with SWIFT_SWIFT3_OBJC_INFERENCE = On) makes the member `@objc` where it is declared.
        if objCInferringFiles.contains(declaration.location.file) { return nil }
        // `@objcMembers` applies to the class, its extensions and its subclasses.
        if above.contains(where: { step in step.declarations.contains { $0.isObjCMembers } }) { return nil }
        if mayWitnessProtocolRequirement(name: name, selector: selector, in: hierarchy) { return nil }
        return selector == nil ? "it has no @IBOutlet, @IBInspectable or @objc, and since Swift 4 nothing infers @objc for it"
                               : "it has no @IBAction or @objc, and since Swift 4 nothing infers @objc for it"
    }

    /// A witness of an `@objc` protocol requirement is `@objc`. The project's `@objc` protocols' requirements are known
    /// by name; a framework protocol's are not: a property counts when a framework class has a property of its name
    /// (UIKit's `window` for UIApplicationDelegate's), a method when a framework class answers its selector
    /// (`validateMenuItem:`) or its selector names the protocol's subject (`textFieldShouldReturn:` for
    /// UITextFieldDelegate, `numberOfRowsInTableView:` for NSTableViewDataSource). On the safe side: a possible
    /// witness is visible.
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
        guard let selector else { return catalog.allProperties.contains(name) }
        if catalog.allMethods.contains(selector) { return true }
        // Delegates that inherit the scroll view's or the control's (UITableViewDelegate, NSTextFieldDelegate).
        if selector.hasPrefix("scrollView") || selector.hasPrefix("control") { return true }
        return adopted.contains { protocolName in
            guard let subject = Self.subject(ofProtocol: protocolName) else { return false }
            return selector.hasPrefix(subject) || selector.contains(subject.prefix(1).uppercased() + subject.dropFirst())
        }
    }

    /// What a framework protocol's methods are named after: `UITableViewDelegate` → `tableView`,
    /// `UIImagePickerControllerDelegate` → `imagePickerController`, `NSApplicationDelegate` → `application`; the name
    /// after its capitals prefix, up to `Delegate`, `DataSource` or `Protocol`, its first letter lowercased.
    static func subject(ofProtocol name: String) -> String? {
        let characters = Array(name)
        var start = 0
        // The prefix is the capitals before the one that starts the first word (`UIT|able` → start at `T`).
        while start + 1 < characters.count, characters[start].isUppercase, characters[start + 1].isUppercase { start += 1 }
        var rest = String(characters[start...])
        for suffix in ["Delegate", "DataSource", "Protocol"] {
            if let range = rest.range(of: suffix) { rest = String(rest[..<range.lowerBound]) }
        }
        guard rest.count >= 3 else { return nil }
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }
}
