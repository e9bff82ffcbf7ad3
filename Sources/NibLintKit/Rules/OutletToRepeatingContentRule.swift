/// An outlet from outside a table or collection view cell prototype to an object inside one.
/// Reported at the `<outlet>` element.
public struct OutletToRepeatingContentRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "outlet-to-repeating-content",
        name: "Outlet to repeating content",
        summary: "An outlet from an object outside a table or collection view cell prototype points at an object inside one.",
        rationale: "A prototype cell is a template instantiated once per row; an outlet from the view controller to one of its subviews has no single object to point at.",
        runtimeFailure: "The build fails: \"Outlets cannot be connected to repeating content.\"",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// Elements that are templates repeated at run time. A `switch` compares the name with four
    /// constants, cheaper than hashing it: the test runs for every ancestor of every outlet's destination.
    static func isRepeatingElement(_ elementName: String) -> Bool {
        switch elementName {
        case "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView": return true
        default: return false
        }
    }

    /// Elements whose cells are repeated.
    static func isListElement(_ elementName: String) -> Bool {
        switch elementName {
        case "tableView", "collectionView": return true
        default: return false
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.index.nibs {
            for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let destination = document.destinationIndex(of: connection),
                      let cell = repeatingAncestor(of: destination, in: document),
                      !document.isObject(connection.source, inside: cell) else { continue }
                let source = document.objects[connection.source]
                let sourceClass = context.index.className(of: source, platform: document.platform)
                let cellObject = document.objects[cell]
                let message = "outlet '\(connection.property ?? "?")' of \(MessageText.describe(source, className: sourceClass)) points into the prototype \(MessageText.describe(cellObject, className: context.index.className(of: cellObject, platform: document.platform))), which is repeated for every row"
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message,
                                                      help: "move the outlet to a cell subclass and reach the view through the dequeued cell (Xcode refuses to build this: \"Outlets cannot be connected to repeating content\")",
                                                      identity: DiagnosticKeys.connection(connection, in: document, member: connection.property ?? ""),
                                                      objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
            }
        }
        return diagnostics
    }

    /// The nearest enclosing prototype cell (one inside a table or collection view), if any.
    private func repeatingAncestor(of objectIndex: Int, in document: NibDocument) -> Int? {
        // Field by field: copying each object on the way up would cost more than the test.
        var cursor: Int? = objectIndex
        while let current = cursor {
            let parent = document.objects[current].parent
            if let parent, Self.isRepeatingElement(document.objects[current].elementName),
               Self.isListElement(document.objects[parent].elementName) {
                return current
            }
            cursor = parent
        }
        return nil
    }
}
