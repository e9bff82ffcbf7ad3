import Foundation

/// The one place where Objective-C's conditional directives (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`) are
/// read: it turns the lexer's tokens into the directive-free stream the declaration parser reads, so that no part of
/// the parser (class headers, protocol lists, instance variable blocks, property attributes and types, method lists)
/// ever meets a directive.
///
/// Each `#if` block is read in one of three ways, decided from its branches alone:
/// - **Transparent** when one branch can be compiled (`#ifndef LITE … #endif`, or every other branch is dead): its tokens
///   are read in place, so `<NSComboBoxDataSource #ifndef LITE , QLPreviewPanelDataSource #endif>` is one protocol list
///   of two protocols and an instance variable block with a directive inside keeps all its variables.
/// - **Alternatives** when several branches can be compiled and the block stands between declarations or statements:
///   every branch is read (the union of their declarations), each from the parser state the block started in
///   (`branchPoints`), so branches that open a declaration or a brace differently (`@interface A : UIView` /
///   `@interface A : NSView`, `if (a) {` / `if (b) {`) stay balanced.
/// - **Fragments** when several branches can be compiled inside one declaration (`@interface A : #if X UIView #else NSView
///   #endif`, a property's type): a declaration is read one way, with the first branch; in a comma-separated list
///   (`<A #if X , B #else , C #endif>`) every branch's names are kept.
///
/// A branch no platform compiles (`#if 0`, the `#else` of `#if 1`) is dropped, as the compiler drops it; so is one the
/// file's own macros decide (`#define DEBUG 0` … `#if DEBUG`, `#ifdef DEBUG`), when the definition is made on every path
/// the compiler takes (not inside another `#if`, nor a default such as `#ifndef DEBUG #define DEBUG 0 #endif`, which a
/// build setting may override). Every token carries the platform condition of the branches it sits in
/// (`#if TARGET_OS_IPHONE`, see `CompilationCondition`), which the parser gives the declarations it reads there.
///
/// A block whose branches each start the same method and end inside its selector (`#if A - (void)f:(UIImage *)i #else
/// - (void)f:(NSImage *)i #endif g:(id)g;`) is one declaration: read with the first branch.
///
/// `#define`s, and the app headers `#import "X.h"` names (`ObjectiveCHeaderMacros`), give the macros expanded where
/// the parser reads names: see `ObjectiveCPreprocessor+Macros.swift`.
struct ObjectiveCPreprocessor {
    /// Where the parser saves its state (`isStart`, the first token of an alternatives block) and where it goes back to
    /// it (the first token of each later branch).
    struct BranchPoint {
        var token: Int
        var block: Int
        var isStart: Bool
    }

    struct Output {
        var tokens: [ObjCToken]
        /// The conditions the tokens' `condition` numbers name; number 0 is no condition.
        var conditions: [CompilationCondition?]
        /// In token order.
        var branchPoints: [BranchPoint]
        /// The file's bytes, then the text of macro expansions (their tokens are read there).
        var bytes: [UInt8]
    }

    /// One `#if` block: the index of each of its directives (`#if`, `#elif`..., `#else`, and `#endif` when present).
    private struct Block {
        var directives: [Int]
    }

    /// The file's bytes (a header's directive lines), and what is read from them alone.
    private let text: DirectiveText
    /// The lexer's tokens, directives included. The output is written over them, in place: it is a subsequence of them in
    /// the same order (`written` tokens so far, never past the one being read), so no second array is made.
    private var raw: [ObjCToken]
    private var written = 0
    private var output = Output(tokens: [], conditions: [nil], branchPoints: [], bytes: [])
    /// The block of each directive token, by raw index.
    private var blockOfDirective: [Int: Int] = [:]
    private var blocks: [Block] = []
    /// The index of each directive token in `raw`.
    private let directives: [Int]
    /// The file's `#define`s so far.
    private var macros: MacroTable = [:]
    /// The object-like macros defined on every path the compiler takes, each with its `#define` token: what `#if` reads
    /// (the replacement is read from the definition's line when a condition asks for it, which few do).
    private var certainValues: [String: ObjCToken] = [:]
    /// Whether `#define`s go to `macros` (a file, a header whose macros a file uses) or only their names to
    /// `definedNames` (a header read for its imports and the names it may define: `outline(ofHeader:)`).
    private var readsMacros = true
    private var definedNames = MacroNames()
    /// Whether the directives being read are on every path the compiler takes.
    private var certain = true
    /// The names of the `#ifndef NAME` blocks being read (a header guard, or a default: `#ifndef DEBUG #define DEBUG 0`).
    private var guardNames: [String] = []
    /// The `#import "X.h"` / `#include "X.h"` names, in order.
    private var imports: [String] = []

