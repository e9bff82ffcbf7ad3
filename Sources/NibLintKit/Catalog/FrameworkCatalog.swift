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
    public let platform: NibPlatform

    /// Parses the catalog text format: `class NAME SUPER`, then `p` (properties) and `m` (methods) lines, and `element NAME CLASS` lines.
    public init(text: String, platform: NibPlatform) {
        self.platform = platform
        var current: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = rawLine.split(separator: " ", omittingEmptySubsequences: true)
            guard let tag = fields.first else { continue }
            switch tag {
            case "class" where fields.count >= 2:
                let name = String(fields[1])
                let superclass = fields.count >= 3 && fields[2] != "-" ? String(fields[2]) : nil
                if classes[name] == nil { classes[name] = ClassEntry(name: name, superclass: superclass) }
                current = name
            case "p":
                guard let current else { continue }
                for field in fields.dropFirst() { classes[current]?.properties.insert(String(field)) }
            case "m":
                guard let current else { continue }
                for field in fields.dropFirst() {
                    classes[current]?.methods.insert(String(field))
                    allMethods.insert(String(field))
                }
            case "element" where fields.count >= 3:
                elementClasses[String(fields[1])] = String(fields[2])
            default:
                continue
            }
        }
    }

    public static let iOS = FrameworkCatalog(text: FrameworkCatalogData.iOS, platform: .iOS)
    public static let macOS = FrameworkCatalog(text: FrameworkCatalogData.macOS, platform: .macOS)

    public static func forPlatform(_ platform: NibPlatform) -> FrameworkCatalog {
        platform == .iOS ? iOS : macOS
    }

    /// The class Interface Builder instantiates for an element without `customClass`.
    public func className(forElement element: String) -> String? {
        if let mapped = elementClasses[element] { return mapped }
        guard let first = element.first else { return nil }
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
