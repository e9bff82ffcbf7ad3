import Foundation

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
    /// `SDKROOT` (`iphoneos`, `macosx`, `appletvos`, …), from the target's or the project's settings
    /// (build settings, then `.xcconfig` files); nil when unset.
    public var sdk: String?
    /// `SUPPORTED_PLATFORMS` (`macosx iphoneos iphonesimulator …`): a target built for several platforms. Empty when unset.
    public var supportedPlatforms: [String] = []
    /// `com.apple.product-type.application`, `….framework`, …
    public var productType: String?
    /// Files its build phases list (sources, resources, copied files), resolved.
    public var builtPaths: [String] = []
    /// Names of the files its build phases list whose path niblint could not resolve (a custom source tree).
    public var unresolvedNames: [String] = []
    /// `INFOPLIST_KEY_UIMainStoryboardFile` and the other launch keys of its build configurations (one entry per key
    /// and name): the storyboard or nib Xcode writes into the Info.plist it generates.
    public var launchEntries: [LaunchEntry] = []
    /// `INFOPLIST_FILE`, resolved against the project's folder: the Info.plist the target's product carries.
    public var infoPlistFile: String?
    /// The Info.plist files of its other build configurations, when they differ (an app's Alpha or white-label build).
    public var otherInfoPlistFiles: [String] = []
    /// What CocoaPods' phases of its build phases copy into its product's bundle; `.notIntegrated` without any.
    public var podResources: PodResources = .notIntegrated
    /// The names of the targets it depends on (`PBXTargetDependency`: the target's name, or the name a dependency on
    /// another project's target carries): an app embeds the frameworks it depends on.
    public var dependencyNames: [String] = []

    /// What the CocoaPods integration of a target (its `[CP] …` build phases, as `pod install` writes them into the
    /// project) copies into the target's bundle, read without `Pods/`.
    public enum PodResources: Sendable, Hashable {
        /// No CocoaPods phase: the Podfile does not name the target.
        case notIntegrated
        /// CocoaPods phases but no `[CP] Copy Pods Resources`: no pod resource goes into the bundle (with
        /// `use_frameworks!` each pod's resources are in its framework or resource bundle).
        case none
        /// `[CP] Copy Pods Resources` whose `inputPaths` list the files it copies: those names (file names without
        /// extension, scale or device suffix); a `.bundle` is a bundle of its own and puts no name there.
        case listed(Set<String>)
        /// `[CP] Copy Pods Resources` whose inputs are not in the project (an `xcfilelist` of `Pods/`, or none):
        /// the resources script decides.
        case unlisted
    }

    /// Whether the target builds an app (not an extension, framework, test bundle or tool).
    public var isApplication: Bool { productType == "com.apple.product-type.application" }
    /// Whether the target builds a framework or library, whose code runs in the process of the app that links it: its
    /// main bundle is that app's.
    public var isLibrary: Bool {
        ["com.apple.product-type.framework", "com.apple.product-type.framework.static", "com.apple.product-type.library.static",
         "com.apple.product-type.library.dynamic"].contains(productType ?? "")
    }
    /// Whether the target builds unit or UI tests (`com.apple.product-type.bundle.unit-test`, `….bundle.ui-testing`).
    public var isTestBundle: Bool { productType == "com.apple.product-type.bundle.unit-test" || productType == "com.apple.product-type.bundle.ui-testing" }
    /// Compiles Swift with Swift 3's `@objc` inference: Swift 3, or Swift 4 with `SWIFT_SWIFT3_OBJC_INFERENCE = On`
    /// (Swift 5 has no such mode). Members of NSObject subclasses and of their extensions are then `@objc`.
    public var infersObjC = false

    static func infersObjC(swiftVersion: String?, inference: String?) -> Bool {
        guard let major = swiftVersion.flatMap({ $0.split(separator: ".").first }).flatMap({ Int($0) }) else { return false }
        return major < 4 || (major == 4 && inference?.lowercased() == "on")
    }
    /// Xcode 16 synchronized folders: every file below `path` is built, except `exceptions` (paths relative to it);
    /// or, for a folder the target does not synchronize, only `exceptions` (files added to the target).
    public var synchronizedFolders: [SynchronizedFolder] = []

    /// The SDKs the target builds for: `SUPPORTED_PLATFORMS` when set, else `SDKROOT`; empty when unknown
    /// (`auto`, unset), which means any.
    public var sdks: Set<String> {
        let platforms = supportedPlatforms.isEmpty ? sdk.map { [$0] } ?? [] : supportedPlatforms
        return Set(platforms.filter { $0 != "auto" && !$0.contains("$") })
    }

    public struct SynchronizedFolder: Sendable, Equatable {
        public var path: String
        public var exceptions: Set<String>
        /// False for a folder of another target whose exception set adds `exceptions` to this target.
        public var includesAll = true
        /// An XcodeGen source's `excludes` and `includes` globs, relative to the folder (`**/Tests/**`, `*.md`).
        public var excludedPatterns: [String] = [] { didSet { excludes = excludedPatterns.map(PathGlob.init) } }
        public var includedPatterns: [String] = [] { didSet { includes = includedPatterns.map(PathGlob.init) } }
        private var excludes: [PathGlob] = []
        private var includes: [PathGlob] = []

        public init(path: String, exceptions: Set<String>, includesAll: Bool = true) {
            self.path = path
            self.exceptions = exceptions
            self.includesAll = includesAll
        }

        /// Whether the file at `path` (normalized) is built through this folder.
        public func builds(_ file: String) -> Bool {
            guard ProjectPath.isWithin(file, directory: path) else { return false }
            let relative = String(file.dropFirst(path == "." ? 0 : path.count + 1))
            if !excludes.isEmpty || !includes.isEmpty {
                let components = PathGlob.components(of: relative)
                if excludes.contains(where: { $0.matches(components: components) }) { return false }
                if !includes.isEmpty, !includes.contains(where: { $0.matches(components: components) }) { return false }
            }
            let listed = exceptions.contains { Self.matches(relative, exception: $0) }
            return includesAll ? !listed : listed
        }

        /// An exception names a file or folder relative to the synchronized folder; `/Localized/Dir/Name.xib`
        /// names every localization of it (`Dir/*.lproj/Name.xib`).
        static func matches(_ relative: String, exception: String) -> Bool {
            if exception.hasPrefix("/Localized/") {
                let named = exception.dropFirst("/Localized/".count)
                let folder = ProjectPath.parent(of: String(named)), name = ProjectPath.lastComponent(of: String(named))
                let fileFolder = ProjectPath.parent(of: relative)
                return ProjectPath.lastComponent(of: relative) == name && fileFolder.hasSuffix(".lproj")
                    && ProjectPath.parent(of: fileFolder) == folder
            }
            let trimmed = exception.hasPrefix("/") ? String(exception.dropFirst()) : exception
            return ProjectPath.isWithin(relative, directory: trimmed)
        }
    }
}