    /// `headers`: where the app headers the file imports are read from (their macros are used after the file's own).
    static func run(bytes: [UInt8], path: String = "", headers: ObjectiveCHeaderMacros? = nil) -> Output {
        // The preprocessor holds the only reference to the tokens, so that writing over them copies nothing.
        let (tokens, directives) = ObjectiveCLexer.tokenizeNotingDirectives(bytes)
        var preprocessor = ObjectiveCPreprocessor(bytes: bytes, raw: tokens, directives: directives)
        guard !directives.isEmpty else {
            return Output(tokens: preprocessor.takeTokens(), conditions: [nil], branchPoints: [], bytes: bytes)
        }
        preprocessor.matchBlocks()
        if preprocessor.blocks.isEmpty {
            // Definitions and imports only (most files): read in order, then their tokens dropped.
            for position in directives { preprocessor.readDefinitionOrImport(preprocessor.raw[position], conditions: []) }
            preprocessor.raw.removeAll { $0.kind == .directive }
        } else {
            preprocessor.emit(from: 0, to: preprocessor.raw.count, conditions: [])
            preprocessor.raw.removeSubrange(preprocessor.written...)
        }
        preprocessor.output.tokens = preprocessor.takeTokens()
        preprocessor.output.bytes = bytes
        var imported = ObjectiveCHeaderMacros.Imported()
        if let headers, !preprocessor.imports.isEmpty { imported = headers.macros(importedBy: preprocessor.imports, from: path) }
        return expandingMacros(preprocessor.output, bytes: bytes, own: preprocessor.macros, imported: imported)
    }

