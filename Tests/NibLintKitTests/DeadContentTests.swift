import Foundation
import Testing
@testable import NibLintKit

/// Issue 28 (dead Interface Builder content): what the rules' examples and fixtures do not show.
struct DeadContentTests {
    static let files: [(path: String, contents: String)] = [
        ("App/Feed.swift", "final class Feed {\n    let nib = R.nib.feedHeader\n}\n"),
        ("App/FeedHeader.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
        ("App/Stale.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
    ]

    /// Hashing every word of every source costs a third of a lint: it happens only when unused-nib, the one rule that
    /// reads the words, is enabled, whether the sources are parsed during discovery (`lint(paths:)`) or after it.
    @Test func sourceWordsAreCollectedOnlyForUnusedNib() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, contents) in Self.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        var on = Configuration()
        try on.setEnabled(true, for: UnusedNibRule.description.identifier)
        for configuration in [Configuration(), on] {
            let enabled = configuration == on
            let fromDisk = Linter(configuration: configuration, parallelism: 2).lint(paths: [root.path])
            let inMemory = Linter(configuration: configuration, parallelism: 1).lint(files: MarkedProject(Self.files).files)
            for result in [fromDisk, inMemory] {
                let words = try #require(result.model?.index.sources.words)
                #expect(words.isEmpty != enabled)
                // Only the nib no source spells is reported, and only when the rule is on.
                #expect(result.diagnostics.filter { $0.ruleID == "unused-nib" }.map { ($0.location.file as NSString).lastPathComponent } == (enabled ? ["Stale.xib"] : []))
            }
        }
    }

    /// Each word once, case aside, as `hash` gives it; no word under three characters or starting with a digit or `_`; the
    /// table grows past its first slots without losing one.
    @Test func sourceWordsAreEachWordOnce() {
        let text = "let FeedHeader = R.nib.feedHeader // feedheader 3rd ab x_y _abc\n" + (0..<2_000).map { "word\($0) " }.joined()
        let words = SourceWords.collect(Array(text.utf8))
        #expect(words.count == Set(words).count)
        let expected = ["let", "FeedHeader", "nib", "x_y"] + (0..<2_000).map { "word\($0)" }
        #expect(Set(words) == Set(expected.map { SourceWords.hash($0[...]) }), "every word of three characters or more that starts with a letter")
        #expect(words.count == expected.count)
        #expect(SourceWords.hash("FEEDHEADER"[...]) == SourceWords.hash("feedHeader"[...]))
    }
}
