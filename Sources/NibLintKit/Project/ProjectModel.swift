import Foundation

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
    private(set) var packageRoots: [String] = []
    /// Per project (same order as `projects`), the names of built files whose path was not resolved.
    private var unresolvedNames: [Set<String>] = []
    /// Normalized paths a project refers to that lie outside its unit's folder, with that unit.
    private var outsideReferences: [String: Set<Int>] = [:]
    /// Units whose projects depend on remote Swift packages, and the folders of packages that do.
    private var unitsUsingRemotePackages: Set<Int> = []
    /// The sub-projects (`Sparkle.xcodeproj`) each unit's projects refer to that are not in the tree, by unit.
    private var absentSubprojectsByUnit: [Int: [String]] = [:]
    /// Whether some target compiles Swift with Swift 3's `@objc` inference.
    private(set) var hasObjCInference = false
    /// The sources (`.swift`, `.m`, `.mm`) each unit's app and library targets compile, normalized, with the folder of
    /// the project compiling them, by unit.
    private var compiledSourcesByUnit: [Int: [(path: String, projectRoot: String)]] = [:]
    private var remotePackageRoots: [String] = []
    /// Every target of every project and package: its module and SDKs.
    private var buildTargets: [BuildTarget] = []
    /// Normalized paths a target builds → those targets (numbers in `buildTargets`).
    private var targetsByPath: [String: [Int32]] = [:]
    /// Folders all of whose files a target builds (synchronized folders, package targets), but the exceptions.
    private var targetFolders: [(folder: XcodeTarget.SynchronizedFolder, target: Int32)] = []
    /// `targetsByPath` and `targetFolders` with every path lowercased: Xcode builds on case-insensitive disks, so
    /// a project path `stream/Foo.xib` builds the file found as `Stream/Foo.xib`.
    private var targetsByFoldedPath: [String: [Int32]] = [:]
    /// The folders of Swift package targets, with their target: a file below one that it does not build
    /// (`exclude:`, `.copy`) is built by no one.
    private var packageTargetFolders: [(folder: XcodeTarget.SynchronizedFolder, target: SwiftPackage.Target)] = []
    private var foldedTargetFolders: [(folder: XcodeTarget.SynchronizedFolder, target: Int32)] = []
    /// Positions in `targetFolders` (and `foldedTargetFolders`) by folder path: only the folders above a file can
    /// build it, so a file asks its few ancestors instead of every folder (an XcodeGen app has hundreds).
    private var targetFoldersByPath: [String: [Int]] = [:]
    private var foldedTargetFoldersByPath: [String: [Int]] = [:]
    /// Each unit's number by its folder.
    private var unitNumbers: [String: Int] = [:]
    /// Framework and library targets (numbers in `buildTargets`) with their names, and the targets that run their code
    /// in their process (apps, extensions: the main bundle their code sees), through dependencies and linked products.
    private var libraryNames: [Int32: String] = [:]
    private var hostsOfLibrary: [Int32: [(number: Int32, name: String)]] = [:]

    /// A `project.pbxproj` read (`read(path:bytes:)`, which the linter runs on its workers): the project,
    /// or why it could not be read.
    public enum ProjectRead: Sendable {
        case project(XcodeProject)
        case unreadable(path: String, FileProblem?)
    }

    /// Reads one `project.pbxproj` from its bytes (nil when the file could not be read); `readFile` reads the
    /// `.xcconfig` files its configurations are based on.
    public static func read(path: String, bytes: [UInt8]?,
                            readFile: @escaping (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map { Array($0) } }) -> ProjectRead {
        guard let bytes else {
            return .unreadable(path: path, FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the Xcode project"))
        }
        do {
            if isXcodeGenSpec(path) { return .project(try XcodeGenProject.read(bytes: bytes, path: path, readFile: readFile)) }
            return .project(try XcodeProject.read(bytes: bytes, path: path, readFile: readFile))
        } catch let failure as XcodeGenProject.Failure {
            return .unreadable(path: path, FileProblem(kind: .unreadable, location: SourceLocation(file: failure.path, line: failure.line, column: 1),
                                                       message: "the XcodeGen spec cannot be read (\(failure.message)); niblint counts every nib in its folder as built"))
        } catch let failure as OpenStepPropertyList.Failure {
            return .unreadable(path: path, FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: failure.line, column: 1),
                                                       message: "the Xcode project cannot be read (\(failure.message)); niblint counts every nib in its folder as built"))
        } catch {
            return .unreadable(path: path, nil)
        }
    }

    /// Whether a project file is an XcodeGen spec (`project.yml`) rather than a `project.pbxproj`.
    static func isXcodeGenSpec(_ path: String) -> Bool {
        path.hasSuffix(".yml") || path.hasSuffix(".yaml")
    }

    /// XcodeGen specs that stand beside a generated `.xcodeproj` (with its `project.pbxproj`) are left out: the
    /// generated project is what Xcode builds.
    static func withoutGeneratedSpecs(_ paths: [String]) -> [String] {
        let generatedFolders = Set(paths.filter { !isXcodeGenSpec($0) }.map { ProjectPath.normalized(ProjectPath.parent(of: ProjectPath.parent(of: $0))) })
        return paths.filter { !isXcodeGenSpec($0) || !generatedFolders.contains(ProjectPath.normalized(ProjectPath.parent(of: $0))) }
    }

    /// - Parameters:
    ///   - projectFiles: each `project.pbxproj` found, with its bytes (nil when unreadable).
    ///   - packageManifests: each `Package.swift` found, with its text (nil when unreadable).
    ///   - workspaces: `.xcworkspace` folders found (outside `.xcodeproj` bundles).
    public init(projectFiles: [(path: String, bytes: [UInt8]?)], packageManifests: [(path: String, text: String?)] = [], workspaces: [String] = []) {
        self.init(projects: projectFiles.map { Self.read(path: $0.path, bytes: $0.bytes) }, packageManifests: packageManifests, workspaces: workspaces)
    }

    /// The model from projects read beforehand (`read(path:bytes:)`).
    public init(projects reads: [ProjectRead], packageManifests: [(path: String, text: String?)] = [], workspaces: [String] = []) {
        var roots: [String] = []
        for read in reads {
            switch read {
            case .project(let project):
                roots.append(ProjectPath.normalized(project.rootDirectory))
                projects.append(project)
            case .unreadable(let path, let problem):
                let root = ProjectPath.normalized(Self.isXcodeGenSpec(path) ? ProjectPath.parent(of: path) : ProjectPath.parent(of: ProjectPath.parent(of: path)))
                roots.append(root)
                unreadableProjectRoots.append(root)
                if let problem { problems.append(problem) }
            }
        }
        for (path, text) in packageManifests {
            let package = SwiftPackage(manifestPath: path, text: text ?? "")
            packageRoots.append(package.rootDirectory)
            roots.append(package.rootDirectory)
            if package.usesRemotePackages { remotePackageRoots.append(package.rootDirectory) }
            for target in package.targets {
                let folder = XcodeTarget.SynchronizedFolder(path: target.directory, exceptions: Set(target.excluded + target.copied))
                targetFolders.append((folder, Int32(buildTargets.count)))
                packageTargetFolders.append((folder, target))
                buildTargets.append(BuildTarget(module: target.name, sdks: package.sdk.map { [$0] } ?? [],
                                                resourceBundleModule: XcodeProject.c99Identifier((package.name ?? ProjectPath.lastComponent(of: package.rootDirectory)) + "_" + target.name)))
            }
        }
        roots += workspaces.map { ProjectPath.normalized(ProjectPath.parent(of: $0)) }
        // The outermost roots: sorted, a root is dropped when a kept one contains it.
        for root in Set(roots).sorted() where !unitRoots.contains(where: { ProjectPath.isWithin(root, directory: $0) }) {
            unitNumbers[root] = unitRoots.count
            unitRoots.append(root)
        }
        // (number, target) of every Xcode target, for the frameworks' hosts below.
        var xcodeTargets: [(number: Int32, target: XcodeTarget)] = []
        for project in projects {
            var names: Set<String> = []
            for target in project.targets {
                let number = Int32(buildTargets.count)
                xcodeTargets.append((number, target))
                buildTargets.append(BuildTarget(module: target.moduleName, sdks: target.sdks, isApplication: target.isApplication, podResources: target.podResources,
                                                isTestBundle: target.isTestBundle, infersObjC: target.infersObjC))
                if target.infersObjC { hasObjCInference = true }
                for path in target.builtPaths.map(ProjectPath.normalized) {
                    targetsByPath[path, default: []].append(number)
                }
                for folder in target.synchronizedFolders {
                    var normalized = folder
                    normalized.path = ProjectPath.normalized(folder.path)
                    targetFolders.append((normalized, number))
                }
                names.formUnion(target.unresolvedNames)
            }
            unresolvedNames.append(names)
            guard let unit = unitIndex(containing: ProjectPath.normalized(project.rootDirectory)) else { continue }
            if project.usesRemotePackages { unitsUsingRemotePackages.insert(unit) }
            let projectRoot = ProjectPath.normalized(project.rootDirectory)
            for target in project.targets where !target.isTestBundle {
                compiledSourcesByUnit[unit, default: []] += target.builtPaths.filter(Self.isCompiledSource).map { (ProjectPath.normalized($0), projectRoot) }
            }
            // A sub-project whose folder is missing (a submodule not checked out) builds code that is not in the tree.
            for referenced in project.referencedPaths where referenced.hasSuffix(".xcodeproj") && DirectoryListing.isDirectory(referenced) != true {
                absentSubprojectsByUnit[unit, default: []].append(referenced)
            }
            for referenced in project.referencedPaths where !ProjectPath.isWithin(referenced, directory: unitRoots[unit]) {
                outsideReferences[referenced, default: []].insert(unit)
            }
            for folder in project.targets.flatMap(\.synchronizedFolders) where !ProjectPath.isWithin(folder.path, directory: unitRoots[unit]) {
                outsideReferences[folder.path, default: []].insert(unit)
            }
        }
        addPresentSubprojects()
        for root in remotePackageRoots { if let unit = unitIndex(containing: root) { unitsUsingRemotePackages.insert(unit) } }
        (libraryNames, hostsOfLibrary) = Self.libraryHosts(xcodeTargets)
        for (path, numbers) in targetsByPath { targetsByFoldedPath[path.lowercased(), default: []] += numbers }
        foldedTargetFolders = targetFolders.map { entry in
            var folder = entry.folder
            folder.path = folder.path.lowercased()
            folder.exceptions = Set(folder.exceptions.map { $0.lowercased() })
            folder.excludedPatterns = folder.excludedPatterns.map { $0.lowercased() }
            folder.includedPatterns = folder.includedPatterns.map { $0.lowercased() }
            return (folder, entry.target)
        }
        for (position, entry) in targetFolders.enumerated() { targetFoldersByPath[entry.folder.path, default: []].append(position) }
        for (position, entry) in foldedTargetFolders.enumerated() { foldedTargetFoldersByPath[entry.folder.path, default: []].append(position) }
    }

    /// A sub-project in the tree (`../Kit/Kit.xcodeproj`, a framework the app links) outside the unit that refers to it
    /// builds code of that unit as much as its own files do: the files its targets build (and its sub-projects', in
    /// turn) belong to the referring unit too. Only what its targets build, not its folder: a sub-project at the root of
    /// a folder of apps does not bring its neighbours.
    private mutating func addPresentSubprojects() {
        var projectsByBundle: [String: Int] = [:]
        for (position, project) in projects.enumerated() {
            projectsByBundle[ProjectPath.normalized(ProjectPath.parent(of: project.path))] = position
        }
        for project in projects {
            guard let unit = unitIndex(containing: ProjectPath.normalized(project.rootDirectory)) else { continue }
            var pending = project.referencedPaths.filter { $0.hasSuffix(".xcodeproj") }
            var visited: Set<Int> = []
            while let referenced = pending.popLast() {
                guard let position = projectsByBundle[ProjectPath.normalized(referenced)], visited.insert(position).inserted else { continue }
                let subproject = projects[position]
                pending += subproject.referencedPaths.filter { $0.hasSuffix(".xcodeproj") }
                guard !ProjectPath.isWithin(ProjectPath.normalized(subproject.rootDirectory), directory: unitRoots[unit]) else { continue }
                for target in subproject.targets {
                    for path in target.builtPaths.map(ProjectPath.normalized) where !ProjectPath.isWithin(path, directory: unitRoots[unit]) {
                        outsideReferences[path, default: []].insert(unit)
                    }
                    for folder in target.synchronizedFolders where !ProjectPath.isWithin(folder.path, directory: unitRoots[unit]) {
                        outsideReferences[ProjectPath.normalized(folder.path), default: []].insert(unit)
                    }
                }
            }
        }
    }

    /// Each framework or library target's hosts: the apps and extensions (not test bundles) that depend on it or link its
    /// product, directly or through other frameworks.
    private static func libraryHosts(_ targets: [(number: Int32, target: XcodeTarget)]) -> ([Int32: String], [Int32: [(number: Int32, name: String)]]) {
        var names: [Int32: String] = [:]
        for (number, target) in targets where target.isLibrary { names[number] = target.name }
        guard !names.isEmpty else { return ([:], [:]) }
        // Who depends on each target directly: by the library's name, or by its product's file name among the files it links.
        var librariesByReference: [String: [Int32]] = [:]
        for (number, target) in targets where target.isLibrary {
            let products = [target.name, target.moduleName].flatMap { ["\($0).framework", "lib\($0).a", "lib\($0).dylib"] }
            for reference in Set(products + [target.name]) { librariesByReference[reference, default: []].append(number) }
        }
        var dependents: [Int32: [Int32]] = [:]
        for (number, target) in targets where !target.isTestBundle {
            var libraries: Set<Int32> = []
            for name in target.dependencyNames { libraries.formUnion(librariesByReference[name] ?? []) }
            for name in target.unresolvedNames where name.hasSuffix(".framework") || name.hasSuffix(".a") || name.hasSuffix(".dylib") {
                libraries.formUnion(librariesByReference[name] ?? [])
            }
            for library in libraries where library != number { dependents[library, default: []].append(number) }
        }
        let byNumber = Dictionary(uniqueKeysWithValues: targets.map { ($0.number, $0.target) })
        var hosts: [Int32: [(number: Int32, name: String)]] = [:]
        for library in names.keys {
            var found: [(number: Int32, name: String)] = []
            var seen: Set<Int32> = [library]
            var queue = dependents[library] ?? []
            while let next = queue.popLast() {
                guard seen.insert(next).inserted, let target = byNumber[next] else { continue }
                if target.isLibrary { queue += dependents[next] ?? [] } else { found.append((next, target.name)) }
            }
            hosts[library] = found.sorted { $0.name < $1.name }
        }
        return (names, hosts)
    }

    /// The main bundle code of `path` sees, when only frameworks or libraries compile it: the apps (and extensions) of
    /// the tree that embed or link them, or none (the host is outside the tree). Nil when a target that compiles it is
    /// an app, an extension or a test bundle, or none does.
    public func mainBundleHost(ofFile path: String) -> MainBundleHost? {
        let numbers = targetNumbers(building: ProjectPath.normalized(path))
        guard !numbers.isEmpty, numbers.allSatisfy({ libraryNames[$0] != nil }) else { return nil }
        var hosts: [(number: Int32, name: String)] = []
        for number in numbers { for host in hostsOfLibrary[number] ?? [] where !hosts.contains(where: { $0.number == host.number }) { hosts.append(host) } }
        if hosts.isEmpty { return .outsideTree(libraries: numbers.compactMap { libraryNames[$0] }.sorted()) }
        return .hosts(names: hosts.map(\.name).sorted(), numbers: hosts.map(\.number).sorted(), libraries: numbers.sorted())
    }

    /// Whether a target of the tree builds a framework or library.
    public var hasLibraryTargets: Bool { !libraryNames.isEmpty }

    /// The targets that build `path` (normalized) itself: a file, an asset catalog or a folder reference their build
    /// phases list, or a file of their synchronized folders and package folders.
    public func targetNumbers(buildingFile path: String) -> [Int32] {
        targetNumbers(building: path)
    }

    /// The targets whose build phases list the folder `path` (normalized) itself (a folder reference copies what it holds).
    public func targetNumbers(listingFolder path: String) -> [Int32] {
        if let numbers = targetsByPath[path] { return numbers }
        return targetsByFoldedPath[path.lowercased()] ?? []
    }

    /// The targets that build a file (normalized): by its path as found, else (as on a case-insensitive disk) by its
    /// path in any case.
    private func targetNumbers(building file: String) -> [Int32] {
        var numbers = targetsByPath[file] ?? []
        for position in Self.folderPositions(above: file, in: targetFoldersByPath)
        where !numbers.contains(targetFolders[position].target) && targetFolders[position].folder.builds(file) {
            numbers.append(targetFolders[position].target)
        }
        guard numbers.isEmpty else { return numbers }
        let folded = file.lowercased()
        numbers = targetsByFoldedPath[folded] ?? []
        for position in Self.folderPositions(above: folded, in: foldedTargetFoldersByPath)
        where !numbers.contains(foldedTargetFolders[position].target) && foldedTargetFolders[position].folder.builds(folded) {
            numbers.append(foldedTargetFolders[position].target)
        }
        return numbers
    }

    /// The positions of the folders that hold `file` (normalized; itself, each folder above it, and `.` for a
    /// relative path inside it, as `ProjectPath.isWithin` counts them), in ascending order: the order of a scan
    /// of every folder.
    private static func folderPositions(above file: String, in folders: [String: [Int]]) -> [Int] {
        guard !folders.isEmpty else { return [] }
        var positions: [Int] = []
        var candidate = file
        while true {
            if let found = folders[candidate] { positions += found }
            let parent = ProjectPath.parent(of: candidate)
            if parent == candidate || parent == "/" || parent == "." { break }
            candidate = parent
        }
        if !file.hasPrefix("/"), !file.hasPrefix("../") {
            if file != ".", let found = folders["."] { positions += found }
            if let found = folders[""] { positions += found }
        }
        return positions.count > 1 ? Array(Set(positions)).sorted() : positions
    }


    /// The unit whose folder holds `path` (normalized), if any: the folders above the path are looked up,
    /// nearest first (units do not nest, so at most one holds it).
    private func unitIndex(containing path: String) -> Int? {
        var candidate = path
        while true {
            if let unit = unitNumbers[candidate] { return unit }
            let parent = ProjectPath.parent(of: candidate)
            if parent == candidate { return nil }
            candidate = parent
        }
    }

    /// Why a nib is not built, when it provably is not.
    public enum SkipReason: Sendable, Equatable {
        /// A project whose folder holds it was read, and no target of any project builds it.
        case inNoTarget
        /// A Swift package target's `exclude:` list names it (or a folder above it).
        case excludedByPackage(target: String)
        /// A Swift package target copies it as it is (`.copy`): a copied .xib is never compiled into a nib.
        case copiedByPackage(target: String)
        /// A compiled nib inside a prebuilt framework of the tree (`Sparkle.framework`): its vendor built it from
        /// sources that are not here, and nothing in the tree can change it.
        case insidePrebuiltFramework(framework: String)

        /// The group's heading in `--show-unverified` and the summary: "2 nib files <heading> skipped".
        public var heading: String {
            switch self {
            case .inNoTarget: "in no Xcode target"
            case .excludedByPackage: "excluded by their Swift package"
            case .copiedByPackage: "copied uncompiled by their Swift package"
            case .insidePrebuiltFramework: "compiled inside prebuilt frameworks"
            }
        }

        /// What `--show-unverified` says of one skipped nib: why nothing loads it, and how to have it checked.
        public func note(fileName name: String) -> String {
            switch self {
            case .inNoTarget:
                "no target of its project builds '\(name)', so nothing can load it; add it to a target's resources to have it checked"
            case .excludedByPackage(let target):
                "Swift package target '\(target)' excludes '\(name)' (exclude: in Package.swift), so it reaches no bundle and nothing can load it; "
                    + "remove it from exclude: (or list it in resources: as .process) to have it built and checked"
            case .copiedByPackage(let target):
                "Swift package target '\(target)' copies '\(name)' as it is (.copy in Package.swift): the bundle gets the .xib, never a compiled nib, "
                    + "so nothing can load it as a nib; use .process to have it compiled and checked"
            case .insidePrebuiltFramework(let framework):
                "'\(name)' is a compiled nib of the prebuilt framework '\(framework)', built by its vendor from sources that are not in this tree; "
                    + "niblint checks only .xib and .storyboard files, and nothing here can change this one"
            }
        }

        /// The Xcode localization export (`…/fr.xcloc`) that holds `path`, or nil.
        public static func localizationExport(of path: String) -> String? {
            guard let range = path.range(of: ".xcloc/") else { return nil }
            return String(path[..<range.lowerBound]) + ".xcloc"
        }

        /// `note(fileName:)` for the file at `path`: a file inside an Xcode localization export (`.xcloc`) is a translator's
        /// copy, which no target is meant to build.
        public func note(path: String) -> String {
            let name = ProjectPath.lastComponent(of: path)
            guard self == .inNoTarget, path.contains(".xcloc/") else { return note(fileName: name) }
            return "'\(name)' is in an Xcode localization export (.xcloc), a translator's copy that no target builds; nothing to fix "
                + "(add the .xcloc folder to \"exclude\" in lint-rules.json to leave it out of the list)"
        }
    }

    /// False only when the file is provably in no target (see `skipReason(of:)`).
    public func isBuilt(_ path: String) -> Bool {
        skipReason(of: path) == nil
    }

    /// Nil unless the file is provably in no target: a project whose folder holds it was read, and no target of
    /// any project builds it (by its resolved path, a synchronized folder, or, for build files whose path could not
    /// be resolved, by name), and no Swift package holds it; or a Swift package target holds it but leaves it out.
    public func skipReason(of path: String) -> SkipReason? {
        let file = ProjectPath.normalized(path)
        // Built by a target's build phases or folders (a package target's folder too, which also holds below).
        if !targetNumbers(building: file).isEmpty { return nil }
        if let package = packageTargetFolders.first(where: { ProjectPath.isWithin(file, directory: $0.folder.path) }) {
            let relative = String(file.dropFirst(package.folder.path == "." ? 0 : package.folder.path.count + 1))
            let copied = package.target.copied.contains { XcodeTarget.SynchronizedFolder.matches(relative, exception: $0) }
            return copied ? .copiedByPackage(target: package.target.name) : .excludedByPackage(target: package.target.name)
        }
        let owners = projects.indices.filter { ProjectPath.isWithin(file, directory: ProjectPath.normalized(projects[$0].rootDirectory)) }
        guard !owners.isEmpty else { return nil }
        if unreadableProjectRoots.contains(where: { ProjectPath.isWithin(file, directory: $0) }) { return nil }
        // A Swift package below the project's folder owns the file.
        if packageRoots.contains(where: { root in
            ProjectPath.isWithin(file, directory: root) && owners.contains { ProjectPath.isWithin(root, directory: ProjectPath.normalized(projects[$0].rootDirectory)) }
        }) { return nil }
        let name = ProjectPath.lastComponent(of: file)
        return owners.contains { unresolvedNames[$0].contains(name) } ? nil : .inNoTarget
    }

    /// Whether files of `directory` (normalized) can be in no target of a project: a read project's folder holds it,
    /// and no Swift package's folder does (a package's sources are its targets'). Asked once per folder of sources,
    /// before `skipReason(of:)` per file.
    func mayHoldFilesOfNoTarget(directory: String) -> Bool {
        projects.contains { ProjectPath.isWithin(directory, directory: ProjectPath.normalized($0.rootDirectory)) }
            && !packageRoots.contains { ProjectPath.isWithin(directory, directory: $0) }
            && !unreadableProjectRoots.contains { ProjectPath.isWithin(directory, directory: $0) }
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

    /// The sub-projects (`External/Sparkle/Sparkle.xcodeproj`) the unit's projects refer to that are not in the tree:
    /// the classes they build (frameworks the app links) are not in the tree either.
    public func absentSubprojects(unit: Int) -> [String] {
        absentSubprojectsByUnit[unit] ?? []
    }

    /// The sources the unit's app and library targets compile (test bundles add no member the app's nibs can use),
    /// normalized, with the folder of the project compiling each: `AbsentCode` finds those the tree lacks.
    func compiledSources(unit: Int) -> [(path: String, projectRoot: String)] {
        compiledSourcesByUnit[unit] ?? []
    }

    private static func isCompiledSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// Whether a target compiles the Swift file with Swift 3's `@objc` inference: its classes' members (NSObject
    /// subclasses', and their extensions') are `@objc` when Objective-C can represent them.
    func infersObjC(compiling path: String) -> Bool {
        hasObjCInference && targets(building: path).contains { $0.infersObjC }
    }

    /// The targets that build a file (by its resolved path, a synchronized folder, or a package target's folder).
    public func targets(building path: String) -> [BuildTarget] {
        targetNumbers(building: ProjectPath.normalized(path)).map { buildTargets[Int($0)] }
    }

    /// The modules of the files of a unit: which module each source compiles into and each nib is built
    /// by, and each module's SDKs.
    public func moduleMap(for paths: [String]) -> ModuleMap {
        var map = ModuleMap()
        guard !buildTargets.isEmpty else { return map }
        for path in paths {
            let targets = self.targets(building: path)
            guard !targets.isEmpty else { continue }
            map.add(path, targets: targets)
        }
        return map
    }

    /// Whether an Info.plist's launch entries are read at launch: it is an app target's `INFOPLIST_FILE`,
    /// or no project holds it (a bare folder). A test bundle's or a tool's plist launches nothing.
    public func launchesFrom(infoPlist path: String) -> Bool {
        let file = ProjectPath.normalized(path)
        guard projects.contains(where: { ProjectPath.isWithin(file, directory: ProjectPath.normalized($0.rootDirectory)) }) else { return true }
        return projects.contains { $0.targets.contains { $0.isApplication && ($0.infoPlistFile == file || $0.otherInfoPlistFiles.contains(file)) } }
    }

    /// Whether a target of the projects of `unit` has a CocoaPods phase: then the project says what pods copy into each target.
    public func hasPodsPhases(unit: Int) -> Bool {
        projects.contains { project in
            unitIndex(containing: ProjectPath.normalized(project.rootDirectory)) == unit && project.targets.contains { $0.podResources != .notIntegrated }
        }
    }

    /// Whether any project or package of the tree uses remote Swift packages.
    public var usesRemotePackages: Bool { !unitsUsingRemotePackages.isEmpty || !remotePackageRoots.isEmpty }
}

