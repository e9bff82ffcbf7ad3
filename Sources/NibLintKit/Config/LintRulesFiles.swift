import Foundation

/// A glob relative to the folder of the `lint-rules.json` that holds it.
public struct AnchoredGlob: Sendable, Equatable {
    /// Absolute and standardized, without a trailing slash.
    public var folder: String
    public var glob: Glob

    /// Whether `absolutePath` lies under the folder and its path from there matches.
    public func matches(absolutePath: String) -> Bool {
        let prefix = folder == "/" ? "/" : folder + "/"
        return absolutePath.hasPrefix(prefix) && glob.matches(String(absolutePath.dropFirst(prefix.count)))
    }
}

/// The configuration that applies under a folder holding a nested `lint-rules.json`.
public struct FolderConfiguration: Sendable, Equatable {
    /// Absolute and standardized.
    public var folder: String
    public var configuration: Configuration
}

extension Configuration {
    /// The configuration for `file` (relative to `workingDirectory`, or absolute): the deepest folder's that holds it,
    /// else this one.
    public func effective(for file: String) -> Configuration {
        guard !folders.isEmpty else { return self }
        let path = absolute(file)
        return folders.last { path.hasPrefix($0.folder == "/" ? "/" : $0.folder + "/") }?.configuration ?? self
    }

    /// Whether any configuration (this one or a folder's) enables the rule, so that it runs.
    public func enablesAnywhere(_ ruleID: String) -> Bool {
        setting(for: ruleID)?.isEnabled == true || folders.contains { $0.configuration.setting(for: ruleID)?.isEnabled == true }
    }

    /// Whether an `exclude` of a `lint-rules.json` (relative to its folder) matches `path` (relative to
    /// `workingDirectory`, or absolute).
    public func isExcludedFromItsFolder(_ path: String) -> Bool {
        let absolutePath = absolute(path)
        return allAnchoredExcludes.contains { $0.matches(absolutePath: absolutePath) }
    }

    /// Every configuration file's anchored excludes (a file excluded by a nested one is excluded wherever it is seen).
    public var allAnchoredExcludes: [AnchoredGlob] {
        anchoredExcludes + folders.flatMap(\.configuration.anchoredExcludes)
    }

    func absolute(_ path: String) -> String {
        PathNormalizer.standardized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// The keys SwiftLint's configuration has for the workflow: `strict`, `reporter`/`reporters`, `baseline`, `included`.
    mutating func applyWorkflowKeys(_ object: [String: Any], source: String, folder: String?) throws {
        if let strict = object["strict"] {
            guard let strict = strict as? Bool else { throw ConfigurationError("\(source): 'strict' must be true or false") }
            isStrict = strict
        }
        for key in ["reporter", "reporters"] {
            guard let value = object[key] else { continue }
            guard let names = (value as? [String]) ?? (value as? String).map({ [$0] }) else {
                throw ConfigurationError("\(source): '\(key)' must be a reporter (\"NAME\" or \"NAME:FILE\") or an array of them")
            }
            for name in names { _ = try ReportRequest(parsing: name) }
            reports = names
        }
        func located(_ path: String) -> String {
            guard let folder, !path.hasPrefix("/") else { return path }
            return PathNormalizer.standardized(folder + "/" + path)
        }
        if let baseline = object["baseline"] {
            guard let path = baseline as? String, !path.isEmpty else { throw ConfigurationError("\(source): 'baseline' must be a file path") }
            baselinePath = located(path)
        }
        if let included = object["included"] {
            guard let paths = included as? [String] else { throw ConfigurationError("\(source): 'included' must be an array of paths") }
            includedPaths = paths.map(located)
        }
    }
}

/// Finds the `lint-rules.json` files of a lint as SwiftLint finds `.swiftlint.yml`: `--config FILE` alone when
/// given; otherwise the one in the working directory, those from each linted path's project root (its git
/// work tree, else the path itself) down to the path, and the nested ones inside the linted folders, each
/// applying under its own folder on top of those above it.
public enum LintRulesFiles {
    public static let fileName = "lint-rules.json"
    /// Folders the nested search does not enter (as file discovery skips them).
    static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", ".swiftpm", "node_modules", "Pods", "Carthage"]

    /// What the file system answers; the real one by default.
    public struct FileSystem: Sendable {
        public var isDirectory: @Sendable (String) -> Bool?
        public var read: @Sendable (String) -> Data?
        /// A folder's entries: each name, and whether it is a folder (a link is not).
        public var entries: @Sendable (String) -> [(name: String, isFolder: Bool)]

