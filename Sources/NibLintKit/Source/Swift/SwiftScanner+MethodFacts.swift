/// Facts about method bodies, read after the main pass: which load sites run every time their method runs, and for
/// `init(coder:)` / `awakeFromNib()` whether they call super and which calls on `self` they and the methods of their
/// class always make (`SourceFacts.methodCalls`, which `CallGraph` follows; nib-load-recursion).
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
        recordViewAssignments()
        let entries = functionBodies.indices.filter { functionBodies[$0].entryPoint != nil }
        guard !entries.isEmpty else { return }
        let graph = callGraphMethods(from: entries)
        var recorded: [Int: Int] = [:]
        for (position, method) in graph.methods {
            recorded[position] = facts.methodCalls.count
            facts.methodCalls.append(method)
        }
        for position in entries {
            let body = functionBodies[position]
            guard let entryPoint = body.entryPoint else { continue }
            let nameToken = tokens[body.nameIndex]
            var entry = DecodingEntryPoint(name: entryPoint.rawValue, location: SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column),
                                           calls: graph.calls[position] ?? [], methodPosition: recorded[position],
                                           callsSuper: callsSuper(entryPoint, inBodyAt: body.open))
            if entryPoint == .coderInitializer, let trap = trap(inBodyAt: body.open) {
                entry.trap = trap.text
                entry.trapLocation = SourceLocation(file: facts.path, line: tokens[trap.position].line, column: tokens[trap.position].column)
            }
            facts.classes[body.classIndex].decodingEntryPoints.append(entry)
        }
    }

    /// `awakeFromNib()` and `loadView()` bodies that assign `view` (`self.view = …`, `view = …` starting a statement),
    /// at any depth: the class has a view before the runtime checks the nib set one (view-outlet-not-set).
    private mutating func recordViewAssignments() {
        for body in functionBodies where body.open > 0 && body.parametersOpen + 1 < tokens.count && tokens[body.parametersOpen + 1].isPunctuation(")") {
            let nameToken = tokens[body.nameIndex]
            let method: String
            if spells(nameToken, "loadWindow") {
                facts.classes[body.classIndex].loadWindowCallsSuper = callsSuper(named: "loadWindow", inBodyAt: body.open)
                continue
            }
            if spells(nameToken, "awakeFromNib") { method = "awakeFromNib()" } else if spells(nameToken, "loadView") { method = "loadView()" } else { continue }
            let close = matchingClose(from: body.open)
            var cursor = body.open + 1
            while cursor + 2 < close {
                defer { cursor += 1 }
                guard spells(tokens[cursor], "view"), tokens[cursor + 1].isPunctuation("="), !tokens[cursor + 2].isPunctuation("=") else { continue }
                let isMember = cursor >= 2 && tokens[cursor - 1].isPunctuation(".") && tokens[cursor - 2].isIdentifier(.selfValue)
                    && !(cursor >= 3 && tokens[cursor - 3].isPunctuation("."))
                let startsStatement = tokens[cursor].newlineBefore || tokens[cursor - 1].isPunctuation("{") || tokens[cursor - 1].isPunctuation(";")
                guard isMember || startsStatement else { continue }
                if !facts.classes[body.classIndex].viewAssigningMethods.contains(method) { facts.classes[body.classIndex].viewAssigningMethods.append(method) }
                break
            }
        }
    }

    /// The instance methods of the classes with an entry point (static ones open no function scope) that calls on
    /// `self` can reach from an entry point, in source order, with the calls they always make: what the call graph
    /// follows. A call reaches every method of its base name, at any depth (a superset of what the graph looks up),
    /// so the other bodies of a large class are never read. `calls`: what each body read makes, entry points included.
    /// Not mutating: called from the mutating pass, each non-inlined call would copy the whole parser.
    private func callGraphMethods(from entries: [Int]) -> (methods: [(position: Int, method: MethodCalls)], calls: [Int: [SelfCall]]) {
        let entryClasses = Set(entries.map { facts.classes[functionBodies[$0].classIndex].name })
        let methods = functionBodies.indices.filter {
            !tokens[functionBodies[$0].nameIndex].isIdentifier(.initializer) && entryClasses.contains(facts.classes[functionBodies[$0].classIndex].name)
        }
        var methodsByBaseName: [String: [Int]] = [:]
        for position in methods { methodsByBaseName[text(of: tokens[functionBodies[position].nameIndex]), default: []].append(position) }
        var calls: [Int: [SelfCall]] = [:]
        var toRead = entries
        var reached = Set(entries)
        var followed: Set<String> = []
        while let position = toRead.popLast() {
            let bodyCalls = selfCalls(inBodyAt: functionBodies[position].open)
            calls[position] = bodyCalls
            for call in bodyCalls {
                let baseName = call.baseName ?? String(call.key.prefix { $0 != "(" })
                guard followed.insert(baseName).inserted else { continue }
                for method in methodsByBaseName[baseName] ?? [] where reached.insert(method).inserted { toRead.append(method) }
            }
        }
        let recorded = methods.filter(reached.contains).map { position -> (position: Int, method: MethodCalls) in
            let body = functionBodies[position]
            let name = fullName(of: body)
            return (position, MethodCalls(className: facts.classes[body.classIndex].name, method: SelfCall(key: name, baseName: text(of: tokens[body.nameIndex]), name: name),
                                          calls: calls[position] ?? [], file: facts.path))
        }
        return (recorded, calls)
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

    /// Whether the body opening at `open` calls `super.<name>(`, anywhere in it.
    private func callsSuper(named name: StaticString, inBodyAt open: Int) -> Bool {
        let close = matchingClose(from: open)
        var cursor = open + 1
        while cursor + 3 < close {
            if tokens[cursor].isIdentifier(.superValue), tokens[cursor + 1].isPunctuation("."), spells(tokens[cursor + 2], name), tokens[cursor + 3].isPunctuation("(") { return true }
            cursor += 1
        }
        return false
    }

    /// The trap that always runs in the body opening at `open` (`fatalError(…)`, `preconditionFailure(…)`, `abort()`, or
    /// `return nil` before anything returns): an `init(coder:)` that no nib can use (init-coder-traps).
    private func trap(inBodyAt open: Int) -> (text: String, position: Int)? {
        var found: (text: String, position: Int)?
        forEachUnconditionalToken(inBodyAt: open, exit: { position in
            if found == nil, spells(tokens[position], "return"), position + 1 < tokens.count, tokens[position + 1].isIdentifier(.nilValue) {
                found = ("return nil", position)
            }
        }) { position in
            let token = tokens[position]
            guard found == nil, token.kind == .identifier, !token.isEscaped, position + 1 < tokens.count, tokens[position + 1].isPunctuation("("),
                  !(position > 0 && tokens[position - 1].isPunctuation(".")) else { return }
            if spells(token, "fatalError") {
                found = ("fatalError", position)
            } else if spells(token, "preconditionFailure") {
                found = ("preconditionFailure", position)
            } else if spells(token, "abort") {
                found = ("abort", position)
            }
        }
        return found
    }

    /// Calls on `self` (`setup()`, `self.setup(with: x)`, `self?.setup()`) that always run in the body opening at `open`.
    private func selfCalls(inBodyAt open: Int) -> [SelfCall] {
        var calls: [SelfCall] = []
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
            let name = Self.fullName(baseName, labels: labels)
            calls.append(SelfCall(key: name, baseName: baseName, name: name))
        }
        return calls
    }

    /// Calls `visit` with each token of the body opening at `open` that runs every time the body runs: at its
    /// top level (not in a nested block or closure), before any `return` or `throw` (at any depth) and before
    /// the end of any `guard … else { }`, and not after `,` (a later condition clause), `&&`, `||` or `??` in
    /// the same statement. `exit`, when given, is called with the `return` or `throw` that ends the walk, when it
    /// always runs.
    private func forEachUnconditionalToken(inBodyAt open: Int, exit: ((Int) -> Void)? = nil, _ visit: (Int) -> Void) {
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
                if spells(token, "return") || spells(token, "throw") {
                    if braceDepth == 0, !statementIsConditional, !inGuardElse { exit?(cursor) }
                    stopped = true
                }
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
