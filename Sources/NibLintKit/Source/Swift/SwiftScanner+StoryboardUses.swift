/// Storyboards and scenes the code looks up by name (`UIStoryboard(name:bundle:)`, initial controllers, Storyboard IDs, segues)
/// and the forced casts of the scenes they return (`as! T`, `segue.destination as! T`): for storyboard-not-found,
/// initial-view-controller-missing, storyboard-identifier-not-found and cast-mismatch.
extension SwiftDeclarationParser {
    /// `UIStoryboard(name: "X", bundle: …)` / `NSStoryboard(name: "X", bundle: …)` with a literal name (or
    /// `NSStoryboard.Name("X")`), at the class name; `….instantiateInitialViewController()` right after it, at the
    /// method's name; and `let sb = UIStoryboard(name: "X", …)`, remembered for a later `sb.instantiate…()`.
    mutating func detectStoryboardCreation(at position: Int) {
        let token = tokens[position]
        // `UIStoryboard.init(name:bundle:)` too.
        let isInit = position + 2 < tokens.count && tokens[position + 1].isPunctuation(".") && tokens[position + 2].isIdentifier(.initializer)
        guard let arguments = callArguments(openingAt: position + (isInit ? 3 : 1)), arguments.list.count == 2, has(arguments.list[0], label: "name"),
              has(arguments.list[1], label: "bundle") else { return }
        guard let name = storyboardName(arguments.list[0].range) else {
            // A name niblint cannot read could be any storyboard's (unused-nib judges none then).
            facts.loadsStoryboardByUnreadableName = true
            return
        }
        let typeName = token.word == .UIStoryboard ? "UIStoryboard" : "NSStoryboard"
        recordStoryboardUse(.storyboard, name: name, call: "\(typeName)(name:bundle:)", at: token, bundle: lookupBundle(arguments.list[1].range))
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

    /// `sb.instantiateInitialViewController()` (or `self.sb`, `sb?`) on a name bound above in the same function, or
    /// to a stored property of the same type.
    mutating func detectInitialControllerOfVariable(at position: Int) {
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

    /// The storyboard the method called at `position` is sent to, when the code names it: `UIStoryboard(name: "X",
    /// bundle: …).<call>` or `sb.<call>` on a `let` bound so; nil otherwise (the controller's own storyboard included).
    func storyboardOfReceiver(callAt position: Int) -> String? {
        if case .named(let name) = storyboardReceiver(ofCallAt: position) { return name }
        return nil
    }

    /// `as! T` starting at `cursor`: `T`'s simple name (the last component of `Module.T`, generic arguments dropped)
    /// and the indices of its first and last tokens. `as?` and `as` are not forced.
    func forcedCast(at cursor: Int) -> (name: String, start: Int, end: Int)? {
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
    mutating func detectInitialControllerCast(at position: Int) {
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
    mutating func detectSegueDestinationCast(at position: Int) {
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

    mutating func recordForcedCast(_ cast: ForcedLookupCast) {
        facts.forcedLookupCasts.append(cast)
    }

    /// The storyboard `….instantiateViewController(…)` at `position` is sent to: `UIStoryboard(name: "X", bundle: …)` right
    /// before it, a `let` bound to one (as `detectInitialControllerOfVariable` finds it), or `storyboard` / `self.storyboard`
    /// (with `?` or `!`) when no parameter or local of the function is named `storyboard`.
    func storyboardReceiver(ofCallAt position: Int) -> StoryboardReceiver? {
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

    private mutating func recordStoryboardUse(_ kind: StoryboardNameUse.Kind, name: String, call: String, at token: SwiftToken, bundle: LookupBundle = .main) {
        facts.storyboardNameUses.append(StoryboardNameUse(kind: kind, name: name, call: call, enclosingClass: enclosingTypeName,
                                                            location: SourceLocation(file: facts.path, line: token.line, column: token.column),
                                                            bundle: bundle))
    }

    /// The bundle a `bundle:` argument names: `nil`, `.main`, `Bundle.main` (`Foundation.Bundle.main`) the app's main
    /// bundle; `.module`, `Bundle.module` the package target's resource bundle; `Bundle(for: X.self)` the bundle of X's target.
    func lookupBundle(_ range: Range<Int>) -> LookupBundle {
        let words = tokens[range].filter { !$0.isPunctuation(".") }.map { text(of: $0) }
        if words == ["nil"] || words == ["main"] || words == ["Bundle", "main"] || words == ["Foundation", "Bundle", "main"] { return .main }
        if words == ["module"] || words == ["Bundle", "module"] { return .module }
        // `Bundle(for: X.self)`; `Bundle(for: type(of: self))` may be a subclass's, of another target.
        if words.count == 7, words[0] == "Bundle", words[1] == "(", words[2] == "for", words[3] == ":", words[5] == "self", words[6] == ")",
           words[4] != "Self", words[4].first?.isUppercase == true { return .ofClass(words[4]) }
        return .unknown
    }

    /// `performSegue(…)`, `self.performSegue(…)`, `self?.performSegue(…)`, `super.performSegue(…)`: the call at
    /// `position` is sent to the enclosing instance.
    func isSentToSelf(callAt position: Int) -> Bool {
        guard position >= 1, tokens[position - 1].isPunctuation(".") else { return true }
        var cursor = position - 2
        if cursor >= 0, tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { cursor -= 1 }
        guard cursor >= 0, tokens[cursor].isIdentifier(.selfValue) || tokens[cursor].isIdentifier(.superValue) else { return false }
        return cursor == 0 || !tokens[cursor - 1].isPunctuation(".")
    }
}
