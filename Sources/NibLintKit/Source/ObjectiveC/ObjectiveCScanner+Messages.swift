/// Message expressions (`[receiver label:value label:value]`): found from a selector piece or from their `[`, with the
/// receiver and each piece's value. No fact is recorded here.
extension ObjectiveCDeclarationParser {
    /// A message expression `[receiver piece:value piece:value]`.
    struct Message {
        var open: Int
        var close: Int
        var receiver: Range<Int>
        var pieces: [(label: String, labelIndex: Int, value: Range<Int>)]

        func value(_ label: String) -> Range<Int>? { pieces.first { $0.label == label }?.value }
    }

    /// The message whose selector piece is at `position`: walks back to its `[`.
    func enclosingMessage(of position: Int) -> Message? {
        var depth = 0
        var cursor = position - 1
        let stop = max(0, position - Self.lookBackLimit)
        while cursor >= stop {
            let token = tokens[cursor]
            // `@selector(x)`, `@encode(T)` and `@YES` may stand inside a message; `@end` and the like may not.
            if token.kind == .keyword, depth == 0, !isPunctuation(cursor + 1, Byte.openParen), !tokenEquals(token, "YES"), !tokenEquals(token, "NO") {
                return nil
            }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.closeBracket, Byte.closeParen, Byte.closeBrace:
                    depth += 1
                case Byte.openBracket where depth == 0:
                    return message(openingAt: cursor)
                case Byte.openParen, Byte.openBrace, Byte.openBracket:
                    if depth == 0 { return nil }
                    depth -= 1
                case Byte.semicolon where depth == 0:
                    return nil
                default:
                    break
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// Parses `[receiver label:value label:value]` from its `[`.
    func message(openingAt open: Int) -> Message? {
        guard isPunctuation(open, Byte.openBracket), let close = matchingClose(from: open) else { return nil }
        var depth = 0
        var firstPiece: Int?
        var cursor = open + 1
        // The receiver ends where the first `label:` starts.
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                if token.byte == Byte.openBracket || token.byte == Byte.openParen || token.byte == Byte.openBrace { depth += 1 }
                if token.byte == Byte.closeBracket || token.byte == Byte.closeParen || token.byte == Byte.closeBrace { depth -= 1 }
            }
            if depth == 0, cursor > open + 1, token.kind == .identifier, isPunctuation(cursor + 1, Byte.colon) {
                firstPiece = cursor
                break
            }
            cursor += 1
        }
        guard let firstPiece else { return nil }
        var pieces: [(label: String, labelIndex: Int, value: Range<Int>)] = []
        var label = firstPiece
        cursor = firstPiece + 2
        var valueStart = cursor
        // `a ? b : c` inside a value: its `b :` is no selector piece.
        var ternaries = 0
        depth = 0
        while cursor < close {
            let token = tokens[cursor]
            if depth == 0 {
                if token.kind == .identifier, isPunctuation(cursor + 1, Byte.colon) {
                    if ternaries > 0 {
                        ternaries -= 1
                    } else {
                        pieces.append((text(tokens[label]), label, valueStart..<cursor))
                        label = cursor
                        valueStart = cursor + 2
                    }
                    cursor += 2
                    continue
                }
                if token.kind == .punctuation {
                    if token.byte == Byte.question, !isPunctuation(cursor + 1, Byte.colon) { ternaries += 1 }
                    if token.byte == Byte.colon, ternaries > 0 { ternaries -= 1 }
                    // Variadic arguments (`arrayWithObjects:a, b, nil`) belong to no piece.
                    if token.byte == Byte.comma { break }
                }
            }
            if token.kind == .punctuation {
                if token.byte == Byte.openBracket || token.byte == Byte.openParen || token.byte == Byte.openBrace { depth += 1 }
                if token.byte == Byte.closeBracket || token.byte == Byte.closeParen || token.byte == Byte.closeBrace { depth -= 1 }
            }
            cursor += 1
        }
        pieces.append((text(tokens[label]), label, valueStart..<cursor))
        return Message(open: open, close: close, receiver: (open + 1)..<firstPiece, pieces: pieces)
    }
}
