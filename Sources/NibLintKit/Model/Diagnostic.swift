/// How serious a finding is. `error` findings make the command exit with status 1.
public enum Severity: String, Codable, Comparable, Sendable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A 1-based position in a file. Columns count bytes, as clang and Xcode do.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var file: String
    /// Line and column in 32 bits: every declaration of the sources holds a location (24 bytes instead of 32).
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public var line: Int { get { Int(storedLine) } set { storedLine = Int32(clamping: newValue) } }
    public var column: Int { get { Int(storedColumn) } set { storedColumn = Int32(clamping: newValue) } }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A secondary location that explains a diagnostic, such as the class declaration an outlet was looked up in.
public struct DiagnosticNote: Hashable, Sendable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// One finding: a rule, where it is, and what to do about it.
///
/// How a rule author writes the text (issue 29 point 8), so that the first line reads at a glance:
/// - `message`: only what is wrong, naming both sides (the nib object or scene and the class or code) and a
///   did-you-mean where a near name exists; no fix, no run-time failure. Aim for about 120 characters, at most 160
///   on average. `outlet 'nameLbl' of File's Owner (ProfileViewController) has no property 'nameLbl'; did you mean 'nameLabel'?`
/// - `help`: how to fix it, imperative, lower-case, no trailing period: `rename the property back or reconnect the
///   outlet in Interface Builder`. Reporters show it as `note: fix: …` at the diagnostic's own location.
/// - `failure`: what the running app does, quoting its log where known: `"not key value coding-compliant for the key
///   nameLbl"`. Reporters show it as `note: at run time: …`.
/// - `notes`: other places (the class declaration, the scene that shadows, ...), each with its own location.
/// `explain <rule>` keeps the long form (the rule's rationale and run-time failure).
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    /// What is wrong, on one line (see the convention above).
    public var message: String
    public var notes: [DiagnosticNote]
    /// How to fix the finding, shown as a `fix:` note; nil when the message says it all.
    public var help: String?
    /// What happens at run time, shown as an `at run time:` note; nil when nothing fails visibly.
    public var failure: String?
    /// What the finding is about, without line numbers, so it survives edits that move it: for connection
    /// rules `"<connection id>|<property or selector>"`, for a class the nib object id, and so on.
    /// Baselines match diagnostics by rule, file and identity.
    public var identity: String
    /// Other files whose contents the finding depends on: the files declaring the classes a member was
    /// looked up in, a class a misspelled name probably meant, ... `--report-only` keeps a diagnostic
    /// when its file, a note's file or one of these is among the files it names.
    public var relatedFiles: [String]
    /// The nib object and connection ids the finding is about, which `suppress` entries of
    /// `lint-rules.json` can name.
    public var objectIDs: [String]
    /// What `--fix` does about the finding, set by a `CorrectableRule`: an edit of the nib, or why none is safe.
    /// Not part of what the finding is (see `==`), and never reported.
    public var fix: Fix?
    /// The fixes of the same finding in other localized copies of its nib, merged into this one (`LocalizedCopiesStage`):
    /// `--fix` edits every copy. Not part of what the finding is (see `==`), and never reported.
    public var fixesOfCopies: [Fix] = []

    /// This finding's fix and those of the localized copies merged into it.
    public var allFixes: [Fix] { (fix.map { [$0] } ?? []) + fixesOfCopies }

    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, notes: [DiagnosticNote] = [],
                help: String? = nil, failure: String? = nil, identity: String = "", relatedFiles: [String] = [], objectIDs: [String] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
        self.help = help
        self.failure = failure
        self.identity = identity
        self.relatedFiles = relatedFiles
        self.objectIDs = objectIDs
    }

    /// Two diagnostics are the same finding whatever their fixes: two units that report a finding in a file they
    /// share report it once (`LintResult.merging`), with the first unit's fix.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.ruleID == rhs.ruleID && lhs.severity == rhs.severity && lhs.location == rhs.location && lhs.message == rhs.message
            && lhs.notes == rhs.notes && lhs.help == rhs.help && lhs.failure == rhs.failure && lhs.identity == rhs.identity && lhs.relatedFiles == rhs.relatedFiles && lhs.objectIDs == rhs.objectIDs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(severity)
        hasher.combine(location)
        hasher.combine(message)
        hasher.combine(notes)
        hasher.combine(help)
        hasher.combine(failure)
        hasher.combine(identity)
        hasher.combine(relatedFiles)
        hasher.combine(objectIDs)
    }

    /// The notes every reporter shows: the rule's notes, then the fix and the run-time failure as notes at the
    /// diagnostic's own location (`fix: …`, `at run time: …`), so that text-only formats need no new fields.
    public var displayedNotes: [DiagnosticNote] {
        var shown = notes
        if let help { shown.append(DiagnosticNote(location: location, message: "fix: " + help)) }
        if let failure { shown.append(DiagnosticNote(location: location, message: "at run time: " + failure)) }
        return shown
    }

    /// Every file the diagnostic involves: its own, its notes' and its related files, without repeats.
    public var involvedFiles: [String] {
        var files = [location.file]
        for file in notes.map(\.location.file) + relatedFiles where !files.contains(file) { files.append(file) }
        return files
    }

    /// The order reporters print in: by file, line, column, then rule and message so ties are stable.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
