/// What the index needs from one nib that only a walk over all its objects tells: the classes its objects
/// have, each once, and the storyboard identifiers it defines. The linter computes it on the worker that
/// parsed the nib, while the objects are still in cache, so the index (which runs on one thread) reads a
/// few names a nib instead of every object of the project. It needs no framework catalog, so no worker
/// waits for one to load.
struct NibClassNames: Sendable {
    /// The classes of the objects with a custom class and of the placeholders whose class the nib tells
    /// (`ProjectIndex.className(of:platform:)`), each once, in document order.
    private(set) var classNames: [String] = []
    /// The elements of the objects with neither (`label`, `tableViewCell`), each once, in document order:
    /// the index asks the catalog for their classes.
    private(set) var elementNames: [String] = []
    /// The Storyboard IDs of a storyboard's objects (none for a xib).
    private(set) var storyboardIdentifiers: [String] = []
    /// The identifiers of a storyboard's segues (none for a xib).
    private(set) var segueIdentifiers: [String] = []

    init(_ nib: NibDocument) {
        let isStoryboard = nib.kind == .storyboard
        var seenNames: Set<String> = [], seenElements: Set<String> = []
        // Most objects repeat an element or class met just before (constraints come in runs): a few
        // recently seen names answer them without hashing.
        var recentElements = RecentNames(), recentClasses = RecentNames()
        // Field by field: `for object in nib.objects` would copy each object.
        for position in nib.objects.indices {
            if isStoryboard, let id = nib.objects[position].storyboardIdentifier { storyboardIdentifiers.append(id) }
            let role = nib.objects[position].placeholderRole, customClass = nib.objects[position].customClass
            if role == nil, customClass == nil {
                let elementName = nib.objects[position].elementName
                if recentElements.contains(elementName) { continue }
                recentElements.insert(elementName)
                if seenElements.insert(elementName).inserted { elementNames.append(elementName) }
                continue
            }
            if role == nil, let customClass {
                if recentClasses.contains(customClass) { continue }
                recentClasses.insert(customClass)
            }
            // With a role or a custom class, the class is never the catalog's.
            guard let name = ProjectIndex.className(role: role, customClass: customClass, elementName: nib.objects[position].elementName,
                                                    platform: nib.platform),
                  seenNames.insert(name).inserted else { continue }
            classNames.append(name)
        }
        guard isStoryboard else { return }
        for position in nib.connections.indices where nib.connections[position].kind == .segue {
            if let identifier = nib.connections[position].identifier { segueIdentifiers.append(identifier) }
        }
    }
}

/// A few names recently met, in slots chosen by length and last byte: `contains` is true only for a name
/// inserted before (a name may be forgotten, never mistaken).
private struct RecentNames {
    private var slots = [String?](repeating: nil, count: 32)

    private func slot(_ name: String) -> Int {
        var name = name
        // The bytes in place (`utf8.last` walks the generic collection path).
        let (count, last) = name.withUTF8 { ($0.count, $0.last ?? 0) }
        return (count &* 7 &+ Int(last)) & 31
    }

    func contains(_ name: String) -> Bool { slots[slot(name)] == name }

    mutating func insert(_ name: String) { slots[slot(name)] = name }
}
