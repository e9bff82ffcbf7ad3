/// The body skipping of `SwiftLexer`: the bodies of functions and of types that hold nothing the declaration parser reacts
/// to are read without making tokens (`skipBody`), stopping only at the bytes `BodyScanTable` marks.
extension SwiftLexer {
    /// Reads a body whose `{` was just read, through its `}`, without making tokens, and returns the
    /// `}`. Returns nil, with the lexer back where it was, when the body must be read token by token: it
    /// holds a word that matters in function bodies (or, `keepingClasses`, a `class`, `extension` or `typealias`), a
    /// `#if` block (whose branches may open and close braces unevenly), or no closing `}`.
    ///
    /// One pass over the bytes: it stops only at those that can change the nesting (`{`, `}`, and the
    /// starts of strings, comments and `#` directives), at line ends, and at the byte pairs that may belong
    /// to a word of `BodyScanTable` (inside longer names too), then compares the whole word; strings and
    /// comments are skipped as the lexer skips them, so words inside them do not count.
    mutating func skipBody(keepingClasses: Bool) -> SwiftToken? {
        let saved = (position: position, line: line, lineStart: lineStart, newlineBefore: newlineBefore, comments: directiveComments.count)
        // `self.` throughout: the locals `line` and `lineStart` declared below would otherwise be the ones
        // assigned (a nested function may capture a local declared after it), and the lexer would resume
        // with the line count of wherever the body scan handed over last (a string or a comment).
        func giveUp() -> SwiftToken? {
            self.position = saved.position
            self.line = saved.line
            self.lineStart = saved.lineStart
            self.newlineBefore = saved.newlineBefore
            directiveComments.removeSubrange(saved.comments...)
            return nil
        }
        let bodyStart = position
        // Locals, not the lexer's properties, in the loop: stores through `self` would be made on every byte.
        let bytes = self.bytes
        var line = self.line
        var lineStart = self.lineStart
        var depth = 1
        var cursor = position
        /// Lets a lexer method (strings, block comments) run from `cursor`, and takes up where it stopped.
        func handOver(_ read: (inout SwiftLexer) -> Void) {
            self.position = cursor
            self.line = line
            self.lineStart = lineStart
            read(&self)
            cursor = self.position
            line = self.line
            lineStart = self.lineStart
        }
        let table = BodyScanTable.shared
        // `bodyStart` follows the `{`, so every pair the table is asked about lies inside the bytes.
        while true {
            cursor = table.nextStop(in: bytes, from: cursor)
            guard cursor < bytes.count else { break }
            let byte = bytes[cursor]
            guard BodyScanTable.isStructural(byte) else {
                if BodyScanTable.endsWord(at: cursor, in: bytes, keepingClasses: keepingClasses) { return giveUp() }
                cursor += 1
                continue
            }
            switch byte {
            case 0x0A:
                cursor += 1
                line += 1
                lineStart = cursor
            case UInt8(ascii: "{"):
                depth += 1
                cursor += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth > 0 { cursor += 1; continue }
                var before = cursor
                while before > bodyStart, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 || bytes[before - 1] == 0x0D { before -= 1 }
                let token = SwiftToken(kind: .punctuation, punctuation: byte, text: cursor..<(cursor + 1), line: line,
                                       column: cursor - lineStart + 1, newlineBefore: before > bodyStart && bytes[before - 1] == 0x0A)
                self.position = cursor + 1
                self.line = line
                self.lineStart = lineStart
                self.newlineBefore = false
                return token
            case UInt8(ascii: "\""):
                handOver { _ = $0.readString(hashes: 0) }
            case UInt8(ascii: "/"):
                guard cursor + 1 < bytes.count else { cursor += 1; continue }
                if bytes[cursor + 1] == UInt8(ascii: "/") {
                    let start = cursor
                    cursor = Self.lineEnd(in: bytes, from: cursor)
                    if SourceComment.isDirective(bytes, from: start + 2, to: cursor) {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<cursor]), as: UTF8.self)
                        directiveComments.append((line, start - lineStart + 1, text))
                    }
                } else if bytes[cursor + 1] == UInt8(ascii: "*") {
                    handOver { $0.skipBlockComment() }
                } else {
                    // A regex literal holds no line end; an operator is one byte.
                    cursor = Self.regexLiteralEnd(in: bytes, slash: cursor, hashes: 0) ?? cursor + 1
                }
            default: // `#`
                var hashes = 0
                while cursor + hashes < bytes.count, bytes[cursor + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if cursor + hashes < bytes.count, bytes[cursor + hashes] == UInt8(ascii: "\"") {
                    cursor += hashes
                    handOver { _ = $0.readString(hashes: hashes) }
                } else if cursor + hashes < bytes.count, bytes[cursor + hashes] == UInt8(ascii: "/"),
                          let end = Self.regexLiteralEnd(in: bytes, slash: cursor + hashes, hashes: hashes) {
                    while cursor < end {
                        if bytes[cursor] == 0x0A { line += 1; lineStart = cursor + 1 }
                        cursor += 1
                    }
                } else if hashes == 1, cursor + 1 < bytes.count, isIdentifierStart(bytes[cursor + 1]) {
                    var end = cursor + 1
                    while end < bytes.count, isIdentifierCharacter(bytes[end]) { end += 1 }
                    switch words.word(UnsafeBufferPointer(rebasing: bytes[(cursor + 1)..<end])) {
                    case .if, .elseif, .else, .endif, .imageLiteral: return giveUp()
                    default: break
                    }
                    cursor = end
                } else {
                    cursor += hashes
                }
            }
        }
        return giveUp()
    }
}

