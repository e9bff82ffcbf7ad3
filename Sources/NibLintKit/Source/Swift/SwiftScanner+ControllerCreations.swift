/// View controllers created without a nib name (`FooController()`): UIKit then looks for a nib named after the class, which
/// implicit-nib-collision and view-outlet-not-set check.
extension SwiftDeclarationParser {
    /// Whether an identifier ends in `Controller`: a byte comparison, so most names are ruled out by their last byte.
    func endsWithController(_ token: SwiftToken) -> Bool {
        let range = token.textRange
        guard range.count > 10, bytes[range.upperBound - 1] == UInt8(ascii: "r"), !token.isEscaped else { return false }
        let suffix: StaticString = "Controller"
        let start = range.upperBound - 10
        for offset in 0..<10 where bytes[start + offset] != suffix.utf8Start[offset] { return false }
        return true
    }

    /// `FooController()` / `FooController.init()`, not a member (`x.FooController()`) and not a declaration.
    mutating func detectControllerCreation(at position: Int) {
        let token = tokens[position]
        guard startsUppercase(token), position + 2 < tokens.count else { return }
        if position > 0, tokens[position - 1].isPunctuation(".") || tokens[position - 1].isIdentifier(.func) { return }
        var open = position + 1
        if tokens[open].isPunctuation("."), open + 2 < tokens.count, tokens[open + 1].isIdentifier(.initializer) { open += 2 }
        guard tokens[open].isPunctuation("("), !tokens[open].newlineBefore, open + 1 < tokens.count, tokens[open + 1].isPunctuation(")") else { return }
        facts.controllerCreations.append(ControllerCreation(
            className: text(of: token), enclosingClass: enclosingTypeName,
            location: SourceLocation(file: facts.path, line: token.line, column: token.column)))
    }
}
