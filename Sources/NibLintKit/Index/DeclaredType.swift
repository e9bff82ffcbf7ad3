/// The class an outlet's declared type names, read from the type as written.
///
/// `UIButton!` → UIButton; `[UILabel]?` → array of UILabel; `UIKit.UIView` → UIView. Anything more
/// complex (generics, protocol compositions, function types) yields no class, so rules stay silent.
public struct DeclaredType: Equatable, Sendable {
    public var className: String?
    public var isArray: Bool

    public init(className: String?, isArray: Bool) {
        self.className = className
        self.isArray = isArray
    }

    public init(_ typeText: String) {
        // Nearly every type is ASCII: read its bytes in place. Other text takes the `Character` path,
        // where `hasPrefix` and friends compare whole characters.
        var typeText = typeText
        if let parsed = typeText.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? DeclaredType(ascii: $0) : nil }) {
            self = parsed
        } else {
            self.init(unicode: typeText)
        }
    }

    /// The same reading as `init(unicode:)`, on the bytes of ASCII text: the rules read thousands of these.
    private init(ascii bytes: UnsafeBufferPointer<UInt8>) {
        var text = ASCIIText(bytes: bytes[...])
        text.trimSpaces()
        text.dropOptionalMarks()
        for wrapper: StaticString in ["Optional<", "ImplicitlyUnwrappedOptional<", "Swift.Optional<"] where text.hasPrefix(wrapper) && text.bytes.last == UInt8(ascii: ">") {
            text.bytes = text.bytes.dropFirst(wrapper.utf8CodeUnitCount).dropLast()
        }
        var isArray = false
        if text.hasPrefix("["), text.bytes.last == UInt8(ascii: "]"), !text.bytes.contains(UInt8(ascii: ":")) {
            isArray = true
            text.bytes = text.bytes.dropFirst().dropLast()
        } else if text.hasPrefix("Array<"), text.bytes.last == UInt8(ascii: ">") {
            isArray = true
            text.bytes = text.bytes.dropFirst("Array<".utf8.count).dropLast()
        } else if text.equals("NSArray") || text.equals("NSMutableArray") {
            self.init(className: nil, isArray: true)
            return
        }
        text.dropOptionalMarks()
        self.init(className: text.isPlainName ? text.lastNamePart() : nil, isArray: isArray)
    }

    /// Reads any text by `Character`s (types with non-ASCII names).
    private init(unicode typeText: String) {
        var text = Substring(typeText)
        while let first = text.utf8.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
        while let last = text.utf8.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
        func dropOptionalMarks() {
            while let last = text.utf8.last, last == UInt8(ascii: "!") || last == UInt8(ascii: "?") { text = text.dropLast() }
        }
        dropOptionalMarks()
        for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<", "Swift.Optional<"] where text.hasPrefix(wrapper) && text.hasSuffix(">") {
            text = text.dropFirst(wrapper.count).dropLast()
        }
        var isArray = false
        if text.hasPrefix("["), text.hasSuffix("]"), !text.utf8.contains(UInt8(ascii: ":")) {
            isArray = true
            text = text.dropFirst().dropLast()
        } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
            isArray = true
            text = text.dropFirst("Array<".count).dropLast()
        } else if text == "NSArray" || text == "NSMutableArray" {
            self.init(className: nil, isArray: true)
            return
        }
        dropOptionalMarks()
        let isPlainName = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        self.init(className: isPlainName ? text.split(separator: ".").last.map(String.init) : nil, isArray: isArray)
    }

    /// Types every object satisfies.
    public var isUniversal: Bool {
        guard let className else { return true }
        return ["Any", "AnyObject", "NSObject", "NSObjectProtocol", "id"].contains(className)
    }
}

/// The bytes of an ASCII type being read, with the tests `DeclaredType` makes on them.
private struct ASCIIText {
    var bytes: Slice<UnsafeBufferPointer<UInt8>>

    func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        for offset in 0..<count where bytes[bytes.startIndex + offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    func equals(_ other: StaticString) -> Bool {
        bytes.count == other.utf8CodeUnitCount && hasPrefix(other)
    }

    mutating func trimSpaces() {
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
    }

    mutating func dropOptionalMarks() {
        while let last = bytes.last, last == UInt8(ascii: "!") || last == UInt8(ascii: "?") { bytes = bytes.dropLast() }
    }

    /// Letters, digits, `_` and `.` only.
    var isPlainName: Bool {
        !bytes.isEmpty && bytes.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }

    /// The last non-empty part between dots (`UIKit.UIView` → `UIView`), as `split(separator: ".").last` gives.
    func lastNamePart() -> String? {
        var part = bytes
        while part.last == UInt8(ascii: ".") { part = part.dropLast() }
        guard !part.isEmpty else { return nil }
        if let dot = part.lastIndex(of: UInt8(ascii: ".")) { part = part[(dot + 1)...] }
        return String(decoding: UnsafeBufferPointer(rebasing: part), as: UTF8.self)
    }
}
