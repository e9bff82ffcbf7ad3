/// JUnit XML, which GitLab merge requests, Jenkins, Azure Pipelines and most CI servers show as test results:
/// one test case per file with diagnostics, one `<failure>` per diagnostic; a clean lint is one passing case.
///
/// `tests` counts test cases and `failures` counts failed test cases, as JUnit consumers expect; the number
/// of findings is the number of `<failure>` elements.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        let groups = CheckstyleReporter.groupedByFile(result.diagnostics, paths: paths)
        let tests = max(groups.count, 1)
        let counts = "tests=\"\(tests)\" failures=\"\(groups.count)\" errors=\"0\""
        var output = XMLText.declaration
        output += "<testsuites name=\"niblint\" \(counts)>\n"
        output += "  <testsuite name=\"niblint\" \(counts) skipped=\"0\">\n"
        if groups.isEmpty {
            output += "    <testcase classname=\"niblint\" name=\"Interface Builder connections\"/>\n"
        }
        for (file, diagnostics) in groups {
            output += "    <testcase classname=\"niblint\" name=\"\(XMLText.escaped(file))\">\n"
            for diagnostic in diagnostics {
                var body = "\(file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
                for note in diagnostic.notes {
                    body += "\n\(paths.display(note.location.file)):\(note.location.line):\(note.location.column): note: \(note.message)"
                }
                output += "      <failure message=\"\(XMLText.escaped(diagnostic.message))\" type=\"\(XMLText.escaped(diagnostic.ruleID))\">"
                output += XMLText.escaped(body, keepingLineBreaks: true) + "</failure>\n"
            }
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }
}