extension XcodeProject {
    /// Reads a project from the bytes of its `project.pbxproj` at `path` (as found, e.g. `App/App.xcodeproj/project.pbxproj`).
    /// `readFile` reads the `.xcconfig` files that build configurations are based on (nil when unreadable).
    public static func read(bytes: [UInt8], path: String, readFile: @escaping (String) -> [UInt8]? = { _ in nil }) throws -> XcodeProject {
        let list = try OpenStepPropertyList(bytes: bytes)
        let xcodeproj = ProjectPath.parent(of: path)
        var reader = ProjectReader(list: list, project: XcodeProject(path: path, rootDirectory: ProjectPath.parent(of: xcodeproj)), readFile: readFile)
        reader.read()
        return reader.project
    }
}

/// Walks the objects of a parsed `project.pbxproj` into an `XcodeProject`.
private struct ProjectReader {
    let list: OpenStepPropertyList
    /// Every object's node by its id.
    var objects: [ObjectKey: Int32] = [:]
    /// The resolved path of every file reference, group and variant group reached from the main group.
    var resolvedPaths: [ObjectKey: String] = [:]
    /// The display name of references whose path could not be resolved.
    var unresolvedNames: [ObjectKey: String] = [:]
    var project: XcodeProject
    /// The group tree's nodes resolved so far.
    var visited: Set<Int32> = []
    /// Synchronized folders reached from the main group, by id.
    var synchronizedGroups: [ObjectKey] = []
    /// `.xcconfig` files read so far, by path.
    var configurationFiles: ConfigurationFiles

