/// `ConnectionResolver`'s verdict on every member connection of a unit's nibs, reached once (each nib on a
/// worker) and read by the census, outlet-not-found, action-not-found and the fix planner.
public struct ConnectionVerdicts: Sendable {
    public typealias Verdict = ConnectionResolver.Verdict

    /// The four verdicts of one connection; at most one of the first three applies (they need different kinds).
    public struct Entry: Sendable {
        public var outlet: Verdict
        public var action: Verdict
        public var unwindAction: Verdict
        public var segueAction: Verdict
    }

    public let resolver: ConnectionResolver
    /// By nib position in `index.nibs`, then by connection position in the nib.
    private let entries: [[Entry]]

    init(index: ProjectIndex, workers: Workers) {
        let resolver = ConnectionResolver(index: index)
        self.resolver = resolver
        entries = workers.map(index.nibs) { document in
            document.connections.map { connection in
                Entry(outlet: resolver.resolveOutlet(connection, in: document), action: resolver.resolveAction(connection, in: document),
                      unwindAction: resolver.resolveUnwindAction(connection, in: document), segueAction: resolver.resolveSegueAction(connection, in: document))
            }
        }
    }

    /// The verdicts of the connection at `connection` in the nib at `nib` (positions in `index.nibs` and its `connections`).
    public func verdicts(nib: Int, connection: Int) -> Entry {
        entries[nib][connection]
    }

    /// Every connection whose member niblint could judge or not, with the reason for those it could not.
    public func census() -> ConnectionCensus {
        var census = ConnectionCensus()
        for (nib, document) in resolver.index.nibs.enumerated() {
            for (position, connection) in document.connections.enumerated() {
                let entry = entries[nib][position]
                for verdict in [entry.outlet, entry.action, entry.unwindAction, entry.segueAction] {
                    switch verdict {
                    case .notApplicable: continue
                    case .verified, .missing, .notExposed: census.judged += 1
                    case .unverified(let reason, let kind):
                        census.unverified.append(DiagnosticNote(location: document.location(of: connection), message: reason))
                        census.reasons.append(kind)
                    }
                }
            }
        }
        return census
    }
}
