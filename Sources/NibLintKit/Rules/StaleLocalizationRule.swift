/// A translation of a Base-internationalized nib for an object the base nib no longer has (or for a property ibtool
/// never exports): `fr.lproj/Main.strings` keeps `"abc-12-xyz.title"` after the button went. Reported at the entry.
public struct StaleLocalizationRule: Rule {
    public init() {}

    public static let requirements: RuleRequirements = [.localizations]

    public static let description = RuleDescription(
        identifier: "stale-localization",
        name: "Stale localization",
        summary: "A .strings file or String Catalog that localizes a Base-internationalized nib (fr.lproj/Main.strings beside Base.lproj/Main.storyboard) has an entry ObjectID.property for an object the base nib no longer has, or for a property that is not a text ibtool exports.",
        rationale: "Interface Builder localizes a Base nib by object ID: ibtool exports one entry per text of each object (title, text, placeholder, normalTitle, headerCell.title, ibShadowedToolTip, …) and the app looks the entries up by that ID when the nib loads. Deleting or replacing an object in the base nib leaves its translations behind in every language: they are shipped, translated again by every translator, and never shown; the replacement object shows the base language instead. Judged: keys whose first part has the shape of an Interface Builder object ID (abc-12-xyz, or a number in older xibs); a property is judged only when no exported text has such a name. String Catalog entries added by hand (extractionState manual) are not judged: code may look them up.",
        runtimeFailure: "None: the entry is never used; the object that replaced it shows its base-language text.",
        defaultSeverity: .warning,
        // Opt-in: reading every localization of every nib costs up to 3x a lint's time on a widely localized app
        // (iina: 1,730 files, 45,794 entries); when it is off, no strings file is listed or read.
        isEnabledByDefault: false,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard !context.index.localizations.isEmpty else { return [] }
        var nibsByPath: [String: Int] = [:]
        for (position, nib) in context.index.nibs.enumerated() { nibsByPath[nib.path] = position }
        var objectsByNib: [Int: [String: Int]] = [:]
        var textProperties: [String: Bool] = [:]
        var diagnostics: [Diagnostic] = []
        for localization in context.index.localizations {
            guard let nibPosition = NibLocalization.baseNibPaths(of: localization.path).lazy.compactMap({ nibsByPath[$0] }).first else { continue }
            let nib = context.index.nibs[nibPosition]
            if objectsByNib[nibPosition] == nil {
                // Objects by id; a connection's id (a binding's: its null placeholders are localized) as -1.
                var objects: [String: Int] = [:]
                for (position, object) in nib.objects.enumerated() where objects[object.id] == nil { objects[object.id] = position }
                for connection in nib.connections { if let id = connection.id, objects[id] == nil { objects[id] = -1 } }
                objectsByNib[nibPosition] = objects
            }
            let objects = objectsByNib[nibPosition]!
            let fileName = NibLocalization.displayName(of: localization.path)
            let nibName = NibLocalization.displayName(of: nib.path)
            let fix = localization.path.hasSuffix(".xcstrings")
                ? "delete the entry from the String Catalog"
                : "delete the entry, or export the strings again (ibtool --export-strings-file, or Xcode's Export Localizations)"
            // The file's keys, made at its first stale entry (for did-you-mean); whether each property is a text, once.
            var keys: Set<String>?
            for entry in localization.entries {
                guard let (objectID, property) = Self.objectKey(entry.key) else { continue }
                let location = SourceLocation(file: localization.path, line: entry.line, column: entry.column)
                guard let position = objects[objectID] else {
                    // A near ID is offered only when the file does not localize it already (then it is no typo).
                    if keys == nil { keys = Set(localization.entries.map(\.key)) }
                    let near = Self.nearID(objectID, in: objects.keys).flatMap { keys!.contains("\($0).\(property)") ? nil : $0 }
                    let hint = near.map { " (did you mean '\($0).\(property)'?)" } ?? ""
                    diagnostics.append(context.diagnostic(Self.self, at: location,
                        "'\(fileName)' localizes \"\(entry.key)\", but \(nibName) has no object \(objectID) any more\(hint)",
                        help: fix, failure: "the translation is never shown", identity: "\(fileName)|\(entry.key)", relatedFiles: [nib.path]))
                    continue
                }
                guard position >= 0 else { continue }
                let isText: Bool
                if let known = textProperties[property] {
                    isText = known
                } else {
                    isText = Self.isTextProperty(property)
                    textProperties[property] = isText
                }
                guard !isText else { continue }
                let object = MessageText.describe(nib.objects[position], className: nil)
                diagnostics.append(context.diagnostic(Self.self, at: location,
                    "'\(fileName)' localizes \"\(entry.key)\", but '\(property)' is no text ibtool exports for \(object) in \(nibName)",
                    help: fix, failure: "the entry is never used", identity: "\(fileName)|\(entry.key)", relatedFiles: [nib.path], objectIDs: [objectID]))
            }
        }
        return diagnostics
    }

    /// The object ID and property of a key ibtool exports, or nil for a key that is not one: the ID has the shape of
    /// an Interface Builder object ID (`abc-12-xyz`, or digits in older xibs).
    static func objectKey(_ key: String) -> (objectID: String, property: String)? {
        // On the UTF-8 view: walking a String by characters costs grapheme breaking, and there is one call per entry.
        guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")), dot != key.startIndex else { return nil }
        let objectID = key[..<dot], property = key[key.utf8.index(after: dot)...]
        guard !property.isEmpty else { return nil }
        var isNumber = true, isGenerated = true, count = 0
        for byte in objectID.utf8 {
            let isDigit = byte >= 0x30 && byte <= 0x39
            isNumber = isNumber && isDigit
            let isDash = count == 3 || count == 6
            isGenerated = isGenerated && (isDash ? byte == UInt8(ascii: "-") : isDigit || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A))
            count += 1
        }
        guard isNumber || isGenerated && count == 10 else { return nil }
        return (String(objectID), String(property))
    }

    /// Whether a property could be a text ibtool exports: its last part (indices dropped) ends in title, label,
    /// text, placeholder, tool tip, hint, prompt, description, string, value, name, format or pattern, or is one of
    /// Interface Builder's own (`ibShadowed…`, `ibExternal…`). Anything else ibtool never writes.
    static func isTextProperty(_ property: String) -> Bool {
        var last = Substring(property)
        if let dot = last.lastIndex(of: ".") { last = last[last.index(after: dot)...] }
        if let bracket = last.firstIndex(of: "[") { last = last[..<bracket] }
        if last.hasPrefix("ib") { return true }
        var lowered = last.lowercased()
        if lowered.hasSuffix("s") { lowered.removeLast() }  // segmentTitles, scopeButtonTitles
        return ["title", "label", "text", "placeholder", "tooltip", "hint", "prompt", "description", "string", "value", "name", "format", "pattern"]
            .contains { lowered.hasSuffix($0) }
    }

    /// An ID of the nib that differs from `objectID` in one character (an edited key), the first in sorted order.
    static func nearID<IDs: Sequence<String>>(_ objectID: String, in ids: IDs) -> String? {
        let target = Array(objectID.utf8)
        var best: String?
        for id in ids where id.utf8.count == target.count {
            var differences = 0
            for (left, right) in zip(id.utf8, target) where left != right {
                differences += 1
                if differences > 1 { break }
            }
            if differences == 1, best.map({ id < $0 }) ?? true { best = id }
        }
        return best
    }
}
