/// The subset of YAML that XcodeGen specs (`project.yml`) are written in, read into a tree of mappings,
/// sequences and scalars with their lines: block mappings and sequences (a sequence may sit at its key's
/// indentation), plain and quoted scalars, flow `[…]` / `{…}` collections, block scalars (`|`, `>`), comments,
/// anchors, aliases and `<<` merges. Tags are dropped; every scalar is text. Anything else is a `Failure` at its line.
///
/// niblint takes no package dependency, and a spec needs only this much of YAML.
public struct YAMLDocument: Sendable {
    /// A node of the tree and the line it starts on.
    public indirect enum Value: Sendable, Equatable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([(key: String, value: YAMLNode)])
        case null

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.scalar(let a), .scalar(let b)): return a == b
            case (.sequence(let a), .sequence(let b)): return a == b
            case (.mapping(let a), .mapping(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.null, .null): return true
            default: return false
            }
        }
    }

    /// Why a text is not YAML niblint can read, and where.
    public struct Failure: Error, Sendable, Equatable {
        public var line: Int
        public var message: String
    }

    public var root: YAMLNode

    /// Parses `bytes` (UTF-8). Nesting deeper than `maximumDepth` is a failure, not a stack overflow.
    public init(bytes: [UInt8], maximumDepth: Int = 256) throws {
        var parser = YAMLParser(lines: YAMLParser.lines(of: String(decoding: bytes, as: UTF8.self)), maximumDepth: maximumDepth)
        root = try parser.parseDocument()
    }
}

/// A value of a `YAMLDocument` at its line (1-based).
public struct YAMLNode: Sendable, Equatable {
    public var value: YAMLDocument.Value
    public var line: Int

    /// The value of `key` in a mapping (the last when a key is repeated); nil for other nodes.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// The text of a scalar; nil for collections and null.
    public var text: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    /// The items of a sequence; a single other node as a one-item list; empty for null.
    public var items: [YAMLNode] {
        switch value {
        case .sequence(let items): return items
        case .null: return []
        default: return [self]
        }
    }

    /// The entries of a mapping; empty for other nodes.
    public var entries: [(key: String, value: YAMLNode)] {
        if case .mapping(let entries) = value { return entries }
        return []
    }
}

/// The line-based parser behind `YAMLDocument`: each line's indentation decides what it belongs to.
private struct YAMLParser {
    struct Line {
        var number: Int
        var indent: Int
        /// The text after the indentation, comments removed, trailing spaces trimmed; empty for a blank line.
        var content: Substring
        /// The raw line (block scalars keep their text).
        var raw: Substring
    }

    var lines: [Line]
    var position = 0
    let maximumDepth: Int
    var anchors: [String: YAMLNode] = [:]

