/// Images the code loads by a literal name (`UIImage(named:)`, `UIImage(named:in:compatibleWith:)`, `NSImage(named:)`,
/// `#imageLiteral(resourceName:)`), for code-image-not-found.
extension SwiftDeclarationParser {
    /// `UIImage(named: "x")`, `UIImage.init(named: "x", in: bundle, compatibleWith: nil)`, `NSImage(named: NSImage.Name("x"))`,
    /// at the type's name.
    mutating func detectImageLoad(at position: Int) {
        let token = tokens[position]
        var open = position + 1
        // `UIImage.init(named:)`
        if open + 2 < tokens.count, tokens[open].isPunctuation("."), tokens[open + 1].isIdentifier(.initializer) { open += 2 }
        // Not `NSImage.Name(…)`, `x.UIImage(…)`.
        if position >= 1, tokens[position - 1].isPunctuation("."), position < 2 || !spells(tokens[position - 2], "AppKit") && !spells(tokens[position - 2], "UIKit") { return }
        guard let arguments = callArguments(openingAt: open), let first = arguments.list.first, has(first, label: "named"),
              let name = imageName(first.range) else { return }
        let isAppKit = token.isIdentifier(.NSImage)
        var bundle: LookupBundle? = .main
        if let argument = arguments.list.first(where: { has($0, label: "in") }) {
            bundle = lookupBundle(argument.range)
        }
        let call = isAppKit ? "NSImage(named:)" : (arguments.list.count > 1 ? "UIImage(named:in:compatibleWith:)" : "UIImage(named:)")
        facts.codeImageUses.append(CodeImageUse(name: name, call: call, isAppKit: isAppKit, bundle: bundle,
                                                location: SourceLocation(file: facts.path, line: token.line, column: token.column)))
    }

    /// `#imageLiteral(resourceName: "x")`, at `imageLiteral` (after the `#`): the image of the code's own target's bundle.
    mutating func detectImageLiteral(at position: Int) {
        let token = tokens[position]
        guard let arguments = callArguments(openingAt: position + 1), arguments.list.count == 1, let first = arguments.list.first,
              has(first, label: "resourceName"), let name = imageName(first.range) else { return }
        facts.codeImageUses.append(CodeImageUse(name: name, call: "#imageLiteral(resourceName:)", isAppKit: false, bundle: nil,
                                                location: SourceLocation(file: facts.path, line: token.line, column: token.column + 1)))
    }

    /// A literal image name: `"x"`, `NSImage.Name("x")`, `.init("x")`, `NSImage.Name(rawValue: "x")`; nil for a string with
    /// an interpolation or escape, an empty one, or any other expression.
    private func imageName(_ range: Range<Int>) -> String? {
        let strings = tokens[range].filter { $0.kind == .string }
        guard strings.count == 1, let literal = strings.first else { return nil }
        if range.count > 1 {
            guard tokens[range].last?.isPunctuation(")") == true else { return nil }
            for token in tokens[range] where token.kind == .identifier {
                guard token.isIdentifier(.NSImage) || token.isIdentifier(.initializer) || spells(token, "Name") || spells(token, "rawValue")
                        || spells(token, "stringLiteral") else { return nil }
            }
        }
        let content = text(of: literal)
        return content.utf8.contains(UInt8(ascii: "\\")) || content.isEmpty ? nil : content
    }
}
