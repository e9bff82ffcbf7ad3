/// The Objective-C selector the Swift compiler gives a method, which is what a nib's `selector=` names.
///
/// Mirrors the compiler's rule: no parameters → `base`; an unlabeled first parameter → `base:`;
/// a labeled first parameter → `baseWithLabel:`, except that no `With` is inserted when the label's
/// first word or the base name's last word is a preposition; later labels become pieces (`_` → empty).
public enum SelectorName {
    /// The prepositions of the Swift compiler (`include/swift/Basic/PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of `baseName(labels...)`, where a nil label stands for `_`.
    public static func objectiveC(baseName: String, argumentLabels: [String?]) -> String {
        guard let first = argumentLabels.first else { return baseName }
        var selector = baseName
        if let label = first, !label.isEmpty {
            let labelStartsWithPreposition = prepositions.contains(firstWord(of: label).lowercased())
            let baseEndsWithPreposition = prepositions.contains(lastWord(of: baseName).lowercased())
            if !labelStartsWithPreposition && !baseEndsWithPreposition { selector += "With" }
            selector += sentenceCased(label)
        }
        selector += ":"
        for label in argumentLabels.dropFirst() {
            selector += (label ?? "") + ":"
        }
        return selector
    }

    /// Splits a camelCase identifier into words the way the compiler's `camel_case` helpers do.
    static func words(of identifier: String) -> [Substring] {
        let characters = Array(identifier.utf8)
        guard !characters.isEmpty else { return [] }
        var words: [Substring] = []
        var start = 0
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { !isUpper(byte) && byte != UInt8(ascii: "_") }
        var index = 1
        while index < characters.count {
            let previous = characters[index - 1], current = characters[index]
            var boundary = false
            if current == UInt8(ascii: "_") || previous == UInt8(ascii: "_") {
                boundary = true
            } else if isUpper(current) && !isUpper(previous) {
                boundary = true
            } else if isUpper(previous) && isUpper(current), index + 1 < characters.count, isLower(characters[index + 1]) {
                // "URLSession": the acronym ends before the last capital.
                boundary = true
            }
            if boundary {
                words.append(slice(identifier, start, index))
                start = index
            }
            index += 1
        }
        words.append(slice(identifier, start, characters.count))
        return words.filter { $0 != "_" }
    }

    static func firstWord(of identifier: String) -> Substring { words(of: identifier).first ?? Substring(identifier) }
    static func lastWord(of identifier: String) -> Substring { words(of: identifier).last ?? Substring(identifier) }

    private static func sentenceCased(_ label: String) -> String {
        guard let first = label.first else { return label }
        return first.uppercased() + label.dropFirst()
    }

    private static func slice(_ string: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(utf8.startIndex, offsetBy: end)
        return string[lower..<upper]
    }
}
