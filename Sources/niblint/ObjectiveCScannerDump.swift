import Foundation
import NibLintKit

/// `niblint dump-objc FILE ...`: what `ObjectiveCScanner` extracts from each `.h`/`.m`/`.mm` file, as one JSON object
/// per file (one per line), for `Scripts/objc-oracle.py`, which compares it with clang's AST. A development aid: the
/// declarations the oracle checks (classes, categories, superclasses, protocols, instance variables, properties,
/// instance methods and their Interface Builder marks) with their lines.
enum ObjectiveCScannerDump {
    /// `app`: the folder whose headers an import is looked up among by name (beside the importing file first).
    static func run(files: [String], app: String?) -> Int32 {
        let headers = ObjectiveCHeaderMacros(headerPaths: app.map(headerPaths(under:)) ?? [])
        return ScannerDump.run(files: files) { bytes, path in object(of: ObjectiveCScanner.scan(bytes: bytes, path: path, headers: headers)) }
    }

    private static func headerPaths(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { ($0 as? String).flatMap { $0.hasSuffix(".h") ? root + "/" + $0 : nil } }
    }

    static func object(of facts: SourceFacts) -> [String: Any] {
        let classes: [[String: Any]] = facts.classes.map { declaration in
            // The scanner records declarations as written (the keys key-value coding derives are `KeyValueCoding`'s).
            let properties: [[String: Any]] = declaration.properties.map { property in
                ["name": property.name, "type": property.typeText, "instanceVariable": property.isInstanceVariable,
                 "outlet": property.isOutlet, "line": property.location.line]
            }
            let methods: [[String: Any]] = declaration.methods.map { method in
                ["selector": method.selector, "action": method.isAction, "line": method.location.line]
            }
            var object: [String: Any] = [
                "kind": declaration.kind == .classDeclaration ? "class" : "extension",
                "name": declaration.name,
                "inheritedTypes": declaration.inheritedTypes,
                "properties": properties,
                "methods": methods,
                "line": declaration.location.line,
            ]
            if let condition = declaration.condition { object["condition"] = condition.description }
            return object
        }
        let protocols: [[String: Any]] = facts.protocols.map { ["name": $0.name, "inheritedTypes": $0.inheritedTypes] }
        return ["path": facts.path, "classes": classes, "protocols": protocols]
    }
}
