/// One mechanical edit of a nib: rename the member a connection names, or remove the connection.
public struct NibFix: Equatable, Sendable {
    public enum Change: Equatable, Sendable {
        /// Replace the value of `attribute` (`property` or `selector`) with `newValue`.
        case rename(attribute: String, from: String, to: String)
        /// Delete the connection element (and its line, when it is alone on it).
        case remove
    }

    public var file: String
    /// Position of the connection element's `<`, as in the diagnostics.
    public var line: Int
    public var column: Int
    public var change: Change
    /// What the fix does, for the command's report.
    public var summary: String
}

/// A broken connection `--fix` leaves for a person, and why no edit of it is safe.
public struct DeclinedFix: Equatable, Sendable {
    public var file: String
    /// Position of the connection element's `<`, as in the diagnostics.
    public var line: Int
    public var column: Int
    /// Why, for the command's report: "outlet 'playButton' of PlayerViewController has 2 candidates, 'castButton' and 'pipButton' ...".
    public var reason: String

    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// What `--fix` decides for every broken outlet and action: the edits, and the connections left alone with the reason.
public struct FixPlan: Equatable, Sendable {
    public var fixes: [NibFix] = []
    public var declined: [DeclinedFix] = []

    public init(fixes: [NibFix] = [], declined: [DeclinedFix] = []) {
        self.fixes = fixes
        self.declined = declined
    }
}

/// Decides which broken connections can be fixed without a human: a missing outlet or action is
/// renamed when exactly one declaration of the same kind is unconnected and compatible (the obvious
/// rename), and removed when there is no candidate at all. Anything ambiguous is left alone, with the reason.
public enum FixPlanner {
    public static func plan(index: ProjectIndex) -> [NibFix] {
        decide(index: index).fixes
    }

    /// Every missing member connection (outlet-not-found and action-not-found): a fix, or the reason there is none.
    public static func decide(index: ProjectIndex) -> FixPlan {
        decide(RuleContext(index: index, fileProblems: []).analyses)
    }

    /// `decide(index:)` from the verdicts and nib usage the lint computed for the unit.
    static func decide(_ analyses: UnitAnalyses) -> FixPlan {
        let index = analyses.index
        let usage = analyses.nibUsage
        var plan = FixPlan()
        func add(_ decision: Decision) {
            switch decision {
            case .fix(let fix): plan.fixes.append(fix)
            case .declined(let declined): plan.declined.append(declined)
            }
        }
        for (nib, document) in index.nibs.enumerated() {
            for (position, connection) in document.connections.enumerated() {
                let at = (file: document.path, line: connection.line, column: connection.column)
                let verdicts = analyses.connections.verdicts(nib: nib, connection: position)
                if case .missing(let className?, let chain) = verdicts.outlet,
                   let property = connection.property {
                    add(outletFix(connection, property: property, className: className, chain: chain, document: document, index: index, usage: usage))
                }
                if case .missing(let className, let chain) = verdicts.action, let selector = connection.selector {
                    if let className {
                        add(actionFix(connection, selector: selector, className: className, chain: chain, document: document, index: index, usage: usage))
                    } else {
                        // Sent to First Responder (or the Exit): whichever responder implements it receives it.
                        add(.declined(DeclinedFix(file: at.file, line: at.line, column: at.column,
                                                  reason: "action '\(selector)' to First Responder may be implemented by any responder, so there is no one declaration to rename it to")))
                    }
                }
                if case .missing = verdicts.unwindAction, let selector = connection.unwindAction {
                    add(.declined(DeclinedFix(file: at.file, line: at.line, column: at.column,
                                              reason: "unwind segue action '\(selector)' may be implemented by any view controller, so there is no one declaration to rename it to")))
                }
                if case .missing = verdicts.segueAction, let selector = connection.destinationCreationSelector {
                    add(.declined(DeclinedFix(file: at.file, line: at.line, column: at.column,
                                              reason: "segue action '\(selector)': --fix renames and removes only outlets and actions")))
                }
            }
        }
        return plan
    }

    private enum Decision {
        case fix(NibFix)
        case declined(DeclinedFix)
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

    private static func outletFix(_ connection: NibConnection, property: String, className: String, chain: [String],
                                  document: NibDocument, index: ProjectIndex, usage: NibUsage) -> Decision {
        let platform = document.platform
        let connected = usage.connectedOutletKeys(of: className, platform: platform)
        let destinationClass = connection.destinationID.flatMap(document.object(withID:)).flatMap { index.className(of: $0, platform: platform) }
        let isCollection = connection.kind == .outletCollection
        let candidates = chain.flatMap { index.declarationsByName[$0] ?? [] }.flatMap(\.properties).filter { property in
            guard property.isOutlet, !connected.contains(property.key), property.isCollection == isCollection else { return false }
            let declared = DeclaredType(property.typeText)
            guard !declared.isUniversal, let declaredClass = declared.className, let destinationClass else { return true }
            return index.isClass(destinationClass, kindOf: declaredClass, platform: platform) != false
        }
        let keys = Array(Set(candidates.map(\.key))).sorted()
        let location = (file: document.path, line: connection.line, column: connection.column)
        let kind = isCollection ? "outlet collection" : "outlet"
        switch keys.count {
        case 0:
            return .fix(NibFix(file: location.file, line: location.line, column: location.column, change: .remove,
                               summary: "removed \(kind) '\(property)' of \(className): no property of that name or a likely new name exists"))
        case 1:
            return .fix(NibFix(file: location.file, line: location.line, column: location.column,
                               change: .rename(attribute: "property", from: property, to: keys[0]),
                               summary: "renamed \(kind) '\(property)' to '\(keys[0])', the only unconnected \(kind) of \(className) that fits"))
        default:
            return .declined(DeclinedFix(file: location.file, line: location.line, column: location.column,
                                         reason: "\(kind) '\(property)' of \(className) has \(candidateList(keys)) (unconnected \(kind)s that fit); reconnect it in Interface Builder"))
        }
    }

    private static func actionFix(_ connection: NibConnection, selector: String, className: String, chain: [String],
                                  document: NibDocument, index: ProjectIndex, usage: NibUsage) -> Decision {
        let platform = document.platform
        let connected = usage.connectedSelectors(of: className, platform: platform)
        let arity = selector.filter { $0 == ":" }.count
        let candidates = chain.flatMap { index.declarationsByName[$0] ?? [] }.flatMap(\.methods).filter { method in
            method.isAction && !connected.contains(method.selector) && method.selector.filter { $0 == ":" }.count == arity
        }
        let selectors = Array(Set(candidates.map(\.selector))).sorted()
        switch selectors.count {
        case 0:
            return .fix(NibFix(file: document.path, line: connection.line, column: connection.column, change: .remove,
                               summary: "removed action '\(selector)' to \(className): no method with that selector or a likely new name exists"))
        case 1:
            return .fix(NibFix(file: document.path, line: connection.line, column: connection.column,
                               change: .rename(attribute: "selector", from: selector, to: selectors[0]),
                               summary: "renamed action '\(selector)' to '\(selectors[0])', the only unconnected action of \(className) that fits"))
        default:
            return .declined(DeclinedFix(file: document.path, line: connection.line, column: connection.column,
                                         reason: "action '\(selector)' to \(className) has \(candidateList(selectors)) (unconnected actions with as many arguments); reconnect it in Interface Builder"))
        }
    }
}
