/// Checkstyle XML, read by Jenkins (Warnings Next Generation), SonarQube, reviewdog and many CI dashboards:
/// one `<file>` per file in path order, one `<error>` per diagnostic, with the notes, the fix and the run-time failure appended to the message.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    /// Paths from the repository's root, as the consumer resolves them.
    public static let pathsFromRepositoryRoot = true

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        var output = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for (file, diagnostics) in Self.groupedByFile(result.diagnostics, paths: paths) {
            output += "  <file name=\"\(XMLText.escaped(file))\">\n"
            for diagnostic in diagnostics {
                let message = ([diagnostic.message] + diagnostic.appendedNoteLines(paths: paths)).joined(separator: "\n")
                output += "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\""
                output += " severity=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(message))\""
                output += " source=\"niblint.\(XMLText.escaped(diagnostic.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    /// Diagnostics by displayed file, files sorted by path, each file's diagnostics in report order.
    static func groupedByFile(_ diagnostics: [Diagnostic], paths: PathDisplay) -> [(file: String, diagnostics: [Diagnostic])] {
        var groups: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            groups[paths.display(diagnostic.location.file), default: []].append(diagnostic)
        }
        return groups.keys.sorted().map { ($0, groups[$0]!.sorted(by: Diagnostic.reportOrder)) }
    }
}