        public static let real = FileSystem(
            isDirectory: { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? isDirectory.boolValue : nil
            },
            read: { FileManager.default.contents(atPath: $0) },
            entries: { path in
                ((try? DirectoryListing.entries(of: path)) ?? []).map { ($0.name, $0.kind == .directory) }
            })

        public init(isDirectory: @escaping @Sendable (String) -> Bool?, read: @escaping @Sendable (String) -> Data?,
                    entries: @escaping @Sendable (String) -> [(name: String, isFolder: Bool)]) {
            self.isDirectory = isDirectory
            self.read = read
            self.entries = entries
        }
    }

    /// The configuration for linting `lintedPaths` (as given, against `workingDirectory`); `explicit`: `--config`.
    /// `source` names in messages are relative to the working directory where possible.
    public static func load(explicit: String?, lintedPaths: [String], workingDirectory: String, fileSystem: FileSystem = .real) throws -> Configuration {
        let pending = try loadDeferringNested(explicit: explicit, lintedPaths: lintedPaths, workingDirectory: workingDirectory, fileSystem: fileSystem)
        let inside = pending.searchRoots.flatMap { LintRulesFiles.nested(in: $0, fileSystem: fileSystem) }
        return try pending.composing(nested: inside)
    }

    /// What `load` finds before the nested search: the configuration without the `lint-rules.json` files inside the
    /// linted folders, and the folders to search for them. The lint finds those in its own walk of the folders
    /// (`FileDiscovery.nestedConfigurationRoots`) instead of a walk of its own before it, and composes them
    /// with `composing(nested:)`.
    public struct Pending: Sendable {
        /// The configuration of the files above and at the linted paths (the nested ones not yet read).
        public var configuration: Configuration
        /// The linted folders (absolute, standardized) whose subfolders may hold nested files.
        public var searchRoots: [String]
        /// The base configuration (no folder's applied) and the files found above the linted paths after the first.
        let base: Configuration
        let found: [String]
        let known: Set<String>
        let fileSystem: FileSystem
        let display: @Sendable (String) -> String

        /// The configuration with `nested` (files found in the search roots' subfolders, in any order) applied too;
        /// files already applied are skipped. The same as `load` when `nested` are the files it would find.
        public func composing(nested: [String]) throws -> Configuration {
            var found = self.found
            for file in nested where !known.contains(file) && !found.contains(file) { found.append(file) }
            return try LintRulesFiles.compose(base: base, found: found, fileSystem: fileSystem, display: display)
        }
    }

    public static func loadDeferringNested(explicit: String?, lintedPaths: [String], workingDirectory: String, fileSystem: FileSystem = .real) throws -> Pending {
        let working = PathNormalizer.standardized(workingDirectory)
        func absolute(_ path: String) -> String { PathNormalizer.standardized(path.hasPrefix("/") ? path : working + "/" + path) }
        let display: @Sendable (String) -> String = { path in
            path.hasPrefix(working + "/") ? String(path.dropFirst(working.count + 1)) : path
        }
        var base = Configuration()
        base.workingDirectory = working
        if let explicit {
            try apply(absolute(explicit), to: &base, fileSystem: fileSystem, display: display)
            return Pending(configuration: base, searchRoots: [], base: base, found: [], known: [], fileSystem: fileSystem, display: display)
        }
        func configFile(in folder: String) -> String? {
            let file = (folder == "/" ? "" : folder) + "/" + fileName
            return fileSystem.isDirectory(file) == false ? file : nil
        }
        // The working directory's file applies everywhere (as before nested files were read).
        let cwdFile = configFile(in: working)
        var baseFiles: [String] = cwdFile.map { [$0] } ?? []
        var found: [String] = []
        var roots: [String] = []
        for (position, path) in lintedPaths.enumerated() {
            let target = absolute(path)
            let folder = fileSystem.isDirectory(target) == true ? target : (target as NSString).deletingLastPathComponent
            let root = ProjectRoot.gitWorkTree(containing: folder) { fileSystem.isDirectory($0) != nil } ?? folder
            // From the root down to the linted folder.
            var chain: [String] = []
            var current = folder
            while true {
                if let file = configFile(in: current) { chain.insert(file, at: 0) }
                if current == root || current == "/" || !current.hasPrefix(root) { break }
                current = (current as NSString).deletingLastPathComponent
            }
            for file in chain where !baseFiles.contains(file) && !found.contains(file) {
                if position == 0 { baseFiles.append(file) } else { found.append(file) }
            }
            if fileSystem.isDirectory(target) == true, !roots.contains(target) { roots.append(target) }
        }
        for file in baseFiles { try apply(file, to: &base, fileSystem: fileSystem, display: display) }
        let known = Set(baseFiles + found)
        let pending = Pending(configuration: base, searchRoots: roots, base: base, found: found, known: known, fileSystem: fileSystem, display: display)
        var composed = pending
        composed.configuration = try compose(base: base, found: found, fileSystem: fileSystem, display: display)
        return composed
    }

