/// An XcodeGen spec (`project.yml`, with the files it `include:`s) read into the same `XcodeProject` a
/// `project.pbxproj` gives: many open-source apps check in the spec and no generated project, and without it
/// such an app would be a bare folder (every nib built, no modules, no dependency known).
///
/// Read: each target's name, `type`, `platform` (a list makes one target per platform, as XcodeGen does),
/// `productName`, `settings` and `configFiles` (for `PRODUCT_MODULE_NAME`, `PRODUCT_NAME`, `SDKROOT`,
/// `INFOPLIST_FILE`), `info.path`, `sources` (paths with `excludes` / `includes` globs; `buildPhase: none` and
/// `type: folder` build no nib), `templates` from `targetTemplates`, and `dependencies` (a remote `package`,
/// `carthage` or a prebuilt `framework` is code outside the tree); the spec's own `settings`, `configFiles`
/// and `packages`. Paths in an included file are relative to that file, as XcodeGen reads them by default.
enum XcodeGenProject {
    /// The spec could not be read: the failure's file and line.
    struct Failure: Error {
        var path: String
        var line: Int
        var message: String
    }

    /// Reads the spec at `path` (its bytes given); `readFile` reads included specs and `.xcconfig` files.
    static func read(bytes: [UInt8], path: String, readFile: @escaping (String) -> [UInt8]?) throws -> XcodeProject {
        let root = ProjectPath.parent(of: path)
        var project = XcodeProject(path: path, rootDirectory: root)
        var specs: [(folder: String, node: YAMLNode)] = []
        try gather(bytes: bytes, path: path, folder: root, readFile: readFile, into: &specs)

        var configurationFiles = ConfigurationFiles(readFile: readFile)
        var projectSettings: [String: String] = [:]
        var remotePackages: Set<String> = []
        var targets: [(name: String, folder: String, node: YAMLNode)] = []
        var templates: [String: (folder: String, node: YAMLNode)] = [:]
        for (folder, spec) in specs {
            for (key, value) in settings(of: spec, folder: folder, files: &configurationFiles) where projectSettings[key] == nil { projectSettings[key] = value }
            for (name, package) in spec["packages"]?.entries ?? [] where package["url"] != nil || package["github"] != nil { remotePackages.insert(name) }
            for (name, template) in spec["targetTemplates"]?.entries ?? [] { templates[name] = (folder, template) }
            for (name, target) in spec["targets"]?.entries ?? [] { targets.append((name, folder, target)) }
        }
        project.usesRemotePackages = !remotePackages.isEmpty

        var seen: Set<String> = []
        // Each target's name in the spec (before a platform suffix), in the order of `project.targets`.
        var specNames: [String] = []
        for (name, _, _) in targets where seen.insert(name).inserted {
            // A target defined in several files: the later file's keys win (XcodeGen merges them so).
            var parts = targets.filter { $0.name == name }.map { (folder: $0.folder, node: $0.node) }
            for templateName in parts.flatMap({ $0.node["templates"]?.items.compactMap(\.text) ?? [] }) {
                if let template = templates[templateName] { parts.insert(template, at: 0) }
            }
            func value(_ key: String) -> (folder: String, node: YAMLNode)? {
                parts.last { $0.node[key] != nil }.map { ($0.folder, $0.node[key]!) }
            }
            var settings: [String: String] = [:]
            for part in parts.reversed() {
                for (key, value) in self.settings(of: part.node, folder: part.folder, files: &configurationFiles) where settings[key] == nil { settings[key] = value }
            }
            if let productName = value("productName")?.node.text, settings["PRODUCT_NAME"] == nil { settings["PRODUCT_NAME"] = productName }
            for (key, value) in projectSettings where settings[key] == nil { settings[key] = value }
            let platforms = value("platform")?.node.items.compactMap(\.text) ?? []
            let destinations = value("supportedDestinations")?.node.items.compactMap(\.text) ?? []
            let usesOutsideCode = parts.flatMap { $0.node["dependencies"]?.items ?? [] }.contains { dependency in
                dependency["carthage"] != nil || dependency["framework"] != nil
                    || dependency["package"]?.text.map { remotePackages.contains($0) } == true
            }
            if usesOutsideCode { project.usesRemotePackages = true }
            var sources: [XcodeTarget.SynchronizedFolder] = []
            for part in parts where part.node["sources"] != nil {
                sources = part.node["sources"]!.items.compactMap { source(of: $0, folder: part.folder) }
            }
            project.referencedPaths += sources.map(\.path)
            var infoPlist = value("info").flatMap { info in info.node["path"]?.text.map { ProjectPath.normalized(ProjectPath.join(info.folder)($0)) } }
            if let file = settings["INFOPLIST_FILE"], !file.contains("$"), !file.isEmpty {
                infoPlist = ProjectPath.normalized(ProjectPath.join(root)(file.replacingOccurrences(of: "\"", with: "")))
            }
            for platform in platforms.isEmpty ? [""] : platforms {
                let targetName = platforms.count > 1
                    ? (name.contains("${platform}") ? name.replacingOccurrences(of: "${platform}", with: platform) : name + "_" + platform)
                    : name.replacingOccurrences(of: "${platform}", with: platform)
                var target = XcodeTarget(name: targetName, moduleName: XcodeProject.moduleName(settings: settings, targetName: targetName),
                                         sdk: settings["SDKROOT"] ?? sdk(ofPlatform: platform), productType: value("type")?.node.text.map { "com.apple.product-type." + $0 })
                target.supportedPlatforms = destinations.compactMap { sdk(ofPlatform: $0) }
                if target.supportedPlatforms.isEmpty, let supported = settings["SUPPORTED_PLATFORMS"] { target.supportedPlatforms = supported.split(separator: " ").map(String.init) }
                target.synchronizedFolders = sources
                target.infoPlistFile = infoPlist
                // `- target: OBAKit` (or `Project/Target` of another spec), `- framework: Kit.framework`: what it embeds or links.
                target.dependencyNames = parts.flatMap { $0.node["dependencies"]?.items ?? [] }.compactMap { dependency in
                    (dependency["target"]?.text ?? dependency["framework"]?.text).map { name in
                        let last = ProjectPath.lastComponent(of: name.replacingOccurrences(of: "${platform}", with: platform))
                        return last.hasSuffix(".framework") ? String(last.dropLast(".framework".count)) : last
                    }
                }
                project.targets.append(target)
                specNames.append(name)
            }
        }
        project.referencedPaths = Set(project.referencedPaths).sorted()
        // A Podfile beside the spec: `pod install`, run after XcodeGen, adds `[CP]` phases to the targets it names only,
        // so a target it does not name gets no pod resource; one it names gets what its pods copy (unknown here).
        if let podfile = readFile(ProjectPath.join(root)("Podfile")) {
            let integrated = Set(PodDependencies.targets(podfile: String(decoding: podfile, as: UTF8.self)))
            if !integrated.isEmpty {
                for index in project.targets.indices {
                    let spec = specNames[index]
                    project.targets[index].podResources = integrated.contains(spec) || integrated.contains(project.targets[index].name) ? .unlisted : .none
                }
            }
        }
        return project
    }

