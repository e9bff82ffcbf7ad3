import Foundation

/// What a path named on the command line means (issue 40):
/// - a folder that holds a project anywhere beneath it (an `.xcodeproj`, an `.xcworkspace`, a `Package.swift`, an
///   XcodeGen `project.yml`, a Tuist `Project.swift`) is an app, or a folder of apps: it is linted exactly;
/// - a file, or a folder with no project beneath it, inside a project is linted with that project (the nearest
///   one upward, or the workspace above it that builds it), so that it gets the findings a whole-project lint
///   gives it (a superclass elsewhere is scanned, an outlet set from another file is seen), and only those are
///   reported;
/// - a path with no project above or below it is linted as it is.
/// A git work tree's root is no project: it widens nothing (it stays the root of baselines and configuration
/// files), so an app in a monorepo is never linted with its neighbours. A `Package.swift` owns only its target
/// folders (`Sources`, `Tests`, `Plugins`): a path elsewhere beside it (a package's sample or fixture folders)
/// belongs to no project.
public struct ProjectScope: Equatable, Sendable {
    /// What to lint: the projects of the widened paths and the other paths, as given or (projects) relative
    /// to the working directory when under it, else absolute.
    public var lintPaths: [String]
    /// The paths whose diagnostics are reported (absolute), or nil when every path is linted as it is.
    public var reportedPaths: [String]?
    /// The reported paths that are files (absolute): a diagnostic they are involved in is reported wherever it is
    /// located (`niblint Foo.h` reports the nibs the header breaks, as `--report-only Foo.h` does).
    public var reportedFiles: Set<String> = []

    /// What the file system answers (the same seam as the configuration files' search).
    public typealias FileSystem = LintRulesFiles.FileSystem

    /// Files whose folder is a project's.
    static let projectFiles: Set<String> = ["Package.swift", "project.yml", "Project.swift"]
    /// Folder extensions that make their parent folder a project's.
    static let projectBundleExtensions = [".xcodeproj", ".xcworkspace"]

    /// Whether an entry of a folder makes that folder a project's.
    static func isProjectMarker(_ name: String, isFolder: Bool) -> Bool {
        projectBundleExtensions.contains { name.hasSuffix($0) } || (!isFolder && projectFiles.contains(name))
    }

    /// Whether `folder` or a folder beneath it holds a project. The walk skips what discovery skips and stops at
    /// the first project found; a project bundle is not entered.
    static func holdsProject(_ folder: String, fileSystem: FileSystem) -> Bool {
        var pending = [folder]
        while let next = pending.popLast() {
            for entry in fileSystem.entries(next) {
                if isProjectMarker(entry.name, isFolder: entry.isFolder) { return true }
                guard entry.isFolder, !FileDiscovery.skippedDirectories.contains(entry.name), !entry.name.hasPrefix(".") else { continue }
                // Bundles that hold no sources of a project of their own: a catalog, a localization, a framework.
                if entry.name.hasSuffix(".xcassets") || entry.name.hasSuffix(".lproj") || entry.name.hasSuffix(".framework")
                    || entry.name.hasSuffix(".xcframework") || entry.name.hasSuffix(".nib") { continue }
                pending.append(next == "/" ? "/" + entry.name : next + "/" + entry.name)
            }
        }
        return false
    }

    /// SwiftPM's conventional target folders: what a `Package.swift` builds from.
    static let packageTargetFolders = ["Sources", "Tests", "Plugins"]

    /// The project `folder` is for `target` (a path under it): `.some(true)` it is, `.some(false)` a package
    /// there disowns the path (the search stops), nil it holds no project (a git work tree's root holds none).
    static func owns(_ folder: String, _ target: String, fileSystem: FileSystem) -> Bool? {
        let entries = fileSystem.entries(folder)
        if entries.contains(where: { isProjectMarker($0.name, isFolder: $0.isFolder) && $0.name != "Package.swift" }) { return true }
        if entries.contains(where: { $0.name == "Package.swift" && !$0.isFolder }) {
            let inside = target.dropFirst(folder == "/" ? 1 : folder.count + 1)
            return packageTargetFolders.contains { inside == $0 || inside.hasPrefix($0 + "/") }
        }
        return nil
    }

    /// The folders above `path` (absolute), nearest first.
    static func ancestors(of path: String) -> [String] {
        var folders: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            folders.append(folder)
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return folders
    }

