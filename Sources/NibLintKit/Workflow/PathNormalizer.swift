import Foundation

/// Makes paths comparable however they were written: relative or absolute, with `./`, `..` or
/// repeated slashes, through symbolic links.
public struct PathNormalizer: Sendable {
    public let workingDirectory: String

    public init(workingDirectory: String) {
        self.workingDirectory = Self.standardized(workingDirectory.hasPrefix("/") ? workingDirectory : "/" + workingDirectory)
    }

    /// The absolute, standardized path with symbolic links resolved.
    public func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let standardized = Self.standardized(joined)
        let resolved = URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path
        return resolved.isEmpty ? standardized : resolved
    }

    /// The path relative to the working directory when under it, else absolute: the form baselines store.
    public func relative(_ path: String) -> String {
        let absolutePath = absolute(path)
        let base = absolute(workingDirectory)
        if absolutePath == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    /// Removes `.` and empty components and resolves `..` textually.
    static func standardized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
