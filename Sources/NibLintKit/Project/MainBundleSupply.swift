/// What a unit's dependencies can copy into the app's main bundle, where UIKit and AppKit look up an image or colour
/// a nib of the app names and a nib or storyboard code loads with `bundle: nil` / `.main`. A Swift package's
/// resources go to its own bundle (`<Package>_<Target>.bundle`), a Carthage or prebuilt framework has its own; only
/// CocoaPods copies a pod's `resources` (not its `resource_bundles`) into the app's bundle, and when `Pods/` is in the
/// tree its `Pods-<Target>-resources.sh` scripts list exactly which files.
public enum MainBundleSupply: Sendable, Equatable {
    /// No dependency can put a name there: a name the tree lacks is missing.
    case none
    /// A CocoaPods dependency whose `Pods/` is not in the tree (its Podfile's path): any name may be one of its.
    /// `pods`: the pods whose podspec is outside the tree (`PodDependencies.outside`), which alone can copy a name the
    /// tree lacks; empty when the Podfile does not tell them.
    case cocoaPods(podfile: String, pods: [String] = [])
    /// Dependencies of an unknown kind (the library told only that there are some): any name may be theirs.
    case unknownDependencies
    /// `Pods/` is in the tree: the names (file names without extension or `@2x`) its resources scripts copy.
    case listedByCocoaPods(Set<String>)

    /// Whether a name the tree lacks may still be in the main bundle.
    func maySupply(_ name: String) -> Bool {
        switch self {
        case .none: return false
        case .cocoaPods, .unknownDependencies: return true
        case .listedByCocoaPods(let names): return names.contains(name)
        }
    }

    /// Why a name `kind` (`an image`, `a nib`) named `name` is not judged: "a CocoaPods dependency (Podfile without
    /// Pods/) may copy an image named 'X' into the app bundle".
    func reason(_ kind: String, named name: String) -> String {
        switch self {
        case .cocoaPods(let podfile, let pods):
            // The file's name only: the message is the same wherever the tree is linted from.
            let file = podfile.split(separator: "/").last.map(String.init) ?? podfile
            guard !pods.isEmpty else {
                return "a CocoaPods dependency (\(file) without Pods/ in the tree) may copy \(kind) named '\(name)' into the app bundle"
            }
            // Ten names at most, and how many more (an app may have dozens of pods).
            var listed = pods.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
            if pods.count > 10 { listed += " and \(pods.count - 10) more" }
            return "a pod whose podspec is not in the tree (\(file) without Pods/; \(pods.count == 1 ? "pod" : "pods") \(listed)) may copy \(kind) named '\(name)' into the app bundle"
        case .listedByCocoaPods:
            return "a CocoaPods dependency copies \(kind) named '\(name)' into the app bundle (Pods/Target Support Files/*-resources.sh)"
        case .none, .unknownDependencies:
            return "a dependency outside the tree may copy \(kind) named '\(name)' into the app bundle"
        }
    }

    /// The supply of the dependencies whose markers (`Podfile`, `Cartfile`, `Package.resolved`, `X.framework`) are
    /// `markers`: only a Podfile (or Podfile.lock) can supply; with `Pods/Target Support Files` beside it, what its
    /// resources scripts install; without, the pods whose podspec is outside `root` (none when its `Podfile.lock`
    /// shows every pod's podspec in the tree). Reads the file system.
    static func of(markers: [String], root: String = ".") -> MainBundleSupply {
        var listed = Set<String>()
        var unlisted: String?
        var hasPodfile = false
        var hasListed = false
        // A Podfile and its Podfile.lock share one `Pods/`: its scripts are read once.
        var supportFolders: Set<String> = []
        for marker in markers {
            let name = marker.split(separator: "/").last.map(String.init) ?? marker
            guard name == "Podfile" || name == "Podfile.lock" else { continue }
            hasPodfile = true
            let folder = marker.count > name.count ? String(marker.dropLast(name.count + 1)) : "."
            let support = folder + "/Pods/Target Support Files"
            guard DirectoryListing.isDirectory(support) == true else {
                if unlisted == nil || name == "Podfile" { unlisted = marker }
                continue
            }
            hasListed = true
            if supportFolders.insert(support).inserted { listed.formUnion(installedNames(supportFolder: support)) }
        }
        if let unlisted {
            let folder = ProjectPath.parent(of: unlisted)
            let pods = PodDependencies.read(podfile: ProjectPath.join(folder)("Podfile"), root: root) { path in
                guard case .success(let bytes) = InputFile(path: path, kind: .swift).readBytes() else { return nil }
                return bytes
            }
            // Every pod's podspec in the tree: its resources are files of the tree, and no pod can copy another name.
            if pods.isComplete, pods.outside.isEmpty, !pods.local.isEmpty { return hasListed ? .listedByCocoaPods(listed) : .none }
            return .cocoaPods(podfile: unlisted, pods: pods.isComplete ? pods.outside : [])
        }
        return hasPodfile ? .listedByCocoaPods(listed) : .none
    }

