import Foundation

/// Sources parsed during discovery, beside the files found (nil for the other files), and their selectors.
struct EarlyParses: ~Copyable {
    private var outcomes: [ParseOutcome?]
    let selectors: SelectorCollector?

    init(outcomes: [ParseOutcome?], selectors: SelectorCollector?) {
        self.outcomes = outcomes
        self.selectors = selectors
    }

    /// Keeps the outcomes of the files at `positions` only, in that order (the files that are linted).
    /// Outcomes are moved (`swap`), never copied: a copy would touch the reference counts of every summary's
    /// arrays, scattered over the heap of a large project.
    mutating func keep(_ positions: [Int]) {
        guard !outcomes.isEmpty, positions.count != outcomes.count else { return }  // all kept: the same order
        var kept = [ParseOutcome?](repeating: nil, count: positions.count)
        for (slot, position) in positions.enumerated() { swap(&kept[slot], &outcomes[position]) }
        outcomes = kept
    }

    /// The outcomes split among units (`members`: each unit's positions): a file of several units (a sub-project's
    /// sources that several apps build) is moved to the first and copied to the others, not parsed again for each.
    consuming func split(_ members: [[Int]]) -> [[ParseOutcome?]] {
        // Where each file's outcome went: (unit, slot), or nil while it is still here.
        var placed = [(unit: Int, slot: Int)?](repeating: nil, count: outcomes.count)
        var parts: [[ParseOutcome?]] = []
        for positions in members {
            var unitOutcomes = [ParseOutcome?](repeating: nil, count: outcomes.isEmpty ? 0 : positions.count)
            if !outcomes.isEmpty {
                for (slot, position) in positions.enumerated() {
                    if let first = placed[position] {
                        unitOutcomes[slot] = parts[first.unit][first.slot]
                    } else {
                        placed[position] = (parts.count, slot)
                        swap(&unitOutcomes[slot], &outcomes[position])
                    }
                }
            }
            parts.append(unitOutcomes)
        }
        return parts
    }

    /// The outcome parsed for the file at `position`, which is no longer held here (so that its summary can have one owner).
    mutating func take(at position: Int) -> ParseOutcome? {
        guard position < outcomes.count else { return nil }
        var outcome: ParseOutcome?
        swap(&outcome, &outcomes[position])
        return outcome
    }
}

/// Passes the source summaries to the worker that builds the unit's sources (`UnitSources`), as their only owner.
final class SummaryHandOver: @unchecked Sendable {
    private var summaries: [SourceFacts]
    /// The selectors of all their methods, when gathered as they were parsed.
    let selectors: Set<String>?

    init(_ summaries: [SourceFacts], selectors: Set<String>?) {
        self.summaries = summaries
        self.selectors = selectors
    }

    /// The summaries, leaving none here; called once, by one worker.
    func take() -> [SourceFacts] {
        defer { summaries = [] }
        return summaries
    }
}

/// Counts parsed files for `Linter.progress`; reports run one at a time, in increasing order.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func increment() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done, total)
    }
}

/// Loads each platform's `FrameworkCatalog` once, from whichever worker asks first; the others do not wait.
final class CatalogPreloader: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed: Set<NibPlatform> = []

    func preload(_ platform: NibPlatform) {
        lock.lock()
        let isFirst = claimed.insert(platform).inserted
        lock.unlock()
        if isFirst { _ = FrameworkCatalog.forPlatform(platform) }
    }
}
