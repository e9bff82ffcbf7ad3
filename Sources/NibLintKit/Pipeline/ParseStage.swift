import Foundation

/// What parsing one file yields.
enum ParseOutcome: Sendable {
    /// A nib, and what the index needs of its objects (computed here, on the parsing worker).
    case nib(ParsedNib)
    /// A source; `runsOwnMain`: it is a `main.swift` that never calls `NSApplicationMain` / `UIApplicationMain`.
    case source(SourceFacts, runsOwnMain: Bool)
    /// An Info.plist's launch entries.
    case launchEntries([LaunchEntry])
    /// A `.strings` or `.xcstrings` localization of a nib.
    case localization(NibLocalization)
    /// A `project.pbxproj`, read during discovery (the units are cut from the projects: see `LintUnits`).
    case project(ProjectModel.ProjectRead)
    case problem(FileProblem)
    case ignored
}

/// A parsed nib and what the index needs of its objects, in one box: the outcomes of every file are
/// moved around several times, and most are sources, so the nib case keeps the outcome small.
final class ParsedNib: Sendable {
    let document: NibDocument
    let classNames: NibClassNames

    init(document: NibDocument, classNames: NibClassNames) {
        self.document = document
        self.classNames = classNames
    }
}

/// What the parse stage yields for a unit: the unit's sources (`UnitSources`) the index starts from, and the rest of what
/// the files said, sorted by kind.
struct ParsedUnit {
    /// Every file's outcome, in the unit's order (sources keep only their `niblint:` comments: the tables own the rest).
    var outcomes: [ParseOutcome]
    var sources: UnitSources
    var nibs: [NibDocument] = []
    var nibClassNames: [NibClassNames] = []
    /// The `niblint:` comments of every source.
    var comments: [SourceComment] = []
    /// The unit's launch build settings, and the entries of the Info.plists an app launches from.
    var launchEntries: [LaunchEntry]
    /// The localizations of the unit's Base-internationalized nibs.
    var localizations: [NibLocalization] = []
    var problems: [FileProblem]

    /// The nibs, leaving none here: the index sets each one's object classes, which would copy every nib
    /// if the array had a second owner.
    mutating func takeNibs() -> [NibDocument] {
        var taken: [NibDocument] = []
        swap(&taken, &nibs)
        return taken
    }
}

/// Parses a unit's files on all workers: sources first (those discovery parsed are only collected), then
/// the nibs, while one worker merges the sources' summaries into the unit's sources (`UnitSources`).
struct ParseStage {
    let workers: Workers
    /// Called as files are parsed (`Linter.progress`).
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Hash every word of every source (`SourceFacts.words`): only when an enabled rule requires them (`RuleRequirements.sourceWords`).
    let collectsWords: Bool
    /// The app headers' macros, for the Objective-C files that import them.
    var headers = ObjectiveCHeaderMacros()

    func run(_ unit: LintUnit, parsedSources: consuming EarlyParses, clock: inout StageClock) -> ParsedUnit {
        let (outcomes, tables, ownMain) = parseAllAndIndexSources(unit.files, parsedSources: parsedSources, clock: &clock)
        var parsed = ParsedUnit(outcomes: outcomes, sources: tables, launchEntries: unit.launchSettings, problems: unit.problems)
        for outcome in outcomes {
            switch outcome {
            case .nib(let nib):
                parsed.nibs.append(nib.document)
                parsed.nibClassNames.append(nib.classNames)
            case .source(let summary, _): parsed.comments += summary.directiveComments
            case .launchEntries(let entries):
                parsed.launchEntries += entries.filter {
                    // An app extension's or bundle's entry (`NSExtensionMainStoryboard`) is read from any target's Info.plist.
                    !$0.opensAtLaunch || unit.launchesFrom($0.location.file) && !(Self.isMainInterface($0.key) && ownMain.contains(ProjectPath.parent(of: $0.location.file)))
                }
            case .localization(let localization):
                parsed.problems += localization.problems
                parsed.localizations.append(localization)
            case .problem(let problem): parsed.problems.append(problem)
            case .project, .ignored: break
            }
        }
        return parsed
    }

    /// A piece of work for the parsing workers.
    private enum Job: Sendable {
        case parse(InputFile)
        case indexSources(SummaryHandOver)
    }

    private enum JobResult: Sendable {
        case parsed(ParseOutcome)
        case indexed(UnitSources)
    }

