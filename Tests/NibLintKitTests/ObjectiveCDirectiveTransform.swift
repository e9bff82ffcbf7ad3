import Foundation
@testable import NibLintKit

/// Rewrites an Objective-C file of a rule example with conditional directives inserted into its declarations, keeping
/// what the compiler reads: `#if 1 … #endif` around class headers and method lines, `#ifndef NIBLINT_UNDEFINED_MACRO
/// … #endif` around instance variables and inside protocol lists and property attributes (around nothing or around a
/// protocol the list already has), the `#else` of `#ifdef NIBLINT_UNDEFINED_MACRO` around properties, and a `#if 0`
/// block of declarations no compiler reads before each `@end`. Directives go on lines of their own, so every `↓` marker
/// stays on its token.
enum ObjectiveCDirectiveTransform {
    static let undefinedMacro = "NIBLINT_UNDEFINED_MACRO"

    static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// The file rewritten, or nil when it holds no declaration to rewrite.
    static func transform(_ contents: String) -> String? {
        var output: [String] = []
        var changed = false
        var inInstanceVariables = false
        var afterHeader = false   // the line before was a class header: a `{` opens its instance variables
        for line in contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let followsHeader = afterHeader
            afterHeader = false
            if trimmed.hasPrefix("@interface") || trimmed.hasPrefix("@implementation") || trimmed.hasPrefix("@protocol ") {
                var header = line
                // A protocol list after the superclass or category: a directive inside it, around a duplicate of its first protocol.
                if let open = protocolListOpen(in: line), !line.contains(RuleExample.marker) {
                    let rest = line[line.index(after: open)...]
                    let first = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !first.isEmpty {
                        let afterFirst = rest.dropFirst(first.count)
                        header = String(line[...open]) + first + "\n#ifndef \(undefinedMacro)\n, \(first)\n#endif\n#ifndef \(undefinedMacro)\n#endif\n" + afterFirst
                    }
                }
                let opensBlock = trimmed.hasSuffix("{")
                if opensBlock, let brace = header.lastIndex(of: "{") {
                    // `@interface A : B {`: the header wrapped, the brace on a line of its own after it.
                    output.append("#if 1\n" + header[..<brace] + "\n#endif\n{")
                    inInstanceVariables = trimmed.hasPrefix("@interface") || trimmed.hasPrefix("@implementation")
                } else {
                    output.append("#if 1\n" + header + "\n#endif")
                    afterHeader = !trimmed.hasPrefix("@protocol")
                }
                changed = true
                continue
            }
            if inInstanceVariables {
                if trimmed.hasPrefix("}") { inInstanceVariables = false; output.append(line); continue }
                if trimmed.hasSuffix(";"), !trimmed.hasPrefix("@") {
                    output.append("#ifndef \(undefinedMacro)\n" + line + "\n#endif")
                    changed = true
                    continue
                }
                output.append(line)
                continue
            }
            if trimmed == "{", followsHeader {
                inInstanceVariables = true
            }
            if trimmed.hasPrefix("@property"), trimmed.hasSuffix(";") {
                var property = line
                // A directive inside the attributes: `@property (` … `nonatomic, weak)`.
                if let open = line.firstIndex(of: "("), !line[..<open].contains(RuleExample.marker) {
                    property = String(line[...open]) + "\n#ifndef \(undefinedMacro)\n#endif\n" + line[line.index(after: open)...]
                }
                output.append("#ifdef \(undefinedMacro)\n#else\n" + property + "\n#endif")
                changed = true
                continue
            }
            if (trimmed.hasPrefix("- (") || trimmed.hasPrefix("+ (")) && (trimmed.hasSuffix(";") || trimmed.hasSuffix("}")) {
                output.append("#if 1\n" + line + "\n#endif")
                changed = true
                continue
            }
            if trimmed == "@end" {
                output.append("#if 0\n@property (weak) IBOutlet id niblintNeverCompiledOutlet;\n- (IBAction)niblintNeverCompiledAction:(id)sender;\n#endif")
                output.append(line)
                changed = true
                continue
            }
            output.append(line)
        }
        return changed ? output.joined(separator: "\n") : nil
    }

    /// The `<` opening the protocol list of a class, category or protocol header (not a class's type parameters).
    private static func protocolListOpen(in line: String) -> String.Index? {
        guard let open = line.firstIndex(of: "<"), line[open...].contains(">"), !line.contains("*") else { return nil }
        let before = line[..<open]
        if before.hasPrefix("@protocol") || before.trimmingCharacters(in: .whitespaces).hasPrefix("@protocol") { return open }
        return before.contains(":") || before.contains(")") ? open : nil
    }
}
