import Foundation
import Testing
@testable import NibLintKit

/// The Swift lexer (tokens, words, strings, regex literals, skipped bodies) and what holds for any file: exact locations,
/// no failure on broken source.
extension SwiftScannerTests {
    @Test func lexerTokensPointIntoTheBytesAndCarryTheirWord() {
        // A stray continuation byte (0x80) is a punctuation token read as `?`.
        let bytes = Array("@IBOutlet weak var `class`: UIView! // note\n#if DEBUG\nlet s = #\"a\\(b)\"# + 1.5 ".utf8) + [0x80] + Array(" x".utf8)
        let tokens = bytes.withUnsafeBufferPointer { SwiftLexer.tokenize($0) }
        func text(_ token: SwiftToken) -> String {
            token.kind == .punctuation ? String(UnicodeScalar(token.punctuation)) : String(decoding: bytes[token.textRange], as: UTF8.self)
        }
        #expect(tokens.map(text) == ["IBOutlet", "weak", "var", "class", ":", "UIView", "!", "if", "DEBUG", "let", "s", "=", "a\\(b)", "+", "1.5", "?", "x"])
        #expect(tokens.map(\.kind) == [.attribute, .identifier, .identifier, .identifier, .punctuation, .identifier, .punctuation, .directive,
                                       .identifier, .identifier, .identifier, .punctuation, .string, .punctuation, .number, .punctuation, .identifier])
        #expect(tokens.map(\.word) == [.IBOutlet, .weak, .var, .class, .other, .other, .other, .if, .other, .let, .other, .other, .other, .other, .other, .other, .other])
        #expect(tokens[3].isEscaped && !tokens[3].isIdentifier(.class) && tokens[2].isIdentifier(.var))
        #expect(tokens.filter(\.newlineBefore).map(text) == ["IBOutlet", "if", "let"])
        #expect(tokens[7].line == 2 && tokens[7].column == 1 && tokens[12].line == 3 && tokens[12].column == 9)
    }

    /// `firstStringStop` passes over eight bytes at a time: it must never pass a `\\`, `"` or line feed,
    /// wherever in a word it sits, and string tokens must come out the same for every length and offset.
    @Test func stringScanNeverPassesAStop() {
        var generator = SeededGenerator(seed: 5)
        let alphabet = Array("ab \\\"\n\u{7F}".utf8) + [0x00, 0x5B, 0x21, 0x0B, 0xFF, 0xDC, 0xA2]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Bool.random(using: &generator) ? UInt8(ascii: "x") : alphabet.randomElement(using: &generator)!
            }
            let start = Int.random(in: 0...bytes.count, using: &generator)
            let naive = bytes[start...].firstIndex { $0 == 0x5C || $0 == 0x22 || $0 == 0x0A } ?? bytes.count
            let found = bytes.withUnsafeBufferPointer { SwiftLexer.firstStringStop(in: $0, from: start) }
            // The start of the word holding the first stop, or of the last bytes too few for a word.
            let expected = start + 8 * min((naive - start) / 8, (bytes.count - start) / 8)
            #expect(found == expected && found <= naive, "\(bytes) from \(start): \(found), first stop \(naive)")
        }
        for padding in 0..<17 {
            let text = String(repeating: "p", count: padding)
            let source = "let s = \"\(text)a\\\"b\\(x)c\"; let t = \"\(text)\"\nlet u = #\"\(text)q\"r\"#"
            let bytes = Array(source.utf8)
            let strings = bytes.withUnsafeBufferPointer { SwiftLexer.tokenize($0) }.filter { $0.kind == .string }
                .map { String(decoding: bytes[$0.textRange], as: UTF8.self) }
            #expect(strings == ["\(text)a\\\"b\\(x)c", text, "\(text)q\"r"], "padding \(padding)")
        }
    }

    @Test func everyWordIsRecognisedByItsExactSpellingOnly() {
        func word(_ bytes: [UInt8]) -> SwiftWord { bytes.withUnsafeBufferPointer { SwiftWordTable.shared.word($0) } }
        for expected in SwiftWord.allCases where expected != .other {
            let spelling = expected.spelling.withUTF8Buffer { Array($0) }
            #expect(word(spelling) == expected)
            #expect(word(spelling + [UInt8(ascii: "s")]) == .other)
            #expect(word([UInt8(ascii: "_")] + spelling) == .other)
            #expect(word(spelling.map { $0 ^ 0x20 }) == .other, "case matters: \(expected.spelling)")
        }
        #expect(word([]) == .other)
        #expect(word(Array("associatedtypes".utf8)) == .other)
    }

    /// Bodies the lexer skips (`SwiftLexer.skipBody`) and bodies it must read, in one file: what the scan
    /// yields is the same as reading every body, down to lines, columns and suppression comments.
    @Test func skippingBodiesChangesNothing() throws {
        let source = """
        protocol Loading {
            func load()
        }
        class Cell: UITableViewCell {
            @IBOutlet var title: UILabel!
            func configure(with text: String = { "}" }()) -> [String: Int] where Self: UIView {
                let s = "brace } in a string \\(value) and \\(dict["}"])"
                let r = #"raw " } "#
                /* block { comment */ // line } comment
                // niblint:disable:next outlet-not-found
                if true { _ = [1].map { $0 } }
                return [:]
            }
            func make() -> UIView {
                Bundle.main.loadNibNamed("Cell", owner: self, options: nil)!.first as! UIView
            }
            func helper() {
            #if DEBUG
                if flag {
            #else
                if !flag {
            #endif
                }
            }
            func later() { let nib = self.templateNib; _ = nib.instantiate(withOwner: nil) }
            func segue() { performSegue(withIdentifier: "next", sender: nil) }
            deinit { print("gone") }
            @IBAction func tapped(_ sender: Any) {}
        }
        struct Namespace {
            let value = 1
            class Nested: UIView {
                @IBOutlet var label: UILabel!
            }
            func compute() -> Int { value * 2 }
        }
        enum Plain: String { case a = "{", b
            var name: String { rawValue }
        }
        extension Cell {
            @IBAction func extra(_ sender: Any) { registerSomething() }
        }
        func free() { let unbalanced = "{"; _ = unbalanced }
        class Card: UIView {
            override func awakeFromNib() { configure() }
            func configure() { style() }
            func style() { layer.cornerRadius = 4 }
            func open() { let next = DetailController(); _ = next }
            func alert() { let a = UIAlertController .init(); _ = a; _ = navigationController?.topViewController }
        }
        class Last: UIView { @IBOutlet var end: UIView! }
        """
        let bytes = Array(source.utf8)
        let skipped = SwiftScanner.scan(bytes: bytes, path: "Cell.swift")
        let read = SwiftScanner.scan(bytes: bytes, path: "Cell.swift", skippingBodies: false).facts
        #expect(String(describing: skipped) == String(describing: read))
        #expect(skipped.classes.map(\.name) == ["Cell", "Namespace.Nested", "Cell", "Card", "Last"])
        #expect(skipped.controllerCreations.map(\.className) == ["DetailController", "UIAlertController"])
        #expect(skipped.classes[3].decodingEntryPoints.first?.callChains == [["configure()"], ["configure()", "style()"]])
        // `configure` and `style` had their bodies skipped: the file was read again in full.
        #expect(SwiftScanner.scan(bytes: bytes, path: "Cell.swift", skippingBodies: true).reachesSkippedBody)
        #expect(!SwiftScanner.scan(bytes: Array("class Plain: UIView { override func awakeFromNib() { super.awakeFromNib() } }".utf8), path: "P.swift", skippingBodies: true).reachesSkippedBody)
        #expect(skipped.loadSites.map(\.location.line) == [15])
        #expect(skipped.storyboardIdentifierUses.map(\.identifier) == ["next"])
        #expect(skipped.directiveComments.map(\.location.line) == [10])
        // Fewer tokens: the plain bodies were skipped.
        let tokens = bytes.withUnsafeBufferPointer { (SwiftLexer.tokenize($0, skippingBodies: true).count, SwiftLexer.tokenize($0).count) }
        #expect(tokens.0 < tokens.1)
        // Exactly the bodies that hold none of the words: `helper` has `#if`, `awakeFromNib` is always read.
        let skippedFunctions = bytes.withUnsafeBufferPointer { buffer in
            Set(SwiftLexer.tokenizeKeepingDirectives(buffer).skippedFunctions.map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) })
        }
        #expect(skippedFunctions == ["configure", "tapped", "compute", "free", "style"])
    }

    /// The same over every Swift file of the fixtures.
    @Test func skippingBodiesChangesNothingInTheFixtures() throws {
        let fixtures = packageRoot.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(atPath: fixtures.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 20)
        for file in files {
            let bytes = try Array(Data(contentsOf: fixtures.appendingPathComponent(file)))
            let skipped = SwiftScanner.scan(bytes: bytes, path: file)
            let read = SwiftScanner.scan(bytes: bytes, path: file, skippingBodies: false).facts
            #expect(String(describing: skipped) == String(describing: read), "\(file)")
        }
    }

    /// Regex literals are single tokens: the quotes and braces a pattern holds open no string and no block,
    /// in bodies read token by token and in bodies the lexer skips. Division stays division.
    @Test func regexLiteralsAreReadWhole() {
        func kinds(_ source: String) -> [String] {
            let bytes = Array(source.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                SwiftLexer.tokenize(buffer).map { token in
                    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[token.textRange]), as: UTF8.self)
                    return token.kind == .string ? "regex(\(text))" : text
                }
            }
        }
        #expect(kinds(#"let r = /[{}"]+/"#) == ["let", "r", "=", #"regex([{}"]+)"#])
        #expect(kinds(#"x.firstMatch(of: /a\/b/)"#) == ["x", ".", "firstMatch", "(", "of", ":", #"regex(a\/b)"#, ")"])
        #expect(kinds("return /a b/") == ["return", "regex(a b)"])
        #expect(kinds(#"let e = #/"\{ /#"#) == ["let", "e", "=", #"regex("\{ )"#])
        #expect(kinds("let m = #/\n  [a-z]+ \"\n  /#\nclass A {}").suffix(5) == ["regex(\n  [a-z]+ \"\n  )", "class", "A", "{", "}"])
        // Division: after a name, a number or a closing bracket, or with a space after the `/`.
        #expect(kinds("let x = a/b/c").filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(kinds("let y = (a + b)/2/c + [1][0]/3/4").filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(kinds("let z = 1 / 2 / 3; f(x / y, / z)").filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(kinds("let q = total /= 2 // comment /x/").filter { $0.hasPrefix("regex") }.isEmpty)

        let source = #"""
        class Parser: UIViewController {
            func parse(_ text: String) {
                let quote = /"{/
                let braces = #/}}"/#
                Bundle.main.loadNibNamed("Parser", owner: self)
            }
            func skipped() { let pattern = /[{"]/; _ = pattern }
            @IBOutlet var label: UILabel!
        }
        """#
        for skippingBodies in [true, false] {
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Parser.swift", skippingBodies: skippingBodies).facts
            #expect(summary.classes.map(\.name) == ["Parser"])
            #expect(summary.classes.first?.properties.map { "\($0.name) \($0.location.line)" } == ["label 8"])
            #expect(summary.loadSites.map(\.location.line) == [5])
        }
    }

    /// Every place the scanner reports is the token itself: classes and members at their name, load sites at the
    /// call, storyboard identifiers at the method name, controller creations at the class name. The bodies that
    /// the lexer starts to skip and then reads token by token (a nib word after a string, a comment or a `#if`)
    /// once made everything after them drift by the lines the skip had passed.
    @Test func everyLocationIsExact() {
        let project = MarkedProject([("Router.swift", ##"""
        import UIKit
        #if os(iOS)
        typealias OSViewController = UIViewController
        #else
        typealias OSViewController = NSViewController
        #endif


        final class ↓Router: OSViewController {
            func showSettings() {
                let vc = UIStoryboard(name: "Main", bundle: nil).↓instantiateViewController(withIdentifier: "Settings")
                Bundle.main.↓loadNibNamed("Nope", owner: self)
            }
            func title() -> String {
                let s = "x"
                #if os(iOS)
                return s
                #else
                return ""
                #endif
            }
            @IBOutlet weak var ↓titleLabel: UILabel!

            func spread() {
                let text = """
                    two
                    lines
                    """
                /* a comment
                   over lines */
                let raw = #"""
                    raw "quoted"
                    """#
                let vc = UIStoryboard(name: "Main",
                                      bundle: nil)
                    .↓instantiateViewController(
                        withIdentifier: "Detail")
                ↓performSegue(withIdentifier: "next",
                             sender: nil)
                _ = ↓UINib(nibName: "Cell",
                          bundle: nil).instantiate(withOwner: self)
            }

            @IBAction
            func ↓tapped(_ sender: Any) { let one = "1"; Bundle.main.↓loadNibNamed("Card", owner: self) }
        }

        /* class Fake {
           } */
        @objc(Other)
        class ↓Other: UIView {
            #if DEBUG
            @IBOutlet var ↓debugLabel: UILabel!
            #endif
            func make() { let d = ↓DetailViewController(); let m = "\(d)"; tableView.register(nib, forCellReuseIdentifier: m) }
            override func awakeFromNib() {
                let s = "a"
                super.awakeFromNib()
            }
            @IBInspectable var ↓radius: CGFloat = 0
        }
        extension ↓Other {
            @IBSegueAction func ↓makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
        }
        enum Constants {
            static let name = "a" /* a comment
            over lines */
            static let other = "b"
            class ↓Nested {}
        }
        class ↓Last: UIViewController {
            @IBOutlet weak var ↓label: UILabel!
        }
        """##)])
        let bytes = project.files[0].contents ?? []
        for skippingBodies in [true, false] {
            let summary = SwiftScanner.scan(bytes: bytes, path: "Router.swift", skippingBodies: skippingBodies).facts
            var found: [NibLintKit.SourceLocation] = []
            for declaration in summary.classes {
                found.append(declaration.location)
                found += declaration.properties.filter { $0.isOutlet || $0.isInspectable }.map(\.location)
                found += declaration.methods.filter { $0.isAction || $0.isSegueAction }.map(\.location)
            }
            found += summary.loadSites.map(\.location) + summary.storyboardIdentifierUses.map(\.location) + summary.controllerCreations.map(\.location)
            #expect(found.sorted() == project.markers, "skippingBodies: \(skippingBodies)")
        }
    }

    @Test func neverFailsOnBrokenSource() {
        for text in ["class", "class A: {", "}}}} class B: UIView { @IBOutlet var", "func (", "\"unterminated", "/* unterminated", "@objc(", "#if", "extension",
                     "#if os(", "#if (os(iOS)\nclass A {}", "#elseif", "#else\n#endif\n#endif", "#if !", "#if os(iOS) &&",
                     "import", "import struct", "typealias", "typealias X", "typealias X =", "typealias X<T",
                     "/", "#/", "##/ab/#", "let r = /", "let r = /a", "x = (/a\\", "#/\nabc", "class A { var a, }", "class A { var a, b: }"] {
            _ = scan(text)
        }
    }
}
