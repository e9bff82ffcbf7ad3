import Dispatch
import Foundation

/// Finds the files to lint under the given paths: nibs, storyboards, Swift and Objective-C sources.
///
/// Build and version-control folders are skipped, symbolic links are not followed out of the tree,
/// and problems (unreadable folders) are reported instead of stopping the walk. Folders are listed on
/// several threads (listing is mostly system calls); the files come out sorted by path all the same.
public struct FileDiscovery: Sendable {
    /// Folder names never entered.
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", ".swiftpm", ".hg", ".svn"]
    /// Files whose presence means module-less classes may come from code that is not in the tree.
    /// What an `unsupported-file` says of a `.nib` folder: an editable bundle from Interface Builder 2 or 3
    /// (`classes.nib`, `info.nib`, `designable.nib`) is the source itself, no xib was compiled into it; any other is compiled.
    static func nibBundleMessage(entries: [String], name: String) -> String {
        if entries.contains(where: { $0 == "classes.nib" || $0 == "info.nib" || $0 == "designable.nib" }) {
            let held = entries.filter { $0.hasSuffix(".nib") }.sorted()
            return "'\(name)' is an editable nib bundle from Interface Builder 2 or 3 (\(held.joined(separator: ", "))), a format niblint cannot check; "
                + "its connections go unchecked until it is converted to a .xib"
        }
        return "'\(name)' is a compiled nib bundle, which niblint cannot check; lint the .xib or .storyboard it was compiled from"
    }

    public static let dependencyManifests: Set<String> = ["Podfile", "Podfile.lock", "Cartfile", "Cartfile.resolved", "Package.resolved"]
    /// Folder extensions of prebuilt frameworks, whose classes may have no headers in the tree.
    public static let frameworkExtensions: Set<String> = ["framework", "xcframework"]

