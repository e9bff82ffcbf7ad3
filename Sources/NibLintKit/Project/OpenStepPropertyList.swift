/// An old-style (OpenStep) property list, the format of `project.pbxproj`, read in one pass over its bytes.
///
/// Nothing is decoded while reading: every string is kept as a byte range of the file, and containers as
/// ranges of child nodes, so a 25 MB project costs one array of nodes; callers decode only the strings they
/// use. Grammar: `{ key = value; … }`, `( value, … )` (trailing comma allowed), strings bare (letters,
/// digits, `_ $ / : . - +`) or double-quoted with backslash escapes, `<hex data>`, comments `/* … */` and `//`.
struct OpenStepPropertyList {
    /// One value of the list.
    struct Node {
        enum Kind: UInt8 { case string, quotedString, array, dictionary, data }
        var kind: Kind
        /// For strings and data: the byte range of the text (without quotes). For containers: the range of
        /// `children` holding their values (arrays) or key/value pairs (dictionaries, key first).
        var start: Int32
        var end: Int32
    }

    /// Why a list could not be read, with the 1-based line of the problem.
    struct Failure: Error, Equatable {
        var message: String
        var line: Int
    }

    let bytes: [UInt8]
    private(set) var nodes: [Node] = []
    private(set) var children: [Int32] = []
    /// The top-level value's node.
    private(set) var root: Int32 = -1

    init(bytes: [UInt8]) throws {
        self.bytes = bytes
        nodes.reserveCapacity(bytes.count / 24)
        children.reserveCapacity(bytes.count / 24)
        var reader = Reader(bytes: bytes)
        var pending: [Int32] = []
        root = try parseValue(&reader, pending: &pending, depth: 0)
        reader.skipTrivia()
        guard reader.position >= bytes.count else { throw reader.failure("unexpected text after the top-level value") }
    }

    // MARK: - Reading values

    func kind(_ node: Int32) -> Node.Kind { nodes[Int(node)].kind }

    /// The string a string node holds (escapes decoded), or nil for containers.
    func string(_ node: Int32) -> String? {
        let value = nodes[Int(node)]
        switch value.kind {
        case .string: return String(decoding: bytes[Int(value.start)..<Int(value.end)], as: UTF8.self)
        case .quotedString: return Self.unescape(bytes[Int(value.start)..<Int(value.end)])
        case .array, .dictionary, .data: return nil
        }
    }

