/// One finding per problem: a nib localized by copies (`de.lproj/Prefs.xib`, `fr.lproj/Prefs.xib`, … without Base
/// internationalization) repeats each problem in every copy. The same finding (rule, severity, message, identity, fix
/// and run-time text) in the copies of one nib is reported once, at the first copy in report order, with a note at
/// each other copy (SARIF: related locations); `--fix` still edits every copy.
///
/// Applied last, after the command line's stages: a baseline matches (and records) each copy on its own.
struct LocalizedCopiesStage: DiagnosticStage {
    func apply(_ diagnostics: inout [Diagnostic], tally: inout DiagnosticTally) {
        struct Key: Hashable {
            var ruleID: String, severity: Severity, message: String, identity: String, help: String?, failure: String?, copies: String
        }
        var firstOfKey: [Key: Int] = [:]
        var merged: [Diagnostic] = []
        merged.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard let (copies, folder) = Self.copiesKey(of: diagnostic.location.file) else { merged.append(diagnostic); continue }
            let key = Key(ruleID: diagnostic.ruleID, severity: diagnostic.severity, message: diagnostic.message, identity: diagnostic.identity,
                          help: diagnostic.help, failure: diagnostic.failure, copies: copies)
            guard let first = firstOfKey[key] else {
                firstOfKey[key] = merged.count
                merged.append(diagnostic)
                continue
            }
            merged[first].notes.append(DiagnosticNote(location: diagnostic.location, message: "the same in the localized copy in \(folder)"))
            merged[first].fixesOfCopies += diagnostic.allFixes
        }
        diagnostics = merged
    }

    /// The path with its `<lang>.lproj` folder replaced by `*` (what the copies of one nib share), and that folder's
    /// name; nil outside a localization folder.
    static func copiesKey(of path: String) -> (key: String, folder: String)? {
        guard path.contains(".lproj/") else { return nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let position = components.dropLast().lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
        let folder = String(components[position])
        components[position] = "*"
        return (components.joined(separator: "/"), folder)
    }
}
