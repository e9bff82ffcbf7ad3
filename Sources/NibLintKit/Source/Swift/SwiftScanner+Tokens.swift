/// Token text and the token helpers every fact uses: strings made from the bytes, spelling tests, call arguments and matching
/// brackets. No fact is recorded here.
extension SwiftDeclarationParser {
    func location(of token: SwiftToken) -> SourceLocation {
        SourceLocation(file: facts.path, line: token.line, column: token.column)
    }

    func expressionEnd(from start: Int, limit: Int = .max) -> Int {
        var cursor = start
        var depth = 0
        let stop = limit == .max ? tokens.count : min(tokens.count, start + limit)
        while cursor < stop {
            let token = tokens[cursor]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { if depth == 0 { return cursor }; depth -= 1 }
            if depth == 0, cursor > start, token.newlineBefore || token.isPunctuation("}") || token.isPunctuation(",") { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// The token's text as a `String`: only for what goes into the facts or a rare comparison.
    func text(of token: SwiftToken) -> String {
        if token.kind == .punctuation { return String(UnicodeScalar(token.punctuation)) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.textRange]), as: UTF8.self)
    }

    /// The bytes from the first token's start to the last one's end, spaces and all, with the `@` of an attribute
    /// and the backticks of an escaped name (a token's text range leaves them out). For types, which hold no literal.
    func sourceText(of range: Range<Int>) -> String {
        let first = tokens[range.lowerBound], last = tokens[range.upperBound - 1]
        let lower = first.textRange.lowerBound - (first.kind == .attribute || first.isEscaped ? 1 : 0)
        let upper = min(bytes.count, last.textRange.upperBound + (last.isEscaped ? 1 : 0))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<max(lower, upper)]), as: UTF8.self)
    }

    /// The texts of a run of tokens run together, as `@objc(` ... `)` and name expressions compare them.
    func joinedText(of range: Range<Int>) -> String {
        writtenText(of: range, spacingWords: false)
    }

    /// A type as written: the tokens' texts run together, with a space between two words (`inout Foo`).
    ///
    /// ASCII text (nearly always) is copied into one buffer and becomes one `String`; otherwise each
    /// token's text is decoded on its own and appended, so that malformed UTF-8 is repaired token by
    /// token exactly as before.
    func writtenText(of range: Range<Int>, spacingWords: Bool = true) -> String {
        if range.count == 1 { return text(of: tokens[range.lowerBound]) }
        var length = 0
        var isASCII = true
        var previous: SwiftToken?
        for token in tokens[range] {
            if spacingWords, previous?.kind == .identifier, token.kind == .identifier { length += 1 }
            if token.kind == .punctuation {
                length += 1
            } else {
                let text = token.textRange
                length += text.count
                for offset in text where bytes[offset] >= 0x80 { isASCII = false; break }
            }
            previous = token
        }
        guard isASCII else {
            var result = ""
            previous = nil
            for token in tokens[range] {
                if spacingWords, previous?.kind == .identifier, token.kind == .identifier { result += " " }
                result += text(of: token)
                previous = token
            }
            return result
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
            var end = 0
            var previous: SwiftToken?
            for token in tokens[range] {
                if spacingWords, previous?.kind == .identifier, token.kind == .identifier { buffer[end] = UInt8(ascii: " "); end += 1 }
                if token.kind == .punctuation {
                    buffer[end] = token.punctuation
                    end += 1
                } else {
                    for offset in token.textRange { buffer[end] = bytes[offset]; end += 1 }
                }
                previous = token
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
        }
    }

    /// True when two tokens have the same text, compared byte for byte.
    func sameText(_ lhs: SwiftToken, _ rhs: SwiftToken) -> Bool {
        let left = lhs.textRange, right = rhs.textRange
        return left.count == right.count && bytes[left].elementsEqual(bytes[right])
    }

    /// True when the token's text is exactly `spelling` (ASCII), compared byte for byte.
    func spells(_ token: SwiftToken, _ spelling: StaticString) -> Bool {
        token.spells(spelling, in: bytes)
    }

    /// Whether the identifier starts with an uppercase letter, as `Character.isUppercase` decides;
    /// plain ASCII is answered from the byte, anything else through `Character`.
    func startsUppercase(_ token: SwiftToken) -> Bool {
        let range = token.textRange
        guard let first = range.first else { return false }
        let byte = bytes[first]
        if byte < 0x80, range.count == 1 || bytes[first + 1] < 0x80 {
            return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        }
        return text(of: token).first?.isUppercase == true
    }

    func peek(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// An argument of a call: the index of its label token, if labelled, and the token range of its value.
    struct CallArgument {
        var label: Int?
        var range: Range<Int>
    }

    func has(_ argument: CallArgument, label: StaticString) -> Bool {
        guard let labelIndex = argument.label else { return false }
        return spells(tokens[labelIndex], label)
    }

    /// The arguments of a call whose `(` is at `open`, and the index of its `)`.
    func callArguments(openingAt open: Int) -> (list: [CallArgument], close: Int)? {
        guard open < tokens.count, tokens[open].isPunctuation("(") else { return nil }
        let close = matchingClose(from: open)
        var list: [CallArgument] = []
        var start = open + 1
        var depth = 0
        var cursor = open + 1
        func add(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if range.count >= 2, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isPunctuation(":") {
                list.append(CallArgument(label: range.lowerBound, range: (range.lowerBound + 2)..<range.upperBound))
            } else {
                list.append(CallArgument(label: nil, range: range))
            }
        }
        while cursor < close {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth = max(0, depth - 1) }
            if depth == 0, token.isPunctuation(",") {
                add(start..<cursor)
                start = cursor + 1
            }
            cursor += 1
        }
        add(start..<close)
        return (list, close)
    }

    /// The index of the bracket closing the one at `open` (any of `(`, `[`, `{`), or `tokens.count` when unclosed.
    func matchingClose(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                switch token.punctuation {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return cursor }
                default: break
                }
            }
            cursor += 1
        }
        return tokens.count
    }

    func matchingAngle(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">"), !(cursor > 0 && tokens[cursor - 1].isPunctuation("-")) {
                depth -= 1
                if depth == 0 { return cursor }
            }
            if token.isPunctuation("{") || token.isPunctuation("(") && depth == 0 { return cursor - 1 }
            cursor += 1
        }
        return tokens.count - 1
    }
}
