/// Shared wording for diagnostics, so every rule names nib objects and suggestions the same way.
enum MessageText {
    /// `File's Owner (ViewController)`, `button 'Save' (UIButton)`, `view controller BYZ-38-t0r (ProfileViewController)`.
    static func describe(_ object: NibObject, className: String?) -> String {
        var text: String
        switch object.placeholderRole {
        case .filesOwner: text = "File's Owner"
        case .firstResponder: text = "First Responder"
        case .exit: text = "Exit"
        case .application: text = "Application"
        default:
            text = words(object.elementName)
            if let label = object.userLabel, !label.isEmpty { text += " '\(label)'" } else { text += " \(object.id)" }
        }
        if let className { text += " (\(className))" }
        return text
    }

    /// `tableViewCell` → `table view cell`.
    static func words(_ identifier: String) -> String {
        var result = ""
        for character in identifier {
            if character.isUppercase, !result.isEmpty { result += " " + character.lowercased() } else { result.append(character) }
        }
        return result
    }

    /// ` (did you mean 'x'?)` when a candidate is close enough to be a likely rename, else empty.
    static func didYouMean(_ name: String, candidates: [String]) -> String {
        guard let suggestion = nearest(to: name, in: candidates) else { return "" }
        return " (did you mean '\(suggestion)'?)"
    }

    /// The closest candidate by edit distance (ignoring case), if within half the name's length.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, (name.count + 1) / 2)
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// A note pointing at where a class is declared, when it is in the sources.
    static func classNote(_ className: String?, index: ProjectIndex) -> [DiagnosticNote] {
        guard let className, let location = index.declarationLocation(of: className) else { return [] }
        // A framework class has no declaration in the sources, only extensions.
        let isExtension = index.declarationsByName[className]?.allSatisfy { $0.kind == .extensionDeclaration } ?? false
        return [DiagnosticNote(location: location, message: isExtension ? "class '\(className)' is extended here" : "class '\(className)' is declared here")]
    }
}

/// Identities and object ids for diagnostics about nib connections, shared so every rule keys them alike.
enum DiagnosticKeys {
    /// `"<connection id>|<member>"`; a connection without an id (hand-written nibs) uses its source and destination ids.
    static func connection(_ connection: NibConnection, in document: NibDocument, member: String) -> String {
        let id = connection.id ?? "\(document.objects[connection.source].id)>\(connection.destinationID ?? "")"
        return "\(id)|\(member)"
    }

    /// The connection's id, its source object's id and its destination's id.
    static func objectIDs(_ connection: NibConnection, in document: NibDocument) -> [String] {
        var ids: [String] = []
        for id in [connection.id, document.objects[connection.source].id, connection.destinationID] {
            if let id, !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// A message with its numbers blanked (`line 12` → `line #`), for findings whose message is their identity.
    static func numberless(_ message: String) -> String {
        var output = ""
        var inNumber = false
        for character in message {
            if character.isASCII && character.isNumber {
                if !inNumber { output.append("#") }
                inNumber = true
            } else {
                inNumber = false
                output.append(character)
            }
        }
        return output
    }
}
