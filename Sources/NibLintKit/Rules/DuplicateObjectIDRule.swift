/// Two elements of one nib (one storyboard document) with the same `id`: objects or connections.
/// Reported at the later element's `<`, naming the first one's line; Interface Builder and ibtool refuse the file.
public struct DuplicateObjectIDRule: Rule {
    public init() {}

    static let consequence = "Interface Builder and ibtool refuse the file"

    public static let description = RuleDescription(
        identifier: "duplicate-object-id",
        name: "Duplicate object id",
        summary: "Two objects or connections of one nib or storyboard have the same id.",
        rationale: "Interface Builder gives every object and connection an id unique in its file and refers to objects by it (connections' destinations, constraints' items). A bad merge or a generated file can repeat one; which element a reference means is then undefined, and Interface Builder and ibtool refuse the file.",
        runtimeFailure: "The file does not compile: ibtool stops the build, and Interface Builder cannot open it.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.index.nibs {
            for (first, repeated) in Self.repeatedIDs(in: document) {
                let message = "id '\(repeated.id)' of \(repeated.description) is already used by \(first.description) at line \(first.line); "
                    + Self.consequence
                let note = DiagnosticNote(location: document.location(line: first.line, column: first.column), message: "id '\(repeated.id)' is first used here")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(line: repeated.line, column: repeated.column), message,
                                                      notes: [note], help: "give one of them a new id",
                                                      identity: "\(repeated.id)|\(repeated.elementName)", objectIDs: [repeated.id]))
            }
        }
        return diagnostics
    }

    /// One element with an id, as the rule names it.
    struct Element {
        var id: String
        var elementName: String
        var line: Int
        var column: Int
        var description: String { "<\(elementName)>" }
    }

    /// Each element whose id an earlier element of the file has, with that first element: objects and
    /// connections merged in file order, then one dictionary pass (linear in the file's elements).
    static func repeatedIDs(in document: NibDocument) -> [(first: Element, repeated: Element)] {
        let connections = document.connections
        // Fast path: every object id is unique (the parser kept the first of each) and no connection reuses one.
        if document.objectIndexByID.count == document.objects.count {
            var connectionIDs = Set<String>(minimumCapacity: connections.count)
            var unique = true
            for connection in connections {
                guard let id = connection.id else { continue }
                if document.objectIndexByID[id] != nil || !connectionIDs.insert(id).inserted {
                    unique = false
                    break
                }
            }
            if unique { return [] }
        }
        var firstByID: [String: Element] = [:]
        firstByID.reserveCapacity(document.objects.count + connections.count)
        var repeats: [(first: Element, repeated: Element)] = []
        var objectPosition = 0
        var connectionPosition = 0
        while objectPosition < document.objects.count || connectionPosition < connections.count {
            if connectionPosition < connections.count, connections[connectionPosition].id == nil {
                connectionPosition += 1
                continue
            }
            let element: Element
            let takeObject: Bool
            if objectPosition < document.objects.count, connectionPosition < connections.count {
                let object = document.objects[objectPosition], connection = connections[connectionPosition]
                takeObject = (object.line, object.column) < (connection.line, connection.column)
            } else {
                takeObject = objectPosition < document.objects.count
            }
            if takeObject {
                let object = document.objects[objectPosition]
                element = Element(id: object.id, elementName: object.elementName, line: object.line, column: object.column)
                objectPosition += 1
            } else {
                let connection = connections[connectionPosition]
                element = Element(id: connection.id!, elementName: connection.kind.elementName, line: connection.line, column: connection.column)
                connectionPosition += 1
            }
            if let first = firstByID[element.id] {
                repeats.append((first, element))
            } else {
                firstByID[element.id] = element
            }
        }
        return repeats
    }
}

extension ConnectionKind {
    /// The element that writes a connection of this kind.
    var elementName: String {
        switch self {
        case .outlet: return "outlet"
        case .outletCollection: return "outletCollection"
        case .action: return "action"
        case .segue: return "segue"
        case .binding: return "binding"
        case .other(let name): return name
        }
    }
}
