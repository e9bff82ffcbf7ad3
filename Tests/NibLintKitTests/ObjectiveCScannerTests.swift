import Foundation
import Testing
@testable import NibLintKit

private func scan(_ source: String, path: String = "Sample.m") -> SourceFileSummary {
    ObjectiveCScanner.scan(bytes: Array(source.utf8), path: path)
}

private func at(_ line: Int, _ column: Int, _ file: String = "Sample.m") -> NibLintKit.SourceLocation {
    NibLintKit.SourceLocation(file: file, line: line, column: column)
}

private struct PropertyFacts: Equatable, CustomStringConvertible {
    var name: String
    var typeText: String
    var isOutlet: Bool
    var location: NibLintKit.SourceLocation
    var description: String { "\(name) '\(typeText)' outlet=\(isOutlet) @\(location.line):\(location.column)" }
}

private struct MethodFacts: Equatable, CustomStringConvertible {
    var selector: String
    var isAction: Bool
    var location: NibLintKit.SourceLocation
    var description: String { "\(selector) action=\(isAction) @\(location.line):\(location.column)" }
}

private struct LoadFacts: Equatable, CustomStringConvertible {
    var api: NibLoadSite.API
    var name: NibNameExpression
    var owner: OwnerExpression
    var location: NibLintKit.SourceLocation
    var description: String { "\(api) \(name) \(owner) @\(location.line):\(location.column)" }
}

private func properties(_ declaration: ClassDeclaration) -> [PropertyFacts] {
    declaration.properties.map { PropertyFacts(name: $0.name, typeText: $0.typeText, isOutlet: $0.isOutlet, location: $0.location) }
}

private func methods(_ declaration: ClassDeclaration) -> [MethodFacts] {
    declaration.methods.map { MethodFacts(selector: $0.selector, isAction: $0.isAction, location: $0.location) }
}

/// The identifier that starts at `location` (a 1-based line and byte column) of `text`.
private func word(at location: NibLintKit.SourceLocation, in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line >= 1, location.line <= lines.count else { return "" }
    let bytes = Array(lines[location.line - 1].utf8).dropFirst(location.column - 1)
    return String(decoding: bytes.prefix { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }, as: UTF8.self)
}

private func loads(_ summary: SourceFileSummary) -> [LoadFacts] {
    summary.loadSites.map { LoadFacts(api: $0.api, name: $0.nibName, owner: $0.owner, location: $0.location) }
}

struct ObjectiveCScannerTests {
    // MARK: - Classes

    @Test func interfaceIsAClassWithSuperclassFirstThenProtocols() throws {
        let summary = scan("""
        NS_ASSUME_NONNULL_BEGIN

        @interface FOOListViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
        @end

        NS_ASSUME_NONNULL_END
        """)
        let declaration = try #require(summary.classes.first)
        #expect(summary.classes.count == 1)
        #expect(declaration.kind == .classDeclaration)
        #expect(declaration.name == "FOOListViewController")
        #expect(declaration.inheritedTypes == ["UIViewController", "UITableViewDelegate", "UITableViewDataSource"])
        #expect(declaration.objCName == nil)
        #expect(declaration.location == at(3, 12))
    }

