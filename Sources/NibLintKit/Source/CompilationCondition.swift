/// A platform a nib is built for, as `#if` conditions in the sources tell platforms apart.
public enum BuildPlatform: String, Sendable, CaseIterable {
    case iOS, tvOS, macOS, macCatalyst, visionOS, watchOS
}

/// The `#if` / `#elseif` / `#else` conditions a declaration is compiled under, as far as they decide the
/// platform: a declaration whose condition is false for a nib's platform does not exist for that nib.
///
/// Three-valued: what does not decide the platform (`swift(…)`, `compiler(…)`, `arch(…)`, custom flags such as
/// `DEBUG`, anything unparsed) is `undecided`, and the declaration is kept on every platform, as both branches
/// of such an `#if` are. An indirect enum: an optional condition is one pointer in each declaration.
public indirect enum CompilationCondition: Sendable, Equatable {
    case os(String), canImport(String), targetEnvironment(String)
    /// `arch(…)`, `swift(…)`, `compiler(…)`, custom flags, anything unparsed: both branches kept.
    case undecided
    /// `true`, `false` (and `0` / `1`, which Swift does not accept but some sources hold in dead code).
    case constant(Bool)
    case not(CompilationCondition), and(CompilationCondition, CompilationCondition), or(CompilationCondition, CompilationCondition)

    /// true / false when the condition is decided for that platform, nil when undecided (keep the declaration).
    ///
    /// Kleene's logic: `undecided && false` is false, `undecided || true` is true, anything else with an
    /// undecided side is undecided.
    public func holds(on platform: BuildPlatform) -> Bool? {
        switch self {
        case .os(let name):
            return Self.osHolds(name, on: platform)
        case .canImport(let module):
            return Self.canImport(module, on: platform)
        case .targetEnvironment(let environment):
            // The simulator is a build of every platform: it decides nothing.
            return environment == "macCatalyst" ? platform == .macCatalyst : nil
        case .undecided:
            return nil
        case .constant(let value):
            return value
        case .not(let condition):
            return condition.holds(on: platform).map { !$0 }
        case .and(let lhs, let rhs):
            let left = lhs.holds(on: platform)
            if left == false { return false }
            let right = rhs.holds(on: platform)
            if right == false { return false }
            return left == true && right == true ? true : nil
        case .or(let lhs, let rhs):
            let left = lhs.holds(on: platform)
            if left == true { return true }
            let right = rhs.holds(on: platform)
            if right == true { return true }
            return left == false && right == false ? false : nil
        }
    }

    /// Mac Catalyst apps are iOS apps: `os(iOS)` holds there, `os(macOS)` does not.
    private static func osHolds(_ name: String, on platform: BuildPlatform) -> Bool? {
        switch name {
        case "iOS": return platform == .iOS || platform == .macCatalyst
        case "macOS", "OSX": return platform == .macOS
        case "tvOS": return platform == .tvOS
        case "visionOS", "xrOS": return platform == .visionOS
        case "watchOS": return platform == .watchOS
        // The other operating systems Swift knows: none builds a nib.
        case "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku", "none": return false
        default: return nil
        }
    }

    /// The UI frameworks decide the platform; any other module may or may not be there.
    private static func canImport(_ module: String, on platform: BuildPlatform) -> Bool? {
        switch module {
        case "UIKit": return platform != .macOS && platform != .watchOS
        // Mac Catalyst builds can import AppKit too (hence `canImport(AppKit) && !targetEnvironment(macCatalyst)`).
        case "AppKit", "Cocoa": return platform == .macOS || platform == .macCatalyst
        case "WatchKit": return platform == .watchOS
        default: return nil
        }
    }
}

extension CompilationCondition: CustomStringConvertible {
    /// Swift's spelling (`os(iOS) && !canImport(AppKit)`), with `undecided` for what decides nothing.
    public var description: String {
        switch self {
        case .os(let name): return "os(\(name))"
        case .canImport(let module): return "canImport(\(module))"
        case .targetEnvironment(let environment): return "targetEnvironment(\(environment))"
        case .undecided: return "undecided"
        case .constant(let value): return value ? "true" : "false"
        case .not(let condition):
            switch condition {
            case .and, .or: return "!(\(condition))"
            default: return "!\(condition)"
            }
        case .and(let lhs, let rhs):
            func operand(_ condition: CompilationCondition) -> String {
                if case .or = condition { return "(\(condition))" }
                return condition.description
            }
            return "\(operand(lhs)) && \(operand(rhs))"
        case .or(let lhs, let rhs):
            return "\(lhs) || \(rhs)"
        }
    }
}

