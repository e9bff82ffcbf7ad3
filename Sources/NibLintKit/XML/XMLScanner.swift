/// A streaming, byte-level scanner for the XML that Interface Builder writes.
///
/// It checks well-formedness (matching tags, quoted attributes, valid references and characters,
/// one root element) and hands each start and end tag to a handler without building a tree or
/// decoding attributes nobody asks for. Document type declarations are rejected outright, so no
/// entity is ever expanded and no external resource is ever opened.
struct XMLScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var openElements: [ByteRange] = []
    private var openElementPositions: [(line: Int, column: Int)] = []
    private var attributes: [XMLAttribute] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Scans the whole document, calling `handler` for every element; throws at the first syntax error.
    mutating func scan<Handler: XMLHandler>(into handler: inout Handler) throws {
        try skipByteOrderMark()
        try scanProlog()
        try scanRootElement(into: &handler)
        try scanEpilog()
    }

    // MARK: - Document structure

    private mutating func skipByteOrderMark() throws {
        if starts(with: [0xEF, 0xBB, 0xBF]) { position = 3; lineStart = 3; return }
        if starts(with: [0xFE, 0xFF]) || starts(with: [0xFF, 0xFE]) {
            throw error("the file is UTF-16 encoded; Interface Builder files are UTF-8 (re-save it in Xcode)")
        }
    }

    private mutating func scanProlog() throws {
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw error("the file is empty or has no root element") }
            if starts(with: "<?") { try skipProcessingInstruction() }
            else if starts(with: "<!--") { try skipComment() }
            else if starts(with: "<!DOCTYPE") {
                throw error("document type declarations are not allowed in Interface Builder files (niblint never expands entities)")
            } else if bytes[position] == UInt8(ascii: "<") { return }
            else { throw error("this is not an XML file: expected '<' but found \(describe(bytes[position]))") }
        }
    }

    private mutating func scanEpilog() throws {
        while true {
            skipWhitespace()
            guard position < bytes.count else { return }
            if starts(with: "<?") { try skipProcessingInstruction() }
            else if starts(with: "<!--") { try skipComment() }
            else { throw error("extra content after the end of the root element") }
        }
    }

    private mutating func scanRootElement<Handler: XMLHandler>(into handler: inout Handler) throws {
        try scanStartTag(into: &handler)
        while !openElements.isEmpty {
            if handler.wantsText {
                let textStart = position
                try scanText()
                if position > textStart { handler.didReadText(XMLCharacterData(bytes: bytes, range: ByteRange(start: textStart, end: position))) }
            } else {
                try scanText()
            }
            guard position < bytes.count else {
                let open = openElementPositions[openElementPositions.count - 1]
                throw error("unexpected end of file: element <\(string(openElements[openElements.count - 1]))> opened at line \(open.line), column \(open.column) is not closed")
            }
            // At '<': the byte after it tells a start tag (most of them) from everything else.
            let next = position + 1 < bytes.count ? bytes[position + 1] : 0
            if next != UInt8(ascii: "/") && next != UInt8(ascii: "!") && next != UInt8(ascii: "?") { try scanStartTag(into: &handler) }
            else if starts(with: "</") { try scanEndTag(into: &handler) }
            else if starts(with: "<!--") { try skipComment() }
            else if starts(with: "<![CDATA[") { try skipCDATA() }
            else if starts(with: "<?") { try skipProcessingInstruction() }
            else if starts(with: "<!") { throw error("unexpected markup declaration inside an element") }
            else { try scanStartTag(into: &handler) }
        }
    }

    // MARK: - Tags

    private mutating func scanStartTag<Handler: XMLHandler>(into handler: inout Handler) throws {
        let tagLine = line, tagColumn = column
        guard position + 1 < bytes.count, Self.isNameStart(bytes[position + 1]) else {
            let conflict = starts(with: "<<<<<<<")
            throw error(conflict ? "merge conflict marker '<<<<<<<' in the file; resolve the conflict" : "'<' is not followed by an element name")
        }
        position += 1  // '<'
        let name = try scanName(what: "element name")
        attributes.removeAll(keepingCapacity: true)
        while true {
            let hadSpace = skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of file inside the tag <\(string(name))>") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                openElements.append(name)
                openElementPositions.append((tagLine, tagColumn))
                handler.didStartElement(XMLElementStart(bytes: bytes, name: name, attributes: attributes, isSelfClosing: false, line: tagLine, column: tagColumn))
                return
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error("expected '/>' to close the tag <\(string(name))>")
                }
                position += 2
                handler.didStartElement(XMLElementStart(bytes: bytes, name: name, attributes: attributes, isSelfClosing: true, line: tagLine, column: tagColumn))
                handler.didEndElement()
                return
            }
            guard hadSpace else { throw error("expected whitespace, '>' or '/>' in the tag <\(string(name))>, found \(describe(byte))") }
            try scanAttribute(in: name)
        }
    }

    private mutating func scanAttribute(in element: ByteRange) throws {
        let attributeLine = line, attributeColumn = column
        let name = try scanName(what: "attribute name")
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw error("expected '=' after the attribute name '\(string(name))'")
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("expected a quoted value for the attribute '\(string(name))'")
        }
        let quote = bytes[position]
        position += 1
        let valueStart = position
        var hasReferences = false
        while true {
            // Runs of plain characters in a tight loop; quotes, `<`, `&`, line ends and the rest are looked at below.
            skipRun(of: XMLByteClasses.plainValue)
            guard position < bytes.count else {
                throw XMLSyntaxError(message: "unexpected end of file in the value of the attribute '\(string(name))'", line: attributeLine, column: attributeColumn)
            }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw error("'<' is not allowed in an attribute value") }
            if byte == UInt8(ascii: "&") { hasReferences = true; try skipReference(); continue }
            try consumeCharacter(byte)
        }
        let value = ByteRange(start: valueStart, end: position)
        position += 1
        for existing in attributes where equal(existing.name, name) {
            throw XMLSyntaxError(message: "the attribute '\(string(name))' appears twice in the tag <\(string(element))>", line: attributeLine, column: attributeColumn)
        }
        attributes.append(XMLAttribute(name: name, value: value, hasReferences: hasReferences))
    }

    private mutating func scanEndTag<Handler: XMLHandler>(into handler: inout Handler) throws {
        let tagLine = line, tagColumn = column
        position += 2  // '</'
        let name = try scanName(what: "element name")
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error("expected '>' to end the closing tag </\(string(name))>")
        }
        position += 1
        let open = openElements[openElements.count - 1]
        guard equal(open, name) else {
            let opened = openElementPositions[openElementPositions.count - 1]
            throw XMLSyntaxError(message: "closing tag </\(string(name))> does not match <\(string(open))> opened at line \(opened.line), column \(opened.column)", line: tagLine, column: tagColumn)
        }
        openElements.removeLast()
        openElementPositions.removeLast()
        handler.didEndElement()
    }

    private mutating func scanName(what: String) throws -> ByteRange {
        let start = position
        guard position < bytes.count, Self.isNameStart(bytes[position]) else {
            let found = position < bytes.count ? describe(bytes[position]) : "the end of the file"
            throw error("expected an \(what), found \(found)")
        }
        let bytes = self.bytes
        let classes = XMLByteClasses.shared.table
        var cursor = position + 1
        while cursor < bytes.count, classes[Int(bytes[cursor])] & XMLByteClasses.nameCharacter != 0 { cursor &+= 1 }
        position = cursor
        return ByteRange(start: start, end: position)
    }

    /// Moves past the bytes whose class has `mask` (plain characters a value or text needs no check of).
    @inline(__always)
    private mutating func skipRun(of mask: UInt8) {
        let bytes = self.bytes
        let classes = XMLByteClasses.shared.table
        var cursor = position
        while cursor < bytes.count, classes[Int(bytes[cursor])] & mask != 0 { cursor &+= 1 }
        position = cursor
    }

    // MARK: - Character data and skipped constructs

    /// Consumes text up to the next '<' (or the end), checking references and characters.
    private mutating func scanText() throws {
        while true {
            // Runs of plain characters (mostly indentation) in a tight loop; `<`, `&`, line ends and the rest below.
            skipRun(of: XMLByteClasses.plainText)
            guard position < bytes.count else { return }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") { return }
            if byte == UInt8(ascii: "&") { try skipReference(); continue }
            try consumeCharacter(byte)
        }
    }

    private mutating func skipComment() throws {
        let startLine = line, startColumn = column
        position += 4
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "-"), starts(with: "-->") { position += 3; return }
            try consumeCharacter(bytes[position])
        }
        throw XMLSyntaxError(message: "unterminated comment", line: startLine, column: startColumn)
    }

    private mutating func skipCDATA() throws {
        let startLine = line, startColumn = column
        position += 9
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "]"), starts(with: "]]>") { position += 3; return }
            try consumeCharacter(bytes[position])
        }
        throw XMLSyntaxError(message: "unterminated CDATA section", line: startLine, column: startColumn)
    }

    private mutating func skipProcessingInstruction() throws {
        let startLine = line, startColumn = column
        position += 2
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "?"), starts(with: "?>") { position += 2; return }
            try consumeCharacter(bytes[position])
        }
        throw XMLSyntaxError(message: "unterminated processing instruction", line: startLine, column: startColumn)
    }

    /// Checks one of the five predefined entities or a character reference; anything else is an error.
    private mutating func skipReference() throws {
        let startColumn = column
        let start = position
        position += 1
        while position < bytes.count, position - start < 12, bytes[position] != UInt8(ascii: ";") {
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
            throw XMLSyntaxError(message: "'&' must start a reference such as '&amp;'", line: line, column: startColumn)
        }
        let body = ByteRange(start: start + 1, end: position)
        position += 1
        if XMLEntities.decode(body, in: bytes) == nil {
            throw XMLSyntaxError(message: "unknown or invalid reference '&\(string(body));' (only the five predefined entities and character references are allowed)", line: line, column: startColumn)
        }
    }

    /// Consumes one character starting with `byte`, keeping line numbers and rejecting bytes XML forbids.
    @inline(__always)
    private mutating func consumeCharacter(_ byte: UInt8) throws {
        if byte == 0x0A {
            position += 1
            line += 1
            lineStart = position
        } else if byte >= 0x20 && byte < 0x80 || byte == 0x09 || byte == 0x0D {
            position += 1
        } else if byte >= 0x80 {
            try consumeUTF8Sequence()
        } else {
            throw error("invalid character U+\(hex(byte)) (a binary or corrupted file?)")
        }
    }

    private mutating func consumeUTF8Sequence() throws {
        let lead = bytes[position]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: throw error("the file is not valid UTF-8 (byte 0x\(hex(lead)))")
        }
        guard position + length <= bytes.count else { throw error("the file is not valid UTF-8 (truncated sequence)") }
        for offset in 1..<length where bytes[position + offset] & 0xC0 != 0x80 {
            throw error("the file is not valid UTF-8 (byte 0x\(hex(lead)) starts an incomplete sequence)")
        }
        position += length
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0D: position += 1
            case 0x0A: position += 1; line += 1; lineStart = position
            default: return position != start
            }
        }
        return position != start
    }

    // MARK: - Helpers

    private var column: Int { position - lineStart + 1 }

    /// At the end of the bytes, the error is that the file ends there (a truncated file, an interrupted save),
    /// whatever the scanner expected next.
    private func error(_ message: String) -> XMLSyntaxError {
        let atEnd = position >= bytes.count && !message.contains("end of file") && !message.hasPrefix("the file is empty")
        return XMLSyntaxError(message: atEnd ? "the file ends early (truncated?): \(message)" : message, line: line, column: column)
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        return true
    }

    private func starts(with prefix: [UInt8]) -> Bool {
        guard position + prefix.count <= bytes.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[position + offset] != byte { return false }
        return true
    }

    private func equal(_ lhs: ByteRange, _ rhs: ByteRange) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for offset in 0..<lhs.count where bytes[lhs.start + offset] != bytes[rhs.start + offset] { return false }
        return true
    }

    private func string(_ range: ByteRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(hex(byte))"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// Letters, `_`, `:` and any byte of a non-ASCII character.
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}

