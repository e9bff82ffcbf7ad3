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
        // A `*` is Objective-C's object pointer (Swift types never hold one).
        if typeText.utf8.contains(UInt8(ascii: "*")) {
            self.init(objectiveC: typeText)
            return
        }
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

    /// Objective-C's words around a class that say nothing about which class it is.
    private static let objectiveCQualifiers: Set<Substring> = [
        "__kindof", "const", "nullable", "nonnull", "null_unspecified", "null_resettable", "_Nullable", "_Nonnull",
        "_Null_unspecified", "_Nullable_result", "__nullable", "__nonnull", "__null_unspecified", "__weak", "__strong",
        "__unsafe_unretained", "__autoreleasing", "IBOutlet", "__block",
    ]

    /// An Objective-C object pointer: `UILabel *`, `__kindof UIView * _Nullable`, `UIView<Themed> *` (the class),
    /// `NSArray<UILabel *> *` (an array of UILabel), `id<Delegate>` (any object); anything else names no class.
    private init(objectiveC typeText: String) {
        var words: [Substring] = []
        var rest = Substring(typeText)
        // In ASCII text a word's characters are its bytes `[A-Za-z0-9_]`: found without building a `Character` per byte.
        let isASCII = typeText.utf8.allSatisfy { $0 < 0x80 }
        while let first = rest.utf8.first {
            if first == 0x20 || first == 0x09 || first == 0x0A {
                rest = rest.dropFirst()
            } else if first == UInt8(ascii: "_") || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) || first >= 0x80 {
                let word = isASCII ? rest[..<(rest.utf8.firstIndex { !Self.isASCIIWordByte($0) } ?? rest.endIndex)]
                    : rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
                rest = rest[word.endIndex...]
                if !Self.objectiveCQualifiers.contains(word) { words.append(word) }
            } else {
                words.append(rest.prefix(1))
                rest = rest.dropFirst()
            }
        }
        // `Name [<...>] *`: one pointer, nothing after it.
        var arguments = words.dropFirst().dropLast()
        let isGeneric = arguments.first == "<" && arguments.last == ">"
        guard words.count >= 2, words.last == "*", let name = words.first, name.count > 1 || name.first?.isLetter == true,
              arguments.isEmpty || isGeneric else {
            self.init(className: nil, isArray: false)
            return
        }
        if isGeneric { arguments = arguments.dropFirst().dropLast() }
        switch name {
        case "id":
            self.init(className: nil, isArray: false)
        case "NSArray", "NSMutableArray":
            // `NSArray<UILabel *> *`: the element's class; a bare `NSArray *` holds anything.
            let element = arguments.count == 2 && arguments.last == "*" ? arguments.first.map(String.init) : nil
            self.init(className: element, isArray: true)
        default:
            self.init(className: String(name), isArray: false)
        }
    }

    /// A letter, digit or `_`: what `Character.isLetter`, `isNumber` and `== "_"` accept among ASCII characters.
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
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
