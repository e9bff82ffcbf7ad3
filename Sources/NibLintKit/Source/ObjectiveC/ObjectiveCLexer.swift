import Foundation

/// A token of Objective-C (C, C++) source, as much as the declaration scanner needs.
///
/// Tokens hold byte offsets into the file rather than strings, so huge files cost no allocations
/// per token; the parser reads their text only where it matters.
struct ObjCToken {
    enum Kind: UInt8 {
        /// Identifiers and C keywords.
        case identifier
        /// `@name` (`@interface`, `@property`, `@end`, ...): the range covers `name`.
        case keyword
        /// A string literal, `"..."`, `@"..."` or a C++ raw string: the range covers its contents.
        case string
        case number
        /// A character literal such as `'a'`.
        case character
        /// One punctuation byte (in `byte`).
        case punctuation
        /// A conditional preprocessor directive (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`), `#define`,
        /// `#undef`, `#import` or `#include`: the range covers its name (the preprocessor reads the rest of the line).
        /// Every other directive line is skipped entirely. Only `ObjectiveCPreprocessor`
        /// sees these: the parser reads its directive-free output.
        case directive
    }

    var kind: Kind
    /// The punctuation byte, or 0.
    var byte: UInt8
    var newlineBefore: Bool
    /// The platform condition of the `#if` branches the token sits in, as a number into the preprocessor's
    /// `ObjectiveCPreprocessor.Output.conditions` (0: none). Set by the preprocessor; it fits in the padding after `byte`.
    var condition: UInt32 = 0
    // Stored in 32 bits (24 bytes a token instead of 48: a source has a token every 4 or 5 bytes); `ObjectiveCScanner`
    // reads no file of 4 GB or more.
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    var start: Int { Int(storedStart) }
    var end: Int { Int(storedEnd) }
    /// 1-based line and byte column of the token's first byte (`@` or `#` included).
    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    init(kind: Kind, byte: UInt8, condition: UInt32, start: Int, end: Int, line: Int, column: Int, newlineBefore: Bool) {
        self.kind = kind
        self.byte = byte
        self.newlineBefore = newlineBefore
        self.condition = condition
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }
}

