/// A rule whose diagnostics carry what `--fix` does about them (`Diagnostic.fix`): an edit of the nib, or the
/// reason no edit is safe, on every diagnostic it reports when the context asks (`RuleContext.plansFixes`). `--fix` applies the edits of the diagnostics a run
/// reports, after suppressions, configuration and baseline, so a finding that is not reported is never touched.
///
/// Its description's `corrections` show the nibs before and after `--fix`; they run as tests.
public protocol CorrectableRule: Rule {}

/// A project and what `--fix` makes of it: the rule's example of a correction, run as a test.
public struct RuleCorrection: Sendable {
    /// Relative path → contents; each `↓` marks a diagnostic of the rule, whose fix is applied or declined.
    public let files: [(path: String, contents: String)]
    /// Relative path → contents after the fixes. A file not listed stays byte for byte (every fix was declined).
    public let corrected: [(path: String, contents: String)]
    /// Where the example is written (`#fileID`, `#filePath`, line and column), so a failing test points at it.
    public let sourceFileID: String
    public let sourceFilePath: String
    public let sourceLine: UInt
    public let sourceColumn: UInt

    public init(_ files: [(path: String, contents: String)], corrected: [(path: String, contents: String)],
                fileID: String = #fileID, filePath: String = #filePath, line: UInt = #line, column: UInt = #column) {
        self.files = files
        self.corrected = corrected
        (sourceFileID, sourceFilePath, sourceLine, sourceColumn) = (fileID, filePath, line, column)
    }
}
