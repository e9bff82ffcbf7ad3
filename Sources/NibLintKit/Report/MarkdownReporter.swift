/// A pull-request comment: a heading with the totals, a table of findings (severity, location, rule,
/// message) and, folded away, an explanation of each rule that was reported.
///
/// Every piece of text from a file is escaped: table pipes, Markdown punctuation, HTML and line breaks,
/// so a file name or message can neither break the table nor inject markup.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    /// Paths from the repository's root, as the consumer resolves them.
    public static let pathsFromRepositoryRoot = true

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
                // Escaped apart, so that a backtick in a file name cannot pair with one in the message.
                message += "<br>note: " + Self.escaped(Self.location(note.location, paths: paths)) + ": " + Self.escaped(note.message)
            }
            if let help = diagnostic.help { message += "<br>fix: " + Self.escaped(help) }
            if let failure = diagnostic.failure { message += "<br>at run time: " + Self.escaped(failure) }
            output += "| \(diagnostic.severity.rawValue) | \(Self.escaped(Self.location(diagnostic.location, paths: paths))) | \(Self.escaped(diagnostic.ruleID)) | \(message) |\n"
        }
        var reported = Set<String>()
        for diagnostic in result.diagnostics { reported.insert(diagnostic.ruleID) }
        for rule in RuleRegistry.all.map({ $0.description }) where reported.contains(rule.identifier) {
            output += "\n<details><summary>\(Self.escaped(rule.identifier)): \(Self.escaped(rule.name))</summary>\n\n"
            output += Self.escaped(rule.summary, inTable: false) + " " + Self.escaped(rule.rationale, inTable: false) + "\n\n"
            output += "At run time: " + Self.escaped(rule.runtimeFailure, inTable: false) + "\n\n</details>\n"
        }
        return output
    }

    private static func location(_ location: SourceLocation, paths: PathDisplay) -> String {
        "\(paths.display(location.file)):\(location.line):\(location.column)"
    }

    /// Text safe in a table cell and in HTML: Markdown punctuation is backslash-escaped, `<`, `>` and `&`
    /// become entities, and line breaks become `<br>`; other control characters become U+FFFD.
    ///
    /// A code span of the text (backticks paired as CommonMark pairs them, on one line) stays a code span:
    /// its content is literal in Markdown, so it is not escaped but fenced with one backtick more than its
    /// longest run of backticks (`` `a` `` shows as `` `a` ``); in a table cell its pipes are `\|`, which GFM
    /// reads as a pipe even inside code.
    static func escaped(_ text: String, inTable: Bool = true) -> String {
        var output = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "`" {
                var run = 0
                while index + run < scalars.count, scalars[index + run] == "`" { run += 1 }
                if let (content, end) = codeSpan(scalars, openingAt: index, run: run) {
                    output += fencedCode(content, inTable: inTable)
                    index = end
                    continue
                }
                output += String(repeating: "\\`", count: run)
                index += run
                continue
            }
            var prose = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "`" {
                prose.append(scalars[index])
                index += 1
            }
            output += escapedProse(String(prose))
        }
        return output
    }

    /// The content of the code span whose opening run of `run` backticks starts at `start`, and the index after
    /// its closing run (the next run of exactly `run` backticks); nil when there is none or a line break intervenes.
    private static func codeSpan(_ scalars: [Unicode.Scalar], openingAt start: Int, run: Int) -> (String, Int)? {
        var index = start + run
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" { return nil }
            guard scalar == "`" else { index += 1; continue }
            var length = 0
            while index + length < scalars.count, scalars[index + length] == "`" { length += 1 }
            if length == run {
                var content = String.UnicodeScalarView()
                content.append(contentsOf: scalars[(start + run)..<index])
                return (String(content), index + length)
            }
            index += length
        }
        return nil
    }

    private static func fencedCode(_ content: String, inTable: Bool) -> String {
        var longest = 0, current = 0
        var body = ""
        for scalar in content.unicodeScalars {
            current = scalar == "`" ? current + 1 : 0
            longest = max(longest, current)
            switch scalar {
            case "|" where inTable: body += "\\|"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): body += "\u{FFFD}"
            default: body.unicodeScalars.append(scalar)
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        // CommonMark strips one space on each side, so content starting or ending with a backtick is padded.
        let padding = content.hasPrefix("`") || content.hasSuffix("`") ? " " : ""
        return fence + padding + body + padding + fence
    }

    private static func escapedProse(_ text: String) -> String {
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
