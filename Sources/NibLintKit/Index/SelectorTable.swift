import Foundation

/// The selectors of the methods of the sources, gathered on the workers as each file is parsed, while its
/// strings are still in cache (`SourceTables` would otherwise read every method's selector once more).
final class SelectorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var table = SelectorTable()

    /// Adds the selectors of the summary's methods.
    ///
    /// Methods keep their own selector strings. Giving each the string first met for its selector saved
    /// memory (16x: 588 -> 533 MB) but cost more time than it saved (16x, A/B median of 9: 2.86 s without,
    /// 3.02 s with; 4x: 0.64 s without, 0.71 s with): each repeat changed the reference count of a
    /// string made in another file, and so in another part of the heap.
    func add(_ summary: SourceFacts) {
        lock.lock()
        defer { lock.unlock() }
        // Moved out while filled, so that the loop works on a local value rather than on the object's property.
        var table = self.table
        self.table = SelectorTable()
        // Through buffers: subscripting `summary.classes[position].methods[method]` may read each method out
        // whole (a reference-count change for each of its strings and arrays) to get at its selector.
        summary.classes.withUnsafeBufferPointer { classes in
            for position in classes.indices {
                classes[position].methods.withUnsafeBufferPointer { methods in
                    for method in methods.indices { table.insert(methods[method].selector) }
                }
            }
        }
        self.table = table
    }

    /// Every selector added.
    var all: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return table.all
    }
}

/// A set of strings for the case where nearly every insert is a repeat (the same dozen selectors in every
/// class of a project): open addressing on a word-at-a-time hash of the bytes, which costs a fraction of
/// `Set<String>`'s keyed hash. Equal hashes are confirmed by comparing the bytes with those kept in an arena.
struct SelectorTable {
    /// The hash of each slot's string, 0 for an empty slot (hashes are never 0); empty until the first insert.
    private var hashes: [UInt64] = []
    /// Where each slot's bytes start in `arena`, and how many: a repeat is compared with bytes laid out side by
    /// side, not with the first string's storage, which lies wherever its file's declarations were made.
    private var starts: [Int] = []
    private var lengths: [Int] = []
    private var arena: [UInt8] = []
    /// Each string once, in the order first inserted; `textIndices` gives each slot's.
    private var texts: [String] = []
    private var textIndices: [Int] = []

    /// Inserts `text` unless an equal string is held, and returns the string held then (nil when `text` was new).
    @discardableResult
    mutating func insert(_ text: String) -> String? {
        var text = text
        let held = text.withUTF8 { find(bytes: $0) }
        if let held { return texts[held] }
        texts.append(text)
        return nil
    }

    /// The index in `texts` of the string with these bytes; when there is none, the bytes are added (for the
    /// string the caller appends to `texts` next) and the result is nil.
    private mutating func find(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(bytes) | 1
        if hashes.isEmpty { resize(to: 1024) }
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, lengths[slot] == bytes.count, arenaHolds(bytes, at: starts[slot]) { return textIndices[slot] }
            slot = (slot + 1) & mask
        }
        hashes[slot] = hash
        starts[slot] = arena.count
        lengths[slot] = bytes.count
        textIndices[slot] = texts.count
        arena.append(contentsOf: bytes)
        if (texts.count + 1) * 2 > hashes.count { resize(to: hashes.count * 2) }
        return nil
    }

    private func arenaHolds(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        // Called with equal lengths: two empty strings are equal (and the arena may have no storage yet).
        guard !bytes.isEmpty, let source = bytes.baseAddress else { return true }
        return arena.withUnsafeBufferPointer { arena in arena.baseAddress.map { memcmp($0 + start, source, bytes.count) == 0 } ?? false }
    }

    var all: Set<String> { Set(texts) }

    private mutating func resize(to capacity: Int) {
        let (oldHashes, oldStarts, oldLengths, oldIndices) = (hashes, starts, lengths, textIndices)
        hashes = [UInt64](repeating: 0, count: capacity)
        starts = [Int](repeating: 0, count: capacity)
        lengths = [Int](repeating: 0, count: capacity)
        textIndices = [Int](repeating: 0, count: capacity)
        let mask = capacity - 1
        for old in oldHashes.indices where oldHashes[old] != 0 {
            var slot = Int(truncatingIfNeeded: oldHashes[old]) & mask
            while hashes[slot] != 0 { slot = (slot + 1) & mask }
            (hashes[slot], starts[slot], lengths[slot], textIndices[slot]) = (oldHashes[old], oldStarts[old], oldLengths[old], oldIndices[old])
        }
    }

    /// Eight bytes at a time, each word mixed in with a multiply and a shift (the finalizer of SplitMix64).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= bytes.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }
}