    /// The spec and, depth first, the files it includes (each once; at most 256 files).
    private static func gather(bytes: [UInt8], path: String, folder: String, readFile: (String) -> [UInt8]?,
                               into specs: inout [(folder: String, node: YAMLNode)], visited: inout Set<String>) throws {
        guard visited.insert(ProjectPath.normalized(path)).inserted, visited.count <= 256 else { return }
        let node: YAMLNode
        do {
            node = try YAMLDocument(bytes: bytes).root
        } catch let failure as YAMLDocument.Failure {
            throw Failure(path: path, line: failure.line, message: failure.message)
        }
        guard case .mapping = node.value else {
            if case .null = node.value { return }
            throw Failure(path: path, line: node.line, message: "the spec is not a mapping of keys (name, targets, …)")
        }
        for include in node["include"]?.items ?? [] {
            guard let relative = include.text ?? include["path"]?.text else { continue }
            let relativePaths = include["relativePaths"]?.text.map { $0 != "false" && $0 != "NO" && $0 != "no" } ?? true
            let includedPath = ProjectPath.normalized(ProjectPath.join(ProjectPath.parent(of: path))(relative))
            guard let included = readFile(includedPath) else { continue }
            try gather(bytes: included, path: includedPath, folder: relativePaths ? ProjectPath.parent(of: includedPath) : folder,
                       readFile: readFile, into: &specs, visited: &visited)
        }
        specs.append((folder, node))
    }

    private static func gather(bytes: [UInt8], path: String, folder: String, readFile: (String) -> [UInt8]?,
                               into specs: inout [(folder: String, node: YAMLNode)]) throws {
        var visited: Set<String> = []
        try gather(bytes: bytes, path: path, folder: folder, readFile: readFile, into: &specs, visited: &visited)
    }

