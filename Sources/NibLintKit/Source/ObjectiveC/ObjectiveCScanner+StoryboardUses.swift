/// Storyboards the code opens by name (`[UIStoryboard storyboardWithName:bundle:]`, its initial controller) and the storyboard
/// a scene is looked up in: for storyboard-not-found, initial-view-controller-missing and storyboard-identifier-not-found.
extension ObjectiveCDeclarationParser {
    /// The storyboard a message is sent to: `self.storyboard` / `[self storyboard]` (the controller's own), or
    /// `[UIStoryboard storyboardWithName:@"X" bundle:…]`.
    func storyboardReceiver(_ receiver: [Int]) -> StoryboardReceiver? {
        if receiver.count == 3, tokenEquals(tokens[receiver[0]], "self"), isPunctuation(receiver[1], Byte.dot), tokenEquals(tokens[receiver[2]], "storyboard") {
            return .own
        }
        if receiver.count == 4, isPunctuation(receiver[0], Byte.openBracket), tokenEquals(tokens[receiver[1]], "self"),
           tokenEquals(tokens[receiver[2]], "storyboard"), isPunctuation(receiver[3], Byte.closeBracket) {
            return .own
        }
        guard let first = receiver.first, isPunctuation(first, Byte.openBracket), let inner = message(openingAt: first), inner.close == receiver.last,
              inner.pieces.count == 2, inner.pieces[0].label == "storyboardWithName", inner.pieces[1].label == "bundle", inner.receiver.count == 1,
              tokenEquals(tokens[inner.receiver.lowerBound], "UIStoryboard") || tokenEquals(tokens[inner.receiver.lowerBound], "NSStoryboard"),
              case .literal(let name) = nameExpression(inner.pieces[0].value), !name.isEmpty else { return nil }
        return .named(name)
    }

    /// `[UIStoryboard storyboardWithName:@"X" bundle:…]` (or `NSStoryboard`), at the class name, as Swift's
    /// `UIStoryboard(name:bundle:)`; `[[UIStoryboard storyboardWithName:@"X" bundle:nil] instantiateInitialViewController]`
    /// at the method's name.
    func detectStoryboardCreation(at position: Int) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == "storyboardWithName", message.pieces.count == 2,
              message.pieces[1].label == "bundle", let value = message.value("storyboardWithName"), message.receiver.count == 1 else { return }
        let receiver = tokens[message.receiver.lowerBound]
        guard tokenEquals(receiver, "UIStoryboard") || tokenEquals(receiver, "NSStoryboard") else { return }
        guard case .literal(let name) = nameExpression(value), !name.isEmpty else {
            // A name niblint cannot read could be any storyboard's (unused-nib judges none then).
            facts.loadsStoryboardByUnreadableName = true
            return
        }
        // `nil` or `[NSBundle mainBundle]`: the main bundle.
        let bundle = message.value("bundle").map { tokens[$0].map { text($0) } } ?? []
        facts.storyboardNameUses.append(StoryboardNameUse(kind: .storyboard, name: name, call: "\(text(receiver))(name:bundle:)",
                                                            enclosingClass: enclosingClassName, location: location(of: receiver),
                                                            bundle: bundle == ["nil"] || bundle == ["[", "NSBundle", "mainBundle", "]"] || bundle == ["NSBundle", ".", "mainBundle"] ? .main : .unknown))
        let method = message.close + 1
        guard isPunctuation(message.open - 1, Byte.openBracket), isPunctuation(method + 1, Byte.closeBracket), method < tokens.count,
              tokenEquals(tokens[method], "instantiateInitialViewController") || tokenEquals(tokens[method], "instantiateInitialController") else { return }
        facts.storyboardNameUses.append(StoryboardNameUse(kind: .initialController, name: name, call: text(tokens[method]) + "()",
                                                            enclosingClass: enclosingClassName, location: location(of: tokens[method])))
    }
}
