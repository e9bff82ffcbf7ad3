/// A path pattern as in `.gitignore`-style excludes: `*` matches within one path component,
/// `**` across components, `?` one character, `[abc]`, `[a-z]` one of a set and `[!e]` (or `[^e]`) one
/// character not in it, as shells read them (never `/`; a `[` without its `]` is itself).
/// Patterns match the whole path relative to the lint root.
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
        if first == "[", let set = BracketExpression(pattern.dropFirst()) {
            guard character != "/", set.contains(character) else { return false }
            return match(set.rest, path.dropFirst())
        }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), path.dropFirst())
        }
        return false
    }

    /// A bracket expression after its `[`: the characters and ranges up to the closing `]` (a `]` first is one
    /// of them), whether it is negated, and the pattern after it; nil without a closing `]`.
    private struct BracketExpression {
        var negated = false
        var members: [(low: Character, high: Character)] = []
        var rest: ArraySlice<Character>

        init?(_ pattern: ArraySlice<Character>) {
            var position = pattern.startIndex
            if position < pattern.endIndex, pattern[position] == "!" || pattern[position] == "^" {
                negated = true
                position += 1
            }
            let start = position
            while position < pattern.endIndex, pattern[position] != "]" || position == start {
                let low = pattern[position]
                if position + 2 < pattern.endIndex, pattern[position + 1] == "-", pattern[position + 2] != "]" {
                    members.append((low, pattern[position + 2]))
                    position += 3
                } else {
                    members.append((low, low))
                    position += 1
                }
            }
            guard position < pattern.endIndex else { return nil }
            rest = pattern[(position + 1)...]
        }

        func contains(_ character: Character) -> Bool {
            members.contains { $0.low <= character && character <= $0.high } != negated
        }
    }
}
