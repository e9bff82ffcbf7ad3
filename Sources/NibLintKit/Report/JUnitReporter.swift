/// JUnit XML, which GitLab merge requests, Jenkins, Azure Pipelines and most CI servers show as test results:
/// one test case per diagnostic, named `file:line:col rule` with the file as its class name, so that every
/// finding is its own row (Jenkins, Azure DevOps and CircleCI show only the first failure of a test case);
/// a clean lint is one passing case.
///
/// An error is a `<failure>`. A warning is a passing case carrying the finding in `<system-out>` (Jenkins
/// and GitLab show a passing test's output on its page), unless warnings fail the run (`--strict`): a green
/// pipeline must not list failed tests. `<skipped>` would file warnings under "skipped", which reads as
/// "not checked". `tests` counts test cases and `failures` failed ones, as JUnit consumers expect.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    /// Paths from the repository's root, as the consumer resolves them.
    public static let pathsFromRepositoryRoot = true

    /// Whether warnings are failures too (`--strict`).
    public var warningsAreFailures: Bool

    public init(warningsAreFailures: Bool = false) {
        self.warningsAreFailures = warningsAreFailures
    }

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        let groups = CheckstyleReporter.groupedByFile(result.diagnostics, paths: paths)
        let diagnostics = groups.flatMap { group in group.diagnostics.map { (file: group.file, diagnostic: $0) } }
        let failures = diagnostics.filter { isFailure($0.diagnostic) }.count
        let counts = "tests=\"\(max(diagnostics.count, 1))\" failures=\"\(failures)\" errors=\"0\""
        var output = XMLText.declaration
        output += "<testsuites name=\"niblint\" \(counts)>\n"
        output += "  <testsuite name=\"niblint\" \(counts) skipped=\"0\">\n"
        if diagnostics.isEmpty {
            output += "    <testcase classname=\"niblint\" name=\"Interface Builder connections\"/>\n"
        }
        for (file, diagnostic) in diagnostics {
            let location = "\(file):\(diagnostic.location.line):\(diagnostic.location.column)"
            output += "    <testcase classname=\"\(XMLText.escaped(file))\" name=\"\(XMLText.escaped("\(location) \(diagnostic.ruleID)"))\">\n"
            let body = (["\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"]
                + diagnostic.appendedNoteLines(paths: paths)).joined(separator: "\n")
            if isFailure(diagnostic) {
                output += "      <failure message=\"\(XMLText.escaped(diagnostic.message))\" type=\"\(XMLText.escaped(diagnostic.ruleID))\">"
                output += XMLText.escaped(body, keepingLineBreaks: true) + "</failure>\n"
            } else {
                output += "      <system-out>" + XMLText.escaped(body, keepingLineBreaks: true) + "</system-out>\n"
            }
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }

    private func isFailure(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || warningsAreFailures
    }
}
