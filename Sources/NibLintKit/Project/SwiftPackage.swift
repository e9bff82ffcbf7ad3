/// What niblint needs of a `Package.swift`, read the simple way (the manifest is Swift code, which
/// niblint does not run): each target's name, which is its module's, and its folder.
public struct SwiftPackage: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// The folder of its sources: `path:`, or by convention `Sources/<name>` (`Tests/<name>` for test targets).
        public var directory: String
        /// Paths relative to `directory` it does not build at all: its `exclude:` list.
        public var excluded: [String] = []
        /// Resources it copies as they are (`.copy("…")`): a copied .xib is never compiled into a nib.
        public var copied: [String] = []
    }

    /// The folder holding `Package.swift`.
    public var rootDirectory: String
    /// `Package(name: …)`: with a target's name, the module of the bundle its resources are compiled in (`<Package>_<Target>`).
    public var name: String?
    public var targets: [Target] = []
    /// The SDK when the manifest supports one Apple platform family only (`.iOS` / `.macOS` / `.tvOS`); nil for several or none.
    public var sdk: String?
    /// The manifest depends on packages by URL (their classes are not in the tree).
    public var usesRemotePackages = false

    public init(manifestPath: String, text: String) {
        rootDirectory = ProjectPath.normalized(ProjectPath.parent(of: manifestPath))
        let bytes = Array(text.utf8)
        usesRemotePackages = text.contains(".package(url:")
        var families: Set<String> = []
        for (family, sdk) in [(".iOS(", "iphoneos"), (".macOS(", "macosx"), (".tvOS(", "appletvos"), (".visionOS(", "xros")] where text.contains(family) {
            families.insert(sdk)
        }
        sdk = families.count == 1 ? families.first : nil
        if let call = Self.find("Package(", in: bytes, from: 0) {
            let argumentsStart = call + "Package(".utf8.count
            name = Self.stringArgument("name:", in: Array(bytes[argumentsStart..<Self.closingParenthesis(in: bytes, from: argumentsStart)]))
        }
        for (kind, defaultFolder) in [(".target(", "Sources"), (".executableTarget(", "Sources"), (".testTarget(", "Tests")] {
            var searchStart = 0
            while let start = Self.find(kind, in: bytes, from: searchStart) {
                let argumentsStart = start + kind.utf8.count
                let end = Self.closingParenthesis(in: bytes, from: argumentsStart)
                searchStart = end
                let arguments = Array(bytes[argumentsStart..<end])
                guard let name = Self.stringArgument("name:", in: arguments) else { continue }
                let folder = Self.stringArgument("path:", in: arguments) ?? defaultFolder + "/" + name
                var target = Target(name: name, directory: ProjectPath.normalized(ProjectPath.join(rootDirectory)(folder)))
                target.excluded = Self.stringsInList("exclude:", in: arguments)
                target.copied = Self.copiedResources(in: arguments)
                targets.append(target)
            }
        }
    }

    private static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Int? {
        let needle = Array(text.utf8)
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        var position = start
        while position <= bytes.count - needle.count {
            if bytes[position] == needle[0], Array(bytes[position..<position + needle.count]) == needle { return position }
            position += 1
        }
        return nil
    }

    /// Walks `bytes` from `start`, skipping string literals, and calls `visit` with each other byte's position
    /// and its bracket depth (1 inside the call whose arguments start at `start`); stops where `visit` returns
    /// true (that position) or where the call closes.
    private static func walkArguments(_ bytes: [UInt8], from start: Int, _ visit: (Int, Int) -> Bool) -> Int {
        var depth = 1
        var position = start
        var inString = false
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return position }
            } else if visit(position, depth) {
                return position
            }
            position += 1
        }
        return bytes.count
    }

    /// The position of the `)` that closes the call whose arguments start at `start` (or the end of the text).
    private static func closingParenthesis(in bytes: [UInt8], from start: Int) -> Int {
        walkArguments(bytes, from: start) { _, _ in false }
    }

    /// The string literals of the `[…]` after `label` at the top level of a call's arguments.
    private static func stringsInList(_ label: String, in arguments: [UInt8]) -> [String] {
        let needle = Array(label.utf8)
        let found = walkArguments(arguments, from: 0) { position, depth in
            depth == 1 && position + needle.count <= arguments.count && Array(arguments[position..<position + needle.count]) == needle
                && (position == 0 || !arguments[position - 1].isIdentifierByte)
        }
        guard found < arguments.count else { return [] }
        var open = found + needle.count
        while open < arguments.count, arguments[open] == 0x20 || arguments[open] == 0x0A || arguments[open] == 0x09 || arguments[open] == 0x0D { open += 1 }
        guard open < arguments.count, arguments[open] == UInt8(ascii: "[") else { return [] }
        let close = closingParenthesis(in: arguments, from: open + 1)
        return literals(in: arguments[(open + 1)..<close])
    }

    /// The paths of `.copy("…")` resources in a target's arguments.
    private static func copiedResources(in arguments: [UInt8]) -> [String] {
        var paths: [String] = []
        var start = 0
        while let call = find(".copy(", in: arguments, from: start) {
            let argumentsStart = call + ".copy(".utf8.count
            let end = closingParenthesis(in: arguments, from: argumentsStart)
            paths += literals(in: arguments[argumentsStart..<end]).prefix(1)
            start = max(end, argumentsStart)
        }
        return paths
    }

    /// Every string literal (without escapes) in `bytes`.
    private static func literals(in bytes: ArraySlice<UInt8>) -> [String] {
        var result: [String] = []
        var position = bytes.startIndex
        while position < bytes.endIndex {
            guard bytes[position] == UInt8(ascii: "\"") else { position += 1; continue }
            var end = position + 1
            while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            guard end < bytes.endIndex else { break }
            result.append(String(decoding: bytes[(position + 1)..<end], as: UTF8.self))
            position = end + 1
        }
        return result
    }

    /// The string literal after `label` at the top level of a call's arguments.
    private static func stringArgument(_ label: String, in arguments: [UInt8]) -> String? {
        let needle = Array(label.utf8)
        let found = walkArguments(arguments, from: 0) { position, depth in
            depth == 1 && position + needle.count <= arguments.count && Array(arguments[position..<position + needle.count]) == needle
                && (position == 0 || !arguments[position - 1].isIdentifierByte)
        }
        guard found < arguments.count else { return nil }
        var valueStart = found + needle.count
        while valueStart < arguments.count, arguments[valueStart] == 0x20 || arguments[valueStart] == 0x0A || arguments[valueStart] == 0x09 { valueStart += 1 }
        guard valueStart < arguments.count, arguments[valueStart] == UInt8(ascii: "\""),
              let close = arguments[(valueStart + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: arguments[(valueStart + 1)..<close], as: UTF8.self)
    }
}

private extension UInt8 {
    var isIdentifierByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_")
    }
}
