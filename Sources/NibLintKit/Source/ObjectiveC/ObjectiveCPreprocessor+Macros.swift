/// The file's `#define`s and those of the app headers it imports (`#import "X.h"`, `ObjectiveCHeaderMacros`), expanded
/// where the declaration parser needs a name, as the compiler expands them:
/// - an object-like macro whose replacement is names, `<`, `>`, `,` and `*`, or nothing (`#define PARImage NSImage`,
///   `#define IMPLEMENTED_PROTOCOLS <NSNetServiceDelegate>`), wherever it is used: `@interface PARImage (ASCIIInput)` is a
///   category of `NSImage`. Defined differently per platform, a class name gives each platform's declaration (the whole
///   `@interface … @end`, once per name, each with its definition's condition); a list defined as itself or nothing gives
///   the list (the union the compiler sees over its conditions);
/// - a function-like macro called as a method's name (`- (NSInteger)PREFIXED(count)`), with `#` and `##` (token pasting)
///   as the compiler does them, or called at the start of a line with a body that starts a method (`FORWARD(scrollLineUp)`
///   for `#define FORWARD(x) - (void)x : sender { … }`). A definition that pastes a macro defined nowhere (`#ifdef PREFIX`
///   … `PREFIX ## x`) names nothing the scanner can know: it is skipped, and a call with no other definition is left
///   as written (the parser declares no method for it).
/// The expansion's tokens are read from text appended after the file's bytes (`Output.bytes`), placed at the use.
extension ObjectiveCPreprocessor {
    /// One `#define`: its parameters (nil for an object-like macro) and replacement tokens, as text (a string with its
    /// quotes, `##` as one token), with the platform condition of the branches it is in.
    struct Macro {
        var parameters: [String]?
        var body: [String]
        var condition: CompilationCondition?

        /// Object-like, replaced by names and `<`, `>`, `,`, `*` or nothing: a name, a protocol list, a pointer type.
        var isNameLike: Bool {
            parameters == nil && body.allSatisfy { word in
                guard let first = word.utf8.first else { return false }
                return ObjectiveCLexer.isIdentifierStart(first) || word == "<" || word == ">" || word == "," || word == "*"
            }
        }
    }

    /// Macros by name, each name's distinct definitions in order.
    typealias MacroTable = [String: [Macro]]

    /// The names Interface Builder reads: a file that defines them (`#ifndef IBOutlet #define IBOutlet #endif`) still
    /// marks its outlets.
    static let interfaceBuilderWords: Set<String> = ["IBOutlet", "IBAction", "IBOutletCollection", "IBInspectable", "IB_DESIGNABLE"]

    /// Adds a definition to `table` (the same replacement under another condition widens its condition).
    static func add(_ macro: Macro, named name: String, to table: inout MacroTable) {
        guard !interfaceBuilderWords.contains(name) else { return }
        var definitions = table[name] ?? []
        if let same = definitions.firstIndex(where: { $0.parameters == macro.parameters && $0.body == macro.body }) {
            if let lhs = definitions[same].condition, let rhs = macro.condition { definitions[same].condition = .or(lhs, rhs) } else { definitions[same].condition = nil }
        } else {
            definitions.append(macro)
        }
        table[name] = definitions
    }

    /// `NAME(p, q) body` or `NAME body` (the text after `#define`): the name and the macro.
    static func parseDefinition(_ line: [UInt8]) -> (name: String, macro: Macro)? {
        let tokens = ObjectiveCLexer.tokenize(line)
        guard let nameToken = tokens.first, nameToken.kind == .identifier else { return nil }
        let name = String(decoding: line[nameToken.start..<nameToken.end], as: UTF8.self)
        var position = 1
        var parameters: [String]?
        if position < tokens.count, tokens[position].kind == .punctuation, tokens[position].byte == UInt8(ascii: "("),
           tokens[position].start == nameToken.end {
            var names: [String] = []
            position += 1
            while position < tokens.count {
                let token = tokens[position]
                position += 1
                if token.kind == .punctuation, token.byte == UInt8(ascii: ")") { break }
                if token.kind == .identifier { names.append(String(decoding: line[token.start..<token.end], as: UTF8.self)) }
                if token.kind == .punctuation, token.byte == UInt8(ascii: "."), !names.contains("__VA_ARGS__") { names.append("__VA_ARGS__") }
            }
            parameters = names
        }
        return (name, Macro(parameters: parameters, body: texts(of: tokens[position...], in: line), condition: nil))
    }

