extension Linter {
    /// Mechanical fixes for the reported outlet-not-found and action-not-found diagnostics of a unit
    /// (`plansFixes`), and the reason for each of them left alone.
    func planFixes(reported diagnostics: [Diagnostic], analyses: UnitAnalyses) -> (fixes: [NibFix], declined: [DeclinedFix]) {
        var fixes: [NibFix] = []
        var declined: [DeclinedFix] = []
        // Only what is reported is changed: a suppressed or disabled finding is left alone.
        let fixable = diagnostics.filter { ["outlet-not-found", "action-not-found"].contains($0.ruleID) }
        let reported = Set(fixable.map(\.location))
        let plan = FixPlanner.decide(analyses)
        fixes = plan.fixes.filter { reported.contains(SourceLocation(file: $0.file, line: $0.line, column: $0.column)) }
        declined = plan.declined.filter { reported.contains($0.location) }
        // Every reported one is either fixed or explained.
        let decided = Set(fixes.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) } + declined.map(\.location))
        for diagnostic in fixable where !decided.contains(diagnostic.location) {
            declined.append(DeclinedFix(file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                                        reason: "--fix has no mechanical edit for this \(diagnostic.ruleID)"))
        }
        return (fixes, declined)
    }
}
