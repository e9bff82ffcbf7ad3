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
        // Substrings of the text, compared through their UTF-8 views: no Foundation, no `Character`
        // walking. The rules read thousands of these.
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
        // Letters, digits, `_` and `.`: byte by byte for ASCII (nearly always), by `Character` otherwise.
        let isPlainName = !text.isEmpty && (text.utf8.allSatisfy { $0 < 0x80 }
            ? text.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            }
            : text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        self.init(className: isPlainName ? text.split(separator: ".").last.map(String.init) : nil, isArray: isArray)
    }

    /// Types every object satisfies.
    public var isUniversal: Bool {
        guard let className else { return true }
        return ["Any", "AnyObject", "NSObject", "NSObjectProtocol", "id"].contains(className)
    }
}
