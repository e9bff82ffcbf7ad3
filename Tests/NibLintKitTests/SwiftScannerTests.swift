import Foundation
import Testing
@testable import NibLintKit

struct SwiftScannerTests {
    func scan(_ source: String) -> SourceFileSummary {
        SwiftScanner.scan(bytes: Array(source.utf8), path: "File.swift")
    }

    @Test func classesExtensionsAndTheirMembers() throws {
        let summary = scan("""
        import UIKit

        @objc(SAMProfileView)
        @IBDesignable
        public final class ProfileView<T>: UIKit.UIView, Sendable where T: Equatable {
            @IBOutlet private(set) weak var nameLabel: UILabel! {
                didSet { nameLabel.text = "}" }
            }
            @IBOutlet var buttons: [UIButton]!
            @IBOutlet
            weak var avatar: UIImageView?
            @IBInspectable var cornerRadius: CGFloat = 4
            @Published var plain = 0
            static var shared: ProfileView?
            class func make() -> ProfileView { fatalError() }
            func helper() { let local = 1; _ = local }
            class Inner: NSObject {
                @IBOutlet var innerOutlet: UIView!
            }
        }

        extension ProfileView {
            @IBAction func tapped(_ sender: Any) {}
        }
        """)
        #expect(summary.classes.map(\.name) == ["ProfileView", "ProfileView.Inner", "ProfileView"])
        let view = summary.classes[0]
        #expect(view.objCName == "SAMProfileView")
        #expect(view.inheritedTypes == ["UIView", "Sendable"])
        #expect(view.location.line == 5 && view.location.column == 20)
        #expect(view.properties.map(\.name) == ["nameLabel", "buttons", "avatar", "cornerRadius", "plain"])
        #expect(view.properties.map(\.isOutlet) == [true, true, true, false, false])
        #expect(view.properties.map(\.isCollection) == [false, true, false, false, false])
        #expect(view.properties[0].typeText == "UILabel!")
        #expect(view.properties[2].location.line == 11)
        #expect(view.methods.map(\.name) == ["helper"])
        #expect(summary.classes[1].inheritedTypes == ["NSObject"])
        #expect(summary.classes[1].properties.map(\.name) == ["innerOutlet"])
        #expect(summary.classes[2].kind == .extensionDeclaration)
        #expect(summary.classes[2].methods.map(\.selector) == ["tapped:"])
    }

    /// unconnected-outlet: the outlets a class sets itself, found in skipped method bodies too, attributed to the innermost
    /// class or extension around the assignment; locals, declarations, comparisons and other objects' members are not.
    @Test func outletAssignmentsOfTheClassItselfAreRecorded() {
        let summary = scan("""
        class ToolbarView: UIView {
            @IBOutlet var button: UIButton!
            @IBOutlet var badge: UILabel!
            @IBOutlet var icon: UIImageView!
            @IBOutlet var title: UILabel!
            func setUp() {
                self.button = UIButton()
                let icon = UIImageView()
                if title == nil { header.title = nil }
            }
        }
        extension ToolbarView {
            func reset() {
                badge = UILabel()
            }
        }
        """)
        #expect(summary.classes.map(\.assignedMembers) == [["button"], ["badge"]])
    }

    /// An outlet passed as an `inout` argument (`&x`, `&self.x`) is set by the callee; `a & b` and `&other.x` are not.
    @Test func outletsPassedInoutAreSetByTheClass() {
        let summary = scan("""
        class EncodingView: NSView {
            @IBOutlet var encodingPopUp: NSPopUpButton!
            @IBOutlet var sizePopUp: NSPopUpButton!
            @IBOutlet var flags: NSButton!
            @IBOutlet var label: NSTextField!
            func setUp() {
                makePopUp(into: &encodingPopUp)
                swap(&self.sizePopUp, &spare)
                let mask = options & flags
                fill(&other.label)
            }
        }
        """)
        #expect(summary.classes.map(\.assignedMembers) == [["encodingPopUp", "sizePopUp"]])
    }

