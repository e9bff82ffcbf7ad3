/// The property each outlet and outlet collection of a unit's nibs sets, with its declared type read once:
/// outlet-type-mismatch, outlet-protocol-mismatch and outlet-collection-mismatch all start from it (each looked
/// it up for every connection before). Built by its first reader (`UnitAnalyses.outletDeclarations`).
struct OutletDeclarations: Sendable {
    /// An outlet whose source class (or an ancestor) declares its property in the sources.
    struct Entry: Sendable {
        /// The superclass chains of the connection's source object.
        let source: ClassHierarchy
        let declaration: PropertyDeclaration
        /// `DeclaredType(declaration.typeText)`.
        let declared: DeclaredType
    }

    /// By nib position in `index.nibs`, then by connection position in the nib; nil for a connection of another
    /// kind, without a property, from an object whose class the nib does not tell, or whose property the sources
    /// do not declare.
    private let entries: [[Entry?]]

    init(index: ProjectIndex) {
        // One class and key is connected in many nibs (a view controller's `view`, the localized copies of a nib):
        // its declaration is looked up once. The key holds the chain's identity; the value holds the chain, so no
        // other chain can take its address while the table lives.
        struct Key: Hashable {
            let source: ObjectIdentifier
            let property: String
        }
        var known: [Key: (source: ClassHierarchy, entry: Entry?)] = [:]
        entries = index.nibs.map { document in
            document.connections.indices.map { position -> Entry? in
                let connection = document.connections[position]
                guard connection.kind == .outlet || connection.kind == .outletCollection, let property = connection.property,
                      let source = index.hierarchy(ofObjectAt: connection.source, in: document) else { return nil }
                let key = Key(source: ObjectIdentifier(source), property: property)
                if let found = known[key] { return found.entry }
                let entry = source.propertyDeclaration(property).map { Entry(source: source, declaration: $0, declared: DeclaredType($0.typeText)) }
                known[key] = (source, entry)
                return entry
            }
        }
    }

    /// The declaration the connection at `connection` of the nib at `nib` sets (positions in `index.nibs` and its
    /// `connections`), as described at `entries`.
    func entry(nib: Int, connection: Int) -> Entry? {
        entries[nib][connection]
    }
}
