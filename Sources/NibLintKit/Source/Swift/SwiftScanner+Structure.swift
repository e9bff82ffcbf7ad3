/// Where the parser is: the braces it has opened (type bodies, method bodies, other blocks), the `#if` branches it is in
/// and the attributes waiting for the next declaration. No fact of its own: this places every other fact in its type,
/// its method and its compilation condition.
extension SwiftDeclarationParser {
    mutating func handlePunctuation(_ token: SwiftToken) {
        switch token.punctuation {
        case UInt8(ascii: "{"):
            if typeScopeForNextBrace == nil, functionForNextBrace != nil {
                openFunctionBody()
            } else {
                if let classIndex = typeScopeForNextBrace?.classIndex { classBodies.append((classIndex, Int(token.textRange.lowerBound), -1)) }
                scopes.append(typeScopeForNextBrace ?? Scope(typeName: nil, classIndex: nil))
            }
            typeScopeForNextBrace = nil
            functionForNextBrace = nil
            pending = PendingAttributes()
        case UInt8(ascii: "}"):
            if let closed = scopes.popLast(), let classIndex = closed.classIndex,
               let open = classBodies.lastIndex(where: { $0.classIndex == classIndex && $0.close < 0 }) {
                classBodies[open].close = Int(token.textRange.lowerBound)
            }
            functionForNextBrace = nil
            pending = PendingAttributes()
        case UInt8(ascii: ";"):
            pending = PendingAttributes()
        default:
            break
        }
    }

    /// The body of a method or initializer: remembered for `resolveFunctionFacts`. Kept out of line so the
    /// per-brace path above stays small.
    @inline(never)
    private mutating func openFunctionBody() {
        guard var function = functionForNextBrace else { return }
        function.open = index
        functionBodies.append(function)
        scopes.append(Scope(typeName: nil, classIndex: nil, function: functionBodies.count - 1))
    }

    /// `#if` branches are all read; each branch starts from the nesting the `#if` had, so branches
    /// that open the same declaration differently (`class A: UIView {` / `class A: NSView {`) stay balanced.
    mutating func handleDirective(_ token: SwiftToken) {
        index += 1
        switch token.word {
        case .if:
            conditionalSnapshots.append(scopes)
            let condition = readCondition()
            conditionalBranches.append(ConditionalBranch(branch: condition, earlierBranchesFailed: .not(condition)))
        case .elseif:
            if let snapshot = conditionalSnapshots.last { scopes = snapshot }
            let condition = readCondition()
            if var block = conditionalBranches.popLast() {
                block.branch = .and(block.earlierBranchesFailed, condition)
                block.earlierBranchesFailed = .and(block.earlierBranchesFailed, .not(condition))
                conditionalBranches.append(block)
            }
        case .else:
            if let snapshot = conditionalSnapshots.last { scopes = snapshot }
            if var block = conditionalBranches.popLast() {
                block.branch = block.earlierBranchesFailed
                conditionalBranches.append(block)
            }
        case .endif:
            if !conditionalSnapshots.isEmpty { conditionalSnapshots.removeLast() }
            if !conditionalBranches.isEmpty { conditionalBranches.removeLast() }
        case .imageLiteral:
            detectImageLiteral(at: index - 1)
            return
        default:
            return
        }
        currentCondition = conditionalBranches.reduce(nil) { CompilationCondition.conjunction($0, $1.branch) }
    }

    /// The condition after `#if` / `#elseif`, read through the end of its line.
    private mutating func readCondition() -> CompilationCondition {
        let parsed = CompilationCondition.parse(tokens, from: index, bytes: bytes)
        index = parsed.end
        return parsed.condition
    }

    mutating func readAttribute(_ token: SwiftToken) {
        index += 1
        if token.word != .other { pending.names.insert(token.word) }
        guard index < tokens.count, tokens[index].isPunctuation("("), !tokens[index].newlineBefore else { return }
        let close = matchingClose(from: index)
        if token.word == .objc {
            pending.objCName = joinedText(of: (index + 1)..<close)
        }
        index = min(close + 1, tokens.count)
    }

