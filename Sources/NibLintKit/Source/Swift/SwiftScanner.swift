
/// Finds classes, extensions, their Interface Builder members and nib-loading code in one Swift file.
///
/// A light, hand-written scanner (no SwiftSyntax): it tracks braces and declaration keywords,
/// considers every branch of `#if` blocks, and never fails: unusual code just yields fewer facts.
public enum SwiftScanner {
    public static func scan(bytes: [UInt8], path: String) -> SourceFacts {
        let (facts, reachesSkippedBody) = scan(bytes: bytes, path: path, skippingBodies: true)
        return reachesSkippedBody ? scan(bytes: bytes, path: path, skippingBodies: false).facts : facts
    }

    /// `skippingBodies: false` reads every function body token by token: only tests use it directly, to
    /// show that skipping bodies never changes what a file yields.
    ///
    /// `reachesSkippedBody`: the call chains of `init(coder:)` / `awakeFromNib()` (`DecodingEntryPoint`)
    /// continue through the methods of this file they call, and one of those had its body skipped: the
    /// file must be read again, every body token by token.
    static func scan(bytes: [UInt8], path: String, skippingBodies: Bool) -> (facts: SourceFacts, reachesSkippedBody: Bool) {
        bytes.withUnsafeBufferPointer { whole in
            // Tokens store 32-bit offsets; no real source file comes near this limit.
            let buffer = UnsafeBufferPointer(rebasing: whole.prefix(Int(UInt32.max)))
            let lexed = SwiftLexer.tokenizeKeepingDirectives(buffer, skippingBodies: skippingBodies)
            var parser = SwiftDeclarationParser(bytes: buffer, tokens: lexed.tokens, path: path)
            parser.run()
            var facts = parser.facts
            facts.directiveComments = lexed.directives.map {
                SourceComment(location: SourceLocation(file: path, line: $0.line, column: $0.column), text: $0.text)
            }
            guard !lexed.skippedFunctions.isEmpty, facts.classes.contains(where: { !$0.decodingEntryPoints.isEmpty }) else { return (facts, false) }
            let graph = CallGraph(facts.methodCalls)
            let calledAtDecoding = facts.classes.flatMap { declaration in
                declaration.decodingEntryPoints.flatMap { graph.chains(from: $0, className: declaration.name).joined() }
            }
            let skipped = Set(lexed.skippedFunctions.map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) })
            return (facts, calledAtDecoding.contains { skipped.contains(String($0.prefix { $0 != "(" })) })
        }
    }
}

/// The parser behind `SwiftScanner`: its state and main loop are here, and each kind of fact it records has its own
/// file in this folder, an extension named after the fact (`SwiftScanner+NibLoads.swift`, ...).
struct SwiftDeclarationParser {
    struct Scope {
        /// The type whose body this brace opened, or nil for any other block.
        var typeName: String?
        /// Index into `facts.classes` for class and extension bodies.
        var classIndex: Int?
        /// For the body of a method or initializer of a class or extension: its index in `functionBodies`; -1
        /// otherwise (not an optional, which would make every scope a word larger).
        var function = -1
        /// The body of an `@objc` protocol: its property requirements are recorded.
        var isObjCProtocol = false
        /// The body of an `@objc extension`: its members are `@objc`.
        var isObjCExtension = false
    }

    /// A method or initializer of a class or extension. Only token indices are kept: its name becomes a
    /// `String` only when a load site in it is recorded, or when `resolveFunctionFacts` reads it again.
    struct FunctionBody {
        var classIndex: Int
        /// The index of its name token (`init` for an initializer) and of the `(` of its parameter list.
        var nameIndex: Int
        var parametersOpen: Int
        /// `init(coder:)` or `awakeFromNib()`: code that runs whenever a nib decodes an instance.
        var entryPoint: EntryPoint?
        /// The index of the body's `{`; filled when the brace is reached.
        var open = 0
    }

