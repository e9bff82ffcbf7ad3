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
    /// Only opened here: their megabytes are read when a rule first needs the labels (`labels(of:among:)`), which most lints never do.
    static func labelFiles(ofBundle path: String, entries: [String]) -> [String]? {
        let files = ["designable.nib", "classes.nib"].filter { entries.contains($0) }.map { path + "/" + $0 }.filter(isReadableFile)
        return files.isEmpty ? nil : files
    }

    /// Which of `names` a legacy nib's connections may use (among its `FileProblem.connectionLabels`, or the labels of its
    /// `connectionLabelFiles`, read now). Only the outlets unconnected-outlet would report are asked about: a bundle's labels
    /// are compared with those names where they lie in the file, not each made into a string (adium's bundles hold 60 MB).
    static func labels(of problem: FileProblem, among wanted: WantedNames) -> Set<String> {
        if let labels = problem.connectionLabels { return Set(labels.filter(wanted.names.contains)) }
        guard let files = problem.connectionLabelFiles else { return [] }
        var found: Set<String> = []
        for file in files {
            guard case .success(let bytes) = InputFile(path: file, kind: .compiledNib).readBytes() else { continue }
            if file.hasSuffix("/designable.nib") {
                forEachLabel(in: bytes) { label in if let name = wanted.match(label) { found.insert(name) } }
            } else {
                forEachWord(in: bytes) { word in if let name = wanted.match(word) { found.insert(name) } }
            }
        }
        return found
    }

    /// The names looked for, the ASCII ones by byte length: an ASCII label equals an ASCII name only byte for byte, and one
    /// of another length is passed over at once. Any other text is compared as a `String` (canonical equivalence).
    struct WantedNames {
        let names: Set<String>
        /// `asciiByLength[n]`: the names of `n` ASCII bytes (and the name itself).
        let asciiByLength: [[(bytes: [UInt8], name: String)]]
        /// Whether every name is ASCII (else each label is compared as a `String`).
        let allASCII: Bool

        init(_ names: Set<String>) {
            self.names = names
            allASCII = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            var byLength = [[(bytes: [UInt8], name: String)]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
            if allASCII { for name in names { byLength[name.utf8.count].append((Array(name.utf8), name)) } }
            asciiByLength = byLength
        }

        func match(_ text: UnsafeBufferPointer<UInt8>) -> String? {
            guard allASCII, text.allSatisfy({ $0 < 0x80 }) else {
                let label = String(decoding: text, as: UTF8.self)
                return names.contains(label) ? label : nil
            }
            guard text.count < asciiByLength.count else { return nil }
            return asciiByLength[text.count].first { $0.bytes.elementsEqual(text) }?.name
        }
    }

    /// Whether `InputFile.readBytes` would get past opening the file: it opens, and is no directory.
    private static func isReadableFile(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR
    }

    /// Each identifier of a text file (`classes.nib`: `OUTLETS = {anchorView = NSView; };`), in place.
    private static func forEachWord(in bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start: Int?
            for position in 0...buffer.count {
                let byte = position < buffer.count ? buffer[position] : 0x20
                let isWordByte = byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                if isWordByte {
                    if start == nil { start = position }
                } else if let first = start {
                    body(UnsafeBufferPointer(start: base + first, count: position - first))
                    start = nil
                }
            }
        }
    }

    static func connectionLabels(in bytes: [UInt8]) -> [String] {
        var labels: Set<String> = []
        forEachLabel(in: bytes) { labels.insert(String(decoding: $0, as: UTF8.self)) }
        return labels.sorted()
    }

    /// Each label (under 256 bytes) of an archive, in place: `memchr` to the `b` of each `<string key="label">` (half as
    /// many stops as at each `<`, which starts every tag of the archive), then to its `</string>`.
    private static func forEachLabel(in bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let opening: StaticString = #"<string key="label">"#, closing: StaticString = "</string>"
        let openingB = 15  // the `b` of `label`
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var cursor = 0
            while let start = ByteSearch.firstOffset(of: opening, in: buffer, from: cursor, scanningFor: openingB) {
                let valueStart = start + opening.utf8CodeUnitCount
                guard let end = ByteSearch.firstOffset(of: closing, in: buffer, from: valueStart, scanningFor: 0) else { break }
                if end - valueStart < 256 { body(UnsafeBufferPointer(start: base + valueStart, count: end - valueStart)) }
                cursor = end + closing.utf8CodeUnitCount
            }
        }
    }
}