    /// The name a `#define` line (the text after `#define`) defines, whether the macro is function-like, and the bytes
    /// after the name: what `parseDefinition` says, read without tokens when the line starts with a plain name (nearly
    /// every line; else the bytes after the name are not told).
    static func definedName(_ line: [UInt8]) -> (name: String, isFunctionLike: Bool, rest: ArraySlice<UInt8>?)? {
        var start = 0
        while start < line.count, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
        var end = start
        if start < line.count, ObjectiveCLexer.isIdentifierStart(line[start]) {
            end += 1
            while end < line.count, ObjectiveCLexer.isIdentifierCharacter(line[end]) { end += 1 }
        }
        // A comment before the name, or a name followed by a quote (a raw string's prefix): as the lexer reads it.
        guard end > start, end == line.count || line[end] != UInt8(ascii: "\"") else {
            return parseDefinition(line).map { ($0.name, $0.macro.parameters != nil, nil) }
        }
        let isFunctionLike = end < line.count && line[end] == UInt8(ascii: "(")
        return (String(decoding: line[start..<end], as: UTF8.self), isFunctionLike, line[end...])
    }

    /// Whether an object-like macro's replacement (the bytes after its name) may be names, `<`, `>`, `,` and `*`
    /// (`Macro.isNameLike`) and, when `isGuard`, may be more than nothing; told from its bytes: false only when it
    /// surely is not (a number, a string, a call, an operator). A comment or a backslash makes it unsure.
    static func mayBeExpandable(_ body: ArraySlice<UInt8>, isGuard: Bool) -> Bool {
        if body.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) { return true }
        var wordStart = true, isEmpty = true
        for byte in body {
            if ObjectiveCLexer.isIdentifierCharacter(byte) {
                if wordStart, ObjectiveCLexer.isDigit(byte) { return false }
                wordStart = false
                isEmpty = false
                continue
            }
            wordStart = true
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C: continue
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "*"): isEmpty = false
            default: return false
            }
        }
        return !(isGuard && isEmpty)
    }

    /// The text of each token (strings with their quotes and `@`, keywords with their `@`), `#` `#` side by side as `##`.
    static func texts(of tokens: ArraySlice<ObjCToken>, in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var previousHashEnd = -1
        for token in tokens {
            var start = token.start, end = token.end
            switch token.kind {
            case .string:
                if start > 0, bytes[start - 1] == UInt8(ascii: "\"") {
                    start -= 1
                    if start > 0, bytes[start - 1] == UInt8(ascii: "@") { start -= 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") { end += 1 }
                }
            case .keyword:
                start -= 1
            case .punctuation where token.byte == UInt8(ascii: "#"):
                if previousHashEnd == token.start, result.last == "#" {
                    result[result.count - 1] = "##"
                    previousHashEnd = -1
                    continue
                }
                previousHashEnd = token.end
            default:
                break
            }
            result.append(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return result
    }

    // MARK: - Expansion

    /// Expands `tokens` (text) with the file's macros (`own`), then its headers': nil when a paste names nothing known.
    struct Expander {
        let own: MacroTable
        let imported: ObjectiveCHeaderMacros.Imported
        /// The definitions of `name` in the first table that has one (a header's read when it may define the name).
        func definitions(of name: String) -> [Macro] {
            own[name] ?? imported.definitions(of: name) ?? []
        }

        func expand(_ tokens: [String], hidden: Set<String>, depth: Int = 0) -> [String]? {
            guard depth < 16 else { return tokens }
            var result: [String] = []
            var position = 0
            while position < tokens.count {
                let word = tokens[position]
                position += 1
                guard !hidden.contains(word), let first = word.utf8.first, ObjectiveCLexer.isIdentifierStart(first) else {
                    result.append(word)
                    continue
                }
                let all = definitions(of: word)
                if position < tokens.count, tokens[position] == "(", all.contains(where: { $0.parameters != nil }) {
                    guard let (arguments, end) = Self.arguments(in: tokens, openingAt: position) else { result.append(word); continue }
                    var chosen: [String]?
                    for definition in all where definition.parameters != nil {
                        if let substituted = substitute(definition, arguments: arguments, hidden: hidden, depth: depth),
                           let expanded = expand(substituted, hidden: hidden.union([word]), depth: depth + 1) {
                            chosen = expanded
                            break
                        }
                    }
                    guard let chosen else { return nil }
                    result += chosen
                    position = end + 1
                } else if let object = all.first(where: { $0.parameters == nil }) {
                    guard let expanded = expand(object.body, hidden: hidden.union([word]), depth: depth + 1) else { return nil }
                    result += expanded
                } else {
                    result.append(word)
                }
            }
            return result
        }

        /// The arguments of a call whose `(` is at `open`, split on top-level commas, and the index of its `)`.
        static func arguments(in tokens: [String], openingAt open: Int) -> ([[String]], Int)? {
            var arguments: [[String]] = [[]]
            var depth = 0
            var position = open + 1
            while position < tokens.count {
                let word = tokens[position]
                if word == "(" || word == "[" || word == "{" { depth += 1 }
                if word == ")" || word == "]" || word == "}" {
                    if depth == 0 {
                        if arguments.count == 1, arguments[0].isEmpty { arguments = [] }
                        return (arguments, position)
                    }
                    depth -= 1
                }
                if word == ",", depth == 0 { arguments.append([]) } else { arguments[arguments.count - 1].append(word) }
                position += 1
            }
            return nil
        }

        /// The body with the arguments in place: `#p` a string, `a ## b` one token (of the unexpanded arguments), every
        /// other parameter its expanded argument. Nil when a paste makes no name, or pastes a macro defined nowhere.
        func substitute(_ macro: Macro, arguments: [[String]], hidden: Set<String>, depth: Int) -> [String]? {
            guard let parameters = macro.parameters else { return macro.body }
            guard arguments.count == parameters.count || (parameters.last == "__VA_ARGS__" && arguments.count >= parameters.count - 1) else { return nil }
            func argument(_ word: String) -> [String]? {
                guard let index = parameters.firstIndex(of: word) else { return nil }
                if word == "__VA_ARGS__" { return Array(arguments.dropFirst(index).joined(separator: [","])) }
                return index < arguments.count ? arguments[index] : []
            }
            var result: [String] = []
            var position = 0
            let body = macro.body
            while position < body.count {
                let word = body[position]
                if word == "#", position + 1 < body.count, let raw = argument(body[position + 1]) {
                    result.append("\"" + Self.escapingQuotes(raw.joined(separator: " ")) + "\"")
                    position += 2
                    continue
                }
                if word == "##" {
                    guard position + 1 < body.count, let left = result.popLast() else { return nil }
                    var right = argument(body[position + 1]) ?? [body[position + 1]]
                    let rightFirst = right.isEmpty ? "" : right.removeFirst()
                    for operand in [left, rightFirst] where Self.isUnknownMacro(operand, expander: self) { return nil }
                    let pasted = left + rightFirst
                    guard let first = pasted.utf8.first, ObjectiveCLexer.isIdentifierStart(first) || ObjectiveCLexer.isDigit(first),
                          pasted.utf8.allSatisfy(ObjectiveCLexer.isIdentifierCharacter) else { return nil }
                    result.append(pasted)
                    result += right
                    position += 2
                    continue
                }
                if let raw = argument(word) {
                    let pastedNext = position + 1 < body.count && body[position + 1] == "##"
                    if pastedNext {
                        result += raw
                    } else {
                        guard let expanded = expand(raw, hidden: hidden, depth: depth + 1) else { return nil }
                        result += expanded
                    }
                } else {
                    result.append(word)
                }
                position += 1
            }
            return result
        }

        /// `text` with each `"` escaped, for `#p` (most arguments have none: no Foundation search then).
        static func escapingQuotes(_ text: String) -> String {
            guard text.utf8.contains(UInt8(ascii: "\"")) else { return text }
            return text.replacingOccurrences(of: "\"", with: "\\\"")
        }

        /// A paste operand written as a macro (`PREFIX`) that no table defines: the value it stands for is the build's.
        static func isUnknownMacro(_ word: String, expander: Expander) -> Bool {
            guard word.utf8.count > 1, word.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }),
                  word.utf8.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ObjectiveCLexer.isDigit($0) || $0 == UInt8(ascii: "_") }) else { return false }
            return expander.definitions(of: word).isEmpty
        }
    }

    /// `output` with the macros of `own` (the file's) and of the headers it imports expanded where the parser reads
    /// names (see the extension's comment).
    static func expandingMacros(_ output: Output, bytes: [UInt8], own: MacroTable, imported: ObjectiveCHeaderMacros.Imported) -> Output {
        guard !own.isEmpty || !imported.isEmpty else { return output }
        var names = MacroNames(table: own)
        names.formUnion(imported.names)
        let objectNames = names.objectLike, functionNames = names.functionLike
        let tokens = output.tokens
        func isPunctuation(_ position: Int, _ byte: UInt8) -> Bool {
            position >= 0 && position < tokens.count && tokens[position].kind == .punctuation && tokens[position].byte == byte
        }
        /// Whether the identifier at `position` may be expanded below: an object-like macro's name anywhere; a function-like
        /// one only before `(` where a method's name or a method-writing call can be (after `-`, `+` or `)`, or first on
        /// its line). Names used otherwise (a logging macro in a method's body) are left without a look-up.
        func mayExpand(_ position: Int, in bytes: [UInt8]) -> Bool {
            let token = tokens[position]
            guard token.kind == .identifier else { return false }
            if objectNames.mayHold(token, in: bytes) { return true }
            guard isPunctuation(position + 1, UInt8(ascii: "(")), functionNames.mayHold(token, in: bytes) else { return false }
            return token.newlineBefore || isPunctuation(position - 1, UInt8(ascii: "-")) || isPunctuation(position - 1, UInt8(ascii: "+"))
                || isPunctuation(position - 1, UInt8(ascii: ")"))
        }
        // The only tokens the loop below may replace; the runs of tokens between them are copied as they are.
        let candidates = tokens.indices.filter { mayExpand($0, in: output.bytes) }
        // Most files use none of the macros they can see: then nothing is copied, and the definitions of the headers are
        // not read (the names they may define tell).
        let mayBeUse: (Int) -> Bool = { position in
            let token = tokens[position]
            let name = String(decoding: output.bytes[token.start..<token.end], as: UTF8.self)
            return own[name] != nil || imported.mayDefine(name)
        }
        guard candidates.contains(where: mayBeUse) else { return output }
        let expander = Expander(own: own, imported: imported)
        let isUse: (Int) -> Bool = { position in
            let token = tokens[position]
            return !expander.definitions(of: String(decoding: output.bytes[token.start..<token.end], as: UTF8.self)).isEmpty
        }
        guard candidates.contains(where: isUse) else { return output }
        var result = output
        var extra: [UInt8] = []
        func text(_ token: ObjCToken) -> String { String(decoding: result.bytes[token.start..<token.end], as: UTF8.self) }
        /// Tokens for `words`, read from text appended to the bytes, placed at `call`.
        func materialize(_ words: [String], at call: ObjCToken, condition: UInt32) -> [ObjCToken] {
            guard !words.isEmpty else { return [] }
            let base = result.bytes.count + extra.count + 1
            let line = Array((" " + words.joined(separator: " ")).utf8)
            extra.append(0x0A)
            extra += line
            return ObjectiveCLexer.tokenize(line).enumerated().map { offset, token in
                ObjCToken(kind: token.kind == .directive ? .punctuation : token.kind, byte: token.byte, condition: condition,
                          start: base + token.start, end: base + token.end, line: call.line, column: call.column,
                          newlineBefore: offset == 0 && call.newlineBefore)
            }
        }
        var expanded: [ObjCToken] = []
        expanded.reserveCapacity(tokens.count)
        var newIndex = [Int](repeating: 0, count: tokens.count + 1)
        /// Copies of `@interface NAME … @end` per other definition of NAME, made when the `@end` is reached.
        var pendingCopies: [(end: Int, start: Int, variants: [(name: String, condition: UInt32)])] = []
        var position = 0
        /// Makes the copies whose `@end` is behind `position`.
        func makePendingCopies() {
            while let copy = pendingCopies.first, copy.end < position {
                pendingCopies.removeFirst()
                let region = Array(expanded[copy.start...])
                for variant in copy.variants {
                    guard let nameToken = materialize([variant.name], at: region[1], condition: variant.condition).first else { continue }
                    expanded.append(region[0])
                    expanded.append(nameToken)
                    expanded += region[2...]
                }
            }
        }
        var nextCandidate = 0
        while position < tokens.count {
            // The tokens before the next candidate (or just past the next pending copy's `@end`), as they are.
            while nextCandidate < candidates.count, candidates[nextCandidate] < position { nextCandidate += 1 }
            var runEnd = nextCandidate < candidates.count ? candidates[nextCandidate] : tokens.count
            if let copy = pendingCopies.first { runEnd = min(runEnd, copy.end + 1) }
            if runEnd > position {
                for index in position..<runEnd { newIndex[index] = expanded.count + index - position }
                expanded += tokens[position..<runEnd]
                position = runEnd
                makePendingCopies()
                continue
            }
            newIndex[position] = expanded.count
            let call = tokens[position]
            defer { makePendingCopies() }
            let name = text(call)
            let definitions = expander.definitions(of: name)
            let functions = definitions.filter { $0.parameters != nil }
            if !functions.isEmpty, isPunctuation(position + 1, UInt8(ascii: "(")) {
                // A method's name (`- (T)NAME(…)`, `- NAME(…)`), or a method-writing macro at the start of a line.
                var isMethodName = isPunctuation(position - 1, UInt8(ascii: "-")) || isPunctuation(position - 1, UInt8(ascii: "+"))
                if !isMethodName, isPunctuation(position - 1, UInt8(ascii: ")")) {
                    var depth = 0, back = position - 1
                    while back >= 0, position - back < 64 {
                        if isPunctuation(back, UInt8(ascii: ")")) { depth += 1 }
                        if isPunctuation(back, UInt8(ascii: "(")) { depth -= 1; if depth == 0 { break } }
                        back -= 1
                    }
                    isMethodName = back > 0 && depth == 0 && (isPunctuation(back - 1, UInt8(ascii: "-")) || isPunctuation(back - 1, UInt8(ascii: "+")))
                }
                let writesMethod = call.newlineBefore && functions.contains { $0.body.count > 1 && ($0.body[0] == "-" || $0.body[0] == "+") && $0.body[1] == "(" }
                if isMethodName || writesMethod {
                    // The call's tokens, as text, to its `)`.
                    var words: [String] = [name]
                    var end = position + 1, depth = 0
                    while end < tokens.count, end - position < ObjectiveCDeclarationParser.lookLimit {
                        let token = tokens[end]
                        words += texts(of: tokens[end...end], in: result.bytes)
                        if token.kind == .punctuation, token.byte == UInt8(ascii: "(") { depth += 1 }
                        if token.kind == .punctuation, token.byte == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                        end += 1
                    }
                    if end < tokens.count, let replacement = expander.expand(words, hidden: []) {
                        expanded += materialize(replacement, at: call, condition: call.condition)
                        for skipped in (position + 1)...end { newIndex[skipped] = expanded.count }
                        position = end + 1
                        continue
                    }
                }
                expanded.append(call)
                position += 1
                continue
            }
            let objects = definitions.filter { $0.parameters == nil }
            guard !objects.isEmpty, objects.allSatisfy(\.isNameLike), !(objects.count == 1 && objects[0].body == [name]) else {
                expanded.append(call)
                position += 1
                continue
            }
            // Each definition's expansion, as the compiler sees it where that definition holds.
            var variants: [(words: [String], condition: CompilationCondition?)] = []
            for object in objects {
                guard let words = expander.expand(object.body, hidden: [name]), !variants.contains(where: { $0.words == words }) else { continue }
                variants.append((words, object.condition))
            }
            let nonEmpty = variants.filter { !$0.words.isEmpty }
            let afterClassKeyword = position > 0 && tokens[position - 1].kind == .keyword
                && ["interface", "implementation"].contains(text(tokens[position - 1]))
            if afterClassKeyword, nonEmpty.count > 1, nonEmpty.count == variants.count, nonEmpty.allSatisfy({ $0.words.count == 1 }) {
                // `@interface NAME (Category)` with NAME a class per platform: the block once per class.
                func number(_ condition: CompilationCondition?) -> UInt32 {
                    let outer = result.conditions[Int(call.condition)]
                    let joined: CompilationCondition?
                    if let condition, let outer { joined = .and(outer, condition) } else { joined = condition ?? outer }
                    guard let joined else { return 0 }
                    result.conditions.append(joined)
                    return UInt32(result.conditions.count - 1)
                }
                var end = position + 1
                while end < tokens.count, !(tokens[end].kind == .keyword && text(tokens[end]) == "end") { end += 1 }
                expanded += materialize(nonEmpty[0].words, at: call, condition: number(nonEmpty[0].condition))
                if end < tokens.count {
                    pendingCopies.append((end, newIndex[position] - 1, nonEmpty.dropFirst().map { ($0.words[0], number($0.condition)) }))
                }
            } else if nonEmpty.count > 1, nonEmpty.allSatisfy({ $0.words.first == "<" && $0.words.last == ">" }) {
                // A protocol list per platform (or nothing): one list of them all, the union the compiler sees.
                let union = ["<"] + nonEmpty.map { Array($0.words.dropFirst().dropLast()) }.joined(separator: [","]) + [">"]
                expanded += materialize(union, at: call, condition: call.condition)
            } else if let chosen = nonEmpty.first {
                // One expansion (or one besides nothing: a list that is there or not), else the first.
                expanded += materialize(chosen.words, at: call, condition: call.condition)
            }
            // Defined as nothing: gone.
            position += 1
        }
        newIndex[tokens.count] = expanded.count
        result.tokens = expanded
        result.branchPoints = output.branchPoints.map { BranchPoint(token: newIndex[$0.token], block: $0.block, isStart: $0.isStart) }
        if !extra.isEmpty { result.bytes += extra }
        return result
    }
}

