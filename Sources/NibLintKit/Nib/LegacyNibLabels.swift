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
            labels.formUnion(labelSet(in: bytes))
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
        labelSet(in: bytes).sorted()
    }

    /// `memchr` to the `b` of each `<string key="label">` (half as many stops as at each `<`, which starts every tag of
    /// the archive), then to its `</string>`.
    private static func labelSet(in bytes: [UInt8]) -> Set<String> {
        let opening: StaticString = #"<string key="label">"#, closing: StaticString = "</string>"
        let openingB = 15  // the `b` of `label`
        var labels: Set<String> = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var cursor = 0
            while let start = ByteSearch.firstOffset(of: opening, in: buffer, from: cursor, scanningFor: openingB) {
                let valueStart = start + opening.utf8CodeUnitCount
                guard let end = ByteSearch.firstOffset(of: closing, in: buffer, from: valueStart, scanningFor: 0) else { break }
                if end - valueStart < 256 { labels.insert(String(decoding: UnsafeBufferPointer(start: base + valueStart, count: end - valueStart), as: UTF8.self)) }
                cursor = end + closing.utf8CodeUnitCount
            }
        }
        return labels
    }
}
