import Foundation

/// The pods of a Podfile without `Pods/` in the tree, split into those whose podspec is in the tree (`pod 'X', :path =>
/// '…'`, read from the tree: their resources are files of the tree, looked up as the tree's) and those outside it
/// (remote pods, and local ones whose podspec is absent, such as an empty submodule): only the latter can copy a name
/// the tree lacks into the app's bundle, or declare a class no source of the tree declares.
///
/// `Podfile.lock` lists every pod installed (`PODS:`, transitive ones too) and where local ones are (`EXTERNAL SOURCES:`
/// with `:path:`); without it, the Podfile's `pod` lines and the `dependency` lines of the podspecs in the tree.
struct PodDependencies: Equatable {
    /// Root pod names (`SDWebImage` for `SDWebImage/Core`) whose podspec is not in the tree, in the Podfile's order, then
    /// the lock's.
    var outside: [String] = []
    /// The pods whose podspec is in the tree, by name.
    var local: [String: LocalPodSpec] = [:]
    /// Whether every pod is known: a `Podfile.lock` was read, or every `pod` line of the Podfile names its pod literally.
    var isComplete = false

    /// The pods of the Podfile at `podfile` (and its `Podfile.lock` beside it); a podspec counts as in the tree when it
    /// is within `root`. `readFile` reads a file of the tree (nil when absent).
    static func read(podfile: String, root: String, readFile: (String) -> [UInt8]?) -> PodDependencies {
        let folder = ProjectPath.parent(of: podfile)
        let podfileText = readFile(podfile).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let lockText = readFile(ProjectPath.join(folder)("Podfile.lock")).map { String(decoding: $0, as: UTF8.self) }
        var result = PodDependencies()
        var names: [String] = []
        var paths: [String: String] = [:]
        let declared = podLines(podfileText)
        for line in declared {
            guard let name = line.name else { continue }
            let root = rootName(name)
            if !names.contains(root) { names.append(root) }
            if let path = line.path, paths[root] == nil { paths[root] = path }
        }
        if let lockText {
            let lock = Lock(text: lockText)
            for name in lock.pods.map(rootName) where !names.contains(name) { names.append(name) }
            for (name, path) in lock.paths where paths[name] == nil { paths[name] = path }
            result.isComplete = true
        } else {
            result.isComplete = !declared.contains { $0.name == nil }
        }
        // Local podspecs, and (without a lock) the pods they depend on.
        var index = 0
        while index < names.count {
            let name = names[index]
            index += 1
            guard let path = paths[name], let spec = localSpec(named: name, path: path, podfileFolder: folder, root: root, readFile: readFile) else { continue }
            result.local[name] = spec
            if lockText == nil {
                for dependency in spec.dependencies.map(rootName) where !names.contains(dependency) { names.append(dependency) }
            }
        }
        result.outside = names.filter { result.local[$0] == nil }
        return result
    }

    /// `SDWebImage/Core` → `SDWebImage`.
    static func rootName(_ name: String) -> String {
        name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? name
    }

    /// The podspec a `:path` names, when it is in the tree: the file itself (`X.podspec`, `X.podspec.json`), or the
    /// folder's `<name>.podspec` / `<name>.podspec.json`.
    private static func localSpec(named name: String, path: String, podfileFolder: String, root: String, readFile: (String) -> [UInt8]?) -> LocalPodSpec? {
        let resolved = ProjectPath.normalized(ProjectPath.join(podfileFolder)(path))
        guard ProjectPath.isWithin(resolved, directory: ProjectPath.normalized(root)) else { return nil }
        let candidates = resolved.hasSuffix(".podspec") || resolved.hasSuffix(".podspec.json") ? [resolved]
            : [ProjectPath.join(resolved)(name + ".podspec"), ProjectPath.join(resolved)(name + ".podspec.json")]
        for candidate in candidates {
            guard let bytes = readFile(candidate) else { continue }
            let spec = LocalPodSpec(path: candidate, text: String(decoding: bytes, as: UTF8.self))
            // Resources it takes from outside the tree (`../Shared/*.png`) are not files of the tree: the pod is not either.
            let folder = ProjectPath.parent(of: candidate)
            let outside = (spec.resources + spec.resourceBundles.values.joined()).contains { glob in
                !ProjectPath.isWithin(ProjectPath.normalized(ProjectPath.join(folder)(glob)), directory: ProjectPath.normalized(root))
            }
            return outside ? nil : spec
        }
        return nil
    }

