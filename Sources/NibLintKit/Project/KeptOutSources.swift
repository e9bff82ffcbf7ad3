import Foundation

/// Whether a source a target compiles and the tree lacks is kept out of the repository on purpose (so the app's build
/// has it: revealed, generated or copied in before building), rather than a stale reference to a deleted file (with
/// which the project does not build at all). Evidence: an encrypted copy beside it (git-secret's `X.swift.secret`, a
/// `.gpg` copy), or a `.gitignore` between it and the repository's root that ignores it.
struct KeptOutSources {
    /// `.gitignore` patterns by folder, read once each.
    private var ignoreFiles: [String: [IgnorePattern]] = [:]

    /// One `.gitignore` line: a glob, anchored to its folder when it holds a `/` before its end, else matched against any
    /// trailing part of the path; with a trailing `/` it matches folders only. Negations (`!`) are not read: a file they
    /// re-include is still taken as kept out, which only makes a reason unverified.
    private struct IgnorePattern {
        var glob: Glob
        var foldersOnly: Bool
    }

    mutating func isKeptOut(_ path: String) -> Bool {
        for suffix in [".secret", ".gpg"] where DirectoryListing.isDirectory(path + suffix) == false { return true }
        var folder = ProjectPath.parent(of: path)
        var relative = ProjectPath.lastComponent(of: path)
        while true {
            if ignores(folder: folder, relative: relative) { return true }
            let marker = folder == "." ? ".git" : folder + "/.git"
            let parent = ProjectPath.parent(of: folder)
            if DirectoryListing.isDirectory(marker) != nil || parent == folder || folder == "." || folder == "/" { return false }
            relative = ProjectPath.lastComponent(of: folder) + "/" + relative
            folder = parent
        }
    }

    /// Whether `folder`'s `.gitignore` ignores `relative` (a path below the folder) or a folder above it.
    private mutating func ignores(folder: String, relative: String) -> Bool {
        let patterns = patterns(in: folder)
        guard !patterns.isEmpty else { return false }
        let components = relative.split(separator: "/").map(String.init)
        // The file, then each folder above it (up to `folder`): a pattern that ignores a folder ignores what is in it.
        for end in stride(from: components.count, to: 0, by: -1) {
            let candidate = components[..<end].joined(separator: "/")
            let isFolder = end < components.count
            for pattern in patterns where (isFolder || !pattern.foldersOnly) && pattern.glob.matches(candidate) { return true }
        }
        return false
    }

    private mutating func patterns(in folder: String) -> [IgnorePattern] {
        if let known = ignoreFiles[folder] { return known }
        var patterns: [IgnorePattern] = []
        let file = folder == "." ? ".gitignore" : folder + "/.gitignore"
        if let text = try? String(contentsOfFile: file, encoding: .utf8) {
            for rawLine in text.split(whereSeparator: \.isNewline) {
                var line = String(rawLine)
                while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
                guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("!") else { continue }
                let foldersOnly = line.hasSuffix("/")
                if foldersOnly { line.removeLast() }
                let anchored = line.dropFirst().contains("/") || line.hasPrefix("/")
                if line.hasPrefix("/") { line.removeFirst() }
                guard !line.isEmpty else { continue }
                patterns.append(IgnorePattern(glob: Glob(anchored ? line : "**/" + line), foldersOnly: foldersOnly))
            }
        }
        ignoreFiles[folder] = patterns
        return patterns
    }
}
