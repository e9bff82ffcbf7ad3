import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and other security dashboards import:
/// one run whose driver lists every rule, and one result per diagnostic with its notes as related locations.
///
/// Columns are counted in UTF-16 code units (`columnKind` `utf16CodeUnits`, SARIF's default, stated anyway):
/// diagnostics carry byte columns, as clang and the xcode reporter count them, so each is converted with the
/// text of its line, read from the file (a file that cannot be read keeps its byte columns).
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"

    /// Reads a reported file, for the text before each column.
    let readFile: @Sendable (String) -> Data?

    public init(readFile: @escaping @Sendable (String) -> Data? = { FileManager.default.contents(atPath: $0) }) {
        self.readFile = readFile
    }

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
            members.append(("message", .object([("text", .string(diagnostic.message))])))
            members.append(("locations", .array([.object([("physicalLocation", Self.physicalLocation(diagnostic.location, paths: paths, columns: &columns))])])))
            if !diagnostic.notes.isEmpty {
                members.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { number, note in
                    .object([
                        ("id", .integer(number)),
                        ("physicalLocation", Self.physicalLocation(note.location, paths: paths, columns: &columns)),
                        ("message", .object([("text", .string(note.message))])),
                    ])
                })))
            }
            let uri = Self.uri(forPath: paths.display(diagnostic.location.file))
            members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(Self.fingerprint(rule: diagnostic.ruleID, uri: uri, identity: Self.lineFreeIdentity(diagnostic))))])))
            return .object(members)
        }
        let log: JSONValue = .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", "2.1.0"),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", "utf16CodeUnits"),
                ("results", .array(results)),
            ])])),
        ])
        return log.rendered() + "\n"
    }

    private static func rule(_ description: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(description.identifier)),
            ("name", .string(pascalCase(description.identifier))),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
            ("help", .object([("text", .string("\(description.summary) At run time: \(description.runtimeFailure) Run `niblint explain \(description.identifier)` for an example."))])),
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

    private static func physicalLocation(_ location: SourceLocation, paths: PathDisplay, columns: inout ColumnConverter) -> JSONValue {
        let column = columns.utf16Column(file: location.file, line: location.line, byteColumn: location.column)
        return .object([
            ("artifactLocation", .object([("uri", .string(uri(forPath: paths.display(location.file))))])),
            // SARIF lines and columns start at 1; clamp so a degenerate location cannot make the log invalid.
            ("region", .object([("startLine", .integer(max(1, location.line))), ("startColumn", .integer(max(1, column)))])),
        ])
    }

    /// Byte columns to UTF-16 columns, reading each file once.
    struct ColumnConverter {
        let readFile: @Sendable (String) -> Data?
        private var lines: [String: [ArraySlice<UInt8>]] = [:]

        init(readFile: @escaping @Sendable (String) -> Data?) {
            self.readFile = readFile
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
