import Foundation

/// A localization of a Base-internationalized nib: `fr.lproj/Main.strings` (or a String Catalog,
/// `mul.lproj/Main.xcstrings`) beside `Base.lproj/Main.storyboard`, whose keys are `ObjectID.property`, as ibtool
/// exports them. Read for stale-localization (issue 28); what cannot be read is a parse-error.
public struct NibLocalization: Sendable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        /// At the key (its opening quote), 1-based.
        public var line: Int
        public var column: Int
    }

    public var path: String
    /// The entries that came from the nib (a String Catalog's entries added by hand, `"extractionState": "manual"`,
    /// are left out: Xcode never extracted them from the nib, code may look them up).
    public var entries: [Entry] = []
    /// The file could not be read, or a key appears twice (parse-errors).
    var problems: [FileProblem] = []

    // MARK: - Paths

    /// Whether a folder is a `<lang>.lproj` one (not `Base.lproj`, which holds the nibs themselves).
    static func isLocalizationFolder(_ directory: String) -> Bool {
        let name = ProjectPath.lastComponent(of: directory)
        return name.hasSuffix(".lproj") && name != "Base.lproj"
    }

    /// The nibs a localization file may localize: `Base.lproj/Name.storyboard` and `Base.lproj/Name.xib` in the
    /// folder that holds its `<lang>.lproj` folder. Empty when the file is in no `<lang>.lproj` folder.
    static func baseNibPaths(of path: String) -> [String] {
        let folder = ProjectPath.parent(of: path)
        guard folder != ".", isLocalizationFolder(folder) else { return [] }
        let fileName = ProjectPath.lastComponent(of: path)
        guard let dot = fileName.lastIndex(of: ".") else { return [] }
        let name = fileName[..<dot]
        let container = folder.contains("/") ? ProjectPath.parent(of: folder) + "/" : ""
        return [container + "Base.lproj/\(name).storyboard", container + "Base.lproj/\(name).xib"]
    }

    /// `fr.lproj/Main.strings`: the file with its folder, as messages name it.
    static func displayName(of path: String) -> String {
        let folder = ProjectPath.parent(of: path)
        return folder == "." ? path : ProjectPath.lastComponent(of: folder) + "/" + ProjectPath.lastComponent(of: path)
    }

    // MARK: - Reading

    /// Reads a `.strings` file (old-style, XML or binary property list; UTF-8 or UTF-16) or a `.xcstrings` catalog.
    static func read(path: String, bytes: [UInt8]) -> NibLocalization {
        var localization = NibLocalization(path: path)
        let fileName = displayName(of: path)
        if fileName.hasSuffix(".xcstrings") {
            localization.readCatalog(bytes)
            return localization
        }
        do {
            let file = try StringsFile(bytes: bytes, keepingValues: false)
            localization.entries = file.entries.map { Entry(key: $0.key, line: $0.line, column: $0.column) }
            var first: [String: Int] = [:]
            for entry in file.entries {
                guard let earlier = first[entry.key] else {
                    first[entry.key] = entry.line
                    continue
                }
                localization.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: entry.line, column: entry.column),
                    message: "'\(fileName)' holds the key \"\(entry.key)\" twice (first at line \(earlier)): the bundle keeps one value and drops the other; delete one of the two entries"))
            }
        } catch let failure as StringsFile.Failure {
            localization.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: failure.line, column: failure.column),
                                                     message: "'\(fileName)' is not a readable strings file: \(failure.message)"))
        } catch {
            localization.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: 1, column: 1),
                                                     message: "'\(fileName)' is not a readable strings file"))
        }
        return localization
    }

    /// A String Catalog: JSON whose `strings` object has one member per key.
    private mutating func readCatalog(_ bytes: [UInt8]) {
        let fileName = Self.displayName(of: path)
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let root = object as? [String: Any] else {
            problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: 1, column: 1),
                                        message: "'\(fileName)' is not a readable String Catalog (JSON)"))
            return
        }
        guard let strings = root["strings"] as? [String: Any] else { return }
        let positions = Self.memberPositions(bytes, depth: 2)
        for key in strings.keys.sorted() {
            if let member = strings[key] as? [String: Any], member["extractionState"] as? String == "manual" { continue }
            let (line, column) = positions[key] ?? (1, 1)
            entries.append(Entry(key: key, line: line, column: column))
        }
        entries.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Where each member name of the objects at `depth` (1: the top object) starts, in one pass over the JSON:
    /// at the name's opening quote. Names are taken as written (nib keys need no escapes).
    static func memberPositions(_ bytes: [UInt8], depth wanted: Int) -> [String: (line: Int, column: Int)] {
        var positions: [String: (line: Int, column: Int)] = [:]
        var depth = 0, line = 1, lineStart = 0, position = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case 0x0A: line += 1; lineStart = position + 1
            case UInt8(ascii: "\""):
                let start = position
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    if bytes[position] == UInt8(ascii: "\\") { position += 1 }
                    position += 1
                }
                guard depth == wanted, position < bytes.count else { break }
                var next = position + 1
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0A || bytes[next] == 0x0D { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":") {
                    let name = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
                    if positions[name] == nil { positions[name] = (line, start - lineStart + 1) }
                }
            default: break
            }
            position += 1
        }
        return positions
    }
}
