/// What niblint needs of one Xcode project (`project.pbxproj`): its targets, the module each compiles
/// into, the platform it builds for, and the files each builds, with paths resolved through the group tree.
public struct XcodeProject: Sendable, Equatable {
    /// The `project.pbxproj` file, as found.
    public var path: String
    /// The folder that holds the `.xcodeproj` (what `SOURCE_ROOT` means).
    public var rootDirectory: String
    public var targets: [XcodeTarget] = []
    /// Every file and folder the project refers to, resolved (built or not): files outside the project's
    /// folder that it refers to belong to it as much as those inside.
    public var referencedPaths: [String] = []
    /// The project depends on remote Swift packages (whose classes are not in the tree).
    public var usesRemotePackages = false

    public init(path: String, rootDirectory: String) {
        self.path = path
        self.rootDirectory = rootDirectory
    }
}

/// One target of an Xcode project.
public struct XcodeTarget: Sendable, Equatable {
    public var name: String
    /// The Swift module its sources compile into (`PRODUCT_MODULE_NAME`, by default the product name with
    /// every character that cannot appear in an identifier replaced by `_`).
    public var moduleName: String
    /// `SDKROOT` (`iphoneos`, `macosx`, `appletvos`, …), from the target's or the project's settings; nil when unset.
    public var sdk: String?
    /// `com.apple.product-type.application`, `….framework`, …
    public var productType: String?
    /// Files its build phases list (sources, resources, copied files), resolved.
    public var builtPaths: [String] = []
    /// Names of the files its build phases list whose path niblint could not resolve (a custom source tree).
    public var unresolvedNames: [String] = []
    /// Xcode 16 synchronized folders: every file below `path` is built, except `exceptions` (paths relative to it).
    public var synchronizedFolders: [SynchronizedFolder] = []

    public struct SynchronizedFolder: Sendable, Equatable {
        public var path: String
        public var exceptions: Set<String>
    }
}

extension XcodeProject {
    /// Reads a project from the bytes of its `project.pbxproj` at `path` (as found, e.g. `App/App.xcodeproj/project.pbxproj`).
    public static func read(bytes: [UInt8], path: String) throws -> XcodeProject {
        let list = try OpenStepPropertyList(bytes: bytes)
        let xcodeproj = ProjectPath.parent(of: path)
        var reader = ProjectReader(list: list, project: XcodeProject(path: path, rootDirectory: ProjectPath.parent(of: xcodeproj)))
        reader.read()
        return reader.project
    }
}

/// Walks the objects of a parsed `project.pbxproj` into an `XcodeProject`.
private struct ProjectReader {
    let list: OpenStepPropertyList
    var objects: [String: Int32] = [:]
    var idsByNode: [Int32: String] = [:]
    /// The resolved path of every file reference, group and variant group reached from the main group.
    var resolvedPaths: [String: String] = [:]
    /// The display name of references whose path could not be resolved.
    var unresolvedNames: [String: String] = [:]
    var project: XcodeProject

    init(list: OpenStepPropertyList, project: XcodeProject) {
        self.list = list
        self.project = project
    }

    mutating func read() {
        guard let objectsNode = list.value("objects", in: list.root) else { return }
        for (key, value) in list.entries(objectsNode) {
            if let id = list.string(key) {
                objects[id] = value
                idsByNode[value] = id
            }
        }
        guard let rootID = list.string("rootObject", in: list.root), let root = objects[rootID] else { return }
        if let mainGroup = list.string("mainGroup", in: root).flatMap({ objects[$0] }) {
            resolve(group: mainGroup, parentFolder: project.rootDirectory)
        }
        project.referencedPaths = resolvedPaths.values.sorted()
        let projectSettings = buildSettings(of: root)
        if let references = list.value("packageReferences", in: root) {
            project.usesRemotePackages = list.elements(references).contains { id in
                list.string(id).flatMap { objects[$0] }.map { list.string("isa", in: $0) == "XCRemoteSwiftPackageReference" } ?? false
            }
        }
        for targetID in list.value("targets", in: root).map(list.elements) ?? [] {
            guard let node = list.string(targetID).flatMap({ objects[$0] }) else { continue }
            project.targets.append(target(node, projectSettings: projectSettings))
        }
    }

