import Foundation

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
        var text = typeText.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<", "Swift.Optional<"] where text.hasPrefix(wrapper) && text.hasSuffix(">") {
            text = String(text.dropFirst(wrapper.count).dropLast())
        }
        var isArray = false
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            isArray = true
            text = String(text.dropFirst().dropLast())
        } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
            isArray = true
            text = String(text.dropFirst("Array<".count).dropLast())
        } else if ["NSArray", "NSMutableArray"].contains(text) {
            self.init(className: nil, isArray: true)
            return
        }
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        let isPlainName = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let name = isPlainName ? text.split(separator: ".").last.map(String.init) : nil
        self.init(className: name, isArray: isArray)
    }

    /// Types every object satisfies.
    public var isUniversal: Bool {
        guard let className else { return true }
        return ["Any", "AnyObject", "NSObject", "NSObjectProtocol", "id"].contains(className)
    }
}
