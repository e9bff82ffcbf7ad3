import Foundation

/// A suppression comment that suppressed nothing or could not be understood; the rules that judge what the comments did
/// (`RulePhase.afterSuppressions`) report these at the comment.
public struct SuppressionProblem: Sendable, Equatable {
    public var location: SourceLocation
    public var message: String
    /// `"<command>|<rule>"`, the identity of the resulting diagnostic.
    public var identity: String
}

/// The suppressions written in source comments, and which of them were used.
///
/// - `// niblint:disable:next RULE[,RULE2]` suppresses diagnostics on the next line, `disable:this` on the
///   comment's own line (a comment at the end of the line), `disable:previous` on the line before (as SwiftLint's);
/// - `// niblint:disable RULE` … `// niblint:enable RULE` suppresses the lines in between (to the end of
///   the file without an `enable`);
/// - `all` stands for every rule (except those that judge the comments, `RulePhase.afterSuppressions`, which a comment
///   cannot suppress).
///
/// A diagnostic is suppressed when it is located in a suppressed line of the same file.
public struct SourceSuppressions: Sendable {
    public enum Command: String, Sendable, CaseIterable {
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
        case disable
        case enable
    }

    private struct Region: Sendable {
        var lines: ClosedRange<Int>
        var rule: String
        var command: Command
        /// The comment that wrote the region, and how many rules it names.
        var comment: SourceComment
        var ruleCount: Int
        var isUsed = false
    }

    public static let allRules = "all"

    private var regions: [Region] = []
    private var regionsByFile: [String: [Int]] = [:]
    private var parseProblems: [SuppressionProblem] = []
    /// Rules the comments name; `all` when any comment names every rule.
    public private(set) var mentionedRules: Set<String> = []
    /// The rules no comment can suppress: those that judge what the comments did.
    private let unsuppressible: Set<String>

    /// Reads `comments` (in any order); `ruleIDs` are the rule ids a comment may name, `unsuppressible` those it
    /// cannot suppress.
    public init(comments: [SourceComment], ruleIDs: Set<String>, unsuppressible: Set<String> = RuleRegistry.unsuppressibleIdentifiers) {
        self.unsuppressible = unsuppressible
        var byFile: [String: [SourceComment]] = [:]
        for comment in comments { byFile[comment.location.file, default: []].append(comment) }
        for file in byFile.keys.sorted() {
            let fileComments = byFile[file]!.sorted { $0.location < $1.location }
            read(fileComments, ruleIDs: ruleIDs)
        }
        for (index, region) in regions.enumerated() { regionsByFile[region.comment.location.file, default: []].append(index) }
    }

    /// Whether a comment may suppress diagnostics of `ruleID` (so the rule must run even when disabled).
    public func mentions(_ ruleID: String) -> Bool {
        mentionedRules.contains(ruleID) || (mentionedRules.contains(Self.allRules) && !unsuppressible.contains(ruleID))
    }

    /// Whether a comment suppresses `diagnostic`; every suppression that covers it is marked used.
    public mutating func suppress(_ diagnostic: Diagnostic) -> Bool {
        guard !unsuppressible.contains(diagnostic.ruleID), let indices = regionsByFile[diagnostic.location.file] else { return false }
        var suppressed = false
        for index in indices where regions[index].lines.contains(diagnostic.location.line)
            && (regions[index].rule == diagnostic.ruleID || regions[index].rule == Self.allRules) {
            regions[index].isUsed = true
            suppressed = true
        }
        return suppressed
    }

