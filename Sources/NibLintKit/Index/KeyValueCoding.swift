/// How the Objective-C runtime finds a key a nib names, in one place: the names key-value coding (and AppKit's outlet
/// connector) tries for a key, per platform. The scanners record only what the sources write (a property, an instance
/// variable, a method); `ClassStep`, `ClassHierarchy` and `KeyValueCodingGetter` search them with these names, and
/// every rule that asks whether a key exists goes through them.
///
/// Apple, Key-Value Coding Programming Guide, "Accessor Search Patterns":
/// - "Search Pattern for the Basic Setter" (`setValue:forKey:`, how UIKit connects an outlet and applies a runtime
///   attribute): the first accessor named `set<Key>:` or `_set<Key>:`, in that order; else, when the class method
///   `accessInstanceVariablesDirectly` returns YES (the default), an instance variable named `_<key>`, `_is<Key>`,
///   `<key>` or `is<Key>`, in that order; else `setValue:forUndefinedKey:`.
/// - "Search Pattern for the Basic Getter" (`valueForKey:`, what a Cocoa binding reads): `get<Key>`, `<key>`,
///   `is<Key>`, `_<key>`; the collection proxies (`countOf<Key>`); then the same instance variables.
///
/// `<Key>` is the key with its first letter uppercased (Foundation builds the accessor names that way), so the nib key
/// `DescriptionLabel` is set through `setDescriptionLabel:`, the setter of the property `descriptionLabel`.
///
/// AppKit's outlet connector does its own search: "If the source contains a method of the form setValue:, then that
/// method is called with the destination as the argument. Otherwise, if the label is the name of an instance variable
/// in the source, then that instance variable is set to the destination" (Apple, NSNibOutletConnector Class
/// Reference): no `_set<Key>:`, and the instance variable only under its own name.
enum KeyValueCoding {
    /// `<Key>`: the key with its first letter uppercased (ASCII, as Foundation's accessor names).
    static func capitalized(_ key: String) -> String {
        guard let first = key.utf8.first, first >= 0x61, first <= 0x7A else { return key }
        return key.prefix(1).uppercased() + key.dropFirst()
    }

    /// Whether `name` and `key` build the same `set<Key>:` selector: equal, or differing only in the case of their
    /// first letter (`descriptionLabel` and `DescriptionLabel`).
    static func sameSetter(_ name: String, _ key: String) -> Bool {
        if name == key { return true }
        let a = name.utf8, b = key.utf8
        guard a.count == b.count, let x = a.first, let y = b.first, x != y, x | 0x20 == y | 0x20, x | 0x20 >= 0x61, x | 0x20 <= 0x7A else { return false }
        return a.dropFirst().elementsEqual(b.dropFirst())
    }

    /// The setter selectors the search for `key` tries, in order: `set<Key>:`, then on iOS `_set<Key>:`.
    static func setterSelectors(forKey key: String, platform: NibPlatform) -> [String] {
        guard !key.isEmpty else { return [] }
        let setter = "set" + capitalized(key) + ":"
        return platform == .iOS ? [setter, "_" + setter] : [setter]
    }

    /// The instance variables an outlet connection of `key` sets, in search order: on iOS `_<key>`, `_is<Key>`, `<key>`,
    /// `is<Key>` (key-value coding); on macOS only `<key>` (AppKit's outlet connector).
    static func instanceVariableNames(forKey key: String, platform: NibPlatform) -> [String] {
        guard platform == .iOS else { return [key] }
        return getterInstanceVariableNames(forKey: key)
    }

    /// The instance variables `valueForKey:` reads for `key`, on both platforms: `_<key>`, `_is<Key>`, `<key>`, `is<Key>`.
    static func getterInstanceVariableNames(forKey key: String) -> [String] {
        let capital = capitalized(key)
        return ["_" + key, "_is" + capital, key, "is" + capital]
    }

    /// The accessor methods `valueForKey:` tries for `key`: `get<Key>`, `<key>`, `is<Key>`, `_<key>`, and `countOf<Key>`
    /// (an array or set proxy).
    static func getterSelectors(forKey key: String) -> [String] {
        let capital = capitalized(key)
        return ["get" + capital, key, "is" + capital, "_" + key, "countOf" + capital]
    }

    /// Which instance variables a search sets for a key.
    enum InstanceVariableSearch {
        /// None (`+accessInstanceVariablesDirectly` answers NO).
        case none
        /// The one named as the key (AppKit's outlet connector).
        case ownName
        /// `_<key>`, `_is<Key>`, `<key>`, `is<Key>` (key-value coding; `instanceVariableNames(forKey:platform:)`).
        case keyValueCoding

        init(platform: NibPlatform, refused: Bool = false) {
            self = platform == .iOS ? (refused ? .none : .keyValueCoding) : .ownName
        }
    }

    /// Whether `property` is what the setter search of `key` finds on its class: a property (or `@objc(name)`) whose
    /// setter is `set<Key>:`, the instance variable an Objective-C property is stored in, or an instance variable the
    /// search sets for the key. Compares bytes: it runs for every property of every class of every outlet's chain.
    static func property(_ property: PropertyDeclaration, answers key: String, search: InstanceVariableSearch) -> Bool {
        if property.isInstanceVariable { return instanceVariable(property.name, isFoundFor: key, by: search) }
        if let objCName = property.objCName { return sameSetter(objCName, key) }
        return sameSetter(property.name, key) || property.instanceVariableName == key
    }

