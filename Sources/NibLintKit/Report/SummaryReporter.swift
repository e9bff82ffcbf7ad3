/// A plain-text overview for logs and terminals: counts per rule and per file (each sorted by name), then
/// the totals and how many connections could not be verified.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        var output = "niblint: \(Self.totals(result))\n"
        guard !result.diagnostics.isEmpty else { return output }
        output += "\n" + table(heading: "rule", counts: counts(result.diagnostics) { $0.ruleID })
        output += "\n" + table(heading: "file", counts: counts(result.diagnostics) { paths.display($0.location.file) })
        return output
    }

    /// `10 errors, 1 warning in 10 nib files and 8 source files; 52 connections checked, 0 unverified`: the
    /// totals every summary (this reporter, the command's stderr line, the markdown heading) states the same way.
    public static func totals(_ result: LintResult) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text = "\(plural(result.errorCount, "error")), \(plural(result.warningCount, "warning")) in "
            + "\(plural(result.nibFileCount, "nib file")) and \(plural(result.sourceFileCount, "source file")); "
            + "\(plural(result.judgedConnectionCount, "connection")) checked, \(result.unverifiedCount) unverified"
        if result.unverifiedCount > 0, result.unverifiedReasons.count == result.unverifiedCount {
            let parts = UnverifiedReason.allCases.compactMap { reason -> String? in
                let count = result.unverifiedReasons.filter { $0 == reason }.count
                return count == 0 ? nil : "\(count) \(reason.rawValue)"
            }
            text += " (" + parts.joined(separator: ", ") + ")"
        }
        if !result.notBuiltNibFiles.isEmpty {
            // Grouped by reason, in the order first met: "2 nib files in no Xcode target, 1 excluded by their Swift package".
            let reasons = result.notBuiltReasons.count == result.notBuiltNibFiles.count
                ? result.notBuiltReasons.map(\.heading) : Array(repeating: ProjectModel.SkipReason.inNoTarget.heading, count: result.notBuiltNibFiles.count)
            var headings: [String] = []
            for heading in reasons where !headings.contains(heading) { headings.append(heading) }
            let parts = headings.enumerated().map { position, heading in
                let count = reasons.filter { $0 == heading }.count
                return (position == 0 ? plural(count, "nib file") : "\(count)") + " " + heading
            }
            text += "; " + parts.joined(separator: ", ") + " skipped"
        }
        return text
    }

    private struct Count {
        var errors = 0
        var warnings = 0
        var total: Int { errors + warnings }
    }

    private func counts(_ diagnostics: [Diagnostic], by key: (Diagnostic) -> String) -> [(String, Count)] {
        var counts: [String: Count] = [:]
        for diagnostic in diagnostics {
            let name = Self.oneLine(key(diagnostic))
            if diagnostic.severity == .error { counts[name, default: Count()].errors += 1 } else { counts[name, default: Count()].warnings += 1 }
        }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }

    private func table(heading: String, counts: [(String, Count)]) -> String {
        var total = Count()
        for (_, count) in counts {
            total.errors += count.errors
            total.warnings += count.warnings
        }
        let rows = [(heading, "errors", "warnings", "total")]
            + counts.map { ($0.0, String($0.1.errors), String($0.1.warnings), String($0.1.total)) }
            + [("total", String(total.errors), String(total.warnings), String(total.total))]
        let width = rows.map(\.0.count).max() ?? 0
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        return rows.map { row in
            row.0 + String(repeating: " ", count: width - row.0.count) + "  " + right(row.1, 6) + "  " + right(row.2, 8) + "  " + right(row.3, 5) + "\n"
        }.joined()
    }

    /// Line breaks in a name would break the table's rows, and other control characters (a terminal's
    /// escape sequences) have no business in a log: `\r`, `\n` are shown escaped, the rest as U+FFFD.
    private static func oneLine(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0D: output += "\\r"
            case 0x0A: output += "\\n"
            case 0x09: output += " "
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