/// The main bundle of code only frameworks or libraries compile: that of the apps that embed them.
public enum MainBundleHost: Sendable, Equatable {
    /// The apps and extensions of the tree that embed or link them (by target name, and number in the model), and the
    /// numbers of the frameworks or libraries themselves.
    case hosts(names: [String], numbers: [Int32], libraries: [Int32])
    /// No app of the tree embeds them: the app is elsewhere.
    case outsideTree(libraries: [String])
}

/// A target as class resolution sees it: the module its sources compile into and the SDKs it builds for.
public struct BuildTarget: Sendable, Hashable {
    public var module: String
    /// `iphoneos`, `macosx`, `appletvos`, … ; empty when any (the project does not say, or a package supports several).
    public var sdks: Set<String>
    /// For a Swift package target: the module of the bundle target its resources are compiled in
    /// (`<Package>_<Target>`), which a nib's "Inherit Module From Target" names at run time.
    public var resourceBundleModule: String? = nil
    /// An app target: `Bundle(for:)` a class it builds is the app's main bundle.
    public var isApplication = false
    /// What its CocoaPods phases copy into its bundle (`.notIntegrated` for a package target).
    public var podResources: XcodeTarget.PodResources = .notIntegrated
    /// A unit or UI test bundle: its classes are loaded only by the test runner, never by the app it tests.
    public var isTestBundle = false
    /// Compiles Swift with Swift 3's `@objc` inference (`XcodeTarget.infersObjC`).
    public var infersObjC = false
}