    mutating func handleIdentifier(_ token: SwiftToken) {
        guard !token.isEscaped, token.word != .other else { index += 1; return }
        switch token.word {
        case .class:
            if let next = peek(1), next.kind == .identifier, !isMemberKeyword(next) {
                parseTypeDeclaration(isClass: true, isExtension: false)
            } else {
                pending.isStatic = true
                index += 1
            }
        case .extension:
            parseTypeDeclaration(isClass: false, isExtension: true)
        case .struct, .enum, .protocol, .actor:
            if let next = peek(1), next.kind == .identifier {
                parseTypeDeclaration(isClass: false, isExtension: false)
            } else {
                index += 1
            }
        case .var, .let:
            if let classIndex = scopes.last?.classIndex {
                parseProperty(classIndex: classIndex)
            } else {
                if scopes.last?.isObjCProtocol == true, let next = peek(1), next.kind == .identifier {
                    facts.objCProtocolPropertyNames.append(text(of: next))
                }
                readOtherBinding()
                pending = PendingAttributes()
                index += 1
            }
        case .func:
            if let classIndex = scopes.last?.classIndex {
                parseMethod(classIndex: classIndex)
            } else {
                // A method requirement of an `@objc` protocol: a class method with its name may witness it (SE-0160).
                if scopes.last?.isObjCProtocol == true, let next = peek(1), next.kind == .identifier {
                    facts.objCProtocolPropertyNames.append(text(of: next))
                    let isOptional = (1...2).contains { index >= $0 && tokens[index - $0].word == .optional }
                    if !isOptional, !pending.isStatic, !facts.protocols.isEmpty { facts.protocols[facts.protocols.count - 1].requiredMethods.append(text(of: next)) }
                }
                pending = PendingAttributes()
                index += 1
            }
        case .static:
            pending.isStatic = true
            index += 1
        case .initializer where scopes.last?.classIndex != nil && !(index > 0 && tokens[index - 1].isPunctuation(".")):
            parseInitializer(classIndex: scopes.last!.classIndex!)
        case .import:
            skipImport()
        case .typealias where isAtTypeLevel:
            parseTypeAlias()
        case .initializer, .deinit, .subscript, .typealias, .case, .associatedtype:
            pending = PendingAttributes()
            index += 1
        default:
            if token.word.isModifier { pending.names.insert(token.word) }
            index += 1
        }
    }

    /// `import UIKit`, and the scoped forms `import protocol Foundation.NSObjectProtocol`, `import class UIKit.UIView`,
    /// `import func Darwin.fputs`, ...: the kind word names what is imported and declares nothing, so it must not
    /// start a declaration (which would swallow the file's next one up to its `{`). The path ends at the line end.
    private mutating func skipImport() {
        pending = PendingAttributes()
        index += 1
        while index < tokens.count, !tokens[index].newlineBefore, !tokens[index].isPunctuation(";"), tokens[index].kind != .attribute,
              !tokens[index].isPunctuation("{"), !tokens[index].isPunctuation("}") {
            index += 1
        }
    }

    /// After `class`, a word that makes it a member modifier (`class func`), escaped or not.
    private func isMemberKeyword(_ token: SwiftToken) -> Bool {
        switch token.word {
        case .func, .var, .let, .subscript, .override, .final, .private, .fileprivate, .public, .open, .internal,
             .dynamic, .required, .convenience, .nonisolated:
            return true
        default:
            return false
        }
    }

    /// At the top level of the file or directly in type bodies: not in any other block.
    var isAtTypeLevel: Bool {
        !scopes.contains { $0.typeName == nil }
    }

    var enclosingTypeName: String? {
        scopes.last { $0.typeName != nil }?.typeName
    }

    /// The method or initializer whose body the parser is in (through closures and other blocks, not through a nested type).
    var enclosingFunction: FunctionBody? {
        for scope in scopes.reversed() {
            if scope.function >= 0 { return functionBodies[scope.function] }
            if scope.typeName != nil { return nil }
        }
        return nil
    }
}
