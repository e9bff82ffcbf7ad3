import Foundation

/// Searches in bytes, for the readers that look at a file before (or instead of) decoding it.
enum ByteSearch {
    /// Whether `needle` occurs in `bytes` (a first-byte scan with `memchr`, then a comparison).
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { pattern in
            guard let first = pattern.first, pattern.count <= bytes.count else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                var offset = 0
                let last = buffer.count - pattern.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }

    /// Whether `needle` occurs in `bytes`, `memchr` looking for its byte at `anchor`: a rare byte of the needle skips
    /// more of the text between comparisons than a common first byte.
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: StaticString, scanningFor anchor: Int) -> Bool {
        needle.withUTF8Buffer { pattern in
            guard anchor < pattern.count, pattern.count <= bytes.count else { return false }
            let key = pattern[anchor]
            return bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                var offset = anchor
                let last = buffer.count - pattern.count + anchor
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(key), last - offset + 1) else { return false }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position - anchor, pattern.baseAddress!, pattern.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
