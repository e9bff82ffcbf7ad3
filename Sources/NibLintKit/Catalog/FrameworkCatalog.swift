#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What niblint knows of UIKit, AppKit and the other frameworks nibs instantiate: each class's
/// superclass, the properties a nib can set on it, the selectors it answers, and which element
/// Interface Builder writes for it. Read from the generated `FrameworkCatalogData`.
///
/// The data stays where the compiler put it: sorted tables in static strings, searched in place with a
/// binary search. Building dictionaries and sets from it was a fixed cost of every lint with nibs (about
/// 4.5 ms of the 12 ms of CPU of a lint of FoodTracker); a lint asks for a few hundred names at most.
public struct FrameworkCatalog: Sendable {
    public struct ClassEntry: Sendable {
        public var name: String
        public var superclass: String?
        public var properties: Members
        public var methods: Members
    }

    /// A sorted member list: of one catalog line, separated by spaces (plus the outlets only Interface Builder
    /// knows), or the table of every method, one per line.
    public struct Members: Sendable {
        let table: StaticString
        let range: Range<Int>
        var separator: UInt8 = 0x20
        var extra: [String] = []

        public func contains(_ member: String) -> Bool {
            CatalogTable.find(member, in: table, range, separator: separator) != nil || extra.contains(member)
        }

        public func isSuperset<S: Sequence>(of members: S) -> Bool where S.Element == String {
            members.allSatisfy(contains)
        }
    }

    /// The classes of one platform, looked up by name.
    public struct Classes: Sendable {
        let table: StaticString
        let platform: NibPlatform
        /// Where each line of the table starts, for a binary search over lines: a line holds all of a class's
        /// members (up to 10 KB), and a search over bytes spent most of a lookup finding the line around a byte.
        private let lineStarts: [Int]

        init(table: StaticString, platform: NibPlatform) {
            self.table = table
            self.platform = platform
            lineStarts = CatalogTable.lineStarts(of: table)
        }

        public subscript(name: String) -> ClassEntry? {
            guard let line = CatalogTable.findLine(name, in: table, lineStarts: lineStarts) else { return nil }
            let superclass = CatalogTable.string(CatalogTable.field(1, of: line, in: table), in: table)
            var properties = Members(table: table, range: CatalogTable.field(2, of: line, in: table))
            for outlet in InterfaceBuilderOutlets.all where outlet.platform == platform && outlet.className == name {
                properties.extra.append(outlet.key)
            }
            return ClassEntry(name: name, superclass: superclass == "-" ? nil : superclass, properties: properties,
                              methods: Members(table: table, range: CatalogTable.field(3, of: line, in: table)))
        }

        /// The superclass alone, without the member lists.
        func superclass(of name: String) -> String? {
            guard let line = CatalogTable.findLine(name, in: table, lineStarts: lineStarts) else { return nil }
            let superclass = CatalogTable.string(CatalogTable.field(1, of: line, in: table), in: table)
            return superclass == "-" ? nil : superclass
        }
    }

    public let classes: Classes
    /// Every selector any catalog class answers: what a First Responder action can reach.
    public let allMethods: Members
    /// Every property any catalog class has: what a Swift property may witness a framework protocol's requirement by.
    public let allProperties: Members
    private let elements: StaticString
    public let platform: NibPlatform

    init(classes: StaticString, methods: StaticString, properties: StaticString, elements: StaticString, platform: NibPlatform) {
        self.classes = Classes(table: classes, platform: platform)
        allMethods = Members(table: methods, range: 0..<methods.utf8CodeUnitCount, separator: 0x0A)
        allProperties = Members(table: properties, range: 0..<properties.utf8CodeUnitCount, separator: 0x0A)
        self.elements = elements
        self.platform = platform
    }

    public static let iOS = FrameworkCatalog(classes: FrameworkCatalogData.iOSClasses, methods: FrameworkCatalogData.iOSMethods,
                                             properties: FrameworkCatalogData.iOSProperties,
                                             elements: FrameworkCatalogData.iOSElements, platform: .iOS)
    public static let macOS = FrameworkCatalog(classes: FrameworkCatalogData.macOSClasses, methods: FrameworkCatalogData.macOSMethods,
                                               properties: FrameworkCatalogData.macOSProperties,
                                               elements: FrameworkCatalogData.macOSElements, platform: .macOS)

    public static func forPlatform(_ platform: NibPlatform) -> FrameworkCatalog {
        platform == .iOS ? iOS : macOS
    }

