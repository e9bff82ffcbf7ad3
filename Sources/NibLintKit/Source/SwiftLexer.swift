/// A token of Swift source, as much as the declaration scanner needs.
struct SwiftToken {
    enum Kind: Equatable {
        /// Identifiers and keywords; backtick-escaped identifiers have `isEscaped` set.
        case identifier
        /// `@name`: the text holds `name`.
        case attribute
        /// `#name` (`#if`, `#selector`, ...): the text holds `name`.
        case directive
        /// A string literal: the text holds its raw contents between the delimiters.
        case string
        case number
        /// One punctuation or operator byte.
        case punctuation
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    var newlineBefore: Bool
    var isEscaped = false

    func isPunctuation(_ character: Character) -> Bool {
        kind == .punctuation && text.first == character
    }

    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && !isEscaped && text == name
    }
}

/// Splits Swift source into tokens, skipping comments (nested `/* */` too) and reading string
/// literals (multi-line, raw `#"..."#`, with interpolation) as single tokens.
struct SwiftLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var newlineBefore = true
    /// `// niblint:...` line comments met so far (line, column of the `//`, text after it).
    private(set) var directiveComments: [(line: Int, column: Int, text: String)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3; lineStart = 3 }
    }

    static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
        tokenizeKeepingDirectives(bytes).tokens
    }

    /// The tokens, and the `// niblint:` comments (suppressions) between them: found by the lexer, so
    /// text inside string literals is never mistaken for a comment.
    static func tokenizeKeepingDirectives(_ bytes: [UInt8]) -> (tokens: [SwiftToken], directives: [(line: Int, column: Int, text: String)]) {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(bytes: buffer)
            var tokens: [SwiftToken] = []
            tokens.reserveCapacity(bytes.count / 6)
            while let token = lexer.next() { tokens.append(token) }
            return (tokens, lexer.directiveComments)
        }
    }

    mutating func next() -> SwiftToken? {
        skipTrivia()
        guard position < bytes.count else { return nil }
        let startLine = line, startColumn = position - lineStart + 1
        let hadNewline = newlineBefore
        newlineBefore = false
        let byte = bytes[position]
        func token(_ kind: SwiftToken.Kind, _ text: String, escaped: Bool = false) -> SwiftToken {
            SwiftToken(kind: kind, text: text, line: startLine, column: startColumn, newlineBefore: hadNewline, isEscaped: escaped)
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
            if position + 1 < bytes.count, isIdentifierStart(bytes[position + 1]) {
                position += 1
                return token(.directive, readIdentifier())
            }
        }
        if byte == UInt8(ascii: "\"") {
            return token(.string, readString(hashes: 0))
        }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            let start = position
            while position < bytes.count, isIdentifierCharacter(bytes[position]) || (bytes[position] == UInt8(ascii: ".") && position + 1 < bytes.count && isDigit(bytes[position + 1])) {
                position += 1
            }
            return token(.number, text(start, position))
        }
        position += 1
        if byte >= 0x80 {
            // A stray non-ASCII operator or symbol: skip its continuation bytes.
            while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
        }
        return token(.punctuation, String(decoding: CollectionOfOne(byte < 0x80 ? byte : UInt8(ascii: "?")), as: UTF8.self))
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                position += 1; line += 1; lineStart = position; newlineBefore = true
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                let start = position
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                if SourceComment.isDirective(bytes, from: start + 2, to: position) {
                    directiveComments.append((line, start - lineStart + 1, text(start + 2, position)))
                }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() {
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

    /// Reads a string literal starting at its opening quote(s), after `hashes` leading `#`s.
    /// Interpolations are skipped with their nesting, so quotes inside them do not end the literal.
    private mutating func readString(hashes: Int) -> String {
        let multiline = position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        let contentStart = position
        while position < bytes.count {
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
                    let content = text(contentStart, position)
                    position += quoteCount + hashes
                    return content
                }
            }
            if byte == 0x0A && !multiline {
                // An unterminated single-line literal ends at the line end.
                return text(contentStart, position)
            }
            advanceOne()
        }
        return text(contentStart, position)
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

    // MARK: - Helpers

    private mutating func advanceOne() {
        if bytes[position] == 0x0A { line += 1; lineStart = position + 1 }
        position += 1
    }

    private mutating func readIdentifier() -> String {
        let start = position
        while position < bytes.count, isIdentifierCharacter(bytes[position]) { position += 1 }
        return text(start, position)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0xC0
    }

    private func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || byte >= 0x80
    }
}
