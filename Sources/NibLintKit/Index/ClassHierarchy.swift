/// One class as the superclass walks see it, looked up once: what the sources, the catalog and the
/// project's declared externals say of it, and the superclasses to walk next. A class, so that the
/// chains through it share it instead of copying its arrays.
final class ClassStep: Sendable {
    let name: String
    /// The platform whose nibs the class is looked up for: UIKit and AppKit connect outlets differently.
    let platform: NibPlatform
    /// Class bodies and extensions with this name (or `@objc` name).
    let declarations: [ClassDeclaration]
    let catalogEntry: FrameworkCatalog.ClassEntry?
    let external: ExternalClass?
    /// False when niblint knows nothing of the class's superclasses, so members may hide there.
    let isKnown: Bool
    /// The superclass candidates (several when `#if` branches disagree), by the names they are declared under.
    let superclasses: [String]
    /// Whether one of `declarations` is a class body (the others are extensions).
    let hasClassBody: Bool

    init(name: String, platform: NibPlatform, declarations: [ClassDeclaration], hasClassBody: Bool, catalogEntry: FrameworkCatalog.ClassEntry?,
         external: ExternalClass?, isKnown: Bool, superclasses: [String]) {
        self.name = name
        self.platform = platform
        self.declarations = declarations
        self.catalogEntry = catalogEntry
        self.external = external
        self.isKnown = isKnown
        self.superclasses = superclasses
        self.hasClassBody = hasClassBody
    }

    /// Whether a class of the sources, the catalog or the declared externals has this name (protocols do not).
    var isClassName: Bool {
        hasClassBody || catalogEntry != nil || external != nil
    }

    /// Whether the class itself has the key-value coding key `key`: `.found` (with the declaration when the sources
    /// have one) or nil. `search`: which instance variables the platform's search sets for the key (none when the chain
    /// turns the instance variable search off).
    func lookupProperty(_ key: String, search: KeyValueCoding.InstanceVariableSearch) -> MemberLookup? {
        // By position: `for declaration in declarations` would copy each declaration.
        for position in declarations.indices {
            if declarations[position].acceptsUndefinedKeys { return .found(nil) }
            if let property = declarations[position].properties.first(where: { KeyValueCoding.property($0, answers: key, search: search) }) {
                return .found(property.location)
            }
        }
        if catalogEntry?.properties.contains(key) == true || external?.outlets.contains(key) == true { return .found(nil) }
        return nil
    }

    /// Whether the class itself answers `selector`: `.found` (with the method's declaration when the
    /// sources have one) or nil.
    func lookupSelector(_ selector: String) -> MemberLookup? {
        for position in declarations.indices {
            if declarations[position].forwardsSelectors { return .found(nil) }
            if let method = declarations[position].methods.first(where: { $0.selector == selector }) { return .found(method.location) }
        }
        if catalogEntry?.methods.contains(selector) == true || external?.actions.contains(selector) == true { return .found(nil) }
        return nil
    }

    /// Whether the class itself has the setter method `setter` (`setWindow:`), visible to Objective-C.
    func lookupSetter(_ setter: String) -> MemberLookup? {
        for position in declarations.indices {
            if let method = declarations[position].methods.first(where: { $0.selector == setter && $0.isObjCVisible }) { return .found(method.location) }
        }
        if catalogEntry?.methods.contains(setter) == true { return .found(nil) }
        return nil
    }

    /// The property the sources declare on this class for `key`: the typed outlet when there is one (an Objective-C
    /// header's read-only `NSView *view` may come first, the outlet in a class extension).
    func propertyDeclaration(_ key: String) -> PropertyDeclaration? {
        let search = KeyValueCoding.InstanceVariableSearch(platform: platform)
        var first: PropertyDeclaration?
        for position in declarations.indices {
            for property in declarations[position].properties where KeyValueCoding.property(property, answers: key, search: search) {
                if property.isOutlet && !property.typeText.isEmpty { return property }
                if first == nil { first = property }
            }
        }
        return first
    }

    /// Whether this class goes by `name`: its name in the walk, or the simple or `@objc` name of a
    /// declaration (a Swift class is known by both).
    func isNamed(_ name: String) -> Bool {
        self.name == name || declarations.indices.contains { declarations[$0].hasSimpleName(name) || declarations[$0].objCName == name }
    }
}

/// A full walk of a class's superclass chains, breadth first: every class in visiting order, resolved.
/// A lookup stops at the first class that answers; the order of the walk does not depend on the question.
final class ClassHierarchy: Sendable {
    /// The class asked about and every ancestor niblint can see (at most 127).
    let chain: [String]
    let steps: [ClassStep]
    /// Classes in the chain niblint knows nothing about: their members cannot be judged.
    let unknownClasses: [String]
    /// Whether a class of the chain overrides `+accessInstanceVariablesDirectly` (to answer NO): key-value coding then
    /// sets no instance variable.
    let refusesInstanceVariables: Bool