/// The modules of one unit's files, by number: the index asks which module declares a class and which
/// module builds a nib, to resolve a class name the way the runtime does (`Module.Class`).
///
/// A module is a name on one platform family: an iOS and a macOS target with the same module name build
/// two binaries, whose classes of one name are two different classes.
public struct ModuleMap: Sendable {
    /// Which platforms a module is built for.
    public enum Family: Sendable, Hashable {
        case iOS, macOS
        /// Unknown or several: the module is seen from nibs of every platform.
        case any

        init(sdk: String) {
            switch sdk {
            case "macosx": self = .macOS
            case "iphoneos", "iphonesimulator", "appletvos", "appletvsimulator", "xros", "xrsimulator", "watchos", "watchsimulator": self = .iOS
            default: self = .any
            }
        }
    }

    /// Module names by number, and each module's platform family.
    public private(set) var names: [String] = []
    public private(set) var families: [Family] = []
    private var numbers: [String: [Int32]] = [:]
    private var modulesOfFile: [String: [Int32]] = [:]
    private var resourceBundleModules: [String: String] = [:]
    private var applicationFiles: Set<String> = []
    private var packageOnlyBundles: [String: String] = [:]
    /// Modules of test bundles (`….bundle.unit-test`, `….bundle.ui-testing`).
    private var testModules: Set<Int32> = []

