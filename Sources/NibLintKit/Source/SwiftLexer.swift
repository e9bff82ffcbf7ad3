#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A token of Swift source, as much as the declaration scanner needs.
///
/// Tokens hold no `String`: the text is a byte range into the file, and every word the scanner
/// reacts to is recognised once, here, as a `SwiftWord`. The parser compares small integers and
/// builds strings only for what ends up in the summary (`SwiftDeclarationParser.text(of:)`).
struct SwiftToken {
    enum Kind: Equatable {
        /// Identifiers and keywords; backtick-escaped identifiers have `isEscaped` set.
        case identifier
        /// `@name`: the text holds `name`.
        case attribute
        /// `#name` (`#if`, `#selector`, ...): the text holds `name`.
        case directive
        /// A string literal: the text holds its raw contents between the delimiters.
        case string
        case number
        /// One punctuation or operator byte.
        case punctuation
    }

    var kind: Kind
    /// The word the text spells, for identifiers, attributes and directives; `.other` otherwise.
    var word: SwiftWord
    /// For punctuation, the byte (`?` for a stray non-ASCII symbol); 0 otherwise.
    var punctuation: UInt8
    var newlineBefore: Bool
    var isEscaped: Bool
    /// The text as byte offsets into the file: without `@`, `#`, backticks or string delimiters.
    /// 32 bits keep a token at 24 bytes; `SwiftScanner` reads at most 4 GiB of one file.
    private var textStart: UInt32
    private var textEnd: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    init(kind: Kind, word: SwiftWord = .other, punctuation: UInt8 = 0, text: Range<Int>, line: Int, column: Int, newlineBefore: Bool, isEscaped: Bool = false) {
        self.kind = kind
        self.word = word
        self.punctuation = punctuation
        self.newlineBefore = newlineBefore
        self.isEscaped = isEscaped
        self.textStart = UInt32(truncatingIfNeeded: text.lowerBound)
        self.textEnd = UInt32(truncatingIfNeeded: text.upperBound)
        self.storedLine = UInt32(truncatingIfNeeded: line)
        self.storedColumn = UInt32(truncatingIfNeeded: column)
    }

    var textRange: Range<Int> { Int(textStart)..<Int(textEnd) }
    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    func isPunctuation(_ byte: Unicode.Scalar) -> Bool {
        kind == .punctuation && punctuation == UInt8(ascii: byte)
    }

    /// Whether the token's text (not a punctuation's) is exactly `spelling` (ASCII), compared byte for byte
    /// with the file the token points into.
    func spells(_ spelling: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = textRange
        guard kind != .punctuation, range.count == spelling.utf8CodeUnitCount else { return false }
        return UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount).elementsEqual(bytes[range])
    }

    /// An unescaped identifier spelling `word` (an escaped `` `self` `` is an ordinary name).
    func isIdentifier(_ word: SwiftWord) -> Bool {
        kind == .identifier && !isEscaped && self.word == word
    }
}

/// The words the Swift scanner switches on: declaration keywords, modifiers, attributes, the
/// names of nib-loading APIs and `#if` directives. The lexer recognises them once, so the parser
/// compares these codes instead of strings.
enum SwiftWord: UInt8, CaseIterable {
    /// Any other word.
    case other
    // Declarations
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `var`, `let`, `func`, `static`
    case initializer, `deinit`, `subscript`, `typealias`, `case`, `import`, `associatedtype`, `where`
    // Modifiers
    case `private`, `fileprivate`, `internal`, `public`, open, final, override, weak, unowned, lazy, dynamic
    case required, convenience, mutating, nonmutating, nonisolated, optional, indirect
    // Attributes (`dynamic` above serves as `@dynamic` too)
    case IBOutlet, IBAction, IBSegueAction, IBInspectable, GKInspectable, objc, objcMembers, NSManaged
    // Expressions and nib-loading code
    case selfValue, superValue, nilValue, stringType, instantiate, loadNibNamed, UINib, NSNib, register
    case nibName, windowNibName, instantiateViewController, performSegue
    case UIStoryboard, NSStoryboard, instantiateInitialViewController, instantiateInitialController
    case instantiateController, destination, destinationController
    case setValueTransformer, NSValueTransformerName
    case dequeueReusableCell, dequeueReusableHeaderFooterView, dequeueReusableSupplementaryView, makeView
    // Conditional compilation directives
    case `if`, `else`, elseif, endif

