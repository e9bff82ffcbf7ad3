import Foundation
import Testing
@testable import NibLintKit

/// What the Swift scanner records of declarations: classes, extensions, members, outlets the code sets, `#if` branches;
/// the calls and the lexer are tested in `SwiftScannerCallTests.swift` and `SwiftScannerLexerTests.swift`.
struct SwiftScannerTests {
    func scan(_ source: String) -> SourceFacts {
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
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Imports.swift", skippingBodies: skippingBodies).facts
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
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Shims.swift", skippingBodies: skippingBodies).facts
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
            let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "Cell.swift", skippingBodies: skippingBodies).facts
            #expect(summary.classes.map(\.name) == ["Cell", "Outer.Inner"], "skippingBodies: \(skippingBodies)")
            #expect(summary.classes[0].properties.map { "\($0.name): \($0.typeText) \($0.isOutlet) \($0.location.line):\($0.location.column)" } == [
                "title: UILabel! true 2:24", "subtitle: UILabel! true 2:31", "icon: UIImageView! true 3:19", "badge: UIButton? true 3:39",
                "stream: AsyncStream<Int> false 4:9",
            ])
            #expect(summary.typeAliases.isEmpty)
            #expect(summary.loadSites.map(\.enclosingClass) == ["Cell"])
        }
    }
}

/// `@objc` protocols' property requirements (issue 22): their Swift witnesses are `@objc` without the attribute.
struct ObjCProtocolRequirementScanTests {
    @Test func requirementsOfObjCProtocolsOnlyAreRecorded() {
        let summary = SwiftScanner.scan(bytes: Array("""
        @objc public protocol Titled {
            var displayTitle: String { get }
            @objc optional var subtitle: String { get }
            func refresh()
            @objc optional func reload()
        }
        protocol Plain: Titled {
            var plainName: String { get }
        }
        @objc(XYZNamed) protocol Named { var name: String { get set } }
        """.utf8), path: "P.swift")
        #expect(summary.objCProtocolPropertyNames == ["displayTitle", "subtitle", "refresh", "reload", "name"])
        // Every protocol is recorded with what it inherits; an `@objc` protocol with its required methods' base names.
        #expect(summary.protocols.map { "\($0.name): \($0.inheritedTypes) \($0.requiredMethods)" } == ["Titled: [] [\"refresh\"]", "Plain: [\"Titled\"] []", "Named: [] []"])
    }
}
