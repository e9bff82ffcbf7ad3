import Foundation

/// `--changed`: the files git reports changed, which `--report-only` then reports on. The pre-commit hook
/// runs niblint once with it (`pass_filenames: false`) instead of once per batch of file names.
///
/// - Under pre-commit with `--from-ref`/`--to-ref` (and in the pre-push stage) it sets `PRE_COMMIT_FROM_REF`
///   and `PRE_COMMIT_TO_REF`: the files changed between them (`git diff FROM...TO`, as pre-commit lists them).
/// - Otherwise the tracked files whose content differs from HEAD, staged or not (`git diff HEAD`); with no
///   commit yet, the files in the index and those modified since. Under `git commit`, pre-commit has set the
///   unstaged changes aside, so these are exactly the staged files.
/// Deleted files are listed too; no diagnostic is located in them, so a change that only deletes files
/// reports nothing (rather than everything, as no change at all does).
public enum ChangedFiles {
    /// Runs git with these arguments in the working directory: its standard output, or an error (non-zero exit).
    public typealias Git = (_ arguments: [String]) throws -> String

    public struct Changes: Equatable, Sendable {
        /// Absolute paths (the work tree's root joined with git's paths).
        public var files: [String]
        /// What was compared, for messages: "against HEAD", "between PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF (a...b)".
        public var source: String
    }

    public static func list(environment: [String: String], git: Git) throws -> Changes {
        let root: String
        do {
            root = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .newlines)
        } catch {
            throw ConfigurationError("--changed needs a git work tree: \(error)")
        }
        let diff = ["diff", "--name-only", "--no-ext-diff", "-z"]
        var names: [String]
        let source: String
        if let from = environment["PRE_COMMIT_FROM_REF"], let to = environment["PRE_COMMIT_TO_REF"], !from.isEmpty, !to.isEmpty {
            names = split(try git(diff + ["\(from)...\(to)", "--"]))
            source = "between PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF (\(from)...\(to))"
        } else if (try? git(["rev-parse", "--verify", "--quiet", "HEAD"])) != nil {
            names = split(try git(diff + ["HEAD", "--"]))
            source = "against HEAD, staged or not"
        } else {
            // No commit yet: everything staged, and what was modified since.
            names = split(try git(diff + ["--cached", "--"])) + split(try git(diff + ["--"]))
            source = "in the index or the work tree (no commit yet)"
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return Changes(files: Array(Set(names)).sorted().map { prefix + $0 }, source: source)
    }

    /// `git … -z` output: NUL-terminated paths, never quoted.
    static func split(_ output: String) -> [String] {
        output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
    }
}
