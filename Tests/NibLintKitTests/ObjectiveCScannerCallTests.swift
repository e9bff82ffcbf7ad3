import Foundation
import Testing
@testable import NibLintKit

/// What the Objective-C scanner records of messages: nib loads and their owners, controller creations, the calls that always
/// run at decoding, storyboards and identifiers named in code; and that no input makes it fail or slow down.
extension ObjectiveCScannerTests {
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

    /// The bundle a `loadNibNamed:` looks in: AppKit's class method `+[NSBundle loadNibNamed:owner:]` looks in the bundle of
    /// the owner's class; `[NSBundle bundleForClass:[X class]]` is X's; `[NSBundle mainBundle]` the main bundle.
    @Test func loadNibNamedLooksInTheOwnersBundle() {
        let summary = scan("""
        @implementation GLZKilnSheet
        - (void)show:(id)other {
            [NSBundle loadNibNamed:@"KilnSheet" owner:self];
            [NSBundle loadNibNamed:@"GlazeSheet" owner:other];
            [[NSBundle bundleForClass:[GLZKiln class]] loadNibNamed:@"Kiln" owner:self topLevelObjects:nil];
            [[NSBundle mainBundle] loadNibNamed:@"Main" owner:self topLevelObjects:nil];
        }
        @end
        """)
        #expect(summary.loadSites.map(\.bundle) == [.ofClass("GLZKilnSheet"), .unknown, .ofClass("GLZKiln"), .main])
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
        #expect(card.decodingEntryPoints.first.map { summary.callChains($0, of: card) } == [["setUp()"], ["configureWith(_:animated:)"], ["setUp()", "loadContent()"]])
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
        #expect(view.decodingEntryPoints.first.map { summary.callChains($0, of: view) } == [["c()"]])
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
        #expect(summary.classes.first.flatMap { huge in huge.decodingEntryPoints.last.map { summary.callChains($0, of: huge) } } == [["setUp9999()"]])
        #expect(summary.loadSites.count == 10_000)
        #expect(summary.loadSites.allSatisfy { $0.isUnconditional })
        #expect(Date().timeIntervalSince(start) < 30)
    }

    /// init-coder-traps: the trap a `-initWithCoder:` always runs; the early `return nil` of a failed `[super initWithCoder:]` is none.
    @Test func initWithCoderTrapsAreRecorded() {
        let summary = scan("""
        @implementation FOOA
        - (instancetype)initWithCoder:(NSCoder *)coder { [self doesNotRecognizeSelector:_cmd]; return nil; }
        @end
        @implementation FOOB
        - (instancetype)initWithCoder:(NSCoder *)coder { return nil; }
        @end
        @implementation FOOC
        - (instancetype)initWithCoder:(NSCoder *)coder {
            @throw [NSException exceptionWithName:@"x" reason:nil userInfo:nil];
        }
        @end
        @implementation FOOD
        - (instancetype)initWithCoder:(NSCoder *)coder {
            if (!(self = [super initWithCoder:coder])) return nil;
            if (coder.version > 1) { abort(); }
            return self;
        }
        @end
        @implementation FOOE
        - (instancetype)initWithCoder:(NSCoder *)coder {
            self = [super initWithCoder:coder];
            if (self) { abort(); }
            return self;
        }
        @end
        """)
        #expect(summary.classes.map { $0.decodingEntryPoints.first?.trap } == ["doesNotRecognizeSelector:", "return nil", "@throw", nil, "abort"])
        #expect(summary.classes[0].decodingEntryPoints.first?.trapLocation?.line == 2)
    }
}
