/// Finds classes, categories, their Interface Builder members and nib-loading code in one
/// Objective-C file (`.h`, `.m`, `.mm`), producing the same summary as `SwiftScanner`.
///
/// A light, hand-written scanner over bytes: it tracks `@interface`/`@implementation`/`@protocol`
/// blocks and braces, considers every branch of `#if` blocks, and never fails: unusual code just
/// yields fewer facts.
///
/// - `@interface Name : Super` is a class declaration; categories, class extensions and
///   `@implementation` blocks are extension declarations that add members to the class.
/// - Every `@property`, instance variable and instance method (`-`) is recorded; setters
///   (`-setFoo:`) also make the key `foo` settable, as key-value coding uses them.
public enum ObjectiveCScanner {
    public static func scan(bytes: [UInt8], path: String) -> SourceFileSummary {
        var parser = ObjectiveCDeclarationParser(bytes: bytes, tokens: ObjectiveCLexer.tokenize(bytes), path: path)
        parser.run()
        return parser.summary
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

private enum Byte {
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
    static let semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+"), star = UInt8(ascii: "*"), caret = UInt8(ascii: "^")
    static let equal = UInt8(ascii: "="), dot = UInt8(ascii: "."), question = UInt8(ascii: "?")
    static let exclamation = UInt8(ascii: "!"), ampersand = UInt8(ascii: "&"), bar = UInt8(ascii: "|")
}

private struct ObjectiveCDeclarationParser {
    private enum ContainerKind { case interface, implementation, `protocol` }

    /// The `@interface`, `@implementation` or `@protocol` block being read.
    private struct Container {
        var kind: ContainerKind
        var className: String?
        /// Index into `summary.classes`; nil for protocols.
        var classIndex: Int?
    }

    private struct State {
        var container: Container?
        /// Brace depth below the container's member level (or the file level): > 0 inside bodies.
        var depth = 0
    }

    /// A message expression `[receiver piece:value piece:value]`.
    private struct Message {
        var open: Int
        var close: Int
        var receiver: Range<Int>
        var pieces: [(label: String, labelIndex: Int, value: Range<Int>)]

        func value(_ label: String) -> Range<Int>? { pieces.first { $0.label == label }?.value }
    }

    /// How far bounded look-arounds may go, so that no input makes the scan quadratic.
    private static let lookLimit = 4096
    /// How far back a selector piece's `[` is looked for.
    private static let lookBackLimit = 1024

    let bytes: [UInt8]
    let tokens: [ObjCToken]
    private(set) var summary: SourceFileSummary
    private var index = 0
    private var state = State()
    private var conditionalSnapshots: [State] = []
    /// Set right after a class header: a `{` then opens its instance variables.
    private var ivarsMayFollow = false
    /// `__attribute__((objc_runtime_name("X")))` seen before the next `@interface`.
    private var pendingRuntimeName: String?
    /// `NS_SWIFT_NAME(X)` seen before the next `@interface`.
    private var pendingSwiftName: String?
    /// Local names bound to `[UINib nibWithNibName:...]` / `[[NSNib alloc] initWithNibNamed:...]`.
    private var nibVariables: [String: (name: NibNameExpression, isNSNib: Bool)] = [:]
    /// The file's `NSString *const k = @"X";` / `static NSString *k = @"X";` constants, by name: a nib name passed as one
    /// (Sequel-Ace's `[[NSNib alloc] initWithNibNamed:SPConnectionViewNibName bundle:…]`) is that literal.
    private var fileStringConstants: [String: String] = [:]

    /// An instance method with a body in an `@implementation`.
    private struct MethodBody {
        var selector: String
        var classIndex: Int
        var nameToken: ObjCToken
        /// The index of the body's `{`.
        var open: Int
    }

    private var methodBodies: [MethodBody] = []
    /// The names already in each class's `assignedMembers`, by class index.
    private var assignedMembersSeen: [Int: Set<String>] = [:]
    /// The body being read (index into `methodBodies`), nil outside instance method bodies.
    private var currentMethod: Int?
    /// Each load site recorded inside a method body: its index in `summary.loadSites` and the body's `{`.
    private var loadSitesInMethods: [(site: Int, open: Int)] = []
    /// The `}` ending each method body, by the index of its `{`, as the main pass saw it: a body longer than the
    /// bounded look-arounds is still read to its end.
    private var bodyCloses: [Int: Int] = [:]

    init(bytes: [UInt8], tokens: [ObjCToken], path: String) {
        self.bytes = bytes
        self.tokens = tokens
        self.summary = SourceFileSummary(path: path)
    }

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .directive:
                handleDirective(token)
                index += 1
            case .keyword:
                ivarsMayFollow = false
                handleKeyword(token)
            case .punctuation:
                handlePunctuation(token)
            case .identifier:
                ivarsMayFollow = false
                handleIdentifier(at: index)
                index += 1
            case .string, .number, .character:
                ivarsMayFollow = false
                index += 1
            }
        }
        resolveMethodFacts()
    }

    // MARK: - Structure

    /// Every `#if` branch is read, each starting from the state the `#if` had, so branches that
    /// open the same declaration differently (`@interface A : UIView` / `@interface A : NSView`) stay balanced.
    private mutating func handleDirective(_ token: ObjCToken) {
        switch text(token) {
        case "if", "ifdef", "ifndef":
            conditionalSnapshots.append(state)
        case "elif", "elifdef", "elifndef", "else":
            if let snapshot = conditionalSnapshots.last { state = snapshot }
        case "endif":
            if !conditionalSnapshots.isEmpty { conditionalSnapshots.removeLast() }
        default:
            break
        }
    }

    private mutating func handleKeyword(_ token: ObjCToken) {
        switch text(token) {
        case "interface", "implementation":
            // Never inside braces: unbalanced braces before it are forgotten.
            state.depth = 0
            currentMethod = nil
            parseClassHeader(isImplementation: text(token) == "implementation")
        case "protocol":
            if isPunctuation(index + 1, Byte.openParen) || state.depth > 0 { index += 1; return }   // @protocol(Foo)
            parseProtocolHeader()
        case "end":
            state.depth = 0
            currentMethod = nil
            state.container = nil
            index += 1
        case "property":
            if state.depth == 0, let container = state.container, container.kind != .protocol, let classIndex = container.classIndex {
                parseProperty(classIndex: classIndex)
            } else {
                index += 1
            }
        case "class":
            index += 1
            if state.depth == 0 { skipStatement() }
        default:
            index += 1
        }
    }

    private mutating func handlePunctuation(_ token: ObjCToken) {
        let mayOpenIvars = ivarsMayFollow
        ivarsMayFollow = false
        switch token.byte {
        case Byte.openBrace:
            if mayOpenIvars, state.depth == 0, let classIndex = state.container?.classIndex {
                parseInstanceVariables(classIndex: classIndex)
                return
            }
            state.depth += 1
        case Byte.closeBrace:
            state.depth = max(0, state.depth - 1)
            if state.depth == 0, let current = currentMethod {
                bodyCloses[methodBodies[current].open] = index
                currentMethod = nil
            }
            pendingRuntimeName = nil
            pendingSwiftName = nil
        case Byte.semicolon:
            if state.depth == 0 { pendingRuntimeName = nil; pendingSwiftName = nil }
        case Byte.equal:
            if let current = currentMethod { recordAssignment(at: index, classIndex: methodBodies[current].classIndex) }
        case Byte.ampersand:
            if let current = currentMethod { recordAddressTaken(at: index, classIndex: methodBodies[current].classIndex) }
        case Byte.minus, Byte.plus:
            if state.depth == 0, let container = state.container, container.kind != .protocol, isMethodStart(index) {
                parseMethod(isInstanceMethod: token.byte == Byte.minus, container: container)
                return
            }
            // `- (` at column 1 inside a body: a method after an unclosed one; forget the open braces.
            if state.depth > 0, token.column == 1, let container = state.container, container.kind == .implementation,
               isPunctuation(index + 1, Byte.openParen) {
                state.depth = 0
                parseMethod(isInstanceMethod: token.byte == Byte.minus, container: container)
                return
            }
        default:
            break
        }
        index += 1
    }

    /// A `-` or `+` that starts a method: at a line start or after a declaration, followed by `(` or a name.
    private func isMethodStart(_ position: Int) -> Bool {
        let token = tokens[position]
        let previousEndsDeclaration = position > 0 && (isPunctuation(position - 1, Byte.semicolon) || isPunctuation(position - 1, Byte.closeBrace)
            || isPunctuation(position - 1, Byte.openBrace) || tokens[position - 1].kind == .directive)
        guard token.newlineBefore || previousEndsDeclaration || position == 0, position + 1 < tokens.count else { return false }
        return isPunctuation(position + 1, Byte.openParen) || tokens[position + 1].kind == .identifier
    }

    private mutating func handleIdentifier(at position: Int) {
        let token = tokens[position]
        if state.depth == 0, isPunctuation(position + 1, Byte.openParen), tokenEquals(token, "objc_runtime_name"),
           position + 3 < tokens.count, tokens[position + 2].kind == .string, isPunctuation(position + 3, Byte.closeParen) {
            pendingRuntimeName = text(tokens[position + 2])
            return
        }
        if state.depth == 0, state.container == nil, isPunctuation(position + 1, Byte.openParen),
           tokenEquals(token, "NS_SWIFT_NAME") || tokenEquals(token, "swift_name") {
            // `NS_SWIFT_NAME(Outer.Name)` / `__attribute__((swift_name("Name")))`.
            var cursor = position + 2
            var name = ""
            while cursor < tokens.count, cursor < position + 16, !isPunctuation(cursor, Byte.closeParen) {
                let part = tokens[cursor]
                if part.kind == .identifier || part.kind == .string { name += text(part) } else if part.byte == Byte.dot { name += "." } else { break }
                cursor += 1
            }
            if isPunctuation(cursor, Byte.closeParen), !name.isEmpty, !name.contains("(") { pendingSwiftName = name }
            return
        }
        if isPunctuation(position + 1, Byte.closeBracket), tokenEquals(token, "new") || tokenEquals(token, "init") {
            detectControllerCreation(at: position)
            return
        }
        if state.depth == 0, tokenEquals(token, "NSString") { detectStringConstant(at: position); return }
        guard isPunctuation(position + 1, Byte.colon) else { return }
        // `[self setButton:…]` in a method: the class sets its own `button`.
        if let current = currentMethod, position >= 2, isPunctuation(position - 2, Byte.openBracket), tokenEquals(tokens[position - 1], "self") {
            let name = text(token)
            if name.utf8.count > 3, name.hasPrefix("set") {
                let key = name.dropFirst(3)
                addAssignedMember(key.prefix(1).lowercased() + key.dropFirst(), classIndex: methodBodies[current].classIndex)
            }
        }
        detectLoadSite(at: position)
    }

    /// `self.button = …`, or `button = …` / `_button = …` starting a statement, in a method body: the class sets the member
    /// itself (`==`, `<=`, `+=`… and declarations `UIButton *button = …` are not assignments to a member).
    private mutating func recordAssignment(at position: Int, classIndex: Int) {
        guard position >= 2, !isPunctuation(position + 1, Byte.equal), tokens[position - 1].kind == .identifier else { return }
        let previous = tokens[position - 2]
        if previous.kind == .punctuation, previous.byte == Byte.dot {
            guard position >= 3, tokenEquals(tokens[position - 3], "self") else { return }
        } else if previous.kind == .punctuation {
            guard previous.byte == Byte.semicolon || previous.byte == Byte.openBrace || previous.byte == Byte.closeBrace
                    || previous.byte == Byte.closeParen else { return }
        } else {
            return
        }
        addAssignedMember(text(tokens[position - 1]), classIndex: classIndex)
    }

    /// `&button` as an operand (`[accessory encodingPopUp:&encodingPopUp]`, Sequel-Ace): the callee writes the member
    /// through the pointer. A binary `a & b` follows an operand (an identifier, `)`, `]`), a unary one punctuation.
    private mutating func recordAddressTaken(at position: Int, classIndex: Int) {
        guard position >= 1, position + 1 < tokens.count, tokens[position + 1].kind == .identifier,
              !isPunctuation(position + 1, Byte.ampersand), !isPunctuation(position - 1, Byte.ampersand) else { return }
        let previous = tokens[position - 1]
        guard previous.kind == .punctuation, previous.byte != Byte.closeParen, previous.byte != Byte.closeBracket else { return }
        addAssignedMember(text(tokens[position + 1]), classIndex: classIndex)
    }

    private mutating func addAssignedMember(_ name: String, classIndex: Int) {
        // A set beside the array: a long @implementation assigns hundreds of names.
        guard assignedMembersSeen[classIndex, default: []].insert(name).inserted else { return }
        summary.classes[classIndex].assignedMembers.append(name)
    }

    /// `NSString *const kCellID = @"Cell";` (or `static NSString * const …`) outside bodies: a constant a reuse
    /// identifier may name.
    private mutating func detectStringConstant(at position: Int) {
        var cursor = position + 1
        guard isPunctuation(cursor, Byte.star) else { return }
        cursor += 1
        if cursor < tokens.count, tokenEquals(tokens[cursor], "const") { cursor += 1 }
        guard cursor + 3 < tokens.count, tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, Byte.equal) else { return }
        var end = cursor + 2
        while end < tokens.count, tokens[end].kind == .string { end += 1 }
        guard end > cursor + 2, isPunctuation(end, Byte.semicolon), case .literal(let value) = nameExpression((cursor + 2)..<end) else { return }
        fileStringConstants[text(tokens[cursor])] = value
        summary.stringConstants.append(StringConstant(typeName: nil, name: text(tokens[cursor]), value: .literal(value), inExtension: false,
                                                      location: location(of: tokens[cursor])))
    }

    /// A reuse identifier as written: `@"Cell"`, `NSStringFromClass([FooCell class])`, a constant's name, `FooCell.reuseIdentifier`
    /// / `[FooCell reuseIdentifier]`.
    private func reuseIdentifier(_ range: Range<Int>) -> ReuseIdentifierExpression {
        switch nameExpression(range) {
        case .literal(let name): return .literal(name)
        case .className(let name): return .className(name)
        case .enclosingClassName, .unknown: break
        }
        let slice = Array(range)
        if slice.count == 1, tokens[slice[0]].kind == .identifier, !tokenEquals(tokens[slice[0]], "self") { return .name(text(tokens[slice[0]])) }
        if slice.count == 3, tokens[slice[0]].kind == .identifier, isPunctuation(slice[1], Byte.dot), tokens[slice[2]].kind == .identifier {
            return tokenEquals(tokens[slice[0]], "self") ? .name(text(tokens[slice[2]])) : .member(base: text(tokens[slice[0]]), name: text(tokens[slice[2]]))
        }
        if slice.count == 4, isPunctuation(slice[0], Byte.openBracket), tokens[slice[1]].kind == .identifier, tokens[slice[2]].kind == .identifier,
           isPunctuation(slice[3], Byte.closeBracket), isTypeName(tokens[slice[1]]) {
            return .member(base: text(tokens[slice[1]]), name: text(tokens[slice[2]]))
        }
        return .unknown
    }

    /// `[tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath]` and its siblings, at the method's name.
    private mutating func detectDequeue(at position: Int, piece: String) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece else { return }
        let labels = message.pieces.map(\.label)
        let api: ReuseIdentifierUse.API
        var value = message.pieces[0].value
        switch piece {
        case "dequeueReusableCellWithIdentifier":
            if labels.count == 1 { api = .tableCell } else if labels == [piece, "forIndexPath"] { api = .tableCellForIndexPath } else { return }
        case "dequeueReusableCellWithReuseIdentifier":
            guard labels == [piece, "forIndexPath"] else { return }
            api = .collectionCell
        case "dequeueReusableHeaderFooterViewWithIdentifier":
            guard labels.count == 1 else { return }
            api = .headerFooter
        case "dequeueReusableSupplementaryViewOfKind":
            guard labels == [piece, "withReuseIdentifier", "forIndexPath"] else { return }
            api = .supplementary
            value = message.pieces[1].value
        default:
            guard labels == [piece, "owner"] else { return }
            api = .appKitMakeView
        }
        summary.reuseIdentifierUses.append(ReuseIdentifierUse(api: api, identifier: reuseIdentifier(value), enclosingClass: enclosingClassName,
                                                              location: location(of: tokens[position])))
    }

    /// `[tableView registerNib:nib forCellReuseIdentifier:@"Cell"]`, `registerClass:forCellWithReuseIdentifier:`, ….
    private mutating func detectReuseRegistration(at position: Int, piece: String) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, message.pieces.count >= 2 else { return }
        let kinds: [String: NibRegistration.Kind] = [
            "forCellReuseIdentifier": .tableViewCell, "forHeaderFooterViewReuseIdentifier": .tableViewHeaderFooter,
            "forCellWithReuseIdentifier": .collectionViewCell, "forSupplementaryViewOfKind": .collectionViewSupplementary,
            "forIdentifier": .appKitTableView, "forItemWithIdentifier": .appKitCollectionItem,
        ]
        guard let kind = kinds[message.pieces[1].label] else { return }
        guard let value = kind == .collectionViewSupplementary ? message.value("withReuseIdentifier") : message.pieces[1].value else { return }
        var registeredClass: String?
        let first = Array(message.pieces[0].value)
        if first.count == 4, isPunctuation(first[0], Byte.openBracket), isTypeName(tokens[first[1]]), tokenEquals(tokens[first[2]], "class"),
           isPunctuation(first[3], Byte.closeBracket) {
            registeredClass = text(tokens[first[1]])
        }
        summary.reuseRegistrations.append(ReuseRegistration(kind: kind, identifier: reuseIdentifier(value), registeredClass: registeredClass,
                                                            enclosingClass: enclosingClassName, location: location(of: tokens[position])))
    }

    /// `[FooController new]` / `[[FooController alloc] init]`: a view controller with no nib name, which UIKit gives the
    /// nib named after its class (Swift's `FooController()`). Recorded at the class name, as Swift's are.
    private mutating func detectControllerCreation(at position: Int) {
        let classPosition: Int
        if tokenEquals(tokens[position], "new") {
            guard position >= 2, isPunctuation(position - 2, Byte.openBracket) else { return }
            classPosition = position - 1
        } else {
            guard position >= 5, isPunctuation(position - 1, Byte.closeBracket), tokenEquals(tokens[position - 2], "alloc"),
                  isPunctuation(position - 4, Byte.openBracket), isPunctuation(position - 5, Byte.openBracket) else { return }
            classPosition = position - 3
        }
        let classToken = tokens[classPosition]
        guard isTypeName(classToken), classToken.end - classToken.start > 10,
              bytes[(classToken.end - 10)..<classToken.end].elementsEqual("Controller".utf8) else { return }
        summary.controllerCreations.append(ControllerCreation(className: text(classToken), enclosingClass: enclosingClassName,
                                                              location: location(of: classToken)))
    }

    private mutating func skipStatement() {
        var steps = 0
        while index < tokens.count, steps < Self.lookLimit {
            let token = tokens[index]
            if token.kind == .keyword || token.kind == .directive || isPunctuation(index, Byte.openBrace) || isPunctuation(index, Byte.closeBrace) { return }
            index += 1
            steps += 1
            if token.kind == .punctuation, token.byte == Byte.semicolon { return }
        }
    }

    private var enclosingClassName: String? {
        guard let container = state.container, container.kind != .protocol else { return nil }
        return container.className
    }

    // MARK: - Declarations

    /// `@interface Name<T> : Super<Args> <Protocols>`, `@interface Name (Category) <Protocols>`, `@implementation Name (Category)`.
    private mutating func parseClassHeader(isImplementation: Bool) {
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        let name = text(nameToken)
        index += 1
        // Lightweight generics (`Foo<T>`), or the protocols of a root class: neither is a superclass.
        if isPunctuation(index, Byte.less) { index = angleGroupEnd(from: index) }
        var isCategory = false
        if isPunctuation(index, Byte.openParen) {
            isCategory = true
            index = declarationGroupEnd(from: index)
        }
        var inherited: [String] = []
        if isPunctuation(index, Byte.colon) {
            index += 1
            if index < tokens.count, tokens[index].kind == .identifier {
                inherited.append(text(tokens[index]))
                index += 1
            }
            // `Super<TypeArguments> <Protocols>`: one group is protocols unless it holds pointers.
            var groups: [Range<Int>] = []
            while groups.count < 2, isPunctuation(index, Byte.less) {
                let end = angleGroupEnd(from: index)
                groups.append(index..<end)
                index = end
            }
            if let last = groups.last, groups.count == 2 || !last.contains(where: { isPunctuation($0, Byte.star) }) {
                inherited += protocolNames(in: last)
            }
        } else if isPunctuation(index, Byte.less) {
            let end = angleGroupEnd(from: index)
            if isCategory { inherited += protocolNames(in: index..<end) }
            index = end
        }
        let kind: ClassDeclaration.Kind = isImplementation || isCategory ? .extensionDeclaration : .classDeclaration
        summary.classes.append(ClassDeclaration(
            kind: kind,
            name: name,
            inheritedTypes: inherited,
            objCName: kind == .classDeclaration ? pendingRuntimeName.flatMap { $0.isEmpty || $0 == name ? nil : $0 } : nil,
            swiftName: kind == .classDeclaration ? pendingSwiftName.flatMap { $0 == name ? nil : $0 } : nil,
            isObjCMembers: false,
            location: location(of: nameToken)
        ))
        pendingRuntimeName = nil
        pendingSwiftName = nil
        state.container = Container(kind: isImplementation ? .implementation : .interface, className: name, classIndex: summary.classes.count - 1)
        ivarsMayFollow = true
    }

    private func protocolNames(in range: Range<Int>) -> [String] {
        range.filter { tokens[$0].kind == .identifier && (isPunctuation($0 - 1, Byte.less) || isPunctuation($0 - 1, Byte.comma)) }.map { text(tokens[$0]) }
    }

    /// `@protocol Name <Protocols> ... @end` is skipped; `@protocol A, B;` declares nothing.
    private mutating func parseProtocolHeader() {
        index += 1
        if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
        if isPunctuation(index, Byte.semicolon) || isPunctuation(index, Byte.comma) {
            skipStatement()
            return
        }
        state.container = Container(kind: .protocol, className: nil, classIndex: nil)
    }

    /// `@property (attributes) Type *name;`, with outlets, collections, blocks and trailing macros.
    private mutating func parseProperty(classIndex: Int) {
        index += 1
        var isClassProperty = false
        if isPunctuation(index, Byte.openParen) {
            let end = declarationGroupEnd(from: index)
            for position in (index + 1)..<max(index + 1, end) where tokens[position].kind == .identifier && tokenEquals(tokens[position], "class")
                && (isPunctuation(position - 1, Byte.openParen) || isPunctuation(position - 1, Byte.comma)) {
                isClassProperty = true
            }
            index = end
        }
        let start = index
        var steps = 0
        while index < tokens.count, steps < Self.lookLimit {
            let token = tokens[index]
            if token.kind == .keyword || token.kind == .directive { break }
            if token.kind == .punctuation {
                if token.byte == Byte.semicolon || token.byte == Byte.openBrace || token.byte == Byte.closeBrace { break }
                // A missing `;`: the next method starts.
                if (token.byte == Byte.minus || token.byte == Byte.plus) && token.newlineBefore { break }
            }
            index += 1
            steps += 1
        }
        let end = index
        if isPunctuation(index, Byte.semicolon) { index += 1 }
        guard !isClassProperty else { return }
        recordVariables(Array(start..<end), classIndex: classIndex, isInstanceVariable: false)
    }

    /// The `{ ... }` instance variables after a class header: each declaration may be an `IBOutlet`.
    private mutating func parseInstanceVariables(classIndex: Int) {
        index += 1
        var statement: [Int] = []
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .directive:
                handleDirective(token)
                index += 1
                continue
            case .keyword:
                if ["public", "private", "protected", "package"].contains(text(token)) {
                    statement = []
                    index += 1
                    continue
                }
                // `@end`, `@property`, ...: the block was never closed.
                recordVariables(statement, classIndex: classIndex, isInstanceVariable: true)
                return
            case .punctuation:
                if token.byte == Byte.openBrace { depth += 1 }
                if token.byte == Byte.closeBrace {
                    if depth == 0 {
                        recordVariables(statement, classIndex: classIndex, isInstanceVariable: true)
                        index += 1
                        return
                    }
                    depth -= 1
                }
                if token.byte == Byte.semicolon, depth == 0 {
                    recordVariables(statement, classIndex: classIndex, isInstanceVariable: true)
                    statement = []
                    index += 1
                    continue
                }
                // A method after an unclosed block.
                if (token.byte == Byte.minus || token.byte == Byte.plus), token.newlineBefore, depth == 0, isPunctuation(index + 1, Byte.openParen) {
                    return
                }
            default:
                break
            }
            statement.append(index)
            index += 1
        }
    }

    /// Records the declarators of one `@property` or instance variable declaration (`*a, *b`).
    private mutating func recordVariables(_ positions: [Int], classIndex: Int, isInstanceVariable: Bool) {
        guard !positions.isEmpty else { return }
        var isOutlet = false, isInspectable = false
        var collectionElement: String?
        for (offset, position) in positions.enumerated() where tokens[position].kind == .identifier {
            switch text(tokens[position]) {
            case "IBOutlet": isOutlet = true
            case "IBInspectable": isInspectable = true
            case "IBOutletCollection":
                isOutlet = true
                if offset + 2 < positions.count, isPunctuation(positions[offset + 1], Byte.openParen), tokens[positions[offset + 2]].kind == .identifier {
                    collectionElement = text(tokens[positions[offset + 2]])
                }
            case "typedef", "static", "extern":
                return
            default: break
            }
        }
        // Split the declarators at top-level commas.
        var segments: [[Int]] = [[]]
        var depth = 0
        for position in positions {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.openParen, Byte.openBracket, Byte.openBrace, Byte.less: depth += 1
                case Byte.closeParen, Byte.closeBracket, Byte.closeBrace, Byte.greater: depth = max(0, depth - 1)
                case Byte.comma where depth == 0:
                    segments.append([])
                    continue
                default: break
                }
            }
            segments[segments.count - 1].append(position)
        }
        var firstType = ""
        for (number, segment) in segments.enumerated() {
            guard let nameOffset = declaratorName(segment) else { continue }
            let nameToken = tokens[segment[nameOffset]]
            let name = text(nameToken)
            if number == 0 {
                // `UILabel *name NS_MACRO` → `UILabel *`; `void (^name)(BOOL)` → `void (^)(BOOL)`.
                var typePositions = Array(segment[..<nameOffset])
                if isPunctuation(segment[min(nameOffset + 1, segment.count - 1)], Byte.closeParen) { typePositions += segment[(nameOffset + 1)...] }
                firstType = typeText(typePositions)
            }
            let property = PropertyDeclaration(
                name: name,
                typeText: collectionElement.map { "[\($0)]" } ?? firstType,
                isOutlet: isOutlet,
                isInspectable: isInspectable,
                isObjCVisible: true,
                objCName: nil,
                location: location(of: nameToken),
                isInstanceVariable: isInstanceVariable
            )
            summary.classes[classIndex].properties.append(property)
            // Key-value coding sets the instance variable `_key` (or `_isKey`, `isKey`) for the key `key`.
            guard isInstanceVariable else { continue }
            for alias in PropertyDeclaration.instanceVariableKeys(forName: name) {
                var key = property
                key.name = alias
                key.isOutlet = false
                key.isKeyValueCodingAlias = true
                summary.classes[classIndex].properties.append(key)
            }
        }
    }

    /// The offset in `segment` of a declarator's name: `*name`, `(^name)(...)`, `name[4]`, `name : 1`,
    /// `name NS_SWIFT_NAME(x) API_AVAILABLE(ios(13))`.
    private func declaratorName(_ segment: [Int]) -> Int? {
        // Blocks and function pointers: `void (^ _Nullable name)(BOOL)`.
        for offset in segment.indices where offset + 2 < segment.count && isPunctuation(segment[offset], Byte.openParen)
            && (isPunctuation(segment[offset + 1], Byte.caret) || isPunctuation(segment[offset + 1], Byte.star)) {
            var cursor = offset + 2
            var last: Int?
            while cursor < segment.count, tokens[segment[cursor]].kind == .identifier { last = cursor; cursor += 1 }
            if let last, cursor < segment.count, isPunctuation(segment[cursor], Byte.closeParen) { return last }
        }
        // A bit-field width, an initializer or an array size ends the name.
        var end = segment.count
        var depth = 0
        for (offset, position) in segment.enumerated() where tokens[position].kind == .punctuation {
            let byte = tokens[position].byte
            if byte == Byte.openParen || byte == Byte.openBrace || byte == Byte.less { depth += 1 }
            if byte == Byte.closeParen || byte == Byte.closeBrace || byte == Byte.greater { depth = max(0, depth - 1) }
            if depth == 0, byte == Byte.colon || byte == Byte.equal || byte == Byte.openBracket { end = offset; break }
        }
        // Strip trailing attribute macros: `NS_SWIFT_NAME(x)`, `API_AVAILABLE(ios(13))`, `NS_REFINED_FOR_SWIFT`.
        var guardCount = 0
        while end > 0, guardCount < 64 {
            guardCount += 1
            let last = segment[end - 1]
            if isPunctuation(last, Byte.closeParen) {
                var parenDepth = 0
                var cursor = end - 1
                while cursor >= 0 {
                    if isPunctuation(segment[cursor], Byte.closeParen) { parenDepth += 1 }
                    if isPunctuation(segment[cursor], Byte.openParen) {
                        parenDepth -= 1
                        if parenDepth == 0 { break }
                    }
                    cursor -= 1
                }
                guard cursor > 0, tokens[segment[cursor - 1]].kind == .identifier else { return nil }
                end = cursor - 1
                continue
            }
            if tokens[last].kind == .identifier, isMacroLike(tokens[last]), end >= 3, tokens[segment[end - 2]].kind == .identifier,
               tokens[segment[end - 3]].kind == .identifier || isPunctuation(segment[end - 3], Byte.star) || isPunctuation(segment[end - 3], Byte.greater) {
                end -= 1
                continue
            }
            break
        }
        guard end > 0, tokens[segment[end - 1]].kind == .identifier else { return nil }
        return end - 1
    }

    /// `NS_REFINED_FOR_SWIFT`, `UI_APPEARANCE_SELECTOR`, `__deprecated`: attribute macros, not names.
    private func isMacroLike(_ token: ObjCToken) -> Bool {
        let name = bytes[token.start..<token.end]
        if name.starts(with: [UInt8(ascii: "_"), UInt8(ascii: "_")]) { return true }
        guard let first = name.first, first >= 0x41, first <= 0x5A, name.contains(UInt8(ascii: "_")) else { return false }
        return name.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ObjectiveCLexer.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// The declared type as written, without Interface Builder markers: `UILabel *`, `NSArray<NSString *> *`.
    private func typeText(_ positions: [Int]) -> String {
        var result = ""
        var previous: ObjCToken?
        var skipParenGroup = false
        var parenDepth = 0
        for position in positions {
            let token = tokens[position]
            if skipParenGroup {
                if isPunctuation(position, Byte.openParen) { parenDepth += 1 }
                if isPunctuation(position, Byte.closeParen) { parenDepth -= 1; if parenDepth == 0 { skipParenGroup = false } }
                continue
            }
            if token.kind == .identifier {
                let name = text(token)
                if name == "IBOutlet" || name == "IBInspectable" || name == "__weak" || name == "__strong" { continue }
                if name == "IBOutletCollection" || isMacroLike(token) && isPunctuation(position + 1, Byte.openParen) {
                    skipParenGroup = true
                    continue
                }
            }
            if let previous, (previous.kind == .identifier && (token.kind == .identifier || token.byte == Byte.star || token.byte == Byte.openParen))
                || (previous.byte == Byte.greater && token.byte == Byte.star) {
                result += " "
            }
            result += token.kind == .punctuation ? String(UnicodeScalar(token.byte)) : text(token)
            previous = token
        }
        return result
    }

    /// `- (IBAction)save:(id)sender;`, `- (void)doThing:(id)a forEvent:(UIEvent *)e { ... }`, `+ (instancetype)make;`.
    private mutating func parseMethod(isInstanceMethod: Bool, container: Container) {
        index += 1
        currentMethod = nil
        var returnType: Range<Int> = index..<index
        if isPunctuation(index, Byte.openParen) {
            let end = declarationGroupEnd(from: index)
            returnType = (index + 1)..<max(index + 1, end - 1)
            index = end
        }
        var pieces: [String] = []
        var firstPiece: ObjCToken?
        var isUnary = false
        var steps = 0
        while index < tokens.count, steps < Self.lookLimit {
            steps += 1
            let token = tokens[index]
            if token.kind == .identifier, isPunctuation(index + 1, Byte.colon), !isUnary {
                if firstPiece == nil { firstPiece = token }
                pieces.append(text(token))
                index += 2
                skipParameter()
            } else if token.kind == .punctuation, token.byte == Byte.colon, firstPiece != nil, !isUnary {
                pieces.append("")
                index += 1
                skipParameter()
            } else if token.kind == .identifier, firstPiece == nil {
                firstPiece = token
                isUnary = true
                index += 1
            } else if token.kind == .identifier, isPunctuation(index + 1, Byte.openParen) {
                index = declarationGroupEnd(from: index + 1)   // NS_SWIFT_NAME(...), __attribute__((...))
            } else if token.kind == .identifier || token.kind == .string || isPunctuation(index, Byte.comma) || isPunctuation(index, Byte.dot) {
                index += 1   // NS_REQUIRES_SUPER, `, ...`
            } else {
                break
            }
        }
        guard let firstPiece, let classIndex = container.classIndex else { return }
        let selector = isUnary ? text(firstPiece) : pieces.map { $0 + ":" }.joined()
        if ["forwardingTargetForSelector:", "respondsToSelector:", "resolveInstanceMethod:", "forwardInvocation:", "methodSignatureForSelector:"].contains(selector) {
            summary.classes[classIndex].forwardsSelectors = true
        }
        guard isInstanceMethod else {
            if isUnary, container.kind == .implementation, isPunctuation(index, Byte.openBrace) { recordClassMethodConstant(text(firstPiece), at: firstPiece) }
            return
        }
        if container.kind == .implementation, isPunctuation(index, Byte.openBrace) {
            methodBodies.append(MethodBody(selector: selector, classIndex: classIndex, nameToken: firstPiece, open: index))
            currentMethod = methodBodies.count - 1
        }
        if selector == "setValue:forUndefinedKey:" { summary.classes[classIndex].acceptsUndefinedKeys = true }
        let name = isUnary ? selector : pieces[0]
        summary.classes[classIndex].methods.append(MethodDeclaration(
            name: name,
            selector: selector,
            isAction: returnType.contains { tokens[$0].kind == .identifier && tokenEquals(tokens[$0], "IBAction") },
            isSegueAction: false,
            isObjCVisible: true,
            location: location(of: firstPiece)
        ))
        if pieces.count == 1 { recordSetter(name: name, at: firstPiece, classIndex: classIndex) }
        if isUnary, container.kind == .implementation, selector == "windowNibName" || selector == "nibName" {
            recordNibNameOverride(selector, at: firstPiece)
        }
    }

    /// `+ (NSString *)reuseIdentifier { return @"Cell"; }` (or `return NSStringFromClass(self);`, `[self class]`): a constant
    /// of the class that reuse identifiers may name (`[FooCell reuseIdentifier]`, `FooCell.reuseIdentifier`).
    private mutating func recordClassMethodConstant(_ name: String, at token: ObjCToken) {
        guard index + 3 < tokens.count, tokenEquals(tokens[index + 1], "return"), let className = state.container?.className else { return }
        var end = index + 2
        while end < tokens.count, end < index + 16, !isPunctuation(end, Byte.semicolon) { end += 1 }
        guard isPunctuation(end, Byte.semicolon), isPunctuation(end + 1, Byte.closeBrace) else { return }
        let value: StringConstant.Value
        switch nameExpression((index + 2)..<end) {
        case .literal(let text): value = .literal(text)
        case .className(let name): value = .literal(name)
        case .enclosingClassName: value = .className
        case .unknown:
            let parts = ((index + 2)..<end).map { tokens[$0].kind == .punctuation ? String(UnicodeScalar(tokens[$0].byte)) : text(tokens[$0]) }.joined()
            value = parts == "NSStringFromClass([selfclass])" || parts == "NSStringFromClass(self.class)" ? .className : .other
        }
        summary.stringConstants.append(StringConstant(typeName: className, name: name, value: value, inExtension: false, location: location(of: token)))
    }

    /// After a piece's `:`, the parameter's `(type)` and name.
    private mutating func skipParameter() {
        if isPunctuation(index, Byte.openParen) { index = declarationGroupEnd(from: index) }
        // The parameter's name always follows (`insert:(id)a :(id)b` is `insert::`).
        if index < tokens.count, tokens[index].kind == .identifier, !isPunctuation(index + 1, Byte.openParen) {
            index += 1
        }
    }

    /// `-setFoo:` lets key-value coding set the key `foo` (and `URL` for `-setURL:`).
    private mutating func recordSetter(name: String, at token: ObjCToken, classIndex: Int) {
        let utf8 = Array(name.utf8)
        guard utf8.count > 3, name.hasPrefix("set"), utf8[3] >= 0x41, utf8[3] <= 0x5A else { return }
        let capitalized = String(name.dropFirst(3))
        var keys = [capitalized.prefix(1).lowercased() + capitalized.dropFirst()]
        if utf8.count > 4, utf8[4] >= 0x41, utf8[4] <= 0x5A { keys.append(capitalized) }
        for key in keys where !summary.classes[classIndex].properties.contains(where: { $0.name == key }) {
            summary.classes[classIndex].properties.append(PropertyDeclaration(
                name: key, typeText: "", isOutlet: false, isInspectable: false, isObjCVisible: true, objCName: nil,
                location: location(of: token)))
        }
    }

    /// `- (NSString *)windowNibName { return @"X"; }` / `- (NSString *)nibName { return NSStringFromClass([self class]); }`.
    private mutating func recordNibNameOverride(_ selector: String, at token: ObjCToken) {
        var cursor = index
        if isPunctuation(cursor, Byte.semicolon) { cursor += 1 }
        guard isPunctuation(cursor, Byte.openBrace) else { return }
        var depth = 0
        let limit = min(tokens.count, cursor + Self.lookLimit)
        while cursor < limit {
            let current = tokens[cursor]
            if current.kind == .keyword { return }
            if isPunctuation(cursor, Byte.openBrace) { depth += 1 }
            if isPunctuation(cursor, Byte.closeBrace) { depth -= 1; if depth == 0 { return } }
            if current.kind == .identifier, tokenEquals(current, "return") {
                var end = cursor + 1
                while end < limit, !isPunctuation(end, Byte.semicolon), !isPunctuation(end, Byte.closeBrace) { end += 1 }
                let name = nameExpression((cursor + 1)..<end)
                if name != .unknown {
                    record(selector == "nibName" ? .nibNameProperty : .windowNibName, name: name, owner: .enclosingInstance, at: token)
                }
                return
            }
            cursor += 1
        }
    }

    // MARK: - Nib loading code

    private mutating func detectLoadSite(at position: Int) {
        let token = tokens[position]
        let piece = text(token)
        switch piece {
        case "loadNibNamed":
            guard let message = enclosingMessage(of: position), let nameRange = message.value("loadNibNamed") else { return }
            let owner = message.value("owner").map(ownerExpression) ?? .unknown
            let api: NibLoadSite.API = message.value("topLevelObjects") != nil ? .loadNibNamedTopLevelObjects : .loadNibNamed
            record(api, name: nameExpression(nameRange), owner: owner, at: token)
        case "nibWithNibName", "initWithNibNamed":
            guard let message = enclosingMessage(of: position), let nameRange = message.value(piece),
                  message.pieces.first?.label == piece else { return }
            detectNibObjectUse(message, name: nameExpression(nameRange), isNSNib: piece == "initWithNibNamed")
        case "instantiateWithOwner", "instantiateNibWithOwner":
            guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece,
                  let variable = variableName(message.receiver), let nib = nibVariables[variable.name] else { return }
            let owner = message.value(piece).map(ownerExpression) ?? .unknown
            let api: NibLoadSite.API = nib.isNSNib || message.value("topLevelObjects") != nil ? .nsNibInstantiate : .uiNibInstantiate
            record(api, name: nib.name, owner: owner, at: tokens[variable.position])
        case "dequeueReusableCellWithIdentifier", "dequeueReusableCellWithReuseIdentifier", "dequeueReusableHeaderFooterViewWithIdentifier",
             "dequeueReusableSupplementaryViewOfKind", "makeViewWithIdentifier":
            detectDequeue(at: position, piece: piece)
        case "registerClass":
            detectReuseRegistration(at: position, piece: piece)
        case "registerNib":
            detectReuseRegistration(at: position, piece: piece)
            guard let message = enclosingMessage(of: position), let value = message.value("registerNib"),
                  let variable = variableName(value), let nib = nibVariables[variable.name] else { return }
            record(.registerNib, name: nib.name, owner: .none, at: token, registration: registration(message))
        case "initWithNibName", "initWithWindowNibName":
            detectNibNameInitializer(at: position, piece: piece)
        case "storyboardWithName":
            detectStoryboardCreation(at: position)
        case "setValueTransformer":
            // `[NSValueTransformer setValueTransformer:t forName:@"X"]`: a literal name is recorded, any other makes every name possible.
            guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, let value = message.value("forName") else { return }
            if case .literal(let name) = nameExpression(value) { summary.valueTransformerNames.append(name) } else {
                summary.registersUnreadableValueTransformerName = true
            }
        case "instantiateViewControllerWithIdentifier", "performSegueWithIdentifier":
            // Swift's `instantiateViewController(withIdentifier:)` / `performSegue(withIdentifier:sender:)`, at the call's name.
            guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, let value = message.value(piece),
                  case .literal(let identifier) = nameExpression(value) else { return }
            let receiver = Array(message.receiver)
            let isSentToSelf = receiver.count == 1 && (tokenEquals(tokens[receiver[0]], "self") || tokenEquals(tokens[receiver[0]], "super"))
            summary.storyboardIdentifierUses.append(StoryboardIdentifierUse(
                kind: piece == "performSegueWithIdentifier" ? .segue : .viewController, identifier: identifier,
                enclosingClass: enclosingClassName, location: location(of: token), isSentToSelf: isSentToSelf,
                storyboard: piece == "performSegueWithIdentifier" ? nil : storyboardReceiver(receiver)))
        default:
            break
        }
    }

    /// The storyboard a message is sent to: `self.storyboard` / `[self storyboard]` (the controller's own), or
    /// `[UIStoryboard storyboardWithName:@"X" bundle:…]`.
    private func storyboardReceiver(_ receiver: [Int]) -> StoryboardReceiver? {
        if receiver.count == 3, tokenEquals(tokens[receiver[0]], "self"), isPunctuation(receiver[1], Byte.dot), tokenEquals(tokens[receiver[2]], "storyboard") {
            return .own
        }
        if receiver.count == 4, isPunctuation(receiver[0], Byte.openBracket), tokenEquals(tokens[receiver[1]], "self"),
           tokenEquals(tokens[receiver[2]], "storyboard"), isPunctuation(receiver[3], Byte.closeBracket) {
            return .own
        }
        guard let first = receiver.first, isPunctuation(first, Byte.openBracket), let inner = message(openingAt: first), inner.close == receiver.last,
              inner.pieces.count == 2, inner.pieces[0].label == "storyboardWithName", inner.pieces[1].label == "bundle", inner.receiver.count == 1,
              tokenEquals(tokens[inner.receiver.lowerBound], "UIStoryboard") || tokenEquals(tokens[inner.receiver.lowerBound], "NSStoryboard"),
              case .literal(let name) = nameExpression(inner.pieces[0].value), !name.isEmpty else { return nil }
        return .named(name)
    }

    /// `[UIStoryboard storyboardWithName:@"X" bundle:…]` (or `NSStoryboard`), at the class name, as Swift's
    /// `UIStoryboard(name:bundle:)`; `[[UIStoryboard storyboardWithName:@"X" bundle:nil] instantiateInitialViewController]`
    /// at the method's name.
    private mutating func detectStoryboardCreation(at position: Int) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == "storyboardWithName", message.pieces.count == 2,
              message.pieces[1].label == "bundle", let value = message.value("storyboardWithName"), message.receiver.count == 1,
              case .literal(let name) = nameExpression(value), !name.isEmpty else { return }
        let receiver = tokens[message.receiver.lowerBound]
        guard tokenEquals(receiver, "UIStoryboard") || tokenEquals(receiver, "NSStoryboard") else { return }
        summary.storyboardNameUses.append(StoryboardNameUse(kind: .storyboard, name: name, call: "\(text(receiver))(name:bundle:)",
                                                            enclosingClass: enclosingClassName, location: location(of: receiver)))
        let method = message.close + 1
        guard isPunctuation(message.open - 1, Byte.openBracket), isPunctuation(method + 1, Byte.closeBracket), method < tokens.count,
              tokenEquals(tokens[method], "instantiateInitialViewController") || tokenEquals(tokens[method], "instantiateInitialController") else { return }
        summary.storyboardNameUses.append(StoryboardNameUse(kind: .initialController, name: name, call: text(tokens[method]) + "()",
                                                            enclosingClass: enclosingClassName, location: location(of: tokens[method])))
    }

    /// What happens to a `[UINib nibWithNibName:...]` message: instantiated at once, registered, or kept in a variable.
    private mutating func detectNibObjectUse(_ nib: Message, name: NibNameExpression, isNSNib: Bool) {
        guard let receiverToken = nib.receiver.first(where: { tokens[$0].kind == .identifier }).map({ tokens[$0] }) else { return }
        let isNSNib = isNSNib || tokenEquals(receiverToken, "NSNib")
        let before = nib.open - 1
        if isPunctuation(before, Byte.openBracket), let outer = message(openingAt: before), outer.receiver.upperBound == nib.close + 1,
           let first = outer.pieces.first, first.label == "instantiateWithOwner" || first.label == "instantiateNibWithOwner" {
            let api: NibLoadSite.API = isNSNib || outer.value("topLevelObjects") != nil ? .nsNibInstantiate : .uiNibInstantiate
            record(api, name: name, owner: ownerExpression(first.value), at: receiverToken)
        } else if isPunctuation(before, Byte.colon), before >= 1, tokenEquals(tokens[before - 1], "registerNib") {
            record(.registerNib, name: name, owner: .none, at: receiverToken, registration: enclosingMessage(of: before - 1).flatMap(registration))
        } else if isPunctuation(before, Byte.equal), before >= 1, tokens[before - 1].kind == .identifier, name != .unknown {
            nibVariables[text(tokens[before - 1])] = (name, isNSNib)
        }
    }

    /// `[super initWithNibName:@"X" bundle:nil]`, `[[Foo alloc] initWithNibName:nil bundle:nil]`, `[self initWithWindowNibName:@"X" owner:self]`.
    private mutating func detectNibNameInitializer(at position: Int, piece: String) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, let nameRange = message.value(piece) else { return }
        let receiver = Array(message.receiver)
        var owner: OwnerExpression
        let ownerToken: ObjCToken
        if receiver.count == 1, tokenEquals(tokens[receiver[0]], "super") || tokenEquals(tokens[receiver[0]], "self") {
            owner = .enclosingInstance
            ownerToken = tokens[receiver[0]]
        } else if receiver.count == 4, isPunctuation(receiver[0], Byte.openBracket), tokens[receiver[1]].kind == .identifier,
                  tokenEquals(tokens[receiver[2]], "alloc"), isPunctuation(receiver[3], Byte.closeBracket) {
            // `[[Foo alloc] init...]`; `[[self alloc] init...]` in a class method makes an instance of the class.
            ownerToken = tokens[receiver[1]]
            if tokenEquals(ownerToken, "self") {
                owner = .enclosingInstance
            } else if isTypeName(ownerToken) {
                owner = .instance(of: text(ownerToken))
            } else {
                return
            }
        } else {
            return
        }
        if let explicitOwner = message.value("owner") { owner = ownerExpression(explicitOwner) }
        var name = nameExpression(nameRange)
        // As in Swift: any name but nil passed up names the nib, even one niblint cannot read; an
        // `initWithNibName:bundle:` override passing its parameter on names nothing by itself.
        if piece == "initWithNibName", receiver.count == 1, !isNil(nameRange), let classIndex = state.container?.classIndex,
           name != .unknown || currentMethod.map({ methodBodies[$0].selector }) != "initWithNibName:bundle:" {
            summary.classes[classIndex].initializerNamesNib = true
        }
        if isNil(nameRange) {
            if case .instance(let className) = owner { name = .className(className) } else { name = .enclosingClassName }
        }
        record(piece == "initWithNibName" ? .initNibName : .windowNibName, name: name, owner: owner, at: ownerToken,
               isImplicitNibName: isNil(nameRange))
    }

    private mutating func record(_ api: NibLoadSite.API, name: NibNameExpression, owner: OwnerExpression, at token: ObjCToken,
                                 isImplicitNibName: Bool = false, registration: NibRegistration? = nil) {
        guard name != .unknown else { return }
        let body = state.depth > 0 ? currentMethod.map { methodBodies[$0] } : nil
        summary.loadSites.append(NibLoadSite(api: api, nibName: name, owner: owner, enclosingClass: enclosingClassName, location: location(of: token),
                                             enclosingFunction: body.map { ObjectiveCScanner.swiftName(ofSelector: $0.selector) },
                                             isImplicitNibName: isImplicitNibName, registration: registration))
        if let body { loadSitesInMethods.append((summary.loadSites.count - 1, body.open)) }
    }

    /// What `[view registerNib:nib for…:…]` registers the nib for, from the label of its second piece
    /// (`registerNib:forCellReuseIdentifier:`, `registerNib:forCellWithReuseIdentifier:`, `registerNib:forIdentifier:`, …).
    private func registration(_ message: Message) -> NibRegistration? {
        guard message.pieces.count >= 2, message.pieces[0].label == "registerNib" else { return nil }
        let second = message.pieces[1]
        let kind: NibRegistration.Kind
        switch second.label {
        case "forCellReuseIdentifier": kind = .tableViewCell
        case "forHeaderFooterViewReuseIdentifier": kind = .tableViewHeaderFooter
        case "forCellWithReuseIdentifier": kind = .collectionViewCell
        case "forSupplementaryViewOfKind": kind = .collectionViewSupplementary
        case "forIdentifier": kind = .appKitTableView
        case "forItemWithIdentifier": kind = .appKitCollectionItem
        default: return nil
        }
        let value = kind == .collectionViewSupplementary ? message.value("withReuseIdentifier") : second.value
        var identifier: String?
        if let value, case .literal(let text) = nameExpression(value) { identifier = text }
        return NibRegistration(kind: kind, identifier: identifier)
    }

    /// `@"X"` (adjacent literals concatenated), `NSStringFromClass([self class])`, `NSStringFromClass(Foo.class)`.
    private func nameExpression(_ range: Range<Int>) -> NibNameExpression {
        guard !range.isEmpty else { return .unknown }
        if range.allSatisfy({ tokens[$0].kind == .string }) {
            let content = range.map { text(tokens[$0]) }.joined()
            return content.contains("\\") || content.contains("%") ? .unknown : .literal(content)
        }
        if range.count == 1, tokens[range.lowerBound].kind == .identifier, !fileStringConstants.isEmpty,
           let value = fileStringConstants[text(tokens[range.lowerBound])] {
            return .literal(value)
        }
        let parts = range.map { tokens[$0].kind == .punctuation ? String(UnicodeScalar(tokens[$0].byte)) : text(tokens[$0]) }
        guard parts.count >= 4, parts[0] == "NSStringFromClass", parts[1] == "(", parts.last == ")" else { return .unknown }
        let inner = Array(parts[2..<(parts.count - 1)])
        let className: String
        if inner.count == 4, inner[0] == "[", inner[2] == "class", inner[3] == "]" {
            className = inner[1]   // [Foo class]
        } else if inner.count == 3, inner[1] == ".", inner[2] == "class" {
            className = inner[0]   // Foo.class
        } else {
            return .unknown
        }
        if className == "self" { return .enclosingClassName }
        guard let first = className.utf8.first, ObjectiveCLexer.isIdentifierStart(first) else { return .unknown }
        return .className(className)
    }

    /// `self`, `nil`, `[Foo new]`, `[[Foo alloc] init]`, `Foo.new`.
    private func ownerExpression(_ range: Range<Int>) -> OwnerExpression {
        let slice = Array(range)
        if slice.count == 1 {
            if tokenEquals(tokens[slice[0]], "self") { return .enclosingInstance }
            if isNil(range) { return .none }
        }
        if slice.count == 4, isPunctuation(slice[0], Byte.openBracket), isTypeName(tokens[slice[1]]),
           tokenEquals(tokens[slice[2]], "new"), isPunctuation(slice[3], Byte.closeBracket) {
            return .instance(of: text(tokens[slice[1]]))
        }
        if slice.count == 7, isPunctuation(slice[0], Byte.openBracket), isPunctuation(slice[1], Byte.openBracket), isTypeName(tokens[slice[2]]),
           tokenEquals(tokens[slice[3]], "alloc"), isPunctuation(slice[4], Byte.closeBracket), tokenEquals(tokens[slice[5]], "init"),
           isPunctuation(slice[6], Byte.closeBracket) {
            return .instance(of: text(tokens[slice[2]]))
        }
        if slice.count == 3, isTypeName(tokens[slice[0]]), isPunctuation(slice[1], Byte.dot), tokenEquals(tokens[slice[2]], "new") {
            return .instance(of: text(tokens[slice[0]]))
        }
        return .unknown
    }

    private func isNil(_ range: Range<Int>) -> Bool {
        range.count == 1 && (tokenEquals(tokens[range.lowerBound], "nil") || tokenEquals(tokens[range.lowerBound], "NULL") || tokenEquals(tokens[range.lowerBound], "Nil"))
    }

    /// A capitalized identifier: a class name rather than a variable.
    private func isTypeName(_ token: ObjCToken) -> Bool {
        token.kind == .identifier && bytes[token.start] >= 0x41 && bytes[token.start] <= 0x5A
    }

    /// `nib`, `self.nib`, `_nib`: a variable a nib may be stored in.
    private func variableName(_ range: Range<Int>) -> (name: String, position: Int)? {
        let slice = Array(range)
        if slice.count == 1, tokens[slice[0]].kind == .identifier { return (text(tokens[slice[0]]), slice[0]) }
        if slice.count == 3, tokenEquals(tokens[slice[0]], "self"), isPunctuation(slice[1], Byte.dot), tokens[slice[2]].kind == .identifier {
            return (text(tokens[slice[2]]), slice[2])
        }
        return nil
    }

    // MARK: - Calls that always run (nib-load-recursion)

    /// After the main pass, as the Swift scanner does: which load sites run every time their method runs, and, for
    /// each `-initWithCoder:` and `-awakeFromNib`, the methods it always sends to `self`.
    private mutating func resolveMethodFacts() {
        if !loadSitesInMethods.isEmpty {
            var sitesByBody: [Int: [Int]] = [:]
            for entry in loadSitesInMethods { sitesByBody[entry.open, default: []].append(entry.site) }
            for (open, sites) in sitesByBody {
                // Marked after the walk: mutating the summary inside it would copy every load site each time.
                var remaining = sites.map { (site: $0, location: summary.loadSites[$0].location) }
                var unconditional: [Int] = []
                forEachUnconditionalToken(inBodyAt: open) { position in
                    let token = tokens[position]
                    remaining.removeAll { entry in
                        guard entry.location.line == token.line, entry.location.column == token.column else { return false }
                        unconditional.append(entry.site)
                        return true
                    }
                }
                for site in unconditional { summary.loadSites[site].isUnconditional = true }
            }
        }
        // The body (its `{`) of each selector of each class, built only when a decoding entry point needs them.
        var bodiesByClass: [String: [String: Int]]?
        for body in methodBodies {
            let name: String
            switch body.selector {
            case "initWithCoder:": name = "init(coder:)"
            case "awakeFromNib": name = "awakeFromNib()"
            default: continue
            }
            if bodiesByClass == nil {
                var table: [String: [String: Int]] = [:]
                for method in methodBodies where table[summary.classes[method.classIndex].name]?[method.selector] == nil {
                    table[summary.classes[method.classIndex].name, default: [:]][method.selector] = method.open
                }
                bodiesByClass = table
            }
            let methods = bodiesByClass?[summary.classes[body.classIndex].name] ?? [:]
            summary.classes[body.classIndex].decodingEntryPoints.append(DecodingEntryPoint(
                name: name, location: location(of: body.nameToken), callChains: callChains(from: body, methods: methods), callsSuper: callsSuper(body)))
        }
    }

    /// Whether the body sends the superclass its version of the entry point (`[super initWithCoder:`, `[super awakeFromNib]`), anywhere in it.
    private func callsSuper(_ body: MethodBody) -> Bool {
        guard let close = bodyCloses[body.open] ?? matchingClose(from: body.open) else { return false }
        let piece = body.selector == "awakeFromNib" ? "awakeFromNib" : "initWithCoder"
        var cursor = body.open + 1
        while cursor + 2 < close {
            if isPunctuation(cursor, Byte.openBracket), tokenEquals(tokens[cursor + 1], "super"), tokenEquals(tokens[cursor + 2], piece) { return true }
            cursor += 1
        }
        return false
    }

    /// The methods `entry` always sends to `self`, breadth first, up to three calls deep, each with the calls leading to it
    /// (by Swift name); only `methods`, those of the same class in this file, are followed.
    private func callChains(from entry: MethodBody, methods: [String: Int]) -> [[String]] {
        var chains: [[String]] = []
        var seen: Set<String> = []
        var readBodies: Set<Int> = [entry.open]
        var frontier: [(open: Int, chain: [String])] = [(entry.open, [])]
        for _ in 0..<3 where !frontier.isEmpty {
            var next: [(open: Int, chain: [String])] = []
            for (open, chain) in frontier {
                for selector in selfCalls(inBodyAt: open) where seen.insert(selector).inserted {
                    let name = ObjectiveCScanner.swiftName(ofSelector: selector)
                    chains.append(chain + [name])
                    if let target = methods[selector], readBodies.insert(target).inserted {
                        next.append((target, chain + [name]))
                    }
                }
            }
            frontier = next
        }
        return chains
    }

    /// The selectors of the messages to `self` (`[self setUp]`, `[self setUpWith:x]`) that always run in the body opening at `open`.
    private func selfCalls(inBodyAt open: Int) -> [String] {
        var selectors: [String] = []
        forEachUnconditionalToken(inBodyAt: open) { position in
            guard isPunctuation(position, Byte.openBracket), position + 3 < tokens.count, tokenEquals(tokens[position + 1], "self"),
                  tokens[position + 2].kind == .identifier else { return }
            if isPunctuation(position + 3, Byte.closeBracket) {
                selectors.append(text(tokens[position + 2]))
            } else if isPunctuation(position + 3, Byte.colon), let message = message(openingAt: position), message.receiver.count == 1 {
                selectors.append(message.pieces.map { $0.label + ":" }.joined())
            }
        }
        return selectors
    }

    /// Statements that may not run their body (or run it only once `do … while` checked nothing).
    private static let controlKeywords: [String] = ["if", "else", "for", "while", "switch", "do"]

    /// What an `if` condition says about `self`.
    private enum SelfCheck { case nonNil, isNil, other }

    /// `self`, `self != nil`, `(self = [super initWithCoder:coder])` are `.nonNil`; `!self`, `self == nil`, `!(self = …)` are `.isNil`.
    /// A few parentheses and `!` are looked through, no more: a condition is never read twice.
    private func selfCheck(_ condition: Range<Int>) -> SelfCheck {
        var range = condition
        var negated = false
        for _ in 0..<4 {
            if range.count >= 2, isPunctuation(range.lowerBound, Byte.openParen), isPunctuation(range.upperBound - 1, Byte.closeParen),
               matchingClose(from: range.lowerBound) == range.upperBound - 1 {
                range = (range.lowerBound + 1)..<(range.upperBound - 1)
            } else if range.count >= 2, isPunctuation(range.lowerBound, Byte.exclamation), !isPunctuation(range.lowerBound + 1, Byte.equal) {
                negated.toggle()
                range = (range.lowerBound + 1)..<range.upperBound
            } else {
                break
            }
        }
        guard let first = range.first else { return .other }
        let isSelf = { (position: Int) in self.tokenEquals(self.tokens[position], "self") }
        let isNilToken = { (position: Int) in self.isNil(position..<(position + 1)) }
        var check = SelfCheck.other
        if range.count == 1, isSelf(first) {
            check = .nonNil
        } else if range.count >= 3, isSelf(first), isPunctuation(first + 1, Byte.equal), !isPunctuation(first + 2, Byte.equal) {
            check = .nonNil   // `self = [super …]`: an assignment, not `==`.
        } else if range.count == 4, isPunctuation(first + 2, Byte.equal), isSelf(first) && isNilToken(first + 3) || isNilToken(first) && isSelf(first + 3) {
            if isPunctuation(first + 1, Byte.exclamation) { check = .nonNil }
            if isPunctuation(first + 1, Byte.equal) { check = .isNil }
        }
        switch (check, negated) {
        case (.nonNil, true): return .isNil
        case (.isNil, true): return .nonNil
        default: return check
        }
    }

    /// Calls `visit` with each token of the body opening at `open` that runs every time the body runs: at its top level
    /// or in the block of an `if (self)` check, before any `return` or `@throw`, not in a statement that starts with
    /// `if`, `else`, `for`, `while`, `switch` or `do`, and not after `&&`, `||` or `?` in the same statement. The
    /// statement after an `if (!self)` check (the early `return nil`) is skipped.
    private func forEachUnconditionalToken(inBodyAt open: Int, _ visit: (Int) -> Void) {
        guard let close = bodyCloses[open] ?? matchingClose(from: open) else { return }
        var braceDepth = 0
        var transparentBlocks = 0
        var transparentOpen = -1
        var statementIsConditional = false
        var cursor = open + 1
        while cursor < close {
            let token = tokens[cursor]
            switch token.kind {
            case .punctuation:
                switch token.byte {
                case Byte.openBrace:
                    if cursor == transparentOpen {
                        transparentBlocks += 1
                        cursor += 1
                        continue
                    }
                    braceDepth += 1
                case Byte.closeBrace:
                    if braceDepth == 0 {
                        transparentBlocks = max(0, transparentBlocks - 1)
                        statementIsConditional = false
                        cursor += 1
                        continue
                    }
                    braceDepth -= 1
                    if braceDepth == 0 { statementIsConditional = false }
                case Byte.semicolon:
                    if braceDepth == 0 { statementIsConditional = false }
                case Byte.question:
                    if braceDepth == 0 { statementIsConditional = true }
                case Byte.ampersand, Byte.bar:
                    if braceDepth == 0, isPunctuation(cursor + 1, token.byte) { statementIsConditional = true }
                default:
                    break
                }
            case .identifier:
                if tokenEquals(token, "return") { return }
                if braceDepth == 0, !statementIsConditional, tokenEquals(token, "if"), isPunctuation(cursor + 1, Byte.openParen),
                   let conditionClose = matchingClose(from: cursor + 1), conditionClose < close {
                    switch selfCheck((cursor + 2)..<conditionClose) {
                    case .nonNil where isPunctuation(conditionClose + 1, Byte.openBrace):
                        transparentOpen = conditionClose + 1
                        cursor = conditionClose + 1
                        continue
                    case .isNil:
                        // Skip the early exit: its `return` ends only the runs where `self` is nil.
                        if isPunctuation(conditionClose + 1, Byte.openBrace) {
                            guard let blockClose = matchingClose(from: conditionClose + 1) else { return }
                            cursor = blockClose + 1
                        } else {
                            cursor = conditionClose + 1
                            while cursor < close, !isPunctuation(cursor, Byte.semicolon) { cursor += 1 }
                            cursor += 1
                        }
                        continue
                    default:
                        statementIsConditional = true
                    }
                } else if braceDepth == 0, Self.controlKeywords.contains(where: { tokenEquals(token, $0) }) {
                    statementIsConditional = true
                }
            case .keyword:
                if tokenEquals(token, "throw") { return }
            default:
                break
            }
            if braceDepth == 0, !statementIsConditional { visit(cursor) }
            cursor += 1
        }
    }

    // MARK: - Messages

    /// The message whose selector piece is at `position`: walks back to its `[`.
    private func enclosingMessage(of position: Int) -> Message? {
        var depth = 0
        var cursor = position - 1
        let stop = max(0, position - Self.lookBackLimit)
        while cursor >= stop {
            let token = tokens[cursor]
            // `@selector(x)`, `@encode(T)` and `@YES` may stand inside a message; `@end` and the like may not.
            if token.kind == .keyword, depth == 0, !isPunctuation(cursor + 1, Byte.openParen), !tokenEquals(token, "YES"), !tokenEquals(token, "NO") {
                return nil
            }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.closeBracket, Byte.closeParen, Byte.closeBrace:
                    depth += 1
                case Byte.openBracket where depth == 0:
                    return message(openingAt: cursor)
                case Byte.openParen, Byte.openBrace, Byte.openBracket:
                    if depth == 0 { return nil }
                    depth -= 1
                case Byte.semicolon where depth == 0:
                    return nil
                default:
                    break
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// Parses `[receiver label:value label:value]` from its `[`.
    private func message(openingAt open: Int) -> Message? {
        guard isPunctuation(open, Byte.openBracket), let close = matchingClose(from: open) else { return nil }
        var depth = 0
        var firstPiece: Int?
        var cursor = open + 1
        // The receiver ends where the first `label:` starts.
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                if token.byte == Byte.openBracket || token.byte == Byte.openParen || token.byte == Byte.openBrace { depth += 1 }
                if token.byte == Byte.closeBracket || token.byte == Byte.closeParen || token.byte == Byte.closeBrace { depth -= 1 }
            }
            if depth == 0, cursor > open + 1, token.kind == .identifier, isPunctuation(cursor + 1, Byte.colon) {
                firstPiece = cursor
                break
            }
            cursor += 1
        }
        guard let firstPiece else { return nil }
        var pieces: [(label: String, labelIndex: Int, value: Range<Int>)] = []
        var label = firstPiece
        cursor = firstPiece + 2
        var valueStart = cursor
        // `a ? b : c` inside a value: its `b :` is no selector piece.
        var ternaries = 0
        depth = 0
        while cursor < close {
            let token = tokens[cursor]
            if depth == 0 {
                if token.kind == .identifier, isPunctuation(cursor + 1, Byte.colon) {
                    if ternaries > 0 {
                        ternaries -= 1
                    } else {
                        pieces.append((text(tokens[label]), label, valueStart..<cursor))
                        label = cursor
                        valueStart = cursor + 2
                    }
                    cursor += 2
                    continue
                }
                if token.kind == .punctuation {
                    if token.byte == Byte.question, !isPunctuation(cursor + 1, Byte.colon) { ternaries += 1 }
                    if token.byte == Byte.colon, ternaries > 0 { ternaries -= 1 }
                    // Variadic arguments (`arrayWithObjects:a, b, nil`) belong to no piece.
                    if token.byte == Byte.comma { break }
                }
            }
            if token.kind == .punctuation {
                if token.byte == Byte.openBracket || token.byte == Byte.openParen || token.byte == Byte.openBrace { depth += 1 }
                if token.byte == Byte.closeBracket || token.byte == Byte.closeParen || token.byte == Byte.closeBrace { depth -= 1 }
            }
            cursor += 1
        }
        pieces.append((text(tokens[label]), label, valueStart..<cursor))
        return Message(open: open, close: close, receiver: (open + 1)..<firstPiece, pieces: pieces)
    }

    // MARK: - Token helpers

    private func text(_ token: ObjCToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func tokenEquals(_ token: ObjCToken, _ name: String) -> Bool {
        token.end - token.start == name.utf8.count && bytes[token.start..<token.end].elementsEqual(name.utf8)
    }

    private func isPunctuation(_ position: Int, _ byte: UInt8) -> Bool {
        position >= 0 && position < tokens.count && tokens[position].kind == .punctuation && tokens[position].byte == byte
    }

    private func location(of token: ObjCToken) -> SourceLocation {
        SourceLocation(file: summary.path, line: token.line, column: token.column)
    }

    /// The index of the bracket closing the one at `open` (any of `(`, `[`, `{`), or nil when it is not
    /// closed within the look limit or before an `@` keyword.
    private func matchingClose(from open: Int) -> Int? {
        var depth = 0
        var cursor = open
        let limit = min(tokens.count, open + Self.lookLimit)
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .keyword, cursor > open, ["end", "interface", "implementation", "property"].contains(text(token)) { return nil }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.openParen, Byte.openBracket, Byte.openBrace: depth += 1
                case Byte.closeParen, Byte.closeBracket, Byte.closeBrace:
                    depth -= 1
                    if depth == 0 { return cursor }
                default: break
                }
            }
            cursor += 1
        }
        return nil
    }

    /// The index after the `)` closing the `(` at `open` in a declaration; a `;`, brace or keyword ends it early.
    private func declarationGroupEnd(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        let limit = min(tokens.count, open + Self.lookLimit)
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .keyword || token.kind == .directive { return cursor }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.openParen: depth += 1
                case Byte.closeParen:
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                case Byte.semicolon, Byte.openBrace, Byte.closeBrace: return cursor
                default: break
                }
            }
            cursor += 1
        }
        return cursor
    }

    /// The index after the `>` closing the `<` at `open`; a `;`, brace or keyword ends it early.
    private func angleGroupEnd(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        let limit = min(tokens.count, open + Self.lookLimit)
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .keyword || token.kind == .directive { return cursor }
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.less: depth += 1
                case Byte.greater:
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                case Byte.semicolon, Byte.openBrace, Byte.closeBrace: return cursor
                default: break
                }
            }
            cursor += 1
        }
        return cursor
    }
}