    @Test func commentsAndStringsHideFakeDeclarations() {
        let summary = scan(#"""
        /* class Fake1: UIView { @IBOutlet var a: UIView! }
           /* nested */ class Fake2 {} */
        // class Fake3: UIView {}
        let text = "class Fake4: UIView { \(value) }"
        let multi = """
            class Fake5: UIView {
            @IBOutlet var b: UIView!
            """
        let raw = #"class Fake6 { "# + "}"
        class Real: UIView {
            @IBOutlet var c: UIView!
        }
        """#)
        #expect(summary.classes.map(\.name) == ["Real"])
        #expect(summary.classes.first?.properties.map(\.name) == ["c"])
    }

    @Test func allConditionalCompilationBranchesAreRead() {
        let summary = scan("""
        #if os(iOS)
        class Shared: UIView {
            @IBOutlet var iosOnly: UILabel!
        #else
        class Shared: NSView {
            @IBOutlet var macOnly: NSTextField!
        #endif
            @IBOutlet var both: UIView!
        }
        class After: UIViewController {
        #if DEBUG
            @IBAction func debugTap(_ sender: Any) {}
        #endif
        }
        """)
        #expect(summary.classes.map(\.name) == ["Shared", "Shared", "After"])
        #expect(summary.classes[0].inheritedTypes == ["UIView"])
        #expect(summary.classes[1].inheritedTypes == ["NSView"])
        #expect(summary.classes[0].properties.map(\.name) == ["iosOnly"])
        #expect(summary.classes[1].properties.map(\.name) == ["macOnly", "both"])
        #expect(summary.classes[2].methods.map(\.selector) == ["debugTap:"])
    }

    @Test func nibLoadingCodeIsRecordedWithItsOwner() {
        let summary = scan("""
        class CardView: UIView {
            func load() {
                Bundle.main.loadNibNamed("Card", owner: self, options: nil)
                let nib = UINib(nibName: String(describing: Self.self), bundle: nil)
                nib.instantiate(withOwner: nil, options: nil)
                _ = UINib(nibName: "Other", bundle: .main).instantiate(withOwner: NSObject(), options: nil)
                tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "c")
                Bundle.main.loadNibNamed("\\(type(of: self))", owner: Helper(), options: nil)
                Bundle.main.loadNibNamed(dynamicName, owner: self, options: nil)
            }
        }
        class DetailViewController: UIViewController {
            init() { super.init(nibName: nil, bundle: nil) }
            static func make() -> UIViewController { OtherViewController(nibName: "Other", bundle: nil) }
        }
        class PrefsWindowController: NSWindowController {
            override var windowNibName: NSNib.Name? { "Preferences" }
            convenience init() { self.init(windowNibName: NSNib.Name("Prefs")) }
        }
        """)
        let sites = summary.loadSites.map { "\($0.api) \($0.resolvedNibName ?? "?") \($0.owner) \($0.ownerClass ?? "-") \($0.location.line):\($0.location.column)" }
        #expect(sites == [
            "loadNibNamed Card enclosingInstance CardView 3:21",
            "uiNibInstantiate CardView none - 5:9",
            "uiNibInstantiate Other instance(of: \"NSObject\") NSObject 6:13",
            "registerNib Cell none - 7:28",
            "loadNibNamed CardView instance(of: \"Helper\") Helper 8:21",
            "initNibName DetailViewController enclosingInstance DetailViewController 13:14",
            "initNibName Other instance(of: \"OtherViewController\") OtherViewController 14:46",
            "windowNibName Preferences enclosingInstance PrefsWindowController 17:18",
            "windowNibName Prefs enclosingInstance PrefsWindowController 18:26",
        ])
    }

    @Test func forcedCastsOfScenesLookedUpByNameAreRecorded() {
        let summary = scan("""
        class MenuViewController: UIViewController {
            let board = UIStoryboard(name: "Menu", bundle: nil)
            func open() {
                let a = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "A") as! AViewController
                let b = storyboard?.instantiateViewController(withIdentifier: "B") as! App.BViewController
                let c = board.instantiateInitialViewController() as! CViewController
                let c2 = NSStoryboard(name: "Mac", bundle: nil).instantiateInitialController()! as! NSWindowController
                let d = storyboard!.instantiateViewController(withIdentifier: "D") as? DViewController
                let e = NSStoryboard(name: "Mac", bundle: nil).instantiateController(withIdentifier: "E") as! EWindowController
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "one" {
                    _ = segue.destination as! OneViewController
                } else if "two" == segue.identifier {
                    _ = (segue.destination as! UINavigationController).topViewController as! TwoViewController
                }
                _ = segue.destination as! NoIdentifierViewController
                switch segue.identifier {
                case "three":
                    _ = (segue.destination as! UINavigationController).viewControllers.first as! ThreeViewController
                case "four", "five":
                    _ = segue.destination as! AmbiguousViewController
                default:
                    break
                }
                guard let id = segue.identifier, id == "six" || id == "seven" else { return }
                _ = segue.destination as! PoisonedViewController
            }
        }
        class SecondViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard segue.identifier == "eight" else { return }
                let eight = segue.destination as! EightViewController
            }
            func other(segue: UIStoryboardSegue) {
                if segue.identifier == "nine" { _ = segue.destination as! NotInPrepareViewController }
            }
            func cells() {
                tableView.register(CodeCell.self, forCellReuseIdentifier: "code")
                tableView.register(nil, forCellReuseIdentifier: Cell.identifier)
                collectionView.register(UINib(nibName: "Tile", bundle: nil), forCellWithReuseIdentifier: "tile")
                _ = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
                _ = tableView.dequeueReusableCell(withIdentifier: "plain")! as! PlainCell
                _ = tableView.dequeueReusableCell(withIdentifier: "maybe", for: indexPath) as? MaybeCell
            }
        }
        """)
        let casts = summary.forcedLookupCasts.map { cast -> String in
            let lookup: String
            switch cast.lookup {
            case .storyboardIdentifier(let identifier): lookup = "id \(identifier)"
            case .initialController: lookup = "initial"
            case .segueDestination(let identifier): lookup = "segue \(identifier)"
            case .reuseIdentifier(let identifier): lookup = "reuse \(identifier)"
            }
            return "\(lookup) \(cast.target == .navigationRoot ? "root " : "")\(cast.storyboardName ?? "-") \(cast.call) \(cast.castClass) \(cast.enclosingClass ?? "-") \(cast.location.line):\(cast.location.column)"
        }
        #expect(casts == [
            "id A Main instantiateViewController(withIdentifier:) AViewController MenuViewController 4:108",
            "id B - instantiateViewController(withIdentifier:) BViewController MenuViewController 5:80",
            "initial Menu instantiateInitialViewController() CViewController MenuViewController 6:62",
            "initial Mac instantiateInitialController() NSWindowController MenuViewController 7:93",
            "id E Mac instantiateController(withIdentifier:) EWindowController MenuViewController 9:103",
            "segue one - segue.destination OneViewController MenuViewController 13:39",
            "segue two root - segue.destination TwoViewController MenuViewController 15:86",
            "segue three root - segue.destination ThreeViewController MenuViewController 20:90",
            "segue eight - segue.destination EightViewController SecondViewController 33:43",
            "reuse row - dequeueReusableCell(withIdentifier:for:) RowCell SecondViewController 42:86",
            "reuse tile - dequeueReusableCell(withReuseIdentifier:for:) TileCell SecondViewController 43:97",
            "reuse plain - dequeueReusableCell(withIdentifier:) PlainCell SecondViewController 44:73",
        ])
        #expect(summary.cellClassRegistrations.map { "\($0.identifier ?? "?") \($0.enclosingClass ?? "-") \($0.location.line):\($0.location.column)" } == [
            "code SecondViewController 39:19", "? SecondViewController 40:19",
        ])
    }

    @Test func registeredNibsKnowWhatTheyAreRegisteredFor() {
        let summary = scan("""
        func setUp() {
            tableView.register(UINib(nibName: "A", bundle: nil), forCellReuseIdentifier: "a")
            tableView.register(UINib(nibName: "B", bundle: nil), forHeaderFooterViewReuseIdentifier: Header.id)
            collectionView.register(UINib(nibName: "C", bundle: nil), forCellWithReuseIdentifier: "c")
            let nib = UINib(nibName: "D", bundle: nil)
            collectionView.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "d")
            tableView.register(NSNib(nibNamed: "E", bundle: nil), forIdentifier: NSUserInterfaceItemIdentifier("e"))
            collectionView.register(NSNib(nibNamed: "F", bundle: nil), forItemWithIdentifier: .init("f"))
        }
        """)
        let registrations = summary.loadSites.map { "\($0.resolvedNibName ?? "?") \($0.registration.map { "\($0.kind) \($0.identifier ?? "-")" } ?? "none")" }
        #expect(registrations == [
            "A tableViewCell a", "B tableViewHeaderFooter -", "C collectionViewCell c", "D collectionViewSupplementary d",
            "E appKitTableView -", "F appKitCollectionItem -",
        ])
    }

    @Test func loadSitesKnowTheirFunctionAndWhetherItAlwaysRunsIt() {
        let summary = scan("""
        class CardView: UIView {
            lazy var extra = UINib(nibName: "Extra", bundle: nil).instantiate(withOwner: nil, options: nil)
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                Bundle.main.loadNibNamed("A", owner: self, options: nil)
                if flag { Bundle.main.loadNibNamed("B", owner: self, options: nil) }
                guard let view = Bundle.main.loadNibNamed("C", owner: self, options: nil)?.first as? UIView else { return }
                Bundle.main.loadNibNamed("D", owner: self, options: nil)
            }
            func setup(with name: String) {
                let view = cached ?? Bundle.main.loadNibNamed("E", owner: self, options: nil)
                let other = flag ? Bundle.main.loadNibNamed("F", owner: self, options: nil) : nil
                DispatchQueue.main.async { Bundle.main.loadNibNamed("G", owner: self, options: nil) }
                let nib = UINib(nibName: "H", bundle: nil)
                _ = nib.instantiate(withOwner: self, options: nil)
                func nested() { Bundle.main.loadNibNamed("I", owner: self, options: nil) }
            }
            static func make() -> CardView { UINib(nibName: "J", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! CardView }
        }
        """)
        let sites = summary.loadSites.map { "\($0.resolvedNibName ?? "?") \($0.enclosingFunction ?? "-") \($0.isUnconditional)" }
        #expect(sites == [
            "Extra - false",
            "A init(coder:) true", "B init(coder:) false", "C init(coder:) true", "D init(coder:) false",
            "E setup(with:) false", "F setup(with:) false", "G setup(with:) false", "H setup(with:) true", "I setup(with:) false",
            "J - false",
        ])
    }

    @Test func decodingEntryPointsListTheMethodsTheyAlwaysCall() {
        let summary = scan("""
        class CardView: UIView {
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                commonInit()
                self.style(animated: true)
                if flag { skipped() }
                super.inherited()
                other.notSelf()
                return
                afterReturn()
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                self?.decorate()
            }
            private func commonInit() {
                loadContent()
                helperInAnotherFile(with: 1)
                commonInit()
            }
            func style(animated: Bool = false) {}
            func loadContent() { level3() }
            func level3() { level4() }
            func level4() {}
        }
        extension CardView {
            func decorate() {}
        }
        class PlaceholderView: CardView {
            required init?(coder: NSCoder) { fatalError("not decodable") }
            override func awakeFromNib() { decorate() }
        }
        """)
        let entries = summary.classes[0].decodingEntryPoints
        #expect(entries.map(\.name) == ["init(coder:)", "awakeFromNib()"])
        #expect(entries.map(\.location.line) == [2, 12])
        #expect(entries[0].callChains == [
            ["commonInit()"], ["style(animated:)"],
            ["commonInit()", "loadContent()"], ["commonInit()", "helperInAnotherFile(with:)"],
            ["commonInit()", "loadContent()", "level3()"],
        ])
        #expect(entries[1].callChains == [["decorate()"]])
        #expect(entries.map(\.callsSuper) == [true, true])
        #expect(summary.classes[1].decodingEntryPoints.isEmpty)
        #expect(summary.classes[2].decodingEntryPoints.map(\.callsSuper) == [false, false])
    }

    @Test func storyboardsNamedInCode() {
        let source = """
        final class Router {
            let main = UIStoryboard(name: "Main", bundle: nil)
            func start(window: UIWindow, name: String) {
                window.rootViewController = UIStoryboard(name: "Launch", bundle: nil).instantiateInitialViewController()
                let settings = UIStoryboard(name: "Settings", bundle: .main)
                _ = settings.instantiateInitialViewController()
                _ = self.main.instantiateInitialViewController()
                _ = NSStoryboard(name: NSStoryboard.Name("Prefs"), bundle: nil).instantiateInitialController()
                _ = UIStoryboard(name: name, bundle: nil)
                _ = UIStoryboard(name: "A\\(name)", bundle: nil)
                _ = other.instantiateInitialViewController()
                _ = UIStoryboard.init(name: "Launch", bundle: nil).instantiateInitialViewController { coder in Launch(coder: coder) }
                _ = settings.instantiateInitialViewController(creator: { coder in nil })
            }
            func elsewhere() { _ = settings.instantiateInitialViewController() }
        }
        """
        let summary = scan(source)
        func describe(_ use: StoryboardNameUse) -> String { "\(use.kind) \(use.name) \(use.call) \(use.location.line):\(use.location.column)" }
        #expect(summary.storyboardNameUses.map(describe) == [
            "storyboard Main UIStoryboard(name:bundle:) 2:16",
            "storyboard Launch UIStoryboard(name:bundle:) 4:37",
            "initialController Launch instantiateInitialViewController() 4:79",
            "storyboard Settings UIStoryboard(name:bundle:) 5:24",
            "initialController Settings instantiateInitialViewController() 6:22",
            "initialController Main instantiateInitialViewController() 7:23",
            "storyboard Prefs NSStoryboard(name:bundle:) 8:13",
            "initialController Prefs instantiateInitialController() 8:73",
            "storyboard Launch UIStoryboard(name:bundle:) 12:13",
            "initialController Launch instantiateInitialViewController() 12:60",
            "initialController Settings instantiateInitialViewController() 13:22",
        ])
        #expect(summary.storyboardNameUses.allSatisfy { $0.enclosingClass == "Router" })
        // Skipping bodies keeps them: `Storyboard` stops the lexer's skip.
        let read = SwiftScanner.scan(bytes: Array(source.utf8), path: "Sample.swift", skippingBodies: false).summary
        #expect(read.storyboardNameUses.map(describe) == summary.storyboardNameUses.map(describe))
    }

    @Test func controllerCreationsSegueReceiversAndNilNibNames() {
        let summary = scan("""
        class HomeViewController: UIViewController {
            func open() {
                let settings = SettingsViewController()
                let about = AboutController.init()
                let list = Module.ListViewController()
                let detail = DetailViewController(item: item)
                let many = [RowController]()
                performSegue(withIdentifier: "a", sender: nil)
                self.performSegue(withIdentifier: "b", sender: nil)
                self?.performSegue(withIdentifier: "c", sender: nil)
                navigationController?.performSegue(withIdentifier: "d", sender: nil)
                other.self.performSegue(withIdentifier: "e", sender: nil)
                _ = OtherViewController(nibName: nil, bundle: nil)
                _ = OtherViewController(nibName: "Other", bundle: nil)
            }
        }
        """)
        #expect(summary.controllerCreations.map { "\($0.className) \($0.enclosingClass ?? "-") \($0.location.line):\($0.location.column)" }
                == ["SettingsViewController HomeViewController 3:24", "AboutController HomeViewController 4:21"])
        #expect(summary.storyboardIdentifierUses.map(\.isSentToSelf) == [true, true, true, false, false])
        #expect(summary.loadSites.map(\.isImplicitNibName) == [true, false])
        #expect(summary.classes[0].initializerNamesNib == false)
    }

    @Test func initializersThatNameTheirNib() {
        let summary = scan("""
        class NamedViewController: UIViewController {
            init() { super.init(nibName: Self.nibIdentifier, bundle: nil) }
        }
        class PassThroughViewController: UIViewController {
            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            }
        }
        class ForcedViewController: UIViewController {
            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: "Forced", bundle: nibBundleOrNil)
            }
        }
        class NilViewController: UIViewController {
            convenience init() { self.init(nibName: nil, bundle: nil) }
        }
        """)
        #expect(summary.classes.map(\.initializerNamesNib) == [true, false, true, false])
    }

    /// Every prefix of code with the constructs the function facts read: unclosed bodies end at the end of the file.
    @Test func functionFactsNeverReadPastTheLastToken() {
        let source = """
        class CardView: UIView {
            required init?(coder: NSCoder) { super.init(coder: coder); guard a, b ?? c else { return }; x && y; setup(with: 1) }
            override func awakeFromNib() { super.awakeFromNib(); self?.setup(with: 2); flag ? load() : nil }
            func setup(with value: Int) { Bundle.main.loadNibNamed("Card", owner: self, options: nil); let vc = SettingsViewController.init() }
            func go() { performSegue(withIdentifier: "x", sender: nil); super.init(nibName: nil, bundle: nil) }
        }
        """
        let bytes = Array(source.utf8)
        for length in 0...bytes.count {
            _ = SwiftScanner.scan(bytes: Array(bytes[..<length]), path: "Prefix.swift")
        }
    }

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
        let read = SwiftScanner.scan(bytes: bytes, path: "Cell.swift", skippingBodies: false).summary
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
            let read = SwiftScanner.scan(bytes: bytes, path: file, skippingBodies: false).summary
            #expect(String(describing: skipped) == String(describing: read), "\(file)")
        }
    }

    /// `import protocol Foundation.NSObjectProtocol` and the other scoped imports name a declaration kind but
    /// declare nothing: they once swallowed the file's next declaration (or made a class of `UIKit.UIView`).
    @Test func scopedImportsDeclareNothing() {
        let source = """
        import UIKit
        import protocol Foundation.NSObjectProtocol
        import struct Foundation.URL
        import class UIKit.UIView
        import enum Foundation.ComparisonResult
        import func Darwin.fputs
        import var Darwin.errno
        import let Darwin.EOF
        import typealias Foundation.TimeInterval
        class First: UIViewController {
            @IBOutlet var a: UILabel!
        }
        #if canImport(AppKit)
        import class AppKit.NSView
        #endif
        final class Second: UIView {
            @IBOutlet var b: UILabel!
            func load() { Bundle.main.loadNibNamed("Second", owner: self) }
        }
        @_implementationOnly import struct Foo.Bar
        import protocol Foo.Baz; class Third: UIView { @IBOutlet var c: UILabel! }
        import func Foo.+
        import struct Foo.Qux
        DispatchQueue.main.async { print("top-level code") }
        class Fourth: NSObject { @IBAction func tap(_ sender: Any) {} }
        """
        for skippingBodies in [true, false] {
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Imports.swift", skippingBodies: skippingBodies).summary
            #expect(summary.classes.map(\.name) == ["First", "Second", "Third", "Fourth"])
            #expect(summary.classes.map { $0.properties.map(\.name) + $0.methods.map(\.name) } == [["a"], ["b", "load"], ["c"], ["tap"]])
            #expect(summary.classes.map(\.location.line) == [10, 16, 21, 25])
            #expect(summary.loadSites.map(\.location.line) == [18])
        }
    }

    /// Each class and type alias knows the `#if` branches it is under: `#elseif B` after `#if A` is `!A && B`,
    /// `#else` is every earlier branch failed, nested blocks are joined with `&&`.
    @Test func declarationsKnowTheirConditions() {
        let source = """
        import UIKit
        #if os(iOS)
        typealias OSViewController = UIViewController
        #elseif os(macOS)
        typealias OSViewController = NSViewController
        #else
        typealias OSViewController = WKInterfaceController
        #endif
        #if !canImport(UIKit)
        class UILabel: NSTextField {}
        #endif
        class ViewController: OSViewController {
            typealias Cell = UITableViewCell
            #if DEBUG
            @IBOutlet var label: UILabel!
            #endif
            func helper() { typealias Local = Int }
        }
        #if canImport(AppKit)
        enum Shims {
            #if !targetEnvironment(macCatalyst)
            typealias View = NSView
            class Button: NSButton {}
            #endif
            struct Plain { typealias Pair<T> = (T,
                                                T) where T: Equatable; let x = 1 }
        }
        #endif
        #if os(tvOS)
        extension ViewController {}
        #endif
        protocol Named { typealias Name = String }
        typealias Handler = @Sendable (String) -> Void; class After {}
        """
        for skippingBodies in [true, false] {
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Shims.swift", skippingBodies: skippingBodies).summary
            #expect(summary.classes.map { "\($0.name) \($0.condition.map { "\($0)" } ?? "-")" } == [
                "UILabel !canImport(UIKit)", "ViewController -", "Shims.Button canImport(AppKit) && !targetEnvironment(macCatalyst)",
                "ViewController os(tvOS)", "After -",
            ])
            #expect(summary.typeAliases.map { "\($0.name) = \($0.targetTypeText) \($0.condition.map { "\($0)" } ?? "-") \($0.location.line):\($0.location.column)" } == [
                "OSViewController = UIViewController os(iOS) 3:11",
                "OSViewController = NSViewController !os(iOS) && os(macOS) 5:11",
                "OSViewController = WKInterfaceController !os(iOS) && !os(macOS) 7:11",
                "ViewController.Cell = UITableViewCell - 13:15",
                "Shims.View = NSView canImport(AppKit) && !targetEnvironment(macCatalyst) 22:15",
                "Shims.Plain.Pair = (T,\n                                        T) canImport(AppKit) 25:30",
                "Named.Name = String - 32:28",
                "Handler = @Sendable (String) -> Void - 33:11",
            ], "skippingBodies: \(skippingBodies)")
            let aliases = summary.typeAliases
            #expect(aliases[0].condition?.holds(on: .iOS) == true && aliases[1].condition?.holds(on: .iOS) == false)
            #expect(aliases[1].condition?.holds(on: .macOS) == true && aliases[2].condition?.holds(on: .watchOS) == true)
            #expect(summary.classes[1].properties.map(\.name) == ["label"])
        }
    }

    /// Found by `Scripts/scanner-oracle.py`, which compares the scanner with `swiftc -dump-parse`: types declared
    /// in a function, closure or accessor body are local (no nib can name them) and are not recorded, whether
    /// or not the lexer skipped the body; one `var` may declare several outlets; an extension of a nested type
    /// of a generic type keeps its whole name.
    @Test func localTypesSeveralBindingsAndNestedGenericExtensions() {
        let source = """
        class Cell: UITableViewCell {
            @IBOutlet weak var title, subtitle: UILabel!
            @IBOutlet var icon: UIImageView!, badge: UIButton?
            var stream: AsyncStream<Int> {
                class Tracker { @IBOutlet var hidden: UIView! }
                typealias Local = Int
                return AsyncStream { _ in }
            }
            func make() -> UIView {
                final class Inline: UIView { @IBOutlet var inner: UILabel! }
                return Bundle.main.loadNibNamed("Cell", owner: self)?.first as! UIView
            }
        }
        extension Outer<Int>.Inner where T: Equatable {
            @IBAction func tap(_ sender: Any) {}
        }
        """
        for skippingBodies in [true, false] {
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Cell.swift", skippingBodies: skippingBodies).summary
            #expect(summary.classes.map(\.name) == ["Cell", "Outer.Inner"], "skippingBodies: \(skippingBodies)")
            #expect(summary.classes[0].properties.map { "\($0.name): \($0.typeText) \($0.isOutlet) \($0.location.line):\($0.location.column)" } == [
                "title: UILabel! true 2:24", "subtitle: UILabel! true 2:31", "icon: UIImageView! true 3:19", "badge: UIButton? true 3:39",
                "stream: AsyncStream<Int> false 4:9",
            ])
            #expect(summary.typeAliases.isEmpty)
            #expect(summary.loadSites.map(\.enclosingClass) == ["Cell"])
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
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Parser.swift", skippingBodies: skippingBodies).summary
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
            let summary = SwiftScanner.scan(bytes: bytes, path: "Router.swift", skippingBodies: skippingBodies).summary
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

/// Value transformer names the code registers (issue 22), read in function bodies the lexer would otherwise skip.
struct ValueTransformerNameScanTests {
    @Test func swiftRegistrationsAndNameConstantsAreRecorded() {
        let summary = SwiftScanner.scan(bytes: Array("""
        extension NSValueTransformerName {
            static let size = NSValueTransformerName("SizeName")
        }
        func register() {
            ValueTransformer.setValueTransformer(A(), forName: .init(rawValue: "AName"))
            ValueTransformer.setValueTransformer(B(), forName: NSValueTransformerName(rawValue: "BName"))
            ValueTransformer.setValueTransformer(C(), forName: .size)
        }
        """.utf8), path: "T.swift")
        #expect(Set(summary.valueTransformerNames) == ["SizeName", "AName", "BName"])
        #expect(!summary.registersUnreadableValueTransformerName)
    }

    @Test func aComputedNameMakesEveryNamePossible() {
        let summary = SwiftScanner.scan(bytes: Array("""
        func register(name: String) {
            ValueTransformer.setValueTransformer(A(), forName: NSValueTransformerName(name + "X"))
        }
        """.utf8), path: "T.swift")
        #expect(summary.valueTransformerNames.isEmpty)
        #expect(summary.registersUnreadableValueTransformerName)
    }

    @Test func objectiveCRegistrationsAreRecorded() {
        let summary = ObjectiveCScanner.scan(bytes: Array("""
        @implementation AppDelegate
        + (void)initialize {
            [NSValueTransformer setValueTransformer:[Upper new] forName:@"Upper"];
            [NSValueTransformer setValueTransformer:[Lower new] forName:lowerName];
        }
        @end
        """.utf8), path: "A.m")
        #expect(summary.valueTransformerNames == ["Upper"])
        #expect(summary.registersUnreadableValueTransformerName)
    }
}

/// `@objc` protocols' property requirements (issue 22): their Swift witnesses are `@objc` without the attribute.
struct ObjCProtocolRequirementScanTests {
    @Test func propertyRequirementsOfObjCProtocolsOnlyAreRecorded() {
        let summary = SwiftScanner.scan(bytes: Array("""
        @objc public protocol Titled {
            var displayTitle: String { get }
            @objc optional var subtitle: String { get }
            func refresh()
        }
        protocol Plain {
            var plainName: String { get }
        }
        @objc(XYZNamed) protocol Named { var name: String { get set } }
        """.utf8), path: "P.swift")
        #expect(summary.objCProtocolPropertyNames == ["displayTitle", "subtitle", "name"])
    }
}
