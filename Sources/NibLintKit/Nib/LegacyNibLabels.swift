#if canImport(Darwin)
import Darwin  // memchr, memcmp
#elseif canImport(Glibc)
import Glibc  // memchr, memcmp
#endif

/// The names a legacy nib niblint does not otherwise read may connect outlets under: in an Interface Builder 3 `<archive>`
/// xib (loose, or a bundle's `designable.nib`) each `IBOutletConnection` / `IBActionConnection` holds `<string
/// key="label">name</string>`; an Interface Builder 2 bundle's `classes.nib` (an OpenStep property list) declares every
/// outlet its connections may use, so each of its words counts. Enough for unconnected-outlet to know that such a nib
/// may connect an outlet of that name (on an object whose class it does not read), and that it connects no other.
enum LegacyNibLabels {
    /// The labels of a `.nib` bundle's `designable.nib` and the words of its `classes.nib`; nil when it has neither
    /// (a compiled bundle: `keyedobjects.nib` alone is a binary archive).
    static func bundleLabels(at path: String) -> [String]? {
        let entries = Set(((try? DirectoryListing.entries(of: path)) ?? []).map(\.name))
        var labels: Set<String> = []
        var read = false
        if entries.contains("designable.nib"), case .success(let bytes) = InputFile(path: path + "/designable.nib", kind: .compiledNib).readBytes() {
            labels.formUnion(connectionLabels(in: bytes))
            read = true
        }
        if entries.contains("classes.nib"), case .success(let bytes) = InputFile(path: path + "/classes.nib", kind: .compiledNib).readBytes() {
            labels.formUnion(words(in: bytes))
            read = true
        }
        return read ? labels.sorted() : nil
    }

    /// The identifiers of a text file (`classes.nib`: `OUTLETS = {anchorView = NSView; };`).
    static func words(in bytes: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        var start: Int?
        for position in 0...bytes.count {
            let byte = position < bytes.count ? bytes[position] : 0x20
            let isWordByte = byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            if isWordByte {
                if start == nil { start = position }
            } else if let first = start {
                words.insert(String(decoding: bytes[first..<position], as: UTF8.self))
                start = nil
            }
        }
        return words
    }

    static func connectionLabels(in bytes: [UInt8]) -> [String] {
        let opening = Array(#"<string key="label">"#.utf8)
        let closing = Array("</string>".utf8)
        var labels: Set<String> = []
        var cursor = 0
        while let start = firstIndex(of: opening, in: bytes, from: cursor) {
            let valueStart = start + opening.count
            guard let end = firstIndex(of: closing, in: bytes, from: valueStart) else { break }
            if end - valueStart < 256 { labels.insert(String(decoding: bytes[valueStart..<end], as: UTF8.self)) }
            cursor = end + closing.count
        }
        return labels.sorted()
    }

    /// memchr to each candidate first byte: most of a `designable.nib` is not a label.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var cursor = start
            while cursor + needle.count <= buffer.count, let found = memchr(base + cursor, Int32(first), buffer.count - cursor) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard position + needle.count <= buffer.count else { return nil }
                if memcmp(base + position, needle, needle.count) == 0 { return position }
                cursor = position + 1
            }
            return nil
        }
    }
}
