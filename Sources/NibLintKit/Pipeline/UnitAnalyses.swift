import Foundation

/// What several rules, the connection census and the fix planner read of one unit, computed once per unit
/// (before, each of them built its own copy).
///
/// The connection verdicts are reached before the rules run, each nib on a worker: the census needs them
/// all anyway. The nib usage is built by its first reader (unconnected-outlet, unconnected-action or the fix
/// planner, whichever comes first), since a run with those rules off never needs it.
public final class UnitAnalyses: @unchecked Sendable {
    public let index: ProjectIndex
    /// The verdict on every outlet, action, unwind and segue action of the nibs.
    public let connections: ConnectionVerdicts
    /// The storyboards by name (the file name without `.storyboard`, as code and Info.plist name them); the
    /// localized copies of one storyboard (`Base.lproj`, `en.lproj`) share a name.
    public let storyboardsByName: [String: [NibDocument]]

    private let lock = NSLock()
    private var builtUsage: NibUsage?
    private let useSitesOnce = Once<UseSiteVerdicts>()
    private let outletDeclarationsOnce = Once<OutletDeclarations>()

    init(index: ProjectIndex, workers: Workers) {
        self.index = index
        connections = ConnectionVerdicts(index: index, workers: workers)
        var storyboards: [String: [NibDocument]] = [:]
        for document in index.nibs where document.kind == .storyboard { storyboards[document.name, default: []].append(document) }
        storyboardsByName = storyboards
    }

    /// Which classes the nibs instantiate and which outlets and actions they connect; a reader that comes
    /// while the first one builds it waits for it.
    var nibUsage: NibUsage {
        lock.lock()
        defer { lock.unlock() }
        if let builtUsage { return builtUsage }
        let usage = NibUsage(index: index)
        builtUsage = usage
        return usage
    }

    /// The property each outlet and outlet collection sets, with its declared type: built by its first reader
    /// (outlet-type-mismatch, outlet-protocol-mismatch or outlet-collection-mismatch).
    var outletDeclarations: OutletDeclarations {
        outletDeclarationsOnce.value { OutletDeclarations(index: index) }
    }

    /// The verdicts on the use sites other than member connections (nib, storyboard and image names, runtime
    /// attributes, …): each table is built by its first reader. `fileProblems`: the unit's, the same for every reader
    /// (nibs and storyboards niblint cannot read exist all the same).
    func useSites(fileProblems: [FileProblem]) -> UseSiteVerdicts {
        // Unowned: the analyses hold the verdicts, which would otherwise hold them back.
        useSitesOnce.value { UseSiteVerdicts(index: index, fileProblems: fileProblems, storyboardsByName: storyboardsByName, nibUsage: { [unowned self] in self.nibUsage }) }
    }
}
