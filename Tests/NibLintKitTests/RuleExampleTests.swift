import Foundation
import Testing
@testable import NibLintKit

/// Every rule's examples are its tests: triggering examples must be reported exactly at their `↓`
/// markers, and non-triggering examples must produce nothing (not even a parse error).
struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.identifier }

    @Test(arguments: ruleIDs)
    func triggeringExamplesAreReportedAtTheirMarkers(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        #expect(!rule.description.triggeringExamples.isEmpty, "\(ruleID) needs at least one triggering example")
        for example in rule.description.triggeringExamples {
            let project = MarkedProject(example.files)
            #expect(!project.markers.isEmpty, "example at RuleExample line \(example.sourceLine) of \(ruleID) has no ↓ marker", sourceLocation: example.location)
            let result = try lint(project.files, only: [ruleID])
            #expect(result.diagnostics.map(\.location) == project.markers,
                    "\(ruleID) example at line \(example.sourceLine): \(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" })",
                    sourceLocation: example.location)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.ruleID == ruleID, sourceLocation: example.location)
                // At the default severity, or below it (owner-class-mismatch reports a stale File's Owner as a warning).
                #expect(diagnostic.severity == rule.description.defaultSeverity || diagnostic.severity == .warning, sourceLocation: example.location)
                #expect(!diagnostic.message.isEmpty, sourceLocation: example.location)
                // Baselines key diagnostics by identity: every rule fills it, without the line number.
                #expect(!diagnostic.identity.isEmpty, "\(ruleID) example at line \(example.sourceLine) has no identity", sourceLocation: example.location)
                #expect(!diagnostic.identity.contains(":\(diagnostic.location.line)"), "\(ruleID) identity '\(diagnostic.identity)' looks like it holds a line number", sourceLocation: example.location)
            }
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreClean(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(ruleID) needs at least one non-triggering example")
        for example in rule.description.nonTriggeringExamples {
            let project = MarkedProject(example.files)
            #expect(project.markers.isEmpty, sourceLocation: example.location)
            let checked = ruleID == "parse-error" ? [ruleID] : [ruleID, "parse-error"]
            let result = try lint(project.files, only: checked)
            #expect(result.diagnostics.isEmpty,
                    "\(ruleID) example at line \(example.sourceLine): \(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)" })",
                    sourceLocation: example.location)
        }
    }

    /// Every triggering example again, under suppressions, as SwiftLint runs its examples: a `// niblint:disable:next <rule>`
    /// line above each marked line of a Swift or Objective-C source, and for a marker elsewhere (a nib, whose comments Xcode
    /// drops; a plist) a `suppress` entry of the configuration for that file (and for unused-suppression, which no comment
    /// suppresses). No finding is left, and no comment is reported unused.
    @Test(arguments: ruleIDs)
    func triggeringExamplesAreSilencedBySuppressions(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        for example in rule.description.triggeringExamples {
            var suppressedFiles: [String] = []
            var commented = 0
            let files = example.files.map { file -> (path: String, contents: String) in
                guard file.contents.contains(RuleExample.marker) else { return file }
                // unused-suppression cannot be suppressed by a comment (its message says so): the configuration does it.
                let isSource = file.path.hasSuffix(".swift") || ObjectiveCDirectiveTransform.isObjectiveC(file.path)
                guard isSource, ruleID != "unused-suppression" else {
                    suppressedFiles.append(file.path)
                    return file
                }
                var lines: [String] = []
                for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.contains(RuleExample.marker) {
                        let indentation = line.prefix { $0 == " " || $0 == "\t" }
                        lines.append("\(indentation)// niblint:disable:next \(ruleID)")
                        commented += 1
                    }
                    lines.append(String(line))
                }
                return (file.path, lines.joined(separator: "\n"))
            }
            #expect(commented + suppressedFiles.count > 0, "\(ruleID) example at line \(example.sourceLine) has no marker to suppress", sourceLocation: example.location)
            var configuration = Configuration()
            try configuration.enableOnly(ruleID == "unused-suppression" ? [ruleID] : [ruleID, "unused-suppression"])
            configuration.suppressions = suppressedFiles.map { ConfiguredSuppression(rule: ruleID, path: Glob($0)) }
            let project = MarkedProject(files)
            let result = lint(project.files, configuration: configuration)
            #expect(result.diagnostics.isEmpty,
                    "\(ruleID) example at line \(example.sourceLine), suppressed (\(commented) comments, \(suppressedFiles.count) files): \(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)" })",
                    sourceLocation: example.location)
        }
    }

    /// Every example with Objective-C files, read again with conditional directives inserted into its declarations
    /// (`ObjectiveCDirectiveTransform`): the same findings at the same (moved) markers, and none where there were none.
    @Test(arguments: ruleIDs)
    func objectiveCExamplesGiveTheSameFindingsWithDirectivesInTheirDeclarations(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        var transformed = 0
        for (example, triggers) in rule.description.triggeringExamples.map({ ($0, true) }) + rule.description.nonTriggeringExamples.map({ ($0, false) }) {
            var changed = false
            let files = example.files.map { file -> (path: String, contents: String) in
                guard ObjectiveCDirectiveTransform.isObjectiveC(file.path), let rewritten = ObjectiveCDirectiveTransform.transform(file.contents) else { return file }
                changed = true
                return (file.path, rewritten)
            }
            guard changed else { continue }
            transformed += 1
            let original = try lint(MarkedProject(example.files).files, only: triggers ? [ruleID] : [ruleID, "parse-error"])
            let project = MarkedProject(files)
            let result = try lint(project.files, only: triggers ? [ruleID] : [ruleID, "parse-error"])
            let context = "\(ruleID) example at line \(example.sourceLine), with directives"
            #expect(result.diagnostics.map(\.location) == (triggers ? project.markers : []),
                    "\(context): \(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)" })\n\(files.filter { ObjectiveCDirectiveTransform.isObjectiveC($0.path) }.map(\.contents).joined(separator: "\n---\n"))")
            #expect(result.diagnostics.map(\.ruleID) == original.diagnostics.map(\.ruleID), "\(context)")
        }
        // The rules whose examples are Objective-C must have been read both ways.
        let hasObjectiveC = (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).contains { $0.files.contains { ObjectiveCDirectiveTransform.isObjectiveC($0.path) && ObjectiveCDirectiveTransform.transform($0.contents) != nil } }
        #expect((transformed > 0) == hasObjectiveC)
    }

    static let correctableRuleIDs = RuleRegistry.all.filter { $0 is any CorrectableRule.Type }.map { $0.description.identifier }

    /// A correctable rule says what `--fix` does about every diagnostic it reports (an edit or the reason there is
    /// none) and shows corrections; any other rule attaches no fix and has none.
    @Test(arguments: ruleIDs)
    func onlyCorrectableRulesAttachFixes(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        let isCorrectable = rule is any CorrectableRule.Type
        #expect(rule.description.corrections.isEmpty != isCorrectable, "\(ruleID): corrections go with CorrectableRule")
        for example in rule.description.triggeringExamples {
            for diagnostic in try lint(MarkedProject(example.files).files, only: [ruleID], plansFixes: true).diagnostics {
                #expect((diagnostic.fix != nil) == isCorrectable, "\(ruleID) example at line \(example.sourceLine): fix \(String(describing: diagnostic.fix))", sourceLocation: example.location)
            }
            // A plain lint decides no fix.
            if isCorrectable {
                #expect(try lint(MarkedProject(example.files).files, only: [ruleID]).diagnostics.allSatisfy { $0.fix == nil }, sourceLocation: example.location)
            }
        }
    }

    /// Every correction of a rule: its diagnostics at the markers carry fixes whose edits turn the files into the
    /// corrected ones (the others stay byte for byte), and linting the result leaves nothing to edit.
    @Test(arguments: correctableRuleIDs)
    func correctionsGiveTheCorrectedFiles(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        for correction in rule.description.corrections {
            let project = MarkedProject(correction.files)
            let result = try lint(project.files, only: [ruleID], plansFixes: true)
            let context = "\(ruleID) correction at line \(correction.sourceLine)"
            #expect(result.diagnostics.map(\.location) == project.markers, "\(context): \(result.diagnostics.map(\.message))", sourceLocation: correction.location)
            #expect(result.diagnostics.allSatisfy { $0.fix != nil }, "\(context)", sourceLocation: correction.location)
            let edits = Dictionary(grouping: result.fixes, by: \.file)
            var corrected: [InputFile] = []
            for file in project.files {
                let original = try #require(file.contents)
                let fixed = try NibEditor.apply(edits[file.path] ?? [], to: original)
                let expected = correction.corrected.first { $0.path == file.path }.map { Array($0.contents.utf8) } ?? original
                #expect(String(decoding: fixed, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(context): \(file.path)", sourceLocation: correction.location)
                corrected.append(InputFile(path: file.path, kind: file.kind, contents: fixed))
            }
            #expect(try lint(corrected, only: [ruleID], plansFixes: true).fixes.isEmpty, "\(context): a second run still edits", sourceLocation: correction.location)
        }
    }

    /// A failing example points at its own file and line: where `RuleExample(` (or `RuleCorrection(`) is written.
    @Test(arguments: ruleIDs)
    func examplesKnowWhereTheyAreWritten(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        let written: [(fileID: String, filePath: String, line: UInt, call: String)] =
            (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).map { ($0.sourceFileID, $0.sourceFilePath, $0.sourceLine, "RuleExample(") }
            + rule.description.corrections.map { ($0.sourceFileID, $0.sourceFilePath, $0.sourceLine, "RuleCorrection(") }
        #expect(written.count >= 2)
        for place in written {
            #expect(place.fileID.hasPrefix("NibLintKit/") && place.filePath.hasSuffix("/" + (place.fileID as NSString).lastPathComponent), "\(place.fileID) \(place.filePath)")
            let text = try String(contentsOfFile: place.filePath, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            try #require(place.line >= 1 && Int(place.line) <= lines.count, "\(place.filePath):\(place.line) is outside the file")
            #expect(lines[Int(place.line) - 1].contains(place.call), "\(place.filePath):\(place.line) does not start a \(place.call)…)")
        }
    }

    @Test func ruleIdentifiersAreUniqueAndKebabCase() {
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
        for id in Self.ruleIDs {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id) is not kebab-case")
        }
    }
}
