import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// The kinds of file niblint reads.
public enum InputFileKind: Sendable {
    case xib
    case storyboard
    case swift
    case objectiveC
    /// A compiled `.nib` (file or bundle): checked only to say it cannot be checked.
    case compiledNib
    /// An Xcode `project.pbxproj`, or an XcodeGen spec (`project.yml`): read to learn which nibs a target builds.
    case xcodeProject
    /// An `Info.plist` (or `*-Info.plist`): read for the storyboards and nibs an app launches with.
    case infoPlist
    /// What names an image or a colour a nib may use (`AssetCatalog`): an asset catalog's set folder
    /// (`Logo.imageset`, `Brand.colorset`), a catalog's `Contents.json` (read only for a group's namespace), or an
    /// image file. Never parsed: the path is what counts.
    case asset
    /// A `.strings` or String Catalog (`.xcstrings`) in a `<lang>.lproj` folder: read only when it localizes a
    /// Base-internationalized nib beside it (`NibLocalization`), for stale-localization.
    case localizedStrings

    public var isInterfaceBuilder: Bool { self == .xib || self == .storyboard }

    /// The kind of a file by its name: an Info.plist by its name (`InfoPlist.isInfoPlist`), every other kind by
    /// its extension; nil for files niblint ignores.
    public init?(fileName: String, pathExtension: Substring) {
        // Called for every file of the tree: the extension is compared as bytes, and only an extension none of
        // these is becomes a `String` (for the asset check).
        switch Self.extensionMatch(pathExtension) {
        case .kind(let kind): self = kind
        case .plist:
            guard InfoPlist.isInfoPlist(fileName: fileName) else { return nil }
            self = .infoPlist
        case .yaml:
            // An XcodeGen spec: read as the project it generates.
            guard fileName == "project.yml" || fileName == "project.yaml" else { return nil }
            self = .xcodeProject
        case .json:
            guard fileName == "Contents.json" else { return nil }
            self = .asset
        case .other:
            guard AssetCatalog.isAssetExtension(String(pathExtension)) else { return nil }
            self = .asset
        }
    }

    /// What an extension says before the file name is looked at.
    private enum ExtensionMatch { case kind(InputFileKind), plist, yaml, json, other }

    /// `init(pathExtension:)`'s extensions and the three told by name too, compared byte for byte.
    private static func extensionMatch(_ pathExtension: Substring) -> ExtensionMatch {
        let bytes = pathExtension.utf8
        func equals(_ candidate: StaticString) -> Bool {
            guard bytes.count == candidate.utf8CodeUnitCount else { return false }
            return bytes.elementsEqual(UnsafeBufferPointer(start: candidate.utf8Start, count: candidate.utf8CodeUnitCount))
        }
        switch bytes.count {
        case 1: if equals("h") || equals("m") { return .kind(.objectiveC) }
        case 2: if equals("mm") { return .kind(.objectiveC) }
        case 3:
            if equals("xib") { return .kind(.xib) }
            if equals("nib") { return .kind(.compiledNib) }
            if equals("yml") { return .yaml }
        case 4:
            if equals("json") { return .json }
            if equals("yaml") { return .yaml }
        case 5:
            if equals("swift") { return .kind(.swift) }
            if equals("plist") { return .plist }
        case 7:
            if equals("pbxproj") { return .kind(.xcodeProject) }
            if equals("strings") { return .kind(.localizedStrings) }
        case 9: if equals("xcstrings") { return .kind(.localizedStrings) }
        case 10: if equals("storyboard") { return .kind(.storyboard) }
        default: break
        }
        return .other
    }