    init(lines: [Line], maximumDepth: Int) {
        self.lines = lines
        self.maximumDepth = maximumDepth
    }

    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.last == "\r" ? raw.dropLast() : raw
            let indent = line.prefix { $0 == " " }.count
            lines.append(Line(number: number, indent: indent, content: stripComment(line.dropFirst(indent)), raw: line))
        }
        return lines
    }

    /// The text before a `#` that starts a comment (at the start, or after a space, outside quotes), right-trimmed.
    static func stripComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "#" && (previous == " " || previous == "\t") {
                end = index
                break
            } else if (character == "\"" || character == "'") && (previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || index == text.startIndex) {
                quote = character
            }
            previous = character
        }
        var result = text[..<end]
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }

    func failure(_ message: String, line: Int? = nil) -> YAMLDocument.Failure {
        YAMLDocument.Failure(line: line ?? (position < lines.count ? lines[position].number : (lines.last?.number ?? 1)), message: message)
    }

    /// YAML indents with spaces only: a tab where a line's indentation ends is a failure.
    func checkIndentation(_ line: Line) throws {
        if line.content.first == "\t" { throw failure("a tab in indentation (YAML indents with spaces)", line: line.number) }
    }

    /// Moves past blank lines and document markers; nil at the end.
    mutating func current() -> Line? {
        while position < lines.count {
            let line = lines[position]
            if line.content.isEmpty || (line.indent == 0 && (line.content == "---" || line.content == "..." || line.content.hasPrefix("%"))) {
                position += 1
                continue
            }
            return line
        }
        return nil
    }

    mutating func parseDocument() throws -> YAMLNode {
        guard let first = current() else { return YAMLNode(value: .null, line: 1) }
        if first.content.hasPrefix("--- ") {
            // A document marker followed by content on its line: the content is the root.
            lines[position].content = first.content.dropFirst(4)
            lines[position].indent += 4
        }
        let root = try parseBlock(indent: lines[position].indent, depth: 0)
        if let extra = current() { throw failure("unexpected text at indentation \(extra.indent) (a line indented less than the block it continues, or a second root)") }
        return root
    }

    /// The block that starts at the current line, whose lines are indented by `indent`.
    mutating func parseBlock(indent: Int, depth: Int) throws -> YAMLNode {
        guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
        guard let line = current() else { return YAMLNode(value: .null, line: lines.last?.number ?? 1) }
        try checkIndentation(line)
        if line.content == "-" || line.content.hasPrefix("- ") { return try parseSequence(indent: indent, depth: depth) }
        if Self.keySplit(line.content) != nil { return try parseMapping(indent: indent, depth: depth) }
        position += 1
        return try scalarOrFlow(line.content, line: line, indent: indent - 1, depth: depth)
    }

    mutating func parseSequence(indent: Int, depth: Int) throws -> YAMLNode {
        let start = lines[position].number
        var items: [YAMLNode] = []
        while let line = current(), line.indent == indent, line.content == "-" || line.content.hasPrefix("- ") {
            try checkIndentation(line)
            let rest = line.content.dropFirst(1).drop { $0 == " " }
            if rest.isEmpty {
                position += 1
                guard let next = current(), next.indent > indent else { items.append(YAMLNode(value: .null, line: line.number)); continue }
                items.append(try parseBlock(indent: next.indent, depth: depth + 1))
            } else {
                // `- key: value` (or `- - x`): the rest is a block of its own at its column.
                let column = line.indent + (line.content.utf8.count - rest.utf8.count)
                lines[position].indent = column
                lines[position].content = rest
                items.append(try parseBlock(indent: column, depth: depth + 1))
            }
        }
        if let line = current(), line.indent > indent { throw failure("a line indented more than the sequence item above it") }
        return YAMLNode(value: .sequence(items), line: start)
    }

    mutating func parseMapping(indent: Int, depth: Int) throws -> YAMLNode {
        let start = lines[position].number
        var entries: [(key: String, value: YAMLNode)] = []
        while let line = current(), line.indent == indent {
            try checkIndentation(line)
            guard let (rawKey, rest) = Self.keySplit(line.content) else {
                if line.content == "-" || line.content.hasPrefix("- ") { throw failure("a sequence item where a mapping key was expected") }
                throw failure("expected 'key: value'")
            }
            let key = Self.unquote(rawKey)
            position += 1
            var value: YAMLNode
            var text = rest
            var anchor: String?
            if text.hasPrefix("&") {
                let name = text.dropFirst().prefix { $0 != " " }
                anchor = String(name)
                text = text.dropFirst(name.count + 1).drop { $0 == " " }
            }
            if text.hasPrefix("!") { text = text.drop { $0 != " " }.drop { $0 == " " } }
            if text.isEmpty {
                if let next = current(), next.indent > indent {
                    value = try parseBlock(indent: next.indent, depth: depth + 1)
                } else if let next = current(), next.indent == indent, next.content == "-" || next.content.hasPrefix("- ") {
                    value = try parseSequence(indent: indent, depth: depth + 1)
                } else {
                    value = YAMLNode(value: .null, line: line.number)
                }
            } else {
                value = try scalarOrFlow(text, line: line, indent: indent, depth: depth + 1)
            }
            if let anchor { anchors[anchor] = value }
            if key == "<<" && rawKey == "<<" {
                // A merge: the entries of the aliased mapping(s), under the ones written here.
                for merged in value.items { for entry in merged.entries where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) } }
                continue
            }
            entries.append((key, value))
        }
        if let line = current(), line.indent > indent { throw failure("a line indented more than the mapping key above it") }
        return YAMLNode(value: .mapping(entries), line: start)
    }

    /// A value written on its key's or item's line: a block scalar, an alias, a flow collection or a scalar
    /// (which may continue on more indented lines).
    mutating func scalarOrFlow(_ text: Substring, line: Line, indent: Int, depth: Int) throws -> YAMLNode {
        if text.hasPrefix("*") {
            let name = String(text.dropFirst())
            guard let node = anchors[name] else { throw failure("alias '*\(name)' names no anchor", line: line.number) }
            return YAMLNode(value: node.value, line: line.number)
        }
        if text.first == "|" || text.first == ">" {
            var body: [Substring] = []
            while position < lines.count, lines[position].content.isEmpty || lines[position].indent > indent {
                body.append(lines[position].raw)
                position += 1
            }
            let margin = body.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            let joined = body.map { String($0.dropFirst(min(margin, $0.count))) }.joined(separator: text.first == "|" ? "\n" : " ")
            return YAMLNode(value: .scalar(joined), line: line.number)
        }
        var text = String(text)
        if text.first == "[" || text.first == "{" || text.first == "\"" || text.first == "'" {
            // A flow collection or quoted scalar may go on over the following lines until it closes.
            // libyaml (Yams, which XcodeGen uses) lets a flow collection's lines, its closing bracket above all, go back to
            // the key's own column: `key: {` … `}` under the `k` of `key`.
            let isFlowCollection = text.first == "[" || text.first == "{"
            while !Self.isClosed(text) {
                guard position < lines.count, lines[position].indent > indent || lines[position].content.isEmpty
                        || (isFlowCollection && lines[position].indent == indent) else {
                    throw failure(text.first == "\"" || text.first == "'" ? "unterminated quoted string" : "unclosed '\(text.first!)'", line: line.number)
                }
                text += " " + lines[position].raw.drop { $0 == " " }
                position += 1
            }
            if text.first == "[" || text.first == "{" {
                var flow = FlowParser(text: Array(text), line: line.number, maximumDepth: maximumDepth - depth)
                let node = try flow.parse()
                return node
            }
            return YAMLNode(value: .scalar(Self.unquote(Substring(text))), line: line.number)
        }
        // A plain scalar continues on more indented lines (folded with spaces).
        while let next = current(), next.indent > indent, Self.keySplit(next.content) == nil, !(next.content == "-" || next.content.hasPrefix("- ")) {
            text += " " + next.content
            position += 1
        }
        return YAMLNode(value: text == "~" || text == "null" ? .null : .scalar(text), line: line.number)
    }

    /// Whether a quoted scalar or flow collection is complete.
    static func isClosed(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if let open = quote {
                if escaped { escaped = false } else if open == "\"" && character == "\\" { escaped = true } else if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            default: break
            }
        }
        return quote == nil && depth <= 0
    }

    /// `key: rest` split at the first `:` followed by a space or the end, outside quotes; nil when the line is no key.
    static func keySplit(_ content: Substring) -> (Substring, Substring)? {
        guard let first = content.first, first != "[", first != "{", first != "#", first != "-" || content.dropFirst().first.map({ $0 != " " }) ?? false else { return nil }
        var quote: Character?
        var index = content.startIndex
        if first == "\"" || first == "'" { quote = first; index = content.index(after: index) }
        while index < content.endIndex {
            let character = content[index]
            if let open = quote {
                if character == "\\" && open == "\"" { index = content.index(after: index); if index == content.endIndex { break } } else if character == open { quote = nil }
            } else if character == ":" {
                let after = content.index(after: index)
                if after == content.endIndex || content[after] == " " || content[after] == "\t" {
                    var key = content[..<index]
                    while let last = key.last, last == " " { key = key.dropLast() }
                    return (key, content[after...].drop { $0 == " " || $0 == "\t" })
                }
            }
            index = content.index(after: index)
        }
        return nil
    }

    /// A scalar's text: quotes removed and, in double quotes, the common escapes applied.
    static func unquote(_ text: Substring) -> String {
        if text.count >= 2, text.first == "'", text.last == "'" {
            return text.dropFirst().dropLast().replacingOccurrences(of: "''", with: "'")
        }
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return String(text) }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// A flow collection (`[a, b]`, `{key: value}`), nested to any depth up to a limit.
private struct FlowParser {
    let text: [Character]
    let line: Int
    let maximumDepth: Int
    var position = 0