    /// Parses every file, in parallel; results keep the input order so output is deterministic.
    ///
    /// Sources go first (those in `parsedSources` were parsed during discovery and are only collected).
    /// Then one worker merges their summaries into the unit's sources (`UnitSources`) while the others parse the
    /// nibs: the merge is the longest step that cannot be split, and this way no core waits for it.
    /// `ownMain`: the folders of the `main.swift` files that never call `NSApplicationMain` / `UIApplicationMain`
    /// (a command-line benchmark built as an app): the plist beside one names a main nib or storyboard that nothing loads.
    private func parseAllAndIndexSources(_ files: [InputFile], parsedSources: consuming EarlyParses, clock: inout StageClock)
        -> (outcomes: [ParseOutcome], tables: UnitSources, ownMain: Set<String>) {
        let counter = progress.map { ProgressCounter(total: files.count, report: $0) }
        let catalogs = CatalogPreloader()
        func run(_ job: Job) -> JobResult {
            switch job {
            case .indexSources(let handOver):
                return .indexed(UnitSources(sources: handOver.take(), selectors: handOver.selectors))
            case .parse(let file):
                let outcome = Self.parse(file, collectingWords: collectsWords, headers: headers)
                // The first nib of each platform loads its framework catalog here, while the other
                // worker goes on parsing, rather than later in the single-threaded index.
                if case .nib(let parsed) = outcome { catalogs.preload(parsed.document.platform) }
                counter?.increment()
                return .parsed(outcome)
            }
        }
        let isSource: (InputFile) -> Bool = { $0.kind == .swift || $0.kind == .objectiveC }
        let sourcePositions = files.indices.filter { isSource(files[$0]) }
        let otherPositions = files.indices.filter { !isSource(files[$0]) }
        var outcomes = [ParseOutcome](repeating: .ignored, count: files.count)
        // Sources parsed during discovery are only collected, here on this thread: handing tens of
        // thousands of finished results through the workers costs more than moving them.
        var unparsed: [Int] = []
        for position in sourcePositions {
            if var outcome = parsedSources.take(at: position) {
                // Swapped in: an assignment may copy the summary (retaining each of its arrays) and then free it.
                swap(&outcomes[position], &outcome)
                counter?.increment()
            } else {
                unparsed.append(position)
            }
        }
        // The selectors gathered during discovery are those of every source only when discovery parsed them all.
        let selectors = unparsed.isEmpty ? parsedSources.selectors?.all : nil
        for (position, result) in zip(unparsed, workers.map(unparsed.map { Job.parse(files[$0]) }, run)) {
            if case .parsed(let outcome) = result { outcomes[position] = outcome }
        }
        // The unit's sources become the only owner of each summary (the outcomes keep only its `niblint:`
        // comments), and they let go of each file's declarations once copied: nothing is held twice.
        var summaries: [SourceFacts] = []
        summaries.reserveCapacity(sourcePositions.count)
        var ownMain: Set<String> = []
        for position in sourcePositions {
            guard case .source(let summary, let runsOwnMain) = outcomes[position] else { continue }
            if runsOwnMain { ownMain.insert(ProjectPath.parent(of: files[position].path)) }
            var comments = SourceFacts(path: summary.path)
            comments.directiveComments = summary.directiveComments
            outcomes[position] = .source(comments, runsOwnMain: runsOwnMain)
            summaries.append(summary)
        }
        clock.end("parse sources")
        var tables = UnitSources(sources: [])
        let jobs = [Job.indexSources(SummaryHandOver(summaries, selectors: selectors))] + otherPositions.map { Job.parse(files[$0]) }
        summaries = []
        for (offset, result) in workers.map(jobs, run).enumerated() {
            switch result {
            case .indexed(let built): tables = built
            case .parsed(let outcome): outcomes[otherPositions[offset - 1]] = outcome
            }
        }
        clock.end("parse nibs")  // and, beside them, merge the sources
        return (outcomes, tables, ownMain)
    }

