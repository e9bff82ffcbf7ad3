/// String constants (`static let id = "X"`, a file-level `let`) and the string locals of method bodies: what an identifier
/// written as a name stands for, for reuse-identifier-not-found.
extension SwiftDeclarationParser {
    /// After `static let name` / `let name: String` / `static var name: String { … }` in a type body: the value, when the
    /// declaration is a constant string, a class's name, or (for a static one) anything else.
    mutating func recordConstant(_ nameToken: SwiftToken, isLet: Bool, isStatic: Bool, inExtension: Bool) {
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
        facts.stringConstants.append(StringConstant(
            typeName: enclosingTypeName, name: text(of: nameToken), value: value, inExtension: inExtension,
            location: SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column)))
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
    mutating func readOtherBinding() {
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
            facts.stringConstants.append(StringConstant(
                typeName: nil, name: text(of: nameToken), value: .literal(literal), inExtension: false,
                location: SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column)))
        } else if let function = enclosingFunction {
            localStrings[text(of: nameToken)] = (initializer, function.open)
        }
    }
}
