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

    /// With unused-nib on, an error inside a nib nothing loads is a warning with a note at the file; with it off, an error.
    @Test func findingsInANibNothingLoadsAreWarnings() throws {
        let files: [(path: String, contents: String)] = [
            ("Old.xib", ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OldBanner" customModule="App" customModuleProvider="target">
                        <connections><outlet property="titleLabel" destination="l1" id="c1"/></connections>
                    </placeholder>
                    <label id="l1"/>
            """)),
            ("OldBanner.swift", "class OldBanner: UIView {}\n"),
        ]
        var on = Configuration()
        try on.setEnabled(true, for: UnusedNibRule.description.identifier)
        let judged = Linter(configuration: on, parallelism: 1).lint(files: MarkedProject(files).files)
        let outlet = try #require(judged.diagnostics.first { $0.ruleID == "outlet-not-found" })
        #expect(outlet.severity == .warning)
        #expect(outlet.notes.last?.location == SourceLocation(file: "Old.xib", line: 1, column: 1))
        #expect(outlet.notes.last?.message.contains("nothing loads 'Old.xib'") == true)
        let plain = Linter(configuration: Configuration(), parallelism: 1).lint(files: MarkedProject(files).files)
        #expect(plain.diagnostics.first { $0.ruleID == "outlet-not-found" }?.severity == .error)
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

    // MARK: - .strings files

    @Test func stringsFilesAreReadWithTheirLines() throws {
        let text = """
        /* Class = "UILabel"; text = "Title"; ObjectID = "abc-12-xyz"; */
        "abc-12-xyz.text" = "Titel";

        // a line comment
        "q9P-aa-001.normalTitle" = "Say \\"hi\\"\\n\\U20AC";  bare.key = bareValue;
        "only";
        """
        let file = try StringsFile(bytes: Array(text.utf8))
        #expect(file.entries.map(\.key) == ["abc-12-xyz.text", "q9P-aa-001.normalTitle", "bare.key", "only"])
        #expect(file.entries.map(\.value) == ["Titel", "Say \"hi\"\n€", "bareValue", "only"])
        #expect(file.entries.map(\.line) == [2, 5, 5, 6])
        #expect(file.entries.map(\.column) == [1, 1, 51, 1])
        #expect(file.duplicates.isEmpty)
    }

    /// UTF-16 in either byte order, with a byte-order mark or without, reads as UTF-8 does; a key written twice is found.
    @Test func utf16StringsFilesAndDuplicates() throws {
        let text = "\"a.text\" = \"Grüße\";\n\"b.title\" = \"x\";\n\"a.text\" = \"y\";\n"
        let little = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8), [0xFF, 0xFE] + little, [0xFE, 0xFF] + big, little, big] {
            let file = try StringsFile(bytes: bytes)
            #expect(file.entries.map(\.value) == ["Grüße", "x", "y"])
            #expect(file.duplicates.map(\.line) == [3])
        }
    }

    /// Generated strings files are often XML property lists: their entries are read, each at its `<key>`.
    @Test func propertyListStringsFiles() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
          <dict>
            <key>b.title</key>
            <string>Zwei</string>
            <key>a.text</key>
            <string>Eins</string>
          </dict>
        </plist>
        """
        let file = try StringsFile(bytes: Array(text.utf8))
        #expect(file.entries == [StringsFile.Entry(key: "a.text", value: "Eins", line: 6, column: 5),
                                 StringsFile.Entry(key: "b.title", value: "Zwei", line: 4, column: 5)])
        #expect(throws: StringsFile.Failure.self) { try StringsFile(bytes: Array("<?xml version=\"1.0\"?><plist><array/></plist>".utf8)) }
    }

    @Test func brokenStringsFilesFailAtTheirLine() {
        let cases: [(String, Int, Int, String)] = [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ';'"),
            ("\"a\" = \"b;\n", 1, 7, "unterminated string"),
            ("\"a\" = ;", 1, 7, "expected a value"),
            ("\"a\" = \"\\U12\";", 1, 12, "four hexadecimal"),
            ("\"a\" =", 1, 6, "end of file"),
        ]
        for (text, line, column, message) in cases {
            #expect(throws: StringsFile.Failure.self) { try StringsFile(bytes: Array(text.utf8)) }
            do {
                _ = try StringsFile(bytes: Array(text.utf8))
            } catch let failure as StringsFile.Failure {
                #expect((failure.line, failure.column) == (line, column), "\(text)")
                #expect(failure.message.contains(message), "\(failure.message)")
            } catch {}
        }
    }

    /// Random bytes and truncated files end in entries or a failure, never a crash or a hang.
    @Test func hostileStringsFiles() {
        var generator = SeededGenerator(seed: 28)
        let pieces: [[UInt8]] = [Array("\"".utf8), Array("=".utf8), Array(";".utf8), Array("\\".utf8), Array("/*".utf8), Array("*/".utf8),
                                 Array("//".utf8), Array("\\U".utf8), [0], [0xFF, 0xFE], [0xFE, 0xFF], [0xC3], Array("key".utf8), Array("\n".utf8)]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<40, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            _ = try? StringsFile(bytes: bytes)
            _ = try? StringsFile(bytes: Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator))))
        }
    }

    /// A localization belongs to the Base nib of its name in the folder above its `<lang>.lproj` folder.
    @Test func localizationsNameTheirBaseNibs() {
        #expect(NibLocalization.baseNibPaths(of: "App/UI/fr.lproj/Main.strings") == ["App/UI/Base.lproj/Main.storyboard", "App/UI/Base.lproj/Main.xib"])
        #expect(NibLocalization.baseNibPaths(of: "mul.lproj/Prefs.xcstrings") == ["Base.lproj/Prefs.storyboard", "Base.lproj/Prefs.xib"])
        #expect(NibLocalization.baseNibPaths(of: "App/Base.lproj/Main.strings").isEmpty)
        #expect(NibLocalization.baseNibPaths(of: "App/Resources/Main.strings").isEmpty)
        #expect(NibLocalization.baseNibPaths(of: "Main.strings").isEmpty)
        #expect(StaleLocalizationRule.objectKey("abc-12-xYz.normalTitle")! == ("abc-12-xYz", "normalTitle"))
        #expect(StaleLocalizationRule.objectKey("123.title")! == ("123", "title"))
        #expect(StaleLocalizationRule.objectKey("Open Settings.title") == nil)
        #expect(StaleLocalizationRule.objectKey("abc-12-xyz.") == nil)
        for property in ["title", "text", "segmentTitles[2]", "headerCell.title", "ibShadowedLabels[0]", "placeholderString", "accessibilityHint", "paletteLabel", "headerToolTip"] {
            #expect(StaleLocalizationRule.isTextProperty(property), "\(property)")
        }
        for property in ["textColor", "image", "frame"] { #expect(!StaleLocalizationRule.isTextProperty(property), "\(property)") }
    }

    /// A String Catalog's entries are found at their member names; hand-added ones are left out; broken JSON is a parse-error.
    @Test func stringCatalogsAreReadAtTheirKeys() {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\\\"b\" : { \"extractionState\" : \"manual\" },\n    \"abc-12-xyz.title\" : {\n      \"localizations\" : { \"de\" : { \"stringUnit\" : { \"value\" : \"x\" } } }\n    }\n  }\n}\n"
        let catalog = NibLocalization.read(path: "mul.lproj/Main.xcstrings", bytes: Array(text.utf8))
        #expect(catalog.problems.isEmpty)
        #expect(catalog.entries == [NibLocalization.Entry(key: "abc-12-xyz.title", line: 5, column: 5)])
        let broken = NibLocalization.read(path: "mul.lproj/Main.xcstrings", bytes: Array("{ \"strings\" : { ".utf8))
        #expect(broken.entries.isEmpty && broken.problems.count == 1)
    }

    /// Random bytes and truncated catalogs end in entries or a problem, never a crash or a hang.
    @Test func hostileStringCatalogs() {
        var generator = SeededGenerator(seed: 2_028)
        let pieces: [[UInt8]] = [Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("\"".utf8), Array(":".utf8),
                                 Array(",".utf8), Array("\\".utf8), Array("strings".utf8), Array("a.title".utf8), Array("\n".utf8), [0xC3]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<40, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            _ = NibLocalization.read(path: "mul.lproj/Main.xcstrings", bytes: bytes)
            _ = NibLocalization.memberPositions(Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator))), depth: 2)
        }
    }
}