    /// Whether the instance variable `name` is one the search sets for `key` (see `InstanceVariableSearch`), without
    /// building the names.
    static func instanceVariable(_ name: String, isFoundFor key: String, by search: InstanceVariableSearch) -> Bool {
        switch search {
        case .none: return false
        case .ownName: return name == key
        case .keyValueCoding:
            if name == key { return true }
            let n = name.utf8, k = key.utf8
            guard let first = n.first, let keyFirst = k.first else { return false }
            let capital = keyFirst >= 0x61 && keyFirst <= 0x7A ? keyFirst - 0x20 : keyFirst
            // `is<Key>`, `_is<Key>`: the prefix, then the capitalized key.
            func isCapitalized(afterPrefix length: Int) -> Bool {
                guard n.count == k.count + length else { return false }
                let rest = n.dropFirst(length)
                return rest.first == capital && rest.dropFirst().elementsEqual(k.dropFirst())
            }
            if first == UInt8(ascii: "_") {
                if n.count == k.count + 1, n.dropFirst().elementsEqual(k) { return true }
                return n.count > 3 && n.dropFirst().starts(with: "is".utf8) && isCapitalized(afterPrefix: 3)
            }
            return first == UInt8(ascii: "i") && n.starts(with: "is".utf8) && isCapitalized(afterPrefix: 2)
        }
    }

    /// Whether the class's own declarations turn the instance variable search off (`+accessInstanceVariablesDirectly`
    /// overridden, which a class does to answer NO).
    static func refusesInstanceVariables(_ declaration: ClassDeclaration) -> Bool {
        declaration.classMethodSelectors.contains("accessInstanceVariablesDirectly")
    }

    /// The keys a nib of `platform` can connect `property` under (the setter search run backwards): its own key and
    /// the key with the other case of its first letter; for an instance variable on iOS the keys whose search finds
    /// it (`nameLabel` for `_nameLabel`); the instance variable an Objective-C property is stored in, by
    /// auto-synthesis (`_name`) or by an `@synthesize name = ivar;` of one of `declarations`.
    static func connectableKeys(of property: PropertyDeclaration, declarations: [ClassDeclaration], platform: NibPlatform) -> [String] {
        var keys = [property.key]
        if property.isInstanceVariable {
            if platform == .iOS { keys += Self.keys(ofInstanceVariable: property.name) }
        } else {
            keys.append(otherFirstLetterCase(property.key))
        }
        if let storage = property.instanceVariableName { keys.append(storage) }
        keys += declarations.indices.compactMap { declarations[$0].synthesizedStorage[property.name] }
        return keys
    }

    /// The keys under which key-value coding's search finds the instance variable `name` (the search run backwards):
    /// `_isActive` → `isActive`, `active`; `isURL` → `uRL`, `URL`.
    static func keys(ofInstanceVariable name: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(name)
        if rest.hasPrefix("_") {
            rest = rest.dropFirst()
            guard !rest.isEmpty, !rest.hasPrefix("_") else { return [] }
            keys.append(String(rest))
        }
        let utf8 = Array(rest.utf8)
        guard utf8.count > 2, rest.hasPrefix("is"), utf8[2] >= 0x41, utf8[2] <= 0x5A else { return keys }
        let capitalized = rest.dropFirst(2)
        keys.append(capitalized.prefix(1).lowercased() + capitalized.dropFirst())
        if utf8.count > 3, utf8[3] >= 0x41, utf8[3] <= 0x5A { keys.append(String(capitalized)) }
        return keys
    }

    /// The keys a setter method sets (`-setFoo:` → `foo`; `-setURL:` → `uRL`, `URL`), nil for any other selector.
    static func keys(ofSetter selector: String) -> [String]? {
        let utf8 = selector.utf8
        guard utf8.count > 4, selector.hasPrefix("set"), selector.hasSuffix(":"), !selector.dropLast().contains(":") else { return nil }
        let bytes = Array(utf8)
        guard bytes[3] >= 0x41, bytes[3] <= 0x5A else { return nil }
        let capital = String(selector.dropFirst(3).dropLast())
        var keys = [capital.prefix(1).lowercased() + capital.dropFirst()]
        if bytes.count > 5, bytes[4] >= 0x41, bytes[4] <= 0x5A { keys.append(capital) }
        return keys
    }

    /// The keys a class's declarations offer to a nib of `platform` (for "did you mean"): each property's key, the
    /// keys an instance variable is found under, and the keys of setter methods.
    static func offeredKeys(of declaration: ClassDeclaration, platform: NibPlatform?) -> [String] {
        var keys: [String] = []
        for property in declaration.properties {
            keys.append(property.key)
            if property.isInstanceVariable, platform != .macOS { keys += Self.keys(ofInstanceVariable: property.name) }
        }
        for method in declaration.methods {
            guard let setterKeys = Self.keys(ofSetter: method.selector) else { continue }
            keys += setterKeys.filter { !keys.contains($0) }
        }
        return keys
    }

    private static func otherFirstLetterCase(_ key: String) -> String {
        guard let first = key.first, first.isASCII, first.isLetter else { return key }
        let other = first.isUppercase ? first.lowercased() : first.uppercased()
        return other + key.dropFirst()
    }
}
