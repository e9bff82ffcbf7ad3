/// Where the parser is: the `@interface` / `@implementation` / `@protocol` block, the braces and the `#if` branches it is in,
/// and the attributes waiting for the next `@interface`. No fact of its own: each token is sent from here to the file that
/// records its fact, and every fact is placed in its class and method.
extension ObjectiveCDeclarationParser {
    /// At the start of a `#if` block read as alternatives the state is saved, and each later branch starts from it, so
    /// branches that open a declaration or a brace differently (`@interface A : UIView` / `@interface A : NSView`) stay
    /// balanced. A branch point some declaration's reading went past is not one the parser is at: skipped.
    func passBranchPoints() {
        while nextBranchPoint < branchPoints.count, branchPoints[nextBranchPoint].token <= index {
            let point = branchPoints[nextBranchPoint]
            nextBranchPoint += 1
            guard point.token == index else { continue }
            if point.isStart {
                branchSnapshots[point.block] = state
            } else if let snapshot = branchSnapshots[point.block] {
                state = snapshot
            }
        }
    }

    func handleKeyword(_ token: ObjCToken) {
        // Told apart by their bytes: no string is made for a keyword (`@selector`, `@"…"`'s neighbours, `@autoreleasepool`).
        switch Keyword(token, in: bytes) {
        case .interface, .implementation:
            // Never inside braces: unbalanced braces before it are forgotten.
            state.depth = 0
            currentMethod = nil
            parseClassHeader(isImplementation: Keyword(token, in: bytes) == .implementation)
        case .protocol:
            if isPunctuation(index + 1, Byte.openParen) || state.depth > 0 { index += 1; return }   // @protocol(Foo)
            parseProtocolHeader()
        case .end:
            state.depth = 0
            currentMethod = nil
            state.container = nil
            index += 1
        case .property:
            if state.depth == 0, let container = state.container, container.kind != .protocol, let classIndex = container.classIndex {
                parseProperty(classIndex: classIndex)
            } else {
                index += 1
            }
        case .synthesize:
            if state.depth == 0, let container = state.container, container.kind == .implementation, let classIndex = container.classIndex {
                parseSynthesize(classIndex: classIndex)
            } else {
                index += 1
            }
        case .class:
            index += 1
            if state.depth == 0 { skipStatement() }
        case .optional, .required:
            inOptionalRequirements = Keyword(token, in: bytes) == .optional
            index += 1
        default:
            index += 1
        }
    }

    /// The `@` keywords the main loop reacts to.
    enum Keyword {
        case interface, implementation, `protocol`, end, property, synthesize, `class`, optional, required, other

        @inline(__always)
        init(_ token: ObjCToken, in bytes: [UInt8]) {
            let length = token.end - token.start
            func equals(_ name: StaticString) -> Bool {
                let spelling = name.utf8Start
                for offset in 0..<length where bytes[token.start + offset] != spelling[offset] { return false }
                return true
            }
            switch length {
            case 3: self = equals("end") ? .end : .other
            case 5: self = equals("class") ? .class : .other
            case 8:
                self = equals("protocol") ? .protocol : equals("property") ? .property : equals("optional") ? .optional
                    : equals("required") ? .required : .other
            case 9: self = equals("interface") ? .interface : .other
            case 10: self = equals("synthesize") ? .synthesize : .other
            case 14: self = equals("implementation") ? .implementation : .other
            default: self = .other
            }
        }
    }

    /// Called by the main loop for the bytes it reacts to only (`{`, `}`, `;`, `=`, `&`, `-`, `+`): a case added here is
    /// added to the main loop's list too.
    func handlePunctuation(_ token: ObjCToken) {
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
                methodBodies[current].close = index
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
            if state.depth == 0, let container = state.container, isMethodStart(index) {
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
            || isPunctuation(position - 1, Byte.openBrace))
        guard token.newlineBefore || previousEndsDeclaration || position == 0, position + 1 < tokens.count else { return false }
        return isPunctuation(position + 1, Byte.openParen) || tokens[position + 1].kind == .identifier
    }

