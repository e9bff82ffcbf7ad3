import Foundation
import Testing
@testable import NibLintKit

/// What the Objective-C scanner records of declarations: classes, categories, properties, instance variables, methods,
/// the members the code sets, and what the lexer hides; nib-loading code and robustness are tested in
/// `ObjectiveCScannerCallTests.swift`, whole lints in `ObjectiveCLintTests.swift`.
struct ObjectiveCScannerTests {
    func scan(_ source: String, path: String = "Sample.m") -> SourceFacts {
        ObjectiveCScanner.scan(bytes: Array(source.utf8), path: path)
    }

    func at(_ line: Int, _ column: Int, _ file: String = "Sample.m") -> NibLintKit.SourceLocation {
        NibLintKit.SourceLocation(file: file, line: line, column: column)
    }

    struct PropertyFacts: Equatable, CustomStringConvertible {
        var name: String
        var typeText: String
        var isOutlet: Bool
        var location: NibLintKit.SourceLocation
        var description: String { "\(name) '\(typeText)' outlet=\(isOutlet) @\(location.line):\(location.column)" }
    }

    struct MethodFacts: Equatable, CustomStringConvertible {
        var selector: String
        var isAction: Bool
        var location: NibLintKit.SourceLocation
        var description: String { "\(selector) action=\(isAction) @\(location.line):\(location.column)" }
    }

    struct LoadFacts: Equatable, CustomStringConvertible {
        var api: NibLoadSite.API
        var name: NibNameExpression
        var owner: OwnerExpression
        var location: NibLintKit.SourceLocation
        var description: String { "\(api) \(name) \(owner) @\(location.line):\(location.column)" }
    }

    func properties(_ declaration: ClassDeclaration) -> [PropertyFacts] {
        declaration.properties.map { PropertyFacts(name: $0.name, typeText: $0.typeText, isOutlet: $0.isOutlet, location: $0.location) }
    }

    func methods(_ declaration: ClassDeclaration) -> [MethodFacts] {
        declaration.methods.map { MethodFacts(selector: $0.selector, isAction: $0.isAction, location: $0.location) }
    }

