/// What niblint knows of UIKit, AppKit and the other frameworks nibs instantiate: each class's
/// superclass, the properties a nib can set on it, the selectors it answers, and which element
/// Interface Builder writes for it. Read from the generated `FrameworkCatalogData`.
public struct FrameworkCatalog: Sendable {
    public struct ClassEntry: Sendable {
        public var name: String
        public var superclass: String?
        public var properties: Set<String> = []
        public var methods: Set<String> = []
    }

    public private(set) var classes: [String: ClassEntry] = [:]
    public private(set) var elementClasses: [String: String] = [:]
    /// Every selector any catalog class answers: what a First Responder action can reach.
    public private(set) var allMethods: Set<String> = []
    /// Every property any catalog class has: what a Swift property may witness a framework protocol's requirement by.
    public private(set) var allProperties: Set<String> = []
    public let platform: NibPlatform

    /// Parses the catalog text format: `class NAME SUPER`, then `p` (properties) and `m` (methods) lines, and `element NAME CLASS` lines.
    public init(text: String, platform: NibPlatform) {
        self.platform = platform
        // Read as bytes: the catalog is ASCII, and splitting a `String` by `Character`s cost more than
        // the rest of loading it.
        var text = text
        text.withUTF8 { bytes in
            var current: ClassEntry?
            func finishClass() {
                if let entry = current { classes[entry.name] = entry }
                current = nil
            }
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                var fields: [String] = []
                var fieldStart = lineStart
                for position in lineStart...lineEnd where position == lineEnd || bytes[position] == 0x20 {
                    if position > fieldStart { fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<position]), as: UTF8.self)) }
                    fieldStart = position + 1
                }
                lineStart = lineEnd + 1
                guard let tag = fields.first else { continue }
                switch tag {
                case "class" where fields.count >= 2:
                    finishClass()
                    // A class listed twice keeps its first superclass and gathers the members of both.
                    current = classes.removeValue(forKey: fields[1])
                        ?? ClassEntry(name: fields[1], superclass: fields.count >= 3 && fields[2] != "-" ? fields[2] : nil)
                case "p":
                    guard current != nil else { continue }
                    for field in fields.dropFirst() {
                        current?.properties.insert(field)
                        allProperties.insert(field)
                    }
                case "m":
                    guard current != nil else { continue }
                    for field in fields.dropFirst() {
                        current?.methods.insert(field)
                        allMethods.insert(field)
                    }
                case "element" where fields.count >= 3:
                    elementClasses[fields[1]] = fields[2]
                default:
                    continue
                }
            }
            finishClass()
        }
    }

    public static let iOS = FrameworkCatalog(text: FrameworkCatalogData.iOS, platform: .iOS).addingInterfaceBuilderOutlets()
    public static let macOS = FrameworkCatalog(text: FrameworkCatalogData.macOS, platform: .macOS).addingInterfaceBuilderOutlets()

    /// The catalog with the outlets Interface Builder offers and the headers do not declare (`InterfaceBuilderOutlets`).
    func addingInterfaceBuilderOutlets() -> FrameworkCatalog {
        var catalog = self
        for outlet in InterfaceBuilderOutlets.outlets(for: platform) {
            catalog.classes[outlet.className]?.properties.insert(outlet.key)
        }
        return catalog
    }

    public static func forPlatform(_ platform: NibPlatform) -> FrameworkCatalog {
        platform == .iOS ? iOS : macOS
    }

    /// The class Interface Builder instantiates for an element without `customClass`.
    public func className(forElement element: String) -> String? {
        if let mapped = elementClasses[element] { return mapped }
        guard let first = element.first else { return nil }
        if let byte = element.utf8.first, byte >= 0x61, byte <= 0x7A {
            // `tableView` → `UITableView` without going through `Character.uppercased()`.
            var prefixed = platform == .iOS ? "UI" : "NS"
            prefixed.unicodeScalars.append(UnicodeScalar(byte - 0x20))
            prefixed += element.dropFirst()
            return classes[prefixed] != nil ? prefixed : nil
        }
        let capitalized = first.uppercased() + element.dropFirst()
        let prefixed = (platform == .iOS ? "UI" : "NS") + capitalized
        return classes[prefixed] != nil ? prefixed : nil
    }

    /// True when `name` is `ancestor` or inherits from it, as far as the catalog knows.
    public func isClass(_ name: String, kindOf ancestor: String) -> Bool {
        var cursor: String? = name
        var steps = 0
        while let current = cursor, steps < 64 {
            if current == ancestor { return true }
            cursor = classes[current]?.superclass
            steps += 1
        }
        return false
    }
}
