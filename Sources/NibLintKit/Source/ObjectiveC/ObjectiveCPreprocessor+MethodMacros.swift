import Foundation  // memchr

/// Methods a macro of the file writes: `#define FORWARD(x) - (void)x : sender { [self forward:_cmd]; }` and, each at
/// the start of a line, `FORWARD(scrollLineUp)` `FORWARD(transpose)` (HexFiend's key bindings) declare
/// `scrollLineUp:` and `transpose:` as the compiler sees them. Only such macros are expanded: one-line, function-like,
/// defined in the file with a body that starts a method (`-` or `+`, then `(`) and uses no `#` or `##`, called at the
/// start of a line with as many arguments as it has parameters. Every token of an expansion is placed at the call.
extension ObjectiveCPreprocessor {
    struct MethodMacro {
        var parameters: [String]
        var body: [ObjCToken]
    }

    /// The method macros `#define`d in `bytes`, by name (the first definition of a name wins).
    static func methodMacros(in bytes: [UInt8]) -> [String: MethodMacro] {
        var macros: [String: MethodMacro] = [:]
        let hash = UInt8(ascii: "#")
        for (first, lineEnd) in defineLines(in: bytes) {
            let base = first + 1
            let tokens = ObjectiveCLexer.tokenize(Array(bytes[base..<lineEnd]))
            func text(_ token: ObjCToken) -> String { String(decoding: bytes[(base + token.start)..<(base + token.end)], as: UTF8.self) }
            func isPunctuation(_ position: Int, _ byte: UInt8) -> Bool {
                position < tokens.count && tokens[position].kind == .punctuation && tokens[position].byte == byte
            }
            // define NAME ( p , q ) body: the `(` right after the name (no space) makes it function-like.
            guard tokens.count > 4, tokens[0].kind == .identifier, text(tokens[0]) == "define", tokens[1].kind == .identifier,
                  isPunctuation(2, UInt8(ascii: "(")), tokens[2].start == tokens[1].end else { continue }
            var position = 3
            var parameters: [String] = []
            while position < tokens.count, tokens[position].kind == .identifier {
                parameters.append(text(tokens[position]))
                position += 1
                if isPunctuation(position, UInt8(ascii: ",")) { position += 1 } else { break }
            }
            guard isPunctuation(position, UInt8(ascii: ")")) else { continue }
            let bodyStart = position + 1
            guard bodyStart + 1 < tokens.count,
                  isPunctuation(bodyStart, UInt8(ascii: "-")) || isPunctuation(bodyStart, UInt8(ascii: "+")),
                  isPunctuation(bodyStart + 1, UInt8(ascii: "(")),
                  !tokens[bodyStart...].contains(where: { $0.kind == .punctuation && $0.byte == hash }) else { continue }
            let name = text(tokens[1])
            guard macros[name] == nil else { continue }
            let body = tokens[bodyStart...].map {
                ObjCToken(kind: $0.kind, byte: $0.byte, condition: 0, start: base + $0.start, end: base + $0.end,
                          line: 0, column: 0, newlineBefore: false)
            }
            macros[name] = MethodMacro(parameters: parameters, body: body)
        }
        return macros
    }

    /// The lines of `bytes` (to each `\n`) whose first byte other than spaces and tabs is a `#`, that do not end in a
    /// backslash and hold a `(` and `define` after the `#`: where the `#` is and where the line ends. `memchr` from `#`
    /// to `#` (the line-by-line walk was most of the cost of a file without method macros).
    private static func defineLines(in bytes: [UInt8]) -> [(hash: Int, lineEnd: Int)] {
        let newline = UInt8(ascii: "\n")
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var lines: [(hash: Int, lineEnd: Int)] = []
            var cursor = 0
            while cursor < buffer.count, let found = memchr(base + cursor, Int32(UInt8(ascii: "#")), buffer.count - cursor) {
                let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var before = hash - 1
                while before >= 0, buffer[before] == UInt8(ascii: " ") || buffer[before] == UInt8(ascii: "\t") { before -= 1 }
                guard before < 0 || buffer[before] == newline else { cursor = hash + 1; continue }
                let lineEnd = memchr(base + hash, Int32(newline), buffer.count - hash).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? buffer.count
                cursor = lineEnd + 1
                let rest = UnsafeBufferPointer(rebasing: buffer[(hash + 1)..<lineEnd])
                guard buffer[lineEnd - 1] != UInt8(ascii: "\\"), rest.contains(UInt8(ascii: "(")), ByteSearch.contains(rest, "define") else { continue }
                lines.append((hash, lineEnd))
            }
            return lines
        }
    }

    /// `output` with each call of a method macro at the start of a line replaced by the macro's body, the arguments
    /// in place of the parameters; branch points follow their tokens.
    static func expandingMethodMacros(_ output: Output, bytes: [UInt8]) -> Output {
        let macros = methodMacros(in: bytes)
        guard !macros.isEmpty else { return output }
        let tokens = output.tokens
        func text(_ token: ObjCToken) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
        func isPunctuation(_ position: Int, _ byte: UInt8) -> Bool {
            position < tokens.count && tokens[position].kind == .punctuation && tokens[position].byte == byte
        }
        var expanded: [ObjCToken] = []
        expanded.reserveCapacity(tokens.count)
        var newIndex = [Int](repeating: 0, count: tokens.count + 1)
        var position = 0
        while position < tokens.count {
            newIndex[position] = expanded.count
            let call = tokens[position]
            guard call.kind == .identifier, call.newlineBefore, isPunctuation(position + 1, UInt8(ascii: "(")),
                  let macro = macros[text(call)] else {
                expanded.append(call)
                position += 1
                continue
            }
            // The arguments: split on the commas outside nested brackets, up to the matching `)`.
            var arguments: [[ObjCToken]] = [[]]
            var depth = 0
            var end = position + 2
            while end < tokens.count {
                let token = tokens[end]
                if token.kind == .punctuation {
                    if token.byte == UInt8(ascii: "(") || token.byte == UInt8(ascii: "[") || token.byte == UInt8(ascii: "{") { depth += 1 }
                    if token.byte == UInt8(ascii: ")") || token.byte == UInt8(ascii: "]") || token.byte == UInt8(ascii: "}") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if token.byte == UInt8(ascii: ","), depth == 0 { arguments.append([]); end += 1; continue }
                }
                arguments[arguments.count - 1].append(token)
                end += 1
            }
            if arguments.count == 1, arguments[0].isEmpty { arguments = [] }
            guard end < tokens.count, arguments.count == macro.parameters.count else {
                expanded.append(call)
                position += 1
                continue
            }
            for token in macro.body {
                if token.kind == .identifier, let parameter = macro.parameters.firstIndex(of: text(token)) {
                    expanded.append(contentsOf: arguments[parameter])
                } else {
                    expanded.append(ObjCToken(kind: token.kind, byte: token.byte, condition: call.condition, start: token.start,
                                              end: token.end, line: call.line, column: call.column,
                                              newlineBefore: expanded.count == newIndex[position]))
                }
            }
            for skipped in (position + 1)...end { newIndex[skipped] = expanded.count }
            position = end + 1
        }
        newIndex[tokens.count] = expanded.count
        var result = output
        result.tokens = expanded
        result.branchPoints = output.branchPoints.map { BranchPoint(token: newIndex[$0.token], block: $0.block, isStart: $0.isStart) }
        return result
    }
}