    public init() {}

    mutating func add(_ path: String, targets: [BuildTarget]) {
        var modules: [Int32] = []
        for target in targets {
            let targetFamilies = Set(target.sdks.map(Family.init(sdk:)))
            for family in targetFamilies.isEmpty || targetFamilies.contains(.any) ? [Family.any] : targetFamilies.sorted(by: { $0 == .iOS && $1 != .iOS }) {
                let number: Int32
                if let known = numbers[target.module]?.first(where: { families[Int($0)] == family }) {
                    number = known
                } else {
                    number = Int32(names.count)
                    numbers[target.module, default: []].append(number)
                    names.append(target.module)
                    families.append(family)
                }
                if !modules.contains(number) { modules.append(number) }
                if target.isTestBundle { testModules.insert(number) }
            }
        }
        modulesOfFile[path] = modules
        if let bundle = targets.lazy.compactMap(\.resourceBundleModule).first { resourceBundleModules[path] = bundle }
        if !targets.isEmpty, targets.allSatisfy(\.isApplication) { applicationFiles.insert(path) }
        if let bundle = targets.first?.resourceBundleModule, targets.allSatisfy({ $0.resourceBundleModule == bundle }) { packageOnlyBundles[path] = bundle }
    }

    /// The resource bundle (`<Package>_<Target>`) of the one Swift package target that alone builds the file: a nib
    /// there is in that bundle only, never in the app's main bundle; nil when an Xcode target builds it too.
    public func packageBundle(ofFile path: String) -> String? {
        packageOnlyBundles[path]
    }

