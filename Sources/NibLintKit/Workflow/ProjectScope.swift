import Foundation

/// Paths named on the command line are linted with their project, so that a file or a subfolder gets the
/// findings a whole-project lint gives it (a superclass elsewhere is scanned, an outlet set from another file
/// is seen), and only those are reported. A path's project is the nearest folder from it upward that holds an
/// `.xcodeproj`, a `Package.swift`, a `project.yml` or a `.git`; a folder that holds one itself, or a path
/// with none above it, is linted as it is. A `Package.swift` owns only its target folders (`Sources`, `Tests`,
/// `Plugins`): a path elsewhere beside it (a package's sample or fixture folders) belongs to no project.
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

    static let markers: Set<String> = ["Package.swift", "project.yml", ".git"]

    /// Whether `folder` holds a project (or is a work tree's root).
    static func isProjectRoot(_ folder: String, fileSystem: FileSystem) -> Bool {
        fileSystem.entries(folder).contains { markers.contains($0.name) || $0.name.hasSuffix(".xcodeproj") }
    }

    /// SwiftPM's conventional target folders: what a `Package.swift` builds from.
    static let packageTargetFolders = ["Sources", "Tests", "Plugins"]

    /// The project `folder` is for `target` (a path under it): `.some(true)` it is, `.some(false)` a package
    /// there disowns the path (the search stops), nil it holds no project.
    static func owns(_ folder: String, _ target: String, fileSystem: FileSystem) -> Bool? {
        let entries = fileSystem.entries(folder).map(\.name)
        if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "project.yml" }) { return true }
        if entries.contains("Package.swift") {
            let inside = target.dropFirst(folder == "/" ? 1 : folder.count + 1)
            return packageTargetFolders.contains { inside == $0 || inside.hasPrefix($0 + "/") }
        }
        return entries.contains(".git") ? true : nil
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
            let isFolder = fileSystem.isDirectory(target) == true
            if !isFolder { reportedFiles.insert(target) }
            if isFolder, isProjectRoot(target, fileSystem: fileSystem) { lintPaths.append(path); continue }
            var folder = (target as NSString).deletingLastPathComponent
            var project: String?
            while !folder.isEmpty {
                if let owned = owns(folder, target, fileSystem: fileSystem) {
                    if owned { project = folder }
                    break
                }
                if folder == "/" { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
            if let project {
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
        return result
    }
}