/// The names some `#define`s give macros, object-like and function-like apart (a name may be both), with a filter of
/// each kind that tells most of a file's identifiers from them before a string is made. A header's names are read
/// once; a file's filters are its own names' and its headers' filters merged.
struct MacroNames {
    private(set) var objectLike = NameFilter()
    private(set) var functionLike = NameFilter()
    private(set) var names: Set<String> = []

    var isEmpty: Bool { names.isEmpty }

    init() {}

    /// The filters of `table`'s macros (the table itself tells whether it defines a name: `names` is left empty).
    init(table: ObjectiveCPreprocessor.MacroTable) {
        for (name, definitions) in table {
            if definitions.contains(where: { $0.parameters == nil }) { objectLike.insert(name) }
            if definitions.contains(where: { $0.parameters != nil }) { functionLike.insert(name) }
        }
    }

    mutating func insert(_ name: String, isFunctionLike: Bool) {
        names.insert(name)
        if isFunctionLike { functionLike.insert(name) } else { objectLike.insert(name) }
    }

    /// Adds the filters of `others` (not their names: a file asks each header whether it defines a name).
    mutating func formUnion(_ others: [MacroNames]) {
        for other in others {
            objectLike.formUnion(other.objectLike)
            functionLike.formUnion(other.functionLike)
        }
    }
}

