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

    /// `objectiveC(baseName:argumentLabels:)` for a name and labels given as byte ranges of `bytes` (a nil
    /// label is `_`), as the Swift scanner has them: ASCII names (nearly all) are read in place, with no
    /// string made but the selector; any other byte takes the string path.
    static func objectiveC(baseName: Range<Int>, argumentLabels: [Range<Int>?], in bytes: UnsafeBufferPointer<UInt8>) -> String {
        func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
        let isASCII = text(baseName).allSatisfy { $0 < 0x80 }
            && argumentLabels.allSatisfy { label in label.map { text($0).allSatisfy { $0 < 0x80 } } ?? true }
        guard isASCII else {
            return objectiveC(baseName: String(decoding: text(baseName), as: UTF8.self),
                              argumentLabels: argumentLabels.map { $0.map { String(decoding: text($0), as: UTF8.self) } })
        }
        guard let first = argumentLabels.first else { return String(decoding: text(baseName), as: UTF8.self) }
        let label = first.map(text) ?? UnsafeBufferPointer(start: nil, count: 0)
        let insertsWith = !label.isEmpty && !asciiHasPreposition(label, atStart: true) && !asciiHasPreposition(text(baseName), atStart: false)
        var capacity = baseName.count + (insertsWith ? 4 : 0) + label.count + argumentLabels.count
        for label in argumentLabels.dropFirst() { capacity += label?.count ?? 0 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let start = buffer.baseAddress!
            var end = copy(text(baseName), to: start)
            if insertsWith { end = copy("With", to: end) }
            if !label.isEmpty {
                if label[0] >= 0x61 && label[0] <= 0x7A {
                    end.pointee = label[0] - 0x20
                    end = copy(UnsafeBufferPointer(rebasing: label.dropFirst()), to: end + 1)
                } else {
                    end = copy(label, to: end)
                }
            }
            end.pointee = UInt8(ascii: ":")
            end += 1
            for label in argumentLabels.dropFirst() {
                if let label { end = copy(text(label), to: end) }
                end.pointee = UInt8(ascii: ":")
                end += 1
            }
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
    }

    /// Copies the UTF-8 bytes of `text` to `destination`; returns the position after them.
    private static func copy(_ text: String, to destination: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var text = text
        return text.withUTF8 { copy($0, to: destination) }
    }

    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        guard let source = bytes.baseAddress else { return destination }
        destination.update(from: source, count: bytes.count)
        return destination + bytes.count
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
            return asciiHasPreposition(bytes, atStart: atStart)
        }
    }

    /// `hasPreposition` for an identifier of ASCII bytes: only the word asked about is looked for.
    private static func asciiHasPreposition(_ bytes: UnsafeBufferPointer<UInt8>, atStart: Bool) -> Bool {
        // With no word (`_`), the whole name is compared, as `prepositions.contains(identifier.lowercased())` would.
        guard let word = atStart ? asciiFirstWord(bytes) : asciiLastWord(bytes) else { return isPreposition(bytes) }
        return isPreposition(UnsafeBufferPointer(rebasing: bytes[word]))
    }

    /// The first word of an ASCII identifier (`_` is no word), split as `words(of:)` splits; nil when it has none.
    private static func asciiFirstWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = 0
        for index in 1..<max(1, bytes.count + 1) where index == bytes.count || isWordBoundary(bytes, at: index) {
            if !(index - start == 1 && bytes[start] == UInt8(ascii: "_")) { return start..<index }
            start = index
        }
        return nil
    }

    /// The last word of an ASCII identifier, found from the end.
    private static func asciiLastWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var end = bytes.count
        for index in stride(from: bytes.count - 1, through: 0, by: -1) where index == 0 || isWordBoundary(bytes, at: index) {
            if !(end - index == 1 && bytes[index] == UInt8(ascii: "_")) { return index..<end }
            end = index
        }
        return nil
    }

    private static func isWordBoundary(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { !isUpper(byte) && byte != UInt8(ascii: "_") }
        let previous = bytes[index - 1], current = bytes[index]
        if current == UInt8(ascii: "_") || previous == UInt8(ascii: "_") { return true }
        if isUpper(current) && !isUpper(previous) { return true }
        return isUpper(previous) && isUpper(current) && index + 1 < bytes.count && isLower(bytes[index + 1])
    }

    /// The prepositions' bytes by length (none is longer than 9).
    private static let prepositionsByLength: [[[UInt8]]] = (0...9).map { length in
        prepositions.sorted().map { Array($0.utf8) }.filter { $0.count == length }
    }

    /// Compares ASCII case-insensitively, as `lowercased()` then `prepositions.contains` would.
    private static func isPreposition(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 2, word.count <= 9 else { return false }
        let first = word[0] >= 0x41 && word[0] <= 0x5A ? word[0] | 0x20 : word[0]
        for preposition in prepositionsByLength[word.count] where preposition[0] == first {
            var equal = true
            for offset in 1..<word.count {
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
