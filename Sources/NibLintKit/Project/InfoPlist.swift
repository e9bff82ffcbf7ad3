/// A launch entry of an Info.plist: a key that names the storyboard or nib the system loads at launch.
public struct LaunchEntry: Sendable, Equatable {
    /// `UIMainStoryboardFile`, `UILaunchStoryboardName`, `NSMainStoryboardFile`, `NSMainNibFile`, `UISceneStoryboardFile`
    /// (device variants such as `UIMainStoryboardFile~ipad` keep their suffix).
    public var key: String
    /// The name as written, without an extension.
    public var name: String
    /// At the `<string>` that holds the name; for a build setting, at the setting's name in `project.pbxproj`.
    public var location: SourceLocation
    /// From the build setting `INFOPLIST_KEY_<key>` (Xcode's generated Info.plist) rather than an Info.plist file.
    public var isBuildSetting = false

    /// How messages name where the entry is written.
    public var origin: String { isBuildSetting ? "build setting INFOPLIST_KEY_\(key)" : "Info.plist entry \(key)" }

    /// What the key names.
    public enum Target: Sendable { case storyboard, launchScreen, nib }

    public var target: Target {
        if key.hasPrefix("UILaunchStoryboardName") { return .launchScreen }
        if key.hasPrefix("NSMainNibFile") { return .nib }
        return .storyboard
    }

    static let keys = ["UIMainStoryboardFile", "UILaunchStoryboardName", "NSMainStoryboardFile", "NSMainNibFile", "UISceneStoryboardFile"]
    /// Keys that name a storyboard or nib the system loads for a bundle other than the app (an app extension, a
    /// preference pane): read for unused-nib, not launch entries (initial-view-controller-missing skips them).
    static let bundleKeys = ["NSExtensionMainStoryboard", "NSPrefPaneMainNib"]

    /// One of `keys`: what the app opens at launch.
    public var opensAtLaunch: Bool {
        LaunchEntry.keys.contains(key.split(separator: "~", maxSplits: 1).first.map(String.init) ?? key)
    }
}

/// Reads the launch entries of an XML Info.plist: each `<key>` of `LaunchEntry.keys` (anywhere, so
/// `UISceneStoryboardFile` inside `UIApplicationSceneManifest` too) followed by a `<string>`. A binary plist, a value
/// with a build setting (`$(…)`) or an entity yields nothing: niblint cannot tell what it names.
public enum InfoPlist {
    /// The names of the files discovery reads as Info.plists: `Info.plist`, `*-Info.plist` and the per-platform
    /// `Info-iOS.plist` / `Info_MAS.plist`.
    public static func isInfoPlist(fileName: String) -> Bool {
        fileName == "Info.plist" || fileName.hasSuffix("-Info.plist")
            || (fileName.hasSuffix(".plist") && (fileName.hasPrefix("Info-") || fileName.hasPrefix("Info_")))
    }

    public static func launchEntries(bytes: [UInt8], path: String) -> [LaunchEntry] {
        guard !bytes.starts(with: Array("bplist".utf8)) else { return [] }
        let keyOpen = Array("<key>".utf8), keyClose = Array("</key>".utf8)
        let stringOpen = Array("<string>".utf8), stringClose = Array("</string>".utf8)
        var entries: [LaunchEntry] = []
        var position = 0
        var line = 1
        var lineStart = 0
        var counted = 0
        /// Line numbers are counted only up to where an entry is found.
        func advanceLines(to target: Int) {
            while counted < target {
                if bytes[counted] == 0x0A { line += 1; lineStart = counted + 1 }
                counted += 1
            }
        }
        while let keyStart = find(keyOpen, in: bytes, from: position) {
            let nameStart = keyStart + keyOpen.count
            guard let nameEnd = find(keyClose, in: bytes, from: nameStart) else { break }
            position = nameEnd + keyClose.count
            let key = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            let base = key.split(separator: "~", maxSplits: 1).first.map(String.init) ?? key
            guard LaunchEntry.keys.contains(base) || LaunchEntry.bundleKeys.contains(base) else { continue }
            var cursor = position
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
            guard bytes[cursor...].starts(with: stringOpen), let valueEnd = find(stringClose, in: bytes, from: cursor + stringOpen.count) else { continue }
            var name = String(decoding: bytes[(cursor + stringOpen.count)..<valueEnd], as: UTF8.self).trimmingWhitespace
            position = valueEnd + stringClose.count
            guard !name.isEmpty, !name.contains("$"), !name.contains("&") else { continue }
            for suffix in [".storyboardc", ".storyboard", ".xib", ".nib"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
            advanceLines(to: cursor)
            entries.append(LaunchEntry(key: key, name: name, location: SourceLocation(file: path, line: line, column: cursor - lineStart + 1)))
        }
        return entries
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start <= bytes.count - needle.count else { return nil }
        var position = start
        while position <= bytes.count - needle.count {
            if bytes[position] == first, bytes[position..<(position + needle.count)].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }
}

private extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
