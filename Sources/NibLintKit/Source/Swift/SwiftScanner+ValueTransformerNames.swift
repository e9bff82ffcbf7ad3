/// Value transformer names the code means or registers (`NSValueTransformerName("X")`, `setValueTransformer(_:forName:)`),
/// for value-transformer-not-found.
extension SwiftDeclarationParser {
    /// `NSValueTransformerName("X")` / `NSValueTransformerName(rawValue: "X")` anywhere (a name the code means), and
    /// `ValueTransformer.setValueTransformer(t, forName: …)`: a literal name (`"X"`, `.init(rawValue: "X")`) is
    /// recorded, a static constant is trusted to be one of the names above, anything else makes every name possible
    /// (`registersUnreadableValueTransformerName`).
    mutating func detectValueTransformerName(at position: Int) {
        guard let arguments = callArguments(openingAt: position + 1) else { return }
        if tokens[position].word == .NSValueTransformerName {
            if arguments.list.count == 1, let name = literalTransformerName(arguments.list[0].range) { facts.valueTransformerNames.append(name) }
            return
        }
        guard let argument = arguments.list.first(where: { has($0, label: "forName") }) else { return }
        if let name = literalTransformerName(argument.range) {
            facts.valueTransformerNames.append(name)
        } else if !tokens[argument.range].allSatisfy({ $0.kind == .identifier || $0.isPunctuation(".") }) {
            // `.logLevel` / `NSValueTransformerName.logLevel`: a static constant, whose `NSValueTransformerName("X")` is
            // recorded where it is declared; anything else (a variable, a computed name) could be any name.
            facts.registersUnreadableValueTransformerName = true
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
}
