/// What the index needs from one nib that only a walk over all its objects tells: the classes its objects
/// have, each once, and the storyboard identifiers it defines. The linter computes it on the worker that
/// parsed the nib, while the objects are still in cache, so the index (which runs on one thread) reads a
/// few names a nib instead of every object of the project. It needs no framework catalog, so no worker
/// waits for one to load.
struct NibClassNames: Sendable {
    /// The classes of the objects with a custom class and of the placeholders whose class the nib tells
    /// (`ProjectIndex.className(of:platform:)`), each once, in document order.
    private(set) var classNames: [String] = []
    /// The module the nib names for each of `classNames` (that of the first object with the class).
    private(set) var classModules: [NibModuleReference] = []
    /// The elements of the objects with neither (`label`, `tableViewCell`), each once, in document order:
    /// the index asks the catalog for their classes.
    private(set) var elementNames: [String] = []
    /// The Storyboard IDs of a storyboard's objects (none for a xib).
    private(set) var storyboardIdentifiers: [String] = []
    /// The identifiers of a storyboard's segues (none for a xib).
    private(set) var segueIdentifiers: [String] = []
    /// Where each object's class is, by object position: `n >= 0` is `classNames[n]`, `n <= -2` is the
    /// class of the element `elementNames[-n - 2]`, and `-1` an object without a class (First Responder,
    /// Exit, a File's Owner left as NSObject). The index turns these into its own class numbers, so the
    /// rules find an object's class chain without hashing its name.
    private(set) var objectSlots: [Int32] = []

    /// The slot `objectSlots` gives an object without a class.
    static let noClass: Int32 = -1

    init(_ nib: NibDocument) {
        let isStoryboard = nib.kind == .storyboard
        var seenNames: [String: Int32] = [:], seenElements: [String: Int32] = [:]
        // Most objects repeat an element or class met just before (constraints come in runs): a few
        // recently seen names answer them without hashing.
        var recentElements = RecentNames(), recentClasses = RecentNames()
        objectSlots.reserveCapacity(nib.objects.count)
        // Field by field: `for object in nib.objects` would copy each object.
        for position in nib.objects.indices {
            if isStoryboard, let id = nib.objects[position].storyboardIdentifier { storyboardIdentifiers.append(id) }
            let role = nib.objects[position].placeholderRole, customClass = nib.objects[position].customClass
            if role == nil, customClass == nil {
                let elementName = nib.objects[position].elementName
                if let slot = recentElements.slot(of: elementName) { objectSlots.append(slot); continue }
                let slot = Self.slot(of: elementName, listedIn: &elementNames, seen: &seenElements) { -Int32($0) - 2 }
                recentElements.insert(elementName, slot: slot)
                objectSlots.append(slot)
                continue
            }
            if role == nil, let customClass, let slot = recentClasses.slot(of: customClass) { objectSlots.append(slot); continue }
            // With a role or a custom class, the class is never the catalog's.
            guard let name = ProjectIndex.className(role: role, customClass: customClass, elementName: nib.objects[position].elementName,
                                                    platform: nib.platform) else {
                objectSlots.append(Self.noClass)
                continue
            }
            let slot = Self.slot(of: name, listedIn: &classNames, seen: &seenNames) { Int32($0) }
            if classModules.count < classNames.count {
                classModules.append(NibModuleReference(module: nib.objects[position].customModule,
                                                       isTarget: nib.objects[position].customModuleProvider == "target"))
            }
            if role == nil { recentClasses.insert(name, slot: slot) }
            objectSlots.append(slot)
        }
        guard isStoryboard else { return }
        for position in nib.connections.indices where nib.connections[position].kind == .segue {
            if let identifier = nib.connections[position].identifier { segueIdentifiers.append(identifier) }
        }
    }

    /// The slot of `name`, which is appended to `list` when first met; `slotAt` makes a slot of its position.
    private static func slot(of name: String, listedIn list: inout [String], seen: inout [String: Int32], slotAt: (Int) -> Int32) -> Int32 {
        if let known = seen[name] { return known }
        let slot = slotAt(list.count)
        seen[name] = slot
        list.append(name)
        return slot
    }
}

/// The module a nib names for a class: `customModule` as written, and whether `customModuleProvider="target"`
/// says it is the module of the target that builds the nib (then `module` is only Interface Builder's hint).
struct NibModuleReference: Hashable, Sendable {
    var module: String?
    var isTarget: Bool
}

/// A few names recently met with the slot each was given, in places chosen by length and last byte:
/// `slot(of:)` answers only for a name inserted before (a name may be forgotten, never mistaken).
private struct RecentNames {
    /// Apart, so that a name is compared where it is stored (a tuple would be copied out first).
    private var names = [String?](repeating: nil, count: 32)
    private var slots = [Int32](repeating: 0, count: 32)

    private func place(_ name: String) -> Int {
        var name = name
        // The bytes in place (`utf8.last` walks the generic collection path).
        let (count, last) = name.withUTF8 { ($0.count, $0.last ?? 0) }
        return (count &* 7 &+ Int(last)) & 31
    }

    func slot(of name: String) -> Int32? {
        let place = place(name)
        return names[place] == name ? slots[place] : nil
    }

    mutating func insert(_ name: String, slot: Int32) {
        let place = place(name)
        (names[place], slots[place]) = (name, slot)
    }
}