/// A malformed document: what is wrong and where (1-based line, byte column).
struct XMLSyntaxError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
}

/// Receives elements as the scanner meets them.
protocol XMLHandler {
    mutating func didStartElement(_ element: XMLElementStart)
    mutating func didEndElement()
    /// Asked before each run of character data: only then is `didReadText` called (most text is never decoded).
    var wantsText: Bool { get }
    mutating func didReadText(_ text: XMLCharacterData)
}

extension XMLHandler {
    var wantsText: Bool { false }
    mutating func didReadText(_ text: XMLCharacterData) {}
}

/// A run of character data between two tags, as seen by a handler. Valid only during the callback.
struct XMLCharacterData {
    let bytes: UnsafeBufferPointer<UInt8>
    let range: ByteRange

    /// The decoded text (references expanded).
    var string: String { XMLEntities.decodeText(range, in: bytes) }
}

/// A half-open range of byte offsets in the scanned buffer.
struct ByteRange: Equatable {
    var start: Int
    var end: Int
    var count: Int { end - start }
}

struct XMLAttribute {
    var name: ByteRange
    var value: ByteRange
    var hasReferences: Bool
}

/// A start tag as seen by a handler. Valid only during the callback: it points into the scanner's buffer.
struct XMLElementStart {
    let bytes: UnsafeBufferPointer<UInt8>
    let name: ByteRange
    let attributes: [XMLAttribute]
    let isSelfClosing: Bool
    let line: Int
    let column: Int

