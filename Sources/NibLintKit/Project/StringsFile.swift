import Foundation

/// A `.strings` file (`"key" = "value";` entries, old-style property-list strings), as localizations of nibs are
/// written: `<lang>.lproj/Main.strings` holds `"ObjectID.property" = "text";` for `Base.lproj/Main.storyboard`.
/// Read for stale-localization (issue 28); every entry keeps its line and column.
///
/// Xcode writes them in UTF-16 (with a byte-order mark) as often as in UTF-8: both are read, and UTF-16 without a
/// mark is recognized by its zero bytes. Grammar (what `plutil` accepts for strings files): entries `key = value;`
/// or `key;` (the value is the key), keys and values quoted with backslash escapes (`\n`, `\t`, `\"`, `\\`, `\U20AC`)
/// or bare (letters, digits, `_ $ / : . - +`), comments `/* … */` and `//`. A strings file may also be an XML or
/// binary property list of strings (generated ones often are): its entries are read with `PropertyListSerialization`.
struct StringsFile: Sendable {
    struct Entry: Sendable, Equatable {
        var key: String
        var value: String
        /// At the key's first character (its opening quote), 1-based; the column counts UTF-8 bytes of the decoded text.
        var line: Int
        var column: Int
    }

    /// Why the file could not be read, where.
    struct Failure: Error, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    private(set) var entries: [Entry] = []

    /// Entries whose key an earlier entry already has (the later one wins at run time: the earlier is dead).
    var duplicates: [Entry] {
        var seen: Set<String> = []
        return entries.filter { !seen.insert($0.key).inserted }
    }

    /// `keepingValues`: false leaves every value empty (checked all the same): stale-localization needs only the keys.
    init(bytes: [UInt8], keepingValues: Bool = true) throws {
        let text = Self.utf8(bytes)
        if text.starts(with: Array("bplist".utf8)) || Self.startsAsXML(text) {
            entries = try Self.propertyListEntries(text)
            return
        }
        var reader = Reader(bytes: text)
        while true {
            reader.skipTrivia()
            guard reader.position < reader.bytes.count else { break }
            let (line, column) = reader.lineAndColumn()
            let key = try reader.string(what: "a key")
            reader.skipTrivia()
            var value = keepingValues ? key : ""
            if reader.take(UInt8(ascii: "=")) {
                reader.skipTrivia()
                value = try reader.string(what: "a value after '='", keeping: keepingValues)
                reader.skipTrivia()
            }
            guard reader.take(UInt8(ascii: ";")) else { throw reader.failure("expected ';' after the entry for \"\(key)\"") }
            entries.append(Entry(key: key, value: value, line: line, column: column))
        }
    }

    // MARK: - Property lists

