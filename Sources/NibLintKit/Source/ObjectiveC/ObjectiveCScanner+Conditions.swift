/// The platform an `#if` branch is compiled for, read from Apple's `TargetConditionals.h` macros as Swift's `#if os(…)`
/// is read (`CompilationCondition`): a class declared under `#if TARGET_OS_IOS` does not exist for a macOS nib.
extension ObjectiveCDeclarationParser {
    /// The conditions of the `#if` branches the parser is in, joined with `&&`; nil under none.
    var currentCondition: CompilationCondition? {
        conditionStack.reduce(nil) { CompilationCondition.conjunction($0, $1.current) }
    }

    /// Keeps `conditionStack` in step with `#if` / `#elif` / `#else` / `#endif`: a branch holds when its own condition
    /// does and no earlier branch of the block did.
    mutating func trackCondition(_ directive: String, at token: ObjCToken) {
        switch directive {
        case "if":
            let condition = readCondition(after: token)
            conditionStack.append((earlier: condition, current: condition))
        case "ifdef", "ifndef":
            // The `TARGET_OS_*` macros are defined (to 0 or 1) on every Apple platform: `defined` decides nothing, and
            // neither does a header guard.
            conditionStack.append((earlier: nil, current: nil))
        case "elif", "elifdef", "elifndef", "else":
            guard let top = conditionStack.popLast() else { return }
            let own: CompilationCondition? = directive == "elif" ? readCondition(after: token) : nil
            let current = CompilationCondition.conjunction(top.earlier.map { .not($0) }, own)
            let earlier: CompilationCondition? = directive == "else" ? nil : top.earlier.flatMap { earlier in own.map { .or(earlier, $0) } }
            conditionStack.append((earlier: earlier, current: current))
        case "endif":
            _ = conditionStack.popLast()
        default:
            break
        }
    }

    /// The condition written after the directive, up to the end of its line (backslash continuations followed,
    /// comments dropped); anything but the platform macros, `defined(…)`, `0`, `1`, `!`, `&&`, `||` and parentheses
    /// makes it undecided.
    private func readCondition(after token: ObjCToken) -> CompilationCondition {
        var words: [String] = []
        var position = token.end
        while position < bytes.count, bytes[position] != 0x0A {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == 0x0A || bytes[position + 1] == 0x0D {
                position += bytes[position + 1] == 0x0D && position + 2 < bytes.count && bytes[position + 2] == 0x0A ? 3 : 2
                continue
            }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") { break }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position += 2
                continue
            }
            if ObjectiveCLexer.isIdentifierCharacter(byte) {
                let start = position
                while position < bytes.count, ObjectiveCLexer.isIdentifierCharacter(bytes[position]) { position += 1 }
                words.append(String(decoding: bytes[start..<position], as: UTF8.self))
                continue
            }
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "|"), position + 1 < bytes.count, bytes[position + 1] == byte {
                words.append(byte == UInt8(ascii: "&") ? "&&" : "||")
                position += 2
                continue
            }
            if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                words.append(String(UnicodeScalar(byte)))
            } else if byte != 0x20, byte != 0x09, byte != 0x0D {
                return .undecided
            }
            position += 1
        }
        var reader = ObjCConditionReader(words: words)
        guard let condition = reader.disjunction(), reader.position == words.count else { return .undecided }
        return condition
    }
}

/// Recursive descent over the words of one Objective-C `#if` condition: `||` binds looser than `&&`, `!` tightest.
private struct ObjCConditionReader {
    let words: [String]
    var position = 0

    mutating func disjunction() -> CompilationCondition? {
        guard var result = conjunction() else { return nil }
        while position < words.count, words[position] == "||" {
            position += 1
            guard let rhs = conjunction() else { return nil }
            result = .or(result, rhs)
        }
        return result
    }

    mutating func conjunction() -> CompilationCondition? {
        guard var result = unary() else { return nil }
        while position < words.count, words[position] == "&&" {
            position += 1
            guard let rhs = unary() else { return nil }
            result = .and(result, rhs)
        }
        return result
    }

    mutating func unary() -> CompilationCondition? {
        guard position < words.count else { return nil }
        let word = words[position]
        position += 1
        switch word {
        case "!":
            return unary().map { .not($0) }
        case "(":
            guard let inner = disjunction(), position < words.count, words[position] == ")" else { return nil }
            position += 1
            return inner
        case "defined":
            // `defined(X)` / `defined X`: whether a macro is defined decides no platform.
            if position < words.count, words[position] == "(" {
                guard position + 2 < words.count, words[position + 2] == ")" else { return nil }
                position += 3
            } else {
                guard position < words.count else { return nil }
                position += 1
            }
            return .undecided
        case "&&", "||", ")":
            return nil
        default:
            return Self.macro(word)
        }
    }

    /// What a macro of `TargetConditionals.h` says, in Swift's terms (Mac Catalyst is iOS, as `os(iOS)` holds there);
    /// `0` and `1` are constants; any other macro (`DEBUG`, `TARGET_OS_SIMULATOR`) is undecided.
    static func macro(_ name: String) -> CompilationCondition {
        switch name {
        case "0": return .constant(false)
        case "1": return .constant(true)
        case "TARGET_OS_IOS": return .os("iOS")
        case "TARGET_OS_OSX": return .os("macOS")
        case "TARGET_OS_TV": return .os("tvOS")
        case "TARGET_OS_WATCH": return .os("watchOS")
        case "TARGET_OS_VISION": return .os("visionOS")
        case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC": return .targetEnvironment("macCatalyst")
        // Every platform with UIKit's descendants: iOS, tvOS, watchOS, visionOS (and Mac Catalyst); not macOS.
        case "TARGET_OS_IPHONE", "TARGET_OS_EMBEDDED": return .not(.os("macOS"))
        // Every Apple platform.
        case "TARGET_OS_MAC": return .constant(true)
        default: return .undecided
        }
    }
}