    /// The kind a path's extension stands for, or nil for files niblint ignores (and for Info.plists, which are
    /// told by their name: `init(fileName:pathExtension:)`).
    public init?(pathExtension: String) {
        switch pathExtension {
        case "xib": self = .xib
        case "storyboard": self = .storyboard
        case "swift": self = .swift
        case "h", "m", "mm": self = .objectiveC
        case "nib": self = .compiledNib
        case "pbxproj": self = .xcodeProject
        case "strings", "xcstrings": self = .localizedStrings
        default:
            guard AssetCatalog.isAssetExtension(pathExtension) else { return nil }
            self = .asset
        }
    }
}

/// A file to lint: its path as it should be reported, and where its bytes come from.
public struct InputFile: Sendable {
    public var path: String
    public var kind: InputFileKind
    /// In-memory contents (tests, rule examples); when nil the file is read from `path`.
    public var contents: [UInt8]?

    public init(path: String, kind: InputFileKind, contents: [UInt8]? = nil) {
        self.path = path
        self.kind = kind
        self.contents = contents
    }

    /// The last path component.
    public var fileName: String {
        String(lastComponent)
    }

    /// The base name without extension: the name code uses to load a nib.
    public var nibName: String {
        let last = lastComponent
        if let dot = last.utf8.lastIndex(of: UInt8(ascii: ".")) { return String(last[..<dot]) }
        return String(last)
    }

    /// The text after the last `/` that is not at the end (trailing slashes are dropped).
    private var lastComponent: Substring {
        var end = path.utf8.endIndex
        while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") { end = path.utf8.index(before: end) }
        let trimmed = path[..<end]
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed.isEmpty ? Substring(path) : trimmed }
        return trimmed[trimmed.utf8.index(after: slash)...]
    }

    /// How many first bytes `readBytes(rejecting:)` shows its check, and above which size it does.
    static let prefixLength = 4096

    /// Reads the file's bytes; failures are returned as a message for a `parse-error`.
    /// Plain `open`/`read` into one buffer: no `Data` in between, no copy.
    /// `rejecting`: for a file larger than `prefixLength`, a check of its first bytes that can refuse it before
    /// the rest is read (a 5 GB file of zeros named `.xib` is refused at its first byte, not after reading 5 GB).
    public func readBytes(rejecting: ((ArraySlice<UInt8>) -> FileReadError?)? = nil) -> Result<[UInt8], FileReadError> {
        if let contents { return .success(contents) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(FileReadError(message: "cannot open file for reading: \(String(cString: strerror(errno)))"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(FileReadError(message: "cannot read file: \(String(cString: strerror(errno)))"))
        }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(FileReadError(message: "is a directory")) }
        // A read of a regular file that leaves the buffer unfilled has reached the end: no second call to
        // be told so (one system call per file fewer). Pipes and devices read until a read returns nothing.
        let isRegularFile = info.st_mode & S_IFMT == S_IFREG
        if let rejecting, isRegularFile, Int(info.st_size) > Self.prefixLength {
            let prefix = [UInt8](unsafeUninitializedCapacity: Self.prefixLength) { buffer, count in
                count = max(0, pread(descriptor, buffer.baseAddress!, buffer.count, 0))
            }
            if let failure = rejecting(prefix[...]) { return .failure(failure) }
        }
        var bytes: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
        while true {
            // Read straight into uninitialized storage: filling it with zeros first would write every byte twice.
            var failure: FileReadError?
            var reachedEnd = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < buffer.count {
                    let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = FileReadError(message: "cannot read file: \(String(cString: strerror(errno)))")
                        return
                    }
                    if read == 0 { reachedEnd = true; return }
                    count += read
                    if isRegularFile && count < buffer.count { reachedEnd = true; return }
                }
            }
            if let failure { return .failure(failure) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if reachedEnd { return .success(bytes) }
            capacity = bytes.count
        }
    }
}

/// Why a file could not be read.
public struct FileReadError: Error, Sendable {
    public var message: String
    /// Where in the file, when the problem is in its bytes (1-based).
    public var line = 1
    public var column = 1

    public init(message: String, line: Int = 1, column: Int = 1) {
        self.message = message
        self.line = line
        self.column = column
    }
}
