/// The projects of a linted tree: Xcode projects, workspaces and Swift packages, and what follows from
/// them for a lint — which nibs are built at all, and which files can see each other's classes.
///
/// A tree may hold several independent apps side by side. Each *unit* is the folder of an outermost
/// project, workspace or package, with every file its projects refer to from elsewhere; files in no
/// unit form one more unit. Classes, nib names and dependency markers of one unit never affect the lint
/// of another, so linting a folder gives the union of linting each app alone.
public struct ProjectModel: Sendable {
    public private(set) var projects: [XcodeProject] = []
    /// `project.pbxproj` files that could not be read or parsed: their folders count as building everything.
    public private(set) var problems: [FileProblem] = []
    /// The folders of the outermost projects, workspaces and packages, sorted.
    public private(set) var unitRoots: [String] = []
    private var unreadableProjectRoots: [String] = []
    private var packageRoots: [String] = []
    /// Normalized paths built by some target, and the synchronized folders of every target.
    private var builtPaths: Set<String> = []
    private var synchronizedFolders: [XcodeTarget.SynchronizedFolder] = []
    /// Per project (same order as `projects`), the names of built files whose path was not resolved.
    private var unresolvedNames: [Set<String>] = []
    /// Normalized paths a project refers to that lie outside its unit's folder, with that unit.
    private var outsideReferences: [String: Set<Int>] = [:]
    /// Units whose projects depend on remote Swift packages.
    private var unitsUsingRemotePackages: Set<Int> = []

    /// - Parameters:
    ///   - projectFiles: each `project.pbxproj` found, with its bytes (nil when unreadable).
    ///   - packageManifests: each `Package.swift` found, with its text (nil when unreadable).
    ///   - workspaces: `.xcworkspace` folders found (outside `.xcodeproj` bundles).
    public init(projectFiles: [(path: String, bytes: [UInt8]?)], packageManifests: [(path: String, text: String?)] = [], workspaces: [String] = []) {
        var roots: [String] = []
        for (path, bytes) in projectFiles {
            let root = ProjectPath.normalized(ProjectPath.parent(of: ProjectPath.parent(of: path)))
            roots.append(root)
            guard let bytes else {
                unreadableProjectRoots.append(root)
                problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the Xcode project"))
                continue
            }
            do {
                projects.append(try XcodeProject.read(bytes: bytes, path: path))
            } catch let failure as OpenStepPropertyList.Failure {
                unreadableProjectRoots.append(root)
                problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: failure.line, column: 1),
                                            message: "the Xcode project cannot be read (\(failure.message)); niblint counts every nib in its folder as built"))
            } catch {
                unreadableProjectRoots.append(root)
            }
        }
        for (path, text) in packageManifests {
            let root = ProjectPath.normalized(ProjectPath.parent(of: path))
            packageRoots.append(root)
            roots.append(root)
            if text?.contains(".package(url:") == true { remotePackageRoots.append(root) }
        }
        roots += workspaces.map { ProjectPath.normalized(ProjectPath.parent(of: $0)) }
        // The outermost roots: sorted, a root is dropped when a kept one contains it.
        for root in Set(roots).sorted() where !unitRoots.contains(where: { ProjectPath.isWithin(root, directory: $0) }) {
            unitRoots.append(root)
        }
        for project in projects {
            var names: Set<String> = []
            for target in project.targets {
                builtPaths.formUnion(target.builtPaths.map(ProjectPath.normalized))
                synchronizedFolders += target.synchronizedFolders
                names.formUnion(target.unresolvedNames)
            }
            unresolvedNames.append(names)
            guard let unit = unitIndex(containing: ProjectPath.normalized(project.rootDirectory)) else { continue }
            if project.usesRemotePackages { unitsUsingRemotePackages.insert(unit) }
            for referenced in project.referencedPaths where !ProjectPath.isWithin(referenced, directory: unitRoots[unit]) {
                outsideReferences[referenced, default: []].insert(unit)
            }
            for folder in project.targets.flatMap(\.synchronizedFolders) where !ProjectPath.isWithin(folder.path, directory: unitRoots[unit]) {
                outsideReferences[folder.path, default: []].insert(unit)
            }
        }
        for root in remotePackageRoots { if let unit = unitIndex(containing: root) { unitsUsingRemotePackages.insert(unit) } }
    }

    private var remotePackageRoots: [String] = []

    /// The unit whose folder holds `path` (normalized), if any.
    private func unitIndex(containing path: String) -> Int? {
        unitRoots.firstIndex { ProjectPath.isWithin(path, directory: $0) }
    }

    /// False only when the file is provably in no target: a project whose folder holds it was read, and
    /// no target of any project builds it (by its resolved path, a synchronized folder, or, for build files
    /// whose path could not be resolved, by name), and no Swift package holds it.
    public func isBuilt(_ path: String) -> Bool {
        let file = ProjectPath.normalized(path)
        if builtPaths.contains(file) { return true }
        if synchronizedFolders.contains(where: { folder in
            ProjectPath.isWithin(file, directory: folder.path) && !folder.exceptions.contains { ProjectPath.isWithin(file, directory: ProjectPath.join(folder.path)($0)) }
        }) { return true }
        let owners = projects.indices.filter { ProjectPath.isWithin(file, directory: ProjectPath.normalized(projects[$0].rootDirectory)) }
        guard !owners.isEmpty else { return true }
        if unreadableProjectRoots.contains(where: { ProjectPath.isWithin(file, directory: $0) }) { return true }
        // A Swift package below the project's folder owns the file.
        if packageRoots.contains(where: { root in
            ProjectPath.isWithin(file, directory: root) && owners.contains { ProjectPath.isWithin(root, directory: ProjectPath.normalized(projects[$0].rootDirectory)) }
        }) { return true }
        let name = ProjectPath.lastComponent(of: file)
        return owners.contains { unresolvedNames[$0].contains(name) }
    }

    /// The units a file belongs to: the one whose folder holds it, and those whose projects refer to it (or
    /// to a folder above it: a synchronized folder, a group). Empty for a file of no unit.
    public func units(of path: String) -> [Int] {
        let file = ProjectPath.normalized(path)
        var units: [Int] = []
        if let unit = unitIndex(containing: file) { units.append(unit) }
        guard !outsideReferences.isEmpty else { return units }
        // The file itself, then each folder above it.
        var candidate = file
        while true {
            for unit in outsideReferences[candidate] ?? [] where !units.contains(unit) { units.append(unit) }
            let parent = ProjectPath.parent(of: candidate)
            if parent == candidate || parent == "." || parent == "/" { break }
            candidate = parent
        }
        return units.sorted()
    }

    /// Whether classes of a unit may come from code outside the tree: its projects or packages use remote Swift packages.
    public func usesRemotePackages(unit: Int) -> Bool {
        unitsUsingRemotePackages.contains(unit)
    }

    /// Whether any project or package of the tree uses remote Swift packages.
    public var usesRemotePackages: Bool { !unitsUsingRemotePackages.isEmpty || !remotePackageRoots.isEmpty }
}
