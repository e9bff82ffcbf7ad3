/// A `.xib` or `.storyboard` the project builds that nothing loads: no code names it, no storyboard reference, no
/// Info.plist entry, no view controller takes it by its class name. Reported at the file's first line.
///
/// Conservative: a nib is not judged when the unit loads nibs (or storyboards) by a name niblint cannot read, or when
/// any source spells the nib's name (in code, a string or a comment), since a loader niblint does not follow may use it.
public struct UnusedNibRule: Rule, ReportsUnloadedFiles {
    public init() {}

    /// Words: a nib no source spells is unused (`SourceWords`).
    public static let requirements: RuleRequirements = [.sourceWords]

    public static let description = RuleDescription(
        identifier: "unused-nib",
        name: "Unused nib",
        summary: "A .xib or .storyboard the project builds that nothing loads: no nib or storyboard name in code, no storyboard reference, no Info.plist entry, no view controller of that name created without a nib name; and no source spells its name.",
        rationale: "Nibs outlive the code that loaded them: a renamed screen, a backup copy (`Main~.storyboard`), a second copy of a storyboard a package now provides. They are compiled into the app, checked by every tool, and their defects look like crashes although nothing can ever load them. niblint only calls a nib unused when no source spells its name at all and every loader's name can be read; delete the file (and its localizations), or load it.",
        runtimeFailure: "None: the file is never loaded; it adds to the app's size and to the findings of every check.",
        defaultSeverity: .warning,
        // Opt-in: a folder of nibs linted without the code that loads them (a framework's, a test's, a subset of a
        // tree) would have every nib reported.
        isEnabledByDefault: false,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // The nibs nothing loads, with the words a source must spell for each to be left alone.
        let candidates: [(document: NibDocument, words: [UInt64]?)] = NibLoading.unloadedNibs(index).judged.map { position in
            (index.nibs[position], Self.wordsSpelling(index.nibs[position].name))
        }
        // One pass over the sources' words for the few the candidates need (no table of every word).
        let needed = Set(candidates.flatMap { $0.words ?? [] })
        var spelled: Set<UInt64> = []
        if !needed.isEmpty { for word in index.sources.words where needed.contains(word) { spelled.insert(word) } }
        var diagnostics: [Diagnostic] = []
        for (document, words) in candidates {
            if let words, words.allSatisfy(spelled.contains) { continue }
            let name = document.name
            let what = document.kind == .xib ? "nib" : "storyboard"
            let ways = document.kind == .xib
                ? "no code loads or registers a nib of that name, and no view controller of that name (or with 'Controller' after it) is created without a nib name"
                : "no code opens a storyboard of that name, no storyboard reference names it, and no Info.plist entry launches it"
            let message = "nothing loads \(what) '\(name)' (\(document.fileName)): \(ways), and no source spells '\(name)'"
            diagnostics.append(context.diagnostic(Self.self, at: document.location(line: 1, column: 1), message,
                                                  help: "delete the file (and its localizations), or load it where it is meant to be used",
                                                  failure: "it is compiled into the app and never used", identity: "\(what)|\(document.fileName)"))
        }
        return diagnostics
    }

    /// The words (`SourceWords` hashes) the sources must spell for `name` to count as spelled: each of its words of
    /// three characters or more, case aside (`R.nib.feedHeader` spells `FeedHeader`). Empty when the name always
    /// counts as spelled (no such word; letters beyond ASCII, which `SourceWords` does not read); nil when it never
    /// does: a character no generated name or identifier has (`Main~`, a backup copy) only counts when a loader names it.
    static func wordsSpelling(_ name: String) -> [UInt64]? {
        if name.contains(where: { !($0.isLetter || $0.isNumber || " _-.+".contains($0)) }) { return nil }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
        let parts = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { $0.count >= 3 && $0.first?.isLetter == true }
        return parts.map { SourceWords.hash(String($0)[...]) }
    }
}

extension UnusedNibRule: UseSiteReporter {
    public static let reportedUseSites: Set<UseSiteKind> = [.unloadedNib]
}