    enum EntryPoint: String {
        case coderInitializer = "init(coder:)"
        case awakeFromNib = "awakeFromNib()"
    }

    /// One `#if` block being read: the condition of the branch the parser is in (for `#elseif B` after `#if A`,
    /// `!A && B`), and the condition that every branch so far failed, which `#elseif` and `#else` start from.
    struct ConditionalBranch {
        var branch: CompilationCondition
        var earlierBranchesFailed: CompilationCondition
    }

    struct PendingAttributes {
        /// The attributes and modifiers seen; only `SwiftWord`s matter, others are not kept.
        var names = SwiftWordSet()
        var objCName: String?
        var isStatic = false
    }

    /// The file's bytes, which tokens point into; strings are made from them only for the facts.
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [SwiftToken]
    var facts: SourceFacts
    var index = 0
    var scopes: [Scope] = []
    var typeScopeForNextBrace: Scope?
    var pending = PendingAttributes()
    var conditionalSnapshots: [[Scope]] = []
    /// The `#if` blocks the parser is in, outermost first, kept beside `conditionalSnapshots`.
    var conditionalBranches: [ConditionalBranch] = []
    /// The branches' conditions joined with `&&`: what a declaration read now is compiled under (nil: none).
    var currentCondition: CompilationCondition?
    /// Local names bound to `UINib(nibName:)` / `NSNib(nibNamed:)`, for a later `.instantiate(withOwner:)`.
    var nibVariables: [String: (name: NibNameExpression, bundle: LookupBundle)] = [:]
    /// Names bound by `let` to `UIStoryboard(name: "X", …)`, for a later `.instantiateInitialViewController()`: the
    /// storyboard's name, the `{` of the function body the binding is in (-1 outside one: a stored property) and the
    /// enclosing type's name.
    var storyboardVariables: [String: (name: String, function: Int, type: String?)] = [:]
    /// The locals of function bodies, by name, with the body's `{`, and the tokens of the initializer of those that may
    /// be an identifier (`let name = "X"`; nil for any other local): what a bare name in a dequeue in the same body
    /// stands for. The initializer is read only when a dequeue asks (most locals are never asked for).
    var localStrings: [String: (initializer: Range<Int>?, function: Int)] = [:]
    /// A method or initializer whose signature was just read: the next `{` opens its body.
    var functionForNextBrace: FunctionBody?
    /// Bodies of the methods and initializers of classes and extensions, in source order.
    var functionBodies: [FunctionBody] = []
    /// For each load site recorded inside a function body: its index in `facts.loadSites` and the body's `{`.
    var loadSitesInFunctions: [(site: Int, open: Int)] = []
    /// The byte ranges of the bodies of classes and extensions (`{` to `}`; -1 while open), for `resolveOutletAssignments`.
    var classBodies: [(classIndex: Int, open: Int, close: Int)] = []
    /// `parseMethod`'s argument labels (nil for `_`), as byte ranges; reused from method to method.
    var labelScratch: [Range<Int>?] = []

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [SwiftToken], path: String) {
        self.bytes = bytes
        self.tokens = tokens
        self.facts = SourceFacts(path: path)
    }

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .directive:
                handleDirective(token)
            case .attribute:
                readAttribute(token)
            case .punctuation:
                handlePunctuation(token)
                index += 1
            case .identifier:
                // Only known words, or any name once a nib variable is bound, can start a load site.
                if token.word != .other || !nibVariables.isEmpty { detectLoadSite(at: index) }
                // Not a known word, so cheap to rule out: only names ending in `Controller` are looked at further.
                if token.word == .other, endsWithController(token) { detectControllerCreation(at: index) }
                handleIdentifier(token)
            case .string, .number:
                index += 1
            }
        }
        resolveFunctionFacts()
        resolveOutletAssignments()
        resolveAssignmentsOnOtherObjects()
    }
}
