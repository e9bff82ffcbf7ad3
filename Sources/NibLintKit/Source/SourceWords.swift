/// The words a source file spells anywhere (code, strings, comments): what unused-nib reads before calling a nib
/// nothing loads. A name built in a way niblint does not follow (`R.nib.fooCell`, `StoryboardScene.Main`, an enum
/// case whose raw value is the name, a name in a comment about its loader) still shows up here, and such a nib is
/// not judged.
///
/// Kept as hashes of the lowercased words, made from the bytes without building strings: every source file is read
/// this way, and a collision only makes unused-nib judge a nib less.
enum SourceWords {
    /// The hash of every run of letters, digits and `_` that starts with a letter and has at least three characters,
    /// lowercased; once each, sorted (a summary describes itself the same on every run).
    static func collect(_ bytes: [UInt8]) -> [UInt64] {
        var hashes: Set<UInt64> = []
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            let count = buffer.count
            while position < count {
                let byte = buffer[position]
                guard isWordByte(byte) else { position += 1; continue }
                let start = position
                var hash = offsetBasis
                while position < count, isWordByte(buffer[position]) {
                    hash = (hash ^ UInt64(lowercased(buffer[position]))) &* prime
                    position += 1
                }
                let first = buffer[start] | 0x20
                if position - start >= 3, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") { hashes.insert(hash) }
            }
        }
        return hashes.sorted()
    }

    /// The hash `collect` gives a word (any case).
    static func hash(_ word: Substring) -> UInt64 {
        var hash = offsetBasis
        for byte in word.utf8 { hash = (hash ^ UInt64(lowercased(byte))) &* prime }
        return hash
    }

    // FNV-1a, 64 bits.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_")
    }
}