    /// The user targets a Podfile integrates (`target 'App' do`, `target "Tests"`; `abstract_target` blocks are none):
    /// `pod install` adds its `[CP]` phases to those targets only.
    static func targets(podfile text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("target ") || trimmed.hasPrefix("target(") else { continue }
            let rest = trimmed.dropFirst(6).drop { $0 == " " || $0 == "(" }
            if rest.first == ":" {
                let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.append(String(name)) }
            } else if rest.first == "'" || rest.first == "\"", let literal = RubyLiterals.strings(in: rest).first {
                names.append(literal.value)
            }
        }
        return names
    }

    /// A `pod` line of a Podfile: its name when it is a literal (`pod 'X'`, `pod "X/Sub"`), nil for a computed one,
    /// and its `:path =>` / `path:` when it has one.
    struct PodLine: Equatable {
        var name: String?
        var path: String?
    }

    static func podLines(_ text: String) -> [PodLine] {
        var lines: [PodLine] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("pod ") || trimmed.hasPrefix("pod(") else { continue }
            let literals = RubyLiterals.strings(in: trimmed.dropFirst(4))
            let afterPod = trimmed.dropFirst(4).drop { $0 == " " || $0 == "(" }
            guard afterPod.first == "'" || afterPod.first == "\"", let name = literals.first?.value, !name.isEmpty else {
                lines.append(PodLine(name: nil))
                continue
            }
            var entry = PodLine(name: name)
            // `:path => 'x'` or `path: 'x'`: the literal right after the key.
            for literal in literals.dropFirst() {
                let before = trimmed.dropFirst(4)[..<literal.start].reversed().drop { $0 == " " || $0 == "\t" }
                let key = String(before.reversed())
                if key.hasSuffix(":path =>") || key.hasSuffix(":path=>") || key.hasSuffix("path:") { entry.path = literal.value; break }
            }
            lines.append(entry)
        }
        return lines
    }

    /// What a `Podfile.lock` says: every pod installed (`PODS:`, top entries) and the `:path:` of local ones.
    struct Lock {
        var pods: [String] = []
        var paths: [String: String] = [:]

        init(text: String) {
            var section = ""
            var current: String?
            for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
                if !line.hasPrefix(" ") {
                    section = String(line)
                    continue
                }
                if section == "PODS:", line.hasPrefix("  - ") {
                    var entry = line.dropFirst(4)
                    if entry.first == "\"" || entry.first == "'" { entry = entry.dropFirst() }
                    let name = entry.prefix { $0 != " " && $0 != ":" && $0 != "\"" && $0 != "'" }
                    if !name.isEmpty { pods.append(String(name)) }
                } else if section == "EXTERNAL SOURCES:" {
                    if line.hasPrefix("  "), !line.hasPrefix("   ") {
                        var name = line.dropFirst(2)
                        if name.hasSuffix(":") { name = name.dropLast() }
                        current = String(name).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                    } else if let current, let range = line.range(of: ":path: ") {
                        paths[current] = String(line[range.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
                    }
                }
            }
        }
    }
}

/// A podspec in the tree, read tolerantly (Ruby DSL: string literals of the statements below; or `.podspec.json`):
/// `resources` / `resource` (copied as they are into the bundle of the target that uses the pod), `resource_bundles` /
/// `resource_bundle` (built into a bundle of their own, `<Name>.bundle`) and the pods it depends on (`dependency`),
/// subspecs and platform-specific values included.
struct LocalPodSpec: Equatable {
    var path: String
    /// Globs of `resources`, relative to the podspec's folder.
    var resources: [String] = []
    /// `resource_bundles`: bundle name → globs.
    var resourceBundles: [String: [String]] = [:]
    var dependencies: [String] = []

    init(path: String, text: String) {
        self.path = path
        if path.hasSuffix(".json") {
            readJSON(text)
        } else {
            readRuby(text)
        }
    }

