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
    /// The tree's sources the pods at a `:path` in the tree compile (in the Pods project `pod install` makes, which is
    /// not in the tree): those of their podspecs' `source_files`, whatever their resources.
    var compiledSources: [PodSources] = []

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
            guard let path = paths[name] else { continue }
            let found = localSpec(named: name, path: path, podfileFolder: folder, root: root, readFile: readFile)
            if let sources = found.sources { result.compiledSources.append(sources) }
            guard let spec = found.spec else { continue }
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
    /// folder's `<name>.podspec` / `<name>.podspec.json`; nil when its resources are outside the tree. With it, the
    /// sources the pod compiles: its `source_files`, or any source below the podspec's folder when they cannot be
    /// read, or below the `:path` when no podspec is found there.
    private static func localSpec(named name: String, path: String, podfileFolder: String, root: String, readFile: (String) -> [UInt8]?)
        -> (spec: LocalPodSpec?, sources: PodSources?) {
        let resolved = ProjectPath.normalized(ProjectPath.join(podfileFolder)(path))
        guard ProjectPath.isWithin(resolved, directory: ProjectPath.normalized(root)) else { return (nil, nil) }
        let isSpecFile = resolved.hasSuffix(".podspec") || resolved.hasSuffix(".podspec.json")
        let candidates = isSpecFile ? [resolved]
            : [ProjectPath.join(resolved)(name + ".podspec"), ProjectPath.join(resolved)(name + ".podspec.json")]
        for candidate in candidates {
            guard let bytes = readFile(candidate) else { continue }
            let spec = LocalPodSpec(path: candidate, text: String(decoding: bytes, as: UTF8.self))
            // Resources it takes from outside the tree (`../Shared/*.png`) are not files of the tree: the pod is not either.
            let folder = ProjectPath.parent(of: candidate)
            let outside = (spec.resources + spec.resourceBundles.values.joined()).contains { glob in
                !ProjectPath.isWithin(ProjectPath.normalized(ProjectPath.join(folder)(glob)), directory: ProjectPath.normalized(root))
            }
            return (outside ? nil : spec, PodSources(folder: folder, globs: spec.sourceFiles))
        }
        return (nil, PodSources(folder: isSpecFile ? ProjectPath.parent(of: resolved) : resolved, globs: nil))
    }

    /// The sources the local pods of the tree's Podfiles compile. `markers`: the dependency markers found (a `Podfile`,
    /// or the `Podfile` beside a `Podfile.lock`); a podspec counts as in the tree when it is within the unit root (of
    /// `roots`) that holds its Podfile, or the Podfile's folder.
    static func compiledSources(markers: [String], roots: [String], readFile: (String) -> [UInt8]?) -> [PodSources] {
        var folders: [String] = []
        for marker in markers.map(ProjectPath.normalized) {
            let name = ProjectPath.lastComponent(of: marker)
            guard name == "Podfile" || name == "Podfile.lock" else { continue }
            let folder = ProjectPath.parent(of: marker)
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders.flatMap { folder in
            let root = roots.first { ProjectPath.isWithin(folder, directory: $0) } ?? folder
            return read(podfile: ProjectPath.join(folder)("Podfile"), root: root, readFile: readFile).compiledSources
        }
    }

    /// The sources one local pod compiles: those its `source_files` globs match (relative to the podspec's folder; a
    /// glob that names a folder names every file below it), or, when they are unknown, every source below `folder`.
    /// `exclude_files` are not read: an excluded source counts as compiled. CocoaPods matches without regard to case.
    struct PodSources: Equatable {
        var folder: String
        /// The globs anchored at the tree (`{a,b}` expanded, lowercased); nil: every file below `folder`.
        private var globs: [PathGlob]?

        init(folder: String, globs relative: [String]?) {
            self.folder = ProjectPath.normalized(folder)
            globs = relative.map { patterns in
                patterns.flatMap(Self.expandingBraces).map { pattern in
                    PathGlob(ProjectPath.normalized(ProjectPath.join(self.folder)(Self.bracketsAsAnyCharacter(pattern))).lowercased())
                }
            }
        }

        func compiles(_ path: String) -> Bool {
            let file = ProjectPath.normalized(path)
            guard let globs else { return ProjectPath.isWithin(file, directory: folder) }
            guard !globs.isEmpty else { return false }
            let components = PathGlob.components(of: file.lowercased())
            return globs.contains { $0.matches(components: components) }
        }

        /// `A/*.{h,m}` → `A/*.h`, `A/*.m` (nested braces too; an unclosed `{` is itself).
        static func expandingBraces(_ pattern: String) -> [String] {
            let characters = Array(pattern)
            guard let open = characters.firstIndex(of: "{") else { return [pattern] }
            var depth = 0
            var alternatives: [String] = []
            var start = open + 1
            for index in (open + 1)..<characters.count {
                switch characters[index] {
                case "{": depth += 1
                case "," where depth == 0:
                    alternatives.append(String(characters[start..<index]))
                    start = index + 1
                case "}" where depth == 0:
                    alternatives.append(String(characters[start..<index]))
                    let before = String(characters[..<open]), after = String(characters[(index + 1)...])
                    return alternatives.flatMap { expandingBraces(before + $0 + after) }
                case "}": depth -= 1
                default: break
                }
            }
            return [pattern]
        }

        /// `[ab]` → `?`: one character, a broader match (globs here know `*`, `?` and `**` only).
        static func bracketsAsAnyCharacter(_ pattern: String) -> String {
            guard pattern.contains("["), pattern.contains("]") else { return pattern }
            var result = ""
            var inBracket = false
            for character in pattern {
                if inBracket {
                    if character == "]" { inBracket = false }
                } else if character == "[" {
                    inBracket = true
                    result.append("?")
                } else {
                    result.append(character)
                }
            }
            return inBracket ? pattern : result
        }
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
/// `resource_bundle` (built into a bundle of their own, `<Name>.bundle`), `source_files` and the pods it depends on
/// (`dependency`), subspecs and platform-specific values included.
struct LocalPodSpec: Equatable {
    var path: String
    /// Globs of `resources`, relative to the podspec's folder.
    var resources: [String] = []
    /// `resource_bundles`: bundle name → globs.
    var resourceBundles: [String: [String]] = [:]
    var dependencies: [String] = []
    /// Globs of `source_files`, relative to the podspec's folder (none: the pod compiles no source); nil when one is
    /// computed (a variable, an interpolation, a method call) or `source_files` is named where it cannot be read.
    var sourceFiles: [String]? = []

    init(path: String, text: String) {
        self.path = path
        if path.hasSuffix(".json") {
            readJSON(text)
        } else {
            readRuby(text)
        }
    }

    private mutating func readRuby(_ text: String) {
        // `\r\n` is one Character: a podspec with Windows line ends would be one line.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#") { continue }
            guard let attribute = Self.attribute(of: trimmed) else {
                // `source_files` where it cannot be read (`s.send(:source_files=, …)`, a helper method's `x.source_files = …`).
                if RubyLiterals.code(of: trimmed).contains("source_files") { sourceFiles = nil }
                continue
            }
            // The statement: this line, and the next ones while brackets are open (or, for `source_files`, while a line
            // ends with a comma: `s.source_files = 'A/*.m',` and `'B/*.m'` below).
            var statement = String(trimmed)
            var depth = RubyLiterals.openBrackets(in: statement[...])
            while depth > 0 || (attribute == "source_files" && RubyLiterals.code(of: statement.split(separator: "\n").last ?? "").hasSuffix(",")), index < lines.count {
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
            case "source_files":
                // Literals alone (`'A/**/*.swift'`, `['A/*.m', "B"]`): anything else is computed.
                let value = statement[statement.index(after: equals)...]
                if sourceFiles != nil, RubyLiterals.holdsOnlyLiterals(value), !literals.isEmpty, !literals.contains(where: { $0.value.contains("#{") }) {
                    sourceFiles? += literals.map(\.value)
                } else {
                    sourceFiles = nil
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
        case "resources", "resource", "resource_bundles", "resource_bundle", "source_files":
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
        if let value = spec["source_files"] {
            if let one = value as? String { sourceFiles?.append(one) } else if let many = value as? [String] { sourceFiles? += many } else { sourceFiles = nil }
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

    /// The line without its comment (a `#` outside string literals and `#{…}` interpolation), trailing blanks dropped.
    static func code(of line: Substring) -> Substring {
        var quote: Character?
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return trimmedEnd(line[..<index])
            }
            index = line.index(after: index)
        }
        return trimmedEnd(line)
    }

    private static func trimmedEnd(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, [" ", "\t", "\r"].contains(text[text.index(before: end)]) { end = text.index(before: end) }
        return text[..<end]
    }

    /// Whether `text` holds string literals, commas, brackets, blanks and comments only: a list of literals, nothing computed.
    static func holdsOnlyLiterals(_ text: Substring) -> Bool {
        var rest = text
        for literal in strings(in: text) {
            guard literal.start >= rest.startIndex, holdsNoCode(rest[..<literal.start]) else { return false }
            rest = text[literal.end...]
        }
        return holdsNoCode(rest)
    }

    /// Blanks, commas, brackets and comments only.
    private static func holdsNoCode(_ text: Substring) -> Bool {
        var inComment = false
        for character in text {
            if inComment {
                if character == "\n" { inComment = false }
            } else if character == "#" {
                inComment = true
            } else if !["\n", " ", "\t", "\r", ",", "[", "]", "(", ")"].contains(character) {
                return false
            }
        }
        return true
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