    var nameString: String { decode(name) }

    func nameIs(_ candidate: StaticString) -> Bool { matches(name, candidate) }

    /// The decoded value of the attribute `attributeName`, or nil when absent.
    func attribute(_ attributeName: StaticString) -> String? {
        for attribute in attributes where matches(attribute.name, attributeName) {
            return attribute.hasReferences ? XMLEntities.decodeText(attribute.value, in: bytes) : decode(attribute.value)
        }
        return nil
    }

    /// The names and decoded values of the attributes whose name ends with one of two byte strings (`mage`,
    /// `Phone`): one pass over the names, comparing their last bytes, with nothing decoded for the others.
    func attributes(endingWith first: StaticString, or second: StaticString) -> [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        for attribute in attributes where ends(attribute.name, with: first) || ends(attribute.name, with: second) {
            let value = attribute.hasReferences ? XMLEntities.decodeText(attribute.value, in: bytes) : decode(attribute.value)
            found.append((decode(attribute.name), value))
        }
        return found
    }

    private func ends(_ range: ByteRange, with suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard range.count >= count else { return false }
        let start = suffix.utf8Start
        let offset = range.end - count
        for position in 0..<count where bytes[offset + position] != start[position] { return false }
        return true
    }

    func hasAttribute(_ attributeName: StaticString) -> Bool {
        attributes.contains { matches($0.name, attributeName) }
    }