    private mutating func readRuby(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#") { continue }
            guard let attribute = Self.attribute(of: trimmed) else { continue }
            // The statement: this line, and the next ones while brackets are open.
            var statement = String(trimmed)
            var depth = RubyLiterals.openBrackets(in: statement[...])
            while depth > 0, index < lines.count {
                let next = lines[index]
                index += 1
                statement += "\n" + next
                depth += RubyLiterals.openBrackets(in: next)
            }
            guard let equals = attribute == "dependency" ? statement.firstIndex(of: " ") : statement.firstIndex(of: "=") else { continue }
            let literals = RubyLiterals.strings(in: statement[statement.index(after: equals)...])
            switch attribute {
            case "resources", "resource":
                resources += literals.map(\.value)
            case "resource_bundles", "resource_bundle":
                // `{ 'Name' => ['a', 'b'], 'Other' => 'c' }`: a literal followed by `=>` opens a bundle.
                var bundle: String?
                let body = statement[statement.index(after: equals)...]
                for literal in literals {
                    let after = body[literal.end...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                    if after.hasPrefix("=>") {
                        bundle = literal.value
                        resourceBundles[literal.value, default: []] += []
                    } else if let bundle {
                        resourceBundles[bundle, default: []].append(literal.value)
                    }
                }
            case "dependency":
                if let name = literals.first?.value, !dependencies.contains(name) { dependencies.append(name) }
            default:
                break
            }
        }
    }

    /// `s.resources = …`, `ss.ios.resource_bundles = …`, `s.dependency '…'`: the attribute, nil for another statement.
    private static func attribute(of line: Substring) -> String? {
        let receiver = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let dot = receiver.lastIndex(of: "."), receiver.first != "." else { return nil }
        let name = String(receiver[receiver.index(after: dot)...])
        let rest = line[receiver.endIndex...].drop { $0 == " " || $0 == "\t" }
        switch name {
        case "resources", "resource", "resource_bundles", "resource_bundle":
            return rest.hasPrefix("=") && !rest.hasPrefix("==") ? name : nil
        case "dependency":
            return rest.first == "'" || rest.first == "\"" || rest.first == "(" ? name : nil
        default:
            return nil
        }
    }

    private mutating func readJSON(_ text: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return }
        read(object)
    }

    private mutating func read(_ spec: [String: Any]) {
        for key in ["resources", "resource"] {
            if let one = spec[key] as? String { resources.append(one) }
            if let many = spec[key] as? [String] { resources += many }
        }
        for key in ["resource_bundles", "resource_bundle"] {
            for (name, value) in spec[key] as? [String: Any] ?? [:] {
                if let one = value as? String { resourceBundles[name, default: []].append(one) }
                if let many = value as? [String] { resourceBundles[name, default: []] += many }
            }
        }
        for name in (spec["dependencies"] as? [String: Any] ?? [:]).keys.sorted() where !dependencies.contains(name) { dependencies.append(name) }
        for platform in ["ios", "osx", "tvos", "watchos", "visionos"] {
            if let nested = spec[platform] as? [String: Any] { read(nested) }
        }
        for subspec in spec["subspecs"] as? [[String: Any]] ?? [] { read(subspec) }
    }
}

/// String literals of Ruby source, tolerantly: `'…'` and `"…"` with backslash escapes (interpolation kept as written).
enum RubyLiterals {
    struct Literal {
        var value: String
        var start: Substring.Index
        var end: Substring.Index
    }

    static func strings(in text: Substring) -> [Literal] {
        var literals: [Literal] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#" {
                // A comment runs to the end of the line.
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            }
            guard character == "'" || character == "\"" else {
                index = text.index(after: index)
                continue
            }
            let start = index
            var value = ""
            index = text.index(after: index)
            while index < text.endIndex, text[index] != character {
                if text[index] == "\\", text.index(after: index) < text.endIndex {
                    index = text.index(after: index)
                }
                value.append(text[index])
                index = text.index(after: index)
            }
            guard index < text.endIndex else { break }
            index = text.index(after: index)
            literals.append(Literal(value: value, start: start, end: index))
        }
        return literals
    }

    /// Brackets `[ { (` opened minus closed outside string literals and comments.
    static func openBrackets(in text: Substring) -> Int {
        var depth = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"": quote = character
            case "#": return depth
            case "[", "{", "(": depth += 1
            case "]", "}", ")": depth -= 1
            default: break
            }
        }
        return depth
    }
}
