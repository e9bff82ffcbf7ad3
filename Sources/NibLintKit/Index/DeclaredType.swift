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
        var text = bytes[...]
        func hasPrefix(_ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard text.count >= count else { return false }
            for offset in 0..<count where text[text.startIndex + offset] != prefix.utf8Start[offset] { return false }
            return true
        }
        func hasSuffix(_ byte: UInt8) -> Bool { text.last == byte }
        func dropOptionalMarks() {
            while let last = text.last, last == UInt8(ascii: "!") || last == UInt8(ascii: "?") { text = text.dropLast() }
        }
        while let first = text.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
        while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
        dropOptionalMarks()
        for wrapper: StaticString in ["Optional<", "ImplicitlyUnwrappedOptional<", "Swift.Optional<"] where hasPrefix(wrapper) && hasSuffix(UInt8(ascii: ">")) {
            text = text.dropFirst(wrapper.utf8CodeUnitCount).dropLast()
        }
        var isArray = false
        if hasPrefix("["), hasSuffix(UInt8(ascii: "]")), !text.contains(UInt8(ascii: ":")) {
            isArray = true
            text = text.dropFirst().dropLast()
        } else if hasPrefix("Array<"), hasSuffix(UInt8(ascii: ">")) {
            isArray = true
            text = text.dropFirst("Array<".utf8.count).dropLast()
        } else if text.elementsEqual("NSArray".utf8) || text.elementsEqual("NSMutableArray".utf8) {
            self.init(className: nil, isArray: true)
            return
        }
        dropOptionalMarks()
        // Letters, digits, `_` and `.`; the class is the last non-empty part between dots.
        let isPlainName = !text.isEmpty && text.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        let lastPart = isPlainName ? text.split(separator: UInt8(ascii: ".")).last : nil
        self.init(className: lastPart.map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }, isArray: isArray)
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