    /// The wanted build settings of a spec or target: its `configFiles` (the first configuration's first), then its
    /// `settings` (flat, or under `base`, or under `configs`).
    private static func settings(of node: YAMLNode, folder: String, files: inout ConfigurationFiles) -> [String: String] {
        var result: [String: String] = [:]
        if let settingsNode = node["settings"] {
            var layers = [settingsNode, settingsNode["base"]].compactMap { $0 }
            layers += (settingsNode["configs"]?.entries ?? []).map(\.value)
            for layer in layers {
                for (key, value) in layer.entries where result[key] == nil {
                    guard let text = value.text, ConfigurationFiles.wantedSettings.contains(where: { "\($0)" == key }) else { continue }
                    result[key] = text
                }
            }
        }
        for (_, file) in node["configFiles"]?.entries ?? [] {
            guard let relative = file.text else { continue }
            for (key, value) in files.settings(ProjectPath.normalized(ProjectPath.join(folder)(relative))) where result[key] == nil { result[key] = value }
        }
        return result
    }

    /// A source entry: a path, or `{path, excludes, includes, buildPhase, type}`; nil for one that builds no nib.
    private static func source(of node: YAMLNode, folder: String) -> XcodeTarget.SynchronizedFolder? {
        guard let relative = node.text ?? node["path"]?.text, !relative.isEmpty else { return nil }
        if node["type"]?.text == "folder" || node["buildPhase"]?.text == "none" { return nil }
        var source = XcodeTarget.SynchronizedFolder(path: ProjectPath.normalized(ProjectPath.join(folder)(relative)), exceptions: [])
        source.excludedPatterns = node["excludes"]?.items.compactMap(\.text) ?? []
        source.includedPatterns = node["includes"]?.items.compactMap(\.text) ?? []
        return source
    }

    /// The SDK of an XcodeGen platform name; nil for an unknown one (any platform).
    static func sdk(ofPlatform platform: String) -> String? {
        switch platform {
        case "iOS": return "iphoneos"
        case "macOS": return "macosx"
        case "tvOS": return "appletvos"
        case "watchOS": return "watchos"
        case "visionOS": return "xros"
        default: return nil
        }
    }
}

/// A glob pattern on `/`-separated relative paths, as XcodeGen's `excludes` / `includes` use them: `*` and `?`
/// within a component, `**` for any number of components. A pattern that names a folder names all its files.
/// Compiled once per pattern: every file of a source folder is matched against it.
struct PathGlob: Sendable, Equatable {
    /// The pattern's components; nil for `**`.
    private let parts: [[UInt8]?]

    init(_ pattern: String) {
        parts = pattern.split(separator: "/").filter { $0 != "." }.map { $0 == "**" ? nil : Array($0.utf8) }
    }

    /// A path's components, as `matches(components:)` takes them.
    static func components(of path: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(path.utf8)
        return bytes.split(separator: UInt8(ascii: "/"))
    }

    static func matches(_ path: String, pattern: String) -> Bool {
        PathGlob(pattern).matches(components: components(of: path))
    }

    /// Whether the path or a folder above it matches: one pass of dynamic programming over (components, parts),
    /// with no backtracking blow-up on patterns with many `**`.
    func matches(components: [ArraySlice<UInt8>]) -> Bool {
        let count = parts.count
        guard count > 0 else { return false }
        // reachable[j]: the components so far match the first j parts.
        var reachable = [Bool](repeating: false, count: count + 1)
        reachable[0] = true
        close(&reachable)
        var next = reachable
        for component in components {
            for j in next.indices { next[j] = false }
            var any = false
            for j in 0..<count where reachable[j] {
                if let part = parts[j] {
                    if Self.matchComponent(component, part[...]) { next[j + 1] = true; any = true }
                } else {
                    next[j] = true  // `**` takes one more component
                    any = true
                }
            }
            guard any else { return false }
            close(&next)
            if next[count] { return true }
            swap(&reachable, &next)
        }
        return false
    }

    /// A `**` may also match no component: what reaches it reaches the part after it.
    private func close(_ reachable: inout [Bool]) {
        for j in 0..<parts.count where parts[j] == nil && reachable[j] { reachable[j + 1] = true }
    }

    /// `*` and `?` within one component (iteratively, with one backtrack point: linear in practice).
    private static func matchComponent(_ text: ArraySlice<UInt8>, _ pattern: ArraySlice<UInt8>) -> Bool {
        var t = text.startIndex, p = pattern.startIndex
        var star: Int?, resume = t
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                t += 1; p += 1
            } else if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                star = p; resume = t; p += 1
            } else if let star {
                p = star + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}