    /// Spelled out rather than taken from `String(describing:)`, which is slow (reflection) and
    /// cannot give `init`, `self` and the other names Swift reserves.
    var spelling: StaticString {
        switch self {
        case .other: ""
        case .class: "class"
        case .struct: "struct"
        case .enum: "enum"
        case .protocol: "protocol"
        case .actor: "actor"
        case .extension: "extension"
        case .var: "var"
        case .let: "let"
        case .func: "func"
        case .static: "static"
        case .initializer: "init"
        case .deinit: "deinit"
        case .subscript: "subscript"
        case .typealias: "typealias"
        case .case: "case"
        case .import: "import"
        case .associatedtype: "associatedtype"
        case .where: "where"
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .internal: "internal"
        case .public: "public"
        case .open: "open"
        case .final: "final"
        case .override: "override"
        case .weak: "weak"
        case .unowned: "unowned"
        case .lazy: "lazy"
        case .dynamic: "dynamic"
        case .required: "required"
        case .convenience: "convenience"
        case .mutating: "mutating"
        case .nonmutating: "nonmutating"
        case .nonisolated: "nonisolated"
        case .optional: "optional"
        case .indirect: "indirect"
        case .IBOutlet: "IBOutlet"
        case .IBAction: "IBAction"
        case .IBSegueAction: "IBSegueAction"
        case .IBInspectable: "IBInspectable"
        case .GKInspectable: "GKInspectable"
        case .objc: "objc"
        case .objcMembers: "objcMembers"
        case .NSManaged: "NSManaged"
        case .selfValue: "self"
        case .superValue: "super"
        case .nilValue: "nil"
        case .stringType: "String"
        case .instantiate: "instantiate"
        case .loadNibNamed: "loadNibNamed"
        case .UINib: "UINib"
        case .NSNib: "NSNib"
        case .register: "register"
        case .nibName: "nibName"
        case .windowNibName: "windowNibName"
        case .instantiateViewController: "instantiateViewController"
        case .performSegue: "performSegue"
        case .UIStoryboard: "UIStoryboard"
        case .NSStoryboard: "NSStoryboard"
        case .instantiateInitialViewController: "instantiateInitialViewController"
        case .instantiateInitialController: "instantiateInitialController"
        case .instantiateController: "instantiateController"
        case .destination: "destination"
        case .destinationController: "destinationController"
        case .setValueTransformer: "setValueTransformer"
        case .NSValueTransformerName: "NSValueTransformerName"
        case .dequeueReusableCell: "dequeueReusableCell"
        case .dequeueReusableHeaderFooterView: "dequeueReusableHeaderFooterView"
        case .dequeueReusableSupplementaryView: "dequeueReusableSupplementaryView"
        case .makeView: "makeView"
        case .if: "if"
        case .else: "else"
        case .elseif: "elseif"
        case .endif: "endif"
        }
    }

    /// Declaration keywords that, met after `func` outside brackets, show that the function had no body.
    var endsPendingFunctionSignature: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .extension, .var, .let, .initializer, .subscript, .typealias,
             .case, .import, .associatedtype:
            return true
        default:
            return false
        }
    }

    /// Declaration modifiers (`private`, `override`, `dynamic`, ...): they come between attributes
    /// and the declaration they belong to.
    var isModifier: Bool { (SwiftWord.private.rawValue...SwiftWord.indirect.rawValue).contains(rawValue) }
}

/// A set of `SwiftWord`s as a bit mask: the attributes and modifiers seen before a declaration. Only words
/// whose raw value is below 64 fit (the attributes and modifiers are); the others are never members.
struct SwiftWordSet {
    private var bits: UInt64 = 0

    mutating func insert(_ word: SwiftWord) { if word.rawValue < 64 { bits |= 1 << UInt64(word.rawValue) } }
    func contains(_ word: SwiftWord) -> Bool { word.rawValue < 64 && bits & (1 << UInt64(word.rawValue)) != 0 }
}

/// Recognises `SwiftWord`s by length, first and last byte, then byte for byte: a chained hash
/// table built once, so no identifier becomes a `String` just to be compared.
///
/// The tables are `PermanentTable`s: the lookup, made for every identifier, reads them through plain pointers.
final class SwiftWordTable: @unchecked Sendable {
    static let shared = SwiftWordTable()
    /// One more than the longest word (`instantiateInitialViewController`, 32 bytes).
    private static let lengthLimit = 33

    /// Per (length, first byte, last byte) slot, the raw value of the first word there (0: none);
    /// per word, the next word in the same slot.
    private let firstCandidate: UnsafePointer<UInt8>
    private let nextCandidate: UnsafePointer<UInt8>
    /// Every word's spelling, one after the other; `spellingStart[raw value]` is where each starts.
    private let spellingBytes: UnsafePointer<UInt8>
    private let spellingStart: UnsafePointer<Int>

    /// The low five bits tell letters apart (upper and lower case share a slot), which keeps
    /// ordinary identifiers out of the keywords' slots without a second lookup.
    private static func slot(length: Int, first: UInt8, last: UInt8) -> Int {
        length << 10 | Int(first & 0x1F) << 5 | Int(last & 0x1F)
    }

