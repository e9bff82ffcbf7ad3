import Foundation

/// The folder a project's shared files (baselines) write their paths relative to, so that they match
/// whichever directory niblint runs from: the git work tree holding the linted path, else a fallback folder.
public enum ProjectRoot {
    /// The nearest folder from `path` (a file or folder, absolute) upward that holds `.git` (a folder, or the
    /// file a linked work tree has), or nil. `exists` is the file system's answer.
    public static func gitWorkTree(containing path: String, exists: (String) -> Bool) -> String? {
        var folder = path
        while true {
            if exists(folder == "/" ? "/.git" : folder + "/.git") { return folder }
            guard folder != "/" else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
            if folder.isEmpty { folder = "/" }
        }
    }

    /// The root for a baseline at `baselineFile` used to lint `lintedPath` (both as given, resolved against
    /// `workingDirectory`): the git work tree of the linted path, else the baseline file's folder.
    public static func forBaseline(_ baselineFile: String, lintedPath: String, workingDirectory: String,
                                   exists: (String) -> Bool) -> String {
        let paths = PathNormalizer(workingDirectory: workingDirectory)
        if let tree = gitWorkTree(containing: paths.absolute(lintedPath), exists: exists) { return tree }
        return (paths.absolute(baselineFile) as NSString).deletingLastPathComponent
    }
}