    /// Walks from `name`, resolving each class with `resolve`.
    init(walkingFrom name: String, resolve: (String) -> ClassStep) {
        var chain: [String] = []
        var steps: [ClassStep] = []
        var unknownClasses: [String] = []
        var queue = [name]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            // Chains are short: a search of the chain costs less than hashing into a set of visited names.
            guard chain.count < 127, !chain.contains(current) else { continue }
            let step = resolve(current)
            chain.append(current)
            if !step.isKnown { unknownClasses.append(current) }
            queue += step.superclasses
            steps.append(step)
        }
        self.chain = chain
        self.steps = steps
        self.unknownClasses = unknownClasses
        refusesInstanceVariables = steps.contains { step in step.declarations.indices.contains { KeyValueCoding.refusesInstanceVariables(step.declarations[$0]) } }
    }

    /// The class asked about (the first of the chain).
    var name: String { chain[0] }

    /// Looks up a key-value coding key (an outlet) on the class and its ancestors as the nib's platform connects it:
    /// a property (its setter), else a setter method (`NSDocument` has `setWindow:` and no `window` property), else an
    /// instance variable.
    ///
    /// - iOS: UIKit connects an outlet with `setValue:forKey:`, whose search is "the first accessor named `set<Key>:` or
    ///   `_set<Key>`, in that order", then, when `accessInstanceVariablesDirectly` returns YES (the default), "an instance
    ///   variable with a name like `_<key>`, `_is<Key>`, `<key>`, or `is<Key>`, in that order" (Apple, Key-Value Coding
    ///   Programming Guide, "Accessor Search Patterns", "Search Pattern for the Basic Setter"). That UIKit connects outlets
    ///   with `setValue:forKey:` (and AppKit not) is Apple's Resource Programming Guide, as summed up in e.g.
    ///   amadman.org/blog/2013/12 ("On iPhone OS, IBOutlets are connected like this: call [object setValue:outletValue
    ///   forKey:…]"; "On Mac OS X … Look for a method called set…: … If no method exists, look for an instance variable").
    /// - macOS: AppKit's outlet connector does its own search: "If the source contains a method of the form setValue:,
    ///   then that method is called with the destination as the argument. Otherwise, if the label is the name of an
    ///   instance variable in the source, then that instance variable is set to the destination" (Apple,
    ///   NSNibOutletConnector Class Reference); with neither it logs "missing setter or instance variable". So no
    ///   `_set<Key>:`, and the instance variable only under its own name (`ClassStep.lookupProperty`).
    ///
    /// With `visibility`, a Swift property Objective-C cannot see does not count: the search goes on, and when nothing
    /// else has the key (and every class is known) the answer is `.notExposed`.
    func lookupProperty(_ key: String, visibility: ObjCVisibility? = nil) -> MemberLookup {
        let platform = steps.first?.platform ?? .iOS
        let search = KeyValueCoding.InstanceVariableSearch(platform: platform, refused: refusesInstanceVariables)
        var hidden: HiddenMember?
        for (position, step) in steps.enumerated() {
            guard let found = step.lookupProperty(key, search: search) else { continue }
            guard let visibility, let member = hiddenProperty(key, at: position, visibility: visibility) else { return found }
            if hidden == nil { hidden = member }
        }
        // Most keys are found above: the setters' names are built only for the rest.
        for setter in KeyValueCoding.setterSelectors(forKey: key, platform: platform) {
            for step in steps {
                if let found = step.lookupSetter(setter) { return found }
            }
        }
        if let hidden, unknownClasses.isEmpty { return .notExposed(hidden) }
        return notFound
    }

    /// The property `steps[position]` has for `key`, when Objective-C cannot see it. Every declaration of the key
    /// is asked: one visible is enough (a test target's extension may declare a Swift-only accessor of the same name
    /// beside the app's `@IBOutlet`).
    private func hiddenProperty(_ key: String, at position: Int, visibility: ObjCVisibility) -> HiddenMember? {
        let step = steps[position]
        var hidden: HiddenMember?
        for index in step.declarations.indices {
            if step.declarations[index].acceptsUndefinedKeys { return nil }
            for property in step.declarations[index].properties where KeyValueCoding.property(property, answers: key, search: .none) {
                guard !property.isObjCVisible || property.isNonObjC,
                      let reason = visibility.reasonHidden(name: property.name, selector: nil, isNonObjC: property.isNonObjC,
                                                           declaration: step.declarations[index], at: position, in: self) else { return nil }
                if hidden == nil { hidden = HiddenMember(name: property.name, location: property.location, reason: reason) }
            }
        }
        return hidden
    }

    /// The method `steps[position]` has for `selector`, when Objective-C cannot see it (any visible declaration wins).
    private func hiddenMethod(_ selector: String, at position: Int, visibility: ObjCVisibility) -> HiddenMember? {
        let step = steps[position]
        var hidden: HiddenMember?
        for index in step.declarations.indices {
            if step.declarations[index].forwardsSelectors { return nil }
            for method in step.declarations[index].methods where method.selector == selector {
                guard !method.isObjCVisible || method.isNonObjC,
                      let reason = visibility.reasonHidden(name: method.name, selector: selector, isNonObjC: method.isNonObjC,
                                                           declaration: step.declarations[index], at: position, in: self) else { return nil }
                if hidden == nil { hidden = HiddenMember(name: method.name, location: method.location, reason: reason) }
            }
        }
        return hidden
    }

    /// The source declaration of a property found on the class or its ancestors, if declared in the sources.
    func propertyDeclaration(_ key: String) -> PropertyDeclaration? {
        for step in steps {
            if let property = step.propertyDeclaration(key) { return property }
        }
        return nil
    }

    /// Looks up an Objective-C selector (an action) on the class and its ancestors.
    /// With `visibility`, a Swift method Objective-C cannot see does not count (see `lookupProperty`).
    func lookupSelector(_ selector: String, visibility: ObjCVisibility? = nil) -> MemberLookup {
        var hidden: HiddenMember?
        for (position, step) in steps.enumerated() {
            guard let found = step.lookupSelector(selector) else { continue }
            guard let visibility, let member = hiddenMethod(selector, at: position, visibility: visibility) else { return found }
            if hidden == nil { hidden = member }
        }
        if let hidden, unknownClasses.isEmpty { return .notExposed(hidden) }
        return notFound
    }

    /// Whether the class is `ancestor` or descends from it; nil when the chain passes through an unknown class.
    func isKind(of ancestor: String) -> Bool? {
        // A Swift class is known by its own name and by its `@objc(Name)`: either may be used on each side.
        for step in steps where step.isNamed(ancestor) { return true }
        return unknownClasses.isEmpty ? false : nil
    }

    /// Whether a class of the sources, the catalog or the declared externals has this name (protocols do not).
    var isClassName: Bool { steps[0].isClassName }

    /// The answer when no class of the chain has the member.
    var notFound: MemberLookup {
        if let unknown = unknownClasses.first { return .unverified(unknownClass: unknown) }
        return .missing(chain: chain)
    }
}

