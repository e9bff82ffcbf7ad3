/// The stable machine-readable form:
/// `{"version":1,"diagnostics":[{"rule","severity","file","line","column","message","help"?,"failure"?,"notes":[...]}],"summary":{...}}`.
/// `help` (how to fix) and `failure` (what happens at run time) are present when the rule says them; unlike the text
/// reporters, the JSON keeps them out of `notes`, which hold only other locations.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        var output = "{\"version\":1,\"diagnostics\":["
        for (number, diagnostic) in result.diagnostics.enumerated() {
            if number > 0 { output += "," }
            output += "{\"rule\":\(Self.quoted(diagnostic.ruleID)),\"severity\":\(Self.quoted(diagnostic.severity.rawValue)),"
            output += "\"file\":\(Self.quoted(paths.display(diagnostic.location.file))),\"line\":\(diagnostic.location.line),\"column\":\(diagnostic.location.column),"
            output += "\"message\":\(Self.quoted(diagnostic.message)),"
            if let help = diagnostic.help { output += "\"help\":\(Self.quoted(help))," }
            if let failure = diagnostic.failure { output += "\"failure\":\(Self.quoted(failure))," }
            output += "\"notes\":["
            for (noteNumber, note) in diagnostic.notes.enumerated() {
                if noteNumber > 0 { output += "," }
                output += "{\"file\":\(Self.quoted(paths.display(note.location.file))),\"line\":\(note.location.line),\"column\":\(note.location.column),\"message\":\(Self.quoted(note.message))}"
            }
            output += "]}"
        }
        output += "],\"summary\":{\"errors\":\(result.errorCount),\"warnings\":\(result.warningCount),"
        output += "\"nibFiles\":\(result.nibFileCount),\"sourceFiles\":\(result.sourceFileCount),\"unverified\":\(result.unverifiedCount)}}\n"
        return output
    }

    /// A JSON string literal; control characters are escaped so the document is always valid.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