    /// `object_setClass(x, [FOOSub class])`, `object_setClass(x, FOOSub.class)`: each class named after the first top-level comma.
    func detectClassSwap(at position: Int) {
        var depth = 0
        var cursor = position + 1
        var afterComma = false
        let location = self.location(of: tokens[position])
        while cursor < tokens.count, cursor < position + 64 {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                if token.byte == Byte.openParen || token.byte == Byte.openBracket { depth += 1 }
                if token.byte == Byte.closeParen || token.byte == Byte.closeBracket { depth -= 1; if depth == 0 { break } }
                if token.byte == Byte.comma, depth == 1 { afterComma = true }
                if token.byte == Byte.semicolon { break }
            } else if afterComma, token.kind == .identifier, cursor + 1 < tokens.count {
                let classMessage = isPunctuation(cursor - 1, Byte.openBracket) && cursor + 2 < tokens.count && tokenEquals(tokens[cursor + 1], "class") && isPunctuation(cursor + 2, Byte.closeBracket)
                let classProperty = isPunctuation(cursor + 1, Byte.dot) && cursor + 2 < tokens.count && tokenEquals(tokens[cursor + 2], "class")
                if classMessage || classProperty { facts.classSwaps.append(ClassSwap(className: text(token), location: location)) }
            }
            cursor += 1
        }
    }

    /// Whether `handleIdentifier` may find a fact at the identifier at `position`: each of them starts at an identifier
    /// followed by `(`, `]` or `:`, or at `NSString` outside bodies. The main loop asks first, so that the other
    /// identifiers (most of them) cost no call.
    @inline(__always)
    func mayStartIdentifierFact(at position: Int) -> Bool {
        let next = position + 1 < tokens.count && tokens[position + 1].kind == .punctuation ? tokens[position + 1].byte : 0
        return next == Byte.openParen || next == Byte.closeBracket || next == Byte.colon
            || (state.depth == 0 && tokens[position].end - tokens[position].start == 8)
    }

    func handleIdentifier(at position: Int) {
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
        // The length first: it costs nothing, and every identifier passes here.
        if token.end - token.start == 15, tokenEquals(token, "object_setClass"), isPunctuation(position + 1, Byte.openParen) {
            detectClassSwap(at: position)
            return
        }
        if isPunctuation(position + 1, Byte.closeBracket), tokenEquals(token, "new") || tokenEquals(token, "init") {
            detectControllerCreation(at: position)
            return
        }
        if state.depth == 0, tokenEquals(token, "NSString") { detectStringConstant(at: position); return }
        guard isPunctuation(position + 1, Byte.colon) else { return }
        // `[self setButton:…]` in a method: recorded as the selector written (`setButton:`); the key it sets is `KeyValueCoding`'s.
        if let current = currentMethod, position >= 2, isPunctuation(position - 2, Byte.openBracket), tokenEquals(tokens[position - 1], "self") {
            let name = text(token)
            if name.utf8.count > 3, name.hasPrefix("set") { addAssignedMember(name + ":", classIndex: methodBodies[current].classIndex) }
        } else if currentMethod != nil, token.end - token.start > 3, bytes[token.start] == UInt8(ascii: "s"), bytes[token.start + 1] == UInt8(ascii: "e"),
                  bytes[token.start + 2] == UInt8(ascii: "t"), bytes[token.start + 3] >= 0x41, bytes[token.start + 3] <= 0x5A,
                  position >= 2, tokens[position - 1].kind == .identifier || isPunctuation(position - 1, Byte.closeBracket) {
            // `[controller setSplitView:…]`, `[[self controller] setSplitView:…]`: another object's setter (bytes compared
            // first: every selector piece of every message passes here).
            recordAssignmentOnOtherObject(text(token) + ":")
        }
        detectLoadSite(at: position)
    }

    func skipStatement() {
        var steps = 0
        while index < tokens.count, steps < Self.lookLimit {
            let token = tokens[index]
            if token.kind == .keyword || isPunctuation(index, Byte.openBrace) || isPunctuation(index, Byte.closeBrace) { return }
            index += 1
            steps += 1
            if token.kind == .punctuation, token.byte == Byte.semicolon { return }
        }
    }

    var enclosingClassName: String? {
        guard let container = state.container, container.kind != .protocol else { return nil }
        return container.className
    }
}