    init(text: [Character], line: Int, maximumDepth: Int) {
        self.text = text
        self.line = line
        self.maximumDepth = max(maximumDepth, 1)
    }

    func failure(_ message: String) -> YAMLDocument.Failure { YAMLDocument.Failure(line: line, message: message) }

    mutating func parse() throws -> YAMLNode {
        let node = try value(depth: 0)
        skipSpaces()
        guard position == text.count else { throw failure("unexpected text after a flow collection") }
        return node
    }

    mutating func skipSpaces() { while position < text.count, text[position] == " " || text[position] == "\t" { position += 1 } }

    mutating func value(depth: Int) throws -> YAMLNode {
        guard depth < maximumDepth else { throw failure("nesting deeper than the limit") }
        skipSpaces()
        guard position < text.count else { throw failure("unclosed flow collection") }
        if text[position] == "[" || text[position] == "{" {
            let isMapping = text[position] == "{"
            let close: Character = isMapping ? "}" : "]"
            position += 1
            var items: [YAMLNode] = []
            var entries: [(key: String, value: YAMLNode)] = []
            while true {
                skipSpaces()
                guard position < text.count else { throw failure("unclosed '\(isMapping ? "{" : "[")'") }
                if text[position] == close { position += 1; break }
                if isMapping {
                    let key = try scalar(stopAtColon: true)
                    skipSpaces()
                    var item = YAMLNode(value: .null, line: line)
                    if position < text.count, text[position] == ":" {
                        position += 1
                        item = try value(depth: depth + 1)
                    }
                    entries.append((key, item))
                } else {
                    items.append(try value(depth: depth + 1))
                }
                skipSpaces()
                guard position < text.count else { throw failure("unclosed '\(isMapping ? "{" : "[")'") }
                if text[position] == "," { position += 1 } else if text[position] != close { throw failure("expected ',' or '\(close)'") }
            }
            return YAMLNode(value: isMapping ? .mapping(entries) : .sequence(items), line: line)
        }
        let text = try scalar(stopAtColon: false)
        return YAMLNode(value: .scalar(text), line: line)
    }

    /// A quoted or plain scalar, ending before `,`, `]`, `}` (and `: ` for a key).
    mutating func scalar(stopAtColon: Bool) throws -> String {
        skipSpaces()
        guard position < text.count else { throw failure("unclosed flow collection") }
        if text[position] == "\"" || text[position] == "'" {
            let quote = text[position]
            let start = position
            position += 1
            while position < text.count, text[position] != quote {
                if quote == "\"" && text[position] == "\\" { position += 1 }
                position += 1
            }
            guard position < text.count else { throw failure("unterminated quoted string") }
            position += 1
            return YAMLParserQuotes.unquote(String(text[start..<position]))
        }
        let start = position
        while position < text.count, !",]}[{".contains(text[position]) {
            if stopAtColon, text[position] == ":" { break }
            position += 1
        }
        var plain = String(text[start..<position])
        while plain.last == " " { plain.removeLast() }
        return plain
    }
}

/// Quote removal shared by block and flow scalars.
private enum YAMLParserQuotes {
    static func unquote(_ text: String) -> String { YAMLParser.unquote(Substring(text)) }
}
