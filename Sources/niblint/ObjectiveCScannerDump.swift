import Foundation
import NibLintKit

/// `niblint dump-objc FILE ...`: what `ObjectiveCScanner` extracts from each `.h`/`.m`/`.mm` file, as one JSON object
/// per file (one per line), for `Scripts/objc-oracle.py`, which compares it with clang's AST. A development aid: the
/// declarations the oracle checks (classes, categories, superclasses, protocols, instance variables, properties,
/// instance methods and their Interface Builder marks) with their lines.
enum ObjectiveCScannerDump {
    static func run(files: [String]) -> Int32 {
        ScannerDump.run(files: files) { bytes, path in object(of: ObjectiveCScanner.scan(bytes: bytes, path: path)) }
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
