/// How `valueForKey:` finds a key on a class and its ancestors — what a Cocoa binding's key path needs of its
/// destination. Apple, Key-Value Coding Programming Guide, "Accessor Search Patterns", "Search Pattern for the
/// Basic Getter": the first accessor method named `get<Key>`, `<key>`, `is<Key>` or `_<key>`; else
/// `countOf<Key>` with `objectIn<Key>AtIndex:` / `<key>AtIndexes:` (an array proxy) or with
/// `enumeratorOf<Key>` / `memberOf<Key>:` (a set proxy); else, when `accessInstanceVariablesDirectly` (the
/// default), an instance variable `_<key>`, `_is<Key>`, `<key>` or `is<Key>`; else `valueForUndefinedKey:`.
///
/// One small type, kept apart from the outlet (setter) search of `ClassHierarchy.lookupProperty`, so the two
/// can be joined. A Swift member counts only when Objective-C sees it (`ObjCVisibility`); an Objective-C one always does.
struct KeyValueCodingGetter {
    /// What the search finds.
    enum Result {
        /// An accessor, property or instance variable (its declaration when the sources have one).
        case found(SourceLocation?)
        /// A class of the chain answers every key (`valueForKey:` / `valueForUndefinedKey:` overridden).
        case answersEveryKey(className: String)
        /// Only a Swift property Objective-C cannot see has the key.
        case notExposed(PropertyDeclaration)
        /// Every class of `chain` is known and none has the key.
        case missing(chain: [String])
        /// A class of the chain is unknown.
        case unverified(unknownClass: String)
    }

    let key: String
    /// `get<Key>`, `<key>`, `is<Key>`, `_<key>`, `countOf<Key>`.
    let accessorSelectors: [String]


    init(key: String) {
        self.key = key
        accessorSelectors = KeyValueCoding.getterSelectors(forKey: key)
    }

    /// Searches `hierarchy` (breadth first, as `ClassHierarchy` walks it); a Swift member counts when `visibility` says
    /// Objective-C sees it (`@objcMembers`, `@objc extension`, protocol witnesses, not `@nonobjc`, …).
    func lookup(in hierarchy: ClassHierarchy, visibility: ObjCVisibility) -> Result {
        var hidden: PropertyDeclaration?
        for (stepPosition, step) in hierarchy.steps.enumerated() {
            for position in step.declarations.indices {
                let declaration = step.declarations[position]
                // NSObject's own `valueForKey:` is in the catalog, not here: only the project's overrides count.
                if declaration.methods.contains(where: { $0.selector == "valueForUndefinedKey:" || $0.selector == "valueForKey:" }) {
                    return .answersEveryKey(className: step.name)
                }
                for property in declaration.properties {
                    // valueForKey: searches the instance variables `_<key>`, `_is<Key>`, `<key>`, `is<Key>` on both platforms;
                    // a property answers through its getter (its key, or an accessor name such as `isEnabled`).
                    let matches = property.isInstanceVariable ? KeyValueCoding.instanceVariable(property.name, isFoundFor: key, by: .keyValueCoding)
                        : property.key == key || accessorSelectors.contains(property.key)
                    guard matches else { continue }
                    if property.isInstanceVariable || (property.isObjCVisible && !property.isNonObjC)
                        || visibility.reasonHidden(name: property.name, selector: nil, isNonObjC: property.isNonObjC, declaration: declaration,
                                                   at: stepPosition, in: hierarchy) == nil {
                        return .found(property.location)
                    }
                    if hidden == nil { hidden = property }
                }
                for method in declaration.methods where accessorSelectors.contains(method.selector) {
                    if (method.isObjCVisible && !method.isNonObjC)
                        || visibility.reasonHidden(name: method.name, selector: method.selector, isNonObjC: method.isNonObjC, declaration: declaration,
                                                   at: stepPosition, in: hierarchy) == nil {
                        return .found(method.location)
                    }
                }
            }
            if let entry = step.catalogEntry {
                if entry.properties.contains(key) || accessorSelectors.contains(where: { entry.methods.contains($0) || entry.properties.contains($0) }) {
                    return .found(nil)
                }
            }
            if step.external?.outlets.contains(key) == true { return .found(nil) }
        }
        if let unknown = hierarchy.unknownClasses.first { return .unverified(unknownClass: unknown) }
        if let hidden { return .notExposed(hidden) }
        return .missing(chain: hierarchy.chain)
    }

    /// Keys the classes of `chain` offer in the sources (for "did you mean").
    static func candidateKeys(in hierarchy: ClassHierarchy) -> [String] {
        var keys: [String] = []
        for step in hierarchy.steps {
            for declaration in step.declarations {
                keys += KeyValueCoding.offeredKeys(of: declaration, platform: nil)
                keys += declaration.methods.filter { !$0.selector.contains(":") }.map(\.selector)
            }
        }
        return keys
    }
}
