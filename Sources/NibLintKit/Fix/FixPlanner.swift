/// Decides the fix of a missing outlet or action, for the rules that report them (`OutletNotFoundRule`,
/// `ActionNotFoundRule`): the connection is renamed when exactly one declaration of the same kind is unconnected
/// and compatible (the obvious rename), and removed when there is no candidate at all. Anything ambiguous is left
/// alone, with the reason.
///
/// The rule passes the name its message suggests ("did you mean 'x'?"), so the fix never contradicts it: with a
/// suggestion, the connection is renamed to it when it is the one candidate, and otherwise left for a person with
/// the reason naming it; it is never removed.
///
/// No edit is made when the evidence may be niblint's own failure (`doubt`): the class matches few of the nib's
/// connections to it (its declaration was likely not read fully), a source file could not be read, or a legacy nib
/// bundle niblint cannot read describes the class.
struct FixPlanner {
    /// The unit's shared analyses: which outlets and actions the nibs connect is read from them on the first fix
    /// that needs it (most runs have none).
    let analyses: UnitAnalyses
    /// The unit's files that yielded no model (unreadable sources, legacy nib bundles).
    let fileProblems: [FileProblem]
    var index: ProjectIndex { analyses.index }

    init(analyses: UnitAnalyses, fileProblems: [FileProblem] = []) {
        self.analyses = analyses
        self.fileProblems = fileProblems
    }

    /// The least number of broken connections to one class in a nib that, with fewer matched than broken, reads
    /// as niblint's failure to read the class rather than as renamed members.
    static let doubtfulBrokenCount = 3

    /// Why the evidence that `className` lacks `member` is not safe to edit on; nil when it is.
    func doubt(about className: String, member: String, isAction: Bool, document: NibDocument) -> String? {
        let unreadable = fileProblems.filter { ($0.kind == .unreadable || $0.kind == .encrypted) && Self.isSource($0.location.file) }.map(\.location.file)
        if !unreadable.isEmpty {
            return "niblint could not read \(Self.fileList(unreadable)), which may declare '\(member)' of \(className); fix the file's reading, or check it in Interface Builder"
        }
        if let nib = index.nibs.firstIndex(where: { $0.path == document.path }) {
            var matched = 0, broken = 0
            for (position, connection) in document.connections.enumerated() {
                let entry = analyses.connections.verdicts(nib: nib, connection: position)
                switch isAction ? entry.action : entry.outlet {
                case .missing(let missingClass, _):
                    if missingClass == className { broken += 1 }
                case .notExposed(let missingClass, _):
                    if missingClass == className { broken += 1 }
                case .verified:
                    let object = isAction ? document.destinationIndex(of: connection) : connection.source
                    if let object, index.className(of: document.objects[object], platform: document.platform) == className { matched += 1 }
                default: continue
                }
            }
            if broken >= Self.doubtfulBrokenCount, matched < broken {
                let kind = isAction ? "actions" : "outlets"
                let files = index.declaringFiles(of: [className])
                return "\(className) matches \(matched) of the \(matched + broken) \(kind) this nib connects to it, a sign niblint did not read "
                    + (files.isEmpty ? "its declaration" : "\(Self.fileList(files))") + " fully; check the class before editing the nib in Interface Builder"
            }
        }
        let legacy = fileProblems.filter { $0.kind == .unsupported && $0.location.file.hasSuffix(".nib") && Self.legacyNib($0.location.file, mentions: className) }
            .map(\.location.file)
        if !legacy.isEmpty {
            return "\(Self.fileList(legacy)), a legacy nib bundle niblint cannot read, describes \(className) and may declare '\(member)'; check it in Interface Builder"
        }
        return nil
    }

    /// Whether an Interface Builder 2/3 nib bundle (or a loose `designable.nib`) names `className` in its editable files.
    static func legacyNib(_ path: String, mentions className: String) -> Bool {
        let files = ["classes.nib", "designable.nib", "info.nib"].map { path + "/" + $0 } + [path]
        let needle = Array(className.utf8)
        return files.contains { file in
            guard case .success(let bytes) = InputFile(path: file, kind: .compiledNib).readBytes() else { return false }
            return Self.containsWord(bytes, needle)
        }
    }