    private init() {
        precondition(SwiftWord.NSManaged.rawValue < 64 && SwiftWord.indirect.rawValue < 64, "SwiftWordSet holds the attributes and modifiers")
        precondition(SwiftWord.allCases.count < 256, "raw values are bytes")
        var firstCandidate = [UInt8](repeating: 0, count: Self.lengthLimit << 10)
        var nextCandidate = [UInt8](repeating: 0, count: SwiftWord.allCases.count)
        var spellingBytes: [UInt8] = []
        var spellingStart = [Int](repeating: 0, count: SwiftWord.allCases.count)
        for word in SwiftWord.allCases where word != .other {
            let spelling = word.spelling.withUTF8Buffer { Array($0) }
            precondition(spelling.count < Self.lengthLimit)
            spellingStart[Int(word.rawValue)] = spellingBytes.count
            spellingBytes += spelling
            let slot = Self.slot(length: spelling.count, first: spelling[0], last: spelling[spelling.count - 1])
            nextCandidate[Int(word.rawValue)] = firstCandidate[slot]
            firstCandidate[slot] = word.rawValue
        }
        self.firstCandidate = PermanentTable.copy(firstCandidate)
        self.nextCandidate = PermanentTable.copy(nextCandidate)
        self.spellingBytes = PermanentTable.copy(spellingBytes)
        self.spellingStart = PermanentTable.copy(spellingStart)
    }

    /// The word `bytes` spell, or `.other`.
    func word(_ bytes: UnsafeBufferPointer<UInt8>) -> SwiftWord {
        guard bytes.count < Self.lengthLimit, let base = bytes.baseAddress, bytes.count > 0 else { return .other }
        var candidate = firstCandidate[Self.slot(length: bytes.count, first: base[0], last: base[bytes.count - 1])]
        while candidate != 0 {
            if memcmp(spellingBytes + spellingStart[Int(candidate)], base, bytes.count) == 0 { return SwiftWord(rawValue: candidate)! }
            candidate = nextCandidate[Int(candidate)]
        }
        return .other
    }
}

