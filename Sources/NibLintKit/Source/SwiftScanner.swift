#if canImport(Darwin)
import Darwin  // memchr
#elseif canImport(Glibc)
import Glibc  // memchr
#endif

/// Finds classes, extensions, their Interface Builder members and nib-loading code in one Swift file.
///
/// A light, hand-written scanner (no SwiftSyntax): it tracks braces and declaration keywords,
/// considers every branch of `#if` blocks, and never fails: unusual code just yields fewer facts.
public enum SwiftScanner {
    public static func scan(bytes: [UInt8], path: String) -> SourceFileSummary {
        let (summary, reachesSkippedBody) = scan(bytes: bytes, path: path, skippingBodies: true)
        return reachesSkippedBody ? scan(bytes: bytes, path: path, skippingBodies: false).summary : summary
    }

    /// `skippingBodies: false` reads every function body token by token: only tests use it directly, to
    /// show that skipping bodies never changes what a file yields.
    ///
    /// `reachesSkippedBody`: the call chains of `init(coder:)` / `awakeFromNib()` (`DecodingEntryPoint`)
    /// continue through the methods of this file they call, and one of those had its body skipped: the
    /// file must be read again, every body token by token.
    static func scan(bytes: [UInt8], path: String, skippingBodies: Bool) -> (summary: SourceFileSummary, reachesSkippedBody: Bool) {
        bytes.withUnsafeBufferPointer { whole in
            // Tokens store 32-bit offsets; no real source file comes near this limit.
            let buffer = UnsafeBufferPointer(rebasing: whole.prefix(Int(UInt32.max)))
            let lexed = SwiftLexer.tokenizeKeepingDirectives(buffer, skippingBodies: skippingBodies)
            var parser = SwiftDeclarationParser(bytes: buffer, tokens: lexed.tokens, path: path)
            parser.run()
            var summary = parser.summary
            summary.directiveComments = lexed.directives.map {
                SourceComment(location: SourceLocation(file: path, line: $0.line, column: $0.column), text: $0.text)
            }
            let calledAtDecoding = summary.classes.flatMap { $0.decodingEntryPoints.flatMap { $0.callChains.joined() } }
            guard !calledAtDecoding.isEmpty, !lexed.skippedFunctions.isEmpty else { return (summary, false) }
            let skipped = Set(lexed.skippedFunctions.map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) })
            return (summary, calledAtDecoding.contains { skipped.contains(String($0.prefix { $0 != "(" })) })
        }
    }
}

private struct SwiftDeclarationParser {
    private struct Scope {
        /// The type whose body this brace opened, or nil for any other block.
        var typeName: String?
        /// Index into `summary.classes` for class and extension bodies.
        var classIndex: Int?
        /// For the body of a method or initializer of a class or extension: its index in `functionBodies`; -1
        /// otherwise (not an optional, which would make every scope a word larger).
        var function = -1
        /// The body of an `@objc` protocol: its property requirements are recorded.
        var isObjCProtocol = false
    }

    /// A method or initializer of a class or extension. Only token indices are kept: its name becomes a
    /// `String` only when a load site in it is recorded, or when `resolveFunctionFacts` reads it again.
    private struct FunctionBody {
        var classIndex: Int
        /// The index of its name token (`init` for an initializer) and of the `(` of its parameter list.
        var nameIndex: Int
        var parametersOpen: Int
        /// `init(coder:)` or `awakeFromNib()`: code that runs whenever a nib decodes an instance.
        var entryPoint: EntryPoint?
        /// The index of the body's `{`; filled when the brace is reached.
        var open = 0
    }

    private enum EntryPoint: String {
        case coderInitializer = "init(coder:)"
        case awakeFromNib = "awakeFromNib()"
    }

    /// One `#if` block being read: the condition of the branch the parser is in (for `#elseif B` after `#if A`,
    /// `!A && B`), and the condition that every branch so far failed, which `#elseif` and `#else` start from.
    private struct ConditionalBranch {
        var branch: CompilationCondition
        var earlierBranchesFailed: CompilationCondition
    }

    private struct PendingAttributes {
        /// The attributes and modifiers seen; only `SwiftWord`s matter, others are not kept.
        var names = SwiftWordSet()
        var objCName: String?
        var isStatic = false
    }

