/// GitLab Code Quality: the JSON array of issues a job's `artifacts:reports:codequality` file holds, which
/// GitLab shows in the merge request widget and diff. Each issue has the fields GitLab's "Code Quality report
/// format" documentation requires: `description`, `check_name`, `fingerprint`, `severity`, `location.path`
/// and `location.lines.begin`.
///
/// GitLab compares the fingerprints of the merge request's report with the target branch's to tell new
/// findings from fixed ones, and shows only the first issue of a fingerprint; so the fingerprint is SARIF's
/// line-free one (rule, file, identity: it survives lines added above the finding), and a second finding with
/// the same inputs gets its ordinal hashed in too.
public struct GitLabCodeQualityReporter: Reporter {
    public static let identifier = "gitlab"
    /// Paths from the repository's root, as the consumer resolves them.
    public static let pathsFromRepositoryRoot = true

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        var seen: [String: Int] = [:]
        let issues = result.diagnostics.map { diagnostic -> JSONValue in
            let path = paths.display(diagnostic.location.file)
            let description = ([diagnostic.message] + diagnostic.appendedNoteLines(paths: paths)).joined(separator: "\n")
            var identity = SARIFReporter.lineFreeIdentity(diagnostic)
            let fingerprint = SARIFReporter.fingerprint(rule: diagnostic.ruleID, uri: path, identity: identity)
            let occurrence = seen[fingerprint, default: 0] + 1
            seen[fingerprint] = occurrence
            if occurrence > 1 { identity += "\u{0}\(occurrence)" }
            return .object([
                ("description", .string(description)),
                ("check_name", .string(diagnostic.ruleID)),
                ("fingerprint", .string(SARIFReporter.fingerprint(rule: diagnostic.ruleID, uri: path, identity: identity))),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("location", .object([
                    ("path", .string(path)),
                    ("lines", .object([("begin", .integer(diagnostic.location.line))])),
                ])),
            ])
        }
        return JSONValue.array(issues).rendered() + "\n"
    }

    /// GitLab's scale is info, minor, major, critical, blocker. An error is `major` (it fails the lint, and
    /// GitLab sorts it above the warnings), a warning `minor`; `critical` and `blocker` are left for the
    /// security scanners that share the widget.
    static func severity(_ severity: Severity) -> String {
        severity == .error ? "major" : "minor"
    }
}
