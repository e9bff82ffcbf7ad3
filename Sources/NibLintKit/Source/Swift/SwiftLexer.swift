#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits Swift source into tokens, skipping comments (nested `/* */` too) and reading string
/// literals (multi-line, raw `#"..."#`, with interpolation) as single tokens.
struct SwiftLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let words = SwiftWordTable.shared
    /// `ByteClasses.shared.table`, read once per file rather than once per token.
    private let byteClasses = ByteClasses.shared.table
    var position = 0
    var line = 1
    var lineStart = 0
    var newlineBefore = true
    /// `// niblint:...` line comments met so far (line, column of the `//`, text after it).
    var directiveComments: [(line: Int, column: Int, text: String)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3; lineStart = 3 }
    }

    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, skippingBodies: Bool = false) -> [SwiftToken] {
        tokenizeKeepingDirectives(bytes, skippingBodies: skippingBodies).tokens
    }

    /// The tokens, and the `// niblint:` comments (suppressions) between them: found by the lexer, so
    /// text inside string literals is never mistaken for a comment.
    ///
    /// With `skippingBodies`, the body of a `func` (but `awakeFromNib()`) or `deinit` that holds no word the
    /// declaration parser reacts to inside bodies (`BodyScanTable`) and no `#if` comes out as an empty
    /// `{` `}` pair, and so does the body of a `struct`, `enum`, `protocol` or `actor` that also holds no
    /// `class`, `extension` or `typealias`: their members never meet a nib, and these bodies are most of the bytes
    /// of a Swift file. `// niblint:` comments inside are still collected, and `skippedFunctions` holds the
    /// byte ranges of the names of the functions whose bodies were skipped.
    static func tokenizeKeepingDirectives(_ bytes: UnsafeBufferPointer<UInt8>, skippingBodies: Bool = true)
        -> (tokens: [SwiftToken], directives: [(line: Int, column: Int, text: String)], skippedFunctions: [Range<Int>]) {
        var lexer = SwiftLexer(bytes: bytes)
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / (skippingBodies ? 16 : 6))
        // After `func` / `deinit` (or `struct`, ...), the first `{` outside the signature's brackets opens
        // the body; a declaration keyword, `;` or `}` first means there is none (a protocol requirement).
        var expectingBody = false
        var isTypeBody = false
        var namingFunction = false
        var functionName: Range<Int>?
        var skippedFunctions: [Range<Int>] = []
        var bracketDepth = 0
        while let token = lexer.next() {
            tokens.append(token)
            guard skippingBodies else { continue }
            switch token.kind {
            case .identifier where !token.isEscaped:
                if namingFunction {
                    // `awakeFromNib()` runs whenever a nib decodes the object: its calls are facts
                    // (`DecodingEntryPoint`) even when its body names no nib.
                    namingFunction = false
                    functionName = token.textRange
                    if token.spells("awakeFromNib", in: bytes) { expectingBody = false; continue }
                    // `loadView()`: whether it sets `view` is a fact (view-outlet-not-set).
                    if token.spells("loadView", in: bytes) { expectingBody = false; continue }
                    // `prepare(for:sender:)`: its `segue.destination as! T` casts are facts (cast-mismatch) though
                    // its body names no word of `BodyScanTable`.
                    if token.spells("prepare", in: bytes) { expectingBody = false; continue }
                }
                // `import struct Foundation.URL`, `import func Darwin.fputs`: the kind word of a scoped import
                // opens no body.
                if token.word != .other, tokens.count >= 2, tokens[tokens.count - 2].isIdentifier(.import) { continue }
                switch token.word {
                case .func, .deinit:
                    expectingBody = true
                    isTypeBody = false
                    bracketDepth = 0
                    namingFunction = token.word == .func
                    functionName = nil
                case .protocol where followsObjCAttribute(tokens):
                    // An `@objc` protocol's property requirements make conforming Swift properties visible to
                    // key-value coding (Cocoa bindings): its body is read.
                    expectingBody = false
                case .struct, .enum, .protocol, .actor:
                    expectingBody = true
                    isTypeBody = true
                    bracketDepth = 0
                default:
                    if expectingBody, bracketDepth == 0, token.word.endsPendingFunctionSignature { expectingBody = false }
                }
            case .punctuation where expectingBody:
                switch token.punctuation {
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    bracketDepth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    bracketDepth = max(0, bracketDepth - 1)
                case UInt8(ascii: "{") where bracketDepth == 0:
                    expectingBody = false
                    if let close = lexer.skipBody(keepingClasses: isTypeBody) {
                        tokens.append(close)
                        if !isTypeBody, let name = functionName { skippedFunctions.append(name) }
                    }
                case UInt8(ascii: "}") where bracketDepth == 0, UInt8(ascii: ";") where bracketDepth == 0:
                    expectingBody = false
                default:
                    break
                }
            case .directive:
                expectingBody = false
            default:
                break
            }
        }
        return (tokens, lexer.directiveComments, skippedFunctions)
    }

    /// Whether the last token (a declaration keyword) follows `@objc` among its attributes and modifiers.
    static func followsObjCAttribute(_ tokens: [SwiftToken]) -> Bool {
        var position = tokens.count - 2
        while position >= 0, position >= tokens.count - 10 {
            let token = tokens[position]
            if token.kind == .attribute, token.word == .objc { return true }
            guard token.kind == .attribute || token.kind == .identifier || token.isPunctuation("(") || token.isPunctuation(")") else { return false }
            position -= 1
        }
        return false
    }

    mutating func next() -> SwiftToken? {
        // Most tokens follow nothing or a single space: only line ends, indentation and comments need the
        // call (skipTrivia returns at once at any other byte).
        if position < bytes.count, bytes[position] == 0x20 { position += 1 }
        if position < bytes.count, bytes[position] <= 0x20 || bytes[position] == UInt8(ascii: "/") { skipTrivia() }
        guard position < bytes.count else { return nil }
        let startLine = line, startColumn = position - lineStart + 1
        let hadNewline = newlineBefore
        newlineBefore = false
        let byte = bytes[position]
        func token(_ kind: SwiftToken.Kind, _ text: Range<Int>, escaped: Bool = false) -> SwiftToken {
            let word = kind == .identifier || kind == .attribute || kind == .directive
                ? words.word(UnsafeBufferPointer(rebasing: bytes[text])) : .other
            return SwiftToken(kind: kind, word: word, text: text, line: startLine, column: startColumn, newlineBefore: hadNewline, isEscaped: escaped)
        }
        if isIdentifierStart(byte) {
            return token(.identifier, readIdentifier())
        }
        if byte == UInt8(ascii: "`") {
            position += 1
            let name = readIdentifier()
            if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
            return token(.identifier, name, escaped: true)
        }
        if byte == UInt8(ascii: "@"), position + 1 < bytes.count, isIdentifierStart(bytes[position + 1]) {
            position += 1
            return token(.attribute, readIdentifier())
        }
        if byte == UInt8(ascii: "#") {
            var hashes = 0
            while position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
            if position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "\"") {
                position += hashes
                return token(.string, readString(hashes: hashes))
            }
            if position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "/"),
               let end = Self.regexLiteralEnd(in: bytes, slash: position + hashes, hashes: hashes) {
                let content = (position + hashes + 1)..<(end - 1 - hashes)
                while position < end { advanceOne() }
                return token(.string, content)
            }
            if position + 1 < bytes.count, isIdentifierStart(bytes[position + 1]) {
                position += 1
                return token(.directive, readIdentifier())
            }
        }
        if byte == UInt8(ascii: "\"") {
            return token(.string, readString(hashes: 0))
        }
        if isDigit(byte) {
            let start = position
            while position < bytes.count, isIdentifierCharacter(bytes[position]) || (bytes[position] == UInt8(ascii: ".") && position + 1 < bytes.count && isDigit(bytes[position + 1])) {
                position += 1
            }
            return token(.number, start..<position)
        }
        if byte == UInt8(ascii: "/"), let end = Self.regexLiteralEnd(in: bytes, slash: position, hashes: 0) {
            let start = position
            position = end
            return token(.string, (start + 1)..<(end - 1))
        }
        let start = position
        position += 1
        if byte >= 0x80 {
            // A stray non-ASCII operator or symbol: skip its continuation bytes.
            while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
        }
        return SwiftToken(kind: .punctuation, punctuation: byte < 0x80 ? byte : UInt8(ascii: "?"), text: start..<position,
                          line: startLine, column: startColumn, newlineBefore: hadNewline)
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        // A local cursor and buffer: the loops below run over every byte of indentation and comments.
        let bytes = self.bytes
        var cursor = position
        defer { position = cursor }
        while cursor < bytes.count {
            let byte = bytes[cursor]
            // Most tokens start above `/`, the highest byte trivia can start with.
            if byte > UInt8(ascii: "/") { return }
            switch byte {
            case 0x0A:
                cursor += 1; line += 1; lineStart = cursor; newlineBefore = true
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                cursor += 1
                // Indentation: a run of spaces in a tighter loop.
                while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            case UInt8(ascii: "/") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "/"):
                let start = cursor
                cursor = Self.lineEnd(in: bytes, from: cursor)
                if SourceComment.isDirective(bytes, from: start + 2, to: cursor) {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<cursor]), as: UTF8.self)
                    directiveComments.append((line, start - lineStart + 1, text))
                }
            case UInt8(ascii: "/") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "*"):
                position = cursor
                skipBlockComment()
                cursor = position
            default:
                return
            }
        }
    }

    mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                depth += 1; position += 2
            } else if bytes[position] == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                depth -= 1; position += 2
                if depth == 0 { return }
            } else {
                advanceOne()
            }
        }
    }

    // MARK: - Literals

    /// Reads a string literal starting at its opening quote(s), after `hashes` leading `#`s, and
    /// returns the range of its contents. Interpolations are skipped with their nesting, so quotes
    /// inside them do not end the literal.
    mutating func readString(hashes: Int) -> Range<Int> {
        let multiline = position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        let contentStart = position
        let bytes = self.bytes
        while position < bytes.count {
            // Runs of plain text in a tight loop: only `\`, `"` and line ends need a look. Eight bytes at a
            // time while none of them is one of these, then byte by byte.
            var cursor = Self.firstStringStop(in: bytes, from: position)
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\\"), bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != 0x0A { cursor &+= 1 }
            position = cursor
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: position + 1) {
                position += 1 + hashes
                if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if position < bytes.count {
                    advanceOne()
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quoteCount = multiline ? 3 : 1
                if closes(quoteCount: quoteCount, hashes: hashes) {
                    let content = contentStart..<position
                    position += quoteCount + hashes
                    return content
                }
            }
            if byte == 0x0A && !multiline {
                // An unterminated single-line literal ends at the line end.
                return contentStart..<position
            }
            advanceOne()
        }
        return contentStart..<position
    }

    /// A position at or before the first `\`, `"` or line feed at or after `start` (or the end): whole
    /// eight-byte words are passed over while none of their bytes is one of the three (the "has a zero
    /// byte" test of each word XORed with the byte repeated, which never misses one).
    @inline(__always)
    static func firstStringStop(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word }
        var cursor = start
        while cursor &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            let stops = zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x0A))
            if stops & highs != 0 { return cursor }
            cursor &+= 8
        }
        return cursor
    }

    private mutating func skipInterpolation() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "(") { depth += 1; position += 1; continue }
            if byte == UInt8(ascii: ")") {
                depth -= 1; position += 1
                if depth == 0 { return }
                continue
            }
            if byte == UInt8(ascii: "\"") { _ = readString(hashes: 0); continue }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") { skipBlockComment(); continue }
            advanceOne()
        }
    }

    private func hashesFollow(_ hashes: Int, at index: Int) -> Bool {
        guard index + hashes <= bytes.count else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    private func closes(quoteCount: Int, hashes: Int) -> Bool {
        guard position + quoteCount + hashes <= bytes.count else { return false }
        for offset in 0..<quoteCount where bytes[position + offset] != UInt8(ascii: "\"") { return false }
        return hashesFollow(hashes, at: position + quoteCount)
    }

    // MARK: - Regex literals

    /// The end (past the closing delimiter) of the regex literal whose opening `/` is at `slash`, after `hashes`
    /// `#`s (`#/…/#`), or nil when the `/` is not one (an operator). Read whole, so that the quotes, braces and
    /// `//` a pattern may hold mean nothing to the lexer.
    ///
    /// `#/…/#` ends at the first `/#` (with as many `#`s); it spans lines only when a line end follows `#/`. A
    /// bare `/…/` (Swift 5.7) is told from division as the compiler does, from the bytes around it: it stands
    /// where an expression starts (after an opening bracket, `,`, `:`, `=`, an operator, a line start, or
    /// `return`, `case`, …, but not after a name, a literal or a closing bracket), neither starts nor ends with
    /// a space, and closes on the same line.
    static func regexLiteralEnd(in bytes: UnsafeBufferPointer<UInt8>, slash: Int, hashes: Int) -> Int? {
        var cursor = slash + 1
        guard cursor < bytes.count else { return nil }
        if hashes > 0 {
            let multiline = bytes[cursor] == 0x0A || bytes[cursor] == 0x0D
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\\") { cursor += 2; continue }
                if byte == 0x0A, !multiline { return nil }
                if byte == UInt8(ascii: "/") {
                    var closing = 0
                    while closing < hashes, cursor + 1 + closing < bytes.count, bytes[cursor + 1 + closing] == UInt8(ascii: "#") { closing += 1 }
                    if closing == hashes { return cursor + 1 + hashes }
                }
                cursor += 1
            }
            return nil
        }
        switch bytes[cursor] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "="): return nil
        default: break
        }
        guard expressionCanStart(before: slash, in: bytes) else { return nil }
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"):
                cursor += 2
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "/"):
                let last = bytes[cursor - 1]
                return last == 0x20 || last == 0x09 ? nil : cursor + 1
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// Whether an expression may start at `position`: what comes before it (spaces aside) is a line start, an
    /// opening bracket, a separator or an operator, or a keyword that an expression follows.
    private static func expressionCanStart(before position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var cursor = position - 1
        while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
        guard cursor >= 0 else { return true }
        let byte = bytes[cursor]
        switch byte {
        case 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
             UInt8(ascii: "%"):
            return true
        default:
            break
        }
        guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else { return false }
        var start = cursor
        while start > 0, bytes[start - 1] >= UInt8(ascii: "a"), bytes[start - 1] <= UInt8(ascii: "z") { start -= 1 }
        if start > 0, ByteClasses.shared.table[Int(bytes[start - 1])] & ByteClasses.identifierCharacter != 0 { return false }
        let word = UnsafeBufferPointer(rebasing: bytes[start...cursor])
        for keyword: StaticString in ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "else", "throw"]
            where UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount).elementsEqual(word) {
            return true
        }
        return false
    }

    // MARK: - Helpers

    /// The position of the first line feed at or after `start`, or `bytes.count`: `memchr` reads many
    /// bytes at a time, and comments run to their line end.
    static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private mutating func advanceOne() {
        if bytes[position] == 0x0A { line += 1; lineStart = position + 1 }
        position += 1
    }

    private mutating func readIdentifier() -> Range<Int> {
        // Locals: the loop then keeps the buffer and the table in registers.
        let bytes = self.bytes
        let classes = byteClasses
        let start = position
        var cursor = position
        while cursor < bytes.count, classes[Int(bytes[cursor])] & ByteClasses.identifierCharacter != 0 { cursor &+= 1 }
        position = cursor
        return start..<cursor
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, `_`, `$`, and the lead byte of any non-ASCII character.
    func isIdentifierStart(_ byte: UInt8) -> Bool {
        byteClasses[Int(byte)] & ByteClasses.identifierStart != 0
    }

    /// Letters, digits, `_`, `$`, and any byte of a non-ASCII character.
    func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        byteClasses[Int(byte)] & ByteClasses.identifierCharacter != 0
    }
}

/// What the lexer needs to know of each byte value, one table load instead of a chain of ranges:
/// identifiers are most of the bytes it reads outside skipped bodies.
final class ByteClasses: @unchecked Sendable {
    static let shared = ByteClasses()
    /// Letters, digits, `_`, `$`, and any byte of a non-ASCII character.
    static let identifierCharacter: UInt8 = 1
    /// Letters, `_`, `$`, and the lead byte of a non-ASCII character.
    static let identifierStart: UInt8 = 2

    /// 256 entries (a `PermanentTable`).
    let table = PermanentTable.byteClasses { byte in
        let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        let isDigit = byte >= 0x30 && byte <= 0x39
        var classes: UInt8 = 0
        if isLetter || isDigit || byte >= 0x80 { classes |= ByteClasses.identifierCharacter }
        if isLetter || byte >= 0xC0 { classes |= ByteClasses.identifierStart }
        return classes
    }

    private init() {}
}
