/// Finds classes, categories, their Interface Builder members and nib-loading code in one
/// Objective-C file (`.h`, `.m`, `.mm`), producing the same facts as `SwiftScanner`.
///
/// A light, hand-written scanner over bytes: it tracks `@interface`/`@implementation`/`@protocol`
/// blocks and braces over the tokens `ObjectiveCPreprocessor` gives it (no directives: every branch of `#if` blocks,
/// read as that layer decides), and never fails: unusual code just yields fewer facts.
///
/// - `@interface Name : Super` is a class declaration; categories, class extensions and
///   `@implementation` blocks are extension declarations that add members to the class.
/// - Every `@property`, instance variable and instance method (`-`) is recorded; setters
///   (`-setFoo:`) also make the key `foo` settable, as key-value coding uses them.
public enum ObjectiveCScanner {
    /// `headers`: the app's headers, whose macros the file may use after importing them (nil: the file's own alone).
    public static func scan(bytes: [UInt8], path: String, headers: ObjectiveCHeaderMacros? = nil) -> SourceFacts {
        // Tokens store 32-bit offsets; no real source file comes near this limit.
        guard bytes.count < Int(UInt32.max) / 2 else { return scan(bytes: Array(bytes.prefix(Int(UInt32.max) / 2 - 1)), path: path, headers: headers) }
        let preprocessed = ObjectiveCPreprocessor.run(bytes: bytes, path: path, headers: headers)
        let parser = ObjectiveCDeclarationParser(bytes: preprocessed.bytes, preprocessed: preprocessed, path: path)
        parser.run()
        return parser.facts
    }

    /// The name the rules use for the method with `selector`, as for a Swift function: `commonInit` → `commonInit()`,
    /// `setUp:with:` → `setUp(_:with:)`, and the decoding initializer `initWithCoder:` → `init(coder:)`.
    static func swiftName(ofSelector selector: String) -> String {
        if selector == "initWithCoder:" { return "init(coder:)" }
        guard selector.hasSuffix(":") else { return selector + "()" }
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = pieces.first else { return selector }
        return first + "(_:" + pieces.dropFirst().map { $0 + ":" }.joined() + ")"
    }
}

/// The parser behind `ObjectiveCScanner`: its state and main loop are here, and each kind of fact it records has its own
/// file in this folder, an extension named after the fact (`ObjectiveCScanner+NibLoads.swift`, ...).
///
/// A class, used by one scan: as a struct, every call from one of its mutating methods to a method that was not inlined
/// copied the whole parser (its token array, its facts' dozens of arrays: a retain and a release each) to pass it as `self`,
/// which made retain/release the largest cost of a scan.
final class ObjectiveCDeclarationParser {
    enum ContainerKind { case interface, implementation, `protocol` }

    /// The `@interface`, `@implementation` or `@protocol` block being read.
    struct Container {
        var kind: ContainerKind
        var className: String?
        /// Index into `facts.classes`; nil for protocols.
        var classIndex: Int?
        /// A class body or class extension `@interface`, whose properties the compiler synthesizes (named categories' not).
        var synthesizesProperties = false
    }

    struct State {
        var container: Container?
        /// Brace depth below the container's member level (or the file level): > 0 inside bodies.
        var depth = 0
    }

    /// How far bounded look-arounds may go, so that no input makes the scan quadratic.
    static let lookLimit = 4096
    /// How far back a selector piece's `[` is looked for.
    static let lookBackLimit = 1024

    let bytes: [UInt8]
    let tokens: [ObjCToken]
    var facts: SourceFacts
    var index = 0
    var state = State()
    /// The platform conditions the tokens' `condition` numbers name.
    let conditions: [CompilationCondition?]
    /// Where the main loop saves its state and goes back to it (`ObjectiveCPreprocessor.BranchPoint`), in token order.
    let branchPoints: [ObjectiveCPreprocessor.BranchPoint]
    var nextBranchPoint = 0
    /// The state saved at the start of each `#if` block read as alternatives, by block.
    var branchSnapshots: [Int: State] = [:]
    /// After `@optional` in a `@protocol` (until `@required`): its methods need not be implemented.
    var inOptionalRequirements = false
    /// Set right after a class header: a `{` then opens its instance variables.
    var ivarsMayFollow = false
    /// `__attribute__((objc_runtime_name("X")))` seen before the next `@interface`.
    var pendingRuntimeName: String?
    /// `NS_SWIFT_NAME(X)` seen before the next `@interface`.
    var pendingSwiftName: String?
    /// Local names bound to `[UINib nibWithNibName:...]` / `[[NSNib alloc] initWithNibNamed:...]`.
    var nibVariables: [String: (name: NibNameExpression, isNSNib: Bool, bundle: LookupBundle)] = [:]
    /// The file's `NSString *const k = @"X";` / `static NSString *k = @"X";` constants, by name: a nib name passed as one
    /// (Sequel-Ace's `[[NSNib alloc] initWithNibNamed:SPConnectionViewNibName bundle:…]`) is that literal.
    var fileStringConstants: [String: String] = [:]

    /// An instance method with a body in an `@implementation`.
    struct MethodBody {
        var selector: String
        var classIndex: Int
        var nameToken: ObjCToken
        /// The index of the body's `{`.
        var open: Int
        /// The `}` ending the body, as the main pass saw it: a body longer than the bounded look-arounds is still read to
        /// its end. Nil when the main pass never closed it.
        var close: Int?
    }

    var methodBodies: [MethodBody] = []
    /// The names already in each class's `assignedMembers`, by class index.
    var assignedMembersSeen: [Int: Set<String>] = [:]
    /// The names already in `facts.membersAssignedOnOtherObjects`.
    var assignedOnOtherObjectsSeen: Set<String> = []
    /// The body being read (index into `methodBodies`), nil outside instance method bodies.
    var currentMethod: Int?
    /// Each load site recorded inside a method body: its index in `facts.loadSites` and the body's `{`.
    var loadSitesInMethods: [(site: Int, open: Int)] = []

    init(bytes: [UInt8], preprocessed: ObjectiveCPreprocessor.Output, path: String) {
        self.bytes = bytes
        self.tokens = preprocessed.tokens
        self.conditions = preprocessed.conditions
        self.branchPoints = preprocessed.branchPoints
        self.facts = SourceFacts(path: path)
    }

    func run() {
        while index < tokens.count {
            if nextBranchPoint < branchPoints.count, index >= branchPoints[nextBranchPoint].token { passBranchPoints() }
            let token = tokens[index]
            switch token.kind {
            case .keyword:
                ivarsMayFollow = false
                handleKeyword(token)
            case .punctuation:
                switch token.byte {
                case Byte.openBrace, Byte.closeBrace, Byte.semicolon, Byte.equal, Byte.ampersand, Byte.minus, Byte.plus:
                    handlePunctuation(token)
                default:
                    // Nothing to do at `(`, `)`, `[`, `]`, `,`, `.`, `*`, `:` (most punctuation): no call.
                    ivarsMayFollow = false
                    index += 1
                }
            case .identifier:
                ivarsMayFollow = false
                if mayStartIdentifierFact(at: index) { handleIdentifier(at: index) }
                index += 1
            case .string, .number, .character, .directive:
                ivarsMayFollow = false
                index += 1
            }
        }
        resolveMethodFacts()
    }
}
