/// The examples of `InitCoderTrapsRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension InitCoderTrapsRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            // The Xcode stub, on the class and inherited by a subclass that declares no initializer.
            RuleExample([
                ("Badge.swift", """
                import UIKit
                class BadgeView: UIView {
                    override init(frame: CGRect) { super.init(frame: frame) }
                    @available(*, unavailable)
                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }
                }
                class RoundBadgeView: BadgeView {}
                """),
                ("Badge.xib", ExampleFiles.iOSXib("""
                        ↓<view id="v1" customClass="BadgeView" customModule="App" customModuleProvider="target"/>
                        ↓<view id="v2" customClass="RoundBadgeView" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            // A storyboard scene; the subclass's init(coder:) calls super's, which traps.
            RuleExample([
                ("Settings.swift", """
                import UIKit
                class BaseViewController: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { preconditionFailure("code only") }
                }
                class SettingsViewController: BaseViewController {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                    }
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                ↓<viewController id="vc1" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                """)),
            ]),
            // `return nil` from init?(coder:), and Objective-C's doesNotRecognizeSelector:.
            RuleExample([
                ("Chip.swift", "import UIKit\nclass ChipView: UIView {\n    required init?(coder: NSCoder) { return nil }\n}\n"),
                ("FOOTagView.h", "@interface FOOTagView : UIView\n@end\n"),
                ("FOOTagView.m", """
                @implementation FOOTagView
                - (instancetype)initWithCoder:(NSCoder *)coder {
                    [self doesNotRecognizeSelector:_cmd];
                    return nil;
                }
                @end
                """),
                ("Chip.xib", ExampleFiles.iOSXib("""
                        ↓<view id="v1" customClass="ChipView" customModule="App" customModuleProvider="target"/>
                        ↓<view id="v2" customClass="FOOTagView"/>
                """)),
            ]),
            // The same, but some code loads a nib by a name niblint cannot read, which may be SectionHeader: judged as loaded.
            RuleExample([
                ("Shelf.swift", """
                class SectionHeader: UICollectionReusableView {
                    override init(frame: CGRect) { super.init(frame: frame) }
                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                }
                class ShelfViewController: UICollectionViewController {
                    override func viewDidLoad() {
                        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
                    }
                    func load(_ name: String) { _ = UINib(nibName: name, bundle: nil) }
                }
                """),
                ("SectionHeader.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        ↓<collectionReusableView id="h1" customClass="SectionHeader" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // The code registers the class, not the nib, and nothing loads SectionHeader.xib (no load by name, no other nib's
            // object names it, no load by a name niblint cannot read): the xib is a leftover, never decoded.
            RuleExample([
                ("Shelf.swift", """
                class SectionHeader: UICollectionReusableView {
                    override init(frame: CGRect) { super.init(frame: frame) }
                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                }
                class ShelfViewController: UICollectionViewController {
                    override func viewDidLoad() {
                        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
                    }
                                    }
                """),
                ("SectionHeader.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <collectionReusableView id="h1" customClass="SectionHeader" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            // The trap is conditional; the other class implements init(coder:); File's Owner is not created by the nib.
            RuleExample([
                ("Badge.swift", """
                import UIKit
                class BadgeView: UIView {
                    required init?(coder: NSCoder) {
                        guard coder.containsValue(forKey: "UIBounds") else { fatalError("not from a nib") }
                        super.init(coder: coder)
                    }
                }
                class TagView: UIView {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        setUp()
                    }
                    func setUp() {}
                }
                class CodeOnlyViewController: UIViewController {
                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                }
                """),
                ("Badge.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CodeOnlyViewController" customModule="App" customModuleProvider="target"/>
                        <view id="v1" customClass="BadgeView" customModule="App" customModuleProvider="target"/>
                        <view id="v2" customClass="TagView" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            // Created through a creator block (`instantiateViewController(identifier:creator:)`) that calls init(coder:model:).
            RuleExample([
                ("Detail.swift", """
                import UIKit
                class DetailViewController: UIViewController {
                    let model: String
                    init?(coder: NSCoder, model: String) {
                        self.model = model
                        super.init(coder: coder)
                    }
                    required init?(coder: NSCoder) { fatalError("use init(coder:model:)") }
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="Detail" id="vc1" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                """)),
            ]),
            // A custom object is created with init, a macOS custom view with init(frame:), a window with its content rect.
            RuleExample([
                ("Controllers.swift", """
                import AppKit
                class ListController: NSObject {
                    override init() { super.init() }
                    required init?(coder: NSCoder) { fatalError() }
                }
                class GraphView: NSView {
                    required init?(coder: NSCoder) { fatalError() }
                }
                class MainWindow: NSWindow {
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
                ("Main.xib", ExampleFiles.macOSXib("""
                        <customObject id="c1" customClass="ListController" customModule="App" customModuleProvider="target"/>
                        <customView id="g1" customClass="GraphView" customModule="App" customModuleProvider="target"/>
                        <window id="w1" customClass="MainWindow" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
        ]
    }
}
