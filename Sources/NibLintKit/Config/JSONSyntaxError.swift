/// Where a JSON document first breaks the grammar (RFC 8259), with its line and column (1-based, columns in
/// bytes as the xcode reporter counts them). Foundation's `JSONSerialization` says only "The data is not in
/// the correct format." on Linux, so configuration and baseline errors locate the problem with this.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    /// The first syntax error of `bytes`, or nil for a well-formed document.
    public static func locate<Bytes: Collection>(in bytes: Bytes) -> JSONSyntaxError? where Bytes.Element == UInt8 {
        var scanner = Scanner(bytes: Array(bytes))
        do {
            scanner.skipWhitespace()
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            if scanner.position < scanner.bytes.count { throw scanner.failure("unexpected text after the JSON value") }
            return nil
        } catch {
            return error as? JSONSyntaxError
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        func failure(_ message: String) -> JSONSyntaxError {
            var line = 1, lineStart = 0
            for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            return JSONSyntaxError(line: line, column: position - lineStart + 1, message: message)
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws {
            guard current == byte else { throw failure(current == nil ? "unexpected end of file, expected \(what)" : "expected \(what)") }
            position += 1
        }

        mutating func value(depth: Int) throws {
            guard depth < 512 else { throw failure("nested too deeply") }
            guard let byte = current else { throw failure("unexpected end of file, expected a value") }
            switch byte {
            case UInt8(ascii: "{"):
                position += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") { position += 1; return }
                while true {
                    skipWhitespace()
                    guard current == UInt8(ascii: "\"") else { throw failure(current == nil ? "unexpected end of file, expected a member name" : "expected a member name in double quotes") }
                    try string()
                    skipWhitespace()
                    try expect(UInt8(ascii: ":"), "':' after the member name")
                    skipWhitespace()
                    try value(depth: depth + 1)
                    skipWhitespace()
                    if current == UInt8(ascii: ",") { position += 1; continue }
                    try expect(UInt8(ascii: "}"), "',' or '}'")
                    return
                }
            case UInt8(ascii: "["):
                position += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { position += 1; return }
                while true {
                    skipWhitespace()
                    try value(depth: depth + 1)
                    skipWhitespace()
                    if current == UInt8(ascii: ",") { position += 1; continue }
                    try expect(UInt8(ascii: "]"), "',' or ']'")
                    return
                }
            case UInt8(ascii: "\""):
                try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            default:
                for literal in ["true", "false", "null"] where bytes[position...].starts(with: literal.utf8) {
                    position += literal.utf8.count
                    return
                }
                throw failure("expected a value (an object, array, string, number, true, false or null)")
            }
        }

        mutating func string() throws {
            let start = position
            position += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""): position += 1; return
                case UInt8(ascii: "\\"):
                    position += 1
                    guard let escaped = current, "\"\\/bfnrtu".utf8.contains(escaped) else { throw failure("invalid escape in a string") }
                    position += 1
                    if escaped == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            guard let hex = current, hex.isHexDigit else { throw failure("expected four hex digits after \\u") }
                            position += 1
                        }
                    }
                case 0x00..<0x20: throw failure("control character in a string (write it escaped)")
                default: position += 1
                }
            }
            position = start
            throw failure("unterminated string")
        }

        mutating func number() throws {
            if current == UInt8(ascii: "-") { position += 1 }
            guard let first = current, first.isDigit else { throw failure("expected a digit") }
            position += 1
            if first != UInt8(ascii: "0") { while current?.isDigit == true { position += 1 } }
            if current == UInt8(ascii: ".") {
                position += 1
                guard current?.isDigit == true else { throw failure("expected a digit after the decimal point") }
                while current?.isDigit == true { position += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard current?.isDigit == true else { throw failure("expected a digit in the exponent") }
                while current?.isDigit == true { position += 1 }
            }
        }
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var isHexDigit: Bool { isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self) }
}
