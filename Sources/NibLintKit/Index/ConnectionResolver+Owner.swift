extension ConnectionResolver {
    /// `ProjectIndex.ownerConnectionsHold(on:ownerIndex:in:)` for the chain of `ownerClass`.
    public func ownerConnectionsHold(on ownerClass: String, ownerIndex: Int, in document: NibDocument) -> Bool {
        index.ownerConnectionsHold(on: index.hierarchy(of: ownerClass, platform: document.platform), ownerIndex: ownerIndex, in: document)
    }
}

extension ProjectIndex {
    /// The verdict on each connection File's Owner (at `ownerIndex`) takes part in, as if File's Owner were of
    /// `hierarchy`'s class (the owner a load site passes): its outlets, the actions sent to it, and the first key of each
    /// binding to it (a property, or else a method, of that name). Read by owner-class-mismatch and the index's stale-owner substitution; computed on demand, the
    /// first broken one ends it (a lookup that cannot tell holds, as in the connection verdicts).
    func ownerConnectionsHold(on hierarchy: ClassHierarchy, ownerIndex: Int, in document: NibDocument) -> Bool {
        let ownerID = document.objects[ownerIndex].id
        func fails(_ lookup: MemberLookup) -> Bool {
            switch lookup {
            case .missing, .notExposed: return true
            case .found, .unverified: return false
            }
        }
        for (position, connection) in document.connections.enumerated() {
            switch connection.kind {
            case .outlet, .outletCollection:
                guard connection.source == ownerIndex, let key = connection.property else { continue }
                if fails(hierarchy.lookupProperty(key, visibility: objCVisibility)) { return false }
            case .action:
                guard connection.destinationID == ownerID, let selector = connection.selector else { continue }
                if fails(hierarchy.lookupSelector(selector, visibility: objCVisibility)) { return false }
            case .binding:
                guard connection.destinationID == ownerID,
                      let binding = document.bindings.first(where: { $0.connection == position }) else { continue }
                var keys = binding.keyPath.split(separator: ".")
                if keys.first == "self" { keys.removeFirst() }
                guard let key = keys.first.map(String.init), !key.hasPrefix("@") else { continue }
                if fails(hierarchy.lookupProperty(key, visibility: objCVisibility)), fails(hierarchy.lookupSelector(key)) { return false }
            default:
                continue
            }
        }
        return true
    }
}
