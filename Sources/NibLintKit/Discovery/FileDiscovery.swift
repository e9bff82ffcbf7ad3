import Foundation

/// Finds the files to lint under the given paths: nibs, storyboards, Swift and Objective-C sources.
///
/// Build and version-control folders are skipped, symbolic links are not followed out of the tree,
/// and problems (unreadable folders) are reported instead of stopping the walk.
public struct FileDiscovery: Sendable {
    /// Folder names never entered.
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", ".swiftpm", ".hg", ".svn"]
    /// Files whose presence means module-less classes may come from code that is not in the tree.
    public static let dependencyManifests: Set<String> = ["Podfile", "Podfile.lock", "Cartfile", "Cartfile.resolved", "Package.resolved"]
    /// Folder extensions of prebuilt frameworks, whose classes may have no headers in the tree.
    public static let frameworkExtensions: Set<String> = ["framework", "xcframework"]

    public struct Result: Sendable {
        public var files: [InputFile] = []
        public var problems: [FileProblem] = []
        /// A dependency manager manifest or a prebuilt framework was found (their classes may not be in the tree).
        public var hasDependencyManifest = false
    }

    public var configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func discover(paths: [String]) -> Result {
        var result = Result()
        var seen: Set<String> = []
        for root in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                result.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: root, line: 1, column: 1), message: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                let rootPath = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
                let realRoot = (try? FileManager.default.destinationOfSymbolicLink(atPath: rootPath)).map { _ in resolved(rootPath) } ?? resolved(rootPath)
                walk(directory: rootPath, relative: "", realRoot: realRoot, into: &result, seen: &seen)
            } else {
                let name = (root as NSString).lastPathComponent
                if let kind = InputFileKind(pathExtension: (name as NSString).pathExtension), seen.insert(root).inserted {
                    result.files.append(InputFile(path: root, kind: kind))
                }
            }
        }
        result.files.sort { $0.path < $1.path }
        return result
    }

    private var hasExcludes: Bool { !configuration.excludes.isEmpty }

    /// `NSString.pathExtension` of a file name, without bridging: the text after the last dot, unless
    /// that dot starts the name (`.swift` has none).
    static func pathExtension(of name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }

    private func walk(directory: String, relative: String, realRoot: String, into result: inout Result, seen: inout Set<String>) {
        let entries: [DirectoryEntry]
        do {
            entries = try DirectoryListing.entries(of: directory)
        } catch let failure as DirectoryListing.Failure {
            result.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: directory, line: 1, column: 1), message: "cannot read directory: \(DirectoryListing.describe(failure))"))
            return
        } catch {
            return
        }
        for entry in entries {
            let name = entry.name
            let path = directory == "." ? name : directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if hasExcludes, configuration.isExcluded(relativePath) { continue }
            if Self.dependencyManifests.contains(name) { result.hasDependencyManifest = true }
            guard entry.kind != .other else { continue }
            var isDirectory = entry.kind == .directory
            if entry.kind == .symbolicLink {
                // Follow a link only when it stays inside the linted tree (and so cannot loop outside it).
                let target = resolved(path)
                guard target.hasPrefix(realRoot + "/") else { continue }
                var targetIsDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: target, isDirectory: &targetIsDirectory) else { continue }
                if targetIsDirectory.boolValue { continue }  // linked folders are reached through their real path
                isDirectory = false
            }
            let pathExtension = Self.pathExtension(of: name)
            if isDirectory {
                if Self.skippedDirectories.contains(name) { continue }
                if Self.frameworkExtensions.contains(String(pathExtension)) { result.hasDependencyManifest = true }
                if pathExtension == "nib" {
                    result.problems.append(FileProblem(kind: .unsupported, location: SourceLocation(file: path, line: 1, column: 1), message: "'\(name)' is a compiled nib bundle, which niblint cannot check; lint the .xib or .storyboard it was compiled from"))
                    continue
                }
                if pathExtension == "xib" || pathExtension == "storyboard" {
                    result.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: 1, column: 1), message: "'\(name)' is a directory, not an Interface Builder file"))
                    continue
                }
                walk(directory: path, relative: relativePath, realRoot: realRoot, into: &result, seen: &seen)
            } else if let kind = InputFileKind(pathExtension: String(pathExtension)), seen.insert(path).inserted {
                result.files.append(InputFile(path: path, kind: kind))
            }
        }
    }

    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
