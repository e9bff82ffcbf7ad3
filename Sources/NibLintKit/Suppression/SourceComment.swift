/// A `// niblint:...` line comment in a source file: where its `//` is and the text after it.
public struct SourceComment: Sendable, Equatable {
    public var location: SourceLocation
    /// Everything after the `//`, up to the end of the line.
    public var text: String

    public init(location: SourceLocation, text: String) {
        self.location = location
        self.text = text
    }

    static let directivePrefix = Array("niblint:".utf8)

    /// Whether the comment body `bytes[start..<end]` (after `//`) starts, after blanks, with `niblint:`.
    /// Doc comments (`///`) never do, so documentation can mention the syntax.
    static func isDirective<Bytes: RandomAccessCollection>(_ bytes: Bytes, from start: Int, to end: Int) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        var position = start
        while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        guard end - position >= directivePrefix.count else { return false }
        for (offset, byte) in directivePrefix.enumerated() where bytes[position + offset] != byte { return false }
        return true
    }
}

/// Finds `// niblint:` comments in C-family sources (Objective-C `.h`, `.m`, `.mm`), skipping string
/// and character literals (`"//"`, `@"// niblint:..."`) and block comments.
public enum CFamilyCommentScanner {
    public static func directiveComments(in bytes: [UInt8], path: String) -> [SourceComment] {
        // A directive holds `niblint:`: most files have none, and one memchr-driven search over them costs a tenth of
        // the byte-by-byte walk below (which was up to a tenth of the lint of an Objective-C app); memchr looks for its `b`: the first byte, `n`, is everywhere in code.
        guard ByteSearch.contains(bytes[...], "niblint:", scanningFor: 2) else { return [] }
        var comments: [SourceComment] = []
        var position = 0
        var line = 1
        var lineStart = 0
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\")
        func newline(at index: Int) { line += 1; lineStart = index + 1 }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A {
                newline(at: position)
                position += 1
            } else if byte == slash, position + 1 < bytes.count, bytes[position + 1] == slash {
                let start = position
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                if SourceComment.isDirective(bytes, from: start + 2, to: position) {
                    let text = String(decoding: bytes[(start + 2)..<position], as: UTF8.self)
                    comments.append(SourceComment(location: SourceLocation(file: path, line: line, column: start - lineStart + 1), text: text))
                }
            } else if byte == slash, position + 1 < bytes.count, bytes[position + 1] == star {
                position += 2
                while position < bytes.count, !(bytes[position] == star && position + 1 < bytes.count && bytes[position + 1] == slash) {
                    if bytes[position] == 0x0A { newline(at: position) }
                    position += 1
                }
                position += 2
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A string or character literal ends at its unescaped quote, or (unterminated) at the line end.
                position += 1
                while position < bytes.count, bytes[position] != byte, bytes[position] != 0x0A {
                    if bytes[position] == backslash, position + 1 < bytes.count {
                        if bytes[position + 1] == 0x0A { newline(at: position + 1) }
                        position += 1
                    }
                    position += 1
                }
                if position < bytes.count, bytes[position] == byte { position += 1 }
            } else {
                position += 1
            }
        }
        return comments
    }
}
