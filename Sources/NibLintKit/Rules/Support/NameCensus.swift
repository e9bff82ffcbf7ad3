/// The use sites niblint does not judge (a name a dependency may supply, a member a dependency may add, a nib that may
/// be loaded by a name niblint cannot read), as `--show-unverified` lists them and the summary counts them: a fold over
/// the unverified verdicts of the unit's use-site tables (`UseSiteVerdicts`), the same verdicts the rules report from.
enum NameCensus {
    /// One note per unverified use of the tables of `kinds` (those a rule that runs reports), with its reason's kind.
    static func unverified(_ verdicts: UseSiteVerdicts, of kinds: Set<UseSiteKind>) -> (notes: [DiagnosticNote], reasons: [UnverifiedReason]) {
        let uses = verdicts.unverified(of: kinds)
        return (uses.map(\.note), uses.map(\.kind))
    }
}
