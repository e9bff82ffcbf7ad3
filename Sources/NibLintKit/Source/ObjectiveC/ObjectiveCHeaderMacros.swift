import Foundation

/// The macros of the app's own headers, for the files that import them (`#import "X.h"`): what the compiler has defined
/// when it reads `@interface MIK_APPLICATION_CLASS (MIKMIDI)` or `- (NSInteger)PREFIXED(count)` after the import.
///
/// A header is looked up beside the importing file (by its path relative to the file's folder), then, when the app's
/// headers are listed (`niblint dump-objc --app`), by its file name among them; the headers it imports in turn are
/// followed a few levels. A lint reads headers beside their importers only: sources are scanned while the tree is
/// still being walked. Each header's directive lines are read once, on whichever thread first needs them, for its
/// imports and the names it may define (`ObjectiveCPreprocessor.outline(ofHeader:)`); its definitions are read only
/// when a file uses one of those names (most headers' never are). One per lint (or dump): no state outlives it.
public final class ObjectiveCHeaderMacros: @unchecked Sendable {
    /// One header: its imports and the names it may define at once, its macros when first asked for.
    fileprivate final class Header: @unchecked Sendable {
        let path: String
        let names: MacroNames
        let imports: [String]
        private let lock = NSLock()
        /// The directive lines, until the macros are read from them.
        private var lines: [UInt8]
        private var table: ObjectiveCPreprocessor.MacroTable?
        private var importedHeaders: [Header]?

        init(path: String, lines: [UInt8]) {
            self.path = path
            (names, imports) = ObjectiveCPreprocessor.outline(ofHeader: lines)
            self.lines = names.isEmpty ? [] : lines
        }

        /// The headers `imports` names that could be read, in order: found once (every file importing this header
        /// follows the same imports).
        func importedHeaders(resolving resolve: (String) -> Header?) -> [Header] {
            lock.lock()
            let known = importedHeaders
            lock.unlock()
            if let known { return known }
            let found = imports.compactMap(resolve)
            lock.lock()
            importedHeaders = found
            lock.unlock()
            return found
        }

        var macros: ObjectiveCPreprocessor.MacroTable {
            lock.lock()
            defer { lock.unlock() }
            if let table { return table }
            let read = ObjectiveCPreprocessor.definitions(inHeader: lines).macros
            table = read
            lines = []
            return read
        }
    }

    /// The headers a file imports (and theirs) that may define macros, nearest first.
    struct Imported {
        fileprivate var headers: [Header] = []

        var isEmpty: Bool { headers.isEmpty }
        /// Their names' filters.
        var names: [MacroNames] { headers.map(\.names) }

        /// Whether a header may define `name`.
        func mayDefine(_ name: String) -> Bool {
            headers.contains { $0.names.names.contains(name) }
        }

        /// The definitions of `name` in the nearest header that has some; a header's macros are read (once per lint)
        /// when it may define the name.
        func definitions(of name: String) -> [ObjectiveCPreprocessor.Macro]? {
            for header in headers where header.names.names.contains(name) {
                if let found = header.macros[name] { return found }
            }
            return nil
        }
    }

    /// The app's headers by file name.
    private let headersByName: [String: [String]]
    private let knownPaths: Set<String>
    private let lock = NSLock()
    /// Each header read, by path (nil: no such file).
    private var cache: [String: Header?] = [:]
    /// The header each name imported from a folder's files names (nil: none), by folder and name: the files of a
    /// folder import the same headers, found once.
    private var importsByFolder: [String: [String: Header?]] = [:]
    /// How many levels of imports are followed from the file.
    private let depth = 3

    /// `headerPaths`: the app's `.h` files, when known.
    public init(headerPaths: [String] = []) {
        let paths = headerPaths.filter { $0.hasSuffix(".h") }.map(ProjectPath.normalized).sorted()
        var byName: [String: [String]] = [:]
        for path in paths { byName[ProjectPath.lastComponent(of: path), default: []].append(path) }
        headersByName = byName
        knownPaths = Set(paths)
    }

    /// The headers `imports` (written in the file at `path`) names and theirs that may define macros, nearest first.
    func macros(importedBy imports: [String], from path: String) -> Imported {
        var imported = Imported()
        // One `Header` per path (`header(at:)`): seen by identity.
        var seen: Set<ObjectIdentifier> = []
        var level = headers(importedBy: imports, from: path)
        for _ in 0..<depth where !level.isEmpty {
            var next: [Header] = []
            for header in level where header.path != path && seen.insert(ObjectIdentifier(header)).inserted {
                if !header.names.isEmpty { imported.headers.append(header) }
                next += header.importedHeaders { self.readHeader($0, from: header.path) }
            }
            level = next
        }
        return imported
    }

    /// The headers `imports` (written in the file at `path`) name that could be read, in order.
    private func headers(importedBy imports: [String], from path: String) -> [Header] {
        let folder = ProjectPath.parent(of: path)
        lock.lock()
        let known = importsByFolder[folder] ?? [:]
        lock.unlock()
        var found: [String: Header?] = [:]
        let headers = imports.compactMap { name -> Header? in
            if let header = known[name] { return header }
            // A file's path and its folder's give the same header (`resolve` reads the folder only).
            let header = readHeader(name, from: path)
            found[name] = .some(header)
            return header
        }
        guard !found.isEmpty else { return headers }
        lock.lock()
        importsByFolder[folder, default: [:]].merge(found) { old, _ in old }
        lock.unlock()
        return headers
    }

    /// The header `name` (written in the file at `path`) names, read.
    private func readHeader(_ name: String, from path: String) -> Header? {
        resolve(name, from: path).flatMap(header(at:))
    }

    private func resolve(_ name: String, from path: String) -> String? {
        let beside = ProjectPath.normalized(ProjectPath.parent(of: path) + "/" + name)
        if knownPaths.isEmpty ? header(at: beside) != nil : knownPaths.contains(beside) { return beside }
        return headersByName[ProjectPath.lastComponent(of: name)]?.first
    }

    private func header(at path: String) -> Header? {
        lock.lock()
        let cached = cache[path]
        lock.unlock()
        if let cached { return cached }
        // Read with `open`/`read`: a missing file (an import of a header elsewhere) costs one failed `open`.
        let header = (try? InputFile(path: path, kind: .objectiveC).readBytes().get()).map { bytes in
            Header(path: path, lines: ObjectiveCPreprocessor.directiveLines(ofHeader: bytes))
        }
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have read it meanwhile: its `Header` is the one.
        if let cached = cache[path] { return cached }
        cache[path] = header
        return header
    }
}
