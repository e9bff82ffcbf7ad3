/// Classes, categories, class extensions and `@implementation` blocks, with their `@property`s, instance variables and
/// methods (`IBOutlet`, `IBAction`, setters, KVC and forwarding overrides): what the outlet, action, class and binding rules
/// match a nib against.
extension ObjectiveCDeclarationParser {
    /// `@interface Name<T> : Super<Args> <Protocols>`, `@interface Name (Category) <Protocols>`, `@implementation Name (Category)`.
    func parseClassHeader(isImplementation: Bool) {
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        let name = text(nameToken)
        index += 1
        // Lightweight generics (`Foo<T>`), or the protocols of a root class: neither is a superclass.
        if isPunctuation(index, Byte.less) { index = angleGroupEnd(from: index) }
        var isCategory = false, isClassExtension = false
        if isPunctuation(index, Byte.openParen) {
            isCategory = true
            isClassExtension = isPunctuation(index + 1, Byte.closeParen)
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
        // `@implementation Name : Super` restates the superclass: no protocol of the extension.
        if isImplementation, !isCategory, !inherited.isEmpty { inherited.removeFirst() }
        let kind: ClassDeclaration.Kind = isImplementation || isCategory ? .extensionDeclaration : .classDeclaration
        facts.classes.append(ClassDeclaration(
            kind: kind,
            name: name,
            inheritedTypes: inherited,
            objCName: kind == .classDeclaration ? pendingRuntimeName.flatMap { $0.isEmpty || $0 == name ? nil : $0 } : nil,
            swiftName: kind == .classDeclaration ? pendingSwiftName.flatMap { $0 == name ? nil : $0 } : nil,
            isObjCMembers: false,
            location: location(of: nameToken),
            condition: conditions[Int(nameToken.condition)]
        ))
        pendingRuntimeName = nil
        pendingSwiftName = nil
        state.container = Container(kind: isImplementation ? .implementation : .interface, className: name, classIndex: facts.classes.count - 1,
                                    synthesizesProperties: !isImplementation && (!isCategory || isClassExtension))
        ivarsMayFollow = true
    }

    /// Each once: a list made of several `#if` branches' lists (`<P>` / `<Q, P>`) names a protocol in more than one.
    private func protocolNames(in range: Range<Int>) -> [String] {
        var seen = Set<String>()
        return range.filter { tokens[$0].kind == .identifier && (isPunctuation($0 - 1, Byte.less) || isPunctuation($0 - 1, Byte.comma)) }
            .map { text(tokens[$0]) }.filter { seen.insert($0).inserted }
    }

    /// `@protocol Name <Protocols> ... @end` is skipped; `@protocol A, B;` declares nothing.
    func parseProtocolHeader() {
        index += 1
        var name: String?
        if index < tokens.count, tokens[index].kind == .identifier {
            name = text(tokens[index])
            index += 1
        }
        if isPunctuation(index, Byte.semicolon) || isPunctuation(index, Byte.comma) {
            skipStatement()
            return
        }
        inOptionalRequirements = false
        if let name {
            var inherited: [String] = []
            if isPunctuation(index, Byte.less) {
                let end = angleGroupEnd(from: index)
                inherited = protocolNames(in: index..<end)
                index = end
            }
            facts.protocols.append(ProtocolDeclaration(name: name, inheritedTypes: inherited))
        }
        state.container = Container(kind: .protocol, className: nil, classIndex: nil)
    }

    /// `@property (attributes) Type *name;`, with outlets, collections, blocks and trailing macros.
    func parseProperty(classIndex: Int) {
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
            if token.kind == .keyword { break }
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

    /// `@synthesize a = b, c;` in an `@implementation`: the instance variables `b` and `c`, which key-value coding and
    /// AppKit's outlet connector set under their own names, stored as the class's instance variables.
    func parseSynthesize(classIndex: Int) {
        index += 1
        var steps = 0
        while index < tokens.count, steps < Self.lookLimit, tokens[index].kind == .identifier {
            steps += 1
            let propertyToken = tokens[index]
            var storageToken = propertyToken
            index += 1
            if isPunctuation(index, Byte.equal), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                storageToken = tokens[index + 1]
                index += 2
            }
            let property = text(propertyToken), storage = text(storageToken)
            if storage != property {
                facts.classes[classIndex].synthesizedStorage[property] = storage
                facts.classes[classIndex].properties.append(PropertyDeclaration(
                    name: storage, typeText: "", isOutlet: false, isInspectable: false, isObjCVisible: true, objCName: nil,
                    location: location(of: storageToken), isInstanceVariable: true))
            }
            guard isPunctuation(index, Byte.comma) else { break }
            index += 1
        }
        if isPunctuation(index, Byte.semicolon) { index += 1 }
    }

    /// The `{ ... }` instance variables after a class header: each declaration may be an `IBOutlet`.
    func parseInstanceVariables(classIndex: Int) {
        index += 1
        var statement: [Int] = []
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
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
    private func recordVariables(_ positions: [Int], classIndex: Int, isInstanceVariable: Bool) {
        guard !positions.isEmpty else { return }
        var isOutlet = false, isInspectable = false
        var collectionElement: String?
        // Told apart by their lengths and bytes: no string is made for the other words of the declaration.
        for (offset, position) in positions.enumerated() where tokens[position].kind == .identifier {
            let token = tokens[position]
            switch token.end - token.start {
            case 8 where tokenEquals(token, "IBOutlet"): isOutlet = true
            case 13 where tokenEquals(token, "IBInspectable"): isInspectable = true
            case 18 where tokenEquals(token, "IBOutletCollection"):
                isOutlet = true
                if offset + 2 < positions.count, isPunctuation(positions[offset + 1], Byte.openParen), tokens[positions[offset + 2]].kind == .identifier {
                    collectionElement = text(tokens[positions[offset + 2]])
                }
            case 7 where tokenEquals(token, "typedef"), 6 where tokenEquals(token, "static") || tokenEquals(token, "extern"):
                return
            default: break
            }
        }
        // Split the declarators at top-level commas.
        var segments: [[Int]] = []
        // Each segment filled in a local array, then stored: no access through `segments` per token.
        var segment: [Int] = []
        var depth = 0
        for position in positions {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.byte {
                case Byte.openParen, Byte.openBracket, Byte.openBrace, Byte.less: depth += 1
                case Byte.closeParen, Byte.closeBracket, Byte.closeBrace, Byte.greater: depth = max(0, depth - 1)
                case Byte.comma where depth == 0:
                    segments.append(segment)
                    segment = []
                    continue
                default: break
                }
            }
            segment.append(position)
        }
        segments.append(segment)
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
            var property = PropertyDeclaration(
                name: name,
                typeText: collectionElement.map { "[\($0)]" } ?? firstType,
                isOutlet: isOutlet,
                isInspectable: isInspectable,
                isObjCVisible: true,
                objCName: nil,
                location: location(of: nameToken),
                isInstanceVariable: isInstanceVariable
            )
            if !isInstanceVariable, state.container?.synthesizesProperties == true { property.instanceVariableName = "_" + name }
            facts.classes[classIndex].properties.append(property)
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
            // `std::mutex _lock`: a C++ scope, not a bit-field's colon.
            if byte == Byte.colon, (offset + 1 < segment.count && isPunctuation(segment[offset + 1], Byte.colon))
                || (offset > 0 && isPunctuation(segment[offset - 1], Byte.colon)) { continue }
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
                if tokenEquals(token, "IBOutlet") || tokenEquals(token, "IBInspectable") || tokenEquals(token, "__weak") || tokenEquals(token, "__strong") { continue }
                if tokenEquals(token, "IBOutletCollection") || isMacroLike(token) && isPunctuation(position + 1, Byte.openParen) {
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
    func parseMethod(isInstanceMethod: Bool, container: Container) {
        index += 1
        currentMethod = nil
        var returnType: Range<Int> = index..<index
        if isPunctuation(index, Byte.openParen) {
            let end = declarationGroupEnd(from: index)
            returnType = (index + 1)..<max(index + 1, end - 1)
            index = end
        }
        // Each piece by the index of its label, or of its `:` when it has none (`insert:(id)a :(id)b`): strings are made
        // once, for the whole selector.
        var pieces: [Int] = []
        var firstPiece: ObjCToken?
        var isUnary = false
        var steps = 0
        while index < tokens.count, steps < Self.lookLimit {
            steps += 1
            let token = tokens[index]
            if token.kind == .identifier, isPunctuation(index + 1, Byte.colon), !isUnary {
                if firstPiece == nil { firstPiece = token }
                pieces.append(index)
                index += 2
                skipParameter()
            } else if token.kind == .punctuation, token.byte == Byte.colon, firstPiece != nil, !isUnary {
                pieces.append(index)
                index += 1
                skipParameter()
            } else if token.kind == .identifier, firstPiece == nil {
                // `- (NSInteger)PREFIXED(count)`: a macro the preprocessor could not expand names the method; none is declared.
                if isPunctuation(index + 1, Byte.openParen) { return }
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
        guard let firstPiece else { return }
        let selector = isUnary ? text(firstPiece) : selector(ofPieces: pieces)
        if container.kind == .protocol {
            if isInstanceMethod, !inOptionalRequirements, !facts.protocols.isEmpty { facts.protocols[facts.protocols.count - 1].requiredMethods.append(selector) }
            return
        }
        guard let classIndex = container.classIndex else { return }
        if isSelector(selector, "forwardingTargetForSelector:") || isSelector(selector, "respondsToSelector:") || isSelector(selector, "resolveInstanceMethod:")
            || isSelector(selector, "forwardInvocation:") || isSelector(selector, "methodSignatureForSelector:") {
            facts.classes[classIndex].forwardsSelectors = true
        }
        guard isInstanceMethod else {
            facts.classes[classIndex].classMethodSelectors.append(selector)
            if isUnary, container.kind == .implementation, isPunctuation(index, Byte.openBrace) { recordClassMethodConstant(text(firstPiece), at: firstPiece) }
            return
        }
        if container.kind == .implementation, isPunctuation(index, Byte.openBrace) {
            methodBodies.append(MethodBody(selector: selector, classIndex: classIndex, nameToken: firstPiece, open: index))
            currentMethod = methodBodies.count - 1
        }
        if isSelector(selector, "setValue:forUndefinedKey:") { facts.classes[classIndex].acceptsUndefinedKeys = true }
        let name = isUnary ? selector : text(firstPiece)
        facts.classes[classIndex].methods.append(MethodDeclaration(
            name: name,
            selector: selector,
            isAction: returnType.contains { tokens[$0].kind == .identifier && tokenEquals(tokens[$0], "IBAction") },
            isSegueAction: false,
            isObjCVisible: true,
            location: location(of: firstPiece)
        ))
        if isUnary, container.kind == .implementation, isSelector(selector, "windowNibName") || isSelector(selector, "nibName") {
            recordNibNameOverride(selector, at: firstPiece)
        }
        // `- initWithEd:(NSString *)ed #if LEGACY dsa:(NSString *)dsa #endif`: without the branch the method is
        // `initWithEd:`, with it `initWithEd:dsa:`; both are declared (each one way of compiling).
        if !isUnary, let variant = selectorWithoutConditionalPieces(pieces, base: firstPiece.condition),
           variant != selector {
            let declaration = facts.classes[classIndex].methods[facts.classes[classIndex].methods.count - 1]
            facts.classes[classIndex].methods.append(MethodDeclaration(
                name: name, selector: variant, isAction: declaration.isAction, isSegueAction: false, isObjCVisible: true,
                location: declaration.location))
        }
    }

    /// The selector made of the pieces outside the `#if` branches the method's first piece is outside of, or nil when
    /// every piece is in the first piece's branch (or a branch compiled on every platform, `#if 1`).
    private func selectorWithoutConditionalPieces(_ pieces: [Int], base: UInt32) -> String? {
        // Nearly every method: no piece in a branch of its own.
        guard pieces.contains(where: { tokens[$0].condition != base }) else { return nil }
        let outer = self.conditions[Int(base)]
        var kept: [Int] = []
        for piece in pieces {
            let condition = tokens[piece].condition
            // A piece whose branch is compiled exactly where the method is (`#if 1`) is no variant.
            if condition != base, let branch = self.conditions[Int(condition)],
               BuildPlatform.allCases.contains(where: { branch.holds(on: $0) != (outer?.holds(on: $0) ?? true) }) {
                continue
            }
            kept.append(piece)
        }
        guard kept.count < pieces.count, !kept.isEmpty else { return nil }
        return selector(ofPieces: kept)
    }

    /// `selector == name`, the lengths compared first: nearly every selector differs from `name` in length, and comparing
    /// two strings costs a call.
    @inline(__always)
    private func isSelector(_ selector: String, _ name: String) -> Bool {
        selector.utf8.count == name.utf8.count && selector == name
    }

    /// `label:label:` from the pieces' labels (a piece at a bare `:` has none), made as one string.
    private func selector(ofPieces pieces: [Int]) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(pieces.reduce(0) { $0 + tokens[$1].end - tokens[$1].start + 1 })
        for piece in pieces {
            let token = tokens[piece]
            if token.kind == .identifier { utf8.append(contentsOf: bytes[token.start..<token.end]) }
            utf8.append(Byte.colon)
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// After a piece's `:`, the parameter's `(type)` and name.
    private func skipParameter() {
        if isPunctuation(index, Byte.openParen) { index = declarationGroupEnd(from: index) }
        // The parameter's name always follows (`insert:(id)a :(id)b` is `insert::`).
        if index < tokens.count, tokens[index].kind == .identifier, !isPunctuation(index + 1, Byte.openParen) {
            index += 1
        }
    }
}