    @Test func attributesAndMacrosBeforeTheInterfaceAreSkipped() throws {
        let summary = scan("""
        IB_DESIGNABLE
        NS_SWIFT_NAME(Gauge)
        API_AVAILABLE(ios(13.0)) __attribute__((objc_subclassing_restricted))
        @interface FOOGaugeView : UIView
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(summary.classes.count == 1)
        #expect(declaration.name == "FOOGaugeView")
        #expect(declaration.inheritedTypes == ["UIView"])
        // The runtime name stays the class name; the Swift name is kept for Swift subclasses.
        #expect(declaration.objCName == nil)
        #expect(declaration.swiftName == "Gauge")
        #expect(declaration.location == at(4, 12))
    }

    @Test func lightweightGenericsAndSuperclassTypeArgumentsAreNotSuperclasses() {
        let summary = scan("""
        @interface FOOBox<__covariant ObjectType : id<NSCopying>> : NSObject <NSCoding>
        @end
        @interface FOOList : FOOBase<NSString *> <NSFastEnumeration>
        @end
        @interface FOOPlain : NSObject<NSCopying>
        @end
        @interface FOORoot <NSObject>
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOBox", "FOOList", "FOOPlain", "FOORoot"])
        #expect(summary.classes.map(\.inheritedTypes) == [["NSObject", "NSCoding"], ["FOOBase", "NSFastEnumeration"], ["NSObject", "NSCopying"], []])
        #expect(summary.classes.map(\.location) == [at(1, 12), at(3, 12), at(5, 12), at(7, 12)])
    }

    @Test func categoriesClassExtensionsAndImplementationsAreExtensions() {
        let summary = scan("""
        @interface FOOEditor ()
        @property (nonatomic, weak) IBOutlet NSView *detailView;
        @end

        @interface FOOEditor (Sharing) <NSSharingServiceDelegate>
        - (IBAction)share:(id)sender;
        @end

        @implementation FOOEditor (Sharing)
        - (IBAction)share:(id)sender {}
        @end

        @implementation FOOEditor
        - (void)reload {}
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOEditor", "FOOEditor", "FOOEditor", "FOOEditor"])
        #expect(summary.classes.map(\.kind) == [.extensionDeclaration, .extensionDeclaration, .extensionDeclaration, .extensionDeclaration])
        #expect(summary.classes.map(\.inheritedTypes) == [[], ["NSSharingServiceDelegate"], [], []])
        #expect(summary.classes.map(\.location) == [at(1, 12), at(5, 12), at(9, 17), at(13, 17)])
        #expect(properties(summary.classes[0]) == [PropertyFacts(name: "detailView", typeText: "NSView *", isOutlet: true, location: at(2, 46))])
        #expect(methods(summary.classes[1]) == [MethodFacts(selector: "share:", isAction: true, location: at(6, 13))])
        #expect(methods(summary.classes[2]) == [MethodFacts(selector: "share:", isAction: true, location: at(10, 13))])
        #expect(methods(summary.classes[3]) == [MethodFacts(selector: "reload", isAction: false, location: at(14, 9))])
    }

    @Test func protocolsForwardDeclarationsAndClassListsDeclareNoClass() {
        let summary = scan("""
        @protocol FOOPanelDelegate;
        @class FOOA, FOOB;
        @protocol FOOPanelDelegate <NSObject>
        - (void)panelDidClose:(id)panel;
        @property (nonatomic, readonly) IBOutlet UILabel *delegateLabel;
        @optional
        - (IBAction)panelAction:(id)sender;
        @end
        @interface FOOPanel : NSObject
        @property (nonatomic, weak) id<FOOPanelDelegate> delegate;
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOPanel"])
        #expect(summary.classes.first.map(properties) == [PropertyFacts(name: "delegate", typeText: "id<FOOPanelDelegate>", isOutlet: false, location: at(10, 50))])
        #expect(summary.classes.first?.methods.isEmpty == true)
    }

    // MARK: - Properties

    @Test func outletPropertiesAreOutletsAndKeyValueCodingVisible() throws {
        let summary = scan("""
        @interface FOOView : UIView
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @property (nonatomic, weak, nullable) IBOutlet UILabel * _Nullable subtitleLabel;
        @property(nonatomic,strong)IBOutlet UIView*containerView;
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(properties(declaration) == [
            PropertyFacts(name: "titleLabel", typeText: "UILabel *", isOutlet: true, location: at(2, 47)),
            PropertyFacts(name: "subtitleLabel", typeText: "UILabel *_Nullable", isOutlet: true, location: at(3, 68)),
            PropertyFacts(name: "containerView", typeText: "UIView *", isOutlet: true, location: at(4, 44)),
        ])
        #expect(declaration.properties.allSatisfy { $0.isObjCVisible && !$0.isInspectable && $0.objCName == nil && $0.key == $0.name })
    }

    @Test func outletCollectionsHaveAnArrayType() throws {
        let summary = scan("""
        @interface FOOView : UIView
        @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
        @property (nonatomic) IBOutletCollection(UILabel) NSArray<UILabel *> *labels;
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(properties(declaration) == [
            PropertyFacts(name: "buttons", typeText: "[UIButton]", isOutlet: true, location: at(2, 69)),
            PropertyFacts(name: "labels", typeText: "[UILabel]", isOutlet: true, location: at(3, 71)),
        ])
        #expect(declaration.properties.map(\.isCollection) == [true, true])
    }

    @Test func plainPropertiesGettersBlocksAndGenerics() throws {
        let summary = scan("""
        @interface FOOModel : NSObject
        @property (nonatomic, getter=isOn) BOOL on;
        @property (copy) void (^handler)(void);
        @property (nonatomic, copy, nullable) void (^ _Nullable completion)(BOOL finished);
        @property (nonatomic) NSArray<NSString *> *items;
        @property (nonatomic) NSDictionary<NSString *, id> *map;
        @property (nonatomic) NSURL *URL;
        @property (nonatomic, class, readonly) FOOModel *shared;
        @property (class) NSInteger count;
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(properties(declaration) == [
            PropertyFacts(name: "on", typeText: "BOOL", isOutlet: false, location: at(2, 41)),
            PropertyFacts(name: "handler", typeText: "void (^)(void)", isOutlet: false, location: at(3, 25)),
            PropertyFacts(name: "completion", typeText: "void (^_Nullable)(BOOL finished)", isOutlet: false, location: at(4, 57)),
            PropertyFacts(name: "items", typeText: "NSArray<NSString *> *", isOutlet: false, location: at(5, 44)),
            PropertyFacts(name: "map", typeText: "NSDictionary<NSString *,id> *", isOutlet: false, location: at(6, 53)),
            PropertyFacts(name: "URL", typeText: "NSURL *", isOutlet: false, location: at(7, 30)),
        ])
        #expect(declaration.properties.allSatisfy { $0.isObjCVisible })
        #expect(declaration.properties.map(\.isCollection) == [false, false, false, false, false, false])
    }

    @Test func trailingMacrosInspectablesAndSeveralDeclarators() throws {
        let summary = scan("""
        @interface FOOView : UIView
        @property (nonatomic, weak) IBOutlet UILabel *subtitleLabel NS_SWIFT_NAME(subtitle) API_AVAILABLE(ios(13));
        @property (nonatomic) BOOL compact NS_REFINED_FOR_SWIFT;
        @property (nonatomic) IBInspectable CGFloat lineWidth;
        @property (nonatomic, weak) IBOutlet UIView *leftView, *rightView;
        @property (nonatomic) int URL_MAX;
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(properties(declaration) == [
            PropertyFacts(name: "subtitleLabel", typeText: "UILabel *", isOutlet: true, location: at(2, 47)),
            PropertyFacts(name: "compact", typeText: "BOOL", isOutlet: false, location: at(3, 28)),
            PropertyFacts(name: "lineWidth", typeText: "CGFloat", isOutlet: false, location: at(4, 45)),
            PropertyFacts(name: "leftView", typeText: "UIView *", isOutlet: true, location: at(5, 46)),
            PropertyFacts(name: "rightView", typeText: "UIView *", isOutlet: true, location: at(5, 57)),
            PropertyFacts(name: "URL_MAX", typeText: "int", isOutlet: false, location: at(6, 27)),
        ])
        #expect(declaration.properties.map(\.isInspectable) == [false, false, true, false, false, false])
    }

    /// setValue:forKey: finds the key `key` in the instance variables `_<key>`, `_is<Key>`, `<key>`, `is<Key>`.
    @Test func instanceVariablesAreFoundUnderEveryKeyValueCodingKey() throws {
        let summary = scan("""
        @implementation FOOController {
            IBOutlet UISwitch *_isActiveSwitch;
            IBOutlet UIView *isURLView;
            IBOutlet UILabel *_nameLabel;
        }
        @end
        """)
        let properties = try #require(summary.classes.first).properties
        #expect(properties.map(\.name) == ["_isActiveSwitch", "isActiveSwitch", "activeSwitch", "isURLView", "uRLView", "URLView", "_nameLabel", "nameLabel"])
        #expect(properties.allSatisfy { $0.isInstanceVariable })
        #expect(properties.filter(\.isOutlet).map(\.name) == ["_isActiveSwitch", "isURLView", "_nameLabel"])
        #expect(PropertyDeclaration.instanceVariableKeys(forName: "_isActiveSwitch") == ["isActiveSwitch", "activeSwitch"])
    }

    /// unconnected-outlet: `_footer = …`, `self.caption = …`, `[self setIcon:…]` in a method; not `UIView *title = …` nor `a == b`.
    @Test func memberAssignmentsInMethodsAreRecorded() throws {
        let summary = scan("""
        @implementation FOOCardView
        - (void)awakeFromNib {
            _footer = [[UIView alloc] init];
            self.caption = nil;
            [self setIcon:nil];
            UIView *title = nil;
            if (_badge == nil) { return; }
            other.detail = nil;
            [SPEncodingPopupAccessory encodingAccessory:enc encodingPopUp:&encodingPopUp];
            NSUInteger masked = flags & mask;
        }
        @end
        """)
        #expect(try #require(summary.classes.first).assignedMembers == ["_footer", "caption", "icon", "encodingPopUp"])
    }

    @Test func instanceVariablesMarkedIBOutletAreOutlets() throws {
        let summary = scan("""
        @interface FOOWindowController : NSWindowController
        {
            IBOutlet NSTextField *nameField;
        @private
            NSInteger count;
            IBOutlet NSButton *okButton, *cancelButton;
            IBOutletCollection(NSButton) NSArray *radios;
            struct { unsigned int dirty : 1; } flags;
        }
        @property (nonatomic, weak) IBOutlet NSView *detailView;
        @end

        @implementation FOOWindowController {
            __weak IBOutlet NSView *_sidebar;
        }
        @end
        """)
        #expect(summary.classes.count == 2)
        #expect(properties(summary.classes[0]) == [
            PropertyFacts(name: "nameField", typeText: "NSTextField *", isOutlet: true, location: at(3, 27)),
            PropertyFacts(name: "count", typeText: "NSInteger", isOutlet: false, location: at(5, 15)),
            PropertyFacts(name: "okButton", typeText: "NSButton *", isOutlet: true, location: at(6, 24)),
            PropertyFacts(name: "cancelButton", typeText: "NSButton *", isOutlet: true, location: at(6, 35)),
            PropertyFacts(name: "radios", typeText: "[NSButton]", isOutlet: true, location: at(7, 43)),
            PropertyFacts(name: "flags", typeText: "struct{unsigned int dirty:1;}", isOutlet: false, location: at(8, 40)),
            PropertyFacts(name: "detailView", typeText: "NSView *", isOutlet: true, location: at(10, 46)),
        ])
        // Key-value coding sets `_sidebar` for the key `sidebar` too.
        #expect(properties(summary.classes[1]) == [
            PropertyFacts(name: "_sidebar", typeText: "NSView *", isOutlet: true, location: at(14, 29)),
            PropertyFacts(name: "sidebar", typeText: "NSView *", isOutlet: false, location: at(14, 29)),
        ])
    }

