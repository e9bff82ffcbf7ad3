/// The connection labels of a legacy Interface Builder 3 `<archive>` xib, which niblint does not otherwise read: each
/// `IBOutletConnection` / `IBActionConnection` holds `<string key="label">name</string>`. Enough for unconnected-outlet
/// to know that such a nib connects an outlet of that name (on an object whose class it does not read).
enum LegacyNibLabels {
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
