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
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

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
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var notes: [DiagnosticNote]

    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, notes: [DiagnosticNote] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// The order reporters print in: by file, line, column, then rule and message so ties are stable.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
