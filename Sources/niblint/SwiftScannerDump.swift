import Foundation
import NibLintKit

/// `niblint dump-swift FILE ...`: what `SwiftScanner` extracts from each file, as one JSON object per file
/// (one per line), for `Scripts/scanner-oracle.py`, which compares it with `swiftc -dump-parse`. A development
/// aid: only the facts the oracle checks are written, with their line and column.
enum SwiftScannerDump {
    static func run(files: [String]) -> Int32 {
        ScannerDump.run(files: files) { bytes, path in object(of: SwiftScanner.scan(bytes: bytes, path: path)) }
    }

    static func object(of summary: SourceFacts) -> [String: Any] {
        func place(_ location: SourceLocation) -> [String: Any] { ["line": location.line, "column": location.column] }
        let classes: [[String: Any]] = summary.classes.map { declaration in
            var members: [[String: Any]] = []
            for property in declaration.properties where property.isOutlet || property.isInspectable {
                let kind = property.isOutlet ? (property.isCollection ? "outletCollection" : "outlet") : "inspectable"
                members.append(["kind": kind, "name": property.name].merging(place(property.location)) { $1 })
            }
            for method in declaration.methods where method.isAction || method.isSegueAction {
                members.append(["kind": method.isAction ? "action" : "segueAction", "name": method.name, "selector": method.selector]
                    .merging(place(method.location)) { $1 })
            }
            var object: [String: Any] = [
                "kind": declaration.kind == .classDeclaration ? "class" : "extension",
                "name": declaration.name,
                "inheritedTypes": declaration.inheritedTypes,
                "members": members,
            ]
            if let objCName = declaration.objCName { object["objCName"] = objCName }
            if let condition = declaration.condition { object["condition"] = condition.description }
            return object.merging(place(declaration.location)) { $1 }
        }
        let loadSites: [[String: Any]] = summary.loadSites.map {
            ["api": $0.api.rawValue, "nib": $0.resolvedNibName ?? ""].merging(place($0.location)) { $1 }
        }
        let identifiers: [[String: Any]] = summary.storyboardIdentifierUses.map {
            ["identifier": $0.identifier].merging(place($0.location)) { $1 }
        }
        let typeAliases: [[String: Any]] = summary.typeAliases.map { alias in
            var object: [String: Any] = ["name": alias.name, "target": alias.targetTypeText]
            if let condition = alias.condition { object["condition"] = condition.description }
            return object.merging(place(alias.location)) { $1 }
        }
        return ["path": summary.path, "classes": classes, "typeAliases": typeAliases, "loadSites": loadSites,
                "storyboardIdentifierUses": identifiers]
    }
}

/// The loop both scanner dumps share: each file read, scanned and written as one JSON object per line; exit status 3
/// when a file cannot be read or written.
enum ScannerDump {
    static func run(files: [String], object: ([UInt8], String) -> [String: Any]) -> Int32 {
        var status: Int32 = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                printError("niblint: cannot read \(file)")
                status = 3
                continue
            }
            do {
                let json = try JSONSerialization.data(withJSONObject: object([UInt8](data), file), options: [.sortedKeys])
                FileHandle.standardOutput.write(json + Data("\n".utf8))
            } catch {
                printError("niblint: \(file): \(error)")
                status = 3
            }
        }
        return status
    }
}