/// Splits Swift source into tokens, skipping comments (nested `/* */` too) and reading string
/// literals (multi-line, raw `#"..."#`, with interpolation) as single tokens.
struct SwiftLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let words = SwiftWordTable.shared
    /// `ByteClasses.shared.table`, read once per file rather than once per token.
    private let byteClasses = ByteClasses.shared.table
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var newlineBefore = true
    /// `// niblint:...` line comments met so far (line, column of the `//`, text after it).
    private(set) var directiveComments: [(line: Int, column: Int, text: String)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3; lineStart = 3 }
    }

    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, skippingBodies: Bool = false) -> [SwiftToken] {
        tokenizeKeepingDirectives(bytes, skippingBodies: skippingBodies).tokens
    }

    /// The tokens, and the `// niblint:` comments (suppressions) between them: found by the lexer, so
    /// text inside string literals is never mistaken for a comment.
    ///
    /// With `skippingBodies`, the body of a `func` (but `awakeFromNib()`) or `deinit` that holds no word the
    /// declaration parser reacts to inside bodies (`BodyScanTable`) and no `#if` comes out as an empty
    /// `{` `}` pair, and so does the body of a `struct`, `enum`, `protocol` or `actor` that also holds no
    /// `class`, `extension` or `typealias`: their members never meet a nib, and these bodies are most of the bytes
    /// of a Swift file. `// niblint:` comments inside are still collected, and `skippedFunctions` holds the
    /// byte ranges of the names of the functions whose bodies were skipped.
    static func tokenizeKeepingDirectives(_ bytes: UnsafeBufferPointer<UInt8>, skippingBodies: Bool = true)
        -> (tokens: [SwiftToken], directives: [(line: Int, column: Int, text: String)], skippedFunctions: [Range<Int>]) {
        var lexer = SwiftLexer(bytes: bytes)
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / (skippingBodies ? 16 : 6))
        // After `func` / `deinit` (or `struct`, ...), the first `{` outside the signature's brackets opens
        // the body; a declaration keyword, `;` or `}` first means there is none (a protocol requirement).
        var expectingBody = false
        var isTypeBody = false
        var namingFunction = false
        var functionName: Range<Int>?
        var skippedFunctions: [Range<Int>] = []
        var bracketDepth = 0
        while let token = lexer.next() {
            tokens.append(token)
            guard skippingBodies else { continue }
            switch token.kind {
            case .identifier where !token.isEscaped:
                if namingFunction {
                    // `awakeFromNib()` runs whenever a nib decodes the object: its calls are facts
                    // (`DecodingEntryPoint`) even when its body names no nib.
                    namingFunction = false
                    functionName = token.textRange
                    if token.spells("awakeFromNib", in: bytes) { expectingBody = false; continue }
                    // `prepare(for:sender:)`: its `segue.destination as! T` casts are facts (cast-mismatch) though
                    // its body names no word of `BodyScanTable`.
                    if token.spells("prepare", in: bytes) { expectingBody = false; continue }
                }
                // `import struct Foundation.URL`, `import func Darwin.fputs`: the kind word of a scoped import
                // opens no body.
                if token.word != .other, tokens.count >= 2, tokens[tokens.count - 2].isIdentifier(.import) { continue }
                switch token.word {
                case .func, .deinit:
                    expectingBody = true
                    isTypeBody = false
                    bracketDepth = 0
                    namingFunction = token.word == .func
                    functionName = nil
                case .protocol where followsObjCAttribute(tokens):
                    // An `@objc` protocol's property requirements make conforming Swift properties visible to
                    // key-value coding (Cocoa bindings): its body is read.
                    expectingBody = false
                case .struct, .enum, .protocol, .actor:
                    expectingBody = true
                    isTypeBody = true
                    bracketDepth = 0
                default:
                    if expectingBody, bracketDepth == 0, token.word.endsPendingFunctionSignature { expectingBody = false }
                }
            case .punctuation where expectingBody:
                switch token.punctuation {
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    bracketDepth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    bracketDepth = max(0, bracketDepth - 1)
                case UInt8(ascii: "{") where bracketDepth == 0:
                    expectingBody = false
                    if let close = lexer.skipBody(keepingClasses: isTypeBody) {
                        tokens.append(close)
                        if !isTypeBody, let name = functionName { skippedFunctions.append(name) }
                    }
                case UInt8(ascii: "}") where bracketDepth == 0, UInt8(ascii: ";") where bracketDepth == 0:
                    expectingBody = false
                default:
                    break
                }
            case .directive:
                expectingBody = false
            default:
                break
            }
        }
        return (tokens, lexer.directiveComments, skippedFunctions)
    }

    /// Whether the last token (a declaration keyword) follows `@objc` among its attributes and modifiers.
    static func followsObjCAttribute(_ tokens: [SwiftToken]) -> Bool {
        var position = tokens.count - 2
        while position >= 0, position >= tokens.count - 10 {
            let token = tokens[position]
            if token.kind == .attribute, token.word == .objc { return true }
            guard token.kind == .attribute || token.kind == .identifier || token.isPunctuation("(") || token.isPunctuation(")") else { return false }
            position -= 1
        }
        return false
    }

    /// Reads a body whose `{` was just read, through its `}`, without making tokens, and returns the
    /// `}`. Returns nil, with the lexer back where it was, when the body must be read token by token: it
    /// holds a word that matters in function bodies (or, `keepingClasses`, a `class`, `extension` or `typealias`), a
    /// `#if` block (whose branches may open and close braces unevenly), or no closing `}`.
    ///
    /// One pass over the bytes: it stops only at those that can change the nesting (`{`, `}`, and the
    /// starts of strings, comments and `#` directives), at line ends, and at the byte pairs that may belong
    /// to a word of `BodyScanTable` (inside longer names too), then compares the whole word; strings and
    /// comments are skipped as the lexer skips them, so words inside them do not count.
    mutating func skipBody(keepingClasses: Bool) -> SwiftToken? {
        let saved = (position: position, line: line, lineStart: lineStart, newlineBefore: newlineBefore, comments: directiveComments.count)
        // `self.` throughout: the locals `line` and `lineStart` declared below would otherwise be the ones
        // assigned (a nested function may capture a local declared after it), and the lexer would resume
        // with the line count of wherever the body scan handed over last (a string or a comment).
        func giveUp() -> SwiftToken? {
            self.position = saved.position
            self.line = saved.line
            self.lineStart = saved.lineStart
            self.newlineBefore = saved.newlineBefore
            directiveComments.removeSubrange(saved.comments...)
            return nil
        }
        let bodyStart = position
        // Locals, not the lexer's properties, in the loop: stores through `self` would be made on every byte.
        let bytes = self.bytes
        var line = self.line
        var lineStart = self.lineStart
        var depth = 1
        var cursor = position
        /// Lets a lexer method (strings, block comments) run from `cursor`, and takes up where it stopped.
        func handOver(_ read: (inout SwiftLexer) -> Void) {
            self.position = cursor
            self.line = line
            self.lineStart = lineStart
            read(&self)
            cursor = self.position
            line = self.line
            lineStart = self.lineStart
        }
        let table = BodyScanTable.shared
        // `bodyStart` follows the `{`, so every pair the table is asked about lies inside the bytes.
        while true {
            cursor = table.nextStop(in: bytes, from: cursor)
            guard cursor < bytes.count else { break }
            let byte = bytes[cursor]
            guard BodyScanTable.isStructural(byte) else {
                if BodyScanTable.endsWord(at: cursor, in: bytes, keepingClasses: keepingClasses) { return giveUp() }
                cursor += 1
                continue
            }
            switch byte {
            case 0x0A:
                cursor += 1
                line += 1
                lineStart = cursor
            case UInt8(ascii: "{"):
                depth += 1
                cursor += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth > 0 { cursor += 1; continue }
                var before = cursor
                while before > bodyStart, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 || bytes[before - 1] == 0x0D { before -= 1 }
                let token = SwiftToken(kind: .punctuation, punctuation: byte, text: cursor..<(cursor + 1), line: line,
                                       column: cursor - lineStart + 1, newlineBefore: before > bodyStart && bytes[before - 1] == 0x0A)
                self.position = cursor + 1
                self.line = line
                self.lineStart = lineStart
                self.newlineBefore = false
                return token
            case UInt8(ascii: "\""):
                handOver { _ = $0.readString(hashes: 0) }
            case UInt8(ascii: "/"):
                guard cursor + 1 < bytes.count else { cursor += 1; continue }
                if bytes[cursor + 1] == UInt8(ascii: "/") {
                    let start = cursor
                    cursor = Self.lineEnd(in: bytes, from: cursor)
                    if SourceComment.isDirective(bytes, from: start + 2, to: cursor) {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<cursor]), as: UTF8.self)
                        directiveComments.append((line, start - lineStart + 1, text))
                    }
                } else if bytes[cursor + 1] == UInt8(ascii: "*") {
                    handOver { $0.skipBlockComment() }
                } else {
                    // A regex literal holds no line end; an operator is one byte.
                    cursor = Self.regexLiteralEnd(in: bytes, slash: cursor, hashes: 0) ?? cursor + 1
                }
            default: // `#`
                var hashes = 0
                while cursor + hashes < bytes.count, bytes[cursor + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if cursor + hashes < bytes.count, bytes[cursor + hashes] == UInt8(ascii: "\"") {
                    cursor += hashes
                    handOver { _ = $0.readString(hashes: hashes) }
                } else if cursor + hashes < bytes.count, bytes[cursor + hashes] == UInt8(ascii: "/"),
                          let end = Self.regexLiteralEnd(in: bytes, slash: cursor + hashes, hashes: hashes) {
                    while cursor < end {
                        if bytes[cursor] == 0x0A { line += 1; lineStart = cursor + 1 }
                        cursor += 1
                    }
                } else if hashes == 1, cursor + 1 < bytes.count, isIdentifierStart(bytes[cursor + 1]) {
                    var end = cursor + 1
                    while end < bytes.count, isIdentifierCharacter(bytes[end]) { end += 1 }
                    switch words.word(UnsafeBufferPointer(rebasing: bytes[(cursor + 1)..<end])) {
                    case .if, .elseif, .else, .endif: return giveUp()
                    default: break
                    }
                    cursor = end
                } else {
                    cursor += hashes
                }
            }
        }
        return giveUp()
    }

    mutating func next() -> SwiftToken? {
        // Most tokens follow nothing or a single space: only line ends, indentation and comments need the
        // call (skipTrivia returns at once at any other byte).
        if position < bytes.count, bytes[position] == 0x20 { position += 1 }
        if position < bytes.count, bytes[position] <= 0x20 || bytes[position] == UInt8(ascii: "/") { skipTrivia() }
        guard position < bytes.count else { return nil }
        let startLine = line, startColumn = position - lineStart + 1
        let hadNewline = newlineBefore
        newlineBefore = false
        let byte = bytes[position]
        func token(_ kind: SwiftToken.Kind, _ text: Range<Int>, escaped: Bool = false) -> SwiftToken {
            let word = kind == .identifier || kind == .attribute || kind == .directive
                ? words.word(UnsafeBufferPointer(rebasing: bytes[text])) : .other
            return SwiftToken(kind: kind, word: word, text: text, line: startLine, column: startColumn, newlineBefore: hadNewline, isEscaped: escaped)
        }
        if isIdentifierStart(byte) {
            return token(.identifier, readIdentifier())
        }
        if byte == UInt8(ascii: "`") {
            position += 1
            let name = readIdentifier()
            if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
            return token(.identifier, name, escaped: true)
        }
        if byte == UInt8(ascii: "@"), position + 1 < bytes.count, isIdentifierStart(bytes[position + 1]) {
            position += 1
            return token(.attribute, readIdentifier())
        }
        if byte == UInt8(ascii: "#") {
            var hashes = 0
            while position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
            if position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "\"") {
                position += hashes
                return token(.string, readString(hashes: hashes))
            }
            if position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "/"),
               let end = Self.regexLiteralEnd(in: bytes, slash: position + hashes, hashes: hashes) {
                let content = (position + hashes + 1)..<(end - 1 - hashes)
                while position < end { advanceOne() }
                return token(.string, content)
            }
            if position + 1 < bytes.count, isIdentifierStart(bytes[position + 1]) {
                position += 1
                return token(.directive, readIdentifier())
            }
        }
        if byte == UInt8(ascii: "\"") {
            return token(.string, readString(hashes: 0))
        }
        if isDigit(byte) {
            let start = position
            while position < bytes.count, isIdentifierCharacter(bytes[position]) || (bytes[position] == UInt8(ascii: ".") && position + 1 < bytes.count && isDigit(bytes[position + 1])) {
                position += 1
            }
            return token(.number, start..<position)
        }
        if byte == UInt8(ascii: "/"), let end = Self.regexLiteralEnd(in: bytes, slash: position, hashes: 0) {
            let start = position
            position = end
            return token(.string, (start + 1)..<(end - 1))
        }
        let start = position
        position += 1
        if byte >= 0x80 {
            // A stray non-ASCII operator or symbol: skip its continuation bytes.
            while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
        }
        return SwiftToken(kind: .punctuation, punctuation: byte < 0x80 ? byte : UInt8(ascii: "?"), text: start..<position,
                          line: startLine, column: startColumn, newlineBefore: hadNewline)
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        // A local cursor and buffer: the loops below run over every byte of indentation and comments.
        let bytes = self.bytes
        var cursor = position
        defer { position = cursor }
        while cursor < bytes.count {
            let byte = bytes[cursor]
            // Most tokens start above `/`, the highest byte trivia can start with.
            if byte > UInt8(ascii: "/") { return }
            switch byte {
            case 0x0A:
                cursor += 1; line += 1; lineStart = cursor; newlineBefore = true
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                cursor += 1
                // Indentation: a run of spaces in a tighter loop.
                while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            case UInt8(ascii: "/") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "/"):
                let start = cursor
                cursor = Self.lineEnd(in: bytes, from: cursor)
                if SourceComment.isDirective(bytes, from: start + 2, to: cursor) {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 2)..<cursor]), as: UTF8.self)
                    directiveComments.append((line, start - lineStart + 1, text))
                }
            case UInt8(ascii: "/") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "*"):
                position = cursor
                skipBlockComment()
                cursor = position
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                depth += 1; position += 2
            } else if bytes[position] == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                depth -= 1; position += 2
                if depth == 0 { return }
            } else {
                advanceOne()
            }
        }
    }

    // MARK: - Literals

    /// Reads a string literal starting at its opening quote(s), after `hashes` leading `#`s, and
    /// returns the range of its contents. Interpolations are skipped with their nesting, so quotes
    /// inside them do not end the literal.
    private mutating func readString(hashes: Int) -> Range<Int> {
        let multiline = position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        let contentStart = position
        let bytes = self.bytes
        while position < bytes.count {
            // Runs of plain text in a tight loop: only `\`, `"` and line ends need a look. Eight bytes at a
            // time while none of them is one of these, then byte by byte.
            var cursor = Self.firstStringStop(in: bytes, from: position)
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\\"), bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != 0x0A { cursor &+= 1 }
            position = cursor
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: position + 1) {
                position += 1 + hashes
                if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if position < bytes.count {
                    advanceOne()
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quoteCount = multiline ? 3 : 1
                if closes(quoteCount: quoteCount, hashes: hashes) {
                    let content = contentStart..<position
                    position += quoteCount + hashes
                    return content
                }
            }
            if byte == 0x0A && !multiline {
                // An unterminated single-line literal ends at the line end.
                return contentStart..<position
            }
            advanceOne()
        }
        return contentStart..<position
    }

    /// A position at or before the first `\`, `"` or line feed at or after `start` (or the end): whole
    /// eight-byte words are passed over while none of their bytes is one of the three (the "has a zero
    /// byte" test of each word XORed with the byte repeated, which never misses one).
    @inline(__always)
    static func firstStringStop(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word }
        var cursor = start
        while cursor &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            let stops = zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x0A))
            if stops & highs != 0 { return cursor }
            cursor &+= 8
        }
        return cursor
    }

    private mutating func skipInterpolation() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "(") { depth += 1; position += 1; continue }
            if byte == UInt8(ascii: ")") {
                depth -= 1; position += 1
                if depth == 0 { return }
                continue
            }
            if byte == UInt8(ascii: "\"") { _ = readString(hashes: 0); continue }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") { skipBlockComment(); continue }
            advanceOne()
        }
    }

    private func hashesFollow(_ hashes: Int, at index: Int) -> Bool {
        guard index + hashes <= bytes.count else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    private func closes(quoteCount: Int, hashes: Int) -> Bool {
        guard position + quoteCount + hashes <= bytes.count else { return false }
        for offset in 0..<quoteCount where bytes[position + offset] != UInt8(ascii: "\"") { return false }
        return hashesFollow(hashes, at: position + quoteCount)
    }

    // MARK: - Regex literals

    /// The end (past the closing delimiter) of the regex literal whose opening `/` is at `slash`, after `hashes`
    /// `#`s (`#/…/#`), or nil when the `/` is not one (an operator). Read whole, so that the quotes, braces and
    /// `//` a pattern may hold mean nothing to the lexer.
    ///
    /// `#/…/#` ends at the first `/#` (with as many `#`s); it spans lines only when a line end follows `#/`. A
    /// bare `/…/` (Swift 5.7) is told from division as the compiler does, from the bytes around it: it stands
    /// where an expression starts (after an opening bracket, `,`, `:`, `=`, an operator, a line start, or
    /// `return`, `case`, …, but not after a name, a literal or a closing bracket), neither starts nor ends with
    /// a space, and closes on the same line.
    static func regexLiteralEnd(in bytes: UnsafeBufferPointer<UInt8>, slash: Int, hashes: Int) -> Int? {
        var cursor = slash + 1
        guard cursor < bytes.count else { return nil }
        if hashes > 0 {
            let multiline = bytes[cursor] == 0x0A || bytes[cursor] == 0x0D
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\\") { cursor += 2; continue }
                if byte == 0x0A, !multiline { return nil }
                if byte == UInt8(ascii: "/") {
                    var closing = 0
                    while closing < hashes, cursor + 1 + closing < bytes.count, bytes[cursor + 1 + closing] == UInt8(ascii: "#") { closing += 1 }
                    if closing == hashes { return cursor + 1 + hashes }
                }
                cursor += 1
            }
            return nil
        }
        switch bytes[cursor] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "="): return nil
        default: break
        }
        guard expressionCanStart(before: slash, in: bytes) else { return nil }
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"):
                cursor += 2
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "/"):
                let last = bytes[cursor - 1]
                return last == 0x20 || last == 0x09 ? nil : cursor + 1
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// Whether an expression may start at `position`: what comes before it (spaces aside) is a line start, an
    /// opening bracket, a separator or an operator, or a keyword that an expression follows.
    private static func expressionCanStart(before position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var cursor = position - 1
        while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
        guard cursor >= 0 else { return true }
        let byte = bytes[cursor]
        switch byte {
        case 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
             UInt8(ascii: "%"):
            return true
        default:
            break
        }
        guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else { return false }
        var start = cursor
        while start > 0, bytes[start - 1] >= UInt8(ascii: "a"), bytes[start - 1] <= UInt8(ascii: "z") { start -= 1 }
        if start > 0, ByteClasses.shared.table[Int(bytes[start - 1])] & ByteClasses.identifierCharacter != 0 { return false }
        let word = UnsafeBufferPointer(rebasing: bytes[start...cursor])
        for keyword: StaticString in ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "else", "throw"]
            where UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount).elementsEqual(word) {
            return true
        }
        return false
    }

    // MARK: - Helpers

    /// The position of the first line feed at or after `start`, or `bytes.count`: `memchr` reads many
    /// bytes at a time, and comments run to their line end.
    static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private mutating func advanceOne() {
        if bytes[position] == 0x0A { line += 1; lineStart = position + 1 }
        position += 1
    }

    private mutating func readIdentifier() -> Range<Int> {
        // Locals: the loop then keeps the buffer and the table in registers.
        let bytes = self.bytes
        let classes = byteClasses
        let start = position
        var cursor = position
        while cursor < bytes.count, classes[Int(bytes[cursor])] & ByteClasses.identifierCharacter != 0 { cursor &+= 1 }
        position = cursor
        return start..<cursor
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, `_`, `$`, and the lead byte of any non-ASCII character.
    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        byteClasses[Int(byte)] & ByteClasses.identifierStart != 0
    }

    /// Letters, digits, `_`, `$`, and any byte of a non-ASCII character.
    private func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        byteClasses[Int(byte)] & ByteClasses.identifierCharacter != 0
    }
}