    /// The folders (`External/Sparkle`, from `folder`) of the submodules a `.gitmodules` file lists (`path = …`) that are
    /// missing or empty: not checked out, so the classes they declare are not in the tree. Each is a dependency marker.
    static func absentSubmodules(listedIn gitmodules: String, folder: String) -> [String] {
        guard case .success(let bytes) = InputFile(path: gitmodules, kind: .swift).readBytes() else { return [] }
        var absent: [String] = []
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "path" else { continue }
            let relative = parts[1].trimmingCharacters(in: .whitespaces)
            guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { continue }
            let path = folder == "." ? relative : folder + "/" + relative
            if DirectoryListing.isDirectory(path) != true || ((try? DirectoryListing.entries(of: path))?.isEmpty ?? true) { absent.append(path) }
        }
        return absent
    }

    /// Whether a dependency marker is a submodule's folder (`absentSubmodules`), not a manifest file or a prebuilt framework.
    static func isAbsentSubmodule(marker: String) -> Bool {
        let name = marker.split(separator: "/").last.map(String.init) ?? marker
        return !dependencyManifests.contains(name) && !frameworkExtensions.contains(String(pathExtension(of: name)))
    }

    /// The name of the outermost prebuilt framework folder that holds `path` (`Sparkle.framework`), or nil.
    static func enclosingFramework(of path: String) -> String? {
        // A folder named `….framework` / `….xcframework` puts `framework/` in the path: without it (nearly every path)
        // nothing is split.
        guard ByteSearch.contains(path, "framework/") else { return nil }
        return path.split(separator: "/").dropLast().first { component in
            component.lastIndex(of: ".").map { frameworkExtensions.contains(String(component[component.index(after: $0)...])) } ?? false
        }.map(String.init)
    }

    public struct Result: Sendable {
        public var files: [InputFile] = []
        public var problems: [FileProblem] = []
        /// A dependency manager manifest or a prebuilt framework was found (their classes may not be in the tree).
        public var hasDependencyManifest = false
        /// Where each dependency manifest or prebuilt framework was found (the file or folder path), sorted:
        /// a marker counts only for the project it stands in.
        public var dependencyMarkers: [String] = []
        /// `.xcworkspace` folders (outside `.xcodeproj` bundles), sorted: each makes its folder one project.
        public var workspaces: [String] = []
        /// The `lint-rules.json` files found in the folders `nestedConfigurationRoots` searches (absolute), sorted.
        public var nestedConfigurationFiles: [String] = []
        /// The `exclude` patterns that excluded a file or folder, to warn about those that match nothing.
        public var matchedExcludePatterns: Set<String> = []
    }

    public var configuration: Configuration { didSet { hasAnchoredExcludes = !configuration.allAnchoredExcludes.isEmpty } }
    /// Whether a `lint-rules.json` excludes paths relative to its own folder (worked out once, not per file).
    private var hasAnchoredExcludes: Bool
    /// How many folders are listed at once; 0 means one per core.
    public var parallelism: Int
    /// Folders (absolute, standardized) whose subfolders' `lint-rules.json` files the walk collects
    /// (`LintRulesFiles.isSearched`), with the excludes of each applied below it as soon as it is found: the
    /// nested configuration files found by the lint's one walk instead of a walk of their own before it.
    /// Strings files are then listed whatever the configuration, as a nested file may enable a rule that reads them.
    public var nestedConfigurationRoots: [String] = []
    /// The working directory, to make the walk's paths absolute for `nestedConfigurationRoots`.
    public var workingDirectory = FileManager.default.currentDirectoryPath

    public init(configuration: Configuration, parallelism: Int = 0) {
        self.configuration = configuration
        self.parallelism = parallelism
        hasAnchoredExcludes = !configuration.allAnchoredExcludes.isEmpty
    }

    /// The files under `paths`.
    public func discover(paths: [String]) -> Result {
        walk(paths, processing: nil as (@Sendable (InputFile) -> Void)?).result
    }

    /// The files under `paths`, each processed as soon as its folder is listed, on whichever worker is free
    /// (so work on the files can start before the walk ends); what `processing` returns for `result.files[i]`
    /// is `processed[i]` (for a file reached from two roots, that of one of the two visits).
    public func discover<Processed: Sendable>(paths: [String], processing: @escaping @Sendable (InputFile) -> Processed)
        -> (result: Result, processed: [Processed]) {
        walk(paths, processing: processing)
    }

    private func walk<Processed: Sendable>(_ paths: [String], processing: (@Sendable (InputFile) -> Processed)?)
        -> (result: Result, processed: [Processed]) {
        var result = Result()
        // What `processing` made of the root paths that are files; then of each worker's files.
        var rootsProcessed: [Processed?] = []
        var folders: [Folder] = []
        for root in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                result.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: root, line: 1, column: 1), message: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                let rootPath = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
                let realRoot = DirectoryListing.realPath(rootPath) ?? rootPath
                folders.append(Folder(path: rootPath, relative: "", realRoot: realRoot, nestedExcludes: []))
            } else {
                let name = (root as NSString).lastPathComponent
                if let kind = InputFileKind(fileName: name, pathExtension: Self.pathExtension(of: name)) {
                    result.files.append(InputFile(path: root, kind: kind))
                    if let processing { rootsProcessed.append(processing(InputFile(path: root, kind: kind))) }
                }
            }
        }
        let workers = parallelism > 0 ? parallelism : ProcessInfo.processInfo.activeProcessorCount
        let queue = WalkQueue(folders)
        typealias Made = (lister: Int, position: Int, processed: Processed?)
        var found = [(result: Result, made: [Made])](repeating: (Result(), []), count: max(1, workers))
        found.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer: buffer)
            // Each worker writes only its own slot.
            DispatchQueue.concurrentPerform(iterations: slots.buffer.count) { worker in
                while let job = queue.next() {
                    switch job {
                    case .list(let folder):
                        let known = slots.buffer[worker].result.files.count
                        let subfolders = walk(folder, into: &slots.buffer[worker].result)
                        var jobs: [WalkQueue.Job] = []
                        var projects: [WalkQueue.Job] = []
                        if processing != nil {
                            let listed = slots.buffer[worker].result.files[known...]
                            // A project file is the longest job of a tree (a megabyte): it starts at once, not last.
                            var others: [(file: InputFile, position: Int)] = []
                            for position in listed.indices {
                                if listed[position].kind == .xcodeProject {
                                    projects.append(.process([(listed[position], position)], lister: worker))
                                } else {
                                    others.append((listed[position], position))
                                }
                            }
                            for first in stride(from: 0, to: others.count, by: Self.filesPerJob) {
                                jobs.append(.process(Array(others[first..<min(first + Self.filesPerJob, others.count)]), lister: worker))
                            }
                        }
                        queue.finished(subfolders, files: jobs, first: projects)
                    case .process(let files, let lister):
                        guard let processing else { continue }
                        for (file, position) in files {
                            slots.buffer[worker].made.append((lister, position, processing(file)))
                        }
                    }
                }
            }
        }
        // Each made result moved (`take`) to the slot of the file, in the list of the worker that listed it.
        var processedByLister = found.map { [Processed?](repeating: nil, count: processing == nil ? 0 : $0.result.files.count) }
        for worker in found.indices {
            for index in found[worker].made.indices {
                let (lister, position) = (found[worker].made[index].lister, found[worker].made[index].position)
                processedByLister[lister][position] = found[worker].made[index].processed.take()
            }
            found[worker].made = []
        }
        // What was made of each file stays where it was made until it is moved to its place in the sorted
        // order: copying it (on merging, then on sorting) would touch the reference counts of everything a
        // parse made, spread over the heap of a large project.
        var parts: [[Processed?]] = [rootsProcessed]
        var origins: [(part: Int, position: Int)] = processing == nil ? [] : rootsProcessed.indices.map { (0, $0) }
        for worker in found.indices {
            result.files += found[worker].result.files
            result.problems += found[worker].result.problems
            result.hasDependencyManifest = result.hasDependencyManifest || found[worker].result.hasDependencyManifest
            result.dependencyMarkers += found[worker].result.dependencyMarkers
            result.workspaces += found[worker].result.workspaces
            result.nestedConfigurationFiles += found[worker].result.nestedConfigurationFiles
            result.matchedExcludePatterns.formUnion(found[worker].result.matchedExcludePatterns)
            guard processing != nil else { continue }
            origins += processedByLister[worker].indices.map { (parts.count, $0) }
            var made: [Processed?] = []
            swap(&made, &processedByLister[worker])
            parts.append(made)
        }
        // Sorted by path; the same file reached from two roots (`niblint App App/Views`) is linted once.
        let files = result.files
        let order = files.indices.sorted { files[$0].path < files[$1].path }
        var uniqueOrder: [Int] = []
        uniqueOrder.reserveCapacity(order.count)
        for position in order where uniqueOrder.last.map({ files[$0].path }) != files[position].path { uniqueOrder.append(position) }
        result.files = uniqueOrder.map { files[$0] }
        var processed: [Processed] = []
        if processing != nil {
            processed.reserveCapacity(uniqueOrder.count)
            for position in uniqueOrder {
                let origin = origins[position]
                processed.append(parts[origin.part][origin.position].take()!)
            }
        }
        result.problems.sort { $0.location < $1.location }
        result.dependencyMarkers.sort()
        result.workspaces.sort()
        result.nestedConfigurationFiles = Array(Set(result.nestedConfigurationFiles)).sorted()
        return (result, processed)
    }

    /// How many files of a folder make one job: few enough that the workers share a large folder, enough that they
    /// seldom take the queue's lock.
    static let filesPerJob = 8

    /// A folder to list: its path as reported, its path relative to the root (for `exclude` globs; empty
    /// when there are none), and the real path of the root (links are followed only inside it).
    struct Folder {
        var path: String
        var relative: String
        var realRoot: String
        /// The excludes of the nested `lint-rules.json` files found in this folder's ancestors (anchored at theirs).
        var nestedExcludes: [AnchoredGlob]
    }

    private var readsLocalizations: Bool { !nestedConfigurationRoots.isEmpty || RuleRegistry.requirements(enabledIn: configuration).contains(.localizations) }
    private var hasExcludes: Bool { !configuration.excludes.isEmpty || hasAnchoredExcludes }

    /// `NSString.pathExtension` of a file name, without bridging: the text after the last dot, unless
    /// that dot starts the name (`.swift` has none).
    static func pathExtension(of name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }

    /// Lists one folder: its files go into `result`, its subfolders are returned to be listed next.
    private func walk(_ folder: Folder, into result: inout Result) -> [Folder] {
        let (directory, relative, realRoot) = (folder.path, folder.relative, folder.realRoot)
        var nestedExcludes = folder.nestedExcludes
        var subfolders: [Folder] = []
        let entries: [DirectoryEntry]
        do {
            // Sorted, though the files found are sorted once the walk is over: sorting them costs less when each folder's come in order.
            entries = try DirectoryListing.entries(of: directory)
        } catch let failure as DirectoryListing.Failure {
            result.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: directory, line: 1, column: 1), message: "cannot read directory: \(DirectoryListing.describe(failure))"))
            return []
        } catch {
            return []
        }
        if !nestedConfigurationRoots.isEmpty, entries.contains(where: { $0.kind != .directory && $0.name == LintRulesFiles.fileName }) {
            let absolute = PathNormalizer.standardized(directory.hasPrefix("/") ? directory : workingDirectory + "/" + directory)
            if LintRulesFiles.isSearched(absolute, roots: nestedConfigurationRoots) {
                let file = absolute + "/" + LintRulesFiles.fileName
                result.nestedConfigurationFiles.append(file)
                nestedExcludes += LintRulesFiles.anchoredExcludes(of: file) ?? []
            }
        }
        let hasExcludes = self.hasExcludes || !nestedExcludes.isEmpty
        for entry in entries {
            let name = entry.name
            let path = directory == "." ? name : directory + "/" + name
            // The path relative to the root is only needed to match `exclude` globs.
            let relativePath = hasExcludes ? (relative.isEmpty ? name : relative + "/" + name) : ""
            if hasExcludes, configuration.isExcluded(relativePath) || (hasAnchoredExcludes && configuration.isExcludedFromItsFolder(path))
                || (!nestedExcludes.isEmpty && isExcluded(path, by: nestedExcludes)) {
                recordMatchedExcludes(path: path, relativePath: relativePath, nestedExcludes: nestedExcludes, into: &result)
                // The nested search before the walk entered excluded folders too: their files still count.
                if entry.kind == .directory, !nestedConfigurationRoots.isEmpty { collectExcludedConfigurations(path, into: &result) }
                continue
            }
            if Self.dependencyManifests.contains(name) {
                result.hasDependencyManifest = true
                result.dependencyMarkers.append(path)
            }
            if name == ".gitmodules", entry.kind == .file {
                // Submodules not checked out: their code (a framework a target links) is outside the tree.
                let absent = Self.absentSubmodules(listedIn: path, folder: directory)
                if !absent.isEmpty { result.hasDependencyManifest = true }
                result.dependencyMarkers += absent
            }
            guard entry.kind != .other else { continue }
            var isDirectory = entry.kind == .directory
            if entry.kind == .symbolicLink {
                // Follow a link only when it stays inside the linted tree (and so cannot loop outside it).
                guard let target = DirectoryListing.realPath(path), target.hasPrefix(realRoot + "/") else { continue }
                guard let targetIsDirectory = DirectoryListing.isDirectory(target) else { continue }
                if targetIsDirectory { continue }  // linked folders are reached through their real path
                isDirectory = false
            }
            let pathExtension = Self.pathExtension(of: name)
            if isDirectory {
                if Self.skippedDirectories.contains(name) { continue }
                if Self.frameworkExtensions.contains(String(pathExtension)) {
                    result.hasDependencyManifest = true
                    result.dependencyMarkers.append(path)
                }
                if pathExtension == "xcworkspace", !directory.hasSuffix(".xcodeproj") { result.workspaces.append(path) }
                if pathExtension == "nib" {
                    let bundleEntries = (try? DirectoryListing.unsortedEntries(of: path))?.map(\.name) ?? []
                    var problem = FileProblem(kind: .unsupported, location: SourceLocation(file: path, line: 1, column: 1),
                                              message: Self.nibBundleMessage(entries: bundleEntries, name: name))
                    // Where the outlet names it may connect are read from (unconnected-outlet holds those back).
                    problem.connectionLabelFiles = LegacyNibLabels.labelFiles(ofBundle: path, entries: bundleEntries)
                    result.problems.append(problem)
                    continue
                }
                if AssetCatalog.setExtensions.contains(pathExtension) {
                    // An asset catalog's set (`Logo.imageset`): its name is all that matters, so it is not entered.
                    result.files.append(InputFile(path: path, kind: .asset))
                    continue
                }
                if pathExtension == "xib" || pathExtension == "storyboard" {
                    result.problems.append(FileProblem(kind: .unreadable, location: SourceLocation(file: path, line: 1, column: 1), message: "'\(name)' is a directory, not an Interface Builder file"))
                    continue
                }
                subfolders.append(Folder(path: path, relative: relativePath, realRoot: realRoot, nestedExcludes: nestedExcludes))
            } else if let kind = InputFileKind(fileName: name, pathExtension: pathExtension) {
                // Strings files matter only as a nib's localization, which sits in a `<lang>.lproj` folder.
                // Listed only when an enabled rule reads localizations (`RuleRequirements.localizations`).
                if kind == .localizedStrings, !readsLocalizations || !NibLocalization.isLocalizationFolder(directory) { continue }
                result.files.append(InputFile(path: path, kind: kind))
            }
        }
        return subfolders
    }

    /// The patterns that exclude an excluded entry (worked out only for those, which are few).
    private func recordMatchedExcludes(path: String, relativePath: String, nestedExcludes: [AnchoredGlob], into result: inout Result) {
        for glob in configuration.excludes where glob.matches(relativePath) { result.matchedExcludePatterns.insert(glob.pattern) }
        let absolute = PathNormalizer.standardized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        for anchored in configuration.allAnchoredExcludes + nestedExcludes where anchored.matches(absolutePath: absolute) {
            result.matchedExcludePatterns.insert(anchored.glob.pattern)
        }
    }

    /// A warning for each `exclude` pattern of a `lint-rules.json` that excluded nothing in a walk that covered its
    /// whole folder (`roots`, the linted folders, absolute and standardized): a typo, or a folder that has moved. `matched`: the
    /// walk's `matchedExcludePatterns`; `display`: how a path is shown.
    public static func unmatchedExcludeWarnings(_ configuration: Configuration, matched: Set<String>,
                                                roots: [String], display: (String) -> String) -> [String] {
        let globs = configuration.allAnchoredExcludes
        var warnings: [String] = []
        var seen = Set<String>()
        for anchored in globs where !matched.contains(anchored.glob.pattern) {
            // Only where the walk saw every place the glob can match: its whole folder, or the folder its literal start names
            // (`ios/Legacy/**` when `ios` is linted); linting a subfolder says nothing of the others.
            func covers(_ folder: String) -> Bool { roots.contains { folder == $0 || folder.hasPrefix($0 == "/" ? "/" : $0 + "/") } }
            guard covers(anchored.folder) || Self.literalFolder(of: anchored).map(covers) == true else { continue }
            let file = display(anchored.folder == "/" ? "/" + LintRulesFiles.fileName : anchored.folder + "/" + LintRulesFiles.fileName)
            guard seen.insert(file + "\u{0}" + anchored.glob.pattern).inserted else { continue }
            warnings.append("\(file): exclude pattern '\(anchored.glob.pattern)' matches no file or folder (paths are relative to the folder of \(LintRulesFiles.fileName))")
        }
        return warnings
    }

    /// The folder a pattern's literal leading components name (`ios/Legacy` of `ios/Legacy/**/*.xib`), absolute; nil when the
    /// pattern starts with a wildcard (it may match anywhere under its folder) or has no folder component.
    static func literalFolder(of anchored: AnchoredGlob) -> String? {
        var literal: [Substring] = []
        for component in anchored.glob.pattern.split(separator: "/", omittingEmptySubsequences: true).dropLast() {
            if component.contains(where: { "*?[".contains($0) }) { break }
            literal.append(component)
        }
        guard !literal.isEmpty else { return nil }
        return PathNormalizer.standardized((anchored.folder == "/" ? "" : anchored.folder) + "/" + literal.joined(separator: "/"))
    }

    private func isExcluded(_ path: String, by excludes: [AnchoredGlob]) -> Bool {
        let absolute = PathNormalizer.standardized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        return excludes.contains { $0.matches(absolutePath: absolute) }
    }

    /// The nested `lint-rules.json` files in an excluded folder (its own and its subfolders'), which the walk does not enter.
    private func collectExcludedConfigurations(_ path: String, into result: inout Result) {
        let absolute = PathNormalizer.standardized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        guard LintRulesFiles.isSearched(absolute, roots: nestedConfigurationRoots) else { return }
        let own = absolute + "/" + LintRulesFiles.fileName
        if DirectoryListing.isDirectory(own) == false { result.nestedConfigurationFiles.append(own) }
        result.nestedConfigurationFiles += LintRulesFiles.nested(in: absolute, fileSystem: .real)
    }
}