    /// A header's directive lines (with their continuation lines), each ending in a newline: all of the header that
    /// `definitions(inHeader:)` and `outline(ofHeader:)` read.
    static func directiveLines(ofHeader bytes: [UInt8]) -> [UInt8] {
        var lines: [UInt8] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var lineStart = 0
            var inDirective = false
            while lineStart < buffer.count {
                let lineEnd = memchr(base + lineStart, 0x0A, buffer.count - lineStart).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? buffer.count
                var first = lineStart
                while first < lineEnd, buffer[first] == 0x20 || buffer[first] == 0x09 { first += 1 }
                if inDirective || (first < lineEnd && buffer[first] == UInt8(ascii: "#")) {
                    lines.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd]))
                    lines.append(0x0A)
                    var last = lineEnd
                    while last > lineStart, buffer[last - 1] == 0x0D || buffer[last - 1] == 0x20 || buffer[last - 1] == 0x09 { last -= 1 }
                    inDirective = last > lineStart && buffer[last - 1] == UInt8(ascii: "\\")
                }
                lineStart = lineEnd + 1
            }
        }
        return lines
    }

    /// A header's macros (with the platform conditions they are defined under) and the names it imports, read from its
    /// directive lines (`directiveLines(ofHeader:)`).
    static func definitions(inHeader lines: [UInt8]) -> (macros: MacroTable, imports: [String]) {
        let preprocessor = readingHeader(lines, readsMacros: true)
        return (preprocessor.macros, preprocessor.imports)
    }

    /// The names a header imports and the names its `#define`s may give macros (every definition the compiler reads,
    /// not only those `definitions(inHeader:)` keeps), without reading the definitions: the imports are the same, the
    /// names a cover of the macros', so that a file none of whose names is among them needs no more of the header.
    static func outline(ofHeader lines: [UInt8]) -> (names: MacroNames, imports: [String]) {
        if let names = namesWithoutImports(inHeader: lines) { return (names, []) }
        let preprocessor = readingHeader(lines, readsMacros: false)
        return (preprocessor.definedNames, preprocessor.imports)
    }

    /// The names a header's `#define`s may give macros when it imports no `"X.h"` (nil when it may), read from the
    /// bytes alone: every `#` followed by `define` or by `import` / `include` is read as the lexer would read a
    /// directive there (the directives of dead branches and of lines the lexer reads otherwise too: a cover), with no
    /// tokens, blocks or conditions. Most headers import nothing of the app.
    private static func namesWithoutImports(inHeader lines: [UInt8]) -> MacroNames? {
        let text = DirectiveText(bytes: lines)
        var names = MacroNames()
        var position = 0
        while let hash = lines[position...].firstIndex(of: UInt8(ascii: "#")) {
            var start = hash + 1
            while start < lines.count, lines[start] == 0x20 || lines[start] == 0x09 { start += 1 }
            var end = start
            while end < lines.count, ObjectiveCLexer.isIdentifierCharacter(lines[end]) { end += 1 }
            position = end
            let word = lines[start..<end]
            if word.elementsEqual("define".utf8) {
                guard let (defined, isFunctionLike, rest) = definedName(text.directiveLine(from: end)) else { continue }
                if isFunctionLike || rest.map({ mayBeExpandable($0, isGuard: false) }) ?? true {
                    names.insert(defined, isFunctionLike: isFunctionLike)
                }
            } else if word.elementsEqual("import".utf8) || word.elementsEqual("include".utf8) {
                // As `readDefinitionOrImport` tells an app header's import.
                let line = text.directiveLine(from: end)
                if let open = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), line[open] == UInt8(ascii: "\"") { return nil }
            }
        }
        return names
    }

    private static func readingHeader(_ lines: [UInt8], readsMacros: Bool) -> ObjectiveCPreprocessor {
        let (tokens, directives) = ObjectiveCLexer.tokenizeNotingDirectives(lines)
        var preprocessor = ObjectiveCPreprocessor(bytes: lines, raw: tokens, directives: directives)
        preprocessor.readsMacros = readsMacros
        preprocessor.matchBlocks()
        preprocessor.emit(from: 0, to: preprocessor.raw.count, conditions: [])
        return preprocessor
    }

    private init(bytes: [UInt8], raw: [ObjCToken], directives: [Int]) {
        self.text = DirectiveText(bytes: bytes)
        self.raw = raw
        self.directives = directives
    }

    private mutating func takeTokens() -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        swap(&tokens, &raw)
        return tokens
    }

    /// What a directive token is, told from its bytes (the lexer makes tokens of twelve names only): no string made.
    fileprivate enum Directive { case opening, branch, endif, define, undef, include }

    /// Pairs each `#if` with its `#elif`s, `#else` and `#endif`; an `#elif`/`#else`/`#endif` with no `#if` is ignored, and
    /// a block left open ends with the file.
    private mutating func matchBlocks() {
        var open: [Int] = []
        for position in directives {
            let token = raw[position]
            switch text.directive(token) {
            case .define, .undef, .include:
                continue
            case .opening:
                blocks.append(Block(directives: [position]))
                open.append(blocks.count - 1)
                blockOfDirective[position] = blocks.count - 1
            case .endif:
                guard let block = open.popLast() else { continue }
                blocks[block].directives.append(position)
                blockOfDirective[position] = block
            default:
                guard let block = open.last else { continue }
                blocks[block].directives.append(position)
                blockOfDirective[position] = block
            }
        }
    }

    /// Emits the tokens of `start..<end`, under `conditions` (the platform conditions of the enclosing branches).
    private mutating func emit(from start: Int, to end: Int, conditions: [CompilationCondition]) {
        let conditionNumber = number(of: conditions)
        var position = start
        while position < end {
            let token = raw[position]
            guard token.kind == .directive else {
                var copy = token
                copy.condition = conditionNumber
                raw[written] = copy
                written += 1
                position += 1
                continue
            }
            // A definition or import: read. A stray `#else` / `#endif`, or a directive of a block already handled: skipped.
            guard blockOfDirective[position] != nil else {
                readDefinitionOrImport(token, conditions: conditions)
                position += 1
                continue
            }
            guard let blockIndex = blockOfDirective[position], blocks[blockIndex].directives.first == position else {
                position += 1
                continue
            }
            let directives = blocks[blockIndex].directives
            let closed = text.directive(raw[directives[directives.count - 1]]) == .endif
            let blockEnd = closed ? directives[directives.count - 1] : raw.count
            emitBlock(blockIndex, directives: directives, end: blockEnd, conditions: conditions)
            position = closed ? blockEnd + 1 : raw.count
        }
    }

    private mutating func emitBlock(_ blockIndex: Int, directives: [Int], end: Int, conditions: [CompilationCondition]) {
        // The branches: the range after each directive up to the next one, with its platform condition.
        var branches: [(range: Range<Int>, condition: CompilationCondition?)] = []
        var earlier: CompilationCondition?   // what the earlier branches' conditions say, nil when they decide nothing
        var decided = false                  // an earlier branch holds on every platform: the rest are dead
        for (number, directive) in directives.enumerated() {
            let kind = text.blockDirective(raw[directive])
            if kind == .endif { break }
            let branchEnd = number + 1 < directives.count ? directives[number + 1] : end
            var own: CompilationCondition?
            switch kind {
            case .ifKeyword, .elif:
                own = text.readCondition(after: raw[directive], certainValues: certainValues)
            case .ifdef, .ifndef, .elifdef, .elifndef:
                if let tested = text.firstWord(after: raw[directive]), certainValues[tested] != nil {
                    own = .constant(kind == .ifdef || kind == .elifdef)
                }
            case .elseKeyword, .endif:
                break
            }
            let current = number == 0 ? own : CompilationCondition.conjunction(earlier.map { .not($0) }, own)
            if number == 0 { earlier = own } else if kind == .elseKeyword { earlier = nil } else { earlier = earlier.flatMap { lhs in own.map { .or(lhs, $0) } } }
            let dead = decided || own.map { Self.never($0) } == true
            if own.map({ Self.always($0) }) == true { decided = true }
            if !dead { branches.append(((directive + 1)..<branchEnd, current)) }
        }
        func under(_ condition: CompilationCondition?) -> [CompilationCondition] { condition.map { conditions + [$0] } ?? conditions }
        let wasCertain = certain, enclosingGuards = guardNames
        defer { certain = wasCertain; guardNames = enclosingGuards }
        guard branches.count > 1 else {
            if let only = branches.first {
                // Still on every path: `#if 1`, and the first branch of `#ifndef NAME` (a header guard; a definition of
                // NAME itself there is a default, not certain).
                let opening = text.blockDirective(raw[directives[0]])
                if only.range.lowerBound == directives[0] + 1, opening == .ifndef, let guarded = text.firstWord(after: raw[directives[0]]) {
                    guardNames.append(guarded)
                } else if !(only.condition.map { Self.always($0) } ?? false) {
                    certain = false
                }
                emit(from: only.range.lowerBound, to: only.range.upperBound, conditions: under(only.condition))
            }
            return
        }
        certain = false
        // (The shapes' copy of `raw` is gone before tokens are written over it.)
        let shape = BranchShapes(raw: raw, text: text, lastWritten: written > 0 ? raw[written - 1] : nil).shape(of: branches.map(\.range), blockEnd: end)
        switch shape {
        case .oneMethodStart:
            emit(from: branches[0].range.lowerBound, to: branches[0].range.upperBound, conditions: conditions)
            return
        case .angleGroups, .listFragment, .fragment:
            // Inside one declaration: a list keeps every branch's names, anything else is read with the first branch.
            // The first branch read for all of them stands for the block: its tokens carry the block's conditions, not
            // the branch's (a selector piece in `#if A a:(id)x #else a:(NSView *)x #endif` is no variant).
            if case .angleGroups(let groups) = shape {
                // `: NSObject #if A <P> #else <Q, P> #endif`: one list of every branch's protocols, `<P, Q, P>`.
                let blockCondition = number(of: conditions)
                for (index, group) in groups.enumerated() {
                    for position in group where !(position == group.upperBound - 1 && index < groups.count - 1) {
                        var copy = raw[position]
                        if position == group.lowerBound, index > 0 { copy.byte = UInt8(ascii: ",") }
                        copy.condition = blockCondition
                        raw[written] = copy
                        written += 1
                    }
                }
                return
            }
            let list = shape == .listFragment
            for branch in list ? branches : [branches[0]] {
                emit(from: branch.range.lowerBound, to: branch.range.upperBound, conditions: list ? under(branch.condition) : conditions)
            }
            return
        case .declarations:
            break
        }
        let blockStart = written
        output.branchPoints.append(BranchPoint(token: blockStart, block: blockIndex, isStart: true))
        for (number, branch) in branches.enumerated() {
            if number > 0, written > blockStart, Self.hasToken(raw[branch.range]) {
                output.branchPoints.append(BranchPoint(token: written, block: blockIndex, isStart: false))
            }
            emit(from: branch.range.lowerBound, to: branch.range.upperBound, conditions: under(branch.condition))
        }
    }

    /// `#define` (a macro of the file), `#undef`, `#import "X.h"` / `#include "X.h"` (an app header whose macros the file
    /// may use).
    private mutating func readDefinitionOrImport(_ token: ObjCToken, conditions: [CompilationCondition]) {
        let kind = text.directive(token)
        guard kind == .define || kind == .undef || kind == .include else { return }
        let line = text.directiveLine(after: token)
        switch kind {
        case .define:
            guard readsMacros else {
                // The name, when the definition may be kept below (a function-like macro, or one replaced by names).
                guard let (defined, isFunctionLike, rest) = Self.definedName(line) else { return }
                certainValues[defined] = certain && !guardNames.contains(defined) && !isFunctionLike ? token : nil
                if isFunctionLike || rest.map({ Self.mayBeExpandable($0, isGuard: guardNames.last == defined) }) ?? true {
                    definedNames.insert(defined, isFunctionLike: isFunctionLike)
                }
                return
            }
            guard let (defined, parsed) = Self.parseDefinition(line) else { return }
            var macro = parsed
            macro.condition = conditions.first.map { first in conditions.dropFirst().reduce(first) { .and($0, $1) } }
            let isCertain = certain && !guardNames.contains(defined)
            certainValues[defined] = isCertain && macro.parameters == nil ? token : nil
            // Kept for expansion: function-like macros and names (a header guard's empty `#define X_H` aside); a value
            // (`#define kLimit 10`) is for conditions only.
            let expandable = macro.parameters != nil || (macro.isNameLike && !(macro.body.isEmpty && guardNames.last == defined))
            if isCertain, !Self.interfaceBuilderWords.contains(defined) {
                macros[defined] = expandable ? [macro] : nil
            } else if expandable {
                Self.add(macro, named: defined, to: &macros)
            }
        case .undef:
            let tokens = ObjectiveCLexer.tokenize(line)
            if let first = tokens.first, first.kind == .identifier {
                let undefined = String(decoding: line[first.start..<first.end], as: UTF8.self)
                certainValues[undefined] = nil
                if certain { macros[undefined] = nil }
            }
        default:
            // `#import "X.h"` (not `<X/X.h>`).
            guard let open = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), line[open] == UInt8(ascii: "\""),
                  let close = line[(open + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { return }
            imports.append(String(decoding: line[(open + 1)..<close], as: UTF8.self))
        }
    }

    /// Whether `tokens` hold one that is no directive.
    private static func hasToken(_ tokens: ArraySlice<ObjCToken>) -> Bool {
        tokens.contains { $0.kind != .directive }
    }

    /// The number naming the conjunction of `conditions` in `output.conditions`.
    private mutating func number(of conditions: [CompilationCondition]) -> UInt32 {
        guard let first = conditions.first else { return 0 }
        let joined = conditions.dropFirst().reduce(first) { .and($0, $1) }
        output.conditions.append(joined)
        return UInt32(output.conditions.count - 1)
    }

    /// A condition false on every platform (`0`, `!1`, `0 && X`).
    private static func never(_ condition: CompilationCondition) -> Bool {
        BuildPlatform.allCases.allSatisfy { condition.holds(on: $0) == false }
    }

    /// A condition true on every platform (`1`, `TARGET_OS_MAC`).
    private static func always(_ condition: CompilationCondition) -> Bool {
        BuildPlatform.allCases.allSatisfy { condition.holds(on: $0) == true }
    }
}

