/// Facts about method bodies, read after the main pass: which load sites run every time their method runs, and for
/// `-initWithCoder:` / `-awakeFromNib` whether they call super and which messages they and the methods of their class
/// always send to `self` (`SourceFacts.methodCalls`, which `CallGraph` follows; nib-load-recursion).
extension ObjectiveCDeclarationParser {
    /// After the main pass, as the Swift scanner does: which load sites run every time their method runs, and, for
    /// each `-initWithCoder:` and `-awakeFromNib`, the messages it and the methods of its class always send to `self`.
    func resolveMethodFacts() {
        if !loadSitesInMethods.isEmpty {
            var sitesByBody: [Int: [Int]] = [:]
            for entry in loadSitesInMethods { sitesByBody[entry.open, default: []].append(entry.site) }
            for (open, sites) in sitesByBody {
                // Marked after the walk: mutating the facts inside it would copy every load site each time.
                var remaining = sites.map { (site: $0, location: facts.loadSites[$0].location) }
                var unconditional: [Int] = []
                forEachUnconditionalToken(inBodyAt: open) { position in
                    let token = tokens[position]
                    remaining.removeAll { entry in
                        guard entry.location.line == token.line, entry.location.column == token.column else { return false }
                        unconditional.append(entry.site)
                        return true
                    }
                }
                for site in unconditional { facts.loadSites[site].isUnconditional = true }
            }
        }
        for body in methodBodies where body.selector == "loadWindow" {
            facts.classes[body.classIndex].loadWindowCallsSuper = callsSuper(body)
        }
        let entries = methodBodies.indices.filter { methodBodies[$0].selector == "initWithCoder:" || methodBodies[$0].selector == "awakeFromNib" }
        guard !entries.isEmpty else { return }
        var recorded: [Int: Int] = [:]
        for (position, method) in callGraphMethods(from: entries) {
            recorded[position] = facts.methodCalls.count
            facts.methodCalls.append(method)
        }
        for position in entries {
            let body = methodBodies[position]
            var entry = DecodingEntryPoint(
                name: body.selector == "initWithCoder:" ? "init(coder:)" : "awakeFromNib()", location: location(of: body.nameToken),
                calls: recorded[position].map { facts.methodCalls[$0].calls } ?? [], methodPosition: recorded[position], callsSuper: callsSuper(body))
            if body.selector == "initWithCoder:", let trap = trap(inBodyAt: body.open) {
                entry.trap = trap.text
                entry.trapLocation = location(of: tokens[trap.position])
            }
            facts.classes[body.classIndex].decodingEntryPoints.append(entry)
        }
    }

    /// The methods of the classes with an entry point that messages to `self` reach from an entry point (by selector,
    /// at any depth), in source order, with the messages to `self` their bodies always send: what the call graph
    /// follows. The other bodies of a large class are never read.
    private func callGraphMethods(from entries: [Int]) -> [(position: Int, method: MethodCalls)] {
        let entryClasses = Set(entries.map { facts.classes[methodBodies[$0].classIndex].name })
        let methods = methodBodies.indices.filter { entryClasses.contains(facts.classes[methodBodies[$0].classIndex].name) }
        var methodsBySelector: [String: [Int]] = [:]
        for position in methods { methodsBySelector[methodBodies[position].selector, default: []].append(position) }
        var calls: [Int: [String]] = [:]
        var toRead = entries
        var reached = Set(entries)
        var followed: Set<String> = []
        while let position = toRead.popLast() {
            let selectors = selfCalls(inBodyAt: methodBodies[position].open)
            calls[position] = selectors
            for selector in selectors where followed.insert(selector).inserted {
                for method in methodsBySelector[selector] ?? [] where reached.insert(method).inserted { toRead.append(method) }
            }
        }
        return methods.filter(reached.contains).map { position in
            let body = methodBodies[position]
            return (position, MethodCalls(className: facts.classes[body.classIndex].name, method: Self.selfCall(body.selector),
                                          calls: (calls[position] ?? []).map(Self.selfCall), file: facts.path))
        }
    }

    /// A selector as the call graph names it: exactly (no base-name matching), shown by its Swift name.
    private static func selfCall(_ selector: String) -> SelfCall {
        SelfCall(key: selector, baseName: nil, name: ObjectiveCScanner.swiftName(ofSelector: selector))
    }