/// What the lexer needs to know of each byte value, one table load instead of a chain of ranges:
/// identifiers are most of the bytes it reads outside skipped bodies.
final class ByteClasses: @unchecked Sendable {
    static let shared = ByteClasses()
    /// Letters, digits, `_`, `$`, and any byte of a non-ASCII character.
    static let identifierCharacter: UInt8 = 1
    /// Letters, `_`, `$`, and the lead byte of a non-ASCII character.
    static let identifierStart: UInt8 = 2

    /// 256 entries (a `PermanentTable`).
    let table = PermanentTable.byteClasses { byte in
        let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        let isDigit = byte >= 0x30 && byte <= 0x39
        var classes: UInt8 = 0
        if isLetter || isDigit || byte >= 0x80 { classes |= ByteClasses.identifierCharacter }
        if isLetter || byte >= 0xC0 { classes |= ByteClasses.identifierStart }
        return classes
    }

    private init() {}
}

/// What `SwiftLexer.skipBody` stops at: a bit per pair of bytes (the previous byte and the current
/// one), set for every pair ending in a structural byte and for the rarest pair of each word that
/// makes a body worth reading token by token; `endsWord` then compares the whole word.
final class BodyScanTable: @unchecked Sendable {
    static let shared = BodyScanTable()

    /// One byte per pair of bytes, indexed by the pair as a little-endian 16-bit load reads it (the earlier
    /// byte low): nonzero when the later byte is structural or ends the pair of a word. 64 KiB, a
    /// `PermanentTable`; the pairs of ASCII text touch about 12 KiB of it.
    private let stops: UnsafePointer<UInt8>