/// The work of the discovery workers: folders to list and files to process, shared. A worker asks for the next job
/// (project files first, the longest; then folders, so that all the work is known early), waiting while others are still listing (they may add more),
/// and stops when none is left anywhere. Files go to whichever worker is free: a folder of 900 sources
/// (pocket-casts-ios) or of a framework's 100 Objective-C files (HexFiend) no longer keeps its lister busy alone.
private final class WalkQueue: @unchecked Sendable {
    enum Job {
        case list(FileDiscovery.Folder)
        /// Files listed by worker `lister`, each with its position in that worker's list.
        case process([(file: InputFile, position: Int)], lister: Int)
    }

    private let condition = NSCondition()
    private var folders: [FileDiscovery.Folder]
    /// File jobs served before folders (project files), then after them.
    private var firstFiles: [Job] = []
    private var files: [Job] = []
    private var listing = 0

    init(_ folders: [FileDiscovery.Folder]) {
        self.folders = folders.reversed()
    }

    func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while folders.isEmpty && files.isEmpty && firstFiles.isEmpty && listing > 0 { condition.wait() }
        if let job = firstFiles.popLast() { return job }
        if let folder = folders.popLast() {
            listing += 1
            return .list(folder)
        }
        return files.popLast()
    }

    /// Ends the listing of a folder handed out by `next`, with the subfolders and the file jobs it found (`first`:
    /// those to start before any other job).
    func finished(_ subfolders: [FileDiscovery.Folder], files found: [Job], first: [Job]) {
        condition.lock()
        defer { condition.unlock() }
        folders += subfolders.reversed()
        files += found.reversed()
        firstFiles += first.reversed()
        listing -= 1
        condition.broadcast()
    }
}
