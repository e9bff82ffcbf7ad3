import Foundation
import Testing
@testable import NibLintKit

extension RuleExample {
    /// Where the example is written: a failing expectation about it points there (`sourceLocation:`).
    var location: Testing.SourceLocation {
        Testing.SourceLocation(fileID: sourceFileID, filePath: sourceFilePath, line: Int(sourceLine), column: Int(sourceColumn))
    }
}

extension RuleCorrection {
    /// Where the correction is written: a failing expectation about it points there (`sourceLocation:`).
    var location: Testing.SourceLocation {
        Testing.SourceLocation(fileID: sourceFileID, filePath: sourceFilePath, line: Int(sourceLine), column: Int(sourceColumn))
    }
}

/// An in-memory project built from `(path, contents)` pairs, with the `↓` markers removed and their positions kept.
struct MarkedProject {
    var files: [InputFile] = []
    var markers: [NibLintKit.SourceLocation] = []

    init(_ files: [(path: String, contents: String)]) {
        for (path, contents) in files {
            var clean = ""
            var line = 1
            var column = 1
            for character in contents {
                if character == RuleExample.marker {
                    markers.append(NibLintKit.SourceLocation(file: path, line: line, column: column))
                    continue
                }
                clean.append(character)
                if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
            }
            let kind = InputFileKind(fileName: (path as NSString).lastPathComponent, pathExtension: Substring((path as NSString).pathExtension)) ?? .swift
            self.files.append(InputFile(path: path, kind: kind, contents: Array(clean.utf8)))
        }
        markers.sort()
    }
}

/// Lints in-memory files with the default rules (and with fixes decided, as `--fix` does, when asked).
func lint(_ files: [InputFile], plansFixes: Bool = false) -> LintResult {
    lint(files, configuration: Configuration(), plansFixes: plansFixes)
}

/// Lints in-memory files with only the given rules enabled; throws when one of them is no rule's id (a lint with the
/// default rules instead would test something else).
func lint(_ files: [InputFile], only ruleIDs: [String], plansFixes: Bool = false) throws -> LintResult {
    var configuration = Configuration()
    try configuration.enableOnly(ruleIDs)
    return lint(files, configuration: configuration, plansFixes: plansFixes)
}

func lint(_ files: [InputFile], configuration: Configuration, plansFixes: Bool = false) -> LintResult {
    var linter = Linter(configuration: configuration, parallelism: 1)
    linter.plansFixes = plansFixes
    return linter.lint(files: files)
}

func lint(_ files: [(path: String, contents: String)], plansFixes: Bool = false) -> LintResult {
    lint(MarkedProject(files).files, plansFixes: plansFixes)
}

func lint(_ files: [(path: String, contents: String)], only ruleIDs: [String], plansFixes: Bool = false) throws -> LintResult {
    try lint(MarkedProject(files).files, only: ruleIDs, plansFixes: plansFixes)
}

/// The package root, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Parses a nib given as text.
func parseNib(_ text: String, path: String = "Test.xib") -> NibParseResult {
    NibParser.parse(bytes: Array(text.utf8), path: path, kind: path.hasSuffix(".storyboard") ? .storyboard : .xib)
}

func parsedDocument(_ text: String, path: String = "Test.xib") -> NibDocument? {
    if case .document(let document) = parseNib(text, path: path) { return document }
    return nil
}

/// A seeded generator (SplitMix64): randomized tests see the same inputs on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SourceFacts {
    /// The call chains the call graph finds from `entry` of `declaration` in this file's facts (what the rules read).
    func callChains(_ entry: DecodingEntryPoint, of declaration: ClassDeclaration) -> [[String]] {
        CallGraph(methodCalls).chains(from: entry, className: declaration.name)
    }
}