    /// The identifier that starts at `location` (a 1-based line and byte column) of `text`.
    func word(at location: NibLintKit.SourceLocation, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return "" }
        let bytes = Array(lines[location.line - 1].utf8).dropFirst(location.column - 1)
        return String(decoding: bytes.prefix { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }, as: UTF8.self)
    }

    func loads(_ summary: SourceFacts) -> [LoadFacts] {
        summary.loadSites.map { LoadFacts(api: $0.api, name: $0.nibName, owner: $0.owner, location: $0.location) }
    }

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
        // A declared protocol is recorded with the protocols it inherits; a forward declaration is not.
        #expect(summary.protocols.map(\.name) == ["FOOPanelDelegate"])
        #expect(summary.protocols.first?.inheritedTypes == ["NSObject"])
        #expect(summary.protocols.first?.requiredMethods == ["panelDidClose:"])
    }

    /// `TARGET_OS_*` macros are platform conditions, as Swift's `os(…)`; `#elif` and `#else` hold only when no earlier
    /// branch did; `#ifdef`, `defined(…)` and other macros decide nothing.
    @Test func targetConditionalsArePlatformConditions() {
        let summary = scan("""
        #ifndef FOO_H
        #if TARGET_OS_IOS
        @interface FOOA : UIView
        @end
        #elif TARGET_OS_TV || TARGET_OS_WATCH
        @interface FOOB : UIView
        @end
        #else
        @interface FOOC : NSView
        @end
        #endif
        #if !TARGET_OS_IPHONE && defined(FOO_MAC) /* the Mac */ \
            && !TARGET_OS_MACCATALYST
        @interface FOOD : NSView
        @end
        #endif
        @interface FOOE : NSObject
        @end
        #endif
        """, path: "Sample.h")
        #expect(summary.classes.map(\.name) == ["FOOA", "FOOB", "FOOC", "FOOD", "FOOE"])
        func verdicts(_ position: Int) -> [Bool?] { BuildPlatform.allCases.map { summary.classes[position].condition?.holds(on: $0) } }
        // iOS, tvOS, macOS, macCatalyst, visionOS, watchOS
        #expect(verdicts(0) == [true, false, false, true, false, false])
        #expect(verdicts(1) == [false, true, false, false, false, true])
        #expect(verdicts(2) == [false, false, true, false, true, false])
        #expect(verdicts(3) == [false, false, nil, false, false, false])
        #expect(verdicts(4) == [nil, nil, nil, nil, nil, nil])
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

    /// The declared class of each outlet, as `outlet-type-mismatch` reads it (`DeclaredType`).
    @Test func outletTypesKeepTheirClass() throws {
        let summary = scan("""
        @interface FOOPanel : NSViewController {
            IBOutlet NSSlider *slider;
            IBOutlet __weak NSButton *okButton;
            __weak IBOutlet id<FOOPanelDelegate> delegate;
        }
        @property (weak, nullable) IBOutlet __kindof NSView *accessory;
        @property (strong) IBOutlet NSArray<NSTextField *> *fields;
        @property (weak) IBOutlet NSTextField * _Nullable __unsafe_unretained nameField;
        @end
        """)
        let declaration = try #require(summary.classes.first)
        let outlets = declaration.properties.filter(\.isOutlet)
        #expect(outlets.map(\.name) == ["slider", "okButton", "delegate", "accessory", "fields", "nameField"])
        #expect(outlets.map { DeclaredType($0.typeText).className } == ["NSSlider", "NSButton", nil, "NSView", "NSTextField", "NSTextField"])
        #expect(outlets.map { DeclaredType($0.typeText).isArray } == [false, false, false, false, true, false])
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

    /// The scanner records the instance variables as written; the keys key-value coding finds them under are the
    /// resolver's (`KeyValueCoding`, `KeyValueCodingTests`).
    @Test func instanceVariablesAreRecordedAsWritten() throws {
        let summary = scan("""
        @implementation FOOController {
            IBOutlet UISwitch *_isActiveSwitch;
            IBOutlet UIView *isURLView;
            IBOutlet UILabel *_nameLabel;
        }
        - (void)setTitleLabel:(UILabel *)label {}
        @end
        """)
        let declaration = try #require(summary.classes.first)
        #expect(declaration.properties.map(\.name) == ["_isActiveSwitch", "isURLView", "_nameLabel"])
        #expect(declaration.properties.allSatisfy { $0.isInstanceVariable && $0.isOutlet })
        // A setter is a method, not a property.
        #expect(declaration.methods.map(\.selector) == ["setTitleLabel:"])
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
        #expect(try #require(summary.classes.first).assignedMembers == ["_footer", "caption", "setIcon:", "encodingPopUp"])
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
        // Recorded as written: that key-value coding sets `_sidebar` for the key `sidebar` too is `KeyValueCoding`'s.
        #expect(properties(summary.classes[1]) == [
            PropertyFacts(name: "_sidebar", typeText: "NSView *", isOutlet: true, location: at(14, 29)),
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

    /// Setters are methods as written (the keys they set are `KeyValueCoding`'s); class methods are listed apart.
    @Test func settersAreMethodsAndClassMethodsAreApart() throws {
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
        #expect(declaration.properties.isEmpty)
        #expect(declaration.methods.map(\.selector) == ["setTitleText:", "setURL:", "setup", "settings:", "setA:b:"])
        #expect(declaration.methods.map(\.location) == [at(2, 9), at(3, 9), at(4, 9), at(5, 9), at(6, 9)])
        #expect(declaration.classMethodSelectors == ["setShared:"])
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

    /// Conditional directives inside a declaration are read by the preprocessor layer: a protocol list split by `#ifndef`
    /// keeps its instance variable block, and every branch's protocols and instance variables are the class's.
    @Test func directivesInsideProtocolListsAndInstanceVariableBlocksKeepEveryDeclaration() {
        let summary = scan("""
        @interface FOOEditor : NSWindowController <NSComboBoxDataSource
        #ifndef FOO_LITE
        , FOOPreviewDataSource, FOOPreviewDelegate
        #endif
        >
        {
            IBOutlet NSWindow *optionsSheet;
        #if FOO_EXTRA
            IBOutlet NSButton *extraButton;
        #else
            IBOutlet NSTextField *plainField;
        #endif
            int count;
        }
        - (IBAction)close:(id)sender;
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOEditor"])
        #expect(summary.classes[0].inheritedTypes == ["NSWindowController", "NSComboBoxDataSource", "FOOPreviewDataSource", "FOOPreviewDelegate"])
        #expect(summary.classes[0].properties.map(\.name) == ["optionsSheet", "extraButton", "plainField", "count"])
        #expect(summary.classes[0].properties.filter { $0.isOutlet }.map(\.location) == [at(7, 24), at(9, 24), at(11, 27)])
        #expect(methods(summary.classes[0]) == [MethodFacts(selector: "close:", isAction: true, location: at(15, 13))])
    }

    /// Inside one declaration (a property's attributes or type, a superclass) the branches of `#if … #else` are read one
    /// way, with the first branch: the declarator keeps its name, never `IBOutlet`.
    @Test func directivesInsideAPropertyOrAHeaderReadTheFirstBranch() {
        let summary = scan("""
        @interface FOOPanel :
        #if FOO_MODERN
            FOOModernPanel
        #else
            NSPanel
        #endif
        {
            IBOutlet NSView *content;
        }
        @property (nonatomic
        #if FOO_STRONG
            , strong
        #endif
            ) IBOutlet
        #if FOO_MODERN
            FOOModernView
        #else
            NSView
        #endif
            *accessory;
        @property (weak) IBOutlet NSButton *
        #ifdef FOO_DEBUG
            debugButton
        #else
            button
        #endif
            ;
        @end
        """)
        #expect(summary.classes.map(\.inheritedTypes) == [["FOOModernPanel"]])
        #expect(properties(summary.classes[0]).filter(\.isOutlet) == [
            PropertyFacts(name: "content", typeText: "NSView *", isOutlet: true, location: at(8, 22)),
            PropertyFacts(name: "accessory", typeText: "FOOModernView *", isOutlet: true, location: at(20, 6)),
            PropertyFacts(name: "debugButton", typeText: "NSButton *", isOutlet: true, location: at(23, 5)),
        ])
    }

    /// Categories, class extensions and method lists with directives between their declarations: every branch's methods;
    /// a branch no compiler reads (`#if 0`, the `#else` of `#if 1`) is dropped; platform conditions stay the classes'.
    @Test func directivesInCategoriesExtensionsAndMethodListsAndDeadBranches() {
        let summary = scan("""
        @interface FOOView () <FOOFirst
        #if TARGET_OS_IPHONE
        , UITableViewDelegate
        #else
        , NSTableViewDelegate
        #endif
        >
        #if 0
        @property (weak) IBOutlet id neverCompiled;
        #endif
        - (IBAction)
        #if 1
            tap:(id)sender;
        #else
            click:(id)sender;
        #endif
        #ifdef FOO_EXTRA
        - (IBAction)extra:(id)sender;
        #else
        - (IBAction)plain:(id)sender;
        #endif
        @end
        #if TARGET_OS_IPHONE
        @interface FOOCell : UITableViewCell
        #else
        @interface FOOCell : NSTableCellView
        #endif
        @end
        """)
        #expect(summary.classes.map(\.name) == ["FOOView", "FOOCell", "FOOCell"])
        #expect(summary.classes[0].inheritedTypes == ["FOOFirst", "UITableViewDelegate", "NSTableViewDelegate"])
        #expect(summary.classes[0].properties.isEmpty)
        #expect(summary.classes[0].methods.map(\.selector) == ["tap:", "extra:", "plain:"])
        #expect(summary.classes[1].condition?.holds(on: .iOS) == true)
        #expect(summary.classes[1].condition?.holds(on: .macOS) == false)
        #expect(summary.classes[2].condition?.holds(on: .macOS) == true)
        #expect(summary.classes[2].condition?.holds(on: .iOS) == false)
    }
}

extension ObjectiveCScannerTests {
    /// Found by `Scripts/objc-oracle.py` (Sparkle's `SUSignatures`, vlc-ios's `VLCServerBrowsingController`): a `#if`
    /// inside a method's selector gives the method both ways, as clang compiles it with and without the macro.
    @Test func directiveInsideASelectorDeclaresBothSelectors() {
        let summary = scan("""
        @interface SUSignatures : NSObject
        - (instancetype)initWithEd:(NSString *)ed
        #if SPARKLE_BUILD_LEGACY_DSA_SUPPORT
                               dsa:(NSString *)dsa
        #endif
        ;
        - (IBAction)open:(id)sender
        #if 1
            animated:(BOOL)animated
        #endif
        ;
        - (void)profileImageFor:(NSString *)screenName
        #if TARGET_OS_IPHONE
                   successBlock:(void(^)(UIImage *image))successBlock
        #else
                   successBlock:(void(^)(NSImage *image))successBlock
        #endif
                     errorBlock:(void(^)(NSError *error))errorBlock;
        @end
        @implementation SUSignatures
        - (instancetype)initWithController:(id)controller
                             serverBrowser:(id)browser
        #if !TARGET_OS_TV
                       medialibraryService:(id)service
        #endif
        {
            return self;
        }
        @end
        """)
        #expect(summary.classes.map(\.name) == ["SUSignatures", "SUSignatures"])
        #expect(summary.classes[0].methods.map(\.selector) == ["initWithEd:dsa:", "initWithEd:", "open:animated:", "profileImageFor:successBlock:errorBlock:"])
        #expect(summary.classes[0].methods.map(\.location.line) == [2, 2, 7, 12])
        #expect(summary.classes[1].methods.map(\.selector) == ["initWithController:serverBrowser:medialibraryService:", "initWithController:serverBrowser:"])
    }
}

extension ObjectiveCScannerTests {
    /// Found by `Scripts/objc-oracle.py` (HexFiend's `HFTextRepresenter_KeyBinding.m`, 24 methods): a macro of the file
    /// that writes a method, called at the start of a line, declares that method there; `FORWARD` elsewhere is a name.
    @Test func methodMacrosOfTheFileDeclareTheirMethods() {
        let summary = scan("""
        #define FORWARD(x) - (void)x : sender { USE(sender); UNIMPLEMENTED_VOID(); }
        #define PAIR(a, b) - (IBAction)a:(id)sender { [self b:sender]; }
        @implementation HFTextRepresenter (HFKeyBinding)
        FORWARD(scrollLineUp)
        #if TARGET_OS_OSX
        FORWARD(transpose)
        #endif
        PAIR(selectWord, selectLine)
        - (void)plain:(id)sender {
            [self FORWARD:sender];
        }
        @end
        """)
        #expect(summary.classes.map(\.name) == ["HFTextRepresenter"])
        #expect(summary.classes[0].methods.map(\.selector) == ["scrollLineUp:", "transpose:", "selectWord:", "plain:"])
        #expect(summary.classes[0].methods.map(\.isAction) == [false, false, true, false])
        #expect(summary.classes[0].methods.map(\.location.line) == [4, 6, 8, 9])
    }
}

extension ObjectiveCScannerTests {
    /// Found by `Scripts/objc-oracle.py`: branches that each start the same method and stop inside its selector are one
    /// declaration, not a method per branch plus a false one named by the first branch's pieces.
    @Test func branchesThatEachStartOneMethodAreOneDeclaration() {
        let summary = scan("""
        @interface Uploader : NSObject
        #if TARGET_OS_IPHONE
        - (void)sendPicture:(UIImage *)picture
        #else
        - (void)sendPicture:(NSImage *)picture
        #endif
                     onDone:(id)done;
        #if TARGET_OS_IPHONE
        - (void)sendPhone:(UIImage *)picture;
        #else
        - (void)sendDesk:(NSImage *)picture;
        #endif
        @end
        @implementation Uploader
        #if TARGET_OS_IPHONE
        - (void)sendPicture:(UIImage *)picture
        #else
        - (void)sendPicture:(NSImage *)picture
        #endif
                     onDone:(id)done {
            [self finish];
        }
        @end
        """)
        #expect(summary.classes.map(\.name) == ["Uploader", "Uploader"])
        #expect(summary.classes[0].methods.map(\.selector) == ["sendPicture:onDone:", "sendPhone:", "sendDesk:"])
        #expect(summary.classes[0].methods.map(\.location.line) == [3, 9, 11])
        #expect(summary.classes[1].methods.map(\.selector) == ["sendPicture:onDone:"])
    }

    /// Found by `Scripts/objc-oracle.py`: `#define VERBOSE 0` then `#if VERBOSE` is dead code to the compiler, and
    /// `#ifdef VERBOSE` live; a default a build setting may override (`#ifndef TRACE #define TRACE 0`) decides nothing,
    /// nor does a definition inside another condition; platform conditions stay as they are.
    @Test func theFilesOwnDefinitionsDecideItsConditions() {
        let summary = scan("""
        #define VERBOSE 0
        #define CHATTY 1
        #ifndef TRACE
        #define TRACE 0
        #endif
        #if TARGET_OS_IPHONE
        #define LOUD 0
        #endif
        @interface Meter : NSObject
        #if VERBOSE
        - (void)dumpState;
        #endif
        #if CHATTY && TARGET_OS_IPHONE
        - (void)chatPhone;
        #endif
        #ifdef VERBOSE
        - (void)whenDefined;
        #else
        - (void)whenUndefined;
        #endif
        #if TRACE
        - (void)traceOn;
        #endif
        #if LOUD
        - (void)loudOn;
        #endif
        #if defined(CHATTY) || VERBOSE
        - (void)definedOr;
        #endif
        #undef CHATTY
        #if CHATTY
        - (void)afterUndef;
        #endif
        @end
        """)
        #expect(summary.classes.map(\.name) == ["Meter"])
        #expect(summary.classes[0].methods.map(\.selector) == ["chatPhone", "whenDefined", "traceOn", "loudOn", "definedOr", "afterUndef"])
    }

    /// Found by `Scripts/objc-oracle.py`: an object-like macro of the file that names a class per platform gives each
    /// platform's category; one that names a protocol list (or nothing) is that list, a list per platform their union,
    /// and the instance variables after it are kept; the names Interface Builder reads are never replaced.
    @Test func objectLikeMacrosNameClassesAndProtocolLists() {
        let summary = scan("""
        #if TARGET_OS_IPHONE
        #define CANVAS_CLASS UIView
        #define PICKER_PROTOCOLS <UIPickerViewDelegate>
        #define TRAY_PROTOCOLS <UITableViewDelegate>
        #else
        #define CANVAS_CLASS NSView
        #define PICKER_PROTOCOLS
        #define TRAY_PROTOCOLS <NSTableViewDelegate>
        #endif
        #ifndef IBOutlet
        #define IBOutlet
        #endif
        #define BOARD_BASE NSObject
        @interface CANVAS_CLASS (Sketching)
        - (void)sketch;
        @end
        @interface Board : BOARD_BASE PICKER_PROTOCOLS
        {
            IBOutlet NSButton *resetButton;
            CANVAS_CLASS *canvas;
        }
        @end
        @interface Tray : NSObject TRAY_PROTOCOLS
        @end
        """)
        #expect(summary.classes.map(\.name) == ["UIView", "NSView", "Board", "Tray"])
        #expect(summary.classes.map { $0.condition?.description ?? "-" } == ["!os(macOS)", "!!os(macOS)", "-", "-"])
        #expect(summary.classes[3].inheritedTypes == ["NSObject", "UITableViewDelegate", "NSTableViewDelegate"])
        #expect(summary.classes[0].methods.map(\.selector) == ["sketch"])
        #expect(summary.classes[1].methods.map(\.selector) == ["sketch"])
        #expect(summary.classes[2].inheritedTypes == ["NSObject", "UIPickerViewDelegate"])
        #expect(summary.classes[2].properties.map { "\($0.name) \($0.typeText) \($0.isOutlet)" } == ["resetButton NSButton * true", "canvas UIView * false"])
    }

    /// Found by `Scripts/objc-oracle.py`: a function-like macro called as a method's name is expanded as the compiler
    /// does, token pasting included; a definition that pastes a macro defined nowhere names nothing knowable, and a call of
    /// a macro the file does not define declares no method (not one named after the macro).
    @Test func functionLikeMacrosNameMethods() {
        let summary = scan("""
        #define JOIN_INNER(a, b) a ## b
        #define JOIN(a, b) JOIN_INNER(a, b)
        #define WITH_LOG(x) JOIN(log, x)
        #ifdef OUTSIDE_PREFIX
        #define EXPORTED(x) JOIN(OUTSIDE_PREFIX, x)
        #else
        #define EXPORTED(x) x
        #endif
        @interface Ledger : NSObject
        - (NSInteger)EXPORTED(entryCount);
        - (void)EXPORTED(addEntry):(id)entry at:(NSInteger)index;
        + (void)WITH_LOG(Everything):(id)sink;
        - (void)NOT_DEFINED_HERE(hidden);
        - (void)plain;
        @end
        """)
        #expect(summary.classes.map(\.name) == ["Ledger"])
        #expect(summary.classes[0].methods.map(\.selector) == ["entryCount", "addEntry:at:", "plain"])
        #expect(summary.classes[0].methods.map(\.location.line) == [10, 11, 14])
        #expect(summary.classes[0].classMethodSelectors == ["logEverything:"])
    }

    /// Found by `Scripts/objc-oracle.py`: the macros of an app header the file imports (`#import "X.h"`, beside it) name
    /// its categories and methods as they do in the header.
    @Test func macrosOfImportedHeadersReachTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-header-macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        #import "Shared/Platform.h"
        #define PREFIXED(x) x
        @interface SCREEN_CLASS (Dimming)
        - (void)PREFIXED(dim);
        @end
        """.write(to: folder.appendingPathComponent("Dimming.h"), atomically: true, encoding: .utf8)
        try """
        #if TARGET_OS_IPHONE
        #define SCREEN_CLASS UIScreen
        #else
        #define SCREEN_CLASS NSScreen
        #endif
        """.write(to: folder.appendingPathComponent("Shared/Platform.h"), atomically: true, encoding: .utf8)
        let implementation = """
        #import "Dimming.h"
        @implementation SCREEN_CLASS (Dimming)
        - (void)PREFIXED(dim) {}
        @end
        """
        let path = folder.appendingPathComponent("Dimming.m").path
        let headers = ObjectiveCHeaderMacros()
        let summary = ObjectiveCScanner.scan(bytes: Array(implementation.utf8), path: path, headers: headers)
        #expect(summary.classes.map(\.name) == ["UIScreen", "NSScreen"])
        #expect(summary.classes.map { $0.methods.map(\.selector) } == [["dim"], ["dim"]])
        #expect(scan(implementation).classes.map(\.name) == ["SCREEN_CLASS"])
    }
}

extension ObjectiveCScannerTests {
    /// Found by `Scripts/objc-oracle.py`: branches that each hold a whole method header right after `@implementation
    /// Name` are declarations read both ways, not a fragment of the class header read with the first branch only.
    @Test func methodHeadersInBranchesRightAfterTheImplementationLine() {
        let summary = scan("""
        @implementation Relay
        #if HAS_SCREENS
        - (instancetype)initWithSource:(id)source
                                screen:(id)screen
        #else
        - (instancetype)initWithSource:(id)source
        #endif
        {
            return self;
        }
        - (void)stop {}
        @end
        """)
        #expect(summary.classes.map(\.name) == ["Relay"])
        #expect(summary.classes[0].methods.map(\.selector) == ["initWithSource:screen:", "initWithSource:", "stop"])
    }

    /// Found by `Scripts/objc-oracle.py`: a protocol list written once per branch (`#if A <P> #else <Q, P> #endif`) is
    /// the union of the branches' protocols, each once.
    @Test func protocolListsWrittenPerBranchAreOneList() {
        let summary = scan("""
        @interface Badge : NSObject
        #if SLIM_BUILD
                            <NSCopying>
        #else
                            <Printable, NSCopying>
        #endif
        {
            IBOutlet NSTextField *caption;
        }
        @end
        """, path: "Badge.h")
        #expect(summary.classes.map(\.name) == ["Badge"])
        #expect(summary.classes[0].inheritedTypes == ["NSObject", "NSCopying", "Printable"])
        #expect(summary.classes[0].properties.map(\.name) == ["caption"])
    }

    /// Found by `Scripts/objc-oracle.py`: a C++ type with a scope (`std::mutex lock;`) names the variable after it; its
    /// `::` is no bit-field width.
    @Test func cPlusPlusScopedTypesInInstanceVariables() {
        let summary = scan("""
        @implementation Recorder {
            std::unique_ptr<Engine> _engine;
            std::mutex _lock;
            unsigned _flags : 2;
        }
        @end
        """, path: "Recorder.mm")
        #expect(summary.classes[0].properties.map(\.name) == ["_engine", "_lock", "_flags"])
        #expect(summary.classes[0].properties.map(\.typeText) == ["std::unique_ptr<Engine>", "std::mutex", "unsigned"])
    }
}
