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
    /// Every object's node by its id; each object's id by its node.
    var objects: [ObjectKey: Int32] = [:]
    var idsByNode: [Int32: ObjectKey] = [:]
    /// The resolved path of every file reference, group and variant group reached from the main group.
    var resolvedPaths: [ObjectKey: String] = [:]
    /// The display name of references whose path could not be resolved.
    var unresolvedNames: [ObjectKey: String] = [:]
    var project: XcodeProject

    init(list: OpenStepPropertyList, project: XcodeProject) {
        self.list = list
        self.project = project
    }

    /// The object a node naming an id refers to.
    private func object(_ idNode: Int32?) -> Int32? {
        idNode.flatMap { objects[list.objectKey($0)] }
    }

    /// The object named by the value of `key` in `node`.
    private func object(_ key: StaticString, in node: Int32) -> Int32? {
        object(list.value(key, in: node))
    }

    mutating func read() {
        guard let objectsNode = list.value("objects", in: list.root) else { return }
        let entries = list.entries(objectsNode)
        objects.reserveCapacity(entries.count)
        idsByNode.reserveCapacity(entries.count)
        for (key, value) in entries {
            let id = list.objectKey(key)
            objects[id] = value
            idsByNode[value] = id
        }
        guard let root = object("rootObject", in: list.root) else { return }
        if let mainGroup = object("mainGroup", in: root) {
            resolve(group: mainGroup, parentFolder: project.rootDirectory)
        }
        project.referencedPaths = resolvedPaths.values.sorted()
        let projectSettings = buildSettings(of: root)
        if let references = list.value("packageReferences", in: root) {
            project.usesRemotePackages = list.elements(references).contains { id in
                object(id).flatMap { list.value("isa", in: $0) }.map { list.isString($0, equalTo: "XCRemoteSwiftPackageReference") } ?? false
            }
        }
        for targetID in list.value("targets", in: root).map(list.elements) ?? [] {
            guard let node = object(targetID) else { continue }
            project.targets.append(target(node, projectSettings: projectSettings))
        }
    }

    // MARK: Paths

    /// Resolves `node` (a group, file reference, variant or version group) and its children.
    private mutating func resolve(group node: Int32, parentFolder: String?) {
        guard let id = idsByNode[node] else { return }
        let path = list.string("path", in: node)
        let folder: String?
        let sourceTree = list.value("sourceTree", in: node)
        if sourceTree.map({ list.isString($0, equalTo: "<group>") }) ?? true {
            folder = parentFolder.map { path.map(ProjectPath.join($0)) ?? $0 }
        } else if list.isString(sourceTree!, equalTo: "SOURCE_ROOT") {
            folder = path.map(ProjectPath.join(project.rootDirectory)) ?? project.rootDirectory
        } else if list.isString(sourceTree!, equalTo: "<absolute>") {
            folder = path
        } else {
            folder = nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: outside the tree
        }
        if let folder {
            resolvedPaths[id] = ProjectPath.normalized(folder)
        } else if let name = list.string("name", in: node) ?? path {
            unresolvedNames[id] = ProjectPath.lastComponent(of: name)
        }
        guard let children = list.value("children", in: node) else { return }
        // A variant group (a localized file) has no folder of its own: its children are relative to its parent.
        let isVariantGroup = list.value("isa", in: node).map { list.isString($0, equalTo: "PBXVariantGroup") } ?? false
        let childFolder = isVariantGroup ? parentFolder : folder
        for child in list.elements(children) {
            guard let childNode = object(child) else { continue }
            resolve(group: childNode, parentFolder: childFolder)
        }
    }

    /// The paths a build file's reference stands for: a file, or every child of a variant / version group.
    private func paths(ofReference idNode: Int32) -> (paths: [String], unresolved: [String]) {
        let id = list.objectKey(idNode)
        guard let node = objects[id] else { return ([], []) }
        var paths: [String] = []
        var unresolved: [String] = []
        let isa = list.value("isa", in: node)
        if let isa, list.isString(isa, equalTo: "PBXVariantGroup") || list.isString(isa, equalTo: "XCVersionGroup") {
            for child in list.value("children", in: node).map(list.elements) ?? [] {
                let childID = list.objectKey(child)
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
            guard let phase = object(phaseID) else { continue }
            for buildFileID in list.value("files", in: phase).map(list.elements) ?? [] {
                guard let buildFile = object(buildFileID), let reference = list.value("fileRef", in: buildFile) else { continue }
                let (paths, unresolved) = paths(ofReference: reference)
                target.builtPaths += paths
                target.unresolvedNames += unresolved
            }
        }
        for groupID in list.value("fileSystemSynchronizedGroups", in: node).map(list.elements) ?? [] {
            let id = list.objectKey(groupID)
            guard let group = objects[id], let path = resolvedPaths[id] else { continue }
            var exceptions: Set<String> = []
            for exceptionID in list.value("exceptions", in: group).map(list.elements) ?? [] {
                guard let exception = object(exceptionID), object("target", in: exception) == node else { continue }
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
        guard let listNode = object("buildConfigurationList", in: node) else { return [:] }
        var settings: [String: String] = [:]
        for configurationID in list.value("buildConfigurations", in: listNode).map(list.elements) ?? [] {
            guard let configuration = object(configurationID), let values = list.value("buildSettings", in: configuration) else { continue }
            for (key, value) in list.entries(values) {
                for wanted in Self.wantedSettings where list.isString(key, equalTo: wanted) {
                    let name = "\(wanted)"
                    if settings[name] == nil, let text = list.string(value) { settings[name] = text }
                }
            }
        }
        return settings
    }

    private static let wantedSettings: [StaticString] = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "SDKROOT", "INFOPLIST_FILE"]
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
        if isNormalized(path) { return path }
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

    /// True when `normalized` would return `path` itself: no empty, `.` or `..` component.
    private static func isNormalized(_ path: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        var componentStart = true
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || (componentStart && dots > 0) { return false }
                componentStart = true
                dots = 0
            } else if componentStart, byte == UInt8(ascii: ".") {
                dots += 1
                if dots > 2 { componentStart = false }
            } else {
                componentStart = false
            }
            previous = byte
        }
        if path.isEmpty || previous == UInt8(ascii: "/") && path.utf8.count > 1 { return false }
        return !(componentStart && dots > 0)
    }

    /// Whether `path` is `directory` or below it.
    static func isWithin(_ path: String, directory: String) -> Bool {
        if directory == "." || directory.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("../") }
        return path == directory || (path.hasPrefix(directory) && path.utf8.count > directory.utf8.count
            && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: directory.utf8.count)] == UInt8(ascii: "/"))
    }
}