    /// The file's bytes, which tokens point into; strings are made from them only for the summary.
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [SwiftToken]
    private(set) var summary: SourceFileSummary
    private var index = 0
    private var scopes: [Scope] = []
    private var typeScopeForNextBrace: Scope?
    private var pending = PendingAttributes()
    private var conditionalSnapshots: [[Scope]] = []
    /// The `#if` blocks the parser is in, outermost first, kept beside `conditionalSnapshots`.
    private var conditionalBranches: [ConditionalBranch] = []
    /// The branches' conditions joined with `&&`: what a declaration read now is compiled under (nil: none).
    private var currentCondition: CompilationCondition?
    /// Local names bound to `UINib(nibName:)` / `NSNib(nibNamed:)`, for a later `.instantiate(withOwner:)`.
    private var nibVariables: [String: NibNameExpression] = [:]
    /// Names bound by `let` to `UIStoryboard(name: "X", …)`, for a later `.instantiateInitialViewController()`: the
    /// storyboard's name, the `{` of the function body the binding is in (-1 outside one: a stored property) and the
    /// enclosing type's name.
    private var storyboardVariables: [String: (name: String, function: Int, type: String?)] = [:]
    /// The locals of function bodies, by name, with the body's `{`, and the tokens of the initializer of those that may
    /// be an identifier (`let name = "X"`; nil for any other local): what a bare name in a dequeue in the same body
    /// stands for. The initializer is read only when a dequeue asks (most locals are never asked for).
    private var localStrings: [String: (initializer: Range<Int>?, function: Int)] = [:]
    /// A method or initializer whose signature was just read: the next `{` opens its body.
    private var functionForNextBrace: FunctionBody?
    /// Bodies of the methods and initializers of classes and extensions, in source order.
    private var functionBodies: [FunctionBody] = []
    /// For each load site recorded inside a function body: its index in `summary.loadSites` and the body's `{`.
    private var loadSitesInFunctions: [(site: Int, open: Int)] = []
    /// The byte ranges of the bodies of classes and extensions (`{` to `}`; -1 while open), for `resolveOutletAssignments`.
    private var classBodies: [(classIndex: Int, open: Int, close: Int)] = []
    /// `parseMethod`'s argument labels (nil for `_`), as byte ranges; reused from method to method.
    private var labelScratch: [Range<Int>?] = []

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [SwiftToken], path: String) {
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
    }

    /// The outlets of this file that the code of a class or extension of the file assigns itself: `self.button = …` or
    /// `button = …` at the start of a statement, inside its body (method bodies the lexer skipped included: the bytes are
    /// read, not the tokens). Only files that declare an outlet pay for the pass; one pass over the bytes, stopping at `=`.
    private mutating func resolveOutletAssignments() {
        var outletNames: Set<String> = []
        for position in summary.classes.indices {
            for property in summary.classes[position].properties where property.isOutlet { outletNames.insert(property.name) }
        }
        guard !outletNames.isEmpty, !classBodies.isEmpty else { return }
        // The names' lengths and last bytes: most `=` are preceded by no outlet's name, ruled out before a string is made.
        var lengths = Set<Int>(), lastBytes = Set<UInt8>()
        for name in outletNames {
            lengths.insert(name.utf8.count)
            if let last = name.utf8.last { lastBytes.insert(last) }
        }
        let bytes = self.bytes
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        // `&x`: an outlet passed by address (rare; memchr finds each).
        var cursor = 1
        while cursor + 1 < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + cursor, Int32(UInt8(ascii: "&")), bytes.count - 1 - cursor) {
            cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            recordInoutArgument(at: cursor, outletNames: outletNames)
            cursor += 1
        }
        // Each `=`, found by memchr (a byte loop over every file that declares an outlet was most of this pass).
        cursor = 1
        while cursor + 1 < bytes.count {
            if let base = bytes.baseAddress, let found = memchr(base + cursor, Int32(UInt8(ascii: "=")), bytes.count - 1 - cursor) {
                cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            } else {
                break
            }
            defer { cursor += 1 }
            // A lone `=`: not `==`, `!=`, `<=`, `+=`, `=>`…
            let after = bytes[cursor + 1]
            guard after != UInt8(ascii: "="), after != UInt8(ascii: ">") else { continue }
            var end = cursor
            while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
            var start = end
            guard end > 0, lastBytes.contains(bytes[end - 1]) else { continue }
            while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            guard start < end, lengths.contains(end - start) else { continue }
            var before = start
            while before > 0, isSpace(bytes[before - 1]) { before -= 1 }
            if before > 0, bytes[before - 1] == UInt8(ascii: ".") {
                // `self.button =`
                let selfEnd = before - 1
                guard selfEnd >= 4, bytes[selfEnd - 4] == UInt8(ascii: "s"), bytes[selfEnd - 3] == UInt8(ascii: "e"),
                      bytes[selfEnd - 2] == UInt8(ascii: "l"), bytes[selfEnd - 1] == UInt8(ascii: "f"),
                      selfEnd == 4 || !(Self.isIdentifierByte(bytes[selfEnd - 5]) || bytes[selfEnd - 5] == UInt8(ascii: ".")) else { continue }
            } else if before > 0 {
                // `button =` starting a statement (not `let button =`, `var button =`, `x.button =`, `f(a: b = …)`).
                let previous = bytes[before - 1]
                guard previous == 0x0A || previous == 0x0D || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ";") || previous == UInt8(ascii: "}") else { continue }
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            guard outletNames.contains(name) else { continue }
            recordAssignedOutlet(name, at: cursor)
        }
    }

    /// A byte of an identifier (ASCII letters, digits, `_`, and any byte of a non-ASCII character).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// `&button` / `&self.button` passed as an `inout` argument (after `(`, `,` or `:`): the callee sets the outlet.
    private mutating func recordInoutArgument(at ampersand: Int, outletNames: Set<String>) {
        var before = ampersand
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        guard before > 0, bytes[before - 1] == UInt8(ascii: "(") || bytes[before - 1] == UInt8(ascii: ",") || bytes[before - 1] == UInt8(ascii: ":") else { return }
        var start = ampersand + 1
        if bytes[start...].starts(with: "self.".utf8) { start += 5 }
        var end = start
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        guard end > start, end >= bytes.count || bytes[end] != UInt8(ascii: ".") else { return }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard outletNames.contains(name) else { return }
        recordAssignedOutlet(name, at: ampersand)
    }

    /// Records that the innermost class or extension body around byte `position` sets the outlet `name` itself.
    private mutating func recordAssignedOutlet(_ name: String, at position: Int) {
        var owner = -1
        var ownerOpen = -1
        for body in classBodies where body.open < position && (body.close < 0 || body.close > position) && body.open > ownerOpen {
            owner = body.classIndex
            ownerOpen = body.open
        }
        guard owner >= 0, !summary.classes[owner].assignedMembers.contains(name) else { return }
        summary.classes[owner].assignedMembers.append(name)
    }

    // MARK: - Structure

    private mutating func handlePunctuation(_ token: SwiftToken) {
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
    private mutating func handleDirective(_ token: SwiftToken) {
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

    private mutating func readAttribute(_ token: SwiftToken) {
        index += 1
        if token.word != .other { pending.names.insert(token.word) }
        guard index < tokens.count, tokens[index].isPunctuation("("), !tokens[index].newlineBefore else { return }
        let close = matchingClose(from: index)
        if token.word == .objc {
            pending.objCName = joinedText(of: (index + 1)..<close)
        }
        index = min(close + 1, tokens.count)
    }

    private mutating func handleIdentifier(_ token: SwiftToken) {
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
                    summary.objCProtocolPropertyNames.append(text(of: next))
                }
                readOtherBinding()
                pending = PendingAttributes()
                index += 1
            }
        case .func:
            if let classIndex = scopes.last?.classIndex { parseMethod(classIndex: classIndex) } else { pending = PendingAttributes(); index += 1 }
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
    private var isAtTypeLevel: Bool {
        !scopes.contains { $0.typeName == nil }
    }

    private var enclosingTypeName: String? {
        scopes.last { $0.typeName != nil }?.typeName
    }

    // MARK: - Declarations

    private mutating func parseTypeDeclaration(isClass: Bool, isExtension: Bool) {
        let isObjCProtocol = tokens[index].word == .protocol && pending.names.contains(.objc)
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        var name = text(of: nameToken)
        index += 1
        // `extension Outer<T>.Inner`: generic arguments between the components are left out of the name.
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        while index + 1 < tokens.count, tokens[index].isPunctuation("."), tokens[index + 1].kind == .identifier {
            name += "." + text(of: tokens[index + 1])
            index += 2
            if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        }
        var inherited: [String] = []
        if index < tokens.count, tokens[index].isPunctuation(":") {
            index += 1
            var currentStart = index
            var depth = 0
            while index < tokens.count {
                let token = tokens[index]
                if depth == 0, token.isPunctuation("{") || token.isIdentifier(.where) || token.isPunctuation("}") { break }
                if token.isPunctuation("<") || token.isPunctuation("(") { depth += 1 }
                if token.isPunctuation(">") || token.isPunctuation(")") { depth = max(0, depth - 1) }
                if depth == 0, token.isPunctuation(",") {
                    inherited.append(typeName(currentStart..<index))
                    currentStart = index + 1
                }
                index += 1
            }
            if currentStart < index { inherited.append(typeName(currentStart..<index)) }
        }
        // Skip a `where` clause up to the body.
        while index < tokens.count, !tokens[index].isPunctuation("{"), !tokens[index].isPunctuation("}") { index += 1 }

        let qualifiedName = isExtension ? name : (enclosingTypeName.map { $0 + "." + name } ?? name)
        var classIndex: Int?
        // A type declared in a function, closure or accessor body is local: no nib can name it, and the lexer
        // skips most such bodies anyway. Its body is read as any other block.
        guard isAtTypeLevel else {
            typeScopeForNextBrace = Scope(typeName: nil, classIndex: nil)
            pending = PendingAttributes()
            return
        }
        if isClass || isExtension {
            let declaration = ClassDeclaration(
                kind: isExtension ? .extensionDeclaration : .classDeclaration,
                name: qualifiedName,
                inheritedTypes: inherited.filter { !$0.isEmpty },
                objCName: pending.objCName.flatMap { $0.isEmpty ? nil : $0 },
                isObjCMembers: pending.names.contains(.objcMembers),
                location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column),
                condition: currentCondition
            )
            summary.classes.append(declaration)
            classIndex = summary.classes.count - 1
        }
        typeScopeForNextBrace = Scope(typeName: qualifiedName, classIndex: classIndex, isObjCProtocol: isObjCProtocol)
        pending = PendingAttributes()
    }

    /// `typealias OSView = UIView` (or `typealias Pair<T> = (T, T)`) at the top level or in a type body: its name
    /// qualified by the enclosing types, the type as written up to the line end (or `;`, `where`, a `}`).
    private mutating func parseTypeAlias() {
        pending = PendingAttributes()
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        guard index < tokens.count, tokens[index].isPunctuation("=") else { return }
        index += 1
        let start = index
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 {
                if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") || token.kind == .directive || token.isIdentifier(.where) { break }
                // A line end ends the type, unless `&`, `.` or `->` carries it over.
                if index > start, token.newlineBefore, !token.isPunctuation("&"), !token.isPunctuation("."), !token.isPunctuation("-") {
                    let previous = tokens[index - 1]
                    let endsWithArrow = previous.isPunctuation(">") && tokens[index - 2].isPunctuation("-")
                    if !(previous.isPunctuation("&") || previous.isPunctuation(".") || endsWithArrow) { break }
                }
            }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || (token.isPunctuation(">") && !tokens[index - 1].isPunctuation("-")) { depth = max(0, depth - 1) }
            index += 1
        }
        guard index > start else { return }
        let name = text(of: nameToken)
        summary.typeAliases.append(TypeAliasDeclaration(
            name: enclosingTypeName.map { $0 + "." + name } ?? name,
            targetTypeText: sourceText(of: start..<index),
            condition: currentCondition,
            location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column)))
    }

    /// `UIKit.UIViewController` → `UIViewController`; `Base<T>` → `Base`; attributes such as `@unchecked` are dropped.
    private func typeName(_ range: Range<Int>) -> String {
        var name: SwiftToken?
        for token in tokens[range] {
            if token.kind == .attribute { continue }
            if token.isPunctuation("<") { break }
            if token.kind == .identifier { name = token }
        }
        return name.map(text(of:)) ?? ""
    }

    private mutating func parseProperty(classIndex: Int) {
        let attributes = pending
        pending = PendingAttributes()
        let isLet = tokens[index].isIdentifier(.let)
        index += 1
        guard let first = readBinding() else { return }
        if index < tokens.count, tokens[index].isPunctuation("=") || tokens[index].isPunctuation("{") {
            recordConstant(first.name, isLet: isLet, isStatic: attributes.isStatic, inExtension: summary.classes[classIndex].kind == .extensionDeclaration)
        }
        // `var a, b: UILabel!` / `var a: UILabel!, b: UIButton!`: one declaration, several properties; a name
        // without a type has the next one's. Rare, so the array is only filled (allocated) then.
        var others: [(name: SwiftToken, type: Range<Int>)] = []
        while index + 1 < tokens.count, tokens[index].isPunctuation(","), tokens[index + 1].kind == .identifier {
            index += 1
            guard let binding = readBinding() else { break }
            others.append(binding)
        }
        if others.isEmpty, first.name.word == .nibName || first.name.word == .windowNibName {
            recordNibNameOverride(propertyName: first.name.word, at: first.name)
        }
        guard !attributes.isStatic else { return }
        var nextType = others.last?.type ?? first.type
        for position in others.indices.reversed() {
            if others[position].type.isEmpty { others[position].type = nextType } else { nextType = others[position].type }
        }
        addProperty(first.name, type: first.type.isEmpty ? nextType : first.type, attributes: attributes, classIndex: classIndex)
        for binding in others { addProperty(binding.name, type: binding.type, attributes: attributes, classIndex: classIndex) }
    }

    /// One `name` or `name: Type` of a `var` / `let`: the name token and the type's tokens (empty when inferred).
    /// The type ends at the line end, `=`, `{`, `;`, `}` or a `,` outside brackets.
    private mutating func readBinding() -> (name: SwiftToken, type: Range<Int>)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        let nameToken = tokens[index]
        index += 1
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return (nameToken, index..<index) }
        index += 1
        let typeStart = index
        var depth = 0
        var previous: SwiftToken?
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, previous != nil, token.newlineBefore { break }
            if depth == 0, token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(";") || token.isPunctuation("}") || token.isPunctuation(",") { break }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || (token.isPunctuation(">") && !(previous?.isPunctuation("-") ?? false)) { depth = max(0, depth - 1) }
            previous = token
            index += 1
        }
        return (nameToken, typeStart..<index)
    }

    private mutating func addProperty(_ nameToken: SwiftToken, type: Range<Int>, attributes: PendingAttributes, classIndex: Int) {
        let names = attributes.names
        let isOutlet = names.contains(.IBOutlet)
        let isInspectable = names.contains(.IBInspectable) || names.contains(.GKInspectable)
        let property = PropertyDeclaration(
            name: text(of: nameToken),
            typeText: writtenText(of: type),
            isOutlet: isOutlet,
            isInspectable: isInspectable,
            isObjCVisible: isOutlet || isInspectable || names.contains(.objc) || names.contains(.NSManaged) || names.contains(.dynamic),
            objCName: attributes.objCName.flatMap { $0.isEmpty ? nil : $0 },
            location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column)
        )
        summary.classes[classIndex].properties.append(property)
    }

    private mutating func parseMethod(classIndex: Int) {
        let attributes = pending
        pending = PendingAttributes()
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameIndex = index
        let nameToken = tokens[index]
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        guard index < tokens.count, tokens[index].isPunctuation("(") else { return }
        let openParenthesis = index
        let close = matchingClose(from: index)
        index = min(close + 1, tokens.count)
        guard !attributes.isStatic else { return }

        let names = attributes.names
        // Only actions' parameter types are ever looked at (invalid-action-signature): the others are not read.
        let types = names.contains(.IBAction) || names.contains(.IBSegueAction) ? parameterTypes(from: openParenthesis + 1, to: close) : []
        // The labels as byte ranges, in a buffer kept from method to method (taken out of `self`, which the
        // closure does not capture): every method of the project passes here, and only its selector needs them.
        var labels = labelScratch
        labelScratch = []
        defer { labelScratch = labels }
        labels.removeAll(keepingCapacity: true)
        let tokens = self.tokens, bytes = self.bytes
        Self.forEachParameter(in: tokens, from: openParenthesis + 1, to: close) { firstName, _ in
            labels.append(tokens[firstName].spells("_", in: bytes) ? nil : tokens[firstName].textRange)
        }
        let name = text(of: nameToken)
        let location = SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column)
        functionForNextBrace = FunctionBody(classIndex: classIndex, nameIndex: nameIndex, parametersOpen: openParenthesis,
                                            entryPoint: labels.isEmpty && spells(nameToken, "awakeFromNib") ? .awakeFromNib : nil)
        // The names compared in the file's bytes (length first), not as strings.
        let forUndefinedKey: StaticString = "forUndefinedKey"
        if labels.count == 2, spells(nameToken, "setValue"), let second = labels[1],
           UnsafeBufferPointer(start: forUndefinedKey.utf8Start, count: forUndefinedKey.utf8CodeUnitCount).elementsEqual(bytes[second]) {
            summary.classes[classIndex].acceptsUndefinedKeys = true
        }
        if spells(nameToken, "forwardingTarget") || spells(nameToken, "responds") || spells(nameToken, "resolveInstanceMethod")
            || spells(nameToken, "forwardInvocation") || spells(nameToken, "methodSignature") {
            summary.classes[classIndex].forwardsSelectors = true
        }
        let objCName = attributes.objCName.flatMap { $0.isEmpty ? nil : $0 }
        let method = MethodDeclaration(
            name: name,
            selector: objCName ?? SelectorName.objectiveC(baseName: nameToken.textRange, argumentLabels: labels, in: bytes),
            isAction: names.contains(.IBAction),
            isSegueAction: names.contains(.IBSegueAction),
            isObjCVisible: names.contains(.objc) || names.contains(.IBAction) || names.contains(.IBSegueAction) || names.contains(.dynamic),
            parameterTypes: types,
            location: location
        )
        summary.classes[classIndex].methods.append(method)
    }

    /// `init(coder: NSCoder)`, `init?(frame: CGRect)`, ... in a class or extension body: only its name is kept,
    /// for the load sites in its body and for `init(coder:)`'s calls (`DecodingEntryPoint`).
    private mutating func parseInitializer(classIndex: Int) {
        pending = PendingAttributes()
        let nameIndex = index
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("?") || tokens[index].isPunctuation("!") { index += 1 }
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        guard index < tokens.count, tokens[index].isPunctuation("(") else { return }
        let open = index
        let close = matchingClose(from: open)
        index = min(close + 1, tokens.count)
        // `(coder: NSCoder)` / `(coder aDecoder: NSCoder)`: one parameter labelled `coder`.
        let isCoderInitializer = open + 2 < close && spells(tokens[open + 1], "coder")
            && (tokens[open + 2].isPunctuation(":") || tokens[open + 2].kind == .identifier)
            && !tokens[(open + 1)..<close].contains { $0.isPunctuation(",") }
        functionForNextBrace = FunctionBody(classIndex: classIndex, nameIndex: nameIndex, parametersOpen: open,
                                            entryPoint: isCoderInitializer ? .coderInitializer : nil)
    }

    /// The full Swift name of a function (`setup(with:)`, `init(coder:)`), read from its tokens: built only when needed.
    private func fullName(of function: FunctionBody) -> String {
        let close = matchingClose(from: function.parametersOpen)
        let labels = parameterLabels(from: function.parametersOpen + 1, to: close)
        return Self.fullName(tokens[function.nameIndex].isIdentifier(.initializer) ? "init" : text(of: tokens[function.nameIndex]), labels: labels)
    }

    /// The argument labels of a parameter list (`_` → nil), without reading the types.
    private func parameterLabels(from start: Int, to end: Int) -> [String?] {
        var labels: [String?] = []
        var depth = 0
        var expectLabel = true
        for position in start..<end {
            let token = tokens[position]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth = max(0, depth - 1) }
            if token.isPunctuation(">"), position > start, !tokens[position - 1].isPunctuation("-") { depth = max(0, depth - 1) }
            if depth == 0, token.isPunctuation(",") { expectLabel = true; continue }
            if expectLabel, depth == 0, token.kind == .identifier {
                labels.append(spells(token, "_") ? nil : text(of: token))
                expectLabel = false
            }
        }
        return labels
    }

    /// `setup(with:)` from `setup` and `["with"]`; a nil label is `_`.
    private static func fullName(_ baseName: String, labels: [String?]) -> String {
        var name = baseName + "("
        for label in labels { name += (label ?? "_") + ":" }
        return name + ")"
    }

    /// The types of a parameter list as written: `(_ sender: Any, forEvent event: UIEvent)` → `["Any", "UIEvent"]`.
    private func parameterTypes(from start: Int, to end: Int) -> [String] {
        var types: [String] = []
        Self.forEachParameter(in: tokens, from: start, to: end) { _, type in types.append(type.map { writtenText(of: $0) } ?? "") }
        return types
    }

    /// Calls `body` with each parameter of the list between `start` and `end` (split at its top-level commas):
    /// the position of its first name, which is its argument label, and the tokens of its type (before any
    /// default value), nil when no `:` is written. A parameter without a name is skipped.
    private static func forEachParameter(in tokens: [SwiftToken], from start: Int, to end: Int, _ body: (_ firstName: Int, _ type: Range<Int>?) -> Void) {
        func parameter(_ range: Range<Int>) {
            var firstName: Int?
            var typeStart: Int?
            var typeEnd = range.upperBound
            for position in range {
                let token = tokens[position]
                if typeStart != nil {
                    if token.isPunctuation("=") { typeEnd = position; break }
                } else if token.isPunctuation(":") {
                    typeStart = position + 1
                } else if token.kind == .identifier, firstName == nil {
                    firstName = position
                }
            }
            guard let firstName else { return }
            body(firstName, typeStart.map { $0..<typeEnd })
        }
        var parameterStart = start
        var depth = 0
        var cursor = start
        while cursor < end {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth = max(0, depth - 1) }
            if token.isPunctuation(">"), cursor > start, !tokens[cursor - 1].isPunctuation("-") { depth = max(0, depth - 1) }
            if depth == 0, token.isPunctuation(",") {
                parameter(parameterStart..<cursor)
                parameterStart = cursor + 1
            }
            cursor += 1
        }
        if parameterStart < end { parameter(parameterStart..<end) }
    }

    // MARK: - Nib loading code

    private mutating func detectLoadSite(at position: Int) {
        let token = tokens[position]
        guard !token.isEscaped else { return }
        switch token.word {
        case .loadNibNamed:
            guard let arguments = callArguments(openingAt: position + 1), let first = arguments.list.first else { return }
            let owner = arguments.list.first { has($0, label: "owner") }.map { ownerExpression($0.range) } ?? .unknown
            let api: NibLoadSite.API = arguments.list.contains { has($0, label: "topLevelObjects") } ? .loadNibNamedTopLevelObjects : .loadNibNamed
            record(api, name: nameExpression(first.range), owner: owner, at: token, castClass: forcedCastOfFirstObject(after: arguments.close))
        case .UINib, .NSNib:
            guard let arguments = callArguments(openingAt: position + 1) else { return }
            let nameLabel: StaticString = token.word == .UINib ? "nibName" : "nibNamed"
            guard let nameArgument = arguments.list.first(where: { has($0, label: nameLabel) }) else { return }
            let name = nameExpression(nameArgument.range)
            let after = arguments.close + 1
            if after + 2 < tokens.count, tokens[after].isPunctuation("."), tokens[after + 1].isIdentifier(.instantiate),
               let instantiate = callArguments(openingAt: after + 2) {
                let owner = instantiate.list.first { has($0, label: "withOwner") }.map { ownerExpression($0.range) } ?? .unknown
                record(token.word == .UINib ? .uiNibInstantiate : .nsNibInstantiate, name: name, owner: owner, at: token,
                       castClass: forcedCastOfFirstObject(after: instantiate.close))
            } else if position >= 2, tokens[position - 1].isPunctuation("("), tokens[position - 2].isIdentifier(.register) {
                record(.registerNib, name: name, owner: .none, at: token,
                       registration: callArguments(openingAt: position - 1).flatMap { registration($0.list) })
            } else if position >= 2, tokens[position - 1].isPunctuation("="), tokens[position - 2].kind == .identifier {
                nibVariables[text(of: tokens[position - 2])] = name
            }
        case .register:
            detectCellClassRegistration(at: position)
            detectReuseRegistration(at: position)
            guard !nibVariables.isEmpty, let arguments = callArguments(openingAt: position + 1), let first = arguments.list.first,
                  first.range.count == 1, let name = nibVariables[text(of: tokens[first.range.lowerBound])] else { return }
            record(.registerNib, name: name, owner: .none, at: token, registration: registration(arguments.list))
        case .dequeueReusableCell, .dequeueReusableHeaderFooterView, .dequeueReusableSupplementaryView, .makeView:
            detectDequeue(at: position)
            if token.word == .dequeueReusableCell { detectDequeueCast(at: position) }
        case .nibName, .windowNibName:
            detectNibNameInitializer(at: position)
        case .UIStoryboard, .NSStoryboard:
            detectStoryboardCreation(at: position)
        case .instantiateInitialViewController, .instantiateInitialController:
            detectInitialControllerOfVariable(at: position)
            detectInitialControllerCast(at: position)
        case .NSValueTransformerName, .setValueTransformer:
            detectValueTransformerName(at: position)
        case .instantiateViewController, .performSegue, .instantiateController:
            guard let arguments = callArguments(openingAt: position + 1),
                  let argument = arguments.list.first(where: { has($0, label: "withIdentifier") || has($0, label: "identifier") }),
                  case .literal(let identifier) = nameExpression(argument.range) else { return }
            if token.word != .instantiateController {
                summary.storyboardIdentifierUses.append(StoryboardIdentifierUse(
                    kind: token.word == .performSegue ? .segue : .viewController, identifier: identifier,
                    enclosingClass: enclosingTypeName, location: SourceLocation(file: summary.path, line: token.line, column: token.column),
                    isSentToSelf: isSentToSelf(callAt: position),
                    storyboard: token.word == .instantiateViewController ? storyboardReceiver(ofCallAt: position) : nil))
            }
            if token.word != .performSegue, let cast = forcedCast(at: arguments.close + 1) {
                let label = has(argument, label: "identifier") ? "identifier" : "withIdentifier"
                recordForcedCast(ForcedLookupCast(lookup: .storyboardIdentifier(identifier), storyboardName: storyboardOfReceiver(callAt: position),
                                                  call: "\(text(of: token))(\(label):)", castClass: cast.name, enclosingClass: enclosingTypeName,
                                                  location: location(of: tokens[cast.start])))
            }
        case .destination, .destinationController:
            detectSegueDestinationCast(at: position)
        default:
            // `nib.instantiate(withOwner:)` on a variable bound above; the dictionary is consulted
            // only when the shape matches, so ordinary identifiers never become strings.
            guard !nibVariables.isEmpty, position + 3 < tokens.count, tokens[position + 1].isPunctuation("."),
                  tokens[position + 2].isIdentifier(.instantiate), let name = nibVariables[text(of: token)],
                  let instantiate = callArguments(openingAt: position + 3) else { return }
            let owner = instantiate.list.first { has($0, label: "withOwner") }.map { ownerExpression($0.range) } ?? .unknown
            let api: NibLoadSite.API = instantiate.list.contains { has($0, label: "topLevelObjects") } ? .nsNibInstantiate : .uiNibInstantiate
            record(api, name: name, owner: owner, at: token, castClass: forcedCastOfFirstObject(after: instantiate.close))
        }
    }

    // MARK: - Reuse identifiers

    /// `dequeueReusableCell(withIdentifier: "X", for:) as! T` (cast-mismatch): literal identifiers only.
    private mutating func detectDequeueCast(at position: Int) {
        guard let arguments = callArguments(openingAt: position + 1),
              let argument = arguments.list.first(where: { has($0, label: "withIdentifier") || has($0, label: "withReuseIdentifier") }),
              case .literal(let identifier) = nameExpression(argument.range) else { return }
        let after = arguments.close + 1
        // `dequeueReusableCell(withIdentifier:)` without `for:` returns an optional: `…)! as! T` too.
        let unwrapped = after < tokens.count && tokens[after].isPunctuation("!") ? after + 1 : after
        guard let cast = forcedCast(at: unwrapped) else { return }
        let labels = arguments.list.map { $0.label.map { text(of: tokens[$0]) + ":" } ?? "_:" }.joined()
        recordForcedCast(ForcedLookupCast(lookup: .reuseIdentifier(identifier), call: "dequeueReusableCell(\(labels))",
                                          castClass: cast.name, enclosingClass: enclosingTypeName, location: location(of: tokens[cast.start])))
    }

    /// `dequeueReusableCell(withIdentifier:)` and its siblings, with the identifier as written; at the method's name.
    private mutating func detectDequeue(at position: Int) {
        let token = tokens[position]
        guard !(position >= 1 && tokens[position - 1].isIdentifier(.func)), let arguments = callArguments(openingAt: position + 1) else { return }
        let list = arguments.list
        func labels(_ expected: StaticString...) -> Bool {
            guard list.count == expected.count else { return false }
            for (argument, label) in zip(list, expected) where !has(argument, label: label) { return false }
            return true
        }
        let api: ReuseIdentifierUse.API
        var argument = list.first
        switch token.word {
        case .dequeueReusableCell:
            if list.count == 1, has(list[0], label: "withIdentifier") { api = .tableCell }
            else if labels("withIdentifier", "for") { api = .tableCellForIndexPath }
            else if labels("withReuseIdentifier", "for") { api = .collectionCell }
            else { return }
        case .dequeueReusableHeaderFooterView:
            guard labels("withIdentifier") else { return }
            api = .headerFooter
        case .dequeueReusableSupplementaryView:
            guard labels("ofKind", "withReuseIdentifier", "for") else { return }
            api = .supplementary
            argument = list[1]
        default:
            guard labels("withIdentifier", "owner") else { return }
            api = .appKitMakeView
        }
        guard let argument else { return }
        let after = arguments.close + 1
        let isForced = after + 1 < tokens.count && (tokens[after].isPunctuation("!") && !tokens[after + 1].isPunctuation("=")
            || spells(tokens[after], "as") && tokens[after + 1].isPunctuation("!"))
        summary.reuseIdentifierUses.append(ReuseIdentifierUse(
            api: api, identifier: reuseIdentifier(argument.range), enclosingClass: enclosingTypeName,
            location: SourceLocation(file: summary.path, line: token.line, column: token.column), isForced: isForced))
    }

    /// `register(FooCell.self, forCellReuseIdentifier: "X")`, `register(nib, forSupplementaryViewOfKind: k, withReuseIdentifier: "X")`,
    /// AppKit's `register(nib, forIdentifier: id)`: the identifier as written and the class registered, if written so.
    private mutating func detectReuseRegistration(at position: Int) {
        guard !(position >= 1 && tokens[position - 1].isIdentifier(.func)), let arguments = callArguments(openingAt: position + 1),
              arguments.list.count >= 2 else { return }
        let list = arguments.list
        let kinds: [(StaticString, NibRegistration.Kind)] = [
            ("forCellReuseIdentifier", .tableViewCell), ("forHeaderFooterViewReuseIdentifier", .tableViewHeaderFooter),
            ("forCellWithReuseIdentifier", .collectionViewCell), ("forSupplementaryViewOfKind", .collectionViewSupplementary),
            ("forIdentifier", .appKitTableView), ("forItemWithIdentifier", .appKitCollectionItem),
        ]
        guard let kind = kinds.first(where: { has(list[1], label: $0.0) })?.1 else { return }
        let identifierArgument = kind == .collectionViewSupplementary ? list.first { has($0, label: "withReuseIdentifier") } : list[1]
        guard let identifierArgument else { return }
        var registeredClass: String?
        let first = list[0].range
        if first.count == 3, tokens[first.lowerBound].kind == .identifier, tokens[first.lowerBound + 1].isPunctuation("."),
           tokens[first.lowerBound + 2].isIdentifier(.selfValue), startsUppercase(tokens[first.lowerBound]) {
            registeredClass = text(of: tokens[first.lowerBound])
        }
        let token = tokens[position]
        summary.reuseRegistrations.append(ReuseRegistration(
            kind: kind, identifier: reuseIdentifier(identifierArgument.range), registeredClass: registeredClass,
            enclosingClass: enclosingTypeName, location: SourceLocation(file: summary.path, line: token.line, column: token.column)))
    }

    /// A reuse identifier as written: a literal (also wrapped in `NSUserInterfaceItemIdentifier(…)` / `.init(rawValue:)`),
    /// a class's name, `Base.name`, a bare name (a local `let` bound to a literal in the same function is read here).
    private func reuseIdentifier(_ range: Range<Int>) -> ReuseIdentifierExpression {
        // Every form read below is a few tokens (`NSUserInterfaceItemIdentifier(rawValue: "X")` is six): a longer
        // initializer (`let cell = Foo.make { … }`) is none of them, and is not walked.
        guard let first = range.first, range.count <= 16 else { return .unknown }
        switch nameExpression(range) {
        case .literal(let name): return .literal(name)
        case .className(let name): return .className(name)
        case .enclosingClassName: return .unknown
        case .unknown: break
        }
        let count = range.count
        if count == 1, tokens[first].kind == .identifier, !tokens[first].isIdentifier(.selfValue) {
            let name = text(of: tokens[first])
            if let local = localStrings[name], local.function == (enclosingFunction?.open ?? -2) {
                guard let initializer = local.initializer else { return .unknown }
                switch reuseIdentifier(initializer) {
                case let value where value.isResolvable: return value
                default: return .unknown
                }
            }
            return .name(name)
        }
        // `NSUserInterfaceItemIdentifier("X")`, `NSUserInterfaceItemIdentifier(rawValue: "X")`, `.init(rawValue: "X")`, `.init("X")`.
        let strings = tokens[range].filter { $0.kind == .string }
        if strings.count == 1, tokens[range].last?.isPunctuation(")") == true {
            var wrapped = true
            for token in tokens[range] where token.kind == .identifier {
                if !(spells(token, "NSUserInterfaceItemIdentifier") || token.isIdentifier(.initializer) || spells(token, "rawValue")) { wrapped = false; break }
            }
            let content = text(of: strings[0])
            if wrapped, !content.utf8.contains(UInt8(ascii: "\\")) { return .literal(content) }
        }
        // `.dataSourceItem`: a static member of the identifier's type (`NSUserInterfaceItemIdentifier`, `String`).
        if count == 2, tokens[first].isPunctuation("."), tokens[first + 1].kind == .identifier {
            return .member(base: ".", name: text(of: tokens[first + 1]))
        }
        // `A.b`, `A.B.c`, `self.b`, `Self.b`, `T.reuseIdentifier`
        if count >= 3, count % 2 == 1 {
            var parts: [String] = []
            for offset in 0..<count {
                let token = tokens[first + offset]
                if offset % 2 == 1 {
                    guard token.isPunctuation(".") else { return .unknown }
                } else {
                    guard token.kind == .identifier else { return .unknown }
                    parts.append(text(of: token))
                }
            }
            let name = parts.removeLast()
            if parts == ["self"] { return .name(name) }
            return .member(base: parts.joined(separator: "."), name: name)
        }
        return .unknown
    }

    /// After `static let name` / `let name: String` / `static var name: String { … }` in a type body: the value, when the
    /// declaration is a constant string, a class's name, or (for a static one) anything else.
    private mutating func recordConstant(_ nameToken: SwiftToken, isLet: Bool, isStatic: Bool, inExtension: Bool) {
        var value: StringConstant.Value?
        if tokens[index].isPunctuation("=") {
            let start = index + 1
            let end = min(tokens.count, expressionEnd(from: start))
            if start < end, mayBeIdentifier(start..<end) {
                if isSelfDescription(start..<end) {
                    // A stored `static let` is evaluated once, for the class that declares it.
                    let declaring = enclosingTypeName.map { String($0.split(separator: ".").last ?? Substring($0)) }
                    value = isLet && isStatic && !inExtension ? declaring.map { .literal($0) } ?? .other : (isLet && isStatic ? .className : .other)
                } else {
                    // A stored `static var` with a literal is taken as that literal: code that registers and dequeues by
                    // it rarely assigns it again.
                    switch reuseIdentifier(start..<end) {
                    case .literal(let text): value = isLet || isStatic ? .literal(text) : .other
                    case .className(let name): value = isLet || isStatic ? .literal(name) : .other
                    default: value = isStatic ? .other : nil
                    }
                }
            } else if isStatic {
                value = .other
            }
        } else {
            // A computed property: `{ "X" }`, `{ return "X" }`, `{ String(describing: self) }`, `{ get { … } }`.
            let close = matchingClose(from: index)
            var start = index + 1
            var end = close
            if start < end, spells(tokens[start], "get"), tokens[start + 1].isPunctuation("{") {
                end = matchingClose(from: start + 1)
                start += 2
            }
            if start < end, spells(tokens[start], "return") { start += 1 }
            if start < end, mayBeIdentifier(start..<end) {
                if isSelfDescription(start..<end) {
                    value = .className
                } else {
                    switch reuseIdentifier(start..<end) {
                    case .literal(let text): value = .literal(text)
                    case .className(let name): value = .literal(name)
                    default: value = isStatic ? .other : nil
                    }
                }
            } else if isStatic {
                value = .other
            }
        }
        guard let value else { return }
        summary.stringConstants.append(StringConstant(
            typeName: enclosingTypeName, name: text(of: nameToken), value: value, inExtension: inExtension,
            location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column)))
    }

    /// Whether a property's value may be a reuse identifier, judged from its first tokens without building a string: a short
    /// expression starting with a literal, `String(`, `NSStringFromClass(`, `NSUserInterfaceItemIdentifier(`, `.init(` or `Type.`.
    private func mayBeIdentifier(_ range: Range<Int>) -> Bool {
        guard range.count <= 16, let first = range.first else { return false }
        let token = tokens[first]
        if token.kind == .string || token.isIdentifier(.stringType) || token.isPunctuation(".") { return true }
        guard token.kind == .identifier else { return false }
        if spells(token, "NSStringFromClass") || spells(token, "NSUserInterfaceItemIdentifier") { return true }
        return range.count > 1 && tokens[first + 1].isPunctuation(".") && startsUppercase(token)
    }

    /// `String(describing: self)`, `"\(self)"`, `NSStringFromClass(self)`, `String(describing: Self.self)`: the name of the class it runs for.
    private func isSelfDescription(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        if range.count == 1, tokens[range.lowerBound].kind == .string {
            let compact = text(of: tokens[range.lowerBound]).filter { $0 != " " }
            return compact == "\\(self)" || compact == "\\(Self.self)" || compact == "\\(Self)"
        }
        let text = joinedText(of: range)
        return text == "String(describing:self)" || text == "String(describing:Self.self)" || text == "NSStringFromClass(self)"
            || text == "String(describing:Self)" || text == "NSStringFromClass(Self.self)"
    }

    /// `let name = "X"` at file level (a constant) or in a function body (a local that a dequeue in the same body may
    /// name); a local bound to anything else hides a constant of the same name. `index` stays at `let` / `var`.
    private mutating func readOtherBinding() {
        guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier else { return }
        let nameToken = tokens[index + 1]
        let isLet = tokens[index].isIdentifier(.let)
        var cursor = index + 2
        if tokens[cursor].isPunctuation(":"), cursor + 2 < tokens.count, spells(tokens[cursor + 1], "String") { cursor += 2 }
        var initializer: Range<Int>?
        // Only initializers that can be an identifier are kept (a string, `String(…)`, `NSStringFromClass(…)`,
        // `Type.member`): the others are most locals.
        if cursor + 2 < tokens.count, tokens[cursor].isPunctuation("="), isLet {
            let first = tokens[cursor + 1]
            if first.kind == .string || first.isIdentifier(.stringType) || spells(first, "NSStringFromClass")
                || (first.kind == .identifier && startsUppercase(first) && tokens[cursor + 2].isPunctuation(".")) {
                // Past 17 tokens it is no identifier `reuseIdentifier` reads: the walk stops there.
                let end = min(tokens.count, expressionEnd(from: cursor + 1, limit: 17))
                if end > cursor + 1 { initializer = (cursor + 1)..<end }
            }
        }
        if scopes.isEmpty {
            guard let initializer, case .literal(let literal) = reuseIdentifier(initializer) else { return }
            summary.stringConstants.append(StringConstant(
                typeName: nil, name: text(of: nameToken), value: .literal(literal), inExtension: false,
                location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column)))
        } else if let function = enclosingFunction {
            localStrings[text(of: nameToken)] = (initializer, function.open)
        }
    }

    /// `UIStoryboard(name: "X", bundle: …)` / `NSStoryboard(name: "X", bundle: …)` with a literal name (or
    /// `NSStoryboard.Name("X")`), at the class name; `….instantiateInitialViewController()` right after it, at the
    /// method's name; and `let sb = UIStoryboard(name: "X", …)`, remembered for a later `sb.instantiate…()`.
    private mutating func detectStoryboardCreation(at position: Int) {
        let token = tokens[position]
        // `UIStoryboard.init(name:bundle:)` too.
        let isInit = position + 2 < tokens.count && tokens[position + 1].isPunctuation(".") && tokens[position + 2].isIdentifier(.initializer)
        guard let arguments = callArguments(openingAt: position + (isInit ? 3 : 1)), arguments.list.count == 2, has(arguments.list[0], label: "name"),
              has(arguments.list[1], label: "bundle"), let name = storyboardName(arguments.list[0].range) else { return }
        let typeName = token.word == .UIStoryboard ? "UIStoryboard" : "NSStoryboard"
        recordStoryboardUse(.storyboard, name: name, call: "\(typeName)(name:bundle:)", at: token)
        let after = arguments.close + 1
        // `(…)` or a trailing closure: `instantiateInitialViewController { coder in … }`.
        if after + 2 < tokens.count, tokens[after].isPunctuation("."), tokens[after + 2].isPunctuation("(") || tokens[after + 2].isPunctuation("{"),
           tokens[after + 1].isIdentifier(.instantiateInitialViewController) || tokens[after + 1].isIdentifier(.instantiateInitialController) {
            recordStoryboardUse(.initialController, name: name, call: text(of: tokens[after + 1]) + "()", at: tokens[after + 1])
        }
        // `let sb = UIStoryboard(…)` or `let sb: UIStoryboard = UIStoryboard(…)`: a `let` cannot be bound again.
        guard position >= 3, tokens[position - 1].isPunctuation("=") else { return }
        var nameIndex = position - 2
        if nameIndex >= 2, tokens[nameIndex].kind == .identifier, tokens[nameIndex - 1].isPunctuation(":") { nameIndex -= 2 }
        guard nameIndex >= 1, tokens[nameIndex].kind == .identifier, tokens[nameIndex - 1].isIdentifier(.let) else { return }
        storyboardVariables[text(of: tokens[nameIndex])] = (name, enclosingFunction?.open ?? -1, enclosingTypeName)
    }

    /// `NSValueTransformerName("X")` / `NSValueTransformerName(rawValue: "X")` anywhere (a name the code means), and
    /// `ValueTransformer.setValueTransformer(t, forName: …)`: a literal name (`"X"`, `.init(rawValue: "X")`) is
    /// recorded, a static constant is trusted to be one of the names above, anything else makes every name possible
    /// (`registersUnreadableValueTransformerName`).
    private mutating func detectValueTransformerName(at position: Int) {
        guard let arguments = callArguments(openingAt: position + 1) else { return }
        if tokens[position].word == .NSValueTransformerName {
            if arguments.list.count == 1, let name = literalTransformerName(arguments.list[0].range) { summary.valueTransformerNames.append(name) }
            return
        }
        guard let argument = arguments.list.first(where: { has($0, label: "forName") }) else { return }
        if let name = literalTransformerName(argument.range) {
            summary.valueTransformerNames.append(name)
        } else if !tokens[argument.range].allSatisfy({ $0.kind == .identifier || $0.isPunctuation(".") }) {
            // `.logLevel` / `NSValueTransformerName.logLevel`: a static constant, whose `NSValueTransformerName("X")` is
            // recorded where it is declared; anything else (a variable, a computed name) could be any name.
            summary.registersUnreadableValueTransformerName = true
        }
    }

    /// The name in `"X"`, `.init(rawValue: "X")`, `NSValueTransformerName("X")`, `NSValueTransformerName(rawValue: "X")`;
    /// nil for anything else (an interpolation, a concatenation, a variable).
    private func literalTransformerName(_ range: Range<Int>) -> String? {
        let strings = tokens[range].filter { $0.kind == .string }
        guard strings.count == 1, let literal = strings.first, !text(of: literal).utf8.contains(UInt8(ascii: "\\")) else { return nil }
        for token in tokens[range] where token.kind != .string {
            if token.kind == .identifier {
                guard token.isIdentifier(.NSValueTransformerName) || token.isIdentifier(.initializer) || spells(token, "rawValue")
                        || spells(token, "ValueTransformer") || spells(token, "Name") else { return nil }
            } else if !(token.isPunctuation(".") || token.isPunctuation("(") || token.isPunctuation(")") || token.isPunctuation(":")) {
                return nil
            }
        }
        return text(of: literal)
    }

    /// `sb.instantiateInitialViewController()` (or `self.sb`, `sb?`) on a name bound above in the same function, or
    /// to a stored property of the same type.
    private mutating func detectInitialControllerOfVariable(at position: Int) {
        guard !storyboardVariables.isEmpty, position >= 2, position + 1 < tokens.count,
              tokens[position + 1].isPunctuation("(") || tokens[position + 1].isPunctuation("{"),
              tokens[position - 1].isPunctuation(".") else { return }
        var receiver = position - 2
        if tokens[receiver].isPunctuation("?") || tokens[receiver].isPunctuation("!") { receiver -= 1 }
        guard let name = boundStoryboard(at: receiver) else { return }
        recordStoryboardUse(.initialController, name: name, call: text(of: tokens[position]) + "()", at: tokens[position])
    }

    /// The storyboard a `let` bound to `UIStoryboard(name: "X", …)` names, when the name at `receiver` (`sb`,
    /// `self.sb`) is such a binding in scope: a local of the same function, or a stored property of the same type.
    private func boundStoryboard(at receiver: Int) -> String? {
        guard !storyboardVariables.isEmpty, receiver >= 0, tokens[receiver].kind == .identifier,
              let binding = storyboardVariables[text(of: tokens[receiver])] else { return nil }
        let isMember = receiver >= 2 && tokens[receiver - 1].isPunctuation(".")
        if isMember, !tokens[receiver - 2].isIdentifier(.selfValue) { return nil }
        let function = enclosingFunction?.open ?? -1
        let sameScope = binding.function >= 0 ? (binding.function == function && !isMember) : binding.type == enclosingTypeName
        return sameScope ? binding.name : nil
    }

    // MARK: - Forced casts of scenes looked up by name (cast-mismatch)

    /// The storyboard the method called at `position` is sent to, when the code names it: `UIStoryboard(name: "X",
    /// bundle: …).<call>` or `sb.<call>` on a `let` bound so; nil otherwise (the controller's own storyboard included).
    private func storyboardOfReceiver(callAt position: Int) -> String? {
        if case .named(let name) = storyboardReceiver(ofCallAt: position) { return name }
        return nil
    }

    /// `as! T` starting at `cursor`: `T`'s simple name (the last component of `Module.T`, generic arguments dropped)
    /// and the indices of its first and last tokens. `as?` and `as` are not forced.
    private func forcedCast(at cursor: Int) -> (name: String, start: Int, end: Int)? {
        guard cursor + 2 < tokens.count, tokens[cursor].kind == .identifier, spells(tokens[cursor], "as"),
              tokens[cursor + 1].isPunctuation("!"), tokens[cursor + 2].kind == .identifier else { return nil }
        var end = cursor + 2
        while end + 2 < tokens.count, tokens[end + 1].isPunctuation("."), tokens[end + 2].kind == .identifier, !tokens[end + 1].newlineBefore { end += 2 }
        // `as! Foo.Type` / `as! Foo.Protocol` cast to a metatype, `as! Foo?` / `[Foo]` are not judged.
        let name = text(of: tokens[end])
        guard name != "Type", name != "Protocol", name != "Self" else { return nil }
        if end + 1 < tokens.count, tokens[end + 1].isPunctuation("<") { end = matchingAngle(from: end + 1) }
        return (name, cursor + 2, end)
    }

    /// `….instantiateInitialViewController() as! T` on a storyboard the code names.
    private mutating func detectInitialControllerCast(at position: Int) {
        guard position + 1 < tokens.count, let arguments = callArguments(openingAt: position + 1) else { return }
        // The optional result unwrapped first: `instantiateInitialController()! as! T`.
        let after = arguments.close + 1
        let unwrapped = after < tokens.count && tokens[after].isPunctuation("!") ? after + 1 : after
        guard let cast = forcedCast(at: unwrapped), let storyboard = storyboardOfReceiver(callAt: position) else { return }
        recordForcedCast(ForcedLookupCast(lookup: .initialController, storyboardName: storyboard, call: text(of: tokens[position]) + "()",
                                          castClass: cast.name, enclosingClass: enclosingTypeName, location: location(of: tokens[cast.start])))
    }

    /// `segue.destination as! T` (`destinationController` on macOS) in `prepare(for:sender:)` where the code has
    /// established the segue's identifier; `(segue.destination as! UINavigationController).topViewController as! T`
    /// and `.viewControllers.first as! T` / `[0]` cast the navigation controller's root.
    private mutating func detectSegueDestinationCast(at position: Int) {
        guard position >= 2, tokens[position - 1].isPunctuation("."), tokens[position - 2].kind == .identifier,
              let function = enclosingFunction, var cast = forcedCast(at: position + 1) else { return }
        var target = ForcedLookupCast.Target.returned
        // `(segue.destination as! UINavigationController).topViewController as! T`
        if position >= 3, tokens[position - 3].isPunctuation("("), cast.end + 3 < tokens.count, tokens[cast.end + 1].isPunctuation(")"),
           tokens[cast.end + 2].isPunctuation(".") {
            var cursor = cast.end + 3
            if spells(tokens[cursor], "topViewController") {
                cursor += 1
            } else if spells(tokens[cursor], "viewControllers"), cursor + 2 < tokens.count {
                if tokens[cursor + 1].isPunctuation("."), spells(tokens[cursor + 2], "first") {
                    cursor += 3
                } else if tokens[cursor + 1].isPunctuation("["), cursor + 3 < tokens.count, text(of: tokens[cursor + 2]) == "0", tokens[cursor + 3].isPunctuation("]") {
                    cursor += 4
                } else {
                    cursor = -1
                }
            } else {
                cursor = -1
            }
            if cursor > 0, cursor < tokens.count {
                if tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { cursor += 1 }
                // Without a second cast, the navigation controller cast alone is judged.
                if let rootCast = forcedCast(at: cursor) {
                    cast = rootCast
                    target = .navigationRoot
                }
            }
        }
        guard fullName(of: function) == "prepare(for:sender:)",
              let identifier = segueIdentifier(inBodyAt: function.open, before: position - 2, segue: tokens[position - 2]) else { return }
        let call = text(of: tokens[position - 2]) + "." + text(of: tokens[position])
        recordForcedCast(ForcedLookupCast(lookup: .segueDestination(identifier), target: target, storyboardName: nil, call: call,
                                          castClass: cast.name, enclosingClass: enclosingTypeName, location: location(of: tokens[cast.start])))
    }

    /// The segue identifier the code has established at `position` in a `prepare(for:sender:)` body: inside
    /// `if segue.identifier == "X" {` (or `"X" == …`, or a name bound by `let id = segue.identifier`), after
    /// `guard segue.identifier == "X" else { … }`, or under `case "X":` of `switch segue.identifier {`; nil when
    /// none is (or when a condition joins comparisons with `||`).
    private func segueIdentifier(inBodyAt open: Int, before position: Int, segue: SwiftToken) -> String? {
        struct Block {
            var identifier: String?
            var isSwitch = false
            /// A `guard`'s `else` block: the identifier its condition established, for the code after it.
            var afterClose: String?? = nil
        }
        var blocks = [Block(identifier: nil)]
        var aliases: [Int] = []   // token indices of names bound to `segue.identifier`
        enum Condition { case none, ifOrGuard(isGuard: Bool), switchStatement }
        var condition = Condition.none
        var conditionIdentifier: String? = nil
        var conditionPoisoned = false
        var switchOnIdentifier = false
        var parenDepth = 0
        /// The length of the expression naming the segue's identifier at `cursor`, or 0.
        func identifierExpression(at cursor: Int) -> Int {
            if sameText(tokens[cursor], segue), cursor + 2 < position, tokens[cursor + 1].isPunctuation("."), spells(tokens[cursor + 2], "identifier"),
               cursor == 0 || !tokens[cursor - 1].isPunctuation(".") {
                return 3
            }
            if tokens[cursor].kind == .identifier, !(cursor > 0 && tokens[cursor - 1].isPunctuation(".")),
               aliases.contains(where: { sameText(tokens[$0], tokens[cursor]) }) {
                return 1
            }
            return 0
        }
        var cursor = open + 1
        while cursor < position {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                switch token.punctuation {
                case UInt8(ascii: "("), UInt8(ascii: "["): parenDepth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): parenDepth = max(0, parenDepth - 1)
                case UInt8(ascii: "{"):
                    let inherited = blocks[blocks.count - 1].identifier
                    switch condition {
                    case .ifOrGuard(let isGuard) where parenDepth == 0:
                        let established = conditionPoisoned ? nil : conditionIdentifier
                        if isGuard {
                            blocks.append(Block(identifier: inherited, afterClose: .some(conditionIdentifier == nil && !conditionPoisoned ? inherited : established)))
                        } else {
                            blocks.append(Block(identifier: conditionIdentifier == nil && !conditionPoisoned ? inherited : established))
                        }
                        condition = .none
                    case .switchStatement where parenDepth == 0:
                        blocks.append(Block(identifier: inherited, isSwitch: switchOnIdentifier))
                        condition = .none
                    default:
                        blocks.append(Block(identifier: inherited))
                    }
                    conditionIdentifier = nil
                    conditionPoisoned = false
                    switchOnIdentifier = false
                case UInt8(ascii: "}"):
                    guard blocks.count > 1 else { return nil }
                    let closed = blocks.removeLast()
                    if let established = closed.afterClose { blocks[blocks.count - 1].identifier = established }
                case UInt8(ascii: "|"):
                    if case .ifOrGuard = condition { conditionPoisoned = true }
                default: break
                }
                cursor += 1
                continue
            }
            guard token.kind == .identifier || token.kind == .string else { cursor += 1; continue }
            if token.isIdentifier(.if) || spells(token, "guard") || spells(token, "while") {
                condition = .ifOrGuard(isGuard: spells(token, "guard"))
                conditionIdentifier = nil
                conditionPoisoned = false
                parenDepth = 0
            } else if spells(token, "switch") {
                condition = .switchStatement
                parenDepth = 0
                var next = cursor + 1
                while next < position, tokens[next].isPunctuation("(") { next += 1 }
                switchOnIdentifier = next < position && identifierExpression(at: next) > 0
            } else if token.isIdentifier(.case) || spells(token, "default"), blocks[blocks.count - 1].isSwitch, parenDepth == 0 {
                // `case "X":` alone establishes X; any other pattern (several strings, `let`, `default`) establishes none.
                var next = cursor + 1
                var literal: String?
                var others = 0
                while next < position, !tokens[next].isPunctuation(":") {
                    if tokens[next].kind == .string, literal == nil { literal = text(of: tokens[next]) } else { others += 1 }
                    next += 1
                }
                blocks[blocks.count - 1].identifier = token.isIdentifier(.case) && others == 0 ? literal : nil
                cursor = next
                continue
            } else if token.isIdentifier(.let) || token.isIdentifier(.var) {
                // `let id = segue.identifier` / `if let id = segue.identifier` / `guard let id = …`
                if cursor + 3 < position, tokens[cursor + 1].kind == .identifier, tokens[cursor + 2].isPunctuation("="),
                   !tokens[cursor + 3].isPunctuation("="), identifierExpression(at: cursor + 3) > 0 {
                    aliases.append(cursor + 1)
                    cursor += 3
                    continue
                }
            } else if case .ifOrGuard = condition {
                // `<identifier> == "X"` or `"X" == <identifier>`
                let length = token.kind == .string ? 0 : identifierExpression(at: cursor)
                if length > 0, cursor + length + 2 < position, tokens[cursor + length].isPunctuation("="), tokens[cursor + length + 1].isPunctuation("="),
                   tokens[cursor + length + 2].kind == .string {
                    if conditionIdentifier != nil { conditionPoisoned = true }
                    conditionIdentifier = text(of: tokens[cursor + length + 2])
                    cursor += length + 3
                    continue
                }
                if token.kind == .string, cursor + 3 < position, tokens[cursor + 1].isPunctuation("="), tokens[cursor + 2].isPunctuation("="),
                   identifierExpression(at: cursor + 3) > 0 {
                    if conditionIdentifier != nil { conditionPoisoned = true }
                    conditionIdentifier = text(of: token)
                    cursor += 3 + identifierExpression(at: cursor + 3)
                    continue
                }
            }
            cursor += 1
        }
        guard let identifier = blocks[blocks.count - 1].identifier, !identifier.isEmpty, !identifier.utf8.contains(UInt8(ascii: "\\")) else { return nil }
        return identifier
    }

    /// `register(FooCell.self, forCellReuseIdentifier: "X")` (`forCellWithReuseIdentifier:`, a supplementary view's
    /// `withReuseIdentifier:`, `forHeaderFooterViewReuseIdentifier:`; `nil` as the class too): any first argument but a
    /// nib, which the load sites record.
    private mutating func detectCellClassRegistration(at position: Int) {
        guard let arguments = callArguments(openingAt: position + 1), arguments.list.count >= 2 else { return }
        let first = arguments.list[0].range
        guard !first.isEmpty, !tokens[first].contains(where: { $0.isIdentifier(.UINib) || $0.isIdentifier(.NSNib) }),
              tokens[first.upperBound - 1].isIdentifier(.selfValue) || tokens[first.upperBound - 1].isIdentifier(.nilValue) else { return }
        let labels: [StaticString] = ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "withReuseIdentifier", "forHeaderFooterViewReuseIdentifier"]
        guard let argument = arguments.list.dropFirst().first(where: { argument in labels.contains { has(argument, label: $0) } }) else { return }
        var identifier: String?
        if case .literal(let literal) = nameExpression(argument.range) { identifier = literal }
        summary.cellClassRegistrations.append(CellClassRegistration(identifier: identifier, enclosingClass: enclosingTypeName,
                                                                    location: location(of: tokens[position])))
    }

    private mutating func recordForcedCast(_ cast: ForcedLookupCast) {
        summary.forcedLookupCasts.append(cast)
    }

    private func location(of token: SwiftToken) -> SourceLocation {
        SourceLocation(file: summary.path, line: token.line, column: token.column)
    }

    /// The storyboard `….instantiateViewController(…)` at `position` is sent to: `UIStoryboard(name: "X", bundle: …)` right
    /// before it, a `let` bound to one (as `detectInitialControllerOfVariable` finds it), or `storyboard` / `self.storyboard`
    /// (with `?` or `!`) when no parameter or local of the function is named `storyboard`.
    private func storyboardReceiver(ofCallAt position: Int) -> StoryboardReceiver? {
        guard position >= 2, tokens[position - 1].isPunctuation(".") else { return nil }
        var receiver = position - 2
        if tokens[receiver].isPunctuation("?") || tokens[receiver].isPunctuation("!") { receiver -= 1 }
        guard receiver >= 0 else { return nil }
        if tokens[receiver].isPunctuation(")") {
            // Back to the `(`, then `UIStoryboard` / `UIStoryboard.init` before it.
            var depth = 0
            var open = receiver
            while open >= 0 {
                if tokens[open].isPunctuation(")") { depth += 1 }
                if tokens[open].isPunctuation("(") { depth -= 1; if depth == 0 { break } }
                open -= 1
            }
            guard open >= 1 else { return nil }
            var callee = open - 1
            if callee >= 2, tokens[callee].isIdentifier(.initializer), tokens[callee - 1].isPunctuation(".") { callee -= 2 }
            guard tokens[callee].isIdentifier(.UIStoryboard) || tokens[callee].isIdentifier(.NSStoryboard),
                  let arguments = callArguments(openingAt: open), arguments.list.count == 2, has(arguments.list[0], label: "name"),
                  let name = storyboardName(arguments.list[0].range) else { return nil }
            return .named(name)
        }
        guard tokens[receiver].kind == .identifier else { return nil }
        let isMember = receiver >= 2 && tokens[receiver - 1].isPunctuation(".")
        if isMember, !(tokens[receiver - 2].isIdentifier(.selfValue) && (receiver == 2 || !tokens[receiver - 3].isPunctuation("."))) { return nil }
        let function = enclosingFunction?.open ?? -1
        if let binding = storyboardVariables[text(of: tokens[receiver])] {
            let sameScope = binding.function >= 0 ? (binding.function == function && !isMember) : binding.type == enclosingTypeName
            if sameScope { return .named(binding.name) }
        }
        guard spells(tokens[receiver], "storyboard"), let body = enclosingFunction else { return nil }
        if !isMember {
            if let local = localStrings["storyboard"], local.function == body.open { return nil }
            let close = matchingClose(from: body.parametersOpen)
            for index in body.parametersOpen..<min(close, tokens.count) where spells(tokens[index], "storyboard") { return nil }
            // A closure parameter (`{ storyboard in`) or a binding this scanner does not follow (`if let storyboard = …`).
            for index in body.open..<receiver where spells(tokens[index], "storyboard") {
                if tokens[index - 1].isIdentifier(.let) || tokens[index - 1].isIdentifier(.var) || (index + 1 < tokens.count && spells(tokens[index + 1], "in")) {
                    return nil
                }
            }
        }
        return .own
    }

    /// A literal storyboard name: `"X"`, `NSStoryboard.Name("X")`, `.init("X")`, `NSStoryboard.Name(rawValue: "X")`.
    private func storyboardName(_ range: Range<Int>) -> String? {
        let strings = tokens[range].filter { $0.kind == .string }
        guard strings.count == 1, let literal = strings.first else { return nil }
        if range.count > 1 {
            guard tokens[range].last?.isPunctuation(")") == true else { return nil }
            for token in tokens[range] where token.kind == .identifier {
                guard token.isIdentifier(.NSStoryboard) || token.isIdentifier(.initializer) || spells(token, "Name") || spells(token, "rawValue")
                        || spells(token, "stringLiteral") else { return nil }
            }
        }
        let content = text(of: literal)
        return content.utf8.contains(UInt8(ascii: "\\")) || content.isEmpty ? nil : content
    }

    private mutating func recordStoryboardUse(_ kind: StoryboardNameUse.Kind, name: String, call: String, at token: SwiftToken) {
        summary.storyboardNameUses.append(StoryboardNameUse(kind: kind, name: name, call: call, enclosingClass: enclosingTypeName,
                                                            location: SourceLocation(file: summary.path, line: token.line, column: token.column)))
    }

    /// `super.init(nibName: "X", bundle: nil)`, `Foo(nibName: nil, bundle: nil)`, `self.init(windowNibName: "X")`.
    private mutating func detectNibNameInitializer(at position: Int) {
        guard position >= 2, position + 1 < tokens.count, tokens[position + 1].isPunctuation(":"),
              tokens[position - 1].isPunctuation("(") else { return }
        let callee = tokens[position - 2]
        var owner: OwnerExpression
        var calleeToken = callee
        if callee.isIdentifier(.initializer) {
            guard position >= 4, tokens[position - 3].isPunctuation(".") else { return }
            let receiver = tokens[position - 4]
            if receiver.isIdentifier(.superValue) || receiver.isIdentifier(.selfValue) {
                owner = .enclosingInstance
            } else if receiver.kind == .identifier, startsUppercase(receiver), receiver.word != .UINib, receiver.word != .NSNib {
                owner = .instance(of: text(of: receiver))
            } else {
                return
            }
            calleeToken = receiver
        } else if callee.kind == .identifier, startsUppercase(callee), callee.word != .UINib, callee.word != .NSNib {
            owner = .instance(of: text(of: callee))
        } else {
            return
        }
        let nameLabel: StaticString = tokens[position].word == .nibName ? "nibName" : "windowNibName"
        guard let arguments = callArguments(openingAt: position - 1),
              let nameArgument = arguments.list.first(where: { has($0, label: nameLabel) }) else { return }
        if let explicitOwner = arguments.list.first(where: { has($0, label: "owner") }) { owner = ownerExpression(explicitOwner.range) }
        var name = nameExpression(nameArgument.range)
        let isNil = nameArgument.range.count == 1 && tokens[nameArgument.range.lowerBound].isIdentifier(.nilValue)
        if isNil {
            if case .instance(let className) = owner { name = .className(className) } else { name = .enclosingClassName }
        }
        let api: NibLoadSite.API = tokens[position].word == .nibName ? .initNibName : .windowNibName
        record(api, name: name, owner: owner, at: calleeToken, isImplicitNibName: isNil)
        // Any name but nil, even one niblint cannot read (`super.init(nibName: Self.nibIdentifier, …)`); passing on
        // the `nibName` parameter of an `init(nibName:bundle:)` override names nothing by itself.
        if api == .initNibName, !isNil, owner == .enclosingInstance, name != .unknown || enclosingFunction.map(fullName(of:)) != "init(nibName:bundle:)",
           let classIndex = scopes.last(where: { $0.typeName != nil })?.classIndex {
            summary.classes[classIndex].initializerNamesNib = true
        }
    }

    /// `override var nibName: String? { "X" }` / `override var windowNibName: NSNib.Name? { return "X" }`.
    private mutating func recordNibNameOverride(propertyName: SwiftWord, at nameToken: SwiftToken) {
        guard index < tokens.count, tokens[index].isPunctuation("{") else { return }
        let close = matchingClose(from: index)
        var cursor = index + 1
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .string || token.isIdentifier(.stringType) {
                let end = min(close, expressionEnd(from: cursor))
                let name = nameExpression(cursor..<end)
                if name != .unknown {
                    record(propertyName == .nibName ? .nibNameProperty : .windowNibName, name: name, owner: .enclosingInstance, at: nameToken)
                }
                return
            }
            cursor += 1
        }
    }

    private func expressionEnd(from start: Int, limit: Int = .max) -> Int {
        var cursor = start
        var depth = 0
        let stop = limit == .max ? tokens.count : min(tokens.count, start + limit)
        while cursor < stop {
            let token = tokens[cursor]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { if depth == 0 { return cursor }; depth -= 1 }
            if depth == 0, cursor > start, token.newlineBefore || token.isPunctuation("}") || token.isPunctuation(",") { return cursor }
            cursor += 1
        }
        return cursor
    }

    private mutating func record(_ api: NibLoadSite.API, name: NibNameExpression, owner: OwnerExpression, at token: SwiftToken,
                                 castClass: String? = nil, isImplicitNibName: Bool = false, registration: NibRegistration? = nil) {
        guard name != .unknown else { return }
        let function = enclosingFunction
        summary.loadSites.append(NibLoadSite(
            api: api, nibName: name, owner: owner, enclosingClass: enclosingTypeName,
            location: SourceLocation(file: summary.path, line: token.line, column: token.column), castClass: castClass,
            enclosingFunction: function.map(fullName(of:)), isImplicitNibName: isImplicitNibName, registration: registration))
        if let function { loadSitesInFunctions.append((summary.loadSites.count - 1, function.open)) }
    }

    /// What `register(nib, for…:)` registers the nib for, from the label of its second argument.
    private func registration(_ arguments: [CallArgument]) -> NibRegistration? {
        guard arguments.count >= 2 else { return nil }
        let second = arguments[1]
        func literal(_ argument: CallArgument?) -> String? {
            guard let argument, case .literal(let identifier) = nameExpression(argument.range) else { return nil }
            return identifier
        }
        let kinds: [(StaticString, NibRegistration.Kind)] = [
            ("forCellReuseIdentifier", .tableViewCell), ("forHeaderFooterViewReuseIdentifier", .tableViewHeaderFooter),
            ("forCellWithReuseIdentifier", .collectionViewCell), ("forSupplementaryViewOfKind", .collectionViewSupplementary),
            ("forIdentifier", .appKitTableView), ("forItemWithIdentifier", .appKitCollectionItem),
        ]
        guard let kind = kinds.first(where: { has(second, label: $0.0) })?.1 else { return nil }
        let identifier = kind == .collectionViewSupplementary ? literal(arguments.first { has($0, label: "withReuseIdentifier") }) : literal(second)
        return NibRegistration(kind: kind, identifier: identifier)
    }

    /// The method or initializer whose body the parser is in (through closures and other blocks, not through a nested type).
    private var enclosingFunction: FunctionBody? {
        for scope in scopes.reversed() {
            if scope.function >= 0 { return functionBodies[scope.function] }
            if scope.typeName != nil { return nil }
        }
        return nil
    }

    /// `T` in `<call>?.first as! T`, `<call>.first as! T` or `<call>[0] as! T` right after the call's `)`.
    private func forcedCastOfFirstObject(after close: Int) -> String? {
        var cursor = close + 1
        if cursor < tokens.count, tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { cursor += 1 }
        guard cursor + 1 < tokens.count else { return nil }
        if tokens[cursor].isPunctuation("."), text(of: tokens[cursor + 1]) == "first" {
            cursor += 2
        } else if tokens[cursor].isPunctuation("["), cursor + 2 < tokens.count, text(of: tokens[cursor + 1]) == "0", tokens[cursor + 2].isPunctuation("]") {
            cursor += 3
        } else {
            return nil
        }
        guard cursor + 2 < tokens.count, tokens[cursor].kind == .identifier, text(of: tokens[cursor]) == "as",
              tokens[cursor + 1].isPunctuation("!"), tokens[cursor + 2].kind == .identifier else { return nil }
        return text(of: tokens[cursor + 2])
    }

    private func nameExpression(_ range: Range<Int>) -> NibNameExpression {
        let slice = tokens[range]
        guard let first = slice.first else { return .unknown }
        if slice.count == 1, first.kind == .string {
            let content = text(of: first)
            guard content.utf8.contains(UInt8(ascii: "\\")) else { return .literal(content) }
            // Only `"\(Foo.self)"`-shaped strings name a class: any other escape or interpolation is not walked.
            guard content.utf8.first == UInt8(ascii: "\\"), content.utf8.count < 64 else { return .unknown }
            let compact = content.filter { $0 != " " }
            if compact == "\\(Self.self)" || compact == "\\(type(of:self))" { return .enclosingClassName }
            if compact.hasPrefix("\\("), compact.hasSuffix(".self)"), !compact.dropFirst(2).dropLast(6).contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) {
                return .className(String(compact.dropFirst(2).dropLast(6)))
            }
            return .unknown
        }
        // `String(describing: …)`: the text is joined only for a range that starts so.
        if first.isIdentifier(.stringType) {
            let text = joinedText(of: range)
            if text == "String(describing:Self.self)" || text == "String(describing:type(of:self))" { return .enclosingClassName }
            if text.hasPrefix("String(describing:"), text.hasSuffix(".self)") {
                let className = String(text.dropFirst("String(describing:".count).dropLast(".self)".count))
                if !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return .className(className) }
            }
        }
        // NSNib.Name("X"), NSNib.Name(rawValue: "X"), NSNib.Name(stringLiteral: "X")
        if slice.count >= 5, first.isIdentifier(.NSNib), let open = slice.firstIndex(where: { $0.isPunctuation("(") }),
           let literal = slice[open...].first(where: { $0.kind == .string }), slice.last?.isPunctuation(")") == true,
           slice.filter({ $0.kind == .string }).count == 1 {
            let content = self.text(of: literal)
            return content.utf8.contains(UInt8(ascii: "\\")) ? .unknown : .literal(content)
        }
        return .unknown
    }

    private func ownerExpression(_ range: Range<Int>) -> OwnerExpression {
        let slice = Array(tokens[range])
        if slice.count == 1 {
            if slice[0].isIdentifier(.selfValue) { return .enclosingInstance }
            if slice[0].isIdentifier(.nilValue) { return .none }
        }
        // `Foo()` or `Foo.init()`
        if slice.count == 3, slice[0].kind == .identifier, startsUppercase(slice[0]),
           slice[1].isPunctuation("("), slice[2].isPunctuation(")") {
            return .instance(of: text(of: slice[0]))
        }
        if slice.count == 5, slice[0].kind == .identifier, slice[1].isPunctuation("."), slice[2].isIdentifier(.initializer),
           slice[3].isPunctuation("("), slice[4].isPunctuation(")") {
            return .instance(of: text(of: slice[0]))
        }
        return .unknown
    }

    /// `performSegue(…)`, `self.performSegue(…)`, `self?.performSegue(…)`, `super.performSegue(…)`: the call at
    /// `position` is sent to the enclosing instance.
    private func isSentToSelf(callAt position: Int) -> Bool {
        guard position >= 1, tokens[position - 1].isPunctuation(".") else { return true }
        var cursor = position - 2
        if cursor >= 0, tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { cursor -= 1 }
        guard cursor >= 0, tokens[cursor].isIdentifier(.selfValue) || tokens[cursor].isIdentifier(.superValue) else { return false }
        return cursor == 0 || !tokens[cursor - 1].isPunctuation(".")
    }

    // MARK: - View controllers created without a nib name

    /// Whether an identifier ends in `Controller`: a byte comparison, so most names are ruled out by their last byte.
    private func endsWithController(_ token: SwiftToken) -> Bool {
        let range = token.textRange
        guard range.count > 10, bytes[range.upperBound - 1] == UInt8(ascii: "r"), !token.isEscaped else { return false }
        let suffix: StaticString = "Controller"
        let start = range.upperBound - 10
        for offset in 0..<10 where bytes[start + offset] != suffix.utf8Start[offset] { return false }
        return true
    }

    /// `FooController()` / `FooController.init()`, not a member (`x.FooController()`) and not a declaration.
    private mutating func detectControllerCreation(at position: Int) {
        let token = tokens[position]
        guard startsUppercase(token), position + 2 < tokens.count else { return }
        if position > 0, tokens[position - 1].isPunctuation(".") || tokens[position - 1].isIdentifier(.func) { return }
        var open = position + 1
        if tokens[open].isPunctuation("."), open + 2 < tokens.count, tokens[open + 1].isIdentifier(.initializer) { open += 2 }
        guard tokens[open].isPunctuation("("), !tokens[open].newlineBefore, open + 1 < tokens.count, tokens[open + 1].isPunctuation(")") else { return }
        summary.controllerCreations.append(ControllerCreation(
            className: text(of: token), enclosingClass: enclosingTypeName,
            location: SourceLocation(file: summary.path, line: token.line, column: token.column)))
    }

    // MARK: - Calls that always run (nib-load-recursion)

    /// After the main pass: which load sites run every time their function runs, and, for each `init(coder:)`
    /// and `awakeFromNib()`, the methods it always calls. Only the bodies that hold a load site, the entry
    /// points and the methods they reach are read again, so the cost stays near zero for most files.
    private mutating func resolveFunctionFacts() {
        if !loadSitesInFunctions.isEmpty {
            var sitesByBody: [Int: [Int]] = [:]
            for entry in loadSitesInFunctions { sitesByBody[entry.open, default: []].append(entry.site) }
            for (open, sites) in sitesByBody {
                var remaining = sites
                forEachUnconditionalToken(inBodyAt: open) { position in
                    let token = tokens[position]
                    remaining.removeAll { site in
                        let location = summary.loadSites[site].location
                        guard location.line == token.line, location.column == token.column else { return false }
                        summary.loadSites[site].isUnconditional = true
                        return true
                    }
                }
            }
        }
        for body in functionBodies {
            guard let entryPoint = body.entryPoint else { continue }
            let nameToken = tokens[body.nameIndex]
            let entry = DecodingEntryPoint(name: entryPoint.rawValue, location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column),
                                           callChains: callChains(from: body), callsSuper: callsSuper(entryPoint, inBodyAt: body.open))
            summary.classes[body.classIndex].decodingEntryPoints.append(entry)
        }
    }

    /// Whether the body opening at `open` calls the superclass's version of `entryPoint` (`super.init(coder:`, `super.awakeFromNib(`), anywhere in it.
    private func callsSuper(_ entryPoint: EntryPoint, inBodyAt open: Int) -> Bool {
        let close = matchingClose(from: open)
        var cursor = open + 1
        while cursor + 3 < close {
            if tokens[cursor].isIdentifier(.superValue), tokens[cursor + 1].isPunctuation("."), tokens[cursor + 3].isPunctuation("(") {
                let member = tokens[cursor + 2]
                if entryPoint == .coderInitializer, member.isIdentifier(.initializer), cursor + 4 < close, spells(tokens[cursor + 4], "coder") { return true }
                if entryPoint == .awakeFromNib, spells(member, "awakeFromNib") { return true }
            }
            cursor += 1
        }
        return false
    }

    /// The methods `entry` always calls on `self`, breadth first, up to three calls deep, each with the calls leading to it.
    private func callChains(from entry: FunctionBody) -> [[String]] {
        let className = summary.classes[entry.classIndex].name
        // The instance methods of the same class in this file (static ones open no function scope); their
        // names are built only for those whose base name is called.
        let methods = functionBodies.filter { !tokens[$0.nameIndex].isIdentifier(.initializer) && summary.classes[$0.classIndex].name == className }
        var chains: [[String]] = []
        var seenNames: Set<String> = []
        var readBodies: Set<Int> = [entry.open]
        var frontier: [(open: Int, chain: [String])] = [(entry.open, [])]
        for _ in 0..<3 where !frontier.isEmpty {
            var next: [(open: Int, chain: [String])] = []
            for (open, chain) in frontier {
                for call in selfCalls(inBodyAt: open) {
                    // The declaration with exactly this name, or the only one with this base name (default arguments).
                    let sameBase = methods.filter { sameText(tokens[$0.nameIndex], tokens[call.baseNameIndex]) }.map { (open: $0.open, name: fullName(of: $0)) }
                    let target = sameBase.first { $0.name == call.name } ?? (sameBase.count == 1 ? sameBase[0] : nil)
                    let name = target?.name ?? call.name
                    guard seenNames.insert(name).inserted else { continue }
                    chains.append(chain + [name])
                    if let target, readBodies.insert(target.open).inserted { next.append((target.open, chain + [name])) }
                }
            }
            frontier = next
        }
        return chains
    }

    /// Calls on `self` (`setup()`, `self.setup(with: x)`, `self?.setup()`) that always run in the body opening at `open`.
    private func selfCalls(inBodyAt open: Int) -> [(name: String, baseNameIndex: Int)] {
        var calls: [(name: String, baseNameIndex: Int)] = []
        forEachUnconditionalToken(inBodyAt: open) { position in
            let token = tokens[position]
            guard token.kind == .identifier, token.word == .other, !startsUppercase(token),
                  position + 1 < tokens.count, tokens[position + 1].isPunctuation("("), !tokens[position + 1].newlineBefore,
                  isSentToSelf(callAt: position), !(position > 0 && tokens[position - 1].isIdentifier(.func)),
                  // `super.setup()` runs the superclass's method, which this file does not show.
                  !(position > 1 && tokens[position - 2].isIdentifier(.superValue)),
                  let arguments = callArguments(openingAt: position + 1) else { return }
            let baseName = text(of: token)
            let labels: [String?] = arguments.list.map { argument in argument.label.map { text(of: tokens[$0]) } }
            calls.append((Self.fullName(baseName, labels: labels), position))
        }
        return calls
    }

    /// Calls `visit` with each token of the body opening at `open` that runs every time the body runs: at its
    /// top level (not in a nested block or closure), before any `return` or `throw` (at any depth) and before
    /// the end of any `guard … else { }`, and not after `,` (a later condition clause), `&&`, `||` or `??` in
    /// the same statement.
    private func forEachUnconditionalToken(inBodyAt open: Int, _ visit: (Int) -> Void) {
        let close = matchingClose(from: open)
        var braceDepth = 0
        var parenthesisDepth = 0
        var inGuard = false
        var inGuardElse = false
        var stopped = false
        var statementIsConditional = false
        var cursor = open + 1
        while cursor < close, !stopped {
            let token = tokens[cursor]
            if token.newlineBefore, braceDepth == 0, parenthesisDepth == 0, !token.isPunctuation("."), !continuesExpression(tokens[cursor - 1]) {
                statementIsConditional = false
            }
            if token.kind == .punctuation {
                switch token.punctuation {
                case UInt8(ascii: "{"):
                    braceDepth += 1
                    if braceDepth == 1, inGuard, tokens[cursor - 1].isIdentifier(.else) { inGuardElse = true }
                case UInt8(ascii: "}"):
                    braceDepth -= 1
                    if braceDepth == 0, inGuardElse { stopped = true }
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    parenthesisDepth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    parenthesisDepth = max(0, parenthesisDepth - 1)
                case UInt8(ascii: ";"):
                    if braceDepth == 0 { statementIsConditional = false }
                case UInt8(ascii: ","):
                    if braceDepth == 0, parenthesisDepth == 0 { statementIsConditional = true }
                case UInt8(ascii: "&"), UInt8(ascii: "|"):
                    if braceDepth == 0, cursor + 1 < tokens.count, tokens[cursor + 1].punctuation == token.punctuation { statementIsConditional = true }
                case UInt8(ascii: "?"):
                    if braceDepth == 0, isConditionalQuestionMark(at: cursor) { statementIsConditional = true }
                default:
                    break
                }
            } else if token.kind == .identifier, !token.isEscaped {
                if spells(token, "return") || spells(token, "throw") { stopped = true }
                if braceDepth == 0, spells(token, "guard") { inGuard = true }
            }
            if !stopped, braceDepth == 0, !statementIsConditional { visit(cursor) }
            cursor += 1
        }
    }

    /// `??`, or the `?` of a ternary: what follows may not run. Not optional chaining (`x?.y`), `try?`, `as?`
    /// or an optional type (`String?`).
    private func isConditionalQuestionMark(at position: Int) -> Bool {
        guard position > 0, position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        if next.isPunctuation("?") { return true }
        let previous = tokens[position - 1]
        if previous.kind == .identifier, spells(previous, "try") || spells(previous, "as") { return false }
        guard next.kind == .punctuation else { return true }
        switch next.punctuation {
        case UInt8(ascii: "."), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "="),
             UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "{"):
            return false
        default:
            return true
        }
    }

    /// A token that leaves its expression open at the end of a line (`=`, `&&`, `??`, `.`, `,`, `(`): the next line continues it.
    private func continuesExpression(_ token: SwiftToken) -> Bool {
        guard token.kind == .punctuation else { return false }
        switch token.punctuation {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: ";"): return false
        default: return true
        }
    }

    // MARK: - Token text

    /// The token's text as a `String`: only for what goes into the summary or a rare comparison.
    private func text(of token: SwiftToken) -> String {
        if token.kind == .punctuation { return String(UnicodeScalar(token.punctuation)) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.textRange]), as: UTF8.self)
    }

    /// The bytes from the first token's start to the last one's end, spaces and all, with the `@` of an attribute
    /// and the backticks of an escaped name (a token's text range leaves them out). For types, which hold no literal.
    private func sourceText(of range: Range<Int>) -> String {
        let first = tokens[range.lowerBound], last = tokens[range.upperBound - 1]
        let lower = first.textRange.lowerBound - (first.kind == .attribute || first.isEscaped ? 1 : 0)
        let upper = min(bytes.count, last.textRange.upperBound + (last.isEscaped ? 1 : 0))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<max(lower, upper)]), as: UTF8.self)
    }

    /// The texts of a run of tokens run together, as `@objc(` ... `)` and name expressions compare them.
    private func joinedText(of range: Range<Int>) -> String {
        writtenText(of: range, spacingWords: false)
    }

    /// A type as written: the tokens' texts run together, with a space between two words (`inout Foo`).
    ///
    /// ASCII text (nearly always) is copied into one buffer and becomes one `String`; otherwise each
    /// token's text is decoded on its own and appended, so that malformed UTF-8 is repaired token by
    /// token exactly as before.
    private func writtenText(of range: Range<Int>, spacingWords: Bool = true) -> String {
        if range.count == 1 { return text(of: tokens[range.lowerBound]) }
        var length = 0
        var isASCII = true
        var previous: SwiftToken?
        for token in tokens[range] {
            if spacingWords, previous?.kind == .identifier, token.kind == .identifier { length += 1 }
            if token.kind == .punctuation {
                length += 1
            } else {
                let text = token.textRange
                length += text.count
                for offset in text where bytes[offset] >= 0x80 { isASCII = false; break }
            }
            previous = token
        }
        guard isASCII else {
            var result = ""
            previous = nil
            for token in tokens[range] {
                if spacingWords, previous?.kind == .identifier, token.kind == .identifier { result += " " }
                result += text(of: token)
                previous = token
            }
            return result
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
            var end = 0
            var previous: SwiftToken?
            for token in tokens[range] {
                if spacingWords, previous?.kind == .identifier, token.kind == .identifier { buffer[end] = UInt8(ascii: " "); end += 1 }
                if token.kind == .punctuation {
                    buffer[end] = token.punctuation
                    end += 1
                } else {
                    for offset in token.textRange { buffer[end] = bytes[offset]; end += 1 }
                }
                previous = token
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
        }
    }

    /// True when two tokens have the same text, compared byte for byte.
    private func sameText(_ lhs: SwiftToken, _ rhs: SwiftToken) -> Bool {
        let left = lhs.textRange, right = rhs.textRange
        return left.count == right.count && bytes[left].elementsEqual(bytes[right])
    }

    /// True when the token's text is exactly `spelling` (ASCII), compared byte for byte.
    private func spells(_ token: SwiftToken, _ spelling: StaticString) -> Bool {
        token.spells(spelling, in: bytes)
    }

    /// Whether the identifier starts with an uppercase letter, as `Character.isUppercase` decides;
    /// plain ASCII is answered from the byte, anything else through `Character`.
    private func startsUppercase(_ token: SwiftToken) -> Bool {
        let range = token.textRange
        guard let first = range.first else { return false }
        let byte = bytes[first]
        if byte < 0x80, range.count == 1 || bytes[first + 1] < 0x80 {
            return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        }
        return text(of: token).first?.isUppercase == true
    }

    // MARK: - Token helpers

    private func peek(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// An argument of a call: the index of its label token, if labelled, and the token range of its value.
    private struct CallArgument {
        var label: Int?
        var range: Range<Int>
    }

    private func has(_ argument: CallArgument, label: StaticString) -> Bool {
        guard let labelIndex = argument.label else { return false }
        return spells(tokens[labelIndex], label)
    }

    /// The arguments of a call whose `(` is at `open`, and the index of its `)`.
    private func callArguments(openingAt open: Int) -> (list: [CallArgument], close: Int)? {
        guard open < tokens.count, tokens[open].isPunctuation("(") else { return nil }
        let close = matchingClose(from: open)
        var list: [CallArgument] = []
        var start = open + 1
        var depth = 0
        var cursor = open + 1
        func add(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if range.count >= 2, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isPunctuation(":") {
                list.append(CallArgument(label: range.lowerBound, range: (range.lowerBound + 2)..<range.upperBound))
            } else {
                list.append(CallArgument(label: nil, range: range))
            }
        }
        while cursor < close {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth = max(0, depth - 1) }
            if depth == 0, token.isPunctuation(",") {
                add(start..<cursor)
                start = cursor + 1
            }
            cursor += 1
        }
        add(start..<close)
        return (list, close)
    }

    /// The index of the bracket closing the one at `open` (any of `(`, `[`, `{`), or `tokens.count` when unclosed.
    private func matchingClose(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                switch token.punctuation {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return cursor }
                default: break
                }
            }
            cursor += 1
        }
        return tokens.count
    }

    private func matchingAngle(from open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">"), !(cursor > 0 && tokens[cursor - 1].isPunctuation("-")) {
                depth -= 1
                if depth == 0 { return cursor }
            }
            if token.isPunctuation("{") || token.isPunctuation("(") && depth == 0 { return cursor - 1 }
            cursor += 1
        }
        return tokens.count - 1
    }
}
