/// What a correctable rule attaches to a diagnostic (`Diagnostic.fix`): an edit of the nib, or why no edit is safe.
/// `--fix` applies the edits of the diagnostics a run reports and lists the declined ones.
public enum Fix: Hashable, Sendable {
    case edit(NibFix)
    case declined(DeclinedFix)

    public var edit: NibFix? {
        if case .edit(let fix) = self { return fix }
        return nil
    }

    public var declined: DeclinedFix? {
        if case .declined(let declined) = self { return declined }
        return nil
    }
}

/// One mechanical edit of a nib: rename the member a connection names, or remove the connection.
public struct NibFix: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        /// Replace the value of `attribute` (`property` or `selector`) with `newValue`.
        case rename(attribute: String, from: String, to: String)
        /// Delete the connection element (and its line, when it is alone on it).
        case remove
    }

    public var file: String
    /// Position of the connection element's `<`, as in the diagnostics.
    public var line: Int
    public var column: Int
    public var change: Change
    /// What the fix does, for the command's report.
    public var summary: String
}

/// A broken connection `--fix` leaves for a person, and why no edit of it is safe.
public struct DeclinedFix: Hashable, Sendable {
    public var file: String
    /// Position of the connection element's `<`, as in the diagnostics.
    public var line: Int
    public var column: Int
    /// Why, for the command's report: "outlet 'playButton' of PlayerViewController has 2 candidates, 'castButton' and 'pipButton' ...".
    public var reason: String

    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }
}

extension LintResult {
    /// The edits the reported diagnostics carry, in report order: what `--fix` applies.
    public var fixes: [NibFix] { diagnostics.flatMap(\.allFixes).compactMap(\.edit) }
    /// The reported diagnostics whose fix was declined, with the reason (`--fix` prints them: "left for a person: ...").
    public var declinedFixes: [DeclinedFix] { diagnostics.flatMap(\.allFixes).compactMap(\.declined) }
}
