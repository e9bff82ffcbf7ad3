import Foundation

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=RULE::MESSAGE`, one line per
/// diagnostic (notes, the fix and the run-time failure are appended to the message), which the runner turns into annotations on the pull request.
///
/// Everything that comes from a file (paths, messages) is escaped so that it can neither end the line
/// nor end a property, so no input can smuggle in a second command.
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github"
    /// Paths from the repository's root, as the consumer resolves them.
    public static let pathsFromRepositoryRoot = true

    public init() {}

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            let message = ([diagnostic.message] + diagnostic.appendedNoteLines(paths: paths)).joined(separator: "\n")
            let properties = [
                ("file", paths.display(diagnostic.location.file)),
                ("line", String(diagnostic.location.line)),
                ("col", String(diagnostic.location.column)),
                ("title", diagnostic.ruleID),
            ]
            let command = diagnostic.severity == .error ? "error" : "warning"
            output += "::\(command) " + properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
            output += "::" + Self.escapedData(message) + "\n"
        }
        return output
    }

    /// The runner's escaping of a command's message: `%`, CR and LF.
    static func escapedData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case _ where isOtherLineBreakOrControl(scalar): output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A property value also escapes `:` and `,`, which would end the property list or the property.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Control characters and Unicode line separators the runner has no escape for: a log viewer may
    /// break the line at them or show garbage, so they become U+FFFD. A tab is kept.
    private static func isOtherLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
