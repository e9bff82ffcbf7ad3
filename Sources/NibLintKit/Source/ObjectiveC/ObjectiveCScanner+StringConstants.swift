/// String constants: file-level `NSString *const k = @"X";` and class methods returning one (`+ reuseIdentifier`): what an
/// identifier written as a name stands for, for reuse-identifier-not-found (and nib names passed as a constant).
extension ObjectiveCDeclarationParser {
    /// `NSString *const kCellID = @"Cell";` (or `static NSString * const …`) outside bodies: a constant a reuse
    /// identifier may name.
    func detectStringConstant(at position: Int) {
        var cursor = position + 1
        guard isPunctuation(cursor, Byte.star) else { return }
        cursor += 1
        if cursor < tokens.count, tokenEquals(tokens[cursor], "const") { cursor += 1 }
        guard cursor + 3 < tokens.count, tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, Byte.equal) else { return }
        var end = cursor + 2
        while end < tokens.count, tokens[end].kind == .string { end += 1 }
        guard end > cursor + 2, isPunctuation(end, Byte.semicolon), case .literal(let value) = nameExpression((cursor + 2)..<end) else { return }
        fileStringConstants[text(tokens[cursor])] = value
        facts.stringConstants.append(StringConstant(typeName: nil, name: text(tokens[cursor]), value: .literal(value), inExtension: false,
                                                      location: location(of: tokens[cursor])))
    }

    /// `+ (NSString *)reuseIdentifier { return @"Cell"; }` (or `return NSStringFromClass(self);`, `[self class]`): a constant
    /// of the class that reuse identifiers may name (`[FooCell reuseIdentifier]`, `FooCell.reuseIdentifier`).
    func recordClassMethodConstant(_ name: String, at token: ObjCToken) {
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
        facts.stringConstants.append(StringConstant(typeName: className, name: name, value: value, inExtension: false, location: location(of: token)))
    }
}
