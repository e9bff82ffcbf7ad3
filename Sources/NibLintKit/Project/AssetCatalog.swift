import Foundation

/// The images and named colours a nib of the tree can load by name: the sets of every asset catalog
/// (`.xcassets`, with the names of namespace folders in front: `Icons/Play`), and every image file.
///
/// Built from the `.asset` files discovery lists (set folders, which it does not enter, catalogs'
/// `Contents.json` files and image files) for the whole tree, not per unit: an image may come from a framework
/// or package of the tree, so a name is judged missing only when no catalog and no file of the tree has it.
public struct AssetCatalog: Sendable {
    /// Every image name: catalog image sets (namespaced), symbol and icon sets, image files without their
    /// extension and scale / device suffixes, and image files with their extension.
    public private(set) var imageNames: Set<String> = []
    /// Every named colour: catalog colour sets (namespaced).
    public private(set) var colorNames: Set<String> = []
    /// Complication sets (`Complication.complicationset`) by name: their image sets, which discovery does not list, are
    /// named in their namespace (`Complication/Circular`).
    public private(set) var complicationSetNames: Set<String> = []
    /// The asset catalogs (`.xcassets` folders) the sets were found in.
    public var catalogCount: Int { catalogs.count }
    private var catalogs: Set<String> = []
    /// Lowercased name → the names, for the case-only mismatches that work on a case-insensitive disk only.
    private var imagesByLowercase: [String: [String]] = [:]
    private var colorsByLowercase: [String: [String]] = [:]

    /// Set folders whose name is an image's (`UIImage(named:)` / `NSImage(named:)` find them).
    static let imageSetExtensions: Set<Substring> = ["imageset", "symbolset", "appiconset", "launchimage", "imagestack", "brandassets",
                                                     "solidimagestack", "iconset"]
    /// Set folders whose name is a colour's (`UIColor(named:)` / `NSColor(named:)`).
    static let colorSetExtensions: Set<Substring> = ["colorset"]
    /// Every set folder discovery lists without entering: those above, and sets that name neither.
    static let setExtensions: Set<Substring> = imageSetExtensions.union(colorSetExtensions).union([
        "dataset", "textureset", "cubetextureset", "mipmapset", "arresourcegroup", "arimageset", "arobject", "stickersequence",
        "sticker", "stickerpack", "complicationset", "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "gcachievement",
    ])
    /// Image file extensions (compared lowercased): what `UIImage(named:)` / `NSImage(named:)` load from a bundle.
    static let imageFileExtensions: Set<Substring> = ["png", "pdf", "jpg", "jpeg", "gif", "tif", "tiff", "heic", "heif", "svg", "icns",
                                                      "bmp", "ico", "webp"]

