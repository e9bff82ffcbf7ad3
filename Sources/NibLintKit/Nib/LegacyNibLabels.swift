#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a legacy nib niblint does not otherwise read may connect outlets under: in an Interface Builder 3 `<archive>`
/// xib (loose, or a bundle's `designable.nib`) each `IBOutletConnection` / `IBActionConnection` holds `<string
/// key="label">name</string>`; an Interface Builder 2 bundle's `classes.nib` (an OpenStep property list) declares every
/// outlet its connections may use, so each of its words counts. Enough for unconnected-outlet to know that such a nib
/// may connect an outlet of that name (on an object whose class it does not read), and that it connects no other.
enum LegacyNibLabels {
    /// The files of a `.nib` bundle (listed as `entries`) its labels come from, `designable.nib` and `classes.nib`, those
    /// that can be opened; nil when it has neither (a compiled bundle: `keyedobjects.nib` alone is a binary archive).
    /// Only opened here: their megabytes are read when a rule first needs the labels (`labels(of:)`), which most lints never do.
    static func labelFiles(ofBundle path: String, entries: [String]) -> [String]? {
        let files = ["designable.nib", "classes.nib"].filter { entries.contains($0) }.map { path + "/" + $0 }.filter(isReadableFile)
        return files.isEmpty ? nil : files
    }

    /// The names a legacy nib's connections may use (`FileProblem.connectionLabels`, or those of its `connectionLabelFiles`,
    /// read now); nil for a nib with nothing readable.
    static func labels(of problem: FileProblem) -> Set<String>? {
        if let labels = problem.connectionLabels { return Set(labels) }
        guard let files = problem.connectionLabelFiles else { return nil }
        var labels: Set<String> = []
        for file in files {
            guard case .success(let bytes) = InputFile(path: file, kind: .compiledNib).readBytes() else { continue }
            if file.hasSuffix("/designable.nib") { labelSet(in: bytes, into: &labels) } else { labels.formUnion(words(in: bytes)) }
        }
        return labels
    }

    /// Whether `InputFile.readBytes` would get past opening the file: it opens, and is no directory.
    private static func isReadableFile(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR
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
        var labels: Set<String> = []
        labelSet(in: bytes, into: &labels)
        return labels.sorted()
    }

    /// `memchr` to the `b` of each `<string key="label">` (half as many stops as at each `<`, which starts every tag of
    /// the archive), then to its `</string>`.
    private static func labelSet(in bytes: [UInt8], into labels: inout Set<String>) {
        let opening: StaticString = #"<string key="label">"#, closing: StaticString = "</string>"
        let openingB = 15  // the `b` of `label`
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
    }
}
