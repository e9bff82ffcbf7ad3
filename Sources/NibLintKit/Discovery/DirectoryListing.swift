#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a directory, with its type as the file system reports it (no `stat` per file).
struct DirectoryEntry {
    enum Kind { case directory, file, symbolicLink, other }
    var name: String
    var kind: Kind
}

/// Lists directories with `readdir`, which gives each entry's type for free; Foundation's
/// `attributesOfItem` costs a `stat` call and a dictionary per file.
enum DirectoryListing {
    struct Failure: Error { var code: Int32 }

    /// The entries, sorted by name.
    static func entries(of path: String) throws -> [DirectoryEntry] {
        try unsortedEntries(of: path).sorted { $0.name < $1.name }
    }

    /// The entries in the order the file system gives them, for a caller that needs no order (a `.nib` bundle's are looked
    /// up by name).
    static func unsortedEntries(of path: String) throws -> [DirectoryEntry] {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            entries.append(DirectoryEntry(name: name, kind: kind(of: entry.pointee.d_type, path: { path + "/" + name })))
        }
        return entries
    }

    /// `path` is only built for file systems that leave the type unknown.
    private static func kind(of type: UInt8, path: () -> String) -> DirectoryEntry.Kind {
        switch Int32(type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN):
            // Some file systems do not fill in the type: ask lstat.
            var info = stat()
            guard lstat(path(), &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            case S_IFLNK: return .symbolicLink
            default: return .other
            }
        default: return .other
        }
    }

    /// The path with every link resolved (`realpath(3)`), or nil when it leads nowhere (a dangling link). Foundation's
    /// `resolvingSymlinksInPath` costs about six times as much, which shows in trees of many links (RxSwift has 435).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the path, links followed, is a directory; nil when nothing is there.
    static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// A human-readable reason for a failure code.
    static func describe(_ failure: Failure) -> String {
        String(cString: strerror(failure.code))
    }
}