    private static func startsAsXML(_ text: [UInt8]) -> Bool {
        guard let first = text.firstIndex(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else { return false }
        return text[first...].starts(with: Array("<?xml".utf8)) || text[first...].starts(with: Array("<plist".utf8))
    }

    /// The entries of a property-list strings file, in key order (the format keeps none), each at the line of its
    /// `<key>` when it can be found (line 1 otherwise).
    private static func propertyListEntries(_ text: [UInt8]) throws -> [Entry] {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(text), options: [], format: nil)
        } catch {
            throw Failure(message: "not a readable property list of strings", line: 1, column: 1)
        }
        guard let dictionary = object as? [String: Any] else { throw Failure(message: "a property-list strings file must hold a dictionary", line: 1, column: 1) }
        var lineStarts = [0]
        for (offset, byte) in text.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        let isXML = !text.starts(with: Array("bplist".utf8))
        return dictionary.keys.sorted().map { key in
            var line = 1, column = 1
            if isXML, let at = firstOffset(of: Array("<key>\(XMLText.escaped(key))</key>".utf8), in: text) {
                line = lineStarts.lastIndex { $0 <= at }.map { $0 + 1 } ?? 1
                column = at - lineStarts[line - 1] + 1
            }
            return Entry(key: key, value: dictionary[key] as? String ?? "", line: line, column: column)
        }
    }

    private static func firstOffset(of needle: [UInt8], in text: [UInt8]) -> Int? {
        guard let first = needle.first, needle.count <= text.count else { return nil }
        var offset = 0
        while let found = text[offset...].firstIndex(of: first) {
            if text[found...].starts(with: needle) { return found }
            offset = found + 1
        }
        return nil
    }

    // MARK: - Decoding

    /// The file's text as UTF-8: UTF-16 (either byte order, with or without a byte-order mark) converted, a UTF-8
    /// byte-order mark dropped.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        // No mark: ASCII text in UTF-16 has a zero byte in every other place.
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return bytes }
        let sample = bytes.prefix(256)
        var zerosAtEven = 0, zerosAtOdd = 0
        for (offset, byte) in sample.enumerated() where byte == 0 { if offset % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 } }
        let half = sample.count / 2
        if zerosAtOdd * 2 > half, zerosAtEven == 0 { return utf16(bytes[...], bigEndian: false) }
        if zerosAtEven * 2 > half, zerosAtOdd == 0 { return utf16(bytes[...], bigEndian: true) }
        return bytes
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var position = bytes.startIndex
        while position + 1 < bytes.endIndex {
            let (first, second) = (UInt16(bytes[position]), UInt16(bytes[position + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            position += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    // MARK: - Reading

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        /// Lines counted up to `countedTo` (entries are located in increasing order: each newline is counted once).
        var countedTo = 0
        var line = 1
        var lineStart = 0

        mutating func lineAndColumn() -> (line: Int, column: Int) {
            let end = min(position, bytes.count)
            if end < countedTo { (countedTo, line, lineStart) = (0, 1, 0) }
            for offset in countedTo..<end where bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            countedTo = end
            return (line, position - lineStart + 1)
        }

        mutating func failure(_ message: String) -> Failure {
            let (line, column) = lineAndColumn()
            return Failure(message: message, line: line, column: column)
        }

        /// Skips white space and comments (the property-list syntax's).
        mutating func skipTrivia() {
            position = OpenStepPropertyList.triviaEnd(in: bytes, from: position)
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// A quoted or bare string; with `keeping` false, checked and skipped (the empty string).
        mutating func string(what: String, keeping: Bool = true) throws -> String {
            guard position < bytes.count else { throw failure("unexpected end of file: expected \(what)") }
            if bytes[position] == UInt8(ascii: "\"") {
                let start = position
                position += 1
                var text: [UInt8] = []
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    guard bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count else {
                        if keeping { text.append(bytes[position]) }
                        position += 1
                        continue
                    }
                    position += 1
                    try unescape(into: &text)
                }
                guard position < bytes.count else {
                    position = start
                    throw failure("unterminated string: no closing '\"'")
                }
                position += 1
                return keeping ? String(decoding: text, as: UTF8.self) : ""
            }
            let start = position
            while position < bytes.count, Self.isBareByte(bytes[position]) { position += 1 }
            guard position > start else { throw failure("expected \(what), found '\(String(decoding: [bytes[position]], as: UTF8.self))'") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// The escape after a backslash (at `position`): `\n`, `\t`, `\r`, `\"`, `\\`, `\'`, `\U` with four hex digits
        /// (`\u` too); any other character stands for itself.
        private mutating func unescape(into text: inout [UInt8]) throws {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var scalar: UInt32 = 0
                var digits = 0
                while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                    scalar = scalar << 4 | digit
                    position += 1
                    digits += 1
                }
                guard digits == 4 else { throw failure("'\\U' must be followed by four hexadecimal digits") }
                text.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
            default: text.append(byte)
            }
        }

        private static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        private static func isBareByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
                 UInt8(ascii: "+"):
                return true
            default:
                return byte >= 0x80
            }
        }
    }
}