    /// `\n`, `"`, `#`, `/`, `{` and `}`: the bytes `skipBody` must look at.
    static let structuralBytes: [UInt8] = [0x0A, 0x22, 0x23, 0x2F, 0x7B, 0x7D]

    static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x0A, 0x22, 0x23, 0x2F, 0x7B, 0x7D: return true
        default: return false
        }
    }

    /// Each word, and the offset of its pair's second byte in it.
    private static let words: [(spelling: StaticString, pairEnd: Int, inTypeBodiesOnly: Bool)] = [
        ("Nib", 2, false), ("nib", 2, false),        // loadNibNamed, UINib, NSNib, nibName, windowNibName
        ("register", 3, false),                      // "gi"
        ("instantiate", 8, false),                   // "ia"; instantiateViewController too
        ("performSegue", 7, false),                  // "mS"
        ("Storyboard", 5, false),                    // "yb"; UIStoryboard, NSStoryboard
        ("class", 1, true),                          // "cl"
        ("extension", 2, true),                      // "xt"
        ("typealias", 7, true),                      // "ia", as `instantiate`
        ("Controller", 7, false),                    // "ll"; only `FooController()` / `FooController.init()`
        ("ValueTransformer", 10, false),             // "sf"; setValueTransformer, NSValueTransformerName
        ("dequeueReusable", 7, false),               // "eR"; dequeueReusableCell, …HeaderFooterView, …SupplementaryView
                                                     // (reuse-identifier-not-found; `dequeueReusableCell(…) as! T`: cast-mismatch)
        // Not `makeView`: every pair of it is common (`tableView` has "eV"); a `makeView(withIdentifier:owner:)` is read
        // when its body is read for another word.
    ]

    private init() {
        var stops = [UInt8](repeating: 0, count: 65_536)
        func set(previous: UInt8, byte: UInt8) { stops[Int(byte) << 8 | Int(previous)] = 1 }
        for structural in Self.structuralBytes {
            for previous in 0...UInt8.max { set(previous: previous, byte: structural) }
        }
        for word in Self.words {
            word.spelling.withUTF8Buffer { set(previous: $0[word.pairEnd - 1], byte: $0[word.pairEnd]) }
        }
        self.stops = PermanentTable.copy(stops)
    }

    /// The first position at or after `start` whose byte is structural or ends a word's pair (with the byte
    /// before it), or `bytes.count`. `start` must be at least 1. One 16-bit load and one table test per byte,
    /// four bytes per turn: this loop is where the lexer spends most of its time in skipped bodies.
    @inline(__always)
    func nextStop(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let end = bytes.count
        guard start < end, let base = bytes.baseAddress else { return end }
        let raw = UnsafeRawPointer(base)
        let stops = self.stops
        @inline(__always) func stopsAt(_ position: Int) -> Bool {
            stops[Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: position &- 1, as: UInt16.self)))] != 0
        }
        var position = start
        while position &+ 4 <= end {
            if stopsAt(position) { return position }
            if stopsAt(position &+ 1) { return position &+ 1 }
            if stopsAt(position &+ 2) { return position &+ 2 }
            if stopsAt(position &+ 3) { return position &+ 3 }
            position &+= 4
        }
        while position < end {
            if stopsAt(position) { return position }
            position &+= 1
        }
        return end
    }

    /// Whether the byte at `cursor` ends the pair of one of the words, spelled out around it.
    /// `Controller` at `start` ends a name that starts uppercase (or non-ASCII) and is called, as the Swift
    /// scanner's `detectControllerCreation` looks for: `(` or `.init` follows.
    private static func isControllerCreation(startingAt start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var nameStart = start
        while nameStart > 0, bytes[nameStart - 1] >= 0x80 || bytes[nameStart - 1] == UInt8(ascii: "_")
                || (bytes[nameStart - 1] | 0x20 >= 0x61 && bytes[nameStart - 1] | 0x20 <= 0x7A) || (bytes[nameStart - 1] >= 0x30 && bytes[nameStart - 1] <= 0x39) {
            nameStart -= 1
        }
        let first = bytes[nameStart]
        guard first >= 0x80 || (first >= 0x41 && first <= 0x5A) else { return false }
        var next = start + length
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard next < bytes.count else { return false }
        if bytes[next] == UInt8(ascii: "(") { return true }
        let initCall: StaticString = ".init"
        guard bytes[next] == UInt8(ascii: "."), next + initCall.utf8CodeUnitCount <= bytes.count else { return false }
        return UnsafeBufferPointer(start: initCall.utf8Start, count: initCall.utf8CodeUnitCount)
            .elementsEqual(bytes[next..<(next + initCall.utf8CodeUnitCount)])
    }

    static func endsWord(at cursor: Int, in bytes: UnsafeBufferPointer<UInt8>, keepingClasses: Bool) -> Bool {
        for word in words where keepingClasses || !word.inTypeBodiesOnly {
            let matches = word.spelling.withUTF8Buffer { spelling -> Bool in
                let start = cursor - word.pairEnd
                guard start >= 0, start + spelling.count <= bytes.count, bytes[cursor] == spelling[word.pairEnd] else { return false }
                for offset in 0..<spelling.count where bytes[start + offset] != spelling[offset] { return false }
                return spelling[0] != UInt8(ascii: "C") || isControllerCreation(startingAt: start, length: spelling.count, in: bytes)
            }
            if matches { return true }
        }
        return false
    }
}
