import Foundation
import Testing
@testable import NibLintKit

/// What the Swift scanner records of calls: nib loads, storyboard and scene lookups, forced casts, controller creations,
/// the calls that always run at decoding, and value transformer names.
extension SwiftScannerTests {
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
        #expect(summary.callChains(entries[0], of: summary.classes[0]) == [
            ["commonInit()"], ["style(animated:)"],
            ["commonInit()", "loadContent()"], ["commonInit()", "helperInAnotherFile(with:)"],
            ["commonInit()", "loadContent()", "level3()"],
        ])
        #expect(summary.callChains(entries[1], of: summary.classes[0]) == [["decorate()"]])
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
        let read = SwiftScanner.scan(bytes: Array(source.utf8), path: "Sample.swift", skippingBodies: false).facts
        #expect(read.storyboardNameUses.map(describe) == summary.storyboardNameUses.map(describe))
    }

    /// The bundle a load names: the main one, the package target's (`.module`), a class's, or one niblint cannot tell.
    @Test func loadsRecordTheBundleTheyName() {
        let facts = scan("""
        final class Loader {
            func load(bundle: Bundle) {
                _ = UINib(nibName: "A", bundle: nil).instantiate(withOwner: nil)
                _ = UINib(nibName: "B", bundle: .module).instantiate(withOwner: nil)
                _ = UINib(nibName: "C", bundle: Bundle(for: AppDelegate.self)).instantiate(withOwner: nil)
                _ = UINib(nibName: "D", bundle: Bundle(for: type(of: self))).instantiate(withOwner: nil)
                _ = UINib(nibName: "E", bundle: bundle).instantiate(withOwner: nil)
                _ = Bundle.main.loadNibNamed("F", owner: nil, options: nil)
                _ = UIStoryboard(name: "G", bundle: Bundle.module)
                _ = UIStoryboard(name: "H", bundle: Foundation.Bundle.main)
            }
        }
        """)
        #expect(facts.loadSites.map(\.bundle) == [.main, .module, .ofClass("AppDelegate"), .unknown, .unknown, .main])
        #expect(facts.storyboardNameUses.map(\.bundle) == [.module, .main])
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

    /// init-coder-traps: the trap an `init(coder:)` always runs, and initializers a storyboard's creator block calls.
    @Test func coderInitializerTrapsAreRecorded() {
        let summary = scan("""
        class A: UIView {
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        class B: UIView {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                preconditionFailure()
            }
        }
        class C: UIView {
            required init?(coder: NSCoder) { return nil }
        }
        class D: UIView {
            required init?(coder: NSCoder) {
                guard coder.allowsKeyedCoding else { fatalError() }
                if coder.version > 1 { abort() }
                let x = y ?? fatalError()
                super.init(coder: coder)
                self.handler = { fatalError() }
            }
        }
        class E: UIViewController {
            init?(coder: NSCoder, model: Model) { super.init(coder: coder) }
            required init?(coder: NSCoder) { Log.fatalError("x"); super.init(coder: coder) }
        }
        """)
        #expect(summary.classes.map { $0.decodingEntryPoints.first?.trap } == ["fatalError", "preconditionFailure", "return nil", nil, nil])
        #expect(summary.classes[0].decodingEntryPoints.first?.trapLocation?.line == 2)
        #expect(summary.classes[1].decodingEntryPoints.first?.trapLocation?.line == 7)
        #expect(summary.classes.map(\.hasCreatorCoderInitializer) == [false, false, false, false, true])
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