    static func isSource(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), let kind = InputFileKind(pathExtension: String(path[path.index(after: dot)...])) else { return false }
        return kind == .swift || kind == .objectiveC
    }

    /// Whether `needle` occurs in `bytes` with no identifier character on either side.
    static func containsWord(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        func isIdentifier(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122) }
        var start = 0
        while start + needle.count <= bytes.count {
            guard let first = bytes[start...].firstIndex(of: needle[0]), first + needle.count <= bytes.count else { return false }
            if bytes[first..<(first + needle.count)].elementsEqual(needle),
               first == 0 || !isIdentifier(bytes[first - 1]), first + needle.count == bytes.count || !isIdentifier(bytes[first + needle.count]) {
                return true
            }
            start = first + 1
        }
        return false
    }

    /// "'A.m'", "'A.m' and 'B.h'", "'A.m', 'B.h' and 3 more files".
    static func fileList(_ paths: [String]) -> String {
        let names = paths.map { "'\($0)'" }
        if names.count <= 2 { return names.joined(separator: " and ") }
        return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more files"
    }

    /// The fix of a missing outlet or outlet collection. `suggestion`: the name the diagnostic's message suggests.
    func outletFix(_ connection: NibConnection, property: String, className: String?, chain: [String],
                            suggestion: String?, document: NibDocument) -> Fix {
        let location = document.location(of: connection)
        guard let className else {
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: "--fix has no mechanical edit for this outlet-not-found"))
        }
        let platform = document.platform
        let connected = analyses.nibUsage.connectedOutletKeys(of: className, platform: platform)
        let destinationClass = connection.destinationID.flatMap(document.object(withID:)).flatMap { index.className(of: $0, platform: platform) }
        let isCollection = connection.kind == .outletCollection
        let kind = isCollection ? "outlet collection" : "outlet"
        let declared = chain.flatMap { index.sources.declarationsByName[$0] ?? [] }.flatMap(\.properties)
        /// Why a declared property cannot be the new name of this connection; nil when it can.
        func misfit(_ candidate: PropertyDeclaration) -> String? {
            guard candidate.isOutlet else { return "is not an outlet" }
            guard !connected.contains(candidate.key) else { return "is already connected" }
            guard candidate.isCollection == isCollection else { return isCollection ? "is a single outlet" : "is an outlet collection" }
            let type = DeclaredType(candidate.typeText)
            guard !type.isUniversal, let declaredClass = type.className, let destinationClass else { return nil }
            return index.isClass(destinationClass, kindOf: declaredClass, platform: platform) != false
                ? nil : "is declared as \(candidate.typeText), which \(destinationClass) is not"
        }
        if let doubt = doubt(about: className, member: property, isAction: false, document: document) {
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: "\(kind) '\(property)' of \(className) is not edited: \(doubt)"))
        }
        let keys = Array(Set(declared.filter { misfit($0) == nil }.map(\.key))).sorted()
        if let suggestion, !keys.contains(suggestion) {
            let why = declared.first { $0.key == suggestion }.flatMap(misfit) ?? "is not an unconnected \(kind) that fits"
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: Self.suggestionDeclined("\(kind) '\(property)' of \(className)", suggestion: suggestion, why: why)))
        }
        switch keys.count {
        case 0:
            return .edit(NibFix(file: location.file, line: location.line, column: location.column, change: .remove,
                                summary: "removed \(kind) '\(property)' of \(className): no property of that name or a likely new name exists"))
        case 1:
            return .edit(NibFix(file: location.file, line: location.line, column: location.column,
                                change: .rename(attribute: "property", from: property, to: keys[0]),
                                summary: "renamed \(kind) '\(property)' to '\(keys[0])', the only unconnected \(kind) of \(className) that fits"))
        default:
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: "\(kind) '\(property)' of \(className) has \(Self.candidateList(keys)) (unconnected \(kind)s that fit); reconnect it in Interface Builder"))
        }
    }

    /// The fix of a missing action sent to an object of `className`. `suggestion`: the name the diagnostic's message suggests.
    func actionFix(_ connection: NibConnection, selector: String, className: String, chain: [String],
                            suggestion: String?, document: NibDocument) -> Fix {
        let location = document.location(of: connection)
        let connected = analyses.nibUsage.connectedSelectors(of: className, platform: document.platform)
        let arity = Self.arity(selector)
        let declared = chain.flatMap { index.sources.declarationsByName[$0] ?? [] }.flatMap(\.methods)
        /// Why a declared method cannot be the new name of this action; nil when it can.
        func misfit(_ candidate: MethodDeclaration) -> String? {
            guard candidate.isAction else { return "is not an action" }
            guard !connected.contains(candidate.selector) else { return "is already connected" }
            let count = Self.arity(candidate.selector)
            return count == arity ? nil : "takes \(count) argument\(count == 1 ? "" : "s"), not \(arity)"
        }
        if let doubt = doubt(about: className, member: selector, isAction: true, document: document) {
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: "action '\(selector)' to \(className) is not edited: \(doubt)"))
        }
        let selectors = Array(Set(declared.filter { misfit($0) == nil }.map(\.selector))).sorted()
        if let suggestion, !selectors.contains(suggestion) {
            let why = declared.first { $0.selector == suggestion }.flatMap(misfit) ?? "is not an action of \(className) or its superclasses"
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: Self.suggestionDeclined("action '\(selector)' to \(className)", suggestion: suggestion, why: why)))
        }
        switch selectors.count {
        case 0:
            return .edit(NibFix(file: location.file, line: location.line, column: location.column, change: .remove,
                                summary: "removed action '\(selector)' to \(className): no method with that selector or a likely new name exists"))
        case 1:
            return .edit(NibFix(file: location.file, line: location.line, column: location.column,
                                change: .rename(attribute: "selector", from: selector, to: selectors[0]),
                                summary: "renamed action '\(selector)' to '\(selectors[0])', the only unconnected action of \(className) that fits"))
        default:
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: "action '\(selector)' to \(className) has \(Self.candidateList(selectors)) (unconnected actions with as many arguments); reconnect it in Interface Builder"))
        }
    }

    /// A connection no edit can fix, with the reason.
    static func declined(_ connection: NibConnection, in document: NibDocument, reason: String) -> Fix {
        let location = document.location(of: connection)
        return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column, reason: reason))
    }

    /// "2 candidates, 'castButton' and 'pipButton'"; at most six names, then how many more.
    static func candidateList(_ names: [String]) -> String {
        let shown = names.prefix(6).map { "'\($0)'" }
        var list = shown.count == names.count && shown.count > 1
            ? shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
            : shown.joined(separator: ", ")
        if names.count > shown.count { list += " and \(names.count - shown.count) more" }
        return "\(names.count) candidates, \(list)"
    }

    /// The message suggests a name the connection cannot safely be renamed to: say so, naming it.
    private static func suggestionDeclined(_ subject: String, suggestion: String, why: String) -> String {
        "\(subject) may have been renamed to '\(suggestion)' (the diagnostic's did-you-mean), but '\(suggestion)' \(why); reconnect or remove it in Interface Builder"
    }

    private static func arity(_ selector: String) -> Int {
        selector.filter { $0 == ":" }.count
    }
}