    /// The project that builds `target`: the nearest folder upward that owns it, or the nearest folder above that
    /// holds a workspace (the workspace builds the projects in its subfolders, with the dependencies they share,
    /// such as `Pods`); nil when none does.
    static func project(of target: String, fileSystem: FileSystem) -> String? {
        let folders = ancestors(of: target)
        guard let nearest = folders.firstIndex(where: { owns($0, target, fileSystem: fileSystem) != nil }),
              owns(folders[nearest], target, fileSystem: fileSystem) == true else { return nil }
        let workspace = folders[(nearest + 1)...].first { folder in
            fileSystem.entries(folder).contains { $0.name.hasSuffix(".xcworkspace") }
        }
        return workspace ?? folders[nearest]
    }

    public static func resolve(_ paths: [String], workingDirectory: String, fileSystem: FileSystem = .real) -> ProjectScope {
        let working = PathNormalizer.standardized(workingDirectory)
        func absolute(_ path: String) -> String { PathNormalizer.standardized(path.hasPrefix("/") ? path : working + "/" + path) }
        func shown(_ folder: String) -> String {
            folder == working ? "." : folder.hasPrefix(working + "/") ? String(folder.dropFirst(working.count + 1)) : folder
        }
        var lintPaths: [String] = []
        var widened = false
        var reported: [String] = []
        var reportedFiles: Set<String> = []
        for path in paths {
            let target = absolute(path)
            reported.append(target)
            if fileSystem.isDirectory(target) != true { reportedFiles.insert(target) }
            // The project above is looked for first: a folder with none above is linted as it is, walked or not.
            if let project = project(of: target, fileSystem: fileSystem),
               !(fileSystem.isDirectory(target) == true && holdsProject(target, fileSystem: fileSystem)) {
                widened = true
                lintPaths.append(shown(project))
            } else {
                lintPaths.append(path)
            }
        }
        guard widened else { return ProjectScope(lintPaths: paths, reportedPaths: nil) }
        // A project linted once, and no path inside another that is linted.
        var unique: [String] = []
        for path in lintPaths where !unique.contains(path) { unique.append(path) }
        let kept = unique.filter { path in
            let folder = absolute(path)
            return !unique.contains { other in other != path && folder.hasPrefix(absolute(other) == "/" ? "/" : absolute(other) + "/") }
        }
        var scope = ProjectScope(lintPaths: kept, reportedPaths: reported)
        scope.reportedFiles = reportedFiles
        return scope
    }

    /// Whether `diagnostic` is reported: located in a reported path, or involving a reported file (a note, a
    /// related file: the source whose class the nib names).
    public func reports(_ diagnostic: Diagnostic, workingDirectory: String) -> Bool {
        if reports(diagnostic.location.file, workingDirectory: workingDirectory) { return true }
        guard !reportedFiles.isEmpty else { return false }
        return diagnostic.involvedFiles.contains { file in
            reportedFiles.contains(PathNormalizer.standardized(file.hasPrefix("/") ? file : workingDirectory + "/" + file))
        }
    }

    /// Whether `file` (relative to `workingDirectory`, or absolute) is reported.
    public func reports(_ file: String, workingDirectory: String) -> Bool {
        guard let reportedPaths else { return true }
        let path = PathNormalizer.standardized(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
        return reportedPaths.contains { path == $0 || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }
}

/// Keeps the diagnostics located in the paths named on the command line when they were linted with their
/// project (`ProjectScope`).
public struct ProjectScopeStage: DiagnosticStage {
    public let scope: ProjectScope
    public let workingDirectory: String

    public init(scope: ProjectScope, workingDirectory: String) {
        self.scope = scope
        self.workingDirectory = workingDirectory
    }

    public func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        diagnostics.removeAll { !scope.reports($0, workingDirectory: workingDirectory) }
    }
}

extension LintResult {
    /// The unverified connections and skipped nibs of the scope's paths only (the diagnostics are already).
    public func scoped(to scope: ProjectScope, workingDirectory: String) -> LintResult {
        guard scope.reportedPaths != nil else { return self }
        var result = self
        let keep = unverifiedConnections.indices.filter { scope.reports(unverifiedConnections[$0].location.file, workingDirectory: workingDirectory) }
        result.unverifiedConnections = keep.map { unverifiedConnections[$0] }
        if unverifiedReasons.count == unverifiedConnections.count { result.unverifiedReasons = keep.map { unverifiedReasons[$0] } }
        let nibs = notBuiltNibFiles.indices.filter { scope.reports(notBuiltNibFiles[$0], workingDirectory: workingDirectory) }
        result.notBuiltNibFiles = nibs.map { notBuiltNibFiles[$0] }
        if notBuiltReasons.count == notBuiltNibFiles.count { result.notBuiltReasons = nibs.map { notBuiltReasons[$0] } }
        result.uncheckedNibs = uncheckedNibs.filter { scope.reports($0.location.file, workingDirectory: workingDirectory) }
        return result
    }
}
