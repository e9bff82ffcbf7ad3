import Foundation
import Testing
@testable import NibLintKit

/// Issue 21: the command line as CI scripts use it; exact outputs and exit statuses.
struct CommandLineTests {
    func run(_ arguments: [String]) throws -> EndToEndTests.Run {
        try EndToEndTests().run(arguments)
    }

    static let cleanXib = ExampleFiles.iOSXib("        <view id=\"v1\"/>")

    @Test func malformedConfigurationNamesFileLineAndColumn() throws {
        let project = try ScratchProject([
            "lint-rules.json": "{\n  \"rules\": {\n    \"a\": {\"x\": tru }\n  }\n}\n",
            "View.xib": Self.cleanXib,
        ])
        defer { project.remove() }
        let result = try project.run(["."])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "niblint: lint-rules.json:3:16: not valid JSON: expected a value (an object, array, string, number, true, false or null)\n")
    }

    @Test func jsonSyntaxErrorsAreLocated() {
        #expect(JSONSyntaxError.locate(in: Array("{\"a\": [1, 2.5e3, true, null, \"\\u00e9\"]}".utf8)) == nil)
        #expect(JSONSyntaxError.locate(in: Array("{\"a\": 1,}".utf8)) == JSONSyntaxError(line: 1, column: 9, message: "expected a member name in double quotes"))
        #expect(JSONSyntaxError.locate(in: Array("{\n\"a\": 1".utf8)) == JSONSyntaxError(line: 2, column: 7, message: "unexpected end of file, expected ',' or '}'"))
        #expect(JSONSyntaxError.locate(in: Array("{\"a\" 1}".utf8)) == JSONSyntaxError(line: 1, column: 6, message: "expected ':' after the member name"))
        #expect(JSONSyntaxError.locate(in: Array("\n  \"abc".utf8)) == JSONSyntaxError(line: 2, column: 3, message: "unterminated string"))
        #expect(JSONSyntaxError.locate(in: Array("{} x".utf8)) == JSONSyntaxError(line: 1, column: 4, message: "unexpected text after the JSON value"))
    }

    @Test func writingABaselineSucceedsAndUnknownRulesInABaselineAreWarned() throws {
        let project = try ScratchProject(WorkflowProject.files)
        defer { project.remove() }
        let write = try project.run(["--quiet", "--write-baseline", "b.json"])
        #expect(write.status == 0)
        #expect(write.stdout == WorkflowProject.mismatchLine + WorkflowProject.outletLine)
        try project.write("old.json", "{\"version\": 1, \"entries\": [{\"rule\": \"outlet-renamed\", \"file\": \"App/Profile.xib\", \"identity\": \"c2|userNameLabel\"}]}\n")
        let read = try project.run(["--quiet", "--baseline", "old.json"])
        #expect(read.status == 1)
        #expect(read.stderr == "niblint: warning: old.json names unknown rule 'outlet-renamed'; its entries match nothing (run `niblint rules` to list the rules)\n")
        #expect(read.stdout == WorkflowProject.mismatchLine + WorkflowProject.outletLine)
    }
}