    /// Whether the body sends the superclass its version of the method (`[super initWithCoder:`, `[super awakeFromNib]`,
    /// `[super loadWindow]`), anywhere in it.
    private func callsSuper(_ body: MethodBody) -> Bool {
        guard let close = bodyClose(openingAt: body.open) ?? matchingClose(from: body.open) else { return false }
        let piece = body.selector.hasSuffix(":") ? String(body.selector.prefix { $0 != ":" }) : body.selector
        var cursor = body.open + 1
        while cursor + 2 < close {
            if isPunctuation(cursor, Byte.openBracket), tokenEquals(tokens[cursor + 1], "super"), tokenEquals(tokens[cursor + 2], piece) { return true }
            cursor += 1
        }
        return false
    }

    /// The trap that always runs in the `-initWithCoder:` body opening at `open`: `[self doesNotRecognizeSelector:_cmd]`,
    /// `abort()`, `@throw`, or `return nil` before anything returns (init-coder-traps).
    private func trap(inBodyAt open: Int) -> (text: String, position: Int)? {
        var found: (text: String, position: Int)?
        forEachUnconditionalToken(inBodyAt: open, exit: { [self] position in
            guard found == nil else { return }
            if tokenEquals(tokens[position], "throw") {
                found = ("@throw", position)
            } else if position + 2 < tokens.count, isNil(position + 1..<position + 2), isPunctuation(position + 2, Byte.semicolon) {
                found = ("return nil", position)
            }
        }) { position in
            guard found == nil, tokens[position].kind == .identifier, position + 1 < tokens.count else { return }
            if tokenEquals(tokens[position], "abort"), isPunctuation(position + 1, Byte.openParen), !(position > 0 && isPunctuation(position - 1, Byte.dot)) {
                found = ("abort", position)
            } else if tokenEquals(tokens[position], "doesNotRecognizeSelector"), isPunctuation(position + 1, Byte.colon),
                      position > 1, isPunctuation(position - 2, Byte.openBracket), tokenEquals(tokens[position - 1], "self") {
                found = ("doesNotRecognizeSelector:", position)
            }
        }
        return found
    }

    /// The selectors of the messages to `self` (`[self setUp]`, `[self setUpWith:x]`) that always run in the body opening at `open`.
    private func selfCalls(inBodyAt open: Int) -> [String] {
        var selectors: [String] = []
        forEachUnconditionalToken(inBodyAt: open) { position in
            guard isPunctuation(position, Byte.openBracket), position + 3 < tokens.count, tokenEquals(tokens[position + 1], "self"),
                  tokens[position + 2].kind == .identifier else { return }
            if isPunctuation(position + 3, Byte.closeBracket) {
                selectors.append(text(tokens[position + 2]))
            } else if isPunctuation(position + 3, Byte.colon), let message = message(openingAt: position), message.receiver.count == 1 {
                selectors.append(message.pieces.map { $0.label + ":" }.joined())
            }
        }
        return selectors
    }

    /// The `}` the main pass saw end the method body whose `{` is at `open`. The bodies are in token order: found by
    /// bisection (a dictionary by `{` cost a hash and an insertion per method in the main pass).
    private func bodyClose(openingAt open: Int) -> Int? {
        var low = 0, high = methodBodies.count
        while low < high {
            let middle = (low + high) / 2
            if methodBodies[middle].open < open { low = middle + 1 } else { high = middle }
        }
        return low < methodBodies.count && methodBodies[low].open == open ? methodBodies[low].close : nil
    }

    /// Statements that may not run their body (or run it only once `do … while` checked nothing).
    private static let controlKeywords: [String] = ["if", "else", "for", "while", "switch", "do"]

    /// What an `if` condition says about `self`.
    private enum SelfCheck { case nonNil, isNil, other }