    // MARK: Paths

    /// Resolves `node` (a group, file reference, variant or version group) and its children.
    private mutating func resolve(group node: Int32, parentFolder: String?) {
        guard let id = idOf(node) else { return }
        let path = list.string("path", in: node)
        let folder: String?
        switch list.string("sourceTree", in: node) ?? "<group>" {
        case "<group>": folder = parentFolder.map { path.map(ProjectPath.join($0)) ?? $0 }
        case "SOURCE_ROOT": folder = path.map(ProjectPath.join(project.rootDirectory)) ?? project.rootDirectory
        case "<absolute>": folder = path
        default: folder = nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: outside the tree
        }
        if let folder {
            resolvedPaths[id] = ProjectPath.normalized(folder)
        } else if let name = list.string("name", in: node) ?? path {
            unresolvedNames[id] = ProjectPath.lastComponent(of: name)
        }
        let isa = list.string("isa", in: node)
        // A variant group (a localized file) has no folder of its own: its children are relative to its parent.
        let childFolder = isa == "PBXVariantGroup" ? parentFolder : folder
        for child in list.value("children", in: node).map(list.elements) ?? [] {
            guard let childNode = list.string(child).flatMap({ objects[$0] }) else { continue }
            resolve(group: childNode, parentFolder: childFolder)
        }
    }

    /// The id of an object node (the key it is stored under).
    private func idOf(_ node: Int32) -> String? { idsByNode[node] }

    /// The paths a build file's reference stands for: a file, or every child of a variant / version group.
    private func paths(ofReference id: String) -> (paths: [String], unresolved: [String]) {
        guard let node = objects[id] else { return ([], []) }
        var paths: [String] = []
        var unresolved: [String] = []
        let isa = list.string("isa", in: node)
        if isa == "PBXVariantGroup" || isa == "XCVersionGroup" {
            for child in list.value("children", in: node).map(list.elements) ?? [] {
                guard let childID = list.string(child) else { continue }
                if let path = resolvedPaths[childID] { paths.append(path) } else if let name = unresolvedNames[childID] { unresolved.append(name) }
            }
            if paths.isEmpty, unresolved.isEmpty, let name = list.string("name", in: node) { unresolved.append(name) }
        } else if let path = resolvedPaths[id] {
            paths.append(path)
        } else if let name = unresolvedNames[id] ?? list.string("path", in: node).map(ProjectPath.lastComponent) {
            unresolved.append(name)
        }
        return (paths, unresolved)
    }

    // MARK: Targets

    private func target(_ node: Int32, projectSettings: [String: String]) -> XcodeTarget {
        let name = list.string("name", in: node) ?? list.string("productName", in: node) ?? ""
        var settings = projectSettings
        for (key, value) in buildSettings(of: node) { settings[key] = value }
        var target = XcodeTarget(name: name, moduleName: XcodeProject.moduleName(settings: settings, targetName: name),
                                 sdk: settings["SDKROOT"], productType: list.string("productType", in: node))
        for phaseID in list.value("buildPhases", in: node).map(list.elements) ?? [] {
            guard let phase = list.string(phaseID).flatMap({ objects[$0] }) else { continue }
            for buildFileID in list.value("files", in: phase).map(list.elements) ?? [] {
                guard let buildFile = list.string(buildFileID).flatMap({ objects[$0] }),
                      let reference = list.string("fileRef", in: buildFile) else { continue }
                let (paths, unresolved) = paths(ofReference: reference)
                target.builtPaths += paths
                target.unresolvedNames += unresolved
            }
        }
        for groupID in list.value("fileSystemSynchronizedGroups", in: node).map(list.elements) ?? [] {
            guard let id = list.string(groupID), let group = objects[id], let path = resolvedPaths[id] else { continue }
            var exceptions: Set<String> = []
            for exceptionID in list.value("exceptions", in: group).map(list.elements) ?? [] {
                guard let exception = list.string(exceptionID).flatMap({ objects[$0] }),
                      let targetOfException = list.string("target", in: exception),
                      objects[targetOfException] == node else { continue }
                for item in list.value("membershipExceptions", in: exception).map(list.elements) ?? [] {
                    if let relative = list.string(item) { exceptions.insert(relative) }
                }
            }
            target.synchronizedFolders.append(.init(path: path, exceptions: exceptions))
        }
        return target
    }

