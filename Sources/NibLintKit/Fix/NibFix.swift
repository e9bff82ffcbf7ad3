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

/// Decides which broken connections can be fixed without a human: a missing outlet or action is
/// renamed when exactly one declaration of the same kind is unconnected and compatible (the obvious
/// rename), and removed when there is no candidate at all. Anything ambiguous is left alone.
public enum FixPlanner {
    public static func plan(index: ProjectIndex) -> [NibFix] {
        let resolver = ConnectionResolver(index: index)
        let usage = NibUsage(index: index)
        var fixes: [NibFix] = []
        for document in index.nibs {
            for connection in document.connections {
                if case .missing(let className?, let chain) = resolver.resolveOutlet(connection, in: document),
                   let property = connection.property,
                   let fix = outletFix(connection, property: property, className: className, chain: chain, document: document, index: index, usage: usage) {
                    fixes.append(fix)
                }
                if case .missing(let className?, let chain) = resolver.resolveAction(connection, in: document),
                   let selector = connection.selector,
                   let fix = actionFix(connection, selector: selector, className: className, chain: chain, document: document, index: index, usage: usage) {
                    fixes.append(fix)
                }
            }
        }
        return fixes
    }

    private static func outletFix(_ connection: NibConnection, property: String, className: String, chain: [String],
                                  document: NibDocument, index: ProjectIndex, usage: NibUsage) -> NibFix? {
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
        switch keys.count {
        case 0:
            return NibFix(file: location.file, line: location.line, column: location.column, change: .remove,
                          summary: "removed outlet '\(property)' of \(className): no property of that name or a likely new name exists")
        case 1:
            return NibFix(file: location.file, line: location.line, column: location.column,
                          change: .rename(attribute: "property", from: property, to: keys[0]),
                          summary: "renamed outlet '\(property)' to '\(keys[0])', the only unconnected outlet of \(className) that fits")
        default:
            return nil
        }
    }

    private static func actionFix(_ connection: NibConnection, selector: String, className: String, chain: [String],
                                  document: NibDocument, index: ProjectIndex, usage: NibUsage) -> NibFix? {
        let platform = document.platform
        let connected = usage.connectedSelectors(of: className, platform: platform)
        let arity = selector.filter { $0 == ":" }.count
        let candidates = chain.flatMap { index.declarationsByName[$0] ?? [] }.flatMap(\.methods).filter { method in
            method.isAction && !connected.contains(method.selector) && method.selector.filter { $0 == ":" }.count == arity
        }
        let selectors = Array(Set(candidates.map(\.selector))).sorted()
        switch selectors.count {
        case 0:
            return NibFix(file: document.path, line: connection.line, column: connection.column, change: .remove,
                          summary: "removed action '\(selector)' to \(className): no method with that selector or a likely new name exists")
        case 1:
            return NibFix(file: document.path, line: connection.line, column: connection.column,
                          change: .rename(attribute: "selector", from: selector, to: selectors[0]),
                          summary: "renamed action '\(selector)' to '\(selectors[0])', the only unconnected action of \(className) that fits")
        default:
            return nil
        }
    }
}
