/// Images the code loads by a literal name (`[UIImage imageNamed:@"x"]`, `[UIImage imageNamed:inBundle:compatibleWithTraitCollection:]`,
/// `[NSImage imageNamed:@"x"]`), for code-image-not-found.
extension ObjectiveCDeclarationParser {
    /// At the class name of `[UIImage imageNamed:…]` / `[NSImage imageNamed:…]`.
    func detectImageLoad(at position: Int) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == "imageNamed", message.receiver.count == 1,
              let value = message.value("imageNamed") else { return }
        let receiver = tokens[message.receiver.lowerBound]
        let isAppKit = tokenEquals(receiver, "NSImage")
        guard isAppKit || tokenEquals(receiver, "UIImage"), case .literal(let name) = nameExpression(value), !name.isEmpty else { return }
        let bundle = message.value("inBundle").map(lookupBundle) ?? .main
        let call = isAppKit ? "+[NSImage imageNamed:]" : (message.pieces.count > 1 ? "+[UIImage imageNamed:inBundle:compatibleWithTraitCollection:]" : "+[UIImage imageNamed:]")
        facts.codeImageUses.append(CodeImageUse(name: name, call: call, isAppKit: isAppKit, bundle: bundle, location: location(of: receiver)))
    }

    /// The bundle an argument names: `nil`, `[NSBundle mainBundle]`, `NSBundle.mainBundle` the app's main bundle;
    /// `SWIFTPM_MODULE_BUNDLE` the package target's; `[NSBundle bundleForClass:[X class]]` the bundle of X's target.
    func lookupBundle(_ range: Range<Int>) -> LookupBundle {
        let words = range.map { tokens[$0].kind == .punctuation ? String(UnicodeScalar(tokens[$0].byte)) : text(tokens[$0]) }
        if words == ["nil"] || words == ["NULL"] || words == ["[", "NSBundle", "mainBundle", "]"] || words == ["NSBundle", ".", "mainBundle"] { return .main }
        if words == ["SWIFTPM_MODULE_BUNDLE"] { return .module }
        if words.count == 8, words[0] == "[", words[1] == "NSBundle", words[2] == "bundleForClass", words[3] == ":", words[4] == "[",
           words[6] == "class", words[7] == "]", words[5] != "self", words[5].first?.isUppercase == true { return .ofClass(words[5]) }
        return .unknown
    }
}