    /// The settings of an object's build configuration list: the first configuration's (Debug, usually),
    /// with what only later configurations set added.
    private func buildSettings(of node: Int32) -> [String: String] {
        guard let listNode = list.string("buildConfigurationList", in: node).flatMap({ objects[$0] }) else { return [:] }
        var settings: [String: String] = [:]
        for configurationID in list.value("buildConfigurations", in: listNode).map(list.elements) ?? [] {
            guard let configuration = list.string(configurationID).flatMap({ objects[$0] }),
                  let values = list.value("buildSettings", in: configuration) else { continue }
            for (key, value) in list.entries(values) {
                guard let key = list.string(key), settings[key] == nil, Self.wantedSettings.contains(key), let text = list.string(value) else { continue }
                settings[key] = text
            }
        }
        return settings
    }

    private static let wantedSettings: Set<String> = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "SDKROOT", "INFOPLIST_FILE"]

}

extension XcodeProject {
    /// The module name Xcode derives for a target.
    static func moduleName(settings: [String: String], targetName: String) -> String {
        func expand(_ value: String, productName: String) -> String {
            var text = value
            for variable in ["TARGET_NAME", "PROJECT_NAME"] {
                for form in ["$(\(variable))", "${\(variable)}", "$(\(variable):c99extidentifier)", "$(\(variable):rfc1034identifier)"] {
                    text = text.replacingOccurrences(of: form, with: targetName)
                }
            }
            for form in ["$(PRODUCT_NAME)", "${PRODUCT_NAME}", "$(PRODUCT_NAME:c99extidentifier)", "$(PRODUCT_NAME:rfc1034identifier)"] {
                text = text.replacingOccurrences(of: form, with: productName)
            }
            return text
        }
        let productName = settings["PRODUCT_NAME"].map { expand($0, productName: targetName) } ?? targetName
        var module = settings["PRODUCT_MODULE_NAME"].map { expand($0, productName: productName) } ?? productName
        if module.contains("$") { module = productName.contains("$") ? targetName : productName }
        return c99Identifier(module)
    }

    /// Every character that cannot appear in a C identifier replaced by `_` (and a leading digit prefixed with one).
    static func c99Identifier(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isIdentifier = scalar == "_" || (scalar.properties.isAlphabetic && scalar.isASCII == false) || (scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)))
            scalars.append(isIdentifier ? scalar : "_")
        }
        var text = String(scalars)
        if let first = text.unicodeScalars.first, ("0"..."9").contains(first) { text = "_" + text }
        return text
    }
}

/// Path arithmetic on the paths as found (relative or absolute, `/`-separated), without the file system.
enum ProjectPath {
    static func parent(of path: String) -> String {
        guard let slash = path.utf8LastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8LastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `base/relative` (curried, for `map`), or `relative` alone when it is absolute.
    static func join(_ base: String) -> (String) -> String {
        { relative in
            if relative.hasPrefix("/") { return relative }
            if base == "." || base.isEmpty { return relative }
            return base.hasSuffix("/") ? base + relative : base + "/" + relative
        }
    }

    /// `.` and empty components dropped, `..` applied where a component precedes it.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is `directory` or below it.
    static func isWithin(_ path: String, directory: String) -> Bool {
        if directory == "." || directory.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("../") }
        return path == directory || (path.hasPrefix(directory) && path.utf8.count > directory.utf8.count
            && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: directory.utf8.count)] == UInt8(ascii: "/"))
    }
}
