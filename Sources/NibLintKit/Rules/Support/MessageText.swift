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

    /// `A, B, C and 4 more`: a list that keeps a message to one glance.
    static func list(_ names: [String], limit: Int = 3) -> String {
        names.count <= limit + 1 ? names.joined(separator: ", ") : names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }

    /// ` (did you mean 'x'?)` when a candidate is close enough to be a likely rename, else empty.
    static func didYouMean(_ name: String, candidates: [String]) -> String {
        didYouMean(suggestion: nearest(to: name, in: candidates))
    }

    /// Whether `name` is `candidate` with at most `edits` letters changed (ignoring case): a rename or a typo,
    /// not merely the nearest name.
    static func isNear(_ name: String, _ candidate: String, within edits: Int) -> Bool {
        editDistance(name.lowercased(), candidate.lowercased()) <= edits
    }

    /// ` (did you mean 'x'?)` for a suggestion already found with `nearest(to:in:)`, else empty.
    static func didYouMean(suggestion: String?) -> String {
        guard let suggestion else { return "" }
        return " (did you mean '\(suggestion)'?)"
    }

    /// The closest candidate by edit distance (ignoring case), if within half the name's length; of equally
    /// close candidates, the first in sorted order.
    ///
    /// One pass, in any order: a rule may offer every class or selector of a large project as candidates, once
    /// per finding. A candidate whose length alone puts it farther than the best so far is not compared, and
    /// a comparison stops as soon as it cannot come within that distance.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, (name.count + 1) / 2)
        let target = Array(name.lowercased().utf8)
        var best: (name: String, distance: Int)?
        var scratch = EditDistanceScratch()
        for candidate in candidates where candidate != name {
            let bound = min(limit, best?.distance ?? limit)
            // An ASCII candidate keeps its length lowercased: one that its length alone puts too far is not copied.
            if abs(candidate.utf8.count - target.count) > bound, candidate.utf8.allSatisfy({ $0 < 0x80 }) { continue }
            var candidateBytes = candidate.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(candidate.utf8)
            if candidateBytes.contains(where: { $0 >= 0x80 }) {
                candidateBytes = Array(candidate.lowercased().utf8)
            } else {
                for position in candidateBytes.indices where candidateBytes[position] &- UInt8(ascii: "A") < 26 { candidateBytes[position] |= 0x20 }
            }
            if abs(candidateBytes.count - target.count) > bound { continue }
            let distance = editDistance(target, candidateBytes, atMost: bound, scratch: &scratch)
            guard distance <= bound else { continue }
            if let current = best, distance == current.distance, !(candidate < current.name) { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `nearest(to:in:)` over one list of candidates (gathered at the first question), each name answered once: a
    /// missing class is named by many objects, each asking again over every class of the project.
    struct NearestNames {
        private let gather: () -> [String]
        private var candidates: [String]?
        private var answers: [String: String?] = [:]

        init(candidates gather: @escaping () -> [String]) {
            self.gather = gather
        }

        mutating func nearest(to name: String) -> String? {
            if let answer = answers[name] { return answer }
            if candidates == nil { candidates = gather() }
            let answer = MessageText.nearest(to: name, in: candidates ?? [])
            answers[name] = .some(answer)
            return answer
        }
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        var scratch = EditDistanceScratch()
        return editDistance(Array(lhs.utf8), Array(rhs.utf8), atMost: Int.max - 1, scratch: &scratch)
    }

    /// The rows of the distance table, kept from one comparison to the next.
    struct EditDistanceScratch {
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// The edit distance of two byte strings, or `bound + 1` as soon as it is known to exceed `bound`
    /// (every entry of a row is above it: the entries of later rows can only be larger).
    static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int, scratch: inout EditDistanceScratch) -> Int {
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), bound + 1) }
        // Every entry j of row i is at least |i - j|: beyond `bound` of the diagonal only `bound + 1` matters, so each
        // row is worked out on the band around the diagonal, and a pair of lengths too far apart not at all.
        if abs(a.count - b.count) > bound { return bound + 1 }
        var previousRow: [Int] = [], currentRow: [Int] = []
        swap(&previousRow, &scratch.previous)
        swap(&currentRow, &scratch.current)
        defer {
            swap(&previousRow, &scratch.previous)
            swap(&currentRow, &scratch.current)
        }
        previousRow.removeAll(keepingCapacity: true)
        previousRow.append(contentsOf: 0...b.count)
        currentRow.removeAll(keepingCapacity: true)
        currentRow.append(contentsOf: repeatElement(0, count: b.count + 1))
        // Through buffers: the innermost loop runs once per pair of bytes of every candidate compared (a bounds and a
        // uniqueness check per access made it most of a "did you mean" over a large project's names).
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                previousRow.withUnsafeMutableBufferPointer { previousStorage in
                    currentRow.withUnsafeMutableBufferPointer { currentStorage in
                        var previous = previousStorage, current = currentStorage
                        for i in 1...a.count {
                            // The band of the row (no overflow when `bound` is `Int.max - 1`), and `bound + 1` just
                            // outside it, where the next row reads.
                            let first = i > bound ? i - bound : 1, last = bound >= b.count - i ? b.count : i + bound
                            current[0] = i
                            if first > 1 { current[first - 1] = bound + 1 }
                            if last < b.count { current[last + 1] = bound + 1 }
                            var rowMinimum = i
                            let byte = a[i - 1]
                            if first <= last {
                                for j in first...last {
                                    let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (byte == b[j - 1] ? 0 : 1))
                                    current[j] = value
                                    rowMinimum = min(rowMinimum, value)
                                }
                            }
                            if rowMinimum > bound { return bound + 1 }
                            swap(&previous, &current)
                        }
                        return min(previous[b.count], bound + 1)
                    }
                }
            }
        }
    }

    /// A note pointing at where a class is declared, when it is in the sources. With `hierarchy` (the nib object's class as
    /// the nib's module resolves it), the declaration of that module when several modules declare the name.
    static func classNote(_ className: String?, index: ProjectIndex, platform: NibPlatform? = nil, hierarchy: ClassHierarchy? = nil) -> [DiagnosticNote] {
        guard let className else { return [] }
        let resolved = hierarchy.flatMap { $0.name == className ? $0.steps[0].declarations.first { $0.kind == .classDeclaration }?.location : nil }
        guard let location = resolved ?? index.declarationLocation(of: className, platform: platform) else { return [] }
        // A framework class has no declaration in the sources, only extensions.
        let isExtension = index.sources.declarationsByName[className]?.allSatisfy { $0.kind == .extensionDeclaration } ?? false
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
        // An ASCII message byte by byte (a `Character` asked for its numeric type costs hundreds of instructions); any
        // other by `Character`, where a digit followed by a combining mark is no ASCII digit.
        if message.utf8.allSatisfy({ $0 < 0x80 }) {
            var output: [UInt8] = []
            output.reserveCapacity(message.utf8.count)
            var inNumber = false
            for byte in message.utf8 {
                if byte >= 0x30 && byte <= 0x39 {
                    if !inNumber { output.append(UInt8(ascii: "#")) }
                    inNumber = true
                } else {
                    inNumber = false
                    output.append(byte)
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
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