extension DeadContentTests {
    /// A nib's strings file that does not parse, or holds a key twice, is a parse-error at its line; such files are
    /// read only for stale-localization (off by default), so the parse-error fixture's two are found with it enabled.
    @Test func brokenNibStringsFilesAreParseErrorsWhenLocalizationsAreRead() throws {
        var configuration = Configuration()
        try configuration.setEnabled(true, for: "stale-localization")
        let folder = packageRoot.appendingPathComponent("Fixtures/Rules/parse-error/triggering")
        let result = Linter(configuration: configuration).lint(paths: [folder.path])
        let rendered = RuleFixtureTests.render(result).split(separator: "\n").filter { $0.contains(".strings:") }.map(String.init)
        #expect(rendered == [
            #"Fixtures/Rules/parse-error/triggering/de.lproj/Receipt.strings:3:1: error: 'de.lproj/Receipt.strings' holds the key "rcp-Lb-001.text" twice (first at line 1): the bundle keeps one value and drops the other; delete one of the two entries [parse-error]"#,
            #"Fixtures/Rules/parse-error/triggering/fr.lproj/Receipt.strings:5:1: error: 'fr.lproj/Receipt.strings' is not a readable strings file: expected ';' after the entry for "rcp-Lb-001.text" [parse-error]"#,
        ])
        // Off by default: the same folder gives no finding in a strings file.
        let plain = Linter(configuration: Configuration()).lint(paths: [folder.path])
        #expect(!plain.diagnostics.contains { $0.location.file.hasSuffix(".strings") })
    }
}

extension DeadContentTests {
    /// A nib unused-nib cannot judge (code loads some nib by a name niblint cannot read) is counted and listed as
    /// unverified at the file, never silent; a nib loaded by a readable name is neither judged unused nor listed.
    @Test func nibsLoadedByAnUnreadableNameAreUnverifiedNotSilent() throws {
        let result = try lint([
            ("PreferencePane.swift", """
            final class PreferencePane: NSViewController {
                var info: [String: String] = [:]
                func loadMainView() {
                    let nib = NSNib(nibNamed: info["nibName"] ?? "General", bundle: nil)
                    _ = nib
                }
                func showAbout() { _ = NSWindowController(windowNibName: "About") }
            }
            """),
            ("Catalog.xib", ExampleFiles.macOSXib("        <customView id=\"v1\"/>")),
            ("About.xib", ExampleFiles.macOSXib("        <customView id=\"v1\"/>")),
        ], only: ["unused-nib"])
        #expect(result.diagnostics.isEmpty)
        #expect(result.unverifiedReasons == [.loadedByUnreadableName])
        #expect(result.unverifiedConnections.map { "\($0.location.file):\($0.location.line):\($0.location.column): \($0.message)" } == [
            "Catalog.xib:1:1: nothing niblint can read loads nib 'Catalog' (Catalog.xib), but some code loads a nib by a name it cannot read "
                + "(a parameter, a computed string, a value read at run time), which may be this one; unused-nib does not judge it",
        ])
    }
}
