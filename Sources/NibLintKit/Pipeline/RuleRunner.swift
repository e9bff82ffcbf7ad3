import Dispatch

/// Runs the project rules on a unit's index, in parallel, and beside them the census of judged and
/// unverified connections (the summary line); timing each.
struct RuleRunner {
    let configuration: Configuration
    let workers: Workers

    /// What the rules found, in registry order (each rule's findings in its own order), before any filtering.
    struct Run {
        var diagnostics: [Diagnostic] = []
        var census = ConnectionCensus()
        /// Each rule's time on its worker, in registry order, then the census's.
        var times: [StageTime] = []
    }

    /// `suppressions`: a disabled rule still runs when a comment names it, so the comment is not called unused
    /// (the configuration stage drops its findings).
    func run(_ context: RuleContext, suppressions: SourceSuppressions) -> Run {
        let projectRules = RuleRegistry.all.filter { rule in
            guard rule.phase == .project, let setting = configuration.setting(for: rule.identifier) else { return false }
            return setting.isEnabled || configuration.enablesAnywhere(rule.identifier) || suppressions.mentions(rule.identifier)
        }
        // Rules only read the index: they run in parallel, and their findings are merged in registry order.
        // The longest jobs (by declared cost) start first, so no worker is left with one of them at the end; among
        // rules of one cost, those that read the nib usage go first (the first reader builds it while the others
        // wait). The census starts after the longest rules. Results go back to registry order.
        enum Job { case census, rule(Int) }
        func startRank(_ job: Job) -> (Int, Int, Int) {  // cost (longest first), reads the nib usage first, registry position
            // The census: before every ordinary rule.
            guard case .rule(let position) = job else { return (-RuleCost.ordinary.rawValue, -1, 0) }
            let rule = projectRules[position]
            return (-rule.cost.rawValue, rule.requirements.contains(.nibUsage) ? 0 : 1, position)
        }
        let jobs = ([Job.census] + projectRules.indices.map { Job.rule($0) }).sorted { startRank($0) < startRank($1) }
        let outcomes = workers.map(jobs) { job -> (census: ConnectionCensus?, diagnostics: [Diagnostic], seconds: Double) in
            let start = DispatchTime.now().uptimeNanoseconds
            func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
            switch job {
            case .census:
                var census = context.connections.census()
                // The use sites of the rules enabled somewhere (a rule run only because a suppression comment names it lists none).
                let reported = projectRules.filter { configuration.enablesAnywhere($0.identifier) }
                    .reduce(into: Set<UseSiteKind>()) { kinds, rule in kinds.formUnion(rule.reportedUseSites) }
                let names = NameCensus.unverified(context.useSites, of: reported)
                census.unverified += names.notes
                census.reasons += names.reasons
                return (census, [], elapsed())
            case .rule(let position):
                let found = projectRules[position].init().check(context)
                return (nil, found, elapsed())
            }
        }
        var run = Run()
        var findings = [[Diagnostic]](repeating: [], count: projectRules.count)
        var ruleTimes = [StageTime](repeating: StageTime(stage: "", seconds: 0), count: projectRules.count)
        var censusTime = StageTime(stage: "connection census", seconds: 0)
        for (job, outcome) in zip(jobs, outcomes) {
            switch job {
            case .census:
                run.census = outcome.census ?? run.census
                censusTime.seconds = outcome.seconds
            case .rule(let position):
                findings[position] = outcome.diagnostics
                ruleTimes[position] = StageTime(stage: projectRules[position].identifier, seconds: outcome.seconds)
            }
        }
        run.diagnostics = findings.flatMap { $0 }
        run.times = ruleTimes + [censusTime]
        return run
    }
}
