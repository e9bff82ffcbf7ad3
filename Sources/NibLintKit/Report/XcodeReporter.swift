/// `FILE:LINE:COL: severity: message [rule-id]`, one line per diagnostic and one per note:
/// the form Xcode, editors and problem matchers parse.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            output += line(diagnostic.location, paths: paths, kind: diagnostic.severity.rawValue, message: "\(diagnostic.message) [\(diagnostic.ruleID)]")
            for note in diagnostic.displayedNotes {
                output += line(note.location, paths: paths, kind: "note", message: note.message)
            }
        }
        return output
    }

    private func line(_ location: SourceLocation, paths: PathDisplay, kind: String, message: String) -> String {
        "\(oneLine(paths.display(location.file))):\(location.line):\(location.column): \(kind): \(oneLine(message))\n"
    }

    /// Line breaks would split a diagnostic into lines a matcher misreads.
    private func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        return text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
