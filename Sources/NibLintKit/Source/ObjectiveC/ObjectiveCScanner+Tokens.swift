/// Token text and the token helpers every fact uses: the punctuation bytes, spelling tests, locations and matching
/// brackets. No fact is recorded here.
///
/// The small helpers are `@inline(__always)`: they run once or more per token.
extension ObjectiveCDeclarationParser {
    enum Byte {
        static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
        static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
        static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        static let semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
        static let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+"), star = UInt8(ascii: "*"), caret = UInt8(ascii: "^")
        static let equal = UInt8(ascii: "="), dot = UInt8(ascii: "."), question = UInt8(ascii: "?")
        static let exclamation = UInt8(ascii: "!"), ampersand = UInt8(ascii: "&"), bar = UInt8(ascii: "|")
    }

    @inline(__always)
    func text(_ token: ObjCToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    @inline(__always)
    func tokenEquals(_ token: ObjCToken, _ name: String) -> Bool {
        token.end - token.start == name.utf8.count && bytes[token.start..<token.end].elementsEqual(name.utf8)
    }

    @inline(__always)
    func isPunctuation(_ position: Int, _ byte: UInt8) -> Bool {
        position >= 0 && position < tokens.count && tokens[position].kind == .punctuation && tokens[position].byte == byte
    }

    @inline(__always)
    func location(of token: ObjCToken) -> SourceLocation {
        SourceLocation(file: facts.path, line: token.line, column: token.column)
    }

    /// The index of the bracket closing the one at `open` (any of `(`, `[`, `{`), or nil when it is not
    /// closed within the look limit or before an `@` keyword.
    func matchingClose(from open: Int) -> Int? {
        var depth = 0
        var cursor = open
        let limit = min(tokens.count, open + Self.lookLimit)
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .keyword, cursor > open {
                switch Keyword(token, in: bytes) {
                case .end, .interface, .implementation, .property: return nil
                default: break
                }
            }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.openParen, Byte.openBracket, Byte.openBrace: depth += 1
                case Byte.closeParen, Byte.closeBracket, Byte.closeBrace:
                    depth -= 1
                    if depth == 0 { return cursor }
                default: break
                }
            }
            cursor += 1
        }
        return nil
    }

    /// The index after the `)` closing the `(` at `open` in a declaration; a `;`, brace or keyword ends it early.
    func declarationGroupEnd(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        let limit = min(tokens.count, open + Self.lookLimit)
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .keyword { return cursor }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.openParen: depth += 1
                case Byte.closeParen:
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                case Byte.semicolon, Byte.openBrace, Byte.closeBrace: return cursor
                default: break
                }
            }
            cursor += 1
        }
        return cursor
    }

    /// The index after the `>` closing the `<` at `open`; a `;`, brace or keyword ends it early.
    func angleGroupEnd(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        let limit = min(tokens.count, open + Self.lookLimit)
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .keyword { return cursor }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.less: depth += 1
                case Byte.greater:
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                case Byte.semicolon, Byte.openBrace, Byte.closeBrace: return cursor
                default: break
                }
            }
            cursor += 1
        }
        return cursor
    }
}
