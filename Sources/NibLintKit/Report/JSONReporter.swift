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
        var text = text
        return text.withUTF8 { utf8 in
            var output: [UInt8] = []
            output.reserveCapacity(utf8.count + 2)
            output.append(UInt8(ascii: "\""))
            var position = 0
            while position < utf8.count {
                let byte = utf8[position]
                switch byte {
                case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), byte]
                case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
                case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0..<0x20, 0x7F: appendEscape(UInt32(byte), to: &output)
                case 0xE2 where position + 2 < utf8.count && utf8[position + 1] == 0x80 && (utf8[position + 2] == 0xA8 || utf8[position + 2] == 0xA9):
                    // U+2028 and U+2029 end a line in JavaScript.
                    appendEscape(0x2000 | UInt32(utf8[position + 2] - 0x80), to: &output)
                    position += 2
                default: output.append(byte)
                }
                position += 1
            }
            output.append(UInt8(ascii: "\""))
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// `\u` and four lowercase hex digits.
    private static func appendEscape(_ value: UInt32, to output: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { output.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
