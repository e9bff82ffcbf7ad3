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

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var position = start
        let last = bytes.count - needle.count
        while position <= last {
            if bytes[position] == first, bytes[position..<(position + needle.count)].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }
}