/// A file's bytes (or a header's directive lines) and what the preprocessor reads from them alone: a directive's kind,
/// line, first word and condition. Apart from the preprocessor so that reading them never copies its state.
private struct DirectiveText {
    let bytes: [UInt8]

    /// What a directive token of a block is.
    enum BlockDirective { case ifKeyword, ifdef, ifndef, elif, elifdef, elifndef, elseKeyword, endif }

    /// Told from the bytes (the lexer makes tokens of twelve names only, eight of them a block's): no string made.
    func blockDirective(_ token: ObjCToken) -> BlockDirective {
        switch (bytes[token.start], token.end - token.start) {
        case (UInt8(ascii: "i"), 2): return .ifKeyword
        case (UInt8(ascii: "i"), 5): return .ifdef
        case (UInt8(ascii: "i"), _): return .ifndef
        case (_, 4): return bytes[token.start + 2] == UInt8(ascii: "i") ? .elif : .elseKeyword
        case (_, 5): return .endif
        case (_, 7): return .elifdef
        default: return .elifndef
        }
    }

    func name(_ token: ObjCToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    func directive(_ token: ObjCToken) -> ObjectiveCPreprocessor.Directive {
        let first = bytes[token.start], length = token.end - token.start
        switch first {
        case UInt8(ascii: "i"):
            if length == 2 || length == 5 { return .opening }                                     // if, ifdef
            if length == 6 { return bytes[token.start + 1] == UInt8(ascii: "f") ? .opening : .include }   // ifndef, import
            return .include                                                                      // include
        case UInt8(ascii: "e"): return length == 5 ? .endif : .branch                             // endif; else, elif…
        case UInt8(ascii: "d"): return .define
        default: return .undef
        }
    }

    /// The rest of a directive's line, backslash continuations joined.
    func directiveLine(after token: ObjCToken) -> [UInt8] {
        directiveLine(from: token.end)
    }

    /// The bytes from `start` to the end of its line, backslash continuations joined.
    func directiveLine(from start: Int) -> [UInt8] {
        let lineEnd = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        // Most lines have no backslash, so no continuation: one copy.
        if !bytes[start..<lineEnd].contains(UInt8(ascii: "\\")) { return Array(bytes[start..<lineEnd]) }
        var line: [UInt8] = []
        var position = start
        while position < bytes.count, bytes[position] != 0x0A {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == 0x0A || bytes[position + 1] == 0x0D {
                position += bytes[position + 1] == 0x0D && position + 2 < bytes.count && bytes[position + 2] == 0x0A ? 3 : 2
                line.append(0x20)
                continue
            }
            line.append(byte)
            position += 1
        }
        return line
    }

    /// The first name after a directive (`#ifdef NAME`).
    func firstWord(after token: ObjCToken) -> String? {
        var position = token.end
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        let start = position
        while position < bytes.count, ObjectiveCLexer.isIdentifierCharacter(bytes[position]) { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    /// The condition written after `#if` / `#elif`, up to the end of its line (backslash continuations followed,
    /// comments dropped); anything but the platform macros, `defined(…)`, `0`, `1`, `!`, `&&`, `||` and parentheses
    /// makes it undecided. `#ifdef` / `#ifndef` decide no platform: the `TARGET_OS_*` macros are defined (to 0 or 1) on
    /// every Apple platform, and a header guard is no platform.
    func readCondition(after token: ObjCToken, certainValues: [String: ObjCToken]) -> CompilationCondition {
        var words: [String] = []
        var position = token.end
        while position < bytes.count, bytes[position] != 0x0A {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == 0x0A || bytes[position + 1] == 0x0D {
                position += bytes[position + 1] == 0x0D && position + 2 < bytes.count && bytes[position + 2] == 0x0A ? 3 : 2
                continue
            }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") { break }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position += 2
                continue
            }
            if ObjectiveCLexer.isIdentifierCharacter(byte) {
                let start = position
                while position < bytes.count, ObjectiveCLexer.isIdentifierCharacter(bytes[position]) { position += 1 }
                words.append(String(decoding: bytes[start..<position], as: UTF8.self))
                continue
            }
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "|"), position + 1 < bytes.count, bytes[position + 1] == byte {
                words.append(byte == UInt8(ascii: "&") ? "&&" : "||")
                position += 2
                continue
            }
            if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                words.append(String(UnicodeScalar(byte)))
            } else if byte != 0x20, byte != 0x09, byte != 0x0D {
                return .undecided
            }
            position += 1
        }
        var known: [String: [String]] = [:]
        for word in words {
            if let definition = certainValues[word] { known[word] = ObjectiveCPreprocessor.parseDefinition(directiveLine(after: definition))?.macro.body ?? [] }
        }
        var reader = ObjCConditionReader(words: words, known: known)
        guard let condition = reader.disjunction(), reader.position == words.count else { return .undecided }
        return condition
    }
}

