/// Turns a lint result into text. Reporters are pure: same result, same bytes.
public protocol Reporter: Sendable {
    static var identifier: String { get }
    /// Whether the report's reader resolves paths from the repository's root (a CI annotating a pull request,
    /// a dashboard linking to the code), not from the folder niblint ran in: see `PathDisplay.rooted(at:)`.
    static var pathsFromRepositoryRoot: Bool { get }
    func report(_ result: LintResult, paths: PathDisplay) -> String
}

extension Reporter {
    public static var pathsFromRepositoryRoot: Bool { false }
}

/// How file paths are shown: relative to the working directory when under it, else as given; or, rooted at a
/// repository, relative to the repository's root when under it.
public struct PathDisplay: Sendable {
    public var workingDirectory: String?
    /// The folder paths are shown relative to instead of the working directory (absolute, standardized).
    public private(set) var root: String?

    public init(workingDirectory: String?) {
        self.workingDirectory = workingDirectory
    }

    /// Paths relative to `root` (the git work tree holding the working directory) when under it: what GitHub
    /// annotations, GitLab Code Quality and Checkstyle consumers need when niblint runs in an app's subfolder.
    public func rooted(at root: String) -> PathDisplay {
        var display = self
        display.root = PathNormalizer.standardized(root)
        return display
    }

    public func display(_ path: String) -> String {
        let shown = relativeToWorkingDirectory(path)
        guard let root else { return shown }
        let absolute = PathNormalizer.standardized(shown.hasPrefix("/") ? shown : (workingDirectory ?? "/") + "/" + shown)
        let prefix = root == "/" ? "/" : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : shown
    }

    private func relativeToWorkingDirectory(_ path: String) -> String {
        guard let workingDirectory, path.hasPrefix("/") else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension Diagnostic {
    /// The lines formats with one text field per finding (GitHub, GitLab, Checkstyle, JUnit) append to the message:
    /// each note as `FILE:LINE:COL: note: …`, then `fix: …` and `at run time: …`, whose place is the finding's own.
    func appendedNoteLines(paths: PathDisplay) -> [String] {
        notes.map { "\(paths.display($0.location.file)):\($0.location.line):\($0.location.column): note: \($0.message)" }
            + (help.map { ["fix: " + $0] } ?? []) + (failure.map { ["at run time: " + $0] } ?? [])
    }
}

public enum ReporterRegistry {
    public static let all: [any Reporter] = [
        XcodeReporter(), JSONReporter(), SARIFReporter(), GitHubActionsReporter(),
        GitLabCodeQualityReporter(), CheckstyleReporter(), JUnitReporter(), SummaryReporter(), MarkdownReporter(),
    ]

    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { type(of: $0).identifier == name }
    }

    /// The reporter for a run: with `--strict` (or `"strict"` settings), JUnit counts warnings as failures too.
    public static func reporter(named name: String, isStrict: Bool) -> (any Reporter)? {
        name == JUnitReporter.identifier ? JUnitReporter(warningsAreFailures: isStrict) : reporter(named: name)
    }
}
