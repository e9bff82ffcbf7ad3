/// The words a source file spells anywhere (code, strings, comments): what unused-nib reads before calling a nib
/// nothing loads. A name built in a way niblint does not follow (`R.nib.fooCell`, `StoryboardScene.Main`, an enum
/// case whose raw value is the name, a name in a comment about its loader) still shows up here, and such a nib is
/// not judged.
enum SourceWords {
    /// Every run of letters, digits and `_` that starts with a letter and has at least three characters, once, sorted
    /// (a summary describes itself the same on every run).
    static func collect(_ bytes: [UInt8]) -> [String] {
        var words: Set<String> = []
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            let count = buffer.count
            while position < count {
                let byte = buffer[position]
                guard isWordByte(byte) else { position += 1; continue }
                let start = position
                while position < count, isWordByte(buffer[position]) { position += 1 }
                let first = buffer[start]
                if position - start >= 3, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") {
                    words.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self))
                }
            }
        }
        return words.sorted()
    }

    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_")
    }
}