    // MARK: - Methods

    @Test func actionsAndInstanceMethodsWithTheirSelectors() throws {
        let summary = scan("""
        @interface FOOEditor : NSViewController
        - (IBAction)save:(id)sender;
        - (IBAction)doThing:(id)sender forEvent:(UIEvent *)event;
        - (void)reload NS_SWIFT_NAME(reloadAll());
        + (instancetype)editor;
        - (void)insert:(id)a :(id)b;
        -(void)performWithCompletion:(void (^)(BOOL ok))completion
                              timeout:(NSTimeInterval)timeout NS_REQUIRES_SUPER;
        - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
        - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(methods(declaration) == [
            MethodFacts(selector: "save:", isAction: true, location: at(2, 13)),
            MethodFacts(selector: "doThing:forEvent:", isAction: true, location: at(3, 13)),
            MethodFacts(selector: "reload", isAction: false, location: at(4, 9)),
            MethodFacts(selector: "insert::", isAction: false, location: at(6, 9)),
            MethodFacts(selector: "performWithCompletion:timeout:", isAction: false, location: at(7, 8)),
            MethodFacts(selector: "log:", isAction: false, location: at(9, 9)),
            MethodFacts(selector: "initWithCoder:", isAction: false, location: at(10, 26)),
        ])
        #expect(declaration.methods.map(\.name) == ["save", "doThing", "reload", "insert", "performWithCompletion", "log", "initWithCoder"])
        #expect(declaration.methods.allSatisfy { $0.isObjCVisible && !$0.isSegueAction })
        #expect(declaration.properties.isEmpty)
    }

    @Test func methodDefinitionsWithBodiesInImplementations() throws {
        let summary = scan("""
        @implementation FOOController

        - (void)viewDidLoad {
            [super viewDidLoad];
            if (self.ready) {
                [self.items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
                    x = y
                        - z;
                }];
            }
        }

        - (IBAction)tap:(UIButton *)sender
        {
        }

        static void helper(void) { }

        - (void)done; {
        }
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(summary.classes.count == 1)
        #expect(declaration.kind == .extensionDeclaration)
        #expect(methods(declaration) == [
            MethodFacts(selector: "viewDidLoad", isAction: false, location: at(3, 9)),
            MethodFacts(selector: "tap:", isAction: true, location: at(13, 13)),
            MethodFacts(selector: "done", isAction: false, location: at(19, 9)),
        ])
    }

    @Test func keyValueCodingAndForwardingOverrides() throws {
        let summary = scan("""
        @implementation FOOFlexible
        - (void)setValue:(id)value forUndefinedKey:(NSString *)key { }
        @end
        @implementation FOOProxy
        - (id)forwardingTargetForSelector:(SEL)aSelector { return nil; }
        @end
        @implementation FOODynamic
        + (BOOL)resolveInstanceMethod:(SEL)sel { return NO; }
        @end
        @implementation FOOPlain
        - (void)setValue:(id)value forKey:(NSString *)key { }
        + (void)setValue:(id)value forUndefinedKey:(NSString *)key { }
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOFlexible", "FOOProxy", "FOODynamic", "FOOPlain"])
        #expect(summary.classes.map(\.acceptsUndefinedKeys) == [true, false, false, false])
        #expect(summary.classes.map(\.forwardsSelectors) == [false, true, true, false])
        #expect(summary.classes.map { $0.methods.map(\.selector) } == [["setValue:forUndefinedKey:"], ["forwardingTargetForSelector:"], [], ["setValue:forKey:"]])
    }

    @Test func settersMakeTheirKeySettable() throws {
        let summary = scan("""
        @interface FOOView : UIView
        - (void)setTitleText:(NSString *)text;
        - (void)setURL:(NSURL *)url;
        - (void)setup;
        - (void)settings:(id)x;
        - (void)setA:(id)a b:(id)b;
        + (void)setShared:(id)shared;
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(properties(declaration) == [
            PropertyFacts(name: "titleText", typeText: "", isOutlet: false, location: at(2, 9)),
            PropertyFacts(name: "uRL", typeText: "", isOutlet: false, location: at(3, 9)),
            PropertyFacts(name: "URL", typeText: "", isOutlet: false, location: at(3, 9)),
        ])
        #expect(declaration.properties.allSatisfy { $0.isObjCVisible })
        #expect(declaration.methods.map(\.selector) == ["setTitleText:", "setURL:", "setup", "settings:", "setA:b:"])
    }

    // MARK: - Lexing

    @Test func commentsStringsAndCharactersHideFakeDeclarations() throws {
        let summary = scan("""
        // @interface FakeComment : NSObject
        /* @property (nonatomic) IBOutlet UILabel *fakeLabel;
           - (IBAction)fakeAction:(id)sender; */
        @interface FOOReal : NSObject // @end
        @property (nonatomic) NSString *text; /* - (IBAction)fake2:(id)s; */
        @end
        @implementation FOOReal
        - (void)run {
            NSString *fake = @"@interface Fake3 : NSObject - (IBAction)fake3:(id)s; }";
            const char *c = "}\\" {";
            char q = '}';
            char dq = '"';
            char sq = '\\'';
            // [[NSBundle mainBundle] loadNibNamed:@"Commented" owner:self options:nil];
            NSString *s = @"[[NSBundle mainBundle] loadNibNamed:@\\"InString\\" owner:self options:nil]";
        }
        - (IBAction)realAction:(id)sender {}
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOReal", "FOOReal"])
        #expect(summary.classes[0].properties.map(\.name) == ["text"])
        #expect(methods(summary.classes[1]) == [
            MethodFacts(selector: "run", isAction: false, location: at(8, 9)),
            MethodFacts(selector: "realAction:", isAction: true, location: at(17, 13)),
        ])
        #expect(summary.loadSites.isEmpty)
    }

    @Test func preprocessorLinesAreSkippedButEveryConditionalBranchIsRead() {
        let summary = scan("""
        #import "FOOPanel.h"
        #define FAKE_INTERFACE @interface Fake : NSObject \\
            - (IBAction)fake:(id)sender;
        #pragma mark - Actions
        #if TARGET_OS_IPHONE
        @interface FOOPanel : UIView
        #else
        @interface FOOPanel : NSView
        #endif
        #ifdef FOO_EXTRA
        @property (nonatomic, weak) IBOutlet UILabel *extraLabel;
        #elif defined(BAR) /* a comment
           spanning lines */
        @property (nonatomic, weak) IBOutlet UILabel *barLabel;
        #endif
        @end

        @implementation FOOPanel
        - (void)layout {
        #if TARGET_OS_IPHONE
            if (self.window) {
        #else
            if (self.superview) {
        #endif
                [self tick];
            }
        }
        - (IBAction)refresh:(id)sender { }
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOPanel", "FOOPanel", "FOOPanel"])
        #expect(summary.classes.map(\.kind) == [.classDeclaration, .classDeclaration, .extensionDeclaration])
        #expect(summary.classes.map(\.inheritedTypes) == [["UIView"], ["NSView"], []])
        #expect(summary.classes.map(\.location) == [at(6, 12), at(8, 12), at(18, 17)])
        #expect(properties(summary.classes[1]) == [
            PropertyFacts(name: "extraLabel", typeText: "UILabel *", isOutlet: true, location: at(11, 47)),
            PropertyFacts(name: "barLabel", typeText: "UILabel *", isOutlet: true, location: at(14, 47)),
        ])
        #expect(methods(summary.classes[2]) == [
            MethodFacts(selector: "layout", isAction: false, location: at(19, 9)),
            MethodFacts(selector: "refresh:", isAction: true, location: at(28, 13)),
        ])
    }

    @Test func columnsCountBytesAndObjectiveCPlusPlusRawStringsAreSkipped() {
        let source = "\u{FEFF}/* é */ @interface FOOÉtat : NSObject\r\n" + """
        @property (nonatomic) NSString *s;\r
        @end
        @implementation FOOÉtat
        - (void)run {
            auto fake = R"x(@end } - (IBAction)fake:(id)s; )x";
            std::string t = u8R"(})";
            int n = 1'000'000;
        }
        - (IBAction)go:(id)sender {}
        @end
        """
        let summary = ObjectiveCScanner.scan(bytes: Array(source.utf8), path: "Sample.mm")
        #expect(summary.classes.map(\.name) == ["FOOÉtat", "FOOÉtat"])
        // `/* é */ ` is 9 bytes: the name starts at byte column 21.
        #expect(summary.classes.map(\.location) == [at(1, 21, "Sample.mm"), at(4, 17, "Sample.mm")])
        #expect(summary.classes[0].properties.map(\.location) == [at(2, 33, "Sample.mm")])
        #expect(summary.classes[1].methods.map(\.selector) == ["run", "go:"])
        #expect(summary.classes[1].methods.map(\.location) == [at(5, 9, "Sample.mm"), at(10, 13, "Sample.mm")])
    }

    // MARK: - Nib loading code

    @Test func loadNibNamedWithItsOwners() {
        let summary = scan("""
        @implementation FOOLoader
        - (void)loadAll {
            NSArray *a = [[NSBundle mainBundle] loadNibNamed:@"HeaderView" owner:self options:nil];
            [[NSBundle mainBundle] loadNibNamed:@"Footer" owner:nil options:nil];
            [NSBundle.mainBundle loadNibNamed:@"Plain" owner:[NSObject new] options:nil];
            [[NSBundle mainBundle] loadNibNamed:@"Other" owner:[[FOOOwner alloc] init] topLevelObjects:nil];
            [[NSBundle mainBundle] loadNibNamed:NSStringFromClass([self class]) owner:self.delegate options:nil];
            [[NSBundle mainBundle] loadNibNamed:NSStringFromClass([FOOCell class]) owner:(flag ? self : nil) options:nil];
            [[NSBundle mainBundle] loadNibNamed:[NSString stringWithFormat:@"%@", x] owner:self options:nil];
            [[NSBundle mainBundle] loadNibNamed:@"Split" @"Name" owner:FOOCell.new options:nil];
        }
        @end
        static void helper(void) {
            [[NSBundle mainBundle] loadNibNamed:@"Free" owner:nil options:nil];
        }
        """)
        let expected: [LoadFacts] = [
            LoadFacts(api: .loadNibNamed, name: .literal("HeaderView"), owner: .enclosingInstance, location: at(3, 41)),
            LoadFacts(api: .loadNibNamed, name: .literal("Footer"), owner: .none, location: at(4, 28)),
            LoadFacts(api: .loadNibNamed, name: .literal("Plain"), owner: .instance(of: "NSObject"), location: at(5, 26)),
            LoadFacts(api: .loadNibNamedTopLevelObjects, name: .literal("Other"), owner: .instance(of: "FOOOwner"), location: at(6, 28)),
            LoadFacts(api: .loadNibNamed, name: .enclosingClassName, owner: .unknown, location: at(7, 28)),
            LoadFacts(api: .loadNibNamed, name: .className("FOOCell"), owner: .unknown, location: at(8, 28)),
            LoadFacts(api: .loadNibNamed, name: .literal("SplitName"), owner: .instance(of: "FOOCell"), location: at(10, 28)),
            LoadFacts(api: .loadNibNamed, name: .literal("Free"), owner: .none, location: at(14, 28)),
        ]
        #expect(loads(summary) == expected)
        #expect(summary.loadSites.map(\.enclosingClass) == ["FOOLoader", "FOOLoader", "FOOLoader", "FOOLoader", "FOOLoader", "FOOLoader", "FOOLoader", nil])
        #expect(summary.loadSites[4].resolvedNibName == "FOOLoader")
    }

    @Test func nibObjectsInstantiatedRegisteredOrKeptInVariables() {
        let summary = scan("""
        @implementation FOOListController (Cells)
        - (void)setUp {
            UIView *v = [[[UINib nibWithNibName:@"Card" bundle:nil] instantiateWithOwner:self options:nil] firstObject];
            UINib *nib = [UINib nibWithNibName:@"Row" bundle:[NSBundle mainBundle]];
            NSArray *objects = [nib instantiateWithOwner:nil options:nil];
            [self.tableView registerNib:[UINib nibWithNibName:@"FOOCell" bundle:nil] forCellReuseIdentifier:@"cell"];
            [self.tableView registerNib:nib forCellReuseIdentifier:@"row"];
            [[[NSNib alloc] initWithNibNamed:@"Mac" bundle:nil] instantiateWithOwner:self topLevelObjects:&objects];
            [UIView animateWithDuration:0.3 animations:^{ [self.view layoutIfNeeded]; } completion:nil];
        }
        @end
        """)
        let expected: [LoadFacts] = [
            LoadFacts(api: .uiNibInstantiate, name: .literal("Card"), owner: .enclosingInstance, location: at(3, 20)),
            LoadFacts(api: .uiNibInstantiate, name: .literal("Row"), owner: .none, location: at(5, 25)),
            LoadFacts(api: .registerNib, name: .literal("FOOCell"), owner: .none, location: at(6, 34)),
            LoadFacts(api: .registerNib, name: .literal("Row"), owner: .none, location: at(7, 21)),
            LoadFacts(api: .nsNibInstantiate, name: .literal("Mac"), owner: .enclosingInstance, location: at(8, 8)),
        ]
        #expect(loads(summary) == expected)
        #expect(summary.loadSites.allSatisfy { $0.enclosingClass == "FOOListController" })
    }

    /// Sequel-Ace's SPConnectionController.m: the nib name is a file-level string constant.
    @Test func nibNamesGivenAsFileLevelStringConstants() {
        let summary = scan("""
        static NSString *SPConnectionViewNibName = @"ConnectionView";
        NSString * const FOORowNib = @"Row";
        @implementation SPConnectionController
        - (void)load {
            NSNib *nibLoader = [[NSNib alloc] initWithNibNamed:SPConnectionViewNibName bundle:[NSBundle mainBundle]];
            [nibLoader instantiateWithOwner:self topLevelObjects:nil];
            [[UINib nibWithNibName:FOORowNib bundle:nil] instantiateWithOwner:nil options:nil];
            [[UINib nibWithNibName:unknownName bundle:nil] instantiateWithOwner:nil options:nil];
        }
        @end
        """)
        #expect(loads(summary).map(\.name) == [.literal("ConnectionView"), .literal("Row")])
    }

    @Test func nibNameInitializersAndOverrides() {
        let summary = scan("""
        @implementation FOODetailController
        - (instancetype)init {
            self = [super initWithNibName:@"FOODetailView" bundle:nil];
            return self;
        }
        - (instancetype)initPlain {
            return [self initWithNibName:nil bundle:nil];
        }
        - (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle {
            return [super initWithNibName:name bundle:bundle];
        }
        - (void)show {
            FOOOther *o = [[FOOOther alloc] initWithNibName:nil bundle:nil];
            FOOOther *p = [[FOOOther alloc] initWithNibName:NSStringFromClass(FOOOther.class) bundle:nil];
            NSWindowController *wc = [[NSWindowController alloc] initWithWindowNibName:@"Prefs"];
            id w = [[FOOWindow alloc] initWithWindowNibName:@"Prefs2" owner:self];
        }
        + (instancetype)make {
            return [[self alloc] initWithNibName:nil bundle:nil];
        }
        - (NSString *)windowNibName {
            return @"FOODetailWindow";
        }
        - (NSString *)nibName { return NSStringFromClass([self class]); }
        @end
        """)
        let expected: [LoadFacts] = [
            LoadFacts(api: .initNibName, name: .literal("FOODetailView"), owner: .enclosingInstance, location: at(3, 13)),
            LoadFacts(api: .initNibName, name: .enclosingClassName, owner: .enclosingInstance, location: at(7, 13)),
            LoadFacts(api: .initNibName, name: .className("FOOOther"), owner: .instance(of: "FOOOther"), location: at(13, 21)),
            LoadFacts(api: .initNibName, name: .className("FOOOther"), owner: .instance(of: "FOOOther"), location: at(14, 21)),
            LoadFacts(api: .windowNibName, name: .literal("Prefs"), owner: .instance(of: "NSWindowController"), location: at(15, 32)),
            LoadFacts(api: .windowNibName, name: .literal("Prefs2"), owner: .enclosingInstance, location: at(16, 14)),
            LoadFacts(api: .initNibName, name: .enclosingClassName, owner: .enclosingInstance, location: at(19, 14)),
            LoadFacts(api: .windowNibName, name: .literal("FOODetailWindow"), owner: .enclosingInstance, location: at(21, 15)),
            LoadFacts(api: .nibNameProperty, name: .enclosingClassName, owner: .enclosingInstance, location: at(24, 15)),
        ]
        #expect(loads(summary) == expected)
        #expect(summary.loadSites.map(\.resolvedNibName) == ["FOODetailView", "FOODetailController", "FOOOther", "FOOOther", "Prefs", "Prefs2",
                                                           "FOODetailController", "FOODetailWindow", "FOODetailController"])
        #expect(summary.loadSites.map(\.ownerClass) == ["FOODetailController", "FOODetailController", "FOOOther", "FOOOther", "NSWindowController",
                                                      "FOODetailController", "FOODetailController", "FOODetailController", "FOODetailController"])
    }

    /// The forms the project model lists for Objective-C, each beside its Swift twin: the same api, name and owner,
    /// and a position on the same token (the call's name, or the class / receiver a nib-name initializer is sent to).
    @Test func everyObjectiveCLoadFormMatchesItsSwiftTwin() {
        let objcText = """
        @implementation FOOLoader
        - (void)run {
            id a = [[FOOWindowController alloc] initWithWindowNibName:@"A"];
            id b = [[FOOWindowController alloc] initWithWindowNibName:@"B" owner:self];
            id c = [[FOOViewController alloc] initWithNibName:@"C" bundle:nil];
            [NSBundle.mainBundle loadNibNamed:@"D" owner:self topLevelObjects:&objects];
            [[NSBundle mainBundle] loadNibNamed:@"E" owner:nil options:nil];
            [NSBundle loadNibNamed:@"F" owner:delegate];
            [[UINib nibWithNibName:@"G" bundle:nil] instantiateWithOwner:self options:nil];
        }
        - (instancetype)init { return [self initWithWindowNibName:@"H"]; }
        - (instancetype)initWithCoder:(NSCoder *)coder { return [super initWithNibName:@"I" bundle:nil]; }
        - (NSString *)windowNibName { return @"J"; }
        - (NSString *)nibName { return @"K"; }
        @end
        """
        let swiftText = """
        class FOOLoader: NSObject {
            func run() {
                let a = FOOWindowController(windowNibName: "A")
                let b = FOOWindowController(windowNibName: "B", owner: self)
                let c = FOOViewController(nibName: "C", bundle: nil)
                Bundle.main.loadNibNamed("D", owner: self, topLevelObjects: &objects)
                Bundle.main.loadNibNamed("E", owner: nil, options: nil)
                Bundle.loadNibNamed("F", owner: delegate)
                UINib(nibName: "G", bundle: nil).instantiate(withOwner: self, options: nil)
            }
            convenience init() { self.init(windowNibName: "H") }
            required init?(coder: NSCoder) { super.init(nibName: "I", bundle: nil) }
            override var windowNibName: NSNib.Name? { "J" }
            override var nibName: String? { "K" }
        }
        """
        let objc = scan(objcText)
        let swift = SwiftScanner.scan(bytes: Array(swiftText.utf8), path: "Sample.swift")
        let expected: [LoadFacts] = [
            LoadFacts(api: .windowNibName, name: .literal("A"), owner: .instance(of: "FOOWindowController"), location: at(3, 14)),
            LoadFacts(api: .windowNibName, name: .literal("B"), owner: .enclosingInstance, location: at(4, 14)),
            LoadFacts(api: .initNibName, name: .literal("C"), owner: .instance(of: "FOOViewController"), location: at(5, 14)),
            LoadFacts(api: .loadNibNamedTopLevelObjects, name: .literal("D"), owner: .enclosingInstance, location: at(6, 26)),
            LoadFacts(api: .loadNibNamed, name: .literal("E"), owner: .none, location: at(7, 28)),
            LoadFacts(api: .loadNibNamed, name: .literal("F"), owner: .unknown, location: at(8, 15)),
            LoadFacts(api: .uiNibInstantiate, name: .literal("G"), owner: .enclosingInstance, location: at(9, 7)),
            LoadFacts(api: .windowNibName, name: .literal("H"), owner: .enclosingInstance, location: at(11, 32)),
            LoadFacts(api: .initNibName, name: .literal("I"), owner: .enclosingInstance, location: at(12, 58)),
            LoadFacts(api: .windowNibName, name: .literal("J"), owner: .enclosingInstance, location: at(13, 15)),
            LoadFacts(api: .nibNameProperty, name: .literal("K"), owner: .enclosingInstance, location: at(14, 15)),
        ]
        #expect(loads(objc) == expected)
        #expect(objc.loadSites.allSatisfy { $0.enclosingClass == "FOOLoader" })
        // The same facts from Swift, and the token each position names is the same text.
        #expect(swift.loadSites.map(\.api) == expected.map(\.api))
        #expect(swift.loadSites.map(\.nibName) == expected.map(\.name))
        #expect(swift.loadSites.map(\.owner) == expected.map(\.owner))
        let tokens = ["FOOWindowController", "FOOWindowController", "FOOViewController", "loadNibNamed", "loadNibNamed", "loadNibNamed",
                      "UINib", "self", "super", "windowNibName", "nibName"]
        #expect(objc.loadSites.map { word(at: $0.location, in: objcText) } == tokens)
        #expect(swift.loadSites.map { word(at: $0.location, in: swiftText) } == tokens)
    }

    @Test func controllersCreatedWithoutANibNameAreRecordedAtTheirClassName() {
        let summary = scan("""
        @implementation FOORouter
        - (void)show {
            id a = [FOOSettingsViewController new];
            id b = [[FOOAboutController alloc] init];
            id c = [[FOODetailView alloc] init];
            id d = [[FOOListController alloc] initWithNibName:@"List" bundle:nil];
            id e = [[self alloc] init];
            id f = [[[FOOFancyController alloc] init] autorelease];
            id g = [controller new];
        }
        @end
        """)
        #expect(summary.controllerCreations.map(\.className) == ["FOOSettingsViewController", "FOOAboutController", "FOOFancyController"])
        #expect(summary.controllerCreations.map(\.location) == [at(3, 13), at(4, 14), at(8, 15)])
        #expect(summary.controllerCreations.allSatisfy { $0.enclosingClass == "FOORouter" })
    }

    @Test func initializersPassingANibNameUpMarkTheClass() {
        let summary = scan("""
        @implementation FOONamed
        - (instancetype)init { return [super initWithNibName:@"Named" bundle:nil]; }
        @end
        @implementation FOOUnreadable
        - (instancetype)init { return [super initWithNibName:[FOOTheme nibName] bundle:nil]; }
        @end
        @implementation FOOImplicit
        - (instancetype)init { return [super initWithNibName:nil bundle:nil]; }
        @end
        @implementation FOOPassing
        - (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle { return [super initWithNibName:name bundle:bundle]; }
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOONamed", "FOOUnreadable", "FOOImplicit", "FOOPassing"])
        #expect(summary.classes.map(\.initializerNamesNib) == [true, true, false, false])
    }

    /// As the Swift scanner does for nib-load-recursion: the method holding each load (by its Swift name), whether it
    /// always runs, and what `-initWithCoder:` / `-awakeFromNib` always send to `self`.
    @Test func loadsInMethodsAndTheCallsDecodingAlwaysMakes() throws {
        let summary = scan("""
        @implementation FOOCardView
        - (instancetype)initWithCoder:(NSCoder *)coder {
            self = [super initWithCoder:coder];
            if (!self) return nil;
            if ((self = [super initWithCoder:coder])) {
                [self setUp];
                [self configureWith:coder animated:NO];
            }
            if (self.flag) { [self neverAlways]; }
            flag && [self notAlways];
            return self;
            [self afterReturn];
        }
        - (void)setUp {
            [[NSBundle mainBundle] loadNibNamed:@"A" owner:self options:nil];
            [self loadContent];
        }
        - (void)loadContent {
            if (ready) [[NSBundle mainBundle] loadNibNamed:@"B" owner:self options:nil];
            void (^block)(void) = ^{ [[NSBundle mainBundle] loadNibNamed:@"C" owner:self options:nil]; };
            [[UINib nibWithNibName:@"D" bundle:nil] instantiateWithOwner:self options:nil];
        }
        - (void)configureWith:(id)coder animated:(BOOL)animated {
            @throw [NSException exceptionWithName:@"x" reason:nil userInfo:nil];
            [[NSBundle mainBundle] loadNibNamed:@"E" owner:self options:nil];
        }
        + (instancetype)make { [[NSBundle mainBundle] loadNibNamed:@"F" owner:nil options:nil]; return nil; }
        @end
        @implementation FOOOther
        - (void)awakeFromNib {
            [[NSBundle mainBundle] loadNibNamed:@"G" owner:self options:nil];
        }
        @end
        """)
        #expect(summary.loadSites.map(\.resolvedNibName) == ["A", "B", "C", "D", "E", "F", "G"])
        #expect(summary.loadSites.map(\.enclosingFunction) == ["setUp()", "loadContent()", "loadContent()", "loadContent()", "configureWith(_:animated:)", nil, "awakeFromNib()"])
        #expect(summary.loadSites.map(\.isUnconditional) == [true, false, false, true, false, false, true])
        let card = try #require(summary.classes.first)
        #expect(card.decodingEntryPoints.map(\.name) == ["init(coder:)"])
        #expect(card.decodingEntryPoints.map(\.location) == [at(2, 17)])
        #expect(card.decodingEntryPoints.first?.callsSuper == true)
        #expect(card.decodingEntryPoints.first?.callChains == [["setUp()"], ["configureWith(_:animated:)"], ["setUp()", "loadContent()"]])
        let other = try #require(summary.classes.last)
        #expect(other.decodingEntryPoints.map(\.name) == ["awakeFromNib()"])
        #expect(other.decodingEntryPoints.first?.callsSuper == false)
        #expect(["commonInit", "setUp:", "configureWith:animated:", "initWithCoder:", "insert::"].map(ObjectiveCScanner.swiftName(ofSelector:))
                == ["commonInit()", "setUp(_:)", "configureWith(_:animated:)", "init(coder:)", "insert(_::)"])
    }

    @Test func storyboardsNamedInCode() {
        let summary = scan("""
        @implementation FOOHome
        - (void)open {
            self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateInitialViewController];
            UIStoryboard *settings = [UIStoryboard storyboardWithName:@"Settings" bundle:[NSBundle mainBundle]];
            id prefs = [[NSStoryboard storyboardWithName:@"Prefs" bundle:nil] instantiateInitialController];
            id other = [FOOStoryboards storyboardWithName:@"Other" bundle:nil];
            id named = [UIStoryboard storyboardWithName:kName bundle:nil];
        }
        @end
        """)
        #expect(summary.storyboardNameUses.map { "\($0.kind) \($0.name) \($0.call)" } == [
            "storyboard Main UIStoryboard(name:bundle:)", "initialController Main instantiateInitialViewController()",
            "storyboard Settings UIStoryboard(name:bundle:)",
            "storyboard Prefs NSStoryboard(name:bundle:)", "initialController Prefs instantiateInitialController()",
        ])
        #expect(summary.storyboardNameUses.map(\.location) == [at(3, 40), at(3, 92), at(4, 31), at(5, 18), at(5, 71)])
        #expect(summary.storyboardNameUses.allSatisfy { $0.enclosingClass == "FOOHome" })
    }

    @Test func storyboardIdentifiersNamedInCode() {
        let summary = scan("""
        @implementation FOOHome
        - (void)open {
            id a = [self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
            [self performSegueWithIdentifier:@"showDetail" sender:nil];
            [super performSegueWithIdentifier:@"showMore" sender:self];
            [other performSegueWithIdentifier:@"showOther" sender:self];
            [self performSegueWithIdentifier:kSegueName sender:nil];
            id b = [storyboard instantiateViewControllerWithIdentifier:NSStringFromClass([FOODetail class])];
        }
        @end
        """)
        #expect(summary.storyboardIdentifierUses.map(\.identifier) == ["Detail", "showDetail", "showMore", "showOther"])
        #expect(summary.storyboardIdentifierUses.map(\.kind) == [.viewController, .segue, .segue, .segue])
        #expect(summary.storyboardIdentifierUses.map(\.isSentToSelf) == [false, true, true, false])
        #expect(summary.storyboardIdentifierUses.map(\.location) == [at(3, 29), at(4, 11), at(5, 12), at(6, 12)])
        #expect(summary.storyboardIdentifierUses.allSatisfy { $0.enclosingClass == "FOOHome" })
    }

    // MARK: - Robustness

    @Test func unbalancedAndTruncatedInputYieldsFewerFactsWithoutCrashing() {
        // An unclosed method body: `@end` and a method at column 1 recover.
        let summary = scan("""
        @interface FOOBroken : NSObject
        @property (nonatomic, weak) IBOutlet UILabel *label
        - (IBAction)go:(id)sender;
        @end
        @implementation FOOBroken
        - (void)open {
            if (x) {
        - (IBAction)next:(id)sender {
        }
        @end
        @implementation FOOAfter
        - (void)fine {}
        @end
        @interface FOOTruncated : NSObject {
            IBOutlet UILabel *a;
        """)
        #expect(summary.classes.map(\.name) == ["FOOBroken", "FOOBroken", "FOOAfter", "FOOTruncated"])
        #expect(properties(summary.classes[0]) == [PropertyFacts(name: "label", typeText: "UILabel *", isOutlet: true, location: at(2, 47))])
        #expect(summary.classes[0].methods.map(\.selector) == ["go:"])
        #expect(summary.classes[1].methods.map(\.selector) == ["open", "next:"])
        #expect(summary.classes[2].methods.map(\.selector) == ["fine"])
        #expect(summary.classes[3].properties.map(\.name) == ["a"])

        // Every prefix of a realistic file, and garbage, scans without trapping.
        let sample = """
        #if X
        @interface FOOA<T> : NSObject <P> { IBOutlet UILabel *l; }
        @property (nonatomic, copy) void (^h)(void) NS_SWIFT_NAME(hh);
        - (IBAction)a:(id)s forEvent:(UIEvent *)e;
        #else
        @interface FOOA : NSView
        #endif
        @end
        @implementation FOOA
        - (NSString *)windowNibName { return @"W"; }
        - (void)x { [[[UINib nibWithNibName:@"N" bundle:nil] instantiateWithOwner:self options:nil] firstObject]; NSString *s = @"\\"'"; char c = '\\''; }
        /* unterminated
        """
        let bytes = Array(sample.utf8)
        for length in 0...bytes.count {
            _ = ObjectiveCScanner.scan(bytes: Array(bytes[0..<length]), path: "Prefix.m")
        }
        var generator = SeededGenerator(seed: 22)
        let alphabet = Array("@interface@implementation@end@property-+(){}[]<>:;,^*\"'/#\n IBOutlet x".utf8)
        for _ in 0..<200 {
            let garbage = (0..<400).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            _ = ObjectiveCScanner.scan(bytes: garbage, path: "Garbage.m")
            _ = ObjectiveCScanner.scan(bytes: (0..<400).map { _ in UInt8.random(in: 0...255, using: &generator) }, path: "Bytes.m")
        }
    }

    @Test func hugeFilesScanInLinearTime() {
        var source = "@implementation FOOHuge\n"
        for number in 0..<20_000 {
            source += "- (IBAction)action\(number):(id)sender { [[NSBundle mainBundle] loadNibNamed:@\"N\(number)\" owner:self options:nil]; }\n"
        }
        source += "@end\n"
        // Thousands of unclosed brackets and braces must not make look-arounds quadratic.
        source += String(repeating: "[[(({{ loadNibNamed:x ", count: 20_000)
        let start = Date()
        let summary = scan(source)
        #expect(summary.classes.first?.methods.count == 20_000)
        #expect(summary.loadSites.count == 20_000)
        #expect(summary.classes.first?.methods.last?.selector == "action19999:")
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func hostileConditionsInDecodingEntryPointsAreReadOnce() throws {
        let bangs = String(repeating: "!", count: 5_000) + "self"
        let parens = String(repeating: "(", count: 3_000) + "self" + String(repeating: ")", count: 3_000)
        let summary = scan("""
        @implementation FOOView
        - (void)awakeFromNib {
            if (\(bangs)) { [self a]; }
            if (\(parens)) { [self b]; }
            if (self) { if (self != nil) { if (!self) return; [self c]; } }
            [[NSBundle mainBundle] loadNibNamed:@"X" owner:self options:nil];
        }
        - (id)initWithCoder:(NSCoder *)coder { if (self = [super initWithCoder:coder] { if ( { [self d
        @end
        """)
        let view = try #require(summary.classes.first)
        #expect(view.decodingEntryPoints.map(\.name) == ["awakeFromNib()", "init(coder:)"])
        #expect(view.decodingEntryPoints.first?.callChains == [["c()"]])
        #expect(summary.loadSites.map(\.isUnconditional) == [true])
    }

    /// Randomly cut and spliced Objective-C (seeded: the same inputs every run) never crashes the scanner, and every
    /// fact it yields points inside the file.
    @Test func randomlyMangledSourcesScanSafely() throws {
        let fixtures = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Fixtures").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".m") || $0.hasSuffix(".h") }.sorted() ?? []
        let seeds = try fixtures.map { try Data(contentsOf: packageRoot.appendingPathComponent("Fixtures/\($0)")) }.map { [UInt8]($0) }
        #expect(seeds.count >= 8)
        let pieces = ["{", "}", "(", ")", "[", "]", "if (", "if (!self) ", "if (self) {", "return ", "@throw ", "self", "super", " alloc]", " init]",
                      "initWithCoder:", "awakeFromNib", "loadNibNamed:@\"X\" owner:self ", ";", "\n- (void)x {", "@end\n", "@implementation Y\n", "^{", "&&", "?", "!"]
            .map { Array($0.utf8) }
        var random = SeededGenerator(seed: 20)
        for _ in 0..<1_500 {
            var bytes = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(contentsOf: pieces[Int.random(in: 0..<pieces.count, using: &random)], at: position)
                case 1: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
                default: bytes = Array(bytes[..<position])
                }
            }
            let summary = ObjectiveCScanner.scan(bytes: bytes, path: "Mangled.m")
            let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
            for location in summary.loadSites.map(\.location) + summary.controllerCreations.map(\.location)
                + summary.classes.flatMap({ $0.decodingEntryPoints.map(\.location) }) {
                #expect(location.line >= 1 && location.line <= lines && location.column >= 1)
            }
        }
    }

    @Test func manyDecodingEntryPointsScanInLinearTime() {
        var source = "@implementation FOOHuge\n"
        for number in 0..<10_000 {
            source += "- (void)awakeFromNib { [self setUp\(number)]; }\n"
            source += "- (void)setUp\(number) { if (self) { [[NSBundle mainBundle] loadNibNamed:@\"N\(number)\" owner:self options:nil]; } }\n"
        }
        source += "@end\n"
        let start = Date()
        let summary = scan(source)
        #expect(summary.classes.first?.decodingEntryPoints.count == 10_000)
        #expect(summary.classes.first?.decodingEntryPoints.last?.callChains == [["setUp9999()"]])
        #expect(summary.loadSites.count == 10_000)
        #expect(summary.loadSites.allSatisfy { $0.isUnconditional })
        #expect(Date().timeIntervalSince(start) < 30)
    }
}

// MARK: - End to end

struct ObjectiveCLintTests {
    private static let header = """
    @interface LoginViewController : UIViewController
    @property (nonatomic, weak) IBOutlet UITextField *userField;
    - (IBAction)signIn:(id)sender;
    @end
    """

    private static let implementation = """
    #import "LoginViewController.h"
    @interface LoginViewController ()
    @property (nonatomic, weak) IBOutlet UIButton *signInButton;
    @end
    @implementation LoginViewController
    - (instancetype)init { return [super initWithNibName:@"Login" bundle:nil]; }
    - (IBAction)signIn:(id)sender {}
    - (IBAction)forgotPassword:(id)sender forEvent:(UIEvent *)event {}
    @end
    """

    private static func xib(_ outlet: String = "userField", _ action: String = "forgotPassword:forEvent:") -> String {
        ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections>
                        <outlet property="view" destination="v1" id="a1"/>
                        ↓<outlet property="\(outlet)" destination="t1" id="a2"/>
                        <outlet property="signInButton" destination="b1" id="a3"/>
                    </connections>
                </placeholder>
                <view id="v1">
                    <subviews>
                        <textField id="t1"/>
                        <button id="b1">
                            <connections>
                                <action selector="signIn:" destination="-1" eventType="touchUpInside" id="a4"/>
                                ↓<action selector="\(action)" destination="-1" eventType="touchUpInside" id="a5"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
        """)
    }

    private static func locations(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\($0.ruleID) \($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    @Test func xibConnectedToAnObjectiveCClassIsClean() {
        let project = MarkedProject([("LoginViewController.h", Self.header), ("LoginViewController.m", Self.implementation), ("Login.xib", Self.xib())])
        let result = lint(project.files)
        #expect(result.diagnostics.isEmpty, "\(Self.locations(result))")
        #expect(result.sourceFileCount == 2)
        #expect(result.unverifiedCount == 0)
    }

    @Test func renamedObjectiveCPropertyIsAnOutletNotFound() {
        let project = MarkedProject([("LoginViewController.h", Self.header), ("LoginViewController.m", Self.implementation),
                                     ("Login.xib", Self.xib("usernameField"))])
        let result = lint(project.files)
        #expect(result.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(result.diagnostics.map(\.location) == [project.markers[0]])
        #expect(result.diagnostics.first?.message.contains("usernameField") == true)
    }

    @Test func renamedObjectiveCActionIsAnActionNotFound() {
        let project = MarkedProject([("LoginViewController.h", Self.header), ("LoginViewController.m", Self.implementation),
                                     ("Login.xib", Self.xib("userField", "forgotPassword:"))])
        let result = lint(project.files)
        #expect(result.diagnostics.map(\.ruleID) == ["action-not-found"])
        #expect(result.diagnostics.map(\.location) == [project.markers[1]])
    }

    @Test func swiftSubclassOfAnObjectiveCBaseFindsTheBaseOutlets() {
        let base = """
        NS_SWIFT_NAME(BaseCell)
        @interface FOOBaseCell : UITableViewCell
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        - (IBAction)toggle:(id)sender;
        @end
        """
        let swift = """
        final class ProductCell: FOOBaseCell {
            @IBOutlet weak var priceLabel: UILabel!
        }
        final class RenamedCell: BaseCell {}
        """
        func cellXib(_ className: String, outlet: String) -> String {
            ExampleFiles.iOSXib("""
                    <tableViewCell id="c1" customClass="\(className)" customModule="App" customModuleProvider="target">
                        <subviews>
                            <label id="l1"/>
                            <button id="b1"><connections><action selector="toggle:" destination="c1" eventType="touchUpInside" id="a1"/></connections></button>
                        </subviews>
                        <connections>
                            <outlet property="titleLabel" destination="l1" id="o1"/>
                            ↓<outlet property="\(outlet)" destination="l1" id="o2"/>
                        </connections>
                    </tableViewCell>
            """)
        }
        let clean = MarkedProject([("FOOBaseCell.h", base), ("App/ProductCell.swift", swift),
                                   ("Product.xib", cellXib("ProductCell", outlet: "priceLabel")),
                                   ("Renamed.xib", cellXib("RenamedCell", outlet: "titleLabel"))])
        // Renamed.xib connects titleLabel twice on purpose; only the member rules matter here.
        let cleanResult = lint(clean.files, only: ["outlet-not-found", "action-not-found", "unknown-class"])
        #expect(cleanResult.diagnostics.isEmpty, "\(Self.locations(cleanResult))")
        #expect(cleanResult.unverifiedCount == 0)

        let broken = MarkedProject([("FOOBaseCell.h", base), ("App/ProductCell.swift", swift),
                                    ("Product.xib", cellXib("ProductCell", outlet: "costLabel"))])
        let brokenResult = lint(broken.files)
        #expect(brokenResult.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(brokenResult.diagnostics.map(\.location) == [broken.markers[0]])
    }

    @Test func objectiveCSubclassOfASwiftBaseFindsTheBaseOutlets() {
        let swift = "@objc(FOOSwiftBase) class SwiftBase: UIViewController {\n    @IBOutlet weak var header: UIView!\n}\n"
        let objc = "@interface FOOChild : FOOSwiftBase\n@property (nonatomic, weak) IBOutlet UIView *footer;\n@end\n"
        func nib(_ outlet: String) -> String {
            ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOChild">
                        <connections>
                            <outlet property="view" destination="v1" id="a1"/>
                            <outlet property="footer" destination="v1" id="a2"/>
                            ↓<outlet property="\(outlet)" destination="v1" id="a3"/>
                        </connections>
                    </placeholder>
                    <view id="v1"/>
            """)
        }
        let clean = lint([("App/SwiftBase.swift", swift), ("FOOChild.h", objc), ("Child.xib", nib("header"))])
        #expect(clean.diagnostics.isEmpty, "\(Self.locations(clean))")
        let broken = MarkedProject([("App/SwiftBase.swift", swift), ("FOOChild.h", objc), ("Child.xib", nib("headerView"))])
        let brokenResult = lint(broken.files)
        #expect(brokenResult.diagnostics.map(\.ruleID) == ["outlet-not-found"])
        #expect(brokenResult.diagnostics.map(\.location) == broken.markers)
    }

    @Test func onlyADependencyManifestLeavesObjectiveCClassesUnjudged() {
        let files = MarkedProject([("FOOKnown.h", "@interface FOOKnown : UIView\n@end\n"),
                                   ("View.xib", ExampleFiles.iOSXib("<view id=\"v1\" customClass=\"FOOMissing\"/>"))]).files
        var configuration = Configuration()
        try? configuration.enableOnly(["unknown-class"])
        let linter = Linter(configuration: configuration, parallelism: 1)
        #expect(linter.lint(files: files).diagnostics.map(\.ruleID) == ["unknown-class"])
        #expect(linter.lint(files: files, hasDependencyManifest: true).diagnostics.isEmpty)
    }

    @Test func objectiveCLoadSitesFeedTheOwnerRule() {
        let objc = """
        @implementation FOOHost
        - (void)load { [[NSBundle mainBundle] loadNibNamed:@"Panel" owner:nil options:nil]; }
        @end
        """
        let nib = ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOPanelOwner">
                    <connections><outlet property="panel" destination="v1" id="a1"/></connections>
                </placeholder>
                <view id="v1"/>
        """)
        let owner = "@interface FOOPanelOwner : NSObject\n@property (nonatomic) IBOutlet UIView *panel;\n@end\n"
        let result = lint([("FOOHost.m", objc), ("FOOPanelOwner.h", owner), ("Panel.xib", nib)], only: ["owner-class-mismatch"])
        #expect(result.diagnostics.map(\.ruleID) == ["owner-class-mismatch"])
        #expect(result.diagnostics.map(\.location) == [NibLintKit.SourceLocation(file: "FOOHost.m", line: 2, column: 39)])
    }
}
