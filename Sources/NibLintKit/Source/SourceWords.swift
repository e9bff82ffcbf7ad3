/// The words a source file spells anywhere (code, strings, comments): what unused-nib reads before calling a nib
/// nothing loads. A name built in a way niblint does not follow (`R.nib.fooCell`, `StoryboardScene.Main`, an enum
/// case whose raw value is the name, a name in a comment about its loader) still shows up here, and such a nib is
/// not judged.
///
/// Kept as hashes of the lowercased words, made from the bytes without building strings: every source file is read
/// this way, and a collision only makes unused-nib judge a nib less.
enum SourceWords {
    /// The hash of every run of letters, digits and `_` that starts with a letter and has at least three characters,
    /// lowercased; once each, in the order first spelled (the same on every run).
    ///
    /// Kept unique in an open-addressing table of the hashes themselves (already well mixed): a `Set` would hash each
    /// one again, which cost as much as the scan.
    static func collect(_ bytes: [UInt8]) -> [UInt64] {
        var words: [UInt64] = []
        var slots = [UInt64](repeating: 0, count: 256)  // 0: empty (no word hashes to 0, see `finished`)
        var mask = slots.count - 1
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
                guard position - start >= 3, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { continue }
                hash = finished(hash)
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] != 0, slots[slot] != hash { slot = (slot + 1) & mask }
                guard slots[slot] == 0 else { continue }
                slots[slot] = hash
                words.append(hash)
                // At most half full: twice the slots, the words placed again.
                guard words.count * 2 > mask else { continue }
                mask = mask * 2 + 1
                slots = [UInt64](repeating: 0, count: mask + 1)
                for word in words {
                    var free = Int(truncatingIfNeeded: word) & mask
                    while slots[free] != 0 { free = (free + 1) & mask }
                    slots[free] = word
                }
            }
        }
        return words
    }

    /// The hash `collect` gives a word (any case).
    static func hash(_ word: Substring) -> UInt64 {
        var hash = offsetBasis
        for byte in word.utf8 { hash = (hash ^ UInt64(lowercased(byte))) &* prime }
        return finished(hash)
    }

    /// FNV-1a's low bits pick a slot poorly for short words: its high bits are folded in; never 0 (an empty slot).
    @inline(__always)
    private static func finished(_ hash: UInt64) -> UInt64 {
        let folded = hash ^ (hash >> 29)
        return folded == 0 ? 1 : folded
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