/// What `SwiftLexer.skipBody` stops at: a bit per pair of bytes (the previous byte and the current
/// one), set for every pair ending in a structural byte and for the rarest pair of each word that
/// makes a body worth reading token by token; `endsWord` then compares the whole word.
final class BodyScanTable: @unchecked Sendable {
    static let shared = BodyScanTable()

    /// One byte per pair of bytes, indexed by the pair as a little-endian 16-bit load reads it (the earlier
    /// byte low): nonzero when the later byte is structural or ends the pair of a word. 64 KiB, a
    /// `PermanentTable`; the pairs of ASCII text touch about 12 KiB of it.
    private let stops: UnsafePointer<UInt8>

    /// `\n`, `"`, `#`, `/`, `{` and `}`: the bytes `skipBody` must look at.
    static let structuralBytes: [UInt8] = [0x0A, 0x22, 0x23, 0x2F, 0x7B, 0x7D]

    static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x0A, 0x22, 0x23, 0x2F, 0x7B, 0x7D: return true
        default: return false
        }
    }

    /// Each word, and the offset of its pair's second byte in it.
    private static let words: [(spelling: StaticString, pairEnd: Int, inTypeBodiesOnly: Bool)] = [
        ("Nib", 2, false), ("nib", 2, false),        // loadNibNamed, UINib, NSNib, nibName, windowNibName
        ("register", 3, false),                      // "gi"
        ("instantiate", 8, false),                   // "ia"; instantiateViewController too
        ("performSegue", 7, false),                  // "mS"
        ("Storyboard", 5, false),                    // "yb"; UIStoryboard, NSStoryboard
        ("class", 1, true),                          // "cl"
        ("extension", 2, true),                      // "xt"
        ("typealias", 7, true),                      // "ia", as `instantiate`
        ("Controller", 7, false),                    // "ll"; only `FooController()` / `FooController.init()`
        ("ValueTransformer", 10, false),             // "sf"; setValueTransformer, NSValueTransformerName
        ("dequeueReusable", 7, false),               // "eR"; dequeueReusableCell, …HeaderFooterView, …SupplementaryView
                                                     // (reuse-identifier-not-found; `dequeueReusableCell(…) as! T`: cast-mismatch)
        ("object_setClass", 7, false),               // "_s"; a class swap (`ClassSwap`)
        ("Image(named", 6, false),                   // "(n"; `UIImage(named:…)`, `NSImage(named:)` (code-image-not-found), not every `UIImageView`
        // Not `makeView`: every pair of it is common (`tableView` has "eV"); a `makeView(withIdentifier:owner:)` is read
        // when its body is read for another word.
    ]

    private init() {
        var stops = [UInt8](repeating: 0, count: 65_536)
        func set(previous: UInt8, byte: UInt8) { stops[Int(byte) << 8 | Int(previous)] = 1 }
        for structural in Self.structuralBytes {
            for previous in 0...UInt8.max { set(previous: previous, byte: structural) }
        }
        for word in Self.words {
            word.spelling.withUTF8Buffer { set(previous: $0[word.pairEnd - 1], byte: $0[word.pairEnd]) }
        }
        self.stops = PermanentTable.copy(stops)
    }

    /// The first position at or after `start` whose byte is structural or ends a word's pair (with the byte
    /// before it), or `bytes.count`. `start` must be at least 1. One 16-bit load and one table test per byte,
    /// four bytes per turn: this loop is where the lexer spends most of its time in skipped bodies.
    @inline(__always)
    func nextStop(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let end = bytes.count
        guard start < end, let base = bytes.baseAddress else { return end }
        let raw = UnsafeRawPointer(base)
        let stops = self.stops
        @inline(__always) func stopsAt(_ position: Int) -> Bool {
            stops[Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: position &- 1, as: UInt16.self)))] != 0
        }
        var position = start
        while position &+ 4 <= end {
            if stopsAt(position) { return position }
            if stopsAt(position &+ 1) { return position &+ 1 }
            if stopsAt(position &+ 2) { return position &+ 2 }
            if stopsAt(position &+ 3) { return position &+ 3 }
            position &+= 4
        }
        while position < end {
            if stopsAt(position) { return position }
            position &+= 1
        }
        return end
    }

    /// Whether the byte at `cursor` ends the pair of one of the words, spelled out around it.
    /// `Controller` at `start` ends a name that starts uppercase (or non-ASCII) and is called, as the Swift
    /// scanner's `detectControllerCreation` looks for: `(` or `.init` follows.
    private static func isControllerCreation(startingAt start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var nameStart = start
        while nameStart > 0, bytes[nameStart - 1] >= 0x80 || bytes[nameStart - 1] == UInt8(ascii: "_")
                || (bytes[nameStart - 1] | 0x20 >= 0x61 && bytes[nameStart - 1] | 0x20 <= 0x7A) || (bytes[nameStart - 1] >= 0x30 && bytes[nameStart - 1] <= 0x39) {
            nameStart -= 1
        }
        let first = bytes[nameStart]
        guard first >= 0x80 || (first >= 0x41 && first <= 0x5A) else { return false }
        var next = start + length
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard next < bytes.count else { return false }
        if bytes[next] == UInt8(ascii: "(") { return true }
        let initCall: StaticString = ".init"
        guard bytes[next] == UInt8(ascii: "."), next + initCall.utf8CodeUnitCount <= bytes.count else { return false }
        return UnsafeBufferPointer(start: initCall.utf8Start, count: initCall.utf8CodeUnitCount)
            .elementsEqual(bytes[next..<(next + initCall.utf8CodeUnitCount)])
    }

    static func endsWord(at cursor: Int, in bytes: UnsafeBufferPointer<UInt8>, keepingClasses: Bool) -> Bool {
        for word in words where keepingClasses || !word.inTypeBodiesOnly {
            let matches = word.spelling.withUTF8Buffer { spelling -> Bool in
                let start = cursor - word.pairEnd
                guard start >= 0, start + spelling.count <= bytes.count, bytes[cursor] == spelling[word.pairEnd] else { return false }
                for offset in 0..<spelling.count where bytes[start + offset] != spelling[offset] { return false }
                return spelling[0] != UInt8(ascii: "C") || isControllerCreation(startingAt: start, length: spelling.count, in: bytes)
            }
            if matches { return true }
        }
        return false
    }
}