    /// Comments that could not be read, and suppressions that suppressed nothing, in file order.
    public var problems: [SuppressionProblem] {
        var problems = parseProblems
        for region in regions where !region.isUsed {
            let command = "niblint:\(region.command.rawValue)"
            let what = region.rule == Self.allRules ? "diagnostic" : "\(region.rule) diagnostic"
            let place = switch region.command {
            case .disableNext: "on the next line"
            case .disableThis: "on its own line"
            case .disablePrevious: "on the line before it"
            case .disable, .enable: "between it and its 'niblint:enable' (or the end of the file)"
            }
            let fix = region.ruleCount == 1 ? "remove the comment" : "remove '\(region.rule)' from the comment"
            problems.append(SuppressionProblem(
                location: region.comment.location,
                message: "'\(command) \(region.rule)' suppresses nothing: no \(what) is reported \(place); \(fix)",
                identity: "\(region.command.rawValue)|\(region.rule)"))
        }
        return problems.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    // MARK: - Reading comments

    private mutating func read(_ comments: [SourceComment], ruleIDs: Set<String>) {
        var open: [String: (line: Int, comment: SourceComment, ruleCount: Int)] = [:]
        func close(_ rule: String, at line: Int) {
            guard let start = open.removeValue(forKey: rule) else { return }
            regions.append(Region(lines: start.line...line, rule: rule, command: .disable, comment: start.comment, ruleCount: start.ruleCount))
        }
        for comment in comments {
            guard let (command, rules) = parse(comment, ruleIDs: ruleIDs) else { continue }
            let line = comment.location.line
            for rule in rules {
                switch command {
                case .disableNext, .disableThis, .disablePrevious:
                    let target = command == .disableNext ? line + 1 : command == .disableThis ? line : line - 1
                    regions.append(Region(lines: target...target, rule: rule, command: command, comment: comment, ruleCount: rules.count))
                case .disable:
                    if open[rule] != nil {
                        problem(comment, "'niblint:disable \(rule)' repeats a 'niblint:disable \(rule)' above it that is still in effect; remove it", "disable|\(rule)")
                    } else {
                        open[rule] = (line, comment, rules.count)
                    }
                case .enable:
                    if rule == Self.allRules, !open.isEmpty {
                        for name in open.keys.sorted() { close(name, at: line) }
                    } else if open[rule] != nil {
                        close(rule, at: line)
                    } else {
                        problem(comment, "'niblint:enable \(rule)' has no 'niblint:disable \(rule)' above it to end; remove it", "enable|\(rule)")
                    }
                }
            }
        }
        for name in open.keys.sorted() { close(name, at: Int.max) }
    }

    /// The command and valid rule names of a `niblint:` comment; problems for what cannot be read.
    private mutating func parse(_ comment: SourceComment, ruleIDs: Set<String>) -> (Command, [String])? {
        let text = comment.text.trimmingCharacters(in: .whitespaces)
        let body = text.dropFirst("niblint:".count)
        let commandText = String(body.prefix { !$0.isWhitespace })
        guard let command = Command(rawValue: commandText) else {
            problem(comment, "'niblint:\(commandText)' is not a niblint directive; write 'niblint:disable:next RULE' (or 'disable:this', 'disable:previous'), 'niblint:disable RULE' or 'niblint:enable RULE'", "directive|\(commandText)")
            return nil
        }
        let names = body.dropFirst(commandText.count).split { $0 == "," || $0.isWhitespace }.map(String.init)
        guard !names.isEmpty else {
            problem(comment, "'niblint:\(commandText)' names no rule; add the rule ids it is for (see `niblint rules`) or 'all'", "\(commandText)|")
            return nil
        }
        var rules: [String] = []
        for name in names {
            if unsuppressible.contains(name) {
                problem(comment, "'\(name)' cannot be suppressed by a comment; remove the comment, or configure the rule in lint-rules.json", "\(commandText)|\(name)")
            } else if name == Self.allRules || ruleIDs.contains(name) {
                if !rules.contains(name) { rules.append(name) }
                mentionedRules.insert(name)
            } else {
                let suggestion = MessageText.didYouMean(name, candidates: Array(ruleIDs) + [Self.allRules])
                problem(comment, "'niblint:\(commandText)' names unknown rule '\(name)'\(suggestion); write a rule id from `niblint rules` or 'all'", "\(commandText)|\(name)")
            }
        }
        return rules.isEmpty ? nil : (command, rules)
    }

    private mutating func problem(_ comment: SourceComment, _ message: String, _ identity: String) {
        parseProblems.append(SuppressionProblem(location: comment.location, message: message, identity: identity))
    }
}
