import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and other security dashboards import:
/// one run whose driver lists every rule, and one result per diagnostic with its notes as related locations,
/// each linked from the message text (`[note](id)`, SARIF 2.1.0 §3.11.6 "Messages with embedded links"), so that
/// code scanning shows them as links to their places.
///
/// Rules carry markdown `help`, not a `helpUri`: niblint has no published home whose rule pages stay at one address
/// (no release, no documentation site; the repository's URL depends on where a team keeps it), and a URI that
/// may move would break every stored alert's link. The help text is the rule's documentation and `niblint explain`.
///
/// Columns are counted in UTF-16 code units (`columnKind` `utf16CodeUnits`, SARIF's default, stated anyway):
/// diagnostics carry byte columns, as clang and the xcode reporter count them, so each is converted with the
/// text of its line, read from the file (a file that cannot be read keeps its byte columns).
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"

    /// Reads a reported file, for the text before each column.
    let readFile: @Sendable (String) -> Data?
    /// The repository's root (absolute) when niblint runs in a subfolder of it: URIs are then relative to it,
    /// with `uriBaseId` `SRCROOT` and the root in the run's `originalUriBaseIds`, as code scanning reads them.
    let repositoryRoot: String?

    public init(readFile: @escaping @Sendable (String) -> Data? = { FileManager.default.contents(atPath: $0) }, repositoryRoot: String? = nil) {
        self.readFile = readFile
        self.repositoryRoot = repositoryRoot.map(PathNormalizer.standardized)
    }

    static let uriBaseID = "SRCROOT"

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of `partialFingerprints`; bump the suffix if the fingerprint's inputs ever change.
    static let fingerprintKey = "niblint/v2"

    public func report(_ result: LintResult, paths: PathDisplay) -> String {
        let rules = RuleRegistry.all.map { $0.description }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let driver: JSONValue = .object([
            ("name", "niblint"),
            ("version", .string(Invocation.versionString)),
            ("semanticVersion", .string(Invocation.versionString)),
            ("rules", .array(rules.map(Self.rule))),
        ])
        var columns = ColumnConverter(readFile: readFile)
        let results = result.diagnostics.map { diagnostic -> JSONValue in
            var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
            // A diagnostic of a rule the driver does not list (not possible from the linter) gets no index.
            if let index = ruleIndex[diagnostic.ruleID] { members.append(("ruleIndex", .integer(index))) }
            members.append(("level", .string(Self.level(diagnostic.severity))))
            members.append(("message", .object([("text", .string(Self.linkedMessage(diagnostic)))])))
            members.append(("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location, paths: paths, columns: &columns))])])))
            if !diagnostic.displayedNotes.isEmpty {
                members.append(("relatedLocations", .array(diagnostic.displayedNotes.enumerated().map { number, note in
                    .object([
                        ("id", .integer(number)),
                        ("physicalLocation", physicalLocation(note.location, paths: paths, columns: &columns)),
                        ("message", .object([("text", .string(note.message))])),
                    ])
                })))
            }
            let uri = artifact(diagnostic.location.file, paths: paths).uri
            members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(Self.fingerprint(rule: diagnostic.ruleID, uri: uri, identity: Self.lineFreeIdentity(diagnostic))))])))
            return .object(members)
        }
        let log: JSONValue = .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", "2.1.0"),
            ("runs", .array([.object([("tool", .object([("driver", driver)]))]
                + (repositoryRoot.map { root in [("originalUriBaseIds", JSONValue.object([(Self.uriBaseID, .object([("uri", .string(Self.uri(forPath: root == "/" ? "/" : root + "/")))]))]))] } ?? [])
                + [("columnKind", "utf16CodeUnits"), ("results", .array(results))])])),
        ])
        return log.rendered() + "\n"
    }

    /// The message with a link to each related location (`id` = its position): the notes, then the fix and the
    /// run-time failure, which viewers such as GitHub's code scanning show only when the message links them:
    /// `message — see [note](0), [fix: …](1), [at run time: …](2)`. Square brackets of the text itself are escaped
    /// (`\[`), as embedded links require.
    static func linkedMessage(_ diagnostic: Diagnostic) -> String {
        let message = escapedBrackets(diagnostic.message)
        let notes = diagnostic.displayedNotes
        guard !notes.isEmpty else { return message }
        return message + " — see " + notes.enumerated().map { "[\(escapedBrackets($1.message))](\($0))" }.joined(separator: ", ")
    }

    /// `[` and `]` as `\[` and `\]`: in a SARIF message they would otherwise start or end an embedded link.
    static func escapedBrackets(_ text: String) -> String {
        guard text.contains(where: { $0 == "[" || $0 == "]" }) else { return text }
        var escaped = ""
        for character in text {
            if character == "[" || character == "]" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func rule(_ description: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(description.identifier)),
            ("name", .string(pascalCase(description.identifier))),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
            ("help", .object([
                ("text", .string("\(description.summary) At run time: \(description.runtimeFailure) Run `niblint explain \(description.identifier)` for an example.")),
                ("markdown", .string("**\(description.summary)**\n\n\(description.rationale)\n\n*At run time:* \(description.runtimeFailure)\n\nRun `niblint explain \(description.identifier)` for an example.")),
            ])),
            ("defaultConfiguration", .object([
                ("enabled", .bool(description.isEnabledByDefault)),
                ("level", .string(level(description.defaultSeverity))),
            ])),
        ])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        }
    }

    /// The URI of a file, relative to the repository root (with its base id) when there is one and the file is under it.
    private func artifact(_ file: String, paths: PathDisplay) -> (uri: String, baseID: String?) {
        let shown = paths.display(file)
        if let repositoryRoot {
            let absolute = PathNormalizer.standardized(shown.hasPrefix("/") ? shown : (paths.workingDirectory ?? "/") + "/" + shown)
            let prefix = repositoryRoot == "/" ? "/" : repositoryRoot + "/"
            if absolute.hasPrefix(prefix) { return (Self.uri(forPath: String(absolute.dropFirst(prefix.count))), Self.uriBaseID) }
        }
        return (Self.uri(forPath: shown), nil)
    }

    private func physicalLocation(_ location: SourceLocation, paths: PathDisplay, columns: inout ColumnConverter) -> JSONValue {
        let span = columns.utf16Span(file: location.file, line: location.line, byteColumn: location.column)
        let artifact = artifact(location.file, paths: paths)
        // SARIF lines and columns start at 1; clamp so a degenerate location cannot make the log invalid.
        var region: [(String, JSONValue)] = [("startLine", .integer(max(1, location.line))), ("startColumn", .integer(max(1, span.start)))]
        if let end = span.end, end > max(1, span.start) { region.append(("endColumn", .integer(end))) }
        return .object([
            ("artifactLocation", .object([("uri", .string(artifact.uri))] + (artifact.baseID.map { [("uriBaseId", JSONValue.string($0))] } ?? []))),
            ("region", .object(region)),
        ])
    }

    /// Byte columns to UTF-16 columns, reading each file once.
    struct ColumnConverter {
        let readFile: @Sendable (String) -> Data?
        private var lines: [String: [ArraySlice<UInt8>]] = [:]

        init(readFile: @escaping @Sendable (String) -> Data?) {
            self.readFile = readFile
        }

        /// The UTF-16 start column and, where the text there shows it, the end column (one past the end): an element
        /// `<…>` closed on the line, a string literal, or an identifier.
        mutating func utf16Span(file: String, line: Int, byteColumn: Int) -> (start: Int, end: Int?) {
            let start = utf16Column(file: file, line: line, byteColumn: byteColumn)
            guard let text = lines[file].flatMap({ $0.indices.contains(line - 1) ? $0[line - 1] : nil }), byteColumn >= 1,
                  byteColumn - 1 < text.count else { return (start, nil) }
            let first = text.startIndex + byteColumn - 1
            var index = first
            func isWord(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
            switch text[first] {
            case UInt8(ascii: "<"):
                var quote: UInt8?
                index += 1
                while index < text.endIndex {
                    let byte = text[index]
                    if let open = quote { if byte == open { quote = nil } }
                    else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                    else if byte == UInt8(ascii: ">") { break }
                    index += 1
                }
                guard index < text.endIndex else { return (start, nil) }
                index += 1
            case UInt8(ascii: "\""):
                index += 1
                while index < text.endIndex, text[index] != UInt8(ascii: "\"") { index += text[index] == UInt8(ascii: "\\") ? 2 : 1 }
                guard index < text.endIndex else { return (start, nil) }
                index += 1
            case let byte where isWord(byte):
                while index < text.endIndex, isWord(text[index]) { index += 1 }
            default:
                return (start, nil)
            }
            return (start, String(decoding: text[text.startIndex..<index], as: UTF8.self).utf16.count + 1)
        }

        mutating func utf16Column(file: String, line: Int, byteColumn: Int) -> Int {
            if lines[file] == nil {
                let bytes = [UInt8](readFile(file) ?? Data())
                lines[file] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            }
            guard let fileLines = lines[file], fileLines.indices.contains(line - 1), byteColumn >= 1 else { return byteColumn }
            let text = fileLines[line - 1]
            guard byteColumn - 1 <= text.count else { return byteColumn }
            // A column inside a multi-byte character counts the whole character before it (decoding repairs the cut).
            return String(decoding: text.prefix(byteColumn - 1), as: UTF8.self).utf16.count + 1
        }
    }

    /// What identifies a finding without its place: its `identity` (line-free by contract), else its message
    /// with every number blanked (a message may say "first at line 12").
    static func lineFreeIdentity(_ diagnostic: Diagnostic) -> String {
        guard diagnostic.identity.isEmpty else { return diagnostic.identity }
        return String(diagnostic.message.map { $0.isASCII && $0.isNumber ? "#" : $0 })
    }

    /// `outlet-not-found` → `OutletNotFound`: SARIF's `name` is an identifier-like word.
    static func pascalCase(_ identifier: String) -> String {
        identifier.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A URI reference for a displayed path: a relative reference for a relative path (forward slashes),
    /// a `file://` URI for an absolute one, with every byte outside the URI path characters percent-encoded.
    /// `:` is encoded too, so the first segment of a relative path can never read as a scheme.
    static func uri(forPath path: String) -> String {
        let slashed = path.replacingOccurrences(of: "\\", with: "/")
        var encoded = ""
        for byte in slashed.utf8 {
            if isPathByte(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return slashed.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Unreserved characters, sub-delimiters, `@` and `/` (RFC 3986 `pchar` without `:`, plus the separator).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return "-._~!$&'()*+,;=@/".utf8.contains(byte)
        }
    }

    /// A stable fingerprint of what a finding is, not where: rule, file and line-free identity (no line or
    /// column, so a finding keeps it when lines are added above it). 64-bit FNV-1a, as 16 hex digits.
    static func fingerprint(rule: String, uri: String, identity: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [rule, uri, identity].joined(separator: "\u{0}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// A JSON document built in memory and printed with stable member order and two-space indentation.
enum JSONValue: ExpressibleByStringLiteral {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    init(stringLiteral value: String) {
        self = .string(value)
    }

    func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text): return JSONReporter.quoted(text)
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + JSONReporter.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