    /// Whether only app targets build the file: a class it declares is in the app's main bundle.
    public func isBuiltByApplicationsOnly(_ path: String) -> Bool {
        applicationFiles.contains(path)
    }

    /// The module a nib inheriting its module from its target is compiled with, when a Swift package target builds
    /// it: its resource bundle's (`<Package>_<Target>`), not the package target's.
    public func resourceBundleModule(ofFile path: String) -> String? {
        resourceBundleModules[path]
    }

    public var isEmpty: Bool { names.isEmpty }

    /// Whether a module is a test bundle's: its classes are in no app, framework or extension a nib is loaded in.
    public func isTestBundle(_ module: Int32) -> Bool {
        testModules.contains(module)
    }

    /// The modules a file (as found) is compiled into or built by; empty when no target is known to build it.
    public func modules(ofFile path: String) -> [Int32] {
        modulesOfFile[path] ?? []
    }

    /// The modules of that name (one per platform family).
    public func numbers(ofModule name: String) -> [Int32] {
        numbers[name] ?? []
    }

    /// Whether a module is built for the platform of a nib (true when its platform is unknown).
    public func isBuilt(module: Int32, for platform: NibPlatform) -> Bool {
        switch families[Int(module)] {
        case .any: return true
        case .iOS: return platform == .iOS
        case .macOS: return platform == .macOS
        }
    }
}