    private static func apply(_ file: String, to configuration: inout Configuration, fileSystem: FileSystem, display: (String) -> String) throws {
        guard let data = fileSystem.read(file) else {
            let reason = switch fileSystem.isDirectory(file) {
            case nil: "no such file"
            case true?: "it is a directory (name the lint-rules.json file in it)"
            case false?: "the file is not readable (check its permissions)"
            }
            throw ConfigurationError("cannot read configuration file '\(display(file))': \(reason)")
        }
        try configuration.apply(json: data, source: display(file), folder: (file as NSString).deletingLastPathComponent)
    }

    /// `base` with each of `found` applied under its folder, on top of the base and of the files above it, shallowest first.
    static func compose(base: Configuration, found: [String], fileSystem: FileSystem, display: (String) -> String) throws -> Configuration {
        var base = base
        guard !found.isEmpty else { return base }
        let folders = found.map { ($0 as NSString).deletingLastPathComponent }
        let order = folders.indices.sorted { (folders[$0].count, folders[$0]) < (folders[$1].count, folders[$1]) }
        var composed: [FolderConfiguration] = []
        for index in order {
            let folder = folders[index]
            var configuration = composed.last { folder.hasPrefix($0.folder + "/") }?.configuration ?? base
            configuration.warnings = []
            try apply(found[index], to: &configuration, fileSystem: fileSystem, display: display)
            base.warnings += configuration.warnings
            configuration.warnings = []
            composed.append(FolderConfiguration(folder: folder, configuration: configuration))
        }
        base.folders = composed
        // Classes declared in any of them are known to the index, which is one for the lint.
        for folder in composed {
            for external in folder.configuration.externalClasses where !base.externalClasses.contains(external) { base.externalClasses.append(external) }
        }
        return base
    }

    /// Whether `folder` (absolute, standardized) is where the nested search of `roots` looks for a file: strictly
    /// inside one of them, through no hidden or skipped folder (the folders `nested(in:)` does not enter).
    public static func isSearched(_ folder: String, roots: [String]) -> Bool {
        roots.contains { root in
            let prefix = root == "/" ? "/" : root + "/"
            guard folder.hasPrefix(prefix), folder.count > prefix.count else { return false }
            return !folder.dropFirst(prefix.count).split(separator: "/").contains { $0.hasPrefix(".") || skippedFolders.contains(String($0)) }
        }
    }

    /// The anchored excludes of one `lint-rules.json` (`exclude`, `excluded`), read alone, for the walk that finds it:
    /// nil when it cannot be read (composing it reports the error).
    public static func anchoredExcludes(of file: String, fileSystem: FileSystem = .real) -> [AnchoredGlob]? {
        guard let data = fileSystem.read(file), let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        let folder = (file as NSString).deletingLastPathComponent
        return ["exclude", "excluded"].flatMap { key in ((object[key] as? [String]) ?? []).map { AnchoredGlob(folder: folder, glob: Glob($0)) } }
    }

    /// The `lint-rules.json` files in the subfolders of `folder` (not its own), depth first. One listing per folder
    /// tells both its subfolders and whether it holds the file (no lookup of the file in every folder).
    static func nested(in folder: String, fileSystem: FileSystem) -> [String] {
        var files: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            let entries = fileSystem.entries(current)
            let prefix = current == "/" ? "" : current
            if current != folder, entries.contains(where: { !$0.isFolder && $0.name == fileName }) { files.append(prefix + "/" + fileName) }
            for name in entries.filter(\.isFolder).map(\.name).sorted().reversed() where !skippedFolders.contains(name) && !name.hasPrefix(".") {
                pending.append(prefix + "/" + name)
            }
        }
        return files
    }
}
