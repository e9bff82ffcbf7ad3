import Testing
@testable import NibLintKit

/// Constructs first met on apps niblint had never been run on (issue 37), each shaped like the app's code, none copied:
/// what the runtime does decides, and the lint says exactly that.
struct FirstRunTests {
    private func messages(_ files: [(path: String, contents: String)], only rules: [String]) throws -> [String] {
        try lint(files, only: rules).diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleID)] \($0.message)" }
    }

    private static let playerXib = ExampleFiles.iOSXib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                <connections>
                    <outlet property="view" destination="v1" id="o1"/>
                    <outlet property="titleLabel" destination="l1" id="o2"/>
                </connections>
            </placeholder>
            <view id="v1"><subviews><label id="l1"/></subviews></view>
    """)

    /// Delta: `class PlayerViewController: OtherKit.PlayerViewController`, the superclass a class of another module with the
    /// same name: not the class itself (which made a Swift class "that does not descend from NSObject" and its outlets missing).
    @Test func superclassOfAnotherModuleWithTheSameName() throws {
        let files = [
            ("Player.swift", "import OtherKit\n\nclass PlayerViewController: OtherKit.PlayerViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n"),
            ("Player.xib", Self.playerXib),
        ]
        #expect(try messages(files, only: ["unknown-class", "outlet-not-found", "unknown-owner-class"]) == [])
        let facts = SwiftScanner.scan(bytes: Array(files[0].1.utf8), path: "Player.swift")
        #expect(facts.classes.first?.inheritedTypes == ["OtherKit.PlayerViewController"])
        // The simple name is kept for any other qualified superclass: `UIKit.UIViewController` is UIViewController.
        let plain = SwiftScanner.scan(bytes: Array("class A: UIKit.UIViewController, Foundation.NSCoding {}\n".utf8), path: "A.swift")
        #expect(plain.classes.first?.inheritedTypes == ["UIViewController", "NSCoding"])
    }

    /// Monal: a class that overrides `performSegueWithIdentifier:sender:` handles identifiers itself.
    @Test func performSegueOverriddenByTheClass() throws {
        let storyboard = ExampleFiles.iOSStoryboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="c1" customClass="ChatViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews><button id="b1"><connections><segue destination="c1" kind="show" identifier="showSettings" id="g1"/></connections></button></subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="c2" customClass="InboxViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                    </viewController>
                </objects></scene>
        """)
        let files = [
            ("ChatViewController.m", """
            @implementation ChatViewController
            - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
                if ([identifier isEqualToString:@"showDetails"]) { return; }
                [super performSegueWithIdentifier:identifier sender:sender];
            }
            - (void)detailsTapped:(id)sender { [self performSegueWithIdentifier:@"showDetails" sender:self]; }
            @end
            """),
            ("Inbox.swift", """
            class InboxViewController: UIViewController {
                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    if identifier == "compose" { return }
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
                func compose() { performSegue(withIdentifier: "compose", sender: nil) }
            }
            class PlainViewController: UIViewController {
                func details() { performSegue(withIdentifier: "showDetails", sender: nil) }
            }
            """),
            ("Main.storyboard", storyboard),
        ]
        // Only the class without the override is judged.
        #expect(try messages(files, only: ["storyboard-identifier-not-found"]).map { String($0.prefix(50)) } == ["Inbox.swift:9:22 [storyboard-identifier-not-found]"])
    }

    /// openHAB: a prototype whose reuse identifier the code registers a class under is replaced by the registration, so its
    /// init(coder:) trap never runs. AltStore: a xib of a class the code registers by class, which nothing loads, is never
    /// decoded either (`Header.xib`); once something loads it by name, it is judged.
    @Test func initCoderTrapsOnlyWhereSomethingDecodes() throws {
        let files = [
            ("Header.swift", """
            final class Header: UICollectionReusableView {
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class VideoCell: UITableViewCell {
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(VideoCell.self, forCellReuseIdentifier: "VideoCell")
                    collectionView.register(Header.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Header")
                }
            }
            """),
            ("Header.xib", ExampleFiles.iOSXib("        <collectionReusableView id=\"h1\" customClass=\"Header\" customModule=\"App\" customModuleProvider=\"target\"/>")),
            ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                    <scene sceneID="s1"><objects>
                        <tableViewController id="c1" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" id="t1">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="VideoCell" id="p1" customClass="VideoCell" customModule="App" customModuleProvider="target"/>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
            """)),
        ]
        #expect(try messages(files, only: ["init-coder-traps"]).isEmpty)
        let loaded = files + [("HeaderNib.swift", "func headerViews() -> [Any] { UINib(nibName: \"Header\", bundle: nil).instantiate(withOwner: nil, options: nil) }\n")]
        #expect(try messages(loaded, only: ["init-coder-traps"]).map { String($0.prefix(33)) } == ["Header.xib:4:9 [init-coder-traps]"])
    }
}

/// Swift types as the compiler reads them: a class that first names a protocol has no superclass; a typealias per
/// platform stands for the class of the nib's own framework.
/// openhab-ios: the Reusable library's `register(cellType: VideoCell.self)` registers the class under its name, which
/// replaces a storyboard prototype of that identifier: its init(coder:) trap never runs.
struct ReusableRegistrationTests {
    @Test func registerCellTypeReplacesThePrototype() throws {
        let storyboard = ExampleFiles.iOSStoryboard("""
                <scene sceneID="s1"><objects>
                    <tableViewController id="c1" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" id="t1">
                            <prototypes>
                                <tableViewCell reuseIdentifier="VideoCell" id="p1" customClass="VideoCell" customModule="App" customModuleProvider="target"/>
                                <tableViewCell reuseIdentifier="AudioCell" id="p2" customClass="AudioCell" customModule="App" customModuleProvider="target"/>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene>
        """)
        let files = [
            ("List.swift", """
            final class VideoCell: UITableViewCell {
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class AudioCell: UITableViewCell {
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(cellType: VideoCell.self)
                }
            }
            """),
            ("Main.storyboard", storyboard),
        ]
        let found = try lint(files, only: ["init-coder-traps"]).diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
        #expect(found == ["Main.storyboard:9 init-coder-traps"])
    }
}

struct SwiftClassChainTests {
    @Test func classFirstNamingAProtocolHasNoSuperclass() throws {
        let source = SwiftScanner.scan(bytes: Array("""
            import Combine
            final class Prefs: ObservableObject {}
            protocol Themed {}
            final class Theme: Themed {}
            final class Panel: NSView, Themed {}
            """.utf8), path: "Prefs.swift")
        let index = ProjectIndex(sources: [source], nibs: [])
        #expect(index.ancestors(of: "Prefs", platform: .macOS) == ["Prefs"])
        #expect(!index.hasUnknownAncestor("Prefs", platform: .macOS))
        #expect(index.ancestors(of: "Theme", platform: .macOS) == ["Theme"])
        #expect(index.ancestors(of: "Panel", platform: .macOS).prefix(2) == ["Panel", "NSView"])
    }

    @Test func typealiasPerPlatformResolvesByTheNibsFramework() throws {
        let files = [
            ("Card.swift", """
            #if os(iOS)
            typealias OSViewController = UIViewController
            #else
            typealias OSViewController = NSViewController
            #endif
            class CardViewController: OSViewController {
                @IBOutlet var titleLabel: UILabel!
            }
            """),
            ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                    <scene sceneID="s1"><objects>
                        <viewController id="c1" customClass="CardViewController" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews><label id="l1"/></subviews></view>
                            <connections><outlet property="titleLabl" destination="l1" id="o1"/></connections>
                        </viewController>
                    </objects></scene>
            """)),
        ]
        let found = try lint(files, only: ["outlet-not-found"]).diagnostics.map { "\($0.location.file):\($0.location.line) \($0.message)" }
        #expect(found == ["Main.storyboard:7 outlet 'titleLabl' of view controller c1 (CardViewController) has no matching property in CardViewController or its superclasses (did you mean 'titleLabel'?)"])
    }
}