/// A class name on one platform (the catalogs differ).
struct HierarchyKey: Hashable, Sendable {
    var name: String
    var platform: NibPlatform
    /// The module (a `ModuleMap` number) whose class the name means when several modules declare one; -1 for any.
    var module: Int32 = -1
}

extension ClassDeclaration {
    /// `simpleName == name`, without building the simple name.
    func hasSimpleName(_ name: String) -> Bool {
        guard let dot = self.name.utf8LastIndex(of: UInt8(ascii: ".")) else { return self.name == name }
        return self.name[self.name.utf8.index(after: dot)...] == name
    }
}

/// The chains an index walked, numbered in the order of its class list; shared by every nib's `ObjectClasses`.
final class ClassHierarchyTable: Sendable {
    /// The class (and platform) of each chain.
    let keys: [HierarchyKey]
    let hierarchies: [ClassHierarchy]

    init(keys: [HierarchyKey], hierarchies: [ClassHierarchy]) {
        precondition(keys.count == hierarchies.count, "one chain per class")
        self.keys = keys
        self.hierarchies = hierarchies
    }
}

/// The class chain of every object of one nib, as one index resolved it: an object's slot
/// (`NibClassNames.objectSlots`) leads to a class number of the index's table, so no name is hashed.
/// A class, so that it adds one word to `NibDocument` (parse results of every file are moved around).
final class ObjectClasses: Sendable {
    /// The table the numbers refer to: an index uses these only when the table is its own.
    let table: ClassHierarchyTable
    let objectSlots: [Int32]
    /// Class numbers of the nib's `NibClassNames.classNames` and `elementNames`; -1 for an element the
    /// catalog does not know.
    let classNumbers: [Int32]
    let elementNumbers: [Int32]

    /// File's Owner's position, when its class names no class and the code that loads the nib passes an
    /// owner of one known class: the connections are checked against that class (`ownerSubstitute`).
    let ownerPosition: Int
    let ownerSubstitute: ClassHierarchy?

    init(table: ClassHierarchyTable, objectSlots: [Int32], classNumbers: [Int32], elementNumbers: [Int32],
         ownerPosition: Int = -1, ownerSubstitute: ClassHierarchy? = nil) {
        self.table = table
        self.objectSlots = objectSlots
        self.classNumbers = classNumbers
        self.elementNumbers = elementNumbers
        self.ownerPosition = ownerPosition
        self.ownerSubstitute = ownerSubstitute
    }

    /// The chain of the object at `position`, or nil when the nib does not tell its class.
    func hierarchy(ofObjectAt position: Int) -> ClassHierarchy? {
        if position == ownerPosition, let ownerSubstitute { return ownerSubstitute }
        let slot = objectSlots[position]
        let number = slot >= 0 ? classNumbers[Int(slot)] : slot == NibClassNames.noClass ? -1 : elementNumbers[Int(-slot - 2)]
        return number < 0 ? nil : table.hierarchies[Int(number)]
    }
}
