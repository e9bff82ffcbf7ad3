/// A path pattern as in `.gitignore`-style excludes: `*` matches within one path component,
/// `**` across components, `?` one character. Patterns match the whole path relative to the lint root.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let characters: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
    }

    public func matches(_ path: String) -> Bool {
        Self.match(characters[...], Array(path)[...])
    }

    private static func match(_ pattern: ArraySlice<Character>, _ path: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "*" {
            let isDouble = pattern.dropFirst().first == "*"
            var rest = pattern.dropFirst(isDouble ? 2 : 1)
            if isDouble, rest.first == "/" {
                // `**/` also matches no directory at all.
                if match(rest.dropFirst(), path) { return true }
                rest = rest[...]
            }
            var candidate = path
            while true {
                if match(rest, candidate) { return true }
                guard let next = candidate.first else { return false }
                if next == "/" && !isDouble { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let character = path.first else { return false }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), path.dropFirst())
        }
        return false
    }
}
