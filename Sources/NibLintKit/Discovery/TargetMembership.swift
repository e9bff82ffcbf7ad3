import Foundation

/// Which Interface Builder files an Xcode project actually builds.
///
/// A nib inside an Xcode project's folder that no `project.pbxproj` mentions is not compiled into any
/// target (a leftover file): it can never be loaded, so its stale connections are not crashes. Files in
/// Swift packages (a `Package.swift` between the file and the project) and projects using synchronized
/// folders (Xcode 16, which lists folders instead of files) are always treated as built.
public struct TargetMembership: Sendable {
    private var projectRoots: [String] = []
    private var packageRoots: [String] = []
    private var mentionedNames: Set<String> = []
    private var usesSynchronizedFolders = false
    /// A project or package depends on remote Swift packages, whose (Objective-C) classes are not in the tree.
    public private(set) var usesRemotePackages = false

    /// - Parameters:
    ///   - projectFiles: paths of `project.pbxproj` files found in the tree.
    ///   - packageManifests: paths of `Package.swift` files found in the tree.
    public init(projectFiles: [String], packageManifests: [String], read: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }) {
        for projectFile in projectFiles {
            // .../App.xcodeproj/project.pbxproj → the folder holding App.xcodeproj.
            let projectRoot = (((projectFile as NSString).deletingLastPathComponent) as NSString).deletingLastPathComponent
            guard let text = read(projectFile) else {
                // Unreadable project: assume it builds everything.
                usesSynchronizedFolders = true
                continue
            }
            projectRoots.append(projectRoot)
            if text.contains("PBXFileSystemSynchronizedRootGroup") { usesSynchronizedFolders = true }
            if text.contains("XCRemoteSwiftPackageReference") { usesRemotePackages = true }
            mentionedNames.formUnion(Self.fileNames(in: text))
        }
        packageRoots = packageManifests.map { ($0 as NSString).deletingLastPathComponent }
        for manifest in packageManifests where read(manifest)?.contains(".package(url:") == true {
            usesRemotePackages = true
        }
    }

    /// False only when the file is provably in no target of the projects that contain it.
    public func isBuilt(_ path: String) -> Bool {
        guard !usesSynchronizedFolders else { return true }
        let insideProjects = projectRoots.filter { Self.isAncestor($0, of: path) }
        guard !insideProjects.isEmpty else { return true }
        // A Swift package below the project root owns the file.
        if packageRoots.contains(where: { root in Self.isAncestor(root, of: path) && insideProjects.contains { Self.isAncestor($0, of: root) || $0 == root } }) {
            return true
        }
        return mentionedNames.contains((path as NSString).lastPathComponent)
    }

    private static func isAncestor(_ directory: String, of path: String) -> Bool {
        directory.isEmpty || directory == "." ? !path.hasPrefix("/") : path.hasPrefix(directory + "/")
    }

    /// Every token of a project file (quoted or bare) that names a file with an Interface Builder extension.
    static func fileNames(in text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var names: Set<String> = []
        func isSeparator(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""): return true
            default: return false
            }
        }
        func add(_ start: Int, _ end: Int) {
            guard end - start > 4 else { return }
            var nameStart = start
            for index in start..<end where bytes[index] == UInt8(ascii: "/") { nameStart = index + 1 }
            let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
            if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") { names.insert(name) }
        }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                add(index + 1, min(end, bytes.count))
                index = end + 1
            } else if isSeparator(bytes[index]) {
                index += 1
            } else {
                var end = index
                while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
                add(index, end)
                index = end
            }
        }
        return names
    }
}