    /// The class an element maps to in the catalog's element table, or nil.
    func elementClass(_ element: String) -> String? {
        guard let line = CatalogTable.find(element, in: elements, 0..<elements.utf8CodeUnitCount, separator: 0x0A) else { return nil }
        return CatalogTable.string(CatalogTable.field(1, of: line, in: elements), in: elements)
    }

    /// The class Interface Builder instantiates for an element without `customClass`.
    public func className(forElement element: String) -> String? {
        if let mapped = elementClass(element) { return mapped }
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
            cursor = classes.superclass(of: current)
            steps += 1
        }
        return false
    }
}

/// Binary search over the bytes of a generated table: entries sorted by their first field in byte order,
/// separated by `separator` (a newline between lines, a space between members); a line's fields by `|`.
enum CatalogTable {
    /// The range of the entry whose first field is `key`, or nil.
    static func find(_ key: String, in table: StaticString, _ range: Range<Int>, separator: UInt8) -> Range<Int>? {
        var key = key
        return key.withUTF8 { key -> Range<Int>? in
            let bytes = table.utf8Start
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let middle = low + (high - low) / 2
                var start = middle
                while start > low, bytes[start - 1] != separator { start -= 1 }
                var end = middle
                while end < range.upperBound, bytes[end] != separator { end += 1 }
                var fieldEnd = start
                while fieldEnd < end, bytes[fieldEnd] != 0x7C { fieldEnd += 1 }
                let order = compare(key, bytes + start, fieldEnd - start)
                if order == 0 { return start..<end }
                if order < 0 { high = start } else { low = end + 1 }
            }
            return nil
        }
    }

    /// The start of each line of a table (a line ends with a newline or the table's end).
    static func lineStarts(of table: StaticString) -> [Int] {
        let bytes = table.utf8Start
        let count = table.utf8CodeUnitCount
        var starts = count > 0 ? [0] : []
        var position = 0
        // `memchr` (vectorized) finds each newline: a byte-by-byte loop over the table was a millisecond per lint.
        while position < count, let newline = memchr(bytes + position, 0x0A, count - position) {
            position = UnsafeRawPointer(newline).assumingMemoryBound(to: UInt8.self) - bytes + 1
            if position < count { starts.append(position) }
        }
        return starts
    }

    /// The range of the line whose first field is `key`, or nil: a binary search over the lines that `lineStarts` gives.
    static func findLine(_ key: String, in table: StaticString, lineStarts: [Int]) -> Range<Int>? {
        var key = key
        return key.withUTF8 { key -> Range<Int>? in
            let bytes = table.utf8Start
            var low = 0, high = lineStarts.count
            while low < high {
                let middle = low + (high - low) / 2
                let start = lineStarts[middle]
                var fieldEnd = start
                while fieldEnd < table.utf8CodeUnitCount, bytes[fieldEnd] != 0x7C, bytes[fieldEnd] != 0x0A { fieldEnd += 1 }
                let order = compare(key, bytes + start, fieldEnd - start)
                if order == 0 {
                    let end = middle + 1 < lineStarts.count ? lineStarts[middle + 1] - 1 : table.utf8CodeUnitCount
                    return start..<end
                }
                if order < 0 { high = middle } else { low = middle + 1 }
            }
            return nil
        }
    }

    /// Byte order of `key` against the field at `field`.
    private static func compare(_ key: UnsafeBufferPointer<UInt8>, _ field: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let common = min(key.count, count)
        for position in 0..<common where key[position] != field[position] {
            return key[position] < field[position] ? -1 : 1
        }
        return key.count == count ? 0 : (key.count < count ? -1 : 1)
    }

    /// Field `index` (from 0) of a `|`-separated line.
    static func field(_ index: Int, of line: Range<Int>, in table: StaticString) -> Range<Int> {
        // `memchr` from bar to bar: a class's line holds all its members (up to 10 KB), and the last field's end was
        // found a byte at a time on every lookup of the class.
        let bytes = table.utf8Start
        var start = line.lowerBound, remaining = index
        while true {
            guard start < line.upperBound, let found = memchr(bytes + start, 0x7C, line.upperBound - start) else { return start..<line.upperBound }
            let bar = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - bytes
            if remaining == 0 { return start..<bar }
            remaining -= 1
            start = bar + 1
        }
    }

    static func string(_ range: Range<Int>, in table: StaticString) -> String {
        String(decoding: UnsafeBufferPointer(start: table.utf8Start + range.lowerBound, count: range.count), as: UTF8.self)
    }
}