    /// The names `install_resource "…"` lines of every `*-resources.sh` under `support` copy into the app bundle;
    /// a `.bundle` is a bundle of its own and copies no name there.
    static func installedNames(supportFolder support: String) -> Set<String> {
        var names = Set<String>()
        guard let folders = try? DirectoryListing.entries(of: support) else { return names }
        for folder in folders where folder.kind == .directory {
            guard let files = try? DirectoryListing.entries(of: support + "/" + folder.name) else { continue }
            for file in files where file.name.hasSuffix("-resources.sh") {
                guard case .success(let bytes) = InputFile(path: support + "/" + folder.name + "/" + file.name, kind: .swift).readBytes() else { continue }
                names.formUnion(installedNames(script: bytes))
            }
        }
        return names
    }

    /// `installedNames(script:)` of a script's bytes. CocoaPods writes these scripts in ASCII with `\n` line ends, where
    /// every byte is a character: those are scanned as bytes (breaking a script into characters cost more than the rest of
    /// the unit's dependencies), any other text as characters.
    static func installedNames(script bytes: [UInt8]) -> Set<String> {
        guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return installedNames(script: String(decoding: bytes, as: UTF8.self)) }
        let command = Array("install_resource \"".utf8)
        var paths: [String] = []
        for line in bytes.split(separator: 0x0A) {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            guard trimmed.starts(with: command) else { continue }
            let rest = trimmed.dropFirst(command.count)
            guard let end = rest.firstIndex(of: UInt8(ascii: "\"")) else { continue }
            paths.append(String(decoding: rest[..<end], as: UTF8.self))
        }
        return installedNames(paths: paths)
    }

    /// `install_resource "${PODS_ROOT}/Kit/Assets/close@2x.png"` → `close`; `.bundle` entries are left out.
    static func installedNames(script: String) -> Set<String> {
        var paths: [Substring] = []
        for line in script.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("install_resource \""), let end = trimmed.dropFirst(18).firstIndex(of: "\"") else { continue }
            paths.append(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 18)..<end])
        }
        return installedNames(paths: paths)
    }

    /// The names files at `paths` have in the bundle they are copied into: `Kit/Assets/close@2x.png` → `close`,
    /// `Roxas/RSTCollectionViewCell.xib` → `RSTCollectionViewCell`; a `.bundle` is left out (a bundle of its own).
    static func installedNames<Path: StringProtocol>(paths: [Path]) -> Set<String> {
        var names = Set<String>()
        for path in paths {
            var file = ProjectPath.lastComponent(of: String(path))
            if file.hasSuffix(".bundle") || file.isEmpty { continue }
            if let dot = file.lastIndex(of: ".") { file = String(file[..<dot]) }
            for scale in ["@2x", "@3x", "@1x"] where file.hasSuffix(scale) { file = String(file.dropLast(scale.count)) }
            if let tilde = file.firstIndex(of: "~") { file = String(file[..<tilde]) }
            names.insert(file)
        }
        return names
    }

    /// The pods a Podfile names (`pod 'SDWebImage'`, `pod "Roxas", :path => …`), in order, once each.
    /// The paths a Podfile's `project`, `xcodeproj` and `workspace` lines name (relative to the Podfile's folder): the
    /// projects it integrates, beside the one in its own folder.
    static func integratedPaths(podfile text: String) -> [String] {
        var paths: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let keyword = ["project ", "xcodeproj ", "workspace "].first(where: { trimmed.hasPrefix($0) }),
                  let quote = trimmed.dropFirst(keyword.count).first(where: { $0 != " " }), quote == "'" || quote == "\"" else { continue }
            let rest = trimmed.dropFirst(keyword.count).drop { $0 != quote }.dropFirst()
            guard let end = rest.firstIndex(of: quote), end > rest.startIndex else { continue }
            paths.append(String(rest[..<end]))
        }
        return paths
    }

    static func podNames(podfile text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("pod "), let quote = trimmed.dropFirst(4).first(where: { $0 != " " }), quote == "'" || quote == "\"" else { continue }
            let rest = trimmed.drop { $0 != quote }.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { continue }
            let name = String(rest[..<end])
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The supply of a file's targets, refined from the unit's (`self`, what the Podfile allows) by their CocoaPods
    /// phases: a target without `[CP] Copy Pods Resources` gets no pod resource; one whose phase lists its inputs gets
    /// those. `integrated`: whether any target of the unit's projects has a CocoaPods phase (else the project does not
    /// say, and the unit's supply stands). A file several targets build takes what any of them may supply.
    /// A Swift package target's file says nothing here (its code looks up `bundle: nil` in the app's bundle).
    func refined(by buildTargets: [BuildTarget], integrated: Bool) -> MainBundleSupply {
        let targets = buildTargets.filter { $0.resourceBundleModule == nil }.map(\.podResources)
        guard integrated, !targets.isEmpty else { return self }
        switch self {
        case .none, .unknownDependencies: return self
        case .cocoaPods, .listedByCocoaPods: break
        }
        var names = Set<String>()
        var anyCopy = false
        for resources in targets {
            switch resources {
            case .notIntegrated, .none: continue
            case .unlisted: return self
            case .listed(let listed): names.formUnion(listed); anyCopy = true
            }
        }
        if case .listedByCocoaPods(let scripts) = self, anyCopy { names.formUnion(scripts) }
        return .listedByCocoaPods(names)
    }
}
