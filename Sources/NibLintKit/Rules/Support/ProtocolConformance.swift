/// Whether a nib object's class adopts a protocol of the tree, for outlets typed with a protocol (`id<Themeable>`,
/// `@IBOutlet weak var themed: Themeable!`). Only protocols the sources declare are judged: only the tree's classes
/// (or its extensions of framework classes) can adopt them, so when none of the chain's declarations does, nothing does.
struct ProtocolConformance {
    /// The protocols of the tree by name, with the protocols each inherits.
    private let protocols: [String: [ProtocolDeclaration]]

    init(index: ProjectIndex) {
        protocols = Dictionary(grouping: index.sources.protocols, by: \.name)
    }

    /// The protocol an outlet's type names: Objective-C `id<P>` (qualifiers allowed, one protocol), or a Swift type
    /// that is the name of a protocol of the tree (`P!`, `P?`); nil for anything else (classes, compositions, `any P`).
    func declaredProtocol(_ typeText: String, declared: DeclaredType, index: ProjectIndex, platform: NibPlatform) -> String? {
        guard !protocols.isEmpty else { return nil }
        if let name = declared.className, !declared.isArray, protocols[name] != nil, !index.isClassName(name, platform: platform) { return name }
        // No `<` in an ASCII type (nearly every outlet's): no `id<P>`, nothing split.
        if typeText.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "<") }) { return nil }
        let words = typeText.split(whereSeparator: { !($0 == "_" || $0.isLetter || $0.isNumber) })
            .filter { !["__weak", "__strong", "__unsafe_unretained", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull",
                        "__nullable", "__nonnull", "null_unspecified", "_Null_unspecified", "IBOutlet", "const"].contains($0) }
        guard words.count == 2, words[0] == "id", typeText.contains("<"), !typeText.contains("*"), !typeText.contains(","),
              protocols[String(words[1])] != nil else { return nil }
        return String(words[1])
    }

    /// Whether `hierarchy`'s class adopts `name`: true or false when every class of the chain is known to the tree or
    /// the catalog (no external, no unknown class, no inherited type that is a typealias); nil otherwise.
    func conforms(_ hierarchy: ClassHierarchy, to name: String, index: ProjectIndex) -> Bool? {
        guard hierarchy.unknownClasses.isEmpty else { return nil }
        var answer: Bool? = false
        for step in hierarchy.steps {
            if step.external != nil { answer = nil }
            for position in step.declarations.indices {
                for written in step.declarations[position].inheritedTypes {
                    let adopted = Self.plainName(written)
                    if inherits(adopted, name) { return true }
                    if index.sources.typeAliasesByName[adopted] != nil { answer = nil }
                }
            }
        }
        return answer
    }

    /// A required method of `name` (or of a protocol of the tree it inherits) that `hierarchy`'s class does not have, or nil
    /// when it has them all or cannot tell. The runtime never checks conformance: an object that implements the methods
    /// without adopting the protocol works, and a protocol of optional methods only is served by any object.
    func missingRequirement(_ hierarchy: ClassHierarchy, of name: String) -> String? {
        var visited: Set<String> = []
        var queue = [name]
        while let current = queue.popLast() {
            guard visited.insert(current).inserted, let declarations = protocols[current] else { continue }
            for declaration in declarations {
                queue += declaration.inheritedTypes.map(Self.plainName)
                for method in declaration.requiredMethods where !has(method, swiftBaseName: declaration.isSwift, in: hierarchy) { return method }
            }
        }
        return nil
    }

    /// Whether the class chain has the method: an Objective-C selector as the runtime looks it up; a Swift requirement by its
    /// base name (a method of that name in the sources, or a framework selector `name` / `name:`).
    private func has(_ method: String, swiftBaseName: Bool, in hierarchy: ClassHierarchy) -> Bool {
        guard swiftBaseName else {
            if case .missing = hierarchy.lookupSelector(method) { return false }
            return true
        }
        for step in hierarchy.steps {
            if step.declarations.contains(where: { $0.forwardsSelectors || $0.methods.contains { $0.name == method } }) { return true }
            if let entry = step.catalogEntry, entry.methods.contains(method) || entry.methods.contains(method + ":") { return true }
            if step.external != nil { return true }
        }
        return false
    }

    /// Whether protocol (or class) `adopted` is `name` or a protocol of the tree inheriting from it.
    private func inherits(_ adopted: String, _ name: String) -> Bool {
        var visited: Set<String> = []
        var queue = [adopted]
        while let current = queue.popLast() {
            if current == name { return true }
            guard visited.insert(current).inserted, let declarations = protocols[current] else { continue }
            for declaration in declarations { queue += declaration.inheritedTypes.map(Self.plainName) }
        }
        return false
    }

    /// `Module.Name<Args>` → `Name`.
    private static func plainName(_ written: String) -> String {
        var text = Substring(written)
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        return String(text.filter { $0 != " " && $0 != "\t" })
    }
}