    /// Whether a string node's text is exactly `text` (compared on the bytes, nothing decoded).
    func isString(_ node: Int32, equalTo text: StaticString) -> Bool {
        let value = nodes[Int(node)]
        guard value.kind == .string || value.kind == .quotedString, Int(value.end - value.start) == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var offset = Int(value.start)
            for byte in expected {
                guard bytes[offset] == byte else { return false }
                offset += 1
            }
            return true
        }
    }

    /// The values of an array node (empty for anything else).
    func elements(_ node: Int32) -> ArraySlice<Int32> {
        let value = nodes[Int(node)]
        guard value.kind == .array else { return [] }
        return children[Int(value.start)..<Int(value.end)]
    }

    /// The key/value pairs of a dictionary node, in file order (empty for anything else).
    func entries(_ node: Int32) -> [(key: Int32, value: Int32)] {
        let value = nodes[Int(node)]
        guard value.kind == .dictionary else { return [] }
        return stride(from: Int(value.start), to: Int(value.end), by: 2).map { (children[$0], children[$0 + 1]) }
    }

    /// The value of `key` in a dictionary node.
    func value(_ key: StaticString, in node: Int32) -> Int32? {
        let value = nodes[Int(node)]
        guard value.kind == .dictionary else { return nil }
        for position in stride(from: Int(value.start), to: Int(value.end), by: 2) where isString(children[position], equalTo: key) {
            return children[position + 1]
        }
        return nil
    }

    /// The string value of `key` in a dictionary node.
    func string(_ key: StaticString, in node: Int32) -> String? {
        value(key, in: node).flatMap(string)
    }

    /// The id a string node holds, packed (see `ObjectKey`).
    func objectKey(_ node: Int32) -> ObjectKey {
        let value = nodes[Int(node)]
        let start = Int(value.start), count = Int(value.end - value.start)
        guard value.kind == .string || value.kind == .quotedString else { return ObjectKey(high: 0, low: 0, text: "") }
        // Xcode's ids: 24 hexadecimal digits, 96 bits.
        if count == 24 {
            var high: UInt64 = 0, low: UInt64 = 0
            var isHex = true
            for offset in 0..<24 {
                let byte = bytes[start + offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: digit = 0xFF  // lowercase too: ids are compared as text, so `ab` and `AB` must differ
                }
                guard digit < 0x10 else { isHex = false; break }
                if offset < 16 { high = high << 4 | UInt64(digit) } else { low = low << 4 | UInt64(digit) }
            }
            if isHex { return ObjectKey(high: high, low: low | 1 << 63, text: nil) }
        }
        // Other generators' short ids: the bytes and the length.
        if count <= 15, value.kind == .string || !bytes[start..<start + count].contains(UInt8(ascii: "\\")) {
            var high: UInt64 = 0, low: UInt64 = UInt64(count) << 56
            for offset in 0..<count {
                let byte = UInt64(bytes[start + offset])
                if offset < 8 { high |= byte << (8 * offset) } else { low |= byte << (8 * (offset - 8)) }
            }
            return ObjectKey(high: high, low: low, text: nil)
        }
        return ObjectKey(high: 0, low: 0, text: string(node))
    }

    // MARK: - Parsing

    /// The position after the white space and comments (`/* */`, `//`) starting at `position`: the trivia of the
    /// old-style property-list syntax, which `.strings` files share (`StringsFile`).
    static func triviaEnd(in bytes: [UInt8], from position: Int) -> Int {
        var position = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position = min(position + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else {
                break
            }
        }
        return position
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        func failure(_ message: String) -> Failure {
            var line = 1
            for byte in bytes[..<min(position, bytes.count)] where byte == 0x0A { line += 1 }
            return Failure(message: message, line: line)
        }

        /// Skips white space and comments.
        mutating func skipTrivia() {
            position = OpenStepPropertyList.triviaEnd(in: bytes, from: position)
        }

        /// Skips trivia and consumes `byte` if it comes next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipTrivia()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }
    }

    private static func isBareStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
             UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: "@"):
            return true
        default:
            return byte >= 0x80
        }
    }

    /// `pending` holds the children of the containers being read, innermost last; a container moves its own
    /// into `children` when it closes, so that each container's children are contiguous there.
    /// Containers nested deeper than this are refused: a hostile file must not exhaust the stack (Xcode's
    /// projects nest five or six levels).
    static let maximumDepth = 256

    private mutating func parseValue(_ reader: inout Reader, pending: inout [Int32], depth: Int) throws -> Int32 {
        guard depth < Self.maximumDepth else { throw reader.failure("containers nested more than \(Self.maximumDepth) deep") }
        reader.skipTrivia()
        guard reader.position < bytes.count else { throw reader.failure("unexpected end of file") }
        let byte = bytes[reader.position]
        switch byte {
        case UInt8(ascii: "{"):
            reader.position += 1
            let mark = pending.count
            while true {
                if reader.take(UInt8(ascii: "}")) { break }
                let key = try parseValue(&reader, pending: &pending, depth: depth + 1)
                guard nodes[Int(key)].kind == .string || nodes[Int(key)].kind == .quotedString else { throw reader.failure("a dictionary key must be a string") }
                guard reader.take(UInt8(ascii: "=")) else { throw reader.failure("expected '=' after a dictionary key") }
                let value = try parseValue(&reader, pending: &pending, depth: depth + 1)
                guard reader.take(UInt8(ascii: ";")) else { throw reader.failure("expected ';' after a dictionary value") }
                pending.append(key)
                pending.append(value)
            }
            return close(.dictionary, from: mark, pending: &pending)
        case UInt8(ascii: "("):
            reader.position += 1
            let mark = pending.count
            while true {
                if reader.take(UInt8(ascii: ")")) { break }
                pending.append(try parseValue(&reader, pending: &pending, depth: depth + 1))
                if reader.take(UInt8(ascii: ",")) { continue }
                guard reader.take(UInt8(ascii: ")")) else { throw reader.failure("expected ',' or ')' in an array") }
                break
            }
            return close(.array, from: mark, pending: &pending)
        case UInt8(ascii: "\""):
            let start = reader.position + 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            guard end < bytes.count else { throw reader.failure("unterminated string") }
            reader.position = end + 1
            return add(Node(kind: .quotedString, start: Int32(start), end: Int32(end)))
        case UInt8(ascii: "<"):
            let start = reader.position + 1
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { throw reader.failure("unterminated data") }
            reader.position = close + 1
            return add(Node(kind: .data, start: Int32(start), end: Int32(close)))
        default:
            guard Self.isBareStringByte(byte) else { throw reader.failure("unexpected character '\(Character(Unicode.Scalar(byte)))'") }
            let start = reader.position
            while reader.position < bytes.count, Self.isBareStringByte(bytes[reader.position]) { reader.position += 1 }
            return add(Node(kind: .string, start: Int32(start), end: Int32(reader.position)))
        }
    }

    private mutating func add(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    private mutating func close(_ kind: Node.Kind, from mark: Int, pending: inout [Int32]) -> Int32 {
        let start = children.count
        children.append(contentsOf: pending[mark...])
        pending.removeSubrange(mark...)
        return add(Node(kind: kind, start: Int32(start), end: Int32(children.count)))
    }

    /// A quoted string's text with its backslash escapes decoded.
    private static func unescape(_ text: ArraySlice<UInt8>) -> String {
        guard text.contains(UInt8(ascii: "\\")) else { return String(decoding: text, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var position = text.startIndex
        while position < text.endIndex {
            let byte = text[position]
            guard byte == UInt8(ascii: "\\"), position + 1 < text.endIndex else {
                out.append(byte)
                position += 1
                continue
            }
            let escaped = text[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            default: out.append(escaped)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// An object id of a property list, packed so that tens of thousands of ids cost no string each:
/// Xcode's 24 hexadecimal digits in 96 bits, ids of up to 15 bytes as their bytes, longer ones as text.
struct ObjectKey: Hashable, Sendable {
    var high: UInt64
    var low: UInt64
    var text: String?
}