    /// Whether a file or folder extension is one `InputFileKind.asset` stands for.
    static func isAssetExtension(_ pathExtension: String) -> Bool {
        // Called for every file of the tree with an extension niblint does not read: no string is made unless the
        // extension has capitals (`PNG`).
        let text = Substring(pathExtension)
        if setExtensions.contains(text) || imageFileExtensions.contains(text) { return true }
        guard pathExtension.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return false }
        return imageFileExtensions.contains(Substring(pathExtension.lowercased()))
    }

    public init() {}

    /// The catalog of the `.asset` files; `contents` reads a file (a group's `Contents.json`, read only when
    /// the group is in a catalog), nil when unreadable.
    init(files: [InputFile], contents: (InputFile) -> [UInt8]?) {
        // Groups of a catalog that give their children a namespace (`"provides-namespace" : true`).
        var namespaces: Set<String> = []
        // App icon sets' `Contents.json`, when listed (discovery does not enter sets: then read from disk).
        var appIconContents: [String: InputFile] = [:]
        for file in files where file.fileName == "Contents.json" {
            let folder = ProjectPath.parent(of: file.path)
            if folder.hasSuffix(".appiconset") { appIconContents[folder] = file }
            guard let catalogEnd = Self.catalogEnd(in: folder) else { continue }
            catalogs.insert(String(folder[..<catalogEnd]))
            // The catalog's own Contents.json, and those inside sets, name no group.
            guard catalogEnd < folder.endIndex, !Self.isSetFolder(folder) else { continue }
            if let bytes = contents(file), Self.providesNamespace(bytes) { namespaces.insert(folder) }
        }
        for file in files where file.fileName != "Contents.json" {
            var path = Substring(file.path)
            while path.hasSuffix("/") { path = path.dropLast() }
            // The last component, found from the end: splitting the whole path cost more than all the rest here.
            let fileName = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path
            let pathExtension = FileDiscovery.pathExtension(of: String(fileName))
            let base = fileName.dropLast(pathExtension.isEmpty ? 0 : pathExtension.count + 1)
            if Self.setExtensions.contains(pathExtension) {
                let isImage = Self.imageSetExtensions.contains(pathExtension)
                if pathExtension == "complicationset" { complicationSetNames.insert(String(base)) }
                guard isImage || Self.colorSetExtensions.contains(pathExtension) else { continue }
                var name = String(base)
                let setPath = String(path)
                if let catalogEnd = Self.catalogEnd(in: setPath) {
                    let catalog = String(setPath[..<catalogEnd])
                    catalogs.insert(catalog)
                    // The groups between the catalog and the set, innermost first.
                    var folder = ProjectPath.parent(of: setPath)
                    // Lengths in bytes: counting characters walked the whole path at every step.
                    while folder.utf8.count > catalog.utf8.count, folder.hasPrefix(catalog + "/") {
                        if namespaces.contains(folder) { name = InputFile(path: folder, kind: .asset).fileName + "/" + name }
                        folder = ProjectPath.parent(of: folder)
                    }
                }
                if isImage { Self.insert(name, into: &imageNames, &imagesByLowercase) } else { Self.insert(name, into: &colorNames, &colorsByLowercase) }
                // actool also copies an iOS app icon set's icons into the app as loose files named by set and size
                // (`AppIcon60x60@2x.png`, `AppIcon76x76@2x~ipad.png`), which `UIImage(named: "AppIcon60x60")` finds.
                if pathExtension == "appiconset",
                   let bytes = contents(appIconContents[setPath] ?? InputFile(path: setPath + "/Contents.json", kind: .asset)) {
                    for size in Self.appIconSizes(bytes) { Self.insert(name + size, into: &imageNames, &imagesByLowercase) }
                }
            } else if Self.imageFileExtensions.contains(Substring(pathExtension.lowercased())) {
                Self.insert(String(fileName), into: &imageNames, &imagesByLowercase)
                Self.insert(Self.strippingSuffixes(String(base)), into: &imageNames, &imagesByLowercase)
            }
        }
    }

    /// The catalog of several catalogs' names, as `init(files:contents:)` of all their files: each part must hold whole
    /// catalogs (a set's namespaces are groups of its own catalog, so a catalog read alone names its sets as in the tree).
    /// Names are merged as found, never derived again: no path is read and no `Contents.json` parsed twice.
    init(merging parts: [AssetCatalog]) {
        guard let first = parts.first else { return }
        self = first
        for part in parts.dropFirst() {
            Self.merge(part.imagesByLowercase, into: &imageNames, &imagesByLowercase)
            Self.merge(part.colorsByLowercase, into: &colorNames, &colorsByLowercase)
            complicationSetNames.formUnion(part.complicationSetNames)
            catalogs.formUnion(part.catalogs)
        }
    }

    /// Adds names already grouped by their lowercase form (what `insert` does, without lowercasing them again).
    private static func merge(_ byLowercase: [String: [String]], into names: inout Set<String>, _ target: inout [String: [String]]) {
        for (lowercase, spellings) in byLowercase {
            for name in spellings where names.insert(name).inserted { target[lowercase, default: []].append(name) }
        }
    }

    /// The sizes (`60x60`, `83.5x83.5`) of an app icon set's iPhone and iPad icons, as its `Contents.json` lists them: actool
    /// names the icon files it copies into an iOS app `<Set><size>`. A single 1024x1024 iOS icon (Xcode 14) gives the
    /// home-screen sizes actool makes from it, 60x60 and 76x76. A Mac icon set becomes an `.icns` of the set's name only.
    static func appIconSizes(_ bytes: [UInt8]) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let images = object["images"] as? [[String: Any]] else { return [] }
        var sizes: [String] = []
        for image in images {
            guard let size = image["size"] as? String, let idiom = image["idiom"] as? String else { continue }
            switch idiom {
            case "iphone", "ipad": if !sizes.contains(size) { sizes.append(size) }
            case "universal" where (image["platform"] as? String) == "ios" && size == "1024x1024":
                for generated in ["60x60", "76x76"] where !sizes.contains(generated) { sizes.append(generated) }
            default: continue
            }
        }
        return sizes
    }

    private static func insert(_ name: String, into names: inout Set<String>, _ byLowercase: inout [String: [String]]) {
        guard names.insert(name).inserted else { return }
        byLowercase[name.lowercased(), default: []].append(name)
    }

    /// Whether an image of that name is in the tree; `name` may carry an image extension (`icon.png`) or a
    /// folder (`Images/icon.png`, from a folder reference).
    public func hasImage(_ name: String) -> Bool {
        if imageNames.contains(name) { return true }
        if let slash = name.lastIndex(of: "/"), !name.hasSuffix("/") {
            // A file in a copied folder: its name alone (catalog names with a namespace were tried above).
            let last = String(name[name.index(after: slash)...])
            if last.contains("."), imageNames.contains(last) { return true }
        }
        return false
    }

    public func hasColor(_ name: String) -> Bool { colorNames.contains(name) }

    /// The names that differ from `name` only in case.
    public func imagesDifferingInCase(from name: String) -> [String] { (imagesByLowercase[name.lowercased()] ?? []).filter { $0 != name }.sorted() }
    public func colorsDifferingInCase(from name: String) -> [String] { (colorsByLowercase[name.lowercased()] ?? []).filter { $0 != name }.sorted() }

    /// The position just after `.xcassets` of the innermost catalog `path` lies in (or is), or nil.
    static func catalogEnd(in path: String) -> String.Index? {
        // A byte scan from the end (the innermost catalog is the last one): called for every asset file of the tree.
        let found = path.utf8.withContiguousStorageIfAvailable { catalogEndOffset(in: $0) } ?? catalogEndOffset(in: Array(path.utf8))
        return found.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    private static let catalogSuffix: [UInt8] = Array(".xcassets".utf8)

    /// The offset just after the last `.xcassets` that ends the bytes or is followed by `/`.
    private static func catalogEndOffset<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes) -> Int? where Bytes.Index == Int {
        let suffix = catalogSuffix
        var end = bytes.endIndex
        while end - suffix.count >= bytes.startIndex {
            if end == bytes.endIndex || bytes[end] == UInt8(ascii: "/") {
                let start = end - suffix.count
                if bytes[start] == UInt8(ascii: "."), (1..<suffix.count).allSatisfy({ bytes[start + $0] == suffix[$0] }) { return end }
            }
            end -= 1
        }
        return nil
    }

    /// Whether a folder path is (or lies inside) a set folder.
    private static func isSetFolder(_ folder: String) -> Bool {
        folder.split(separator: "/").contains { setExtensions.contains(FileDiscovery.pathExtension(of: String($0))) }
    }

    /// Whether a `Contents.json` says `"provides-namespace" : true`.
    static func providesNamespace(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let key = text.range(of: "\"provides-namespace\"") else { return false }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == ":" }
        return rest.hasPrefix("true")
    }

    /// An image file's name as code and nibs use it: `icon@2x~ipad` → `icon`.
    static func strippingSuffixes(_ base: String) -> String {
        var name = Substring(base)
        if name.utf8.contains(UInt8(ascii: "~")) {
            for device in ["~ipad", "~iphone", "~mac", "~universal"] where name.lowercased().hasSuffix(device) { name = name.dropLast(device.count) }
        }
        for scale in ["@1x", "@2x", "@3x"] where name.hasSuffix(scale) { name = name.dropLast(scale.count) }
        if name.hasSuffix("-568h") { name = name.dropLast(5) }
        return String(name)
    }
}
