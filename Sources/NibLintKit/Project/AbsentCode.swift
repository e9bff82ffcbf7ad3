/// Code a unit builds that is not in the tree: a git submodule that is not checked out (listed in `.gitmodules`, its
/// folder missing or empty), a sub-project (`Sparkle.xcodeproj`) an Xcode project refers to that is missing, or a source
/// a target compiles that is missing (kept out of the repository, or encrypted beside it by git-secret). A class no
/// source declares may be declared there, and a missing source may add members to any class (an extension, a
/// category): niblint does not judge them, and says where they may come from.
public struct AbsentCode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case submodule, subproject, source }
    public var kind: Kind
    /// The submodule's folder or the sub-project's `.xcodeproj`, as found.
    public var path: String
    /// The path as the project names it: a submodule's as its `.gitmodules` lists it (`External/Sparkle`), a
    /// sub-project's and a source's from its unit's folder (`Libraries/Plots/Plots.xcodeproj`).
    public var shownPath: String
    /// For a source, the folder of the project compiling it: the classes it may extend are that project's (an
    /// extension or a category of another project's class, a framework's own code extending the app's, is not looked for).
    public var projectRoot: String?

    /// The folder's or project's name (`MGScopeBar`): a class from it often starts with it.
    public var name: String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        switch kind {
        case .submodule: return last
        case .subproject: return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
        case .source: return last.split(separator: ".").first.map(String.init) ?? last
        }
    }

    /// Where the code is and why it is not read: "in submodule External/Sparkle, not checked out".
    public var description: String {
        switch kind {
        case .submodule: "in submodule \(shownPath), not checked out"
        case .subproject: "in project \(shownPath), not in the tree"
        case .source: "in \(shownPath), which a target compiles and the tree lacks"
        }
    }

    /// A unit's absent code, and whether it is all the unit's code outside the tree (no dependency manifest, prebuilt
    /// framework or remote package besides): only then may a reason list it as where a class may be declared.
    public struct List: Sendable, Equatable {
        public var code: [AbsentCode] = []
        public var isAllOutsideCode = false
        public var isEmpty: Bool { code.isEmpty }
        /// The sources a target compiles that the tree lacks, as the project names them, that may give a class declared
        /// in `declaringFiles` members (an extension, a category): those of a project compiling one of the files; every
        /// one for a framework class (no declaring file), which any project's code may extend.
        public func missingSources(extendingClassDeclaredIn declaringFiles: [String]) -> [String] {
            code.filter { code in
                guard code.kind == .source, let root = code.projectRoot else { return false }
                return declaringFiles.isEmpty || declaringFiles.contains { ProjectPath.isWithin(ProjectPath.normalized($0), directory: root) }
            }.map(\.shownPath)
        }
    }

    /// A unit's absent code: the submodule markers (`FileDiscovery.absentSubmodules`) in its folder (or, for the files of
    /// no unit, in no unit's folder), its projects' missing sub-projects and the sources its targets compile that are
    /// missing (`walkedSources`: the unit's sources the walk found, normalized and lowercased), each in none of those submodules.
    static func of(unit: Int, roots: [String], markers: [String], model: ProjectModel, walkedSources: Set<String>) -> List {
        let unitMarkers = markers.filter { marker in
            unit < roots.count ? ProjectPath.isWithin(marker, directory: roots[unit]) : !roots.contains { ProjectPath.isWithin(marker, directory: $0) }
        }
        let submodules = unitMarkers.filter(FileDiscovery.isAbsentSubmodule(marker:))
        var result = submodules.map { AbsentCode(kind: .submodule, path: $0, shownPath: relative($0, to: gitmodulesFolder(of: $0))) }
        if unit < roots.count {
            for project in model.absentSubprojects(unit: unit) where !submodules.contains(where: { ProjectPath.isWithin(project, directory: $0) }) {
                result.append(AbsentCode(kind: .subproject, path: project, shownPath: relative(project, to: roots[unit])))
            }
            // Xcode builds on case-insensitive disks: `stream/Player.swift` in the project is the walk's `Stream/Player.swift`.
            // Only a source kept out of the repository on purpose: a stale reference to a deleted file is no code the app has.
            var seen: Set<String> = []
            var keptOut = KeptOutSources()
            for (source, projectRoot) in model.compiledSources(unit: unit) where !walkedSources.contains(source.lowercased()) && seen.insert(source).inserted
                && !submodules.contains(where: { ProjectPath.isWithin(source, directory: $0) }) && DirectoryListing.isDirectory(source) == nil
                && keptOut.isKeptOut(source) {
                result.append(AbsentCode(kind: .source, path: source, shownPath: relative(source, to: roots[unit]), projectRoot: projectRoot))
            }
        }
        let hasOthers = unitMarkers.count > submodules.count || (unit < roots.count && model.usesRemotePackages(unit: unit))
        return List(code: result, isAllOutsideCode: !result.isEmpty && !hasOthers)
    }

    /// The nearest folder above a submodule's that holds the `.gitmodules` listing it, or nil.
    private static func gitmodulesFolder(of submodule: String) -> String? {
        var folder = ProjectPath.parent(of: submodule)
        while true {
            let file = folder == "." ? ".gitmodules" : folder + "/.gitmodules"
            if DirectoryListing.isDirectory(file) == false { return folder }
            let parent = ProjectPath.parent(of: folder)
            if parent == folder || folder == "." || folder == "/" { return nil }
            folder = parent
        }
    }

    /// `path` from `folder` (`folder` "." or nil: `path` itself).
    private static func relative(_ path: String, to folder: String?) -> String {
        guard let folder, folder != ".", ProjectPath.isWithin(path, directory: folder), path != folder else { return path }
        return String(path.dropFirst(folder.count + 1))
    }

    /// The absent code a class named `className` is likely from (its name starts with the code's name, of 3 letters or
    /// more), else nil.
    static func likelyOrigin(of className: String, in absent: [AbsentCode]) -> AbsentCode? {
        let folded = className.lowercased()
        return absent.first { code in
            let bare = code.name.lowercased().filter { $0.isLetter || $0.isNumber }
            return bare.utf8.count >= 3 && folded.hasPrefix(bare)
        }
    }

    /// Where a class no source declares may be declared, when the unit's absent code tells: the code its name starts
    /// with, or, when the absent code is all the unit's code outside the tree, that code; nil otherwise.
    static func classOrigin(_ className: String, in absent: List) -> String? {
        if let likely = likelyOrigin(of: className, in: absent.code) {
            return "its name starts with '\(likely.name)': it is likely declared \(likely.description)"
        }
        guard absent.isAllOutsideCode else { return nil }
        let listed = absent.code.prefix(8).map(\.description).joined(separator: "; ") + (absent.code.count > 8 ? "; …" : "")
        return "code outside the tree may declare it (the tree names code it lacks: \(listed))"
    }
}
