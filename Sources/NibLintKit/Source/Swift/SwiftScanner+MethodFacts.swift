/// Facts about method bodies, read after the main pass: which load sites run every time their method runs, and for
/// `init(coder:)` / `awakeFromNib()` whether they call super and which methods of the class they always call (nib-load-recursion).
extension SwiftDeclarationParser {
    /// After the main pass: which load sites run every time their function runs, and, for each `init(coder:)`
    /// and `awakeFromNib()`, the methods it always calls. Only the bodies that hold a load site, the entry
    /// points and the methods they reach are read again, so the cost stays near zero for most files.
    mutating func resolveFunctionFacts() {
        if !loadSitesInFunctions.isEmpty {
            var sitesByBody: [Int: [Int]] = [:]
            for entry in loadSitesInFunctions { sitesByBody[entry.open, default: []].append(entry.site) }
            for (open, sites) in sitesByBody {
                var remaining = sites
                forEachUnconditionalToken(inBodyAt: open) { position in
                    let token = tokens[position]
                    remaining.removeAll { site in
                        let location = facts.loadSites[site].location
                        guard location.line == token.line, location.column == token.column else { return false }
                        facts.loadSites[site].isUnconditional = true
                        return true
                    }
                }
            }
        }
        for body in functionBodies {
            guard let entryPoint = body.entryPoint else { continue }
            let nameToken = tokens[body.nameIndex]
            let entry = DecodingEntryPoint(name: entryPoint.rawValue, location: SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column),
                                           callChains: callChains(from: body), callsSuper: callsSuper(entryPoint, inBodyAt: body.open))
            facts.classes[body.classIndex].decodingEntryPoints.append(entry)
        }
    }

    /// Whether the body opening at `open` calls the superclass's version of `entryPoint` (`super.init(coder:`, `super.awakeFromNib(`), anywhere in it.
    private func callsSuper(_ entryPoint: EntryPoint, inBodyAt open: Int) -> Bool {
        let close = matchingClose(from: open)
        var cursor = open + 1
        while cursor + 3 < close {
            if tokens[cursor].isIdentifier(.superValue), tokens[cursor + 1].isPunctuation("."), tokens[cursor + 3].isPunctuation("(") {
                let member = tokens[cursor + 2]
                if entryPoint == .coderInitializer, member.isIdentifier(.initializer), cursor + 4 < close, spells(tokens[cursor + 4], "coder") { return true }
                if entryPoint == .awakeFromNib, spells(member, "awakeFromNib") { return true }
            }
            cursor += 1
        }
        return false
    }

    /// The methods `entry` always calls on `self`, breadth first, up to three calls deep, each with the calls leading to it.
    private func callChains(from entry: FunctionBody) -> [[String]] {
        let className = facts.classes[entry.classIndex].name
        // The instance methods of the same class in this file (static ones open no function scope); their
        // names are built only for those whose base name is called.
        let methods = functionBodies.filter { !tokens[$0.nameIndex].isIdentifier(.initializer) && facts.classes[$0.classIndex].name == className }
        var chains: [[String]] = []
        var seenNames: Set<String> = []
        var readBodies: Set<Int> = [entry.open]
        var frontier: [(open: Int, chain: [String])] = [(entry.open, [])]
        for _ in 0..<3 where !frontier.isEmpty {
            var next: [(open: Int, chain: [String])] = []
            for (open, chain) in frontier {
                for call in selfCalls(inBodyAt: open) {
                    // The declaration with exactly this name, or the only one with this base name (default arguments).
                    let sameBase = methods.filter { sameText(tokens[$0.nameIndex], tokens[call.baseNameIndex]) }.map { (open: $0.open, name: fullName(of: $0)) }
                    let target = sameBase.first { $0.name == call.name } ?? (sameBase.count == 1 ? sameBase[0] : nil)
                    let name = target?.name ?? call.name
                    guard seenNames.insert(name).inserted else { continue }
                    chains.append(chain + [name])
                    if let target, readBodies.insert(target.open).inserted { next.append((target.open, chain + [name])) }
                }
            }
            frontier = next
        }
        return chains
    }

    /// Calls on `self` (`setup()`, `self.setup(with: x)`, `self?.setup()`) that always run in the body opening at `open`.
    private func selfCalls(inBodyAt open: Int) -> [(name: String, baseNameIndex: Int)] {
        var calls: [(name: String, baseNameIndex: Int)] = []
        forEachUnconditionalToken(inBodyAt: open) { position in
            let token = tokens[position]
            guard token.kind == .identifier, token.word == .other, !startsUppercase(token),
                  position + 1 < tokens.count, tokens[position + 1].isPunctuation("("), !tokens[position + 1].newlineBefore,
                  isSentToSelf(callAt: position), !(position > 0 && tokens[position - 1].isIdentifier(.func)),
                  // `super.setup()` runs the superclass's method, which this file does not show.
                  !(position > 1 && tokens[position - 2].isIdentifier(.superValue)),
                  let arguments = callArguments(openingAt: position + 1) else { return }
            let baseName = text(of: token)
            let labels: [String?] = arguments.list.map { argument in argument.label.map { text(of: tokens[$0]) } }
            calls.append((Self.fullName(baseName, labels: labels), position))
        }
        return calls
    }

    /// Calls `visit` with each token of the body opening at `open` that runs every time the body runs: at its
    /// top level (not in a nested block or closure), before any `return` or `throw` (at any depth) and before
    /// the end of any `guard … else { }`, and not after `,` (a later condition clause), `&&`, `||` or `??` in
    /// the same statement.
    private func forEachUnconditionalToken(inBodyAt open: Int, _ visit: (Int) -> Void) {
        let close = matchingClose(from: open)
        var braceDepth = 0
        var parenthesisDepth = 0
        var inGuard = false
        var inGuardElse = false
        var stopped = false
        var statementIsConditional = false
        var cursor = open + 1
        while cursor < close, !stopped {
            let token = tokens[cursor]
            if token.newlineBefore, braceDepth == 0, parenthesisDepth == 0, !token.isPunctuation("."), !continuesExpression(tokens[cursor - 1]) {
                statementIsConditional = false
            }
            if token.kind == .punctuation {
                switch token.punctuation {
                case UInt8(ascii: "{"):
                    braceDepth += 1
                    if braceDepth == 1, inGuard, tokens[cursor - 1].isIdentifier(.else) { inGuardElse = true }
                case UInt8(ascii: "}"):
                    braceDepth -= 1
                    if braceDepth == 0, inGuardElse { stopped = true }
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    parenthesisDepth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    parenthesisDepth = max(0, parenthesisDepth - 1)
                case UInt8(ascii: ";"):
                    if braceDepth == 0 { statementIsConditional = false }
                case UInt8(ascii: ","):
                    if braceDepth == 0, parenthesisDepth == 0 { statementIsConditional = true }
                case UInt8(ascii: "&"), UInt8(ascii: "|"):
                    if braceDepth == 0, cursor + 1 < tokens.count, tokens[cursor + 1].punctuation == token.punctuation { statementIsConditional = true }
                case UInt8(ascii: "?"):
                    if braceDepth == 0, isConditionalQuestionMark(at: cursor) { statementIsConditional = true }
                default:
                    break
                }
            } else if token.kind == .identifier, !token.isEscaped {
                if spells(token, "return") || spells(token, "throw") { stopped = true }
                if braceDepth == 0, spells(token, "guard") { inGuard = true }
            }
            if !stopped, braceDepth == 0, !statementIsConditional { visit(cursor) }
            cursor += 1
        }
    }

    /// `??`, or the `?` of a ternary: what follows may not run. Not optional chaining (`x?.y`), `try?`, `as?`
    /// or an optional type (`String?`).
    private func isConditionalQuestionMark(at position: Int) -> Bool {
        guard position > 0, position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        if next.isPunctuation("?") { return true }
        let previous = tokens[position - 1]
        if previous.kind == .identifier, spells(previous, "try") || spells(previous, "as") { return false }
        guard next.kind == .punctuation else { return true }
        switch next.punctuation {
        case UInt8(ascii: "."), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "="),
             UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "{"):
            return false
        default:
            return true
        }
    }

    /// A token that leaves its expression open at the end of a line (`=`, `&&`, `??`, `.`, `,`, `(`): the next line continues it.
    private func continuesExpression(_ token: SwiftToken) -> Bool {
        guard token.kind == .punctuation else { return false }
        switch token.punctuation {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: ";"): return false
        default: return true
        }
    }
}
