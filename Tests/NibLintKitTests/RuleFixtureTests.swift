import Foundation
import Testing
@testable import NibLintKit

/// Every rule has a small project under `Fixtures/Rules/<rule-id>/`: `triggering/` files with the
/// defects the rule reports, `clean/` look-alikes that are correct, and `expected.txt`, the exact
/// xcode-reporter output of `niblint Fixtures/Rules/<rule-id>` run from the package root.
///
/// The folders are linted by absolute path and printed relative to the package root, so the result
/// does not depend on the working directory the tests run in.
struct RuleFixtureTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.identifier }
    static let rulesFolder = packageRoot.appendingPathComponent("Fixtures/Rules", isDirectory: true)

    static func folder(_ ruleID: String, _ subfolder: String? = nil) -> URL {
        let folder = rulesFolder.appendingPathComponent(ruleID, isDirectory: true)
        return subfolder.map { folder.appendingPathComponent($0, isDirectory: true) } ?? folder
    }

    /// Lints with the default rules plus `ruleID` (which may be off by default), or with `ruleID` alone.
    /// A triggering defect often trips a related rule too (a renamed property is both an
    /// outlet-not-found and an unconnected outlet), so the triggering folders are judged by their rule alone.
    static func lint(_ folders: [URL], ruleID: String, alone: Bool) throws -> LintResult {
        var configuration = Configuration()
        if alone { try configuration.enableOnly([ruleID]) } else { try configuration.setEnabled(true, for: ruleID) }
        return Linter(configuration: configuration).lint(paths: folders.map(\.path))
    }

    static func render(_ result: LintResult) -> String {
        XcodeReporter().report(result, paths: PathDisplay(workingDirectory: packageRoot.path))
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)" }
            .joined(separator: "\n")
    }

    @Test func everyRuleHasAFixtureFolder() {
        let fileManager = FileManager.default
        for ruleID in Self.ruleIDs {
            for required in ["triggering", "clean", "expected.txt"] {
                let path = Self.folder(ruleID).appendingPathComponent(required).path
                #expect(fileManager.fileExists(atPath: path), "missing Fixtures/Rules/\(ruleID)/\(required)")
            }
        }
        let folders = (try? fileManager.contentsOfDirectory(atPath: Self.rulesFolder.path)) ?? []
        for name in folders where !name.hasPrefix(".") {
            #expect(Self.ruleIDs.contains(name), "Fixtures/Rules/\(name) is not the id of a registered rule")
        }
    }

    @Test(arguments: ruleIDs)
    func outputMatchesExpectedFile(ruleID: String) throws {
        let expectedURL = Self.folder(ruleID).appendingPathComponent("expected.txt")
        let expected = try Data(contentsOf: expectedURL)
        let result = try Self.lint([Self.folder(ruleID)], ruleID: ruleID, alone: true)
        let actual = Self.render(result)
        let matches = Array(actual.utf8) == [UInt8](expected)
        #expect(matches, """
            Fixtures/Rules/\(ruleID): output differs from expected.txt
            --- expected
            \(String(decoding: expected, as: UTF8.self))--- actual
            \(actual)
            """)
        #expect(!result.diagnostics.isEmpty, "Fixtures/Rules/\(ruleID)/triggering produces no diagnostic")
    }

    @Test(arguments: ruleIDs)
    func everyDiagnosticIsTheFolderRuleInTriggering(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        let result = try Self.lint([Self.folder(ruleID)], ruleID: ruleID, alone: true)
        let triggering = Self.folder(ruleID, "triggering").path + "/"
        for diagnostic in result.diagnostics {
            #expect(diagnostic.ruleID == ruleID, "\(ruleID) fixture: \(Self.describe([diagnostic]))")
            // At the default severity, or below it (owner-class-mismatch reports a stale File's Owner as a warning).
            #expect(diagnostic.severity == rule.description.defaultSeverity || diagnostic.severity == .warning)
            #expect(diagnostic.location.file.hasPrefix(triggering), "\(ruleID) fixture: reported outside triggering/: \(Self.describe([diagnostic]))")
        }
    }

    @Test(arguments: ruleIDs)
    func cleanFolderHasNoDiagnostics(ruleID: String) throws {
        let result = try Self.lint([Self.folder(ruleID, "clean")], ruleID: ruleID, alone: false)
        #expect(result.diagnostics.isEmpty, "Fixtures/Rules/\(ruleID)/clean:\n\(Self.describe(result.diagnostics))")
        #expect(result.nibFileCount > 0, "Fixtures/Rules/\(ruleID)/clean holds no nib")
    }

    @Test func outputIsTheSameOnEveryRun() throws {
        for ruleID in Self.ruleIDs {
            let first = Self.render(try Self.lint([Self.folder(ruleID)], ruleID: ruleID, alone: false))
            var configuration = Configuration()
            try configuration.setEnabled(true, for: ruleID)
            let serial = Self.render(Linter(configuration: configuration, parallelism: 1).lint(paths: [Self.folder(ruleID).path]))
            #expect(first == serial, "\(ruleID): parallel and serial runs differ")
        }
    }

    /// A broken file is reported and skipped; the well-formed files beside it are still parsed and checked.
    @Test func parseErrorsDoNotStopTheOtherFiles() throws {
        let triggering = Self.folder("parse-error", "triggering")
        let result = try Self.lint([triggering], ruleID: "parse-error", alone: true)
        let broken = Set(result.diagnostics.map(\.location.file).filter { !$0.hasSuffix(".strings") })
        let discovered = FileDiscovery(configuration: Configuration()).discover(paths: [triggering.path]).files
        let nibs = discovered.filter { $0.kind.isInterfaceBuilder }
        #expect(nibs.count > broken.count, "the parse-error fixture needs well-formed nibs next to the broken ones")
        for file in nibs {
            guard case .success(let bytes) = file.readBytes() else {
                Issue.record("cannot read \(file.path)")
                continue
            }
            let parsed = NibParser.parse(bytes: bytes, path: file.path, kind: file.kind == .xib ? .xib : .storyboard)
            switch parsed {
            case .document:
                #expect(!broken.contains(file.path), "\(file.path) parses but is reported as a parse error")
            case .failed, .unsupported:
                #expect(broken.contains(file.path), "\(file.path) does not parse but is not reported")
            }
        }

        // Linted together with another rule's fixture, every finding of both is still reported.
        let other = Self.folder("outlet-not-found", "triggering")
        var both = Configuration()
        try both.enableOnly(["parse-error", "outlet-not-found"])
        let combined = Linter(configuration: both).lint(paths: [triggering.path, other.path])
        // In the order the output is written (by path: the outlet-not-found folder's findings, then the parse-error
        // folder's, each in its own run's order), not sorted here: the order is part of the output.
        #expect(other.path < triggering.path)
        let separate = try Self.lint([other], ruleID: "outlet-not-found", alone: true).diagnostics + result.diagnostics
        #expect(combined.diagnostics == separate, "combined:\n\(Self.describe(combined.diagnostics))\nseparate:\n\(Self.describe(separate))")
        #expect(combined.diagnostics == combined.diagnostics.sorted(by: Diagnostic.reportOrder), "the combined run is not in report order")
        #expect(combined.diagnostics.contains { $0.ruleID == "outlet-not-found" })
    }
}
