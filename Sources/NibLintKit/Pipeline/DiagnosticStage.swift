import Foundation

/// One step after the rules: removes, changes or reorders diagnostics. The linter applies its own stages
/// to each unit's findings (`Linter.unitStages`), then the caller's (`Linter.reportStages`) to the whole result.
public protocol DiagnosticStage: Sendable {
    /// `tally`: what the stage hid that the summary line counts.
    func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally)
}

/// What the diagnostic stages hid that the summary line counts.
public struct DiagnosticTally: Sendable {
    /// Diagnostics hidden because a baseline lists them (see `LintResult.baselinedCount`).
    public var baselined = 0

    public init() {}
}

/// `niblint:disable` comments in the sources; then the rules that judge what the comments did
/// (`RulePhase.afterSuppressions`), whose own findings no comment can hide.
struct SuppressionCommentStage: DiagnosticStage {
    let suppressions: SourceSuppressions
    let configuration: Configuration
    /// The unit's rule context, which the after-suppression rules read with the comments' problems added.
    let context: RuleContext

    func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        var suppressions = self.suppressions
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        // Every diagnostic is offered, one by one in order: each comment that covers one is marked used.
        for diagnostic in diagnostics where !suppressions.suppress(diagnostic) { kept.append(diagnostic) }
        diagnostics = kept
        let afterSuppressions = RuleContext(index: context.index, fileProblems: context.fileProblems, suppressionProblems: suppressions.problems,
                                            analyses: context.analyses, plansFixes: context.plansFixes)
        for rule in RuleRegistry.all where rule.phase == .afterSuppressions {
            guard configuration.setting(for: rule.identifier)?.isEnabled == true else { continue }
            diagnostics += rule.init().check(afterSuppressions)
        }
    }
}

/// `lint-rules.json`: the findings of disabled rules (which ran only because a comment names them) and
/// those a `suppress` entry hides go.
struct ConfigurationStage: DiagnosticStage {
    let configuration: Configuration
    /// The paths linted, which `suppress` globs are relative to.
    let roots: [String]

    func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        guard configuration.folders.isEmpty else {
            // Nested lint-rules.json files: each diagnostic under the configuration of its file's folder.
            diagnostics.removeAll { diagnostic in
                let configuration = configuration.effective(for: diagnostic.location.file)
                return configuration.setting(for: diagnostic.ruleID)?.isEnabled != true
                    || configuration.isSuppressed(diagnostic, relativePaths: LintRoots.relativePaths(of: diagnostic.location.file, roots: roots))
            }
            return
        }
        diagnostics.removeAll { configuration.setting(for: $0.ruleID)?.isEnabled != true }
        if !configuration.suppressions.isEmpty {
            diagnostics.removeAll { configuration.isSuppressed($0, relativePaths: LintRoots.relativePaths(of: $0.location.file, roots: roots)) }
        }
    }
}

/// Each rule's severity as configured. Only a severity other than the rule's default applies: a rule may report some
/// findings below its default (owner-class-mismatch's stale File's Owner is a warning), which a setting repeating
/// the default leaves alone.
struct SeverityStage: DiagnosticStage {
    let configuration: Configuration

    func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        var defaults: [String: Severity] = [:]
        for rule in RuleRegistry.all {
            let description = RuleRegistry.defaults(of: rule)
            defaults[description.identifier] = description.defaultSeverity
        }
        for index in diagnostics.indices {
            let ruleID = diagnostics[index].ruleID
            let configuration = configuration.effective(for: diagnostics[index].location.file)
            if let setting = configuration.setting(for: ruleID), setting.severity != defaults[ruleID] { diagnostics[index].severity = setting.severity }
        }
    }
}

/// Findings inside a nib that nothing loads (one a `ReportsUnloadedFiles` rule reports) become warnings, with a note
/// saying so: the defect cannot happen until something loads the file, and deleting the file is usually the fix (issue 28).
struct UnloadedNibStage: DiagnosticStage {
    func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        let reporters = RuleRegistry.unloadedFileReporters
        // Each unloaded file, with the rule that says so.
        var unloaded: [String: String] = [:]
        for diagnostic in diagnostics where reporters.contains(diagnostic.ruleID) {
            unloaded[diagnostic.location.file] = unloaded[diagnostic.location.file] ?? diagnostic.ruleID
        }
        guard !unloaded.isEmpty else { return }
        for index in diagnostics.indices where diagnostics[index].severity == .error {
            let file = diagnostics[index].location.file
            guard let ruleID = unloaded[file] else { continue }
            diagnostics[index].severity = .warning
            diagnostics[index].notes.append(DiagnosticNote(location: SourceLocation(file: file, line: 1, column: 1),
                message: "a warning, not an error: nothing loads '\((file as NSString).lastPathComponent)' (\(ruleID)), so this cannot fail until something does; deleting the file is usually the fix"))
        }
    }
}

/// By file, line and column, then rule and message (`Diagnostic.reportOrder`): output never depends on threads.
struct ReportOrderStage: DiagnosticStage {
    func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        diagnostics.sort(by: Diagnostic.reportOrder)
    }
}

/// Paths of a linted file relative to the lint roots, which `suppress` globs match against.
enum LintRoots {
    static func relativePaths(of file: String, roots: [String]) -> [String] {
        let path = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        guard !roots.isEmpty else { return [path] }
        var paths: [String] = []
        for root in roots {
            var base = root
            while base.count > 1, base.hasSuffix("/") { base.removeLast() }
            if base.hasPrefix("./") { base.removeFirst(2) }
            if base == "." || base.isEmpty {
                if !path.hasPrefix("/") { paths.append(path) }
            } else if path == base {
                paths.append((path as NSString).lastPathComponent)
            } else if path.hasPrefix(base + "/") {
                paths.append(String(path.dropFirst(base.count + 1)))
            }
        }
        return paths.isEmpty ? [path] : paths
    }
}
