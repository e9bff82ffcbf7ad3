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
/// builds strings only for what ends up in the facts (`SwiftDeclarationParser.text(of:)`).
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
    case IBOutlet, IBAction, IBSegueAction, IBInspectable, GKInspectable, objc, objcMembers, NSManaged, nonobjc
    // Expressions and nib-loading code
    case selfValue, superValue, nilValue, stringType, instantiate, loadNibNamed, UINib, NSNib, register
    case nibName, windowNibName, instantiateViewController, performSegue
    case UIStoryboard, NSStoryboard, instantiateInitialViewController, instantiateInitialController
    case instantiateController, destination, destinationController
    case setValueTransformer, NSValueTransformerName
    case dequeueReusableCell, dequeueReusableHeaderFooterView, dequeueReusableSupplementaryView, makeView
    case UIImage, NSImage, imageLiteral, objectSetClass
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
        case .nonobjc: "nonobjc"
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
        case .UIImage: "UIImage"
        case .NSImage: "NSImage"
        case .imageLiteral: "imageLiteral"
        case .objectSetClass: "object_setClass"
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
        precondition(SwiftWord.nonobjc.rawValue < 64 && SwiftWord.indirect.rawValue < 64, "SwiftWordSet holds the attributes and modifiers")
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
