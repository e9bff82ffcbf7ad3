/// An outlet typed with a protocol of the tree (`id<Themeable>`, `Themeable!`) is connected to an object whose class
/// adopts it nowhere and lacks one of its required methods. Reported at the `<outlet>` element.
///
/// A warning: nothing checks conformance when a nib sets an outlet, and callers often test `respondsToSelector:` before
/// sending a protocol's method (colloquy's table view data source), so the connection is a broken type contract, not a
/// load-time failure. Split from outlet-type-mismatch, whose class mismatches are errors.
public struct OutletProtocolMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "outlet-protocol-mismatch",
        name: "Outlet protocol mismatch",
        summary: "An outlet typed with a protocol is connected to an object whose class neither adopts it nor implements its required methods.",
        rationale: "An outlet declared as `id<P>` (Swift: a protocol type) promises that the object answers P's required methods. The nib sets it to whatever object it is connected to, without checking; the code that sends a required method without first asking respondsToSelector: crashes.",
        runtimeFailure: "-[FOOPlainButton applyTheme]: unrecognized selector sent to instance, when the code sends the method without checking respondsToSelector: first.",
        defaultSeverity: .warning,
        triggeringExamples: [
            // Objective-C `id<Protocol>` of the tree, connected to a button whose class adopts it nowhere.
            RuleExample([
                ("FOOThemeable.h", "@protocol FOOThemeable <NSObject>\n- (void)applyTheme;\n@end\n"),
                ("FOOPlainButton.h", "@interface FOOPlainButton : UIButton\n@end\n"),
                ("FOOSettingsViewController.h", """
                @interface FOOSettingsViewController : UIViewController
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> themed;
                @end
                """),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOSettingsViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                ↓<outlet property="themed" destination="b1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><button id="b1" customClass="FOOPlainButton"/></subviews></view>
                """)),
            ]),
            // Swift: an outlet typed with a protocol of the project, connected to a plain label.
            RuleExample([
                ("Theme.swift", "@objc protocol Themeable { func applyTheme() }\nclass ThemedButton: UIButton, Themeable { func applyTheme() {} }\nclass SettingsViewController: UIViewController {\n    @IBOutlet weak var themed: Themeable!\n}\n"),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                ↓<outlet property="themed" destination="l1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            // Protocols adopted through a category, a Swift extension, or a protocol inheriting the outlet's; and a class
            // whose superclass is not in the tree (it may adopt the protocol there).
            RuleExample([
                ("FOOThemeable.h", "@protocol FOOThemeable <NSObject>\n@end\n@protocol FOOFancyThemeable <FOOThemeable>\n@end\n"),
                ("FOOButtons.h", """
                @interface FOOPlainButton : UIButton
                @end
                @interface FOOPlainButton () <FOOThemeable>
                @end
                @interface FOOFancyButton : UIButton <FOOFancyThemeable>
                @end
                @interface FOOVendorButton : VENDORButton
                @end
                """),
                ("Label.swift", "extension UILabel: FOOThemeable {}\n"),
                // Sequel-Ace's SPComboBoxCellDelegate: optional methods only, so any object serves (callers check
                // respondsToSelector:); FOOTinter implements the required method without adopting the protocol.
                ("FOOTintable.h", "@protocol FOOTintable <NSObject>\n- (void)tint;\n@optional\n- (void)untint;\n@end\n@protocol FOOCellDelegate <NSObject>\n@optional\n- (void)cellDidChange:(id)cell;\n@end\n"),
                ("FOOTinter.h", "@interface FOOTinter : NSObject\n- (void)tint;\n@end\n@interface FOOCell : UITableViewCell\n@property (weak) IBOutlet id<FOOTintable> tinter;\n@property (weak) IBOutlet id<FOOCellDelegate> cellDelegate;\n@end\n"),
                ("FOOSettingsViewController.h", """
                @interface FOOSettingsViewController : UIViewController
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> plain;
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> fancy;
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> label;
                @property (nonatomic, weak) IBOutlet id<FOOThemeable> vendor;
                @end
                """),
                ("Settings.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOSettingsViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="plain" destination="b1" id="o2"/>
                                <outlet property="fancy" destination="b2" id="o3"/>
                                <outlet property="label" destination="l1" id="o4"/>
                                <outlet property="vendor" destination="b3" id="o5"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews>
                            <button id="b1" customClass="FOOPlainButton"/>
                            <button id="b2" customClass="FOOFancyButton"/>
                            <label id="l1"/>
                            <button id="b3" customClass="FOOVendorButton"/>
                        </subviews></view>
                        <tableViewCell id="c1" customClass="FOOCell">
                            <connections>
                                <outlet property="tinter" destination="x1" id="o6"/>
                                <outlet property="cellDelegate" destination="x1" id="o7"/>
                            </connections>
                        </tableViewCell>
                        <customObject id="x1" customClass="FOOTinter"/>
                """)),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        let conformance = ProtocolConformance(index: index)
        for document in index.nibs {
            let platform = document.platform
            for connection in document.connections where connection.kind == .outlet {
                guard let property = connection.property, let destination = document.destinationIndex(of: connection),
                      let source = index.hierarchy(ofObjectAt: connection.source, in: document),
                      let declaration = source.propertyDeclaration(property) else { continue }
                let sourceClass = source.name
                // A stale File's Owner: the owner at run time is the class that loads the nib (as outlet-type-mismatch).
                if connection.source == document.filesOwner, document.kind == .xib,
                   let loader = index.loadingClasses(ofXib: document).first(where: { index.isClass($0, kindOf: sourceClass, platform: platform) == false }),
                   index.isClass(sourceClass, kindOf: loader, platform: platform) == false { continue }
                let declared = DeclaredType(declaration.typeText)
                guard let protocolName = conformance.declaredProtocol(declaration.typeText, declared: declared, index: index, platform: platform),
                      let destinationChain = index.hierarchy(ofObjectAt: destination, in: document), destinationChain.isClassName,
                      conformance.conforms(destinationChain, to: protocolName, index: index) == false,
                      let missing = conformance.missingRequirement(destinationChain, of: protocolName) else { continue }
                let destinationClass = destinationChain.name
                let object = MessageText.describe(document.objects[destination], className: destinationClass)
                let message = "outlet '\(property)' of \(sourceClass) is declared as \(declaration.typeText) but is connected to \(object), whose class neither adopts \(protocolName) nor implements its required method '\(missing)'"
                let note = DiagnosticNote(location: declaration.location, message: "'\(property)' is declared here as \(declaration.typeText)")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message, notes: [note],
                                                      help: "make \(destinationClass) adopt \(protocolName), or connect the outlet to an object that does",
                                                      failure: "sending '\(missing)' through the outlet without checking respondsToSelector: raises \"unrecognized selector sent to instance\"",
                                                      identity: DiagnosticKeys.connection(connection, in: document, member: property),
                                                      relatedFiles: [declaration.location.file] + index.declaringFilesOfHierarchy(of: destinationClass, platform: platform),
                                                      objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
            }
        }
        return diagnostics
    }
}
