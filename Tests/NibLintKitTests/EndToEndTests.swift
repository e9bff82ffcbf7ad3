import Foundation
import Testing
@testable import NibLintKit

/// Runs the built `niblint` binary the way a user does, from the package root.
struct EndToEndTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL? {
        var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return candidates.map { $0.appendingPathComponent("niblint") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    func run(_ arguments: [String]) throws -> Run {
        let binary = try #require(Self.binary, "the niblint executable was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func sampleAppOutputMatchesTheExpectedFile() throws {
        let expected = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/SampleApp/expected-output.txt"), encoding: .utf8)
        let result = try run(["Fixtures/SampleApp"])
        #expect(result.stdout == expected)
        #expect(result.status == 1)
        #expect(result.stderr == "niblint: 30 errors, 14 warnings in 19 nib files and 15 source files; 46 connections checked, 0 unverified\n")
    }

    @Test func sampleAppFindsEveryCoreRule() throws {
        let result = try run(["Fixtures/SampleApp"])
        let rules = Set(result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        })
        // The rules enabled by default, and the opt-in ones Fixtures/SampleApp/lint-rules.json enables.
        #expect(rules == Set(RuleRegistry.all.filter { $0.description.isEnabledByDefault }.map { $0.description.identifier } + ["stale-localization"]))
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let result = try run(["--reporter", "json", "Fixtures/SampleApp"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "diagnostics", "summary"])
        #expect(object["version"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 44)
        for diagnostic in diagnostics {
            // `help` and `failure` when the rule says them (issue 29 point 8).
            #expect(Set(diagnostic.keys).subtracting(["help", "failure"]) == ["rule", "severity", "file", "line", "column", "message", "notes"])
        }
        #expect(diagnostics.filter { $0["help"] != nil }.count == 41)
        #expect(diagnostics.filter { $0["failure"] != nil }.count == 37)
        let first = try #require(diagnostics.first { $0["rule"] as? String == "owner-class-mismatch" })
        #expect(first["file"] as? String == "Fixtures/SampleApp/SampleApp/Controllers/HomeViewController.swift")
        #expect(first["line"] as? Int == 24 && first["column"] as? Int == 21)
        let notes = try #require(first["notes"] as? [[String: Any]])
        #expect(notes.first?["file"] as? String == "Fixtures/SampleApp/SampleApp/Views/BannerView.xib")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 30, "warnings": 14, "nibFiles": 19, "sourceFiles": 15, "unverified": 0])
    }

    @Test func outputIsTheSameWithOneOrManyThreads() throws {
        let single = try run(["--jobs", "1", "--reporter", "json", "Fixtures"])
        let many = try run(["--jobs", "8", "--reporter", "json", "Fixtures"])
        #expect(single.stdout == many.stdout)
        #expect(!single.stdout.isEmpty)
    }

    @Test func exitStatuses() throws {
        // A subfolder is linted with its project (issue 29, point 6): the controllers' own errors.
        #expect(try run(["Fixtures/SampleApp/SampleApp/Controllers"]).status == 1)
        let warningOnly = try run(["Fixtures/SampleApp/SampleApp/Mac/Legacy.xib"])
        #expect(warningOnly.status == 0)
        #expect(warningOnly.stdout.contains("[unsupported-file]"))
        #expect(try run(["--strict", "Fixtures/SampleApp/SampleApp/Mac/Legacy.xib"]).status == 1)
        let usage = try run(["--no-such-option"])
        #expect(usage.status == 2)
        #expect(usage.stderr == "niblint: unknown option '--no-such-option'; run `niblint --help`\n")
        #expect(try run(["--only", "no-such-rule", "."]).status == 2)
        #expect(try run(["--config", "/nonexistent/lint-rules.json", "."]).status == 2)
    }

    @Test func disablingARuleRemovesItsDiagnostics() throws {
        let result = try run(["--disable", "owner-class-mismatch", "--quiet", "Fixtures/SampleApp"])
        #expect(!result.stdout.contains("[owner-class-mismatch]"))
        #expect(result.stdout.contains("[outlet-not-found]"))
        #expect(result.stderr.isEmpty)
    }

    @Test func timingsNameEveryStageInOrder() throws {
        let result = try run(["--timings", "--quiet", "Fixtures/SampleApp"])
        #expect(result.status == 1)
        let line = try #require(result.stderr.split(separator: "\n").last.map(String.init))
        #expect(line.hasPrefix("niblint: timings: "))
        let stages = line.dropFirst("niblint: timings: ".count).split(separator: ", ").map { part in
            part.split(separator: " ").dropLast(2).joined(separator: " ")
        }
        #expect(stages == ["find files", "read projects", "read targets", "parse sources", "parse nibs", "index", "rules", "finish", "report"])
        #expect(line.hasSuffix(" ms"))
        #expect(!result.stdout.isEmpty)
    }

    @Test func timingsNameEveryRuleSlowestFirst() throws {
        let result = try run(["--timings", "--quiet", "Fixtures/SampleApp"])
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let line = try #require(lines.dropLast().last)
        #expect(line.hasPrefix("niblint: rule timings: "))
        let entries = line.dropFirst("niblint: rule timings: ".count).split(separator: ", ").map { part -> (name: String, ms: Int) in
            let words = part.split(separator: " ")
            return (words.dropLast(2).joined(separator: " "), Int(words[words.count - 2]) ?? -1)
        }
        // Every rule the project phase runs by default (and stale-localization, which the sample app's lint-rules.json
        // enables), and the census, once each.
        let expected = RuleRegistry.all.filter { $0.phase == .project && $0.description.isEnabledByDefault }.map { $0.description.identifier }
            + ["stale-localization"]
        #expect(Set(entries.map(\.name)) == Set(expected + ["connection census"]))
        #expect(entries.count == expected.count + 1)
        #expect(entries.allSatisfy { $0.ms >= 0 })
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.ms >= $1.ms })
    }

    @Test func rulesAndExplainCommands() throws {
        let rules = try run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.split(separator: "\n").count == RuleRegistry.all.count)
        let explain = try run(["explain", "outlet-not-found"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("not key value coding-compliant"))
        #expect(try run(["explain", "nope"]).status == 2)
    }
}