extension CompilationCondition {
    /// `lhs && rhs`, where either may be absent (nil: no condition).
    static func conjunction(_ lhs: CompilationCondition?, _ rhs: CompilationCondition?) -> CompilationCondition? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return .and(lhs, rhs)
    }

    /// The condition written after `#if` / `#elseif`, from the token at `start` up to the end of the line (a
    /// parenthesis or a trailing `&&` / `||` carries it over the line end); `end` is where the tokens stop.
    /// Anything unexpected makes the whole condition `undecided`.
    static func parse(_ tokens: [SwiftToken], from start: Int, bytes: UnsafeBufferPointer<UInt8>) -> (condition: CompilationCondition, end: Int) {
        var end = start
        var depth = 0
        while end < tokens.count {
            let token = tokens[end]
            if depth == 0, token.newlineBefore, end == start || !(tokens[end - 1].isPunctuation("&") || tokens[end - 1].isPunctuation("|")) { break }
            // In broken code (an unclosed parenthesis) the next directive, attribute, brace or declaration keyword
            // ends it, so that it never swallows the declarations below.
            if token.kind == .directive || token.kind == .attribute || token.isPunctuation("{") || token.isPunctuation("}") { break }
            if token.kind == .identifier, token.word.endsPendingFunctionSignature || token.word == .func || token.word.isModifier { break }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth = max(0, depth - 1) }
            end += 1
        }
        var parser = ConditionParser(tokens: tokens, bytes: bytes, position: start, end: end)
        guard let condition = parser.disjunction(), parser.position == end else { return (.undecided, end) }
        return (condition, end)
    }
}

/// Recursive descent over the tokens of one `#if` condition: `||` binds looser than `&&`, `!` tightest.
private struct ConditionParser {
    let tokens: [SwiftToken]
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    /// Two punctuation tokens `&&` / `||` at the position.
    private func atDouble(_ byte: Unicode.Scalar) -> Bool {
        position + 1 < end && tokens[position].isPunctuation(byte) && tokens[position + 1].isPunctuation(byte)
    }

    mutating func disjunction() -> CompilationCondition? {
        guard var result = conjunction() else { return nil }
        while atDouble("|") {
            position += 2
            guard let rhs = conjunction() else { return nil }
            result = .or(result, rhs)
        }
        return result
    }

    mutating func conjunction() -> CompilationCondition? {
        guard var result = unary() else { return nil }
        while atDouble("&") {
            position += 2
            guard let rhs = unary() else { return nil }
            result = .and(result, rhs)
        }
        return result
    }

    mutating func unary() -> CompilationCondition? {
        guard position < end else { return nil }
        let token = tokens[position]
        if token.isPunctuation("!") {
            position += 1
            return unary().map { .not($0) }
        }
        if token.isPunctuation("(") {
            position += 1
            guard let inner = disjunction(), position < end, tokens[position].isPunctuation(")") else { return nil }
            position += 1
            return inner
        }
        if token.kind == .number {
            position += 1
            if token.spells("0", in: bytes) { return .constant(false) }
            if token.spells("1", in: bytes) { return .constant(true) }
            return .undecided
        }
        guard token.kind == .identifier else { return nil }
        position += 1
        guard position < end, tokens[position].isPunctuation("("), !tokens[position].newlineBefore else {
            // A flag: `DEBUG`, `true`, `false`.
            if token.spells("true", in: bytes) { return .constant(true) }
            if token.spells("false", in: bytes) { return .constant(false) }
            return .undecided
        }
        // A platform condition: `os(iOS)`, `canImport(UIKit, _version: 2)`, `swift(>=5.9)`, ...
        let open = position
        var depth = 0
        var close = open
        while close < end {
            if tokens[close].isPunctuation("(") { depth += 1 }
            if tokens[close].isPunctuation(")") { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        guard close < end else { return nil }
        position = close + 1
        // The argument: a name, or a dotted module path for `canImport`, up to a `,`.
        var argumentEnd = open + 1
        while argumentEnd < close, !tokens[argumentEnd].isPunctuation(",") { argumentEnd += 1 }
        let argument = tokens[(open + 1)..<argumentEnd]
        guard !argument.isEmpty, argument.allSatisfy({ $0.kind == .identifier || $0.isPunctuation(".") }) else { return .undecided }
        func text() -> String {
            var text = ""
            for token in argument {
                text += token.kind == .punctuation ? "." : String(decoding: UnsafeBufferPointer(rebasing: bytes[token.textRange]), as: UTF8.self)
            }
            return text
        }
        if token.spells("os", in: bytes) { return .os(text()) }
        if token.spells("canImport", in: bytes) { return .canImport(text()) }
        if token.spells("targetEnvironment", in: bytes) { return .targetEnvironment(text()) }
        return .undecided
    }
}
