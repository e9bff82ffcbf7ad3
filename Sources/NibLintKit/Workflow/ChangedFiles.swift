import Foundation

/// `--changed`: the files git reports changed, which `--report-only` then reports on. The pre-commit hook
/// runs niblint once with it (`pass_filenames: false`) instead of once per batch of file names.
///
/// - Under pre-commit with `--from-ref`/`--to-ref` (and in the pre-push stage) it sets `PRE_COMMIT_FROM_REF`
///   and `PRE_COMMIT_TO_REF`: the files changed between them (`git diff FROM...TO`, as pre-commit lists them).
/// - Otherwise the tracked files whose content differs from HEAD, staged or not (`git diff HEAD`); with no
///   commit yet, the files in the index and those modified since. Under `git commit`, pre-commit has set the
///   unstaged changes aside, so these are exactly the staged files.
/// - Under `pre-commit run --all-files` every diagnostic is reported (`runsOnAllFiles`), dirty work tree or not.
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
        /// The revision the files are compared with (nil before the first commit), whose declarations a change
        /// may have removed or renamed.
        public var baseRevision: String? = nil
        /// The changed files' paths as git names them (relative to the work tree's root), beside `files`.
        public var names: [String] = []
        public var root = ""
    }

    /// The classes the changed sources declared at the base revision and declare no more (renamed or removed in
    /// the change): a nib still naming one is broken by the change (`ReportOnlyStage.removedNames`).
    /// `baseContents`: a file's text at the base revision (nil when it did not exist), `current`: now (nil: deleted).
    public static func removedClassNames(_ changes: Changes, baseContents: (String) -> [UInt8]?, current: (String) -> [UInt8]?) -> Set<String> {
        var before: Set<String> = [], after: Set<String> = []
        func classNames(_ path: String, _ bytes: [UInt8]?) -> Set<String> {
            guard let bytes, let kind = InputFileKind(pathExtension: (path as NSString).pathExtension), kind == .swift || kind == .objectiveC,
                  case .source(let facts, _) = ParseStage.parse(InputFile(path: path, kind: kind, contents: bytes), collectingWords: false) else { return [] }
            var names: Set<String> = []
            for declaration in facts.classes where declaration.kind == .classDeclaration {
                names.insert(declaration.name)
                if let last = declaration.name.split(separator: ".").last { names.insert(String(last)) }
                if let objC = declaration.objCName { names.insert(objC) }
            }
            return names
        }
        for (name, file) in zip(changes.names, changes.files) {
            before.formUnion(classNames(name, baseContents(name)))
            after.formUnion(classNames(file, current(file)))
        }
        return before.subtracting(after)
    }

    /// Whether pre-commit runs the hook on every file (`pre-commit run --all-files` or `-a`, `try-repo … --all-files`).
    /// pre-commit tells a hook nothing of it (pre-commit 4.7's `run` sets `PRE_COMMIT=1` and the ref variables, no
    /// variable for `--all-files`; with `pass_filenames: false` it passes no names), so its command line is read:
    /// `parentArguments`, the arguments of the hook's parent process, which is pre-commit itself (it starts the
    /// entry directly). Under `git commit` the parent is `pre-commit hook-impl …`, which never has the option.
    public static func runsOnAllFiles(environment: [String: String], parentArguments: [String]) -> Bool {
        guard environment["PRE_COMMIT"] == "1", environment["PRE_COMMIT_FROM_REF"]?.isEmpty ?? true,
              let command = parentArguments.firstIndex(where: { $0 == "run" || $0 == "try-repo" }) else { return false }
        for argument in parentArguments[(command + 1)...] {
            if argument == "--" || argument == "--files" { break }
            // argparse takes an unambiguous prefix (`--all`) and clustered short flags (`-av`: --all-files --verbose).
            if argument.count >= 5, "--all-files".hasPrefix(argument) { return true }
            if argument.count >= 2, argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.dropFirst().allSatisfy({ $0 == "a" || $0 == "v" }),
               argument.contains("a") { return true }
        }
        return false
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
        var base: String?
        if let from = environment["PRE_COMMIT_FROM_REF"], let to = environment["PRE_COMMIT_TO_REF"], !from.isEmpty, !to.isEmpty {
            names = split(try git(diff + ["\(from)...\(to)", "--"]))
            source = "between PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF (\(from)...\(to))"
            base = (try? git(["merge-base", from, to]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? from
        } else if (try? git(["rev-parse", "--verify", "--quiet", "HEAD"])) != nil {
            names = split(try git(diff + ["HEAD", "--"]))
            source = "against HEAD, staged or not"
            base = "HEAD"
        } else {
            // No commit yet: everything staged, and what was modified since.
            names = split(try git(diff + ["--cached", "--"])) + split(try git(diff + ["--"]))
            source = "in the index or the work tree (no commit yet)"
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let sorted = Array(Set(names)).sorted()
        return Changes(files: sorted.map { prefix + $0 }, source: source, baseRevision: base, names: sorted, root: root)
    }

    /// `git … -z` output: NUL-terminated paths, never quoted.
    static func split(_ output: String) -> [String] {
        output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
    }
}
