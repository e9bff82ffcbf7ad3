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
}