    /// `self`, `self != nil`, `(self = [super initWithCoder:coder])` are `.nonNil`; `!self`, `self == nil`, `!(self = …)` are `.isNil`.
    /// A few parentheses and `!` are looked through, no more: a condition is never read twice.
    private func selfCheck(_ condition: Range<Int>) -> SelfCheck {
        var range = condition
        var negated = false
        for _ in 0..<4 {
            if range.count >= 2, isPunctuation(range.lowerBound, Byte.openParen), isPunctuation(range.upperBound - 1, Byte.closeParen),
               matchingClose(from: range.lowerBound) == range.upperBound - 1 {
                range = (range.lowerBound + 1)..<(range.upperBound - 1)
            } else if range.count >= 2, isPunctuation(range.lowerBound, Byte.exclamation), !isPunctuation(range.lowerBound + 1, Byte.equal) {
                negated.toggle()
                range = (range.lowerBound + 1)..<range.upperBound
            } else {
                break
            }
        }
        guard let first = range.first else { return .other }
        let isSelf = { (position: Int) in self.tokenEquals(self.tokens[position], "self") }
        let isNilToken = { (position: Int) in self.isNil(position..<(position + 1)) }
        var check = SelfCheck.other
        if range.count == 1, isSelf(first) {
            check = .nonNil
        } else if range.count >= 3, isSelf(first), isPunctuation(first + 1, Byte.equal), !isPunctuation(first + 2, Byte.equal) {
            check = .nonNil   // `self = [super …]`: an assignment, not `==`.
        } else if range.count == 4, isPunctuation(first + 2, Byte.equal), isSelf(first) && isNilToken(first + 3) || isNilToken(first) && isSelf(first + 3) {
            if isPunctuation(first + 1, Byte.exclamation) { check = .nonNil }
            if isPunctuation(first + 1, Byte.equal) { check = .isNil }
        }
        switch (check, negated) {
        case (.nonNil, true): return .isNil
        case (.isNil, true): return .nonNil
        default: return check
        }
    }

    /// Calls `visit` with each token of the body opening at `open` that runs every time the body runs: at its top level
    /// or in the block of an `if (self)` check, before any `return` or `@throw`, not in a statement that starts with
    /// `if`, `else`, `for`, `while`, `switch` or `do`, and not after `&&`, `||` or `?` in the same statement. The
    /// statement after an `if (!self)` check (the early `return nil`) is skipped.
    /// `exit`, when given, is called with the `return` or `@throw` that ends the walk, when it always runs.
    private func forEachUnconditionalToken(inBodyAt open: Int, exit: ((Int) -> Void)? = nil, _ visit: (Int) -> Void) {
        guard let close = bodyClose(openingAt: open) ?? matchingClose(from: open) else { return }
        var braceDepth = 0
        var transparentBlocks = 0
        var transparentOpen = -1
        var statementIsConditional = false
        var cursor = open + 1
        while cursor < close {
            let token = tokens[cursor]
            switch token.kind {
            case .punctuation:
                switch token.byte {
                case Byte.openBrace:
                    if cursor == transparentOpen {
                        transparentBlocks += 1
                        cursor += 1
                        continue
                    }
                    braceDepth += 1
                case Byte.closeBrace:
                    if braceDepth == 0 {
                        transparentBlocks = max(0, transparentBlocks - 1)
                        statementIsConditional = false
                        cursor += 1
                        continue
                    }
                    braceDepth -= 1
                    if braceDepth == 0 { statementIsConditional = false }
                case Byte.semicolon:
                    if braceDepth == 0 { statementIsConditional = false }
                case Byte.question:
                    if braceDepth == 0 { statementIsConditional = true }
                case Byte.ampersand, Byte.bar:
                    if braceDepth == 0, isPunctuation(cursor + 1, token.byte) { statementIsConditional = true }
                default:
                    break
                }
            case .identifier:
                if tokenEquals(token, "return") {
                    if braceDepth == 0, !statementIsConditional { exit?(cursor) }
                    return
                }
                if braceDepth == 0, !statementIsConditional, tokenEquals(token, "if"), isPunctuation(cursor + 1, Byte.openParen),
                   let conditionClose = matchingClose(from: cursor + 1), conditionClose < close {
                    switch selfCheck((cursor + 2)..<conditionClose) {
                    case .nonNil where isPunctuation(conditionClose + 1, Byte.openBrace):
                        transparentOpen = conditionClose + 1
                        cursor = conditionClose + 1
                        continue
                    case .isNil:
                        // Skip the early exit: its `return` ends only the runs where `self` is nil.
                        if isPunctuation(conditionClose + 1, Byte.openBrace) {
                            guard let blockClose = matchingClose(from: conditionClose + 1) else { return }
                            cursor = blockClose + 1
                        } else {
                            cursor = conditionClose + 1
                            while cursor < close, !isPunctuation(cursor, Byte.semicolon) { cursor += 1 }
                            cursor += 1
                        }
                        continue
                    default:
                        statementIsConditional = true
                    }
                } else if braceDepth == 0, token.end - token.start <= 6, Self.controlKeywords.contains(where: { tokenEquals(token, $0) }) {
                    statementIsConditional = true
                }
            case .keyword:
                if tokenEquals(token, "throw") {
                    if braceDepth == 0, !statementIsConditional { exit?(cursor) }
                    return
                }
            default:
                break
            }
            if braceDepth == 0, !statementIsConditional { visit(cursor) }
            cursor += 1
        }
    }
}