/// The shape of an `#if` block's live branches, told from the tokens (`raw`) and the last token written before it.
private struct BranchShapes {
    let raw: [ObjCToken]
    let text: DirectiveText
    let lastWritten: ObjCToken?

    /// How a block with several live branches is read (see `ObjectiveCPreprocessor`'s comment).
    enum Shape: Equatable {
        /// Each branch starts the same method: read with the first branch.
        case oneMethodStart
        /// Inside a declaration, each branch one `< … >` list: one list of them all.
        case angleGroups([Range<Int>])
        /// Inside a comma-separated list: every branch's names kept.
        case listFragment
        /// Inside a declaration: read with the first branch.
        case fragment
        /// Between declarations or statements: every branch read, each from the state the block started in.
        case declarations
    }

    func shape(of branches: [Range<Int>], blockEnd: Int) -> Shape {
        if isOneMethodStart(branches, blockEnd: blockEnd) { return .oneMethodStart }
        guard isFragment(branches) else { return .declarations }
        if let groups = angleGroups(branches) { return .angleGroups(groups) }
        return isListFragment(branches) ? .listFragment : .fragment
    }

    /// Branches that each start the same method (`-`/`+`, the same selector pieces) and stop inside it: no `;`, brace or
    /// `@` keyword, and the block followed by more of the selector, not by a declaration's end or another method.
    func isOneMethodStart(_ branches: [Range<Int>], blockEnd: Int) -> Bool {
        guard blockEnd + 1 < raw.count else { return false }
        let next = raw[blockEnd + 1]
        guard next.kind == .identifier || (next.kind == .punctuation && next.byte == UInt8(ascii: ":")) else { return false }
        var selector: [String]?
        for branch in branches {
            guard let first = branch.first, raw[first].kind == .punctuation,
                  raw[first].byte == UInt8(ascii: "-") || raw[first].byte == UInt8(ascii: "+") else { return false }
            var pieces: [String] = []
            var depth = 0
            for position in branch {
                let token = raw[position]
                if token.kind == .keyword || token.kind == .directive { return false }
                if token.kind == .punctuation {
                    switch token.byte {
                    case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): return false
                    case UInt8(ascii: "("): depth += 1
                    case UInt8(ascii: ")"): depth -= 1
                    default: break
                    }
                } else if token.kind == .identifier, depth == 0 {
                    let isPiece = position + 1 < branch.upperBound && raw[position + 1].kind == .punctuation && raw[position + 1].byte == UInt8(ascii: ":")
                    if isPiece || pieces.isEmpty { pieces.append(text.name(token) + (isPiece ? ":" : "")) }
                }
            }
            if let selector, selector != pieces { return false }
            selector = pieces
        }
        return true
    }

    /// Whether the block sits inside a declaration or statement (the token before it ends none) and each branch is a
    /// piece of one: balanced brackets, no `;`, brace, `@` keyword or directive.
    func isFragment(_ branches: [Range<Int>]) -> Bool {
        if let previous = lastWritten {
            if previous.kind == .keyword { return false }
            if previous.kind == .punctuation, [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(previous.byte) { return false }
        } else {
            return false
        }
        // Branches that each start a method at the start of a line (after `@implementation Name`) are declarations.
        if branches.allSatisfy({ branch in
            guard let first = branch.first else { return false }
            return raw[first].kind == .punctuation && raw[first].newlineBefore && (raw[first].byte == UInt8(ascii: "-") || raw[first].byte == UInt8(ascii: "+"))
        }) {
            return false
        }
        for branch in branches {
            var depth = 0
            for position in branch {
                let token = raw[position]
                if token.kind == .keyword || token.kind == .directive { return false }
                guard token.kind == .punctuation else { continue }
                switch token.byte {
                case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): return false
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                    depth -= 1
                    if depth < 0 { return false }
                default: break
                }
            }
            if depth != 0 { return false }
        }
        return true
    }

    /// The non-empty branches, when each is one `< … >` group (a protocol list per branch).
    func angleGroups(_ branches: [Range<Int>]) -> [Range<Int>]? {
        let groups = branches.filter { !$0.isEmpty }
        guard groups.count > 1 else { return nil }
        for group in groups {
            var depth = 0
            for position in group {
                let token = raw[position]
                guard token.kind == .punctuation else { if depth == 0 { return nil }; continue }
                if token.byte == UInt8(ascii: "<") { depth += 1 }
                if token.byte == UInt8(ascii: ">") { depth -= 1; if depth == 0, position != group.upperBound - 1 { return nil } }
                if depth == 0, token.byte != UInt8(ascii: ">") { return nil }
            }
            if depth != 0 { return nil }
        }
        return groups
    }

    /// A fragment in a comma-separated list: after `<` or `,`, or every branch starting or ending with a comma.
    func isListFragment(_ branches: [Range<Int>]) -> Bool {
        func isComma(_ token: ObjCToken) -> Bool { token.kind == .punctuation && token.byte == UInt8(ascii: ",") }
        if let previous = lastWritten, previous.kind == .punctuation, previous.byte == UInt8(ascii: "<") || isComma(previous) { return true }
        return branches.allSatisfy { $0.isEmpty || isComma(raw[$0.lowerBound]) || isComma(raw[$0.upperBound - 1]) }
    }
}

