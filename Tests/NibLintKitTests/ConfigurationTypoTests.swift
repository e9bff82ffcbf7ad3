import Foundation
import Testing
@testable import NibLintKit

/// Issue 38: a configuration that is wrong says so, with "did you mean" where a near name exists.
struct ConfigurationTypoTests {
    static let summary = "niblint: 0 errors, 0 warnings in 1 nib file and 0 source files; 0 connections checked, 0 unverified\n"

    @Test func unknownKeysInARuleEntryAndAnUnknownVersionAreWarned() throws {
        let project = try ScratchProject([
            "App/View.xib": CommandLineTests.cleanXib,
            "lint-rules.json": #"{"version": 2, "rules": {"outlet-not-found": {"enable": false, "severty": "warning", "$comment": "kept"}}}"#,
        ])
        defer { project.remove() }
        let result = try project.run(["App"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            niblint: warning: lint-rules.json: 'version' 2 is not one this niblint reads (it reads version 1); the file is read as version 1
            niblint: warning: lint-rules.json: unknown key 'enable' in rule 'outlet-not-found' is ignored (did you mean 'enabled'? known keys: enabled, severity)
            niblint: warning: lint-rules.json: unknown key 'severty' in rule 'outlet-not-found' is ignored (did you mean 'severity'? known keys: enabled, severity)

            """ + Self.summary)
        try project.write("lint-rules.json", #"{"version": 1, "rules": {"outlet-not-found": {"enabled": false}}}"#)
        #expect(try project.run(["App"]).stderr == Self.summary)
    }

    @Test func anExcludeThatMatchesNothingIsWarnedAndBracketGlobsWork() throws {
        let project = try ScratchProject([
            "App/View.xib": CommandLineTests.cleanXib,
            "App/edit/Edit.xib": CommandLineTests.cleanXib,
            "lint-rules.json": #"{"exclude": ["Vendr/**", "App/[!e]*"]}"#,
        ])
        defer { project.remove() }
        let result = try project.run(["."])
        #expect(result.status == 0)
        // `App/[!e]*` excludes View.xib, not the folder `edit`.
        #expect(result.stderr == """
            niblint: warning: lint-rules.json: exclude pattern 'Vendr/**' matches no file or folder (paths are relative to the folder of lint-rules.json)

            """ + Self.summary)
        // Linting a subfolder says nothing of the patterns for the rest of the tree.
        #expect(try project.run(["App/edit"]).stderr == Self.summary)
    }

    /// A pattern whose literal start names a linted folder (`App/Legacy/**` while `App` is linted) is judged by that walk;
    /// a pattern for the rest of the tree is not.
    @Test func anExcludeIntoALintedSubfolderIsJudgedThere() throws {
        let project = try ScratchProject([
            "App/View.xib": CommandLineTests.cleanXib,
            "Other/Panel.xib": CommandLineTests.cleanXib,
            "lint-rules.json": #"{"exclude": ["App/Legacy/**", "Other/Old/**", "**/Generated"]}"#,
        ])
        defer { project.remove() }
        let result = try project.run(["App"])
        #expect(result.stderr.hasPrefix(
            "niblint: warning: lint-rules.json: exclude pattern 'App/Legacy/**' matches no file or folder (paths are relative to the folder of lint-rules.json)\n"))
        #expect(!result.stderr.contains("Other/Old") && !result.stderr.contains("Generated"))
    }

    /// A walk whose every file an exclude pattern left out says which pattern did.
    @Test func anExcludeThatLeavesNothingIsNamed() throws {
        let project = try ScratchProject(["App/View.xib": CommandLineTests.cleanXib, "lint-rules.json": #"{"exclude": ["[!e]*"]}"#])
        defer { project.remove() }
        let result = try project.run(["."])
        #expect(result.stderr.hasSuffix("niblint: no .xib or .storyboard files found under . (exclude pattern of lint-rules.json left files out: '[!e]*')\n"), "\(result.stderr)")
    }

    @Test func bracketGlobsMatchAsInAShell() {
        #expect(Glob("App/[!e]*").matches("App/View.xib"))
        #expect(!Glob("App/[!e]*").matches("App/edit"))
        #expect(Glob("[a-c]at.xib").matches("bat.xib"))
        #expect(!Glob("[a-c]at.xib").matches("rat.xib"))
        #expect(Glob("[]x]").matches("]"))
        #expect(!Glob("a[/]b").matches("a/b"))
        // An unclosed bracket is itself.
        #expect(Glob("a[b").matches("a[b"))
    }

    @Test func unknownRuleIdsGetDidYouMean() throws {
        let project = try ScratchProject(["App/View.xib": CommandLineTests.cleanXib, "lint-rules.json": #"{"rules": {"outlet-not-fond": {"enabled": false}}}"#])
        defer { project.remove() }
        let near = "(did you mean 'outlet-not-found'?); run `niblint rules` to list the rules\n"
        let fromFile = try project.run(["App"])
        #expect(fromFile.status == 2)
        #expect(fromFile.stderr == "niblint: lint-rules.json: unknown rule 'outlet-not-fond' " + near)
        try project.write("lint-rules.json", "{}")
        for option in ["--only", "--disable"] {
            let result = try project.run([option, "outlet-not-fund", "App"])
            #expect(result.status == 2)
            #expect(result.stderr == "niblint: unknown rule 'outlet-not-fund' " + near)
        }
        let explain = try project.run(["explain", "outlet-not-fund"])
        #expect(explain.status == 2 && explain.stdout == "")
        #expect(explain.stderr == "niblint: unknown rule 'outlet-not-fund' " + near)
    }

    @Test func aConfigurationFileThatCannotBeReadSaysWhy() throws {
        let project = try ScratchProject(["App/View.xib": CommandLineTests.cleanXib])
        defer { project.remove() }
        let missing = try project.run(["--config", "nope.json", "App"])
        #expect(missing.status == 2 && missing.stdout == "")
        #expect(missing.stderr == "niblint: cannot read configuration file 'nope.json': no such file\n")
        let folder = try project.run(["--config", "App", "App"])
        #expect(folder.status == 2)
        #expect(folder.stderr == "niblint: cannot read configuration file 'App': it is a directory (name the lint-rules.json file in it)\n")
    }
}
