/// Finds classes, extensions, their Interface Builder members and nib-loading code in one Swift file.
///
/// A light, hand-written scanner (no SwiftSyntax): it tracks braces and declaration keywords,
/// considers every branch of `#if` blocks, and never fails: unusual code just yields fewer facts.
public enum SwiftScanner {
    public static func scan(bytes: [UInt8], path: String) -> SourceFileSummary {
        let lexed = SwiftLexer.tokenizeKeepingDirectives(bytes)
        var parser = SwiftDeclarationParser(tokens: lexed.tokens, path: path)
        parser.run()
        var summary = parser.summary
        summary.directiveComments = lexed.directives.map {
            SourceComment(location: SourceLocation(file: path, line: $0.line, column: $0.column), text: $0.text)
        }
        return summary
    }
}

private struct SwiftDeclarationParser {
    private struct Scope {
        /// The type whose body this brace opened, or nil for any other block.
        var typeName: String?
        /// Index into `summary.classes` for class and extension bodies.
        var classIndex: Int?
    }

    private struct PendingAttributes {
        var names: Set<String> = []
        var objCName: String?
        var isStatic = false
    }

    let tokens: [SwiftToken]
    private(set) var summary: SourceFileSummary
    private var index = 0
    private var scopes: [Scope] = []
    private var typeScopeForNextBrace: Scope?
    private var pending = PendingAttributes()
    private var conditionalSnapshots: [[Scope]] = []
    /// Local names bound to `UINib(nibName:)` / `NSNib(nibNamed:)`, for a later `.instantiate(withOwner:)`.
    private var nibVariables: [String: NibNameExpression] = [:]

    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "override", "weak", "unowned",
        "lazy", "dynamic", "required", "convenience", "mutating", "nonmutating", "nonisolated", "optional", "indirect",
    ]

    init(tokens: [SwiftToken], path: String) {
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
                detectLoadSite(at: index)
                handleIdentifier(token)
            case .string, .number:
                index += 1
            }
        }
    }

    // MARK: - Structure

    private mutating func handlePunctuation(_ token: SwiftToken) {
        switch token.text {
        case "{":
            scopes.append(typeScopeForNextBrace ?? Scope(typeName: nil, classIndex: nil))
            typeScopeForNextBrace = nil
            pending = PendingAttributes()
        case "}":
            if !scopes.isEmpty { scopes.removeLast() }
            pending = PendingAttributes()
        case ";":
            pending = PendingAttributes()
        default:
            break
        }
    }

    /// `#if` branches are all read; each branch starts from the nesting the `#if` had, so branches
    /// that open the same declaration differently (`class A: UIView {` / `class A: NSView {`) stay balanced.
    private mutating func handleDirective(_ token: SwiftToken) {
        index += 1
        switch token.text {
        case "if":
            conditionalSnapshots.append(scopes)
            skipRestOfLine()
        case "elseif":
            if let snapshot = conditionalSnapshots.last { scopes = snapshot }
            skipRestOfLine()
        case "else":
            if let snapshot = conditionalSnapshots.last { scopes = snapshot }
        case "endif":
            if !conditionalSnapshots.isEmpty { conditionalSnapshots.removeLast() }
        default:
            break
        }
    }

    private mutating func skipRestOfLine() {
        while index < tokens.count, !tokens[index].newlineBefore { index += 1 }
    }

    private mutating func readAttribute(_ token: SwiftToken) {
        index += 1
        pending.names.insert(token.text)
        guard index < tokens.count, tokens[index].isPunctuation("("), !tokens[index].newlineBefore else { return }
        let close = matchingClose(from: index)
        if token.text == "objc" {
            pending.objCName = tokens[(index + 1)..<close].map(\.text).joined()
        }
        index = min(close + 1, tokens.count)
    }

    private mutating func handleIdentifier(_ token: SwiftToken) {
        guard !token.isEscaped else { index += 1; return }
        switch token.text {
        case "class":
            if let next = peek(1), next.kind == .identifier, !isMemberKeyword(next) {
                parseTypeDeclaration(isClass: true, isExtension: false)
            } else {
                pending.isStatic = true
                index += 1
            }
        case "extension":
            parseTypeDeclaration(isClass: false, isExtension: true)
        case "struct", "enum", "protocol", "actor":
            if let next = peek(1), next.kind == .identifier {
                parseTypeDeclaration(isClass: false, isExtension: false)
            } else {
                index += 1
            }
        case "var", "let":
            if let classIndex = scopes.last?.classIndex { parseProperty(classIndex: classIndex) } else { pending = PendingAttributes(); index += 1 }
        case "func":
            if let classIndex = scopes.last?.classIndex { parseMethod(classIndex: classIndex) } else { pending = PendingAttributes(); index += 1 }
        case "static":
            pending.isStatic = true
            index += 1
        case "init", "deinit", "subscript", "typealias", "case", "import", "associatedtype":
            pending = PendingAttributes()
            index += 1
        default:
            if Self.modifiers.contains(token.text) { pending.names.insert(token.text) }
            index += 1
        }
    }

    private func isMemberKeyword(_ token: SwiftToken) -> Bool {
        ["func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "public", "open", "internal", "dynamic", "required", "convenience", "nonisolated"].contains(token.text)
    }

    private var enclosingTypeName: String? {
        scopes.last { $0.typeName != nil }?.typeName
    }

    // MARK: - Declarations

    private mutating func parseTypeDeclaration(isClass: Bool, isExtension: Bool) {
        let keyword = tokens[index]
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        var name = nameToken.text
        index += 1
        while index + 1 < tokens.count, tokens[index].isPunctuation("."), tokens[index + 1].kind == .identifier {
            name += "." + tokens[index + 1].text
            index += 2
        }
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        var inherited: [String] = []
        if index < tokens.count, tokens[index].isPunctuation(":") {
            index += 1
            var current: [SwiftToken] = []
            var depth = 0
            while index < tokens.count {
                let token = tokens[index]
                if depth == 0, token.isPunctuation("{") || token.isIdentifier("where") || token.isPunctuation("}") { break }
                if token.isPunctuation("<") || token.isPunctuation("(") { depth += 1 }
                if token.isPunctuation(">") || token.isPunctuation(")") { depth = max(0, depth - 1) }
                if depth == 0, token.isPunctuation(",") {
                    inherited.append(Self.typeName(current))
                    current = []
                } else {
                    current.append(token)
                }
                index += 1
            }
            if !current.isEmpty { inherited.append(Self.typeName(current)) }
        }
        // Skip a `where` clause up to the body.
        while index < tokens.count, !tokens[index].isPunctuation("{"), !tokens[index].isPunctuation("}") { index += 1 }

        let qualifiedName = isExtension ? name : (enclosingTypeName.map { $0 + "." + name } ?? name)
        var classIndex: Int?
        if isClass || isExtension {
            let declaration = ClassDeclaration(
                kind: isExtension ? .extensionDeclaration : .classDeclaration,
                name: qualifiedName,
                inheritedTypes: inherited.filter { !$0.isEmpty },
                objCName: pending.objCName.flatMap { $0.isEmpty ? nil : $0 },
                isObjCMembers: pending.names.contains("objcMembers"),
                location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column)
            )
            summary.classes.append(declaration)
            classIndex = summary.classes.count - 1
        }
        _ = keyword
        typeScopeForNextBrace = Scope(typeName: qualifiedName, classIndex: classIndex)
        pending = PendingAttributes()
    }

    /// `UIKit.UIViewController` → `UIViewController`; `Base<T>` → `Base`; attributes such as `@unchecked` are dropped.
    private static func typeName(_ tokens: [SwiftToken]) -> String {
        var name = ""
        for token in tokens {
            if token.kind == .attribute { continue }
            if token.isPunctuation("<") { break }
            if token.kind == .identifier { name = token.text }
        }
        return name
    }

    private mutating func parseProperty(classIndex: Int) {
        let attributes = pending
        pending = PendingAttributes()
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        index += 1
        var typeText = ""
        if index < tokens.count, tokens[index].isPunctuation(":") {
            index += 1
            var depth = 0
            var previous: SwiftToken?
            while index < tokens.count {
                let token = tokens[index]
                if depth == 0, previous != nil, token.newlineBefore { break }
                if depth == 0, token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(";") || token.isPunctuation("}") { break }
                if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { depth += 1 }
                if token.isPunctuation(")") || token.isPunctuation("]") || (token.isPunctuation(">") && !(previous?.isPunctuation("-") ?? false)) { depth = max(0, depth - 1) }
                if let previous, previous.kind == .identifier, token.kind == .identifier { typeText += " " }
                typeText += token.text
                previous = token
                index += 1
            }
        }
        if nameToken.text == "nibName" || nameToken.text == "windowNibName" {
            recordNibNameOverride(propertyName: nameToken.text, at: nameToken)
        }
        guard !attributes.isStatic else { return }
        let names = attributes.names
        let isOutlet = names.contains("IBOutlet")
        let isInspectable = names.contains("IBInspectable") || names.contains("GKInspectable")
        let property = PropertyDeclaration(
            name: nameToken.text,
            typeText: typeText,
            isOutlet: isOutlet,
            isInspectable: isInspectable,
            isObjCVisible: isOutlet || isInspectable || names.contains("objc") || names.contains("NSManaged") || names.contains("dynamic"),
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
        let nameToken = tokens[index]
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        guard index < tokens.count, tokens[index].isPunctuation("(") else { return }
        let close = matchingClose(from: index)
        let parameters = self.parameters(from: index + 1, to: close)
        let labels = parameters.map(\.label)
        index = min(close + 1, tokens.count)
        guard !attributes.isStatic else { return }

        let name = nameToken.text
        if name == "setValue", labels.count == 2, labels[1] == "forUndefinedKey" {
            summary.classes[classIndex].acceptsUndefinedKeys = true
        }
        if ["forwardingTarget", "responds", "resolveInstanceMethod", "forwardInvocation", "methodSignature"].contains(name) {
            summary.classes[classIndex].forwardsSelectors = true
        }
        let names = attributes.names
        let objCName = attributes.objCName.flatMap { $0.isEmpty ? nil : $0 }
        let method = MethodDeclaration(
            name: name,
            selector: objCName ?? SelectorName.objectiveC(baseName: name, argumentLabels: labels),
            isAction: names.contains("IBAction"),
            isSegueAction: names.contains("IBSegueAction"),
            isObjCVisible: names.contains("objc") || names.contains("IBAction") || names.contains("IBSegueAction") || names.contains("dynamic"),
            parameterTypes: parameters.map(\.type),
            location: SourceLocation(file: summary.path, line: nameToken.line, column: nameToken.column)
        )
        summary.classes[classIndex].methods.append(method)
    }

    /// The parameters of a parameter list, each with its argument label (`_` → nil) and type as written:
    /// `(_ sender: Any, forEvent event: UIEvent)` → `[(nil, "Any"), ("forEvent", "UIEvent")]`.
    private func parameters(from start: Int, to end: Int) -> [(label: String?, type: String)] {
        var result: [(label: String?, type: String)] = []
        var parameterStart = start
        var depth = 0
        var cursor = start
        func addParameter(_ range: Range<Int>) {
            var names: [String] = []
            var type = ""
            var afterColon = false
            var previous: SwiftToken?
            for position in range {
                let token = tokens[position]
                if afterColon {
                    if token.isPunctuation("=") { break }
                    if let previous, previous.kind == .identifier, token.kind == .identifier { type += " " }
                    type += token.text
                    previous = token
                } else if token.isPunctuation(":") {
                    afterColon = true
                } else if token.kind == .identifier {
                    names.append(token.text)
                }
            }
            guard let first = names.first else { return }
            result.append((first == "_" ? nil : first, type))
        }
        while cursor < end {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth = max(0, depth - 1) }
            if token.isPunctuation(">"), cursor > start, !tokens[cursor - 1].isPunctuation("-") { depth = max(0, depth - 1) }
            if depth == 0, token.isPunctuation(",") {
                addParameter(parameterStart..<cursor)
                parameterStart = cursor + 1
            }
            cursor += 1
        }
        if parameterStart < end { addParameter(parameterStart..<end) }
        return result
    }

    // MARK: - Nib loading code

    private mutating func detectLoadSite(at position: Int) {
        let token = tokens[position]
        guard !token.isEscaped else { return }
        switch token.text {
        case "loadNibNamed":
            guard let arguments = callArguments(openingAt: position + 1), let first = arguments.list.first else { return }
            let owner = arguments.list.first { $0.label == "owner" }.map { ownerExpression($0.range) } ?? .unknown
            let api: NibLoadSite.API = arguments.list.contains { $0.label == "topLevelObjects" } ? .loadNibNamedTopLevelObjects : .loadNibNamed
            record(api, name: nameExpression(first.range), owner: owner, at: token)
        case "UINib", "NSNib":
            guard let arguments = callArguments(openingAt: position + 1) else { return }
            let nameLabel = token.text == "UINib" ? "nibName" : "nibNamed"
            guard let nameArgument = arguments.list.first(where: { $0.label == nameLabel }) else { return }
            let name = nameExpression(nameArgument.range)
            let after = arguments.close + 1
            if after + 2 < tokens.count, tokens[after].isPunctuation("."), tokens[after + 1].isIdentifier("instantiate"),
               let instantiate = callArguments(openingAt: after + 2) {
                let owner = instantiate.list.first { $0.label == "withOwner" }.map { ownerExpression($0.range) } ?? .unknown
                record(token.text == "UINib" ? .uiNibInstantiate : .nsNibInstantiate, name: name, owner: owner, at: token)
            } else if position >= 2, tokens[position - 1].isPunctuation("("), tokens[position - 2].isIdentifier("register") {
                record(.registerNib, name: name, owner: .none, at: token)
            } else if position >= 2, tokens[position - 1].isPunctuation("="), tokens[position - 2].kind == .identifier {
                nibVariables[tokens[position - 2].text] = name
            }
        case "register":
            guard let arguments = callArguments(openingAt: position + 1), let first = arguments.list.first,
                  first.range.count == 1, let name = nibVariables[tokens[first.range.lowerBound].text] else { return }
            record(.registerNib, name: name, owner: .none, at: token)
        case "nibName", "windowNibName":
            detectNibNameInitializer(at: position)
        default:
            if let name = nibVariables[token.text], position + 3 < tokens.count, tokens[position + 1].isPunctuation("."),
               tokens[position + 2].isIdentifier("instantiate"), let instantiate = callArguments(openingAt: position + 3) {
                let owner = instantiate.list.first { $0.label == "withOwner" }.map { ownerExpression($0.range) } ?? .unknown
                let api: NibLoadSite.API = instantiate.list.contains { $0.label == "topLevelObjects" } ? .nsNibInstantiate : .uiNibInstantiate
                record(api, name: name, owner: owner, at: token)
            }
        }
    }

    /// `super.init(nibName: "X", bundle: nil)`, `Foo(nibName: nil, bundle: nil)`, `self.init(windowNibName: "X")`.
    private mutating func detectNibNameInitializer(at position: Int) {
        guard position >= 2, position + 1 < tokens.count, tokens[position + 1].isPunctuation(":"),
              tokens[position - 1].isPunctuation("(") else { return }
        let callee = tokens[position - 2]
        var owner: OwnerExpression
        var calleeToken = callee
        if callee.isIdentifier("init") {
            guard position >= 4, tokens[position - 3].isPunctuation(".") else { return }
            let receiver = tokens[position - 4]
            if receiver.isIdentifier("super") || receiver.isIdentifier("self") {
                owner = .enclosingInstance
            } else if receiver.kind == .identifier, receiver.text.first?.isUppercase == true, receiver.text != "UINib", receiver.text != "NSNib" {
                owner = .instance(of: receiver.text)
            } else {
                return
            }
            calleeToken = receiver
        } else if callee.kind == .identifier, callee.text.first?.isUppercase == true, callee.text != "UINib", callee.text != "NSNib" {
            owner = .instance(of: callee.text)
        } else {
            return
        }
        guard let arguments = callArguments(openingAt: position - 1),
              let nameArgument = arguments.list.first(where: { $0.label == tokens[position].text }) else { return }
        if let explicitOwner = arguments.list.first(where: { $0.label == "owner" }) { owner = ownerExpression(explicitOwner.range) }
        var name = nameExpression(nameArgument.range)
        if nameArgument.range.count == 1, tokens[nameArgument.range.lowerBound].isIdentifier("nil") {
            if case .instance(let className) = owner { name = .className(className) } else { name = .enclosingClassName }
        }
        let api: NibLoadSite.API = tokens[position].text == "nibName" ? .initNibName : .windowNibName
        record(api, name: name, owner: owner, at: calleeToken)
    }

    /// `override var nibName: String? { "X" }` / `override var windowNibName: NSNib.Name? { return "X" }`.
    private mutating func recordNibNameOverride(propertyName: String, at nameToken: SwiftToken) {
        guard index < tokens.count, tokens[index].isPunctuation("{") else { return }
        let close = matchingClose(from: index)
        var cursor = index + 1
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .string || token.isIdentifier("String") {
                let end = min(close, expressionEnd(from: cursor))
                let name = nameExpression(cursor..<end)
                if name != .unknown {
                    record(propertyName == "nibName" ? .nibNameProperty : .windowNibName, name: name, owner: .enclosingInstance, at: nameToken)
                }
                return
            }
            cursor += 1
        }
    }

    private func expressionEnd(from start: Int) -> Int {
        var cursor = start
        var depth = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { if depth == 0 { return cursor }; depth -= 1 }
            if depth == 0, cursor > start, token.newlineBefore || token.isPunctuation("}") || token.isPunctuation(",") { return cursor }
            cursor += 1
        }
        return cursor
    }

    private mutating func record(_ api: NibLoadSite.API, name: NibNameExpression, owner: OwnerExpression, at token: SwiftToken) {
        guard name != .unknown else { return }
        summary.loadSites.append(NibLoadSite(
            api: api, nibName: name, owner: owner, enclosingClass: enclosingTypeName,
            location: SourceLocation(file: summary.path, line: token.line, column: token.column)))
    }

    private func nameExpression(_ range: Range<Int>) -> NibNameExpression {
        let slice = tokens[range]
        guard let first = slice.first else { return .unknown }
        if slice.count == 1, first.kind == .string {
            let content = first.text
            guard content.contains("\\") else { return .literal(content) }
            let compact = content.filter { $0 != " " }
            if compact == "\\(Self.self)" || compact == "\\(type(of:self))" { return .enclosingClassName }
            if compact.hasPrefix("\\("), compact.hasSuffix(".self)"), !compact.dropFirst(2).dropLast(6).contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) {
                return .className(String(compact.dropFirst(2).dropLast(6)))
            }
            return .unknown
        }
        let text = slice.map(\.text).joined()
        if text == "String(describing:Self.self)" || text == "String(describing:type(of:self))" { return .enclosingClassName }
        if text.hasPrefix("String(describing:"), text.hasSuffix(".self)") {
            let className = String(text.dropFirst("String(describing:".count).dropLast(".self)".count))
            if !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return .className(className) }
        }
        // NSNib.Name("X"), NSNib.Name(rawValue: "X"), NSNib.Name(stringLiteral: "X")
        if slice.count >= 5, first.isIdentifier("NSNib"), let open = slice.firstIndex(where: { $0.isPunctuation("(") }),
           let literal = slice[open...].first(where: { $0.kind == .string }), slice.last?.isPunctuation(")") == true,
           slice.filter({ $0.kind == .string }).count == 1 {
            return literal.text.contains("\\") ? .unknown : .literal(literal.text)
        }
        return .unknown
    }

    private func ownerExpression(_ range: Range<Int>) -> OwnerExpression {
        let slice = Array(tokens[range])
        if slice.count == 1 {
            if slice[0].isIdentifier("self") { return .enclosingInstance }
            if slice[0].isIdentifier("nil") { return .none }
        }
        // `Foo()` or `Foo.init()`
        if slice.count == 3, slice[0].kind == .identifier, slice[0].text.first?.isUppercase == true,
           slice[1].isPunctuation("("), slice[2].isPunctuation(")") {
            return .instance(of: slice[0].text)
        }
        if slice.count == 5, slice[0].kind == .identifier, slice[1].isPunctuation("."), slice[2].isIdentifier("init"),
           slice[3].isPunctuation("("), slice[4].isPunctuation(")") {
            return .instance(of: slice[0].text)
        }
        return .unknown
    }

    // MARK: - Token helpers

    private func peek(_ offset: Int) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// The arguments of a call whose `(` is at `open`: each with its label and the token range of its value.
    private func callArguments(openingAt open: Int) -> (list: [(label: String?, range: Range<Int>)], close: Int)? {
        guard open < tokens.count, tokens[open].isPunctuation("(") else { return nil }
        let close = matchingClose(from: open)
        var list: [(label: String?, range: Range<Int>)] = []
        var start = open + 1
        var depth = 0
        var cursor = open + 1
        func add(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if range.count >= 2, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isPunctuation(":") {
                list.append((tokens[range.lowerBound].text, (range.lowerBound + 2)..<range.upperBound))
            } else {
                list.append((nil, range))
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
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
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