/// Recursive descent over the words of one Objective-C `#if` condition: `||` binds looser than `&&`, `!` tightest.
struct ObjCConditionReader {
    let words: [String]
    /// The file's macros defined on every path, with their replacement (`#define DEBUG 0`).
    var known: [String: [String]] = [:]
    var position = 0

    init(words: [String], known: [String: [String]] = [:]) {
        self.words = words
        self.known = known
    }

    mutating func disjunction() -> CompilationCondition? {
        guard var result = conjunction() else { return nil }
        while position < words.count, words[position] == "||" {
            position += 1
            guard let rhs = conjunction() else { return nil }
            result = .or(result, rhs)
        }
        return result
    }

    mutating func conjunction() -> CompilationCondition? {
        guard var result = unary() else { return nil }
        while position < words.count, words[position] == "&&" {
            position += 1
            guard let rhs = unary() else { return nil }
            result = .and(result, rhs)
        }
        return result
    }

    mutating func unary() -> CompilationCondition? {
        guard position < words.count else { return nil }
        let word = words[position]
        position += 1
        switch word {
        case "!":
            return unary().map { .not($0) }
        case "(":
            guard let inner = disjunction(), position < words.count, words[position] == ")" else { return nil }
            position += 1
            return inner
        case "defined":
            // `defined(X)` / `defined X`: whether a macro is defined decides no platform (the file's own definition aside).
            let tested: String
            if position < words.count, words[position] == "(" {
                guard position + 2 < words.count, words[position + 2] == ")" else { return nil }
                tested = words[position + 1]
                position += 3
            } else {
                guard position < words.count else { return nil }
                tested = words[position]
                position += 1
            }
            return known[tested] != nil ? .constant(true) : .undecided
        case "&&", "||", ")":
            return nil
        default:
            // `#define DEBUG 0` earlier in the file: its value.
            if let value = known[word], value.count == 1, let number = Int(value[0]) { return .constant(number != 0) }
            return Self.macro(word)
        }
    }

    /// What a macro of `TargetConditionals.h` says, in Swift's terms (Mac Catalyst is iOS, as `os(iOS)` holds there);
    /// `0` and `1` are constants; any other macro (`DEBUG`, `TARGET_OS_SIMULATOR`) is undecided.
    static func macro(_ name: String) -> CompilationCondition {
        switch name {
        case "0": return .constant(false)
        case "1": return .constant(true)
        case "TARGET_OS_IOS": return .os("iOS")
        case "TARGET_OS_OSX": return .os("macOS")
        case "TARGET_OS_TV": return .os("tvOS")
        case "TARGET_OS_WATCH": return .os("watchOS")
        case "TARGET_OS_VISION": return .os("visionOS")
        case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC": return .targetEnvironment("macCatalyst")
        // Every platform with UIKit's descendants: iOS, tvOS, watchOS, visionOS (and Mac Catalyst); not macOS.
        case "TARGET_OS_IPHONE", "TARGET_OS_EMBEDDED": return .not(.os("macOS"))
        // Every Apple platform.
        case "TARGET_OS_MAC": return .constant(true)
        default: return .undecided
        }
    }
}