    /// Parses one file, on any thread: its bytes are read once, here. `collectingWords`: also record a source's
    /// words (`SourceWords`), which costs about a fifth of a lint.
    static func parse(_ file: InputFile, collectingWords: Bool, headers: ObjectiveCHeaderMacros? = nil) -> ParseOutcome {
        var bytes: [UInt8]
        let isNib = file.kind == .xib || file.kind == .storyboard
        switch file.readBytes(rejecting: isNib ? NibParser.rejectedPrefix : nil) {
        case .success(let read): bytes = read
        case .failure(let error):
            if file.kind == .xcodeProject { return .project(ProjectModel.read(path: file.path, bytes: nil)) }
            return .problem(FileProblem(kind: .unreadable, location: SourceLocation(file: file.path, line: error.line, column: error.column), message: error.message))
        }
        if file.kind == .swift || file.kind == .objectiveC, Self.isGitCryptEncrypted(bytes) {
            // A locked git-crypt checkout: the file is ciphertext, which no encoding reads; listed, not reported.
            return .problem(FileProblem(kind: .encrypted, location: SourceLocation(file: file.path, line: 1, column: 1),
                                        message: "'\(file.fileName)' is encrypted by git-crypt (a locked checkout) and was not read; the classes it may declare are unknown, not missing"))
        }
        if file.kind == .swift || file.kind == .objectiveC, Self.holdsZeroByte(bytes) {
            // Source text is UTF-8 (or ASCII, MacRoman …: one byte a character); a zero byte means UTF-16, read
            // converted, or a text niblint cannot decode, whose classes are then unknown rather than missing.
            bytes = StringsFile.utf8(bytes)
            if Self.holdsZeroByte(bytes) {
                return .problem(FileProblem(kind: .unreadable, location: SourceLocation(file: file.path, line: 1, column: 1),
                                            message: "'\(file.fileName)' is not text niblint can decode (it holds zero bytes, as UTF-32 or a binary file does); the classes it may declare are not checked"))
            }
        }
        switch file.kind {
        case .xib, .storyboard:
            switch NibParser.parse(bytes: bytes, path: file.path, kind: file.kind == .xib ? .xib : .storyboard) {
            case .document(let document): return .nib(ParsedNib(document: document, classNames: NibClassNames(document)))
            case .unsupported(let path, let reason):
                var problem = FileProblem(kind: .unsupported, location: SourceLocation(file: path, line: 1, column: 1), message: reason)
                if ByteSearch.contains(bytes[...], "<archive") { problem.connectionLabels = LegacyNibLabels.connectionLabels(in: bytes) }
                return .problem(problem)
            case .failed(let path, let message, let line, let column):
                return .problem(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: line, column: column), message: message))
            }
        case .swift:
            let runsOwnMain = file.fileName == "main.swift" && !ByteSearch.contains(bytes[...], "ApplicationMain")
            var facts = SwiftScanner.scan(bytes: bytes, path: file.path)
            if collectingWords { facts.words = SourceWords.collect(bytes) }
            return .source(facts, runsOwnMain: runsOwnMain)
        case .objectiveC:
            // Most headers of a large tree are plain C (vendored libraries): with no `@interface`, no `@protocol`
            // (an outlet's `id<P>` is judged by P's adopters) and no `niblint:` comment, a header declares nothing a
            // nib can use, and is not scanned.
            if file.path.hasSuffix(".h"), !ByteSearch.contains(bytes[...], "@interface"), !ByteSearch.contains(bytes[...], "@protocol"),
               !ByteSearch.contains(bytes[...], "niblint:") {
                return .source(SourceFacts(path: file.path), runsOwnMain: false)
            }
            var facts = ObjectiveCScanner.scan(bytes: bytes, path: file.path, headers: headers)
            facts.directiveComments = CFamilyCommentScanner.directiveComments(in: bytes, path: file.path)
            if collectingWords { facts.words = SourceWords.collect(bytes) }
            return .source(facts, runsOwnMain: false)
        case .xcodeProject:
            return .project(ProjectModel.read(path: file.path, bytes: bytes))
        case .asset:
            return .ignored
        case .localizedStrings:
            return .localization(NibLocalization.read(path: file.path, bytes: bytes))
        case .infoPlist:
            return .launchEntries(InfoPlist.launchEntries(bytes: bytes, path: file.path))
        case .compiledNib:
            if Self.editableNibFileNames.contains(file.fileName) {
                return .problem(FileProblem(kind: .unsupported, location: SourceLocation(file: file.path, line: 1, column: 1),
                                            message: "'\(file.fileName)' is an editable nib file from Interface Builder 2 or 3 outside its .nib bundle, a format niblint cannot check; "
                                                + "its connections go unchecked until it is converted to a .xib"))
            }
            return .problem(FileProblem(kind: .unsupported, location: SourceLocation(file: file.path, line: 1, column: 1),
                                        message: "'\(file.nibName).nib' is a compiled nib, which niblint cannot check; lint the .xib or .storyboard it was compiled from"))
        }
    }

    /// The files of an Interface Builder 2 or 3 nib bundle that are its editable source, not compiled (`designable.nib` is XML).
    static let editableNibFileNames: Set<String> = ["designable.nib", "classes.nib", "info.nib"]

    /// The header git-crypt writes at the start of every file it encrypts.
    static let gitCryptHeader: [UInt8] = Array("\0GITCRYPT\0".utf8)

    /// Whether a file is git-crypt ciphertext: it starts with `\0GITCRYPT\0` (a `.gitattributes` `filter=git-crypt` file in a
    /// checkout that was not unlocked).
    static func isGitCryptEncrypted(_ bytes: [UInt8]) -> Bool {
        bytes.count >= gitCryptHeader.count && bytes[..<gitCryptHeader.count].elementsEqual(gitCryptHeader)
    }

    /// Whether the first 4 KB of a source hold a zero byte (never in UTF-8 source text).
    static func holdsZeroByte(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            return memchr(base, 0, min(buffer.count, 4096)) != nil
        }
    }

    /// The launch keys that name the app's main interface, which only the framework's main function loads.
    static func isMainInterface(_ key: String) -> Bool {
        ["NSMainNibFile", "NSMainStoryboardFile", "UIMainStoryboardFile"].contains { key.hasPrefix($0) }
    }
}