/// A cheap test of an identifier against a set of names: the first and last bytes (one bit per pair) and the length
/// (one bit per length, the last for 63 and longer). (First bytes alone let most identifiers of a file through when its
/// headers define many macros.) False means no name of the set; true, maybe.
struct NameFilter {
    /// 65,536 bits, one per pair of first and last bytes; empty when no name was added.
    private var ends: [UInt64] = []
    private var lengths: UInt64 = 0

    mutating func insert(_ name: String) {
        if ends.isEmpty { ends = [UInt64](repeating: 0, count: 1024) }
        let pair = Int(name.utf8.first ?? 0) << 8 | Int(name.utf8.last ?? 0)
        ends[pair >> 6] |= 1 << UInt64(pair & 63)
        lengths |= 1 << UInt64(min(name.utf8.count, 63))
    }

    mutating func formUnion(_ other: NameFilter) {
        guard !other.ends.isEmpty else { return }
        if ends.isEmpty {
            ends = other.ends
        } else {
            for index in ends.indices { ends[index] |= other.ends[index] }
        }
        lengths |= other.lengths
    }

    func mayHold(_ token: ObjCToken, in bytes: [UInt8]) -> Bool {
        guard lengths & (1 << UInt64(min(token.end - token.start, 63))) != 0 else { return false }
        let pair = Int(bytes[token.start]) << 8 | Int(bytes[token.end - 1])
        return ends[pair >> 6] & (1 << UInt64(pair & 63)) != 0
    }
}