/// Splits Objective-C source bytes into tokens, skipping comments, whitespace and preprocessor
/// lines other than conditionals, definitions and imports. Never fails: unterminated literals and comments end at the
/// line end or the file end.
struct ObjectiveCLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var newlineBefore = true
    /// Whether a token was already read on the current line (a `#` then starts no directive).
    private var lineHasToken = false

    /// The directives that make a token: the conditionals, and the definitions and imports `ObjectiveCPreprocessor` reads.
    private static let tokenDirectives: [[UInt8]] = ["if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif",
                                                     "define", "undef", "import", "include"].map { Array($0.utf8) }
    /// `isIdentifierCharacter` of every byte: `readIdentifier` tests a byte with one load (the masks took ten
    /// instructions a byte, on the lexer's busiest loop).
    private let identifierCharacters = ObjectiveCLexer.identifierCharacterTable
    private static let identifierCharacterTable: [Bool] = (0...255).map { isIdentifierCharacter(UInt8($0)) }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3; lineStart = 3 }
    }

    /// The longest file whose tokens are written into an array reserved for one token a byte (4 MB: about 100 MB of
    /// address space, most of it never touched).
    static let reservedTokensLimit = 1 << 22

    static func tokenize(_ bytes: [UInt8]) -> [ObjCToken] {
        tokenizeNotingDirectives(bytes).tokens
    }

    /// The tokens, and the index of each directive token among them.
    static func tokenizeNotingDirectives(_ bytes: [UInt8]) -> (tokens: [ObjCToken], directives: [Int]) {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = ObjectiveCLexer(bytes: buffer)
            var directives: [Int] = []
            // Every token takes at least one byte, so the file's length bounds their number: the tokens are written
            // straight into an array of that capacity (appending each one checked the array's uniqueness and capacity,
            // a quarter of the lexer's work). A large array's pages that are never written take no memory; a file of
            // several megabytes (generated data) is appended to as usual rather than reserve gigabytes.
            guard bytes.count <= Self.reservedTokensLimit else {
                var tokens: [ObjCToken] = []
                while let token = lexer.next() {
                    if token.kind == .directive { directives.append(tokens.count) }
                    tokens.append(token)
                }
                return (tokens, directives)
            }
            let tokens = [ObjCToken](unsafeUninitializedCapacity: bytes.count + 1) { storage, count in
                while count < storage.count, let token = lexer.next() {
                    if token.kind == .directive { directives.append(count) }
                    (storage.baseAddress! + count).initialize(to: token)
                    count += 1
                }
            }
            return (tokens, directives)
        }
    }

    /// Inlined into `tokenizeNotingDirectives`' loop, its one caller: the lexer's state then stays in registers between
    /// tokens, and no optional token is returned through memory (a token every 4 or 5 bytes).
    @inline(__always)
    mutating func next() -> ObjCToken? {
        while true {
            // Half the tokens follow the previous one directly (`foo(`, `);`), and many others one space (`a = b`,
            // `[self foo]`): stepped over without the trivia loop.
            if position < bytes.count, Self.mayStartTrivia(bytes[position]) {
                if bytes[position] == 0x20, position + 1 < bytes.count, !Self.mayStartTrivia(bytes[position + 1]) {
                    position += 1
                } else {
                    skipTrivia()
                }
            }
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "#"), !lineHasToken {
                if let directive = readDirective() { return directive }
                continue
            }
            break
        }
        let startLine = line, startColumn = position - lineStart + 1
        let hadNewline = newlineBefore
        newlineBefore = false
        lineHasToken = true
        let byte = bytes[position]
        func token(_ kind: ObjCToken.Kind, _ start: Int, _ end: Int, byte: UInt8 = 0) -> ObjCToken {
            ObjCToken(kind: kind, byte: byte, condition: 0, start: start, end: end, line: startLine, column: startColumn, newlineBefore: hadNewline)
        }

        if Self.isIdentifierStart(byte) {
            let start = position
            readIdentifier()
            if position < bytes.count, bytes[position] == UInt8(ascii: "\""), isRawStringPrefix(start, position),
               let (contentStart, contentEnd) = readRawString() {
                return token(.string, contentStart, contentEnd)
            }
            return token(.identifier, start, position)
        }
        if byte == UInt8(ascii: "@"), position + 1 < bytes.count {
            let next = bytes[position + 1]
            if next == UInt8(ascii: "\"") {
                position += 1
                let (contentStart, contentEnd) = readQuoted(UInt8(ascii: "\""))
                return token(.string, contentStart, contentEnd)
            }
            if Self.isIdentifierStart(next) {
                position += 1
                let start = position
                readIdentifier()
                return token(.keyword, start, position)
            }
        }
        if byte == UInt8(ascii: "\"") {
            let (contentStart, contentEnd) = readQuoted(byte)
            return token(.string, contentStart, contentEnd)
        }
        if byte == UInt8(ascii: "'") {
            let start = position
            _ = readQuoted(byte)
            return token(.character, start, position)
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && position + 1 < bytes.count && Self.isDigit(bytes[position + 1])) {
            let start = position
            readNumber()
            return token(.number, start, position)
        }
        let start = position
        position += 1
        return token(.punctuation, start, position, byte: byte)
    }

    // MARK: - Trivia

    /// Inlined into `next()`, its one caller (the compiler stopped doing so by itself once `next()` ran in a closure).
    @inline(__always)
    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                newLine(after: position)
                position += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                // A run of blanks, in a local cursor (`position` is written once).
                var cursor = position + 1
                while cursor < bytes.count, Self.isBlank(bytes[cursor]) { cursor += 1 }
                position = cursor
            case UInt8(ascii: "\\") where followedByNewline(position + 1):
                // A line continuation outside a directive: whitespace.
                position += 1
                skipNewline()
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func newLine(after newlinePosition: Int) {
        line += 1
        lineStart = newlinePosition + 1
        newlineBefore = true
        lineHasToken = false
    }

    /// Whether `index` starts a newline (`\n` or `\r\n`).
    private func followedByNewline(_ index: Int) -> Bool {
        guard index < bytes.count else { return false }
        if bytes[index] == 0x0A { return true }
        return bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
    }

    private mutating func skipNewline() {
        if position < bytes.count, bytes[position] == 0x0D { position += 1 }
        if position < bytes.count, bytes[position] == 0x0A { newLine(after: position); position += 1 }
    }

    /// A `//` comment, which a backslash at the line end (`\\` before `\n` or `\r\n`) continues onto the next line.
    /// The line ends are found with `memchr` rather than byte by byte: comments are a good part of a source's bytes.
    private mutating func skipLineComment() {
        var cursor = position
        while let newline = firstIndex(of: 0x0A, from: cursor) {
            let continued = (newline - 1 >= cursor && bytes[newline - 1] == UInt8(ascii: "\\"))
                || (newline - 2 >= cursor && bytes[newline - 1] == 0x0D && bytes[newline - 2] == UInt8(ascii: "\\"))
            guard continued else {
                position = newline
                return
            }
            newLine(after: newline)
            cursor = newline + 1
        }
        position = bytes.count
    }

    /// A `/* */` comment (C comments do not nest). Its `*`s and its line ends are found with `memchr`.
    private mutating func skipBlockComment() {
        position += 2
        while position < bytes.count {
            let star = firstIndex(of: UInt8(ascii: "*"), from: position) ?? bytes.count
            countLines(upTo: star)
            if star + 1 < bytes.count, bytes[star + 1] == UInt8(ascii: "/") {
                position = star + 2
                return
            }
            position = min(star + 1, bytes.count)
        }
    }

    /// Steps over the line ends from `position` to `end` (a run of bytes with no token in it).
    private mutating func countLines(upTo end: Int) {
        var cursor = position
        while cursor < end, let newline = firstIndex(of: 0x0A, from: cursor, to: end) {
            newLine(after: newline)
            cursor = newline + 1
        }
    }

    /// The index of the first `byte` in `start..<end` (`end`: the file's end by default), by `memchr`.
    private func firstIndex(of byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
        let end = end ?? bytes.count
        guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    // MARK: - Preprocessor

    /// Reads a directive line starting at `#`; returns a token for the directives the preprocessor reads, nil for the others.
    private mutating func readDirective() -> ObjCToken? {
        let startLine = line, startColumn = position - lineStart + 1
        let hadNewline = newlineBefore
        position += 1
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        let nameStart = position
        while position < bytes.count, Self.isIdentifierCharacter(bytes[position]) { position += 1 }
        let nameEnd = position
        // Compared as bytes: most directive lines are `#import` / `#include` / `#define`, which make no token.
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd])
        let makesToken = Self.tokenDirectives.contains { $0.count == name.count && $0.elementsEqual(name) }
        skipDirectiveRest()
        guard makesToken else { return nil }
        newlineBefore = false
        return ObjCToken(kind: .directive, byte: 0, condition: 0, start: nameStart, end: nameEnd, line: startLine, column: startColumn, newlineBefore: hadNewline)
    }

    /// Skips to the end of a directive line, following backslash continuations and comments.
    private mutating func skipDirectiveRest() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { return }
            if byte == UInt8(ascii: "\\"), followedByNewline(position + 1) {
                position += 1
                skipNewline()
                continue
            }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count {
                if bytes[position + 1] == UInt8(ascii: "/") { skipLineComment(); return }
                if bytes[position + 1] == UInt8(ascii: "*") { skipBlockComment(); continue }
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { _ = readQuoted(byte); continue }
            position += 1
        }
    }

    // MARK: - Literals

    /// Reads a `"..."` or `'...'` literal starting at its opening quote; returns its contents' range.
    /// An unterminated literal ends at the line end.
    private mutating func readQuoted(_ quote: UInt8) -> (Int, Int) {
        position += 1
        let contentStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                let contentEnd = position
                position += 1
                return (contentStart, contentEnd)
            }
            if byte == 0x0A { return (contentStart, position) }
            if byte == UInt8(ascii: "\\") {
                position += 1
                if position < bytes.count {
                    if followedByNewline(position) { skipNewline() } else { position += 1 }
                }
                continue
            }
            position += 1
        }
        return (contentStart, position)
    }

    /// `R"(...)"`, `u8R"x(...)x"`, ...: the identifier just read is one of the raw string prefixes.
    private func isRawStringPrefix(_ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 1: return bytes[start] == UInt8(ascii: "R")
        case 2: return bytes[start + 1] == UInt8(ascii: "R") && [UInt8(ascii: "L"), UInt8(ascii: "u"), UInt8(ascii: "U")].contains(bytes[start])
        case 3: return bytes[start] == UInt8(ascii: "u") && bytes[start + 1] == UInt8(ascii: "8") && bytes[start + 2] == UInt8(ascii: "R")
        default: return false
        }
    }

    /// Reads a C++ raw string from its opening quote; nil (nothing consumed) when the delimiter is malformed.
    private mutating func readRawString() -> (Int, Int)? {
        var cursor = position + 1
        let delimiterStart = cursor
        while cursor < bytes.count, cursor - delimiterStart <= 16, bytes[cursor] != UInt8(ascii: "(") {
            let byte = bytes[cursor]
            if byte == 0x20 || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x09 { return nil }
            cursor += 1
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") else { return nil }
        let delimiter = Array(bytes[delimiterStart..<cursor])
        position = cursor + 1
        let contentStart = position
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: ")"), closesRawString(delimiter, at: position + 1) {
                let contentEnd = position
                position += 2 + delimiter.count
                return (contentStart, contentEnd)
            }
            advanceOne()
        }
        return (contentStart, position)
    }

    private func closesRawString(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index + delimiter.count < bytes.count else { return false }
        for offset in 0..<delimiter.count where bytes[index + offset] != delimiter[offset] { return false }
        return bytes[index + delimiter.count] == UInt8(ascii: "\"")
    }

    /// Numbers, with exponents (`1e-5`, `0x1p+3`) and C++ digit separators (`1'000`).
    private mutating func readNumber() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierCharacter(byte) || byte == UInt8(ascii: ".") {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), position > 0 {
                let previous = bytes[position - 1] | 0x20
                if previous == UInt8(ascii: "e") || previous == UInt8(ascii: "p") { position += 1; continue }
            }
            if byte == UInt8(ascii: "'"), position + 1 < bytes.count, Self.isIdentifierCharacter(bytes[position + 1]) {
                position += 1
                continue
            }
            return
        }
    }

    // MARK: - Helpers

    private mutating func advanceOne() {
        if bytes[position] == 0x0A { newLine(after: position) }
        position += 1
    }

    @inline(__always)
    private mutating func readIdentifier() {
        var cursor = position
        let bytes = self.bytes
        identifierCharacters.withUnsafeBufferPointer { table in
            // Four bytes a round while four remain, one bound check for them: the lexer's busiest loop.
            while cursor + 4 <= bytes.count {
                guard table[Int(bytes[cursor])] else { return }
                guard table[Int(bytes[cursor + 1])] else { cursor += 1; return }
                guard table[Int(bytes[cursor + 2])] else { cursor += 2; return }
                guard table[Int(bytes[cursor + 3])] else { cursor += 3; return }
                cursor += 4
            }
            while cursor < bytes.count, table[Int(bytes[cursor])] { cursor += 1 }
        }
        position = cursor
    }

    /// The blanks `skipTrivia` steps over one by one: space, tab, carriage return, vertical tab, form feed.
    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// The bytes `skipTrivia` may step over first: blanks, newlines, `/` (a comment) and `\\` (a line continuation).
    @inline(__always)
    private static func mayStartTrivia(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, `_`, `$` and any byte of a multi-byte UTF-8 sequence, as bits of two masks (bytes 0–63 and 64–127): one
    /// shift and test a byte in the lexer's innermost loops instead of five comparisons.
    private static let identifierStartLow: UInt64 = 1 << 0x24                                   // $
    private static let identifierStartHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE                      // A-Z, _, a-z
    private static let digitsLow: UInt64 = 0x03FF_0000_0000_0000                                // 0-9

    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        return byte < 64 ? (identifierStartLow >> UInt64(byte)) & 1 != 0 : (identifierStartHigh >> UInt64(byte - 64)) & 1 != 0
    }

    @inline(__always)
    static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        return byte < 64 ? ((identifierStartLow | digitsLow) >> UInt64(byte)) & 1 != 0 : (identifierStartHigh >> UInt64(byte - 64)) & 1 != 0
    }
}
