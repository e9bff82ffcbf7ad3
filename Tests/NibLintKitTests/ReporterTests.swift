import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import NibLintKit

/// The reporters: golden files over the sample app, structural checks of each format, and hostile input.
struct ReporterTests {
    /// Every reporter but `xcode` (whose golden file is `expected-output.txt`), with its golden file's extension.
    static let goldenFiles: [(reporter: String, fileExtension: String)] = [
        ("json", "json"), ("sarif", "sarif"), ("github", "txt"), ("gitlab", "json"), ("checkstyle", "xml"),
        ("junit", "xml"), ("summary", "txt"), ("markdown", "md"),
    ]

    func run(_ arguments: [String]) throws -> EndToEndTests.Run {
        try EndToEndTests().run(arguments)
    }

    func sampleReport(_ reporter: String) throws -> Data {
        let result = try run(["--quiet", "--reporter", reporter, "Fixtures/SampleApp"])
        #expect(result.status == 1)
        return Data(result.stdout.utf8)
    }

    /// The sample app linted in process, to compare the reports with.
    /// The sample app linted as the command line does: its lint-rules.json enables the opt-in stale-localization.
    static let sampleResult: LintResult = {
        var configuration = Configuration()
        // A static initializer cannot throw: a mistyped id stops the run here rather than linting with the default rules.
        try! configuration.setEnabled(true, for: "stale-localization")
        return Linter(configuration: configuration, parallelism: 1).lint(paths: [packageRoot.appendingPathComponent("Fixtures/SampleApp").path])
    }()
    static let samplePaths = PathDisplay(workingDirectory: packageRoot.path)

    // MARK: Golden files

    @Test(arguments: ReporterTests.goldenFiles.map(\.reporter))
    func sampleAppReportMatchesItsGoldenFile(reporter: String) throws {
        let fileExtension = try #require(Self.goldenFiles.first { $0.reporter == reporter }?.fileExtension)
        let golden = try Data(contentsOf: packageRoot.appendingPathComponent("Fixtures/SampleApp/expected-reports/\(reporter).\(fileExtension)"))
        let output = try sampleReport(reporter)
        #expect(output == golden, "regenerate with: swift run niblint --quiet --reporter \(reporter) Fixtures/SampleApp > Fixtures/SampleApp/expected-reports/\(reporter).\(fileExtension)")
    }

    @Test func everyReporterIsRegisteredAndSelectable() throws {
        let names = ReporterRegistry.all.map { type(of: $0).identifier }
        #expect(names == ["xcode", "json", "sarif", "github", "gitlab", "checkstyle", "junit", "summary", "markdown"])
        for name in names {
            guard case .lint(let options) = try Invocation.parse(["--reporter", name, "."]) else {
                Issue.record("--reporter \(name) is not a lint")
                continue
            }
            #expect(options.reporter == name)
        }
        #expect(throws: ConfigurationError.self) { try Invocation.parse(["--reporter", "nope", "."]) }
    }

