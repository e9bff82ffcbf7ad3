import Foundation

/// The macros of the app's own headers, for the files that import them (`#import "X.h"`): what the compiler has defined
/// when it reads `@interface MIK_APPLICATION_CLASS (MIKMIDI)` or `- (NSInteger)PREFIXED(count)` after the import.
///
/// A header is looked up beside the importing file (by its path relative to the file's folder), then, when the app's
/// headers are listed (`niblint dump-objc --app`), by its file name among them; the headers it imports in turn are
/// followed a few levels. A lint reads headers beside their importers only: sources are scanned while the tree is
/// still being walked. Each header's directive lines are read once (`ObjectiveCPreprocessor
/// .definitions(inHeader:)`), on whichever thread first needs them. One per lint (or dump): no state outlives it.
public final class ObjectiveCHeaderMacros: @unchecked Sendable {
    private struct Header {
        var macros: ObjectiveCPreprocessor.MacroTable
        var imports: [String]
    }

    /// The app's headers by file name.
    private let headersByName: [String: [String]]
    private let knownPaths: Set<String>
    private let lock = NSLock()
    /// Each header read, by path (nil: no such file).
    private var cache: [String: Header?] = [:]
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

    /// The macro tables of the headers `imports` (written in the file at `path`) and of theirs, nearest first.
    func tables(importedBy imports: [String], from path: String) -> [ObjectiveCPreprocessor.MacroTable] {
        var tables: [ObjectiveCPreprocessor.MacroTable] = []
        var seen: Set<String> = [path]
        var level: [(name: String, from: String)] = imports.map { ($0, path) }
        for _ in 0..<depth where !level.isEmpty {
            var next: [(name: String, from: String)] = []
            for (name, from) in level {
                guard let header = resolve(name, from: from), seen.insert(header).inserted, let read = self.header(at: header) else { continue }
                if !read.macros.isEmpty { tables.append(read.macros) }
                next += read.imports.map { ($0, header) }
            }
            level = next
        }
        return tables
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
        let header = FileManager.default.contents(atPath: path).map { data in
            let read = ObjectiveCPreprocessor.definitions(inHeader: [UInt8](data))
            return Header(macros: read.macros, imports: read.imports)
        }
        lock.lock()
        cache[path] = header
        lock.unlock()
        return header
    }
}
