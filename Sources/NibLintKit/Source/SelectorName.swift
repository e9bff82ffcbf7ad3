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
    /// Written as bytes into a temporary buffer, then made a string once: the scanner names every method
    /// of a project this way, and `String(unsafeUninitializedCapacity:)` with appending closures cost
    /// four times as much.
    public static func objectiveC(baseName: String, argumentLabels: [String?]) -> String {
        guard let first = argumentLabels.first else { return baseName }
        let label = first ?? ""
        let insertsWith = !label.isEmpty && !startsWithPreposition(label) && !endsWithPreposition(baseName)
        let firstLabel = label.utf8.first.map { $0 >= 0x80 } == true ? sentenceCased(label) : label
        var capacity = baseName.utf8.count + (insertsWith ? 4 : 0) + firstLabel.utf8.count + argumentLabels.count
        for label in argumentLabels.dropFirst() { capacity += label?.utf8.count ?? 0 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let start = buffer.baseAddress!
            var end = copy(baseName, to: start)
            if insertsWith { end = copy("With", to: end) }
            if !firstLabel.isEmpty {
                let labelStart = end
                end = copy(firstLabel, to: end)
                if labelStart.pointee >= 0x61 && labelStart.pointee <= 0x7A { labelStart.pointee -= 0x20 }
            }
            end.pointee = UInt8(ascii: ":")
            end += 1
            for label in argumentLabels.dropFirst() {
                if let label { end = copy(label, to: end) }
                end.pointee = UInt8(ascii: ":")
                end += 1
            }
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
    }

    /// Copies the UTF-8 bytes of `text` to `destination`; returns the position after them.
    private static func copy(_ text: String, to destination: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var text = text
        return text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return destination }
            destination.update(from: source, count: bytes.count)
            return destination + bytes.count
        }
    }

    /// Whether the first word of `identifier` is a preposition.
    static func startsWithPreposition(_ identifier: String) -> Bool { hasPreposition(identifier, atStart: true) }

    /// Whether the last word of `identifier` is a preposition (`insert(at:)` → `insertAt:`).
    static func endsWithPreposition(_ identifier: String) -> Bool { hasPreposition(identifier, atStart: false) }

    /// ASCII names (nearly all) are read in place, others through `words(of:)`.
    private static func hasPreposition(_ identifier: String, atStart: Bool) -> Bool {
        var name = identifier
        return name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                return prepositions.contains((atStart ? firstWord(of: identifier) : lastWord(of: identifier)).lowercased())
            }
            guard let words = asciiWords(bytes) else { return prepositions.contains(identifier.lowercased()) }
            return isPreposition(UnsafeBufferPointer(rebasing: bytes[atStart ? words.first : words.last]))
        }
    }

    /// The first and last words of an ASCII identifier, as byte ranges, split as `words(of:)` splits.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: Range<Int>, last: Range<Int>)? {
        var first: Range<Int>?
        var last: Range<Int>?
        func add(_ range: Range<Int>) {
            guard !(range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: "_")) else { return }
            if first == nil { first = range }
            last = range
        }
        guard !bytes.isEmpty else { return nil }
        var start = 0
        for index in 1..<max(1, bytes.count) where isWordBoundary(bytes, at: index) {
            add(start..<index)
            start = index
        }
        add(start..<bytes.count)
        guard let first, let last else { return nil }
        return (first, last)
    }

    private static func isWordBoundary(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { !isUpper(byte) && byte != UInt8(ascii: "_") }
        let previous = bytes[index - 1], current = bytes[index]
        if current == UInt8(ascii: "_") || previous == UInt8(ascii: "_") { return true }
        if isUpper(current) && !isUpper(previous) { return true }
        return isUpper(previous) && isUpper(current) && index + 1 < bytes.count && isLower(bytes[index + 1])
    }

    private static let prepositionBytes: [[UInt8]] = prepositions.sorted().map { Array($0.utf8) }

    /// Compares ASCII case-insensitively, as `lowercased()` then `prepositions.contains` would.
    private static func isPreposition(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 2, word.count <= 9 else { return false }
        for preposition in prepositionBytes where preposition.count == word.count {
            var equal = true
            for offset in 0..<word.count {
                let byte = word[offset]
                let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if lower != preposition[offset] { equal = false; break }
            }
            if equal { return true }
        }
        return false
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

    /// A label whose first character is not ASCII, with that character uppercased.
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
