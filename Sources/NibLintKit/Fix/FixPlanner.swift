/// Decides the fix of a missing outlet or action, for the rules that report them (`OutletNotFoundRule`,
/// `ActionNotFoundRule`): the connection is renamed when exactly one declaration of the same kind is unconnected
/// and compatible (the obvious rename), and removed when there is no candidate at all. Anything ambiguous is left
/// alone, with the reason.
///
/// The rule passes the name its message suggests ("did you mean 'x'?"), so the fix never contradicts it: with a
/// suggestion, the connection is renamed to it when it is the one candidate, and otherwise left for a person with
/// the reason naming it; it is never removed.
struct FixPlanner {
    /// The unit's shared analyses: which outlets and actions the nibs connect is read from them on the first fix
    /// that needs it (most runs have none).
    let analyses: UnitAnalyses
    var index: ProjectIndex { analyses.index }

    init(analyses: UnitAnalyses) {
        self.analyses = analyses
    }

    /// The fix of a missing outlet or outlet collection. `suggestion`: the name the diagnostic's message suggests.
    mutating func outletFix(_ connection: NibConnection, property: String, className: String?, chain: [String],
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
    mutating func actionFix(_ connection: NibConnection, selector: String, className: String, chain: [String],
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