    private func decode(_ range: ByteRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    private func matches(_ range: ByteRange, _ candidate: StaticString) -> Bool {
        let count = candidate.utf8CodeUnitCount
        guard range.count == count else { return false }
        let start = candidate.utf8Start
        for offset in 0..<count where bytes[range.start + offset] != start[offset] { return false }
        return true
    }
}

/// The five predefined entities and numeric character references; nothing else is ever expanded.
enum XMLEntities {
    static func decode(_ body: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[body.start..<body.end]), as: UTF8.self)
        switch text {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") { value = UInt32(digits.dropFirst(), radix: 16) } else { value = UInt32(digits, radix: 10) }
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        // XML 1.0 allows tab, newline, carriage return and everything from U+0020 except U+FFFE/U+FFFF.
        if value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D { return nil }
        if value == 0xFFFE || value == 0xFFFF { return nil }
        return scalar
    }

    /// Decodes a range that the scanner already validated.
    static func decodeText(_ range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = String.UnicodeScalarView()
        var pending: [UInt8] = []
        var index = range.start
        func flush() {
            if !pending.isEmpty { result.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars); pending.removeAll() }
        }
        while index < range.end {
            if bytes[index] == UInt8(ascii: "&") {
                var end = index + 1
                while end < range.end, bytes[end] != UInt8(ascii: ";") { end += 1 }
                flush()
                if let scalar = decode(ByteRange(start: index + 1, end: end), in: bytes) { result.append(scalar) }
                index = end + 1
            } else {
                pending.append(bytes[index])
                index += 1
            }
        }
        flush()
        return String(result)
    }
}

/// What the XML scanner needs to know of each byte value, one table load per byte in its two longest
/// loops (names and attribute values) instead of a chain of comparisons.
final class XMLByteClasses: @unchecked Sendable {
    static let shared = XMLByteClasses()
    /// Letters, digits, `_`, `:`, `-`, `.` and any byte of a non-ASCII character: what follows a name's first character.
    static let nameCharacter: UInt8 = 1
    /// A character an attribute value holds as it is: printable ASCII but the quotes, `<` and `&`, and tab
    /// and carriage return (not line feed, which is counted, nor UTF-8, which is validated).
    static let plainValue: UInt8 = 2

    /// A character text holds as it is: a `plainValue` or a quote.
    static let plainText: UInt8 = 4

    /// 256 entries (a `PermanentTable`).
    let table = PermanentTable.byteClasses { byte in
        let isName = XMLScanner.isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        let isSpecialInValue = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
        let isPlain = ((byte >= 0x20 && byte < 0x80) || byte == 0x09 || byte == 0x0D) && !isSpecialInValue
        let isPlainText = isPlain || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        return (isName ? XMLByteClasses.nameCharacter : 0) | (isPlain ? XMLByteClasses.plainValue : 0) | (isPlainText ? XMLByteClasses.plainText : 0)
    }

    private init() {}
}