    @Test func outputOptionWritesTheSameBytes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["--quiet", "--reporter", "sarif", "--output", file.path, "Fixtures/SampleApp"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try Data(contentsOf: file) == sampleReport("sarif"))
    }

    // MARK: Structure

    @Test func junitHasOneTestCasePerDiagnostic() throws {
        let document = try XMLDocument(data: try sampleReport("junit"))
        let diagnostics = CheckstyleReporter.groupedByFile(Self.sampleResult.diagnostics, paths: Self.samplePaths)
            .flatMap { group in group.diagnostics.map { (file: group.file, diagnostic: $0) } }
        let testCases = try document.nodes(forXPath: "/testsuites/testsuite/testcase").compactMap { $0 as? XMLElement }
        #expect(testCases.count == diagnostics.count)
        for (testCase, (file, diagnostic)) in zip(testCases, diagnostics) {
            #expect(testCase.attribute(forName: "classname")?.stringValue == file)
            #expect(testCase.attribute(forName: "name")?.stringValue == "\(file):\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.ruleID)")
            // Errors fail; warnings pass and carry the finding as output.
            #expect(testCase.elements(forName: "failure").count == (diagnostic.severity == .error ? 1 : 0))
            #expect(testCase.elements(forName: "system-out").count == (diagnostic.severity == .error ? 0 : 1))
        }
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == String(diagnostics.count))
        #expect(suite.attribute(forName: "failures")?.stringValue == String(Self.sampleResult.errorCount))
        #expect(try document.nodes(forXPath: "//failure").count == Self.sampleResult.errorCount)

        let strict = try XMLDocument(data: Data(run(["--quiet", "--strict", "--reporter", "junit", "Fixtures/SampleApp"]).stdout.utf8))
        #expect(try strict.nodes(forXPath: "//failure").count == diagnostics.count)
        #expect((try strict.nodes(forXPath: "/testsuites").first as? XMLElement)?.attribute(forName: "failures")?.stringValue == String(diagnostics.count))
    }

    @Test func checkstyleCountsMatchTheDiagnostics() throws {
        let document = try XMLDocument(data: try sampleReport("checkstyle"))
        let diagnostics = Self.sampleResult.diagnostics
        let root = try #require(document.rootElement())
        #expect(root.name == "checkstyle" && root.attribute(forName: "version")?.stringValue == "4.3")
        let errors = try document.nodes(forXPath: "/checkstyle/file/error").compactMap { $0 as? XMLElement }
        #expect(errors.count == diagnostics.count)
        #expect(errors.filter { $0.attribute(forName: "severity")?.stringValue == "error" }.count == Self.sampleResult.errorCount)
        #expect(errors.filter { $0.attribute(forName: "severity")?.stringValue == "warning" }.count == Self.sampleResult.warningCount)
        #expect(try document.nodes(forXPath: "/checkstyle/file").count == Set(diagnostics.map(\.location.file)).count)
        for error in errors {
            let source = try #require(error.attribute(forName: "source")?.stringValue)
            #expect(RuleRegistry.rule(withIdentifier: String(source.dropFirst("niblint.".count))) != nil && source.hasPrefix("niblint."))
            #expect(Int(error.attribute(forName: "line")?.stringValue ?? "") ?? 0 >= 1)
        }
    }

    @Test func sarifHasWhatTheSchemaDemands() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: try sampleReport("sarif")) as? [String: Any])
        try Self.checkSARIF(log, resultCount: Self.sampleResult.diagnostics.count)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.all.map { $0.description.identifier })
        for (rule, type) in zip(rules, RuleRegistry.all) {
            let description = type.description
            #expect((rule["shortDescription"] as? [String: String])?["text"] == description.summary)
            #expect((rule["fullDescription"] as? [String: String])?["text"] == description.rationale)
            #expect(((rule["help"] as? [String: String])?["text"] ?? "").isEmpty == false)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == description.defaultSeverity.rawValue)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        let first = try #require(results.first { $0["ruleId"] as? String == "owner-class-mismatch" })
        let related = try #require(first["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 3 && related[0]["id"] as? Int == 0)
        #expect((related[0]["message"] as? [String: String])?["text"] == "File's Owner of 'BannerView' is declared here")
        // The fix and the run-time failure follow the rule's notes, at the result's own location.
        #expect((related[1]["message"] as? [String: String])?["text"]?.hasPrefix("fix: ") == true)
        #expect((related[2]["message"] as? [String: String])?["text"]?.hasPrefix("at run time: ") == true)
        // Fingerprints ignore lines: the same finding moved down a line keeps its fingerprint.
        var moved = Self.sampleResult
        let movedIndex = try #require(moved.diagnostics.firstIndex { $0.ruleID == "owner-class-mismatch" })
        moved.diagnostics[movedIndex].location.line += 5
        let movedLog = try JSONSerialization.jsonObject(with: Data(Self.sarif(moved, paths: Self.samplePaths, name: "sample-moved").utf8)) as? [String: Any]
        let movedFirst = (((movedLog?["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "owner-class-mismatch" }
        #expect(movedFirst?["partialFingerprints"] as? [String: String] == first["partialFingerprints"] as? [String: String])
        let fingerprints = Set(results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] })
        #expect(fingerprints.count == results.count)
    }

    /// The SARIF report of `result`. When `NIBLINT_SARIF_DUMP` names a folder, the report is also written there as
    /// NAME.sarif, so that `Scripts/ci/check-sarif.sh` validates every SARIF these tests make against the official schema.
    static func sarif(_ result: LintResult, paths: PathDisplay, name: String) -> String {
        let text = SARIFReporter().report(result, paths: paths)
        if let folder = ProcessInfo.processInfo.environment["NIBLINT_SARIF_DUMP"], !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("reporter-tests-\(name).sarif"))
        }
        return text
    }

    /// The constraints of the SARIF 2.1.0 schema that niblint's output exercises.
    static func checkSARIF(_ log: [String: Any], resultCount: Int) throws {
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "niblint")
        // informationUri is optional in SARIF 2.1.0; niblint has no public home page to name yet.
        #expect(driver["informationUri"] == nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.count == rules.count && Set(ruleIDs).count == ruleIDs.count)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == resultCount)
        let levels: Set<String> = ["none", "note", "warning", "error"]
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs.indices.contains(index) && ruleIDs[index] == ruleID)
            #expect(levels.contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let locations = try #require(result["locations"] as? [[String: Any]])
            for location in locations + (result["relatedLocations"] as? [[String: Any]] ?? []) {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
                #expect(URL(string: uri) != nil, "\(uri) is not a URI reference")
                let region = try #require(physical["region"] as? [String: Int])
                #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
            }
            #expect((result["partialFingerprints"] as? [String: String])?.isEmpty == false)
        }
    }

    /// Byte columns become UTF-16 columns: é is 2 bytes and 1 unit, 😀 4 bytes and 2 units.
    @Test func sarifColumnsCountUTF16CodeUnits() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-columns-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("import UIKit\n    let s = \"é😀\"; _ = UINib(nibName: \"Nope\", bundle: nil)\n".utf8).write(to: file)
        let diagnostic = Diagnostic(ruleID: "nib-not-found", severity: .error, location: SourceLocation(file: file.path, line: 2, column: 27),
                                    message: "m", notes: [DiagnosticNote(location: SourceLocation(file: file.path, line: 1, column: 8), message: "n")], identity: "Nope")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(Self.sarif(LintResult(diagnostics: [diagnostic], nibFileCount: 0, sourceFileCount: 1), paths: Self.plainPaths, name: "utf16-columns").utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        // The end column where the text shows it (issue 29, point 7): here the identifier `UINib`, `UIKit`.
        #expect(region == ["startLine": 2, "startColumn": 24, "endColumn": 29])
        let noteRegion = ((result["relatedLocations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        #expect(noteRegion == ["startLine": 1, "startColumn": 8, "endColumn": 13])
        // The xcode reporter keeps byte columns, as clang does.
        #expect(XcodeReporter().report(LintResult(diagnostics: [diagnostic], nibFileCount: 0, sourceFileCount: 1), paths: Self.plainPaths).hasPrefix("\(file.path):2:27: error: m"))
    }

    /// `duplicate-connection` says "first at line N"; its fingerprint must not change when the lines move.
    @Test func sarifFingerprintsHoldNoLineNumbers() throws {
        let swift = ("Form.swift", "class FormViewController: UIViewController {\n    @IBOutlet var field: UITextField!\n}\n")
        func xib(_ above: String) -> String {
            ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormViewController" customModule="App" customModuleProvider="target">
            \(above)            <connections>
                            <outlet property="view" destination="v1" id="o1"/>
                            <outlet property="field" destination="f1" id="o2"/>
                            <outlet property="field" destination="f2" id="o3"/>
                        </connections>
                    </placeholder>
                    <view id="v1"><subviews><textField id="f1"/><textField id="f2"/></subviews></view>
            """)
        }
        func fingerprint(_ result: LintResult, name: String) throws -> (message: String, fingerprint: String) {
            let log = try #require(try JSONSerialization.jsonObject(with: Data(Self.sarif(result, paths: Self.plainPaths, name: name).utf8)) as? [String: Any])
            let sarifResult = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            return (try #require((sarifResult["message"] as? [String: String])?["text"]),
                    try #require((sarifResult["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]))
        }
        let before = try fingerprint(lint([swift, ("Form.xib", xib(""))], only: ["duplicate-connection"]), name: "fingerprint-before")
        let after = try fingerprint(lint([swift, ("Form.xib", xib("\n"))], only: ["duplicate-connection"]), name: "fingerprint-after")
        #expect(before.message.contains("first at line"))
        #expect(before.message != after.message)
        #expect(before.fingerprint == after.fingerprint)
    }

    @Test func sarifURIsUseForwardSlashesAndPercentEncoding() {
        #expect(SARIFReporter.uri(forPath: "Sources/My View.xib") == "Sources/My%20View.xib")
        #expect(SARIFReporter.uri(forPath: "a\\b\\c.xib") == "a/b/c.xib")
        #expect(SARIFReporter.uri(forPath: "C:x/100%#?.xib") == "C%3Ax/100%25%23%3F.xib")
        #expect(SARIFReporter.uri(forPath: "/abs/Ünïcode.xib") == "file:///abs/%C3%9Cn%C3%AFcode.xib")
        #expect(SARIFReporter.pascalCase("outlet-not-found") == "OutletNotFound")
    }

    // MARK: Problem matcher

    @Test func problemMatcherCapturesEveryDiagnosticLine() throws {
        let matcherFile = try Data(contentsOf: packageRoot.appendingPathComponent(".github/niblint-matcher.json"))
        let matcher = try #require((try JSONSerialization.jsonObject(with: matcherFile) as? [String: Any])?["problemMatcher"] as? [[String: Any]])
        #expect(matcher.count == 1 && matcher[0]["owner"] as? String == "niblint")
        let pattern = try #require((matcher[0]["pattern"] as? [[String: Any]])?.first)
        let regex = try NSRegularExpression(pattern: try #require(pattern["regexp"] as? String))
        func group(_ key: String) throws -> Int { try #require(pattern[key] as? Int) }

        let output = try run(["--quiet", "Fixtures/SampleApp"]).stdout
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var captured: [(file: String, line: Int, column: Int, severity: String, message: String, code: String)] = []
        var noteLines = 0
        for line in lines {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = regex.firstMatch(in: line, range: range) else {
                // Notes are deliberately skipped: GitHub annotations have no note severity.
                #expect(line.contains(": note: "), "not matched: \(line)")
                noteLines += 1
                continue
            }
            func text(_ key: String) throws -> String { String(line[try #require(Range(match.range(at: try group(key)), in: line))]) }
            captured.append((try text("file"), Int(try text("line")) ?? 0, Int(try text("column")) ?? 0,
                             try text("severity"), try text("message"), try text("code")))
        }
        let diagnostics = Self.sampleResult.diagnostics
        #expect(noteLines == diagnostics.reduce(0) { $0 + $1.displayedNotes.count })
        #expect(captured.count == diagnostics.count)
        for (capture, diagnostic) in zip(captured, diagnostics) {
            #expect(capture.file == Self.samplePaths.display(diagnostic.location.file))
            #expect(capture.line == diagnostic.location.line && capture.column == diagnostic.location.column)
            #expect(capture.severity == diagnostic.severity.rawValue)
            #expect(capture.message == diagnostic.message)
            #expect(capture.code == diagnostic.ruleID)
        }
    }

    @Test func readmeTaskUsesTheSameProblemMatcher() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let matcherFile = try String(contentsOf: packageRoot.appendingPathComponent(".github/niblint-matcher.json"), encoding: .utf8)
        let regexpLine = try #require(matcherFile.split(separator: "\n").first { $0.contains("\"regexp\"") })
        #expect(readme.contains(regexpLine.trimmingCharacters(in: .whitespaces)))
        #expect(readme.contains("\"problemMatcher\""))
    }

    // MARK: Hostile input

    static let hostileFile = "Evil\n::error file=x.swift::injected,%0A\r<a href=\"x\">&amp;</a>|`'\u{0}\u{1}\u{7}\u{1B}[31m\u{7F}\u{85}\u{2028}::warning::also.xib"
    static let hostileMessage = "50% done,\nline two:: ::error::injected\r\n<script>alert('x')</script> & \"quoted\" | pipe | `code` \u{0}\u{8}\u{C}\u{1F}\u{FFFE} ]]> --> tail"

    static var hostileResult: LintResult {
        let notes = [DiagnosticNote(location: SourceLocation(file: hostileFile, line: 2, column: 3), message: hostileMessage)]
        return LintResult(diagnostics: [
            Diagnostic(ruleID: "outlet-not-found", severity: .error, location: SourceLocation(file: hostileFile, line: 1, column: 1), message: hostileMessage, notes: notes),
            Diagnostic(ruleID: "unsupported-file", severity: .warning, location: SourceLocation(file: "plain.xib", line: 4, column: 2), message: hostileMessage),
            Diagnostic(ruleID: "parse-error", severity: .error, location: SourceLocation(file: hostileFile, line: 9, column: 9), message: "::error::x"),
        ], nibFileCount: 2, sourceFileCount: 0,
           unverifiedConnections: Array(repeating: DiagnosticNote(location: SourceLocation(file: "plain.xib", line: 1, column: 1), message: "unverified"), count: 3))
    }

    static let plainPaths = PathDisplay(workingDirectory: nil)

    /// What the Actions runner does with a line: the command, its properties (unescaped) and its message (unescaped).
    static func parseWorkflowCommand(_ line: String) -> (command: String, properties: [String: String], message: String)? {
        guard line.hasPrefix("::") else { return nil }
        let rest = line.dropFirst(2)
        guard let end = rest.range(of: "::") else { return nil }
        let head = rest[..<end.lowerBound]
        let message = rest[end.upperBound...]
        let command = head.prefix { $0 != " " }
        var properties: [String: String] = [:]
        for property in head.dropFirst(command.count + 1).split(separator: ",") {
            let pair = property.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            properties[String(pair[0])] = unescape(String(pair[1]), property: true)
        }
        return (String(command), properties, unescape(String(message), property: false))
    }

    static func unescape(_ text: String, property: Bool) -> String {
        var text = text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property { text = text.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",") }
        return text.replacingOccurrences(of: "%25", with: "%")
    }

    @Test func githubOutputCannotBeInjected() throws {
        let output = GitHubActionsReporter().report(Self.hostileResult, paths: Self.plainPaths)
        #expect(output.hasSuffix("\n"))
        // Split as loosely as any log reader might: every line break Unicode knows.
        let lines = output.unicodeScalars.split { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }.map { String(String.UnicodeScalarView($0)) }
        #expect(lines.count == Self.hostileResult.diagnostics.count)
        for (line, diagnostic) in zip(lines, Self.hostileResult.diagnostics) {
            let command = try #require(Self.parseWorkflowCommand(line), "not a workflow command: \(line)")
            #expect(command.command == (diagnostic.severity == .error ? "error" : "warning"))
            #expect(Set(command.properties.keys) == ["file", "line", "col", "title"])
            #expect(command.properties["line"] == String(diagnostic.location.line))
            #expect(command.properties["col"] == String(diagnostic.location.column))
            #expect(command.properties["title"] == diagnostic.ruleID)
            #expect(command.properties["file"] == Self.sanitizedForActions(diagnostic.location.file))
            #expect(command.message.hasPrefix(Self.sanitizedForActions(diagnostic.message)))
            #expect(!line.dropFirst(2).contains { $0.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" } })
        }
        let first = try #require(Self.parseWorkflowCommand(lines[0]))
        #expect(first.message.contains("\nnote: ") || first.message.contains(": note: "))
    }

    /// The text the runner shows: what niblint wrote, with the control characters it cannot carry replaced.
    static func sanitizedForActions(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x0A, 0x0D, 0x09: return scalar
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return "\u{FFFD}"
            default: return scalar
            }
        }))
    }

    @Test func xmlReportsStayWellFormed() throws {
        let checkstyle = try XMLDocument(data: Data(CheckstyleReporter().report(Self.hostileResult, paths: Self.plainPaths).utf8))
        let errors = try checkstyle.nodes(forXPath: "/checkstyle/file/error").compactMap { $0 as? XMLElement }
        #expect(errors.count == 3)
        let fileNames = try checkstyle.nodes(forXPath: "/checkstyle/file").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(fileNames.count == 2)
        #expect(fileNames.contains { $0.hasPrefix("Evil\n::error file=x.swift::injected,%0A\r<a href=\"x\">&amp;</a>|`'") })

        let junit = try XMLDocument(data: Data(JUnitReporter(warningsAreFailures: true).report(Self.hostileResult, paths: Self.plainPaths).utf8))
        #expect(try junit.nodes(forXPath: "//testcase").count == 3)
        let failures = try junit.nodes(forXPath: "//failure").compactMap { $0 as? XMLElement }
        #expect(failures.count == 3)
        #expect(failures.contains { $0.attribute(forName: "message")?.stringValue?.contains("<script>alert('x')</script> & \"quoted\"") == true })
    }

    @Test func xmlTextReplacesWhatXMLCannotCarry() {
        #expect(XMLText.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
        #expect(XMLText.escaped("\u{0}\u{1}\u{B}\u{FFFE}") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(XMLText.escaped("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
        #expect(XMLText.escaped("a\tb\nc\rd", keepingLineBreaks: true) == "a\tb\nc&#13;d")
    }

    @Test func emptyLintGivesValidReports() throws {
        let clean = LintResult(diagnostics: [], nibFileCount: 1, sourceFileCount: 1)
        let junit = try XMLDocument(data: Data(JUnitReporter().report(clean, paths: Self.plainPaths).utf8))
        #expect(try junit.nodes(forXPath: "//testcase").count == 1)
        #expect(try junit.nodes(forXPath: "//failure").isEmpty)
        let checkstyle = try XMLDocument(data: Data(CheckstyleReporter().report(clean, paths: Self.plainPaths).utf8))
        #expect(checkstyle.rootElement()?.elements(forName: "file").isEmpty == true)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(Self.sarif(clean, paths: Self.plainPaths, name: "clean").utf8)) as? [String: Any])
        try Self.checkSARIF(sarif, resultCount: 0)
        #expect(GitHubActionsReporter().report(clean, paths: Self.plainPaths).isEmpty)
        #expect(MarkdownReporter().report(clean, paths: Self.plainPaths).hasPrefix("### niblint: no problems found\n"))
        #expect(SummaryReporter().report(clean, paths: Self.plainPaths) == "niblint: 0 errors, 0 warnings in 1 nib file and 1 source file; 0 connections checked, 0 unverified\n")
    }

    @Test func jsonReportsStayValid() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(Self.hostileResult, paths: Self.plainPaths).utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["file"] as? String == Self.hostileFile)
        #expect(diagnostics.first?["message"] as? String == Self.hostileMessage)

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(Self.sarif(Self.hostileResult, paths: Self.plainPaths, name: "hostile").utf8)) as? [String: Any])
        try Self.checkSARIF(sarif, resultCount: 3)
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        // The note is linked from the text, whose own brackets are escaped (embedded links, SARIF 2.1.0 §3.11.6).
        #expect((result["message"] as? [String: String])?["text"]
            == SARIFReporter.escapedBrackets(Self.hostileMessage) + " — see [" + SARIFReporter.escapedBrackets(Self.hostileMessage) + "](0)")
        let uri = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: String])?["uri"] })
        #expect(uri.allSatisfy { $0.isASCII && !$0.isWhitespace && !"<>\"`|\\^{}:#?[]".contains($0) })
        #expect(uri.removingPercentEncoding == Self.hostileFile)
    }

    @Test func markdownTableCannotBreak() {
        let output = MarkdownReporter().report(Self.hostileResult, paths: Self.plainPaths)
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") }
        #expect(rows.count == Self.hostileResult.diagnostics.count)
        for row in rows {
            // Exactly the five cell separators are unescaped pipes.
            var separators = 0
            var escaped = false
            for character in row {
                if escaped { escaped = false; continue }
                if character == "\\" { escaped = true } else if character == "|" { separators += 1 }
            }
            #expect(separators == 5, "\(row)")
            #expect(!row.replacingOccurrences(of: "<br>", with: "").contains("<"))
            #expect(!row.contains("\r") && !row.contains("\u{2028}") && !row.contains("\u{0}"))
        }
        #expect(output.contains("<details><summary>outlet-not-found: Outlet not found</summary>"))
        #expect(!output.contains("<script>"))
    }

    @Test func markdownKeepsCodeSpansUnescaped() {
        #expect(MarkdownReporter.escaped("remember `f(_:)` is 'f:'") == "remember `f(_:)` is 'f:'")
        #expect(MarkdownReporter.escaped("a ``x`y`` b") == "a ``x`y`` b")
        #expect(MarkdownReporter.escaped("`` `a` ``") == "`` `a` ``")
        #expect(MarkdownReporter.escaped("`x|y` and `a`b") == "`x\\|y` and `a`b")
        #expect(MarkdownReporter.escaped("one ` alone *here*") == "one \\` alone \\*here\\*")
        #expect(MarkdownReporter.escaped("`<archive>` xibs", inTable: false) == "`<archive>` xibs")
        #expect(MarkdownReporter.escaped("`a\nb`") == "\\`a<br>b\\`")
        let sample = String(decoding: (try? sampleReport("markdown")) ?? Data(), as: UTF8.self)
        #expect(sample.contains("`f(_:)`") && !sample.contains("\\`"))
    }

    @Test func summaryCountsRulesAndFiles() {
        let output = SummaryReporter().report(Self.hostileResult, paths: Self.plainPaths)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "niblint: 2 errors, 1 warning in 2 nib files and 0 source files; 0 connections checked, 3 unverified")
        // Header, totals, one row per rule (3) and per file (2), the totals line and two blank lines.
        #expect(lines.count == 1 + 1 + (1 + 3 + 1) + 1 + (1 + 2 + 1) + 1)
        #expect(output.contains("\nparse-error            1         0      1\n"))
        #expect(SummaryReporter().report(Self.hostileResult, paths: Self.plainPaths) == output)
    }
}
