/// A pull-request comment: a heading with the totals, a table of findings (severity, location, rule,
/// message) and, folded away, an explanation of each rule that was reported.
///
/// Every piece of text from a file is escaped: table pipes, Markdown punctuation, HTML and line breaks,
/// so a file name or message can neither break the table nor inject markup.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        guard !result.diagnostics.isEmpty else {
            return "### niblint: no problems found\n\n\(Self.escaped(SummaryReporter.totals(result))).\n"
        }
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var output = "### niblint: \(plural(result.errorCount, "error")), \(plural(result.warningCount, "warning"))\n\n"
        output += Self.escaped(SummaryReporter.totals(result)) + ".\n\n"
        output += "| severity | location | rule | message |\n|---|---|---|---|\n"
        for diagnostic in result.diagnostics {
            var message = Self.escaped(diagnostic.message)
            for note in diagnostic.notes {
                message += "<br>note: " + Self.escaped("\(Self.location(note.location, paths: paths)): \(note.message)")
            }
            output += "| \(diagnostic.severity.rawValue) | \(Self.escaped(Self.location(diagnostic.location, paths: paths))) | \(Self.escaped(diagnostic.ruleID)) | \(message) |\n"
        }
        var reported = Set<String>()
        for diagnostic in result.diagnostics { reported.insert(diagnostic.ruleID) }
        for rule in RuleRegistry.all.map({ $0.description }) where reported.contains(rule.identifier) {
            output += "\n<details><summary>\(Self.escaped(rule.identifier)): \(Self.escaped(rule.name))</summary>\n\n"
            output += Self.escaped(rule.summary) + " " + Self.escaped(rule.rationale) + "\n\n"
            output += "At run time: " + Self.escaped(rule.runtimeFailure) + "\n\n</details>\n"
        }
        return output
    }

    private static func location(_ location: SourceLocation, paths: PathDisplay) -> String {
        "\(paths.display(location.file)):\(location.line):\(location.column)"
    }

    /// Text safe in a table cell and in HTML: Markdown punctuation is backslash-escaped, `<`, `>` and `&`
    /// become entities, and line breaks become `<br>`; other control characters become U+FFFD.
    static func escaped(_ text: String) -> String {
        var output = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!":
                output += "\\"
                output.unicodeScalars.append(scalar)
            case "\r": output += "<br>"
            case "\n": if !previousWasCarriageReturn { output += "<br>" }
            case "\u{2028}", "\u{2029}": output += "<br>"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
