import Foundation

/// Searches in bytes, for the readers that look at a file before (or instead of) decoding it.
enum ByteSearch {
    /// Whether `needle` occurs in `bytes` (a first-byte scan with `memchr`, then a comparison).
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { contains($0, needle) }
    }

    /// Whether `needle` occurs in `text`'s UTF-8 (Foundation's `contains` goes through `NSString`: tens of thousands of
    /// instructions a call).
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { contains($0, needle) }
    }

    static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        firstOffset(of: needle, in: buffer, from: 0, scanningFor: 0) != nil
    }

    /// Where `needle` first occurs in `buffer` at or after `start`, `memchr` looking for its byte at `anchor` (a rare
    /// byte of the needle skips more of the text between comparisons than a common first byte).
    static func firstOffset(of needle: StaticString, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, scanningFor anchor: Int) -> Int? {
        needle.withUTF8Buffer { pattern in
            guard anchor < pattern.count, start >= 0, start + pattern.count <= buffer.count, let base = buffer.baseAddress else { return nil }
            let key = pattern[anchor]
            var offset = start + anchor
            let last = buffer.count - pattern.count + anchor
            while offset <= last {
                guard let found = memchr(base + offset, Int32(key), last - offset + 1) else { return nil }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + position - anchor, pattern.baseAddress!, pattern.count) == 0 { return position - anchor }
                offset = position + 1
            }
            return nil
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