    init(list: OpenStepPropertyList, project: XcodeProject, readFile: @escaping (String) -> [UInt8]?) {
        self.list = list
        self.project = project
        self.configurationFiles = ConfigurationFiles(readFile: readFile)
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
        defer { configurationFiles = ConfigurationFiles(readFile: configurationFiles.readFile) }
        guard let objectsNode = list.value("objects", in: list.root) else { return }
        let entries = list.entries(objectsNode)
        objects.reserveCapacity(entries.count)
        for (key, value) in entries {
            let id = list.objectKey(key)
            objects[id] = value
        }
        guard let root = object("rootObject", in: list.root) else { return }
        if let idNode = list.value("mainGroup", in: root) {
            resolve(group: list.objectKey(idNode), parentFolder: project.rootDirectory)
        }
        project.referencedPaths = resolvedPaths.values.sorted()
        let projectSettings = buildSettings(of: root, inherited: [:])
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

    /// Resolves the object `id` (a group, file reference, variant or version group) and its children. Each object is
    /// resolved once: a group listed twice, or (in a broken file) inside itself, is not walked again.
    private mutating func resolve(group id: ObjectKey, parentFolder: String?) {
        guard let node = objects[id], visited.insert(node).inserted else { return }
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
        // Normalized once here and handed down: a child's path joined to a normalized folder is normalized at a glance
        // (`..` in a Pods project's group would otherwise be applied again for every file below it).
        let normalizedFolder = folder.map(ProjectPath.normalized)
        if let normalizedFolder {
            resolvedPaths[id] = normalizedFolder
        } else if let name = list.string("name", in: node) ?? path {
            unresolvedNames[id] = ProjectPath.lastComponent(of: name)
        }
        let isa = list.value("isa", in: node)
        if let isa, list.isString(isa, equalTo: "PBXFileSystemSynchronizedRootGroup") { synchronizedGroups.append(id) }
        guard let children = list.value("children", in: node) else { return }
        // A variant group (a localized file) usually has no path: its children are relative to its parent's
        // folder, or to its own `path` when it has one that is a folder (no extension; `..` is a folder too:
        // macdown's `path = ../../Localization` and `path = ../..`).
        let isVariantGroup = isa.map { list.isString($0, equalTo: "PBXVariantGroup") } ?? false
        let namesAFile = { () -> Bool in
            guard let path else { return true }
            let last = ProjectPath.lastComponent(of: path)
            // A `.lproj` folder (AudioKitSynthOne's variant group `path = Base.lproj`) is a folder all the same.
            return last.contains(".") && last != ".." && last != "." && !last.hasSuffix(".lproj")
        }
        let childFolder = isVariantGroup && namesAFile() ? parentFolder : normalizedFolder
        for child in list.elements(children) {
            resolve(group: list.objectKey(child), parentFolder: childFolder)
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

    private mutating func target(_ node: Int32, projectSettings: [String: String]) -> XcodeTarget {
        let name = list.string("name", in: node) ?? list.string("productName", in: node) ?? ""
        let settings = buildSettings(of: node, inherited: projectSettings)
        var target = XcodeTarget(name: name, moduleName: XcodeProject.moduleName(settings: settings, targetName: name),
                                 sdk: settings["SDKROOT"], productType: list.string("productType", in: node))
        target.supportedPlatforms = settings["SUPPORTED_PLATFORMS"].map { $0.split(separator: " ").map(String.init) } ?? []
        target.infersObjC = XcodeTarget.infersObjC(swiftVersion: settings["SWIFT_VERSION"], inference: settings["SWIFT_SWIFT3_OBJC_INFERENCE"])
        target.launchEntries = launchSettings(of: node)
        // The first configuration's Info.plist, and every other configuration's (`Quicksy-Info.plist` of a Quicksy build).
        for file in [settings["INFOPLIST_FILE"]].compactMap({ $0 }) + configurationValues("INFOPLIST_FILE", of: node) where !file.isEmpty {
            var relative = file.replacingOccurrences(of: "\"", with: "")
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"] where relative.hasPrefix(prefix) {
                relative.removeFirst(prefix.count)
            }
            guard !relative.contains("$") else { continue }
            let path = ProjectPath.normalized(ProjectPath.join(project.rootDirectory)(relative))
            if target.infoPlistFile == nil { target.infoPlistFile = path } else if path != target.infoPlistFile, !target.otherInfoPlistFiles.contains(path) { target.otherInfoPlistFiles.append(path) }
        }
        for phaseID in list.value("buildPhases", in: node).map(list.elements) ?? [] {
            guard let phase = object(phaseID) else { continue }
            if let resources = podResources(of: phase) {
                switch (target.podResources, resources) {
                case (.notIntegrated, _), (.none, _): target.podResources = resources
                case (.listed(let names), .listed(let more)): target.podResources = .listed(names.union(more))
                case (_, .unlisted): target.podResources = .unlisted
                default: break
                }
            }
            for buildFileID in list.value("files", in: phase).map(list.elements) ?? [] {
                guard let buildFile = object(buildFileID), let reference = list.value("fileRef", in: buildFile) else { continue }
                let (paths, unresolved) = paths(ofReference: reference)
                target.builtPaths += paths
                target.unresolvedNames += unresolved
            }
        }
        for dependencyID in list.value("dependencies", in: node).map(list.elements) ?? [] {
            guard let dependency = object(dependencyID) else { continue }
            if let name = object("target", in: dependency).flatMap({ list.string("name", in: $0) }) ?? list.string("name", in: dependency) {
                target.dependencyNames.append(name)
            }
        }
        let ownGroups = Set((list.value("fileSystemSynchronizedGroups", in: node).map(list.elements) ?? []).map(list.objectKey))
        // Every synchronized folder: the target's own build all their files but its exceptions; another
        // target's folder builds here only the files its exception set for this target lists.
        for id in synchronizedGroups {
            guard let group = objects[id], let path = resolvedPaths[id] else { continue }
            var exceptions: Set<String> = []
            for exceptionID in list.value("exceptions", in: group).map(list.elements) ?? [] {
                guard let exception = object(exceptionID), object("target", in: exception) == node else { continue }
                for item in list.value("membershipExceptions", in: exception).map(list.elements) ?? [] {
                    if let relative = list.string(item) { exceptions.insert(relative) }
                }
            }
            let isOwn = ownGroups.contains(id)
            guard isOwn || !exceptions.isEmpty else { continue }
            target.synchronizedFolders.append(.init(path: path, exceptions: exceptions, includesAll: isOwn))
        }
        return target
    }

    /// What a CocoaPods phase (`[CP] Check Pods Manifest.lock`, `[CP] Embed Pods Frameworks`, `[CP] Copy Pods Resources`,
    /// or their names before CocoaPods 1.0) says of the pod resources copied into the target's bundle; nil for another phase.
    private func podResources(of phase: Int32) -> XcodeTarget.PodResources? {
        guard let name = list.string("name", in: phase) else { return nil }
        let bare = name.hasPrefix("[CP] ") ? String(name.dropFirst(5)) : name
        guard bare == "Copy Pods Resources" else {
            return name.hasPrefix("[CP] ") || bare == "Check Pods Manifest.lock" || bare == "Embed Pods Frameworks" ? XcodeTarget.PodResources.none : nil
        }
        let inputs = (list.value("inputPaths", in: phase).map(list.elements) ?? []).compactMap { list.string($0) }
        let fileLists = (list.value("inputFileListPaths", in: phase).map(list.elements) ?? []).compactMap { list.string($0) }
        // Before CocoaPods 1.5 the phase listed no inputs: only its script knows them.
        guard fileLists.isEmpty, !inputs.isEmpty else { return .unlisted }
        return .listed(MainBundleSupply.installedNames(paths: inputs.filter { !$0.hasSuffix("-resources.sh") }))
    }

    /// The settings of an object's build configuration list, over `inherited` (the project's, for a
    /// target): for each configuration its `.xcconfig` file, then its own build settings; the first
    /// configuration (Debug, usually) wins, with what only later configurations set added.
    private mutating func buildSettings(of node: Int32, inherited: [String: String]) -> [String: String] {
        guard let listNode = object("buildConfigurationList", in: node) else { return inherited }
        var settings: [String: String] = [:]
        for configurationID in list.value("buildConfigurations", in: listNode).map(list.elements) ?? [] {
            guard let configuration = object(configurationID) else { continue }
            var own: [String: String] = [:]
            if let file = configurationFile(of: configuration) { own = configurationFiles.settings(file) }
            if let values = list.value("buildSettings", in: configuration) {
                for (key, value) in list.entries(values) {
                    for wanted in Self.wantedSettings where list.isString(key, equalTo: wanted) {
                        if let text = list.string(value) { own["\(wanted)"] = text }
                    }
                }
            }
            for (key, value) in own where settings[key] == nil { settings[key] = value }
        }
        for (key, value) in inherited where settings[key] == nil { settings[key] = value }
        return settings
    }

    /// The launch keys of a target's build configurations (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`), at the key.
    /// Only the project file's own settings: a value from an `.xcconfig` has no place in it to report.
    private func launchSettings(of node: Int32) -> [LaunchEntry] {
        guard let listNode = object("buildConfigurationList", in: node) else { return [] }
        var entries: [LaunchEntry] = []
        for configurationID in list.value("buildConfigurations", in: listNode).map(list.elements) ?? [] {
            guard let configuration = object(configurationID), let values = list.value("buildSettings", in: configuration) else { continue }
            for (key, value) in list.entries(values) {
                for wanted in Self.launchSettingKeys where list.isString(key, equalTo: wanted.setting) {
                    guard var name = list.string(value)?.trimmingCharacters(in: .whitespaces), !name.isEmpty, !name.contains("$") else { continue }
                    for suffix in [".storyboard", ".xib"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
                    guard !entries.contains(where: { $0.key == wanted.key && $0.name == name }) else { continue }
                    let offset = Int(list.nodes[Int(key)].start)
                    var line = 1
                    var lineStart = 0
                    for position in 0..<offset where list.bytes[position] == 0x0A { line += 1; lineStart = position + 1 }
                    entries.append(LaunchEntry(key: wanted.key, name: name, location: SourceLocation(file: project.path, line: line, column: offset - lineStart + 1),
                                               isBuildSetting: true))
                }
            }
        }
        return entries
    }

    private static let launchSettingKeys: [(setting: StaticString, key: String)] = [
        ("INFOPLIST_KEY_UIMainStoryboardFile", "UIMainStoryboardFile"), ("INFOPLIST_KEY_UILaunchStoryboardName", "UILaunchStoryboardName"),
        ("INFOPLIST_KEY_NSMainStoryboardFile", "NSMainStoryboardFile"), ("INFOPLIST_KEY_NSMainNibFile", "NSMainNibFile"),
    ]

    /// The values one setting has in the target's own build configurations (not their `.xcconfig` files), in order.
    private func configurationValues(_ key: StaticString, of node: Int32) -> [String] {
        guard let listNode = object("buildConfigurationList", in: node) else { return [] }
        var values: [String] = []
        for configurationID in list.value("buildConfigurations", in: listNode).map(list.elements) ?? [] {
            guard let configuration = object(configurationID), let settings = list.value("buildSettings", in: configuration) else { continue }
            for (settingKey, value) in list.entries(settings) where list.isString(settingKey, equalTo: key) {
                if let text = list.string(value) { values.append(text) }
            }
        }
        return values
    }

    /// The `.xcconfig` a build configuration is based on: `baseConfigurationReference`, or (Xcode 16) a path
    /// relative to a synchronized folder (`baseConfigurationReferenceAnchor` + `…RelativePath`).
    private func configurationFile(of configuration: Int32) -> String? {
        if let reference = list.value("baseConfigurationReference", in: configuration) {
            return resolvedPaths[list.objectKey(reference)]
        }
        if let anchor = list.value("baseConfigurationReferenceAnchor", in: configuration),
           let folder = resolvedPaths[list.objectKey(anchor)], let relative = list.string("baseConfigurationReferenceRelativePath", in: configuration) {
            return ProjectPath.normalized(ProjectPath.join(folder)(relative))
        }
        return nil
    }

    private static let wantedSettings = ConfigurationFiles.wantedSettings
}

extension XcodeProject {
    /// The module name Xcode derives for a target.
    static func moduleName(settings: [String: String], targetName: String) -> String {
        func expand(_ value: String, productName: String) -> String {
            // Every form names a variable with `$`: most settings have none, and are left as they are without a search.
            guard value.utf8.contains(UInt8(ascii: "$")) else { return value }
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
        // On the contiguous bytes when the string has them (iterating the UTF-8 view cost more than the rest of a project's group walk).
        path.utf8.withContiguousStorageIfAvailable(isNormalized(bytes:)) ?? isNormalized(bytes: Array(path.utf8))
    }

    private static func isNormalized<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        var componentStart = true
        var dots = 0
        for byte in bytes {
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
        if bytes.isEmpty || previous == UInt8(ascii: "/") && bytes.count > 1 { return false }
        return !(componentStart && dots > 0)
    }

    /// Whether `path` is `directory` or below it.
    static func isWithin(_ path: String, directory: String) -> Bool {
        if directory == "." || directory.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("../") }
        return path == directory || (path.hasPrefix(directory) && path.utf8.count > directory.utf8.count
            && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: directory.utf8.count)] == UInt8(ascii: "/"))
    }
}
