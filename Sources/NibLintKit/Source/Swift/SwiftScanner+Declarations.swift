/// Classes, extensions, type aliases and the properties, methods and initializers of classes and extensions, with their
/// attributes (`@IBOutlet`, `@IBAction`, `@objc`, ...): what the outlet, action, class and binding rules match a nib against.
extension SwiftDeclarationParser {
    mutating func parseTypeDeclaration(isClass: Bool, isExtension: Bool) {
        let isObjCProtocol = tokens[index].word == .protocol && pending.names.contains(.objc)
        let declarationKeyword = index
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        var name = text(of: nameToken)
        index += 1
        let isGeneric = isClass && index < tokens.count && tokens[index].isPunctuation("<")
        // `extension Outer<T>.Inner`: generic arguments between the components are left out of the name.
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        while index + 1 < tokens.count, tokens[index].isPunctuation("."), tokens[index + 1].kind == .identifier {
            name += "." + text(of: tokens[index + 1])
            index += 2
            if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        }
        var inherited: [String] = []
        var typeStart = index
        if index < tokens.count, tokens[index].isPunctuation(":") {
            index += 1
            typeStart = index
            var currentStart = index
            var depth = 0
            while index < tokens.count {
                let token = tokens[index]
                if depth == 0, token.isPunctuation("{") || token.isIdentifier(.where) || token.isPunctuation("}") { break }
                if token.isPunctuation("<") || token.isPunctuation("(") { depth += 1 }
                if token.isPunctuation(">") || token.isPunctuation(")") { depth = max(0, depth - 1) }
                if depth == 0, token.isPunctuation(",") {
                    inherited.append(typeName(currentStart..<index))
                    currentStart = index + 1
                }
                index += 1
            }
            if currentStart < index { inherited.append(typeName(currentStart..<index)) }
            // `class PlayerViewController: OtherKit.PlayerViewController`: a class of another module with the same name,
            // kept as written (the simple name would make the class its own superclass).
            if isClass, !isExtension, inherited.first == name, let end = inherited.isEmpty ? nil : firstInheritedEnd(from: typeStart) {
                inherited[0] = qualifiedTypeName(typeStart..<end)
            }
        }
        // Skip a `where` clause up to the body.
        while index < tokens.count, !tokens[index].isPunctuation("{"), !tokens[index].isPunctuation("}") { index += 1 }

        let qualifiedName = isExtension ? name : (enclosingTypeName.map { $0 + "." + name } ?? name)
        var classIndex: Int?
        // A type declared in a function, closure or accessor body is local: no nib can name it, and the lexer
        // skips most such bodies anyway. Its body is read as any other block.
        guard isAtTypeLevel else {
            typeScopeForNextBrace = Scope(typeName: nil, classIndex: nil)
            pending = PendingAttributes()
            return
        }
        if tokens[declarationKeyword].word == .protocol {
            facts.protocols.append(ProtocolDeclaration(name: name, inheritedTypes: inherited.filter { !$0.isEmpty }, isSwift: true))
        }
        if isClass || isExtension {
            var declaration = ClassDeclaration(
                kind: isExtension ? .extensionDeclaration : .classDeclaration,
                name: qualifiedName,
                inheritedTypes: inherited.filter { !$0.isEmpty },
                objCName: pending.objCName.flatMap { $0.isEmpty ? nil : $0 },
                isObjCMembers: pending.names.contains(.objcMembers),
                location: SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column),
                condition: currentCondition
            )
            declaration.isGeneric = isGeneric
            facts.classes.append(declaration)
            classIndex = facts.classes.count - 1
        }
        // `@objc extension C { … }`: every member is `@objc` (SE-0160).
        typeScopeForNextBrace = Scope(typeName: qualifiedName, classIndex: classIndex, isObjCProtocol: isObjCProtocol,
                                      isObjCExtension: isExtension && pending.names.contains(.objc))
        pending = PendingAttributes()
    }

    /// `typealias OSView = UIView` (or `typealias Pair<T> = (T, T)`) at the top level or in a type body: its name
    /// qualified by the enclosing types, the type as written up to the line end (or `;`, `where`, a `}`).
    mutating func parseTypeAlias() {
        pending = PendingAttributes()
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameToken = tokens[index]
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        guard index < tokens.count, tokens[index].isPunctuation("=") else { return }
        index += 1
        let start = index
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 {
                if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") || token.kind == .directive || token.isIdentifier(.where) { break }
                // A line end ends the type, unless `&`, `.` or `->` carries it over.
                if index > start, token.newlineBefore, !token.isPunctuation("&"), !token.isPunctuation("."), !token.isPunctuation("-") {
                    let previous = tokens[index - 1]
                    let endsWithArrow = previous.isPunctuation(">") && tokens[index - 2].isPunctuation("-")
                    if !(previous.isPunctuation("&") || previous.isPunctuation(".") || endsWithArrow) { break }
                }
            }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || (token.isPunctuation(">") && !tokens[index - 1].isPunctuation("-")) { depth = max(0, depth - 1) }
            index += 1
        }
        guard index > start else { return }
        let name = text(of: nameToken)
        facts.typeAliases.append(TypeAliasDeclaration(
            name: enclosingTypeName.map { $0 + "." + name } ?? name,
            targetTypeText: sourceText(of: start..<index),
            condition: currentCondition,
            location: SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column)))
    }

    /// `UIKit.UIViewController` → `UIViewController`; `Base<T>` → `Base`; attributes such as `@unchecked` are dropped.
    /// Where the first inherited type starting at `start` ends (its `,`, `{` or `where`).
    private func firstInheritedEnd(from start: Int) -> Int? {
        var position = start
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            if depth == 0, token.isPunctuation(",") || token.isPunctuation("{") || token.isIdentifier(.where) || token.isPunctuation("}") { return position }
            if token.isPunctuation("<") || token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(">") || token.isPunctuation(")") { depth = max(0, depth - 1) }
            position += 1
        }
        return nil
    }

    /// A type's dotted name as written (`OtherKit.PlayerViewController`), without generic arguments.
    private func qualifiedTypeName(_ range: Range<Int>) -> String {
        var parts: [String] = []
        for token in tokens[range] {
            if token.kind == .attribute { continue }
            if token.isPunctuation("<") { break }
            if token.kind == .identifier { parts.append(text(of: token)) }
        }
        return parts.joined(separator: ".")
    }

    private func typeName(_ range: Range<Int>) -> String {
        var name: SwiftToken?
        for token in tokens[range] {
            if token.kind == .attribute { continue }
            if token.isPunctuation("<") { break }
            if token.kind == .identifier { name = token }
        }
        return name.map(text(of:)) ?? ""
    }

    mutating func parseProperty(classIndex: Int) {
        let attributes = pending
        pending = PendingAttributes()
        let isLet = tokens[index].isIdentifier(.let)
        index += 1
        guard let first = readBinding() else { return }
        if index < tokens.count, tokens[index].isPunctuation("=") || tokens[index].isPunctuation("{") {
            recordConstant(first.name, isLet: isLet, isStatic: attributes.isStatic, inExtension: facts.classes[classIndex].kind == .extensionDeclaration)
        }
        // `var a, b: UILabel!` / `var a: UILabel!, b: UIButton!`: one declaration, several properties; a name
        // without a type has the next one's. Rare, so the array is only filled (allocated) then.
        var others: [(name: SwiftToken, type: Range<Int>)] = []
        while index + 1 < tokens.count, tokens[index].isPunctuation(","), tokens[index + 1].kind == .identifier {
            index += 1
            guard let binding = readBinding() else { break }
            others.append(binding)
        }
        if others.isEmpty, first.name.word == .nibName || first.name.word == .windowNibName {
            recordNibNameOverride(propertyName: first.name.word, at: first.name)
        }
        guard !attributes.isStatic else { return }
        var nextType = others.last?.type ?? first.type
        for position in others.indices.reversed() {
            if others[position].type.isEmpty { others[position].type = nextType } else { nextType = others[position].type }
        }
        addProperty(first.name, type: first.type.isEmpty ? nextType : first.type, attributes: attributes, classIndex: classIndex)
        for binding in others { addProperty(binding.name, type: binding.type, attributes: attributes, classIndex: classIndex) }
    }

    /// One `name` or `name: Type` of a `var` / `let`: the name token and the type's tokens (empty when inferred).
    /// The type ends at the line end, `=`, `{`, `;`, `}` or a `,` outside brackets.
    private mutating func readBinding() -> (name: SwiftToken, type: Range<Int>)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        let nameToken = tokens[index]
        index += 1
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return (nameToken, index..<index) }
        index += 1
        let typeStart = index
        var depth = 0
        var previous: SwiftToken?
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, previous != nil, token.newlineBefore { break }
            if depth == 0, token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(";") || token.isPunctuation("}") || token.isPunctuation(",") { break }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || (token.isPunctuation(">") && !(previous?.isPunctuation("-") ?? false)) { depth = max(0, depth - 1) }
            previous = token
            index += 1
        }
        return (nameToken, typeStart..<index)
    }

    private mutating func addProperty(_ nameToken: SwiftToken, type: Range<Int>, attributes: PendingAttributes, classIndex: Int) {
        let names = attributes.names
        let isOutlet = names.contains(.IBOutlet)
        let isInspectable = names.contains(.IBInspectable) || names.contains(.GKInspectable)
        var property = PropertyDeclaration(
            name: text(of: nameToken),
            typeText: writtenText(of: type),
            isOutlet: isOutlet,
            isInspectable: isInspectable,
            isObjCVisible: !names.contains(.nonobjc) && (isOutlet || isInspectable || names.contains(.objc) || names.contains(.NSManaged)
                || names.contains(.dynamic) || names.contains(.override) || isInObjCExtension),
            objCName: attributes.objCName.flatMap { $0.isEmpty ? nil : $0 },
            location: SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column)
        )
        property.isNonObjC = names.contains(.nonobjc)
        facts.classes[classIndex].properties.append(property)
    }

    /// The member being read is in the body of an `@objc extension`.
    private var isInObjCExtension: Bool { scopes.last?.isObjCExtension == true }

    mutating func parseMethod(classIndex: Int) {
        let attributes = pending
        pending = PendingAttributes()
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let nameIndex = index
        let nameToken = tokens[index]
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        guard index < tokens.count, tokens[index].isPunctuation("(") else { return }
        let openParenthesis = index
        let close = matchingClose(from: index)
        index = min(close + 1, tokens.count)
        guard !attributes.isStatic else { return }

        let names = attributes.names
        // Only actions' parameter types are ever looked at (invalid-action-signature): the others are not read.
        let types = names.contains(.IBAction) || names.contains(.IBSegueAction) ? parameterTypes(from: openParenthesis + 1, to: close) : []
        // The labels as byte ranges, in a buffer kept from method to method (taken out of `self`, which the
        // closure does not capture): every method of the project passes here, and only its selector needs them.
        var labels = labelScratch
        labelScratch = []
        defer { labelScratch = labels }
        labels.removeAll(keepingCapacity: true)
        let tokens = self.tokens, bytes = self.bytes
        Self.forEachParameter(in: tokens, from: openParenthesis + 1, to: close) { firstName, _ in
            labels.append(tokens[firstName].spells("_", in: bytes) ? nil : tokens[firstName].textRange)
        }
        let name = text(of: nameToken)
        let location = SourceLocation(file: facts.path, line: nameToken.line, column: nameToken.column)
        functionForNextBrace = FunctionBody(classIndex: classIndex, nameIndex: nameIndex, parametersOpen: openParenthesis,
                                            entryPoint: labels.isEmpty && spells(nameToken, "awakeFromNib") ? .awakeFromNib : nil)
        // The names compared in the file's bytes (length first), not as strings.
        let forUndefinedKey: StaticString = "forUndefinedKey"
        if labels.count == 2, spells(nameToken, "setValue"), let second = labels[1],
           UnsafeBufferPointer(start: forUndefinedKey.utf8Start, count: forUndefinedKey.utf8CodeUnitCount).elementsEqual(bytes[second]) {
            facts.classes[classIndex].acceptsUndefinedKeys = true
        }
        if spells(nameToken, "forwardingTarget") || spells(nameToken, "responds") || spells(nameToken, "resolveInstanceMethod")
            || spells(nameToken, "forwardInvocation") || spells(nameToken, "methodSignature") {
            facts.classes[classIndex].forwardsSelectors = true
        }
        let objCName = attributes.objCName.flatMap { $0.isEmpty ? nil : $0 }
        let method = MethodDeclaration(
            name: name,
            selector: objCName ?? SelectorName.objectiveC(baseName: nameToken.textRange, argumentLabels: labels, in: bytes),
            isAction: names.contains(.IBAction),
            isSegueAction: names.contains(.IBSegueAction),
            isObjCVisible: !names.contains(.nonobjc) && (names.contains(.objc) || names.contains(.IBAction) || names.contains(.IBSegueAction)
                || names.contains(.dynamic) || names.contains(.override) || isInObjCExtension),
            isNonObjC: names.contains(.nonobjc),
            parameterTypes: types,
            location: location
        )
        facts.classes[classIndex].methods.append(method)
    }

    /// `init(coder: NSCoder)`, `init?(frame: CGRect)`, ... in a class or extension body: only its name is kept,
    /// for the load sites in its body and for `init(coder:)`'s calls (`DecodingEntryPoint`).
    mutating func parseInitializer(classIndex: Int) {
        pending = PendingAttributes()
        let nameIndex = index
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("?") || tokens[index].isPunctuation("!") { index += 1 }
        if index < tokens.count, tokens[index].isPunctuation("<") { index = matchingAngle(from: index) + 1 }
        guard index < tokens.count, tokens[index].isPunctuation("(") else { return }
        let open = index
        let close = matchingClose(from: open)
        index = min(close + 1, tokens.count)
        // `(coder: NSCoder)` / `(coder aDecoder: NSCoder)`: one parameter labelled `coder`.
        let isCoderInitializer = open + 2 < close && spells(tokens[open + 1], "coder")
            && (tokens[open + 2].isPunctuation(":") || tokens[open + 2].kind == .identifier)
            && !tokens[(open + 1)..<close].contains { $0.isPunctuation(",") }
        // `init?(coder: NSCoder, model: Model)`: what `instantiateViewController(identifier:creator:)` calls instead.
        if !isCoderInitializer, (open..<close).contains(where: { tokens[$0].isPunctuation(",") }),
           (open..<close).contains(where: { (tokens[$0].isPunctuation("(") || tokens[$0].isPunctuation(",")) && spells(tokens[$0 + 1], "coder") }) {
            facts.classes[classIndex].hasCreatorCoderInitializer = true
        }
        // `extension UIImage { convenience init?(named name: String) }`: the project's own lookup, which `UIImage(named:)` may run.
        if open + 2 < close, spells(tokens[open + 1], "named"), !tokens[(open + 1)..<close].contains(where: { $0.isPunctuation(",") }) {
            let typeName = facts.classes[classIndex].name
            if typeName == "UIImage" || typeName == "NSImage" {
                facts.imageNamedInitializers.append(ImageNamedInitializer(typeName: typeName, location: SourceLocation(file: facts.path, line: tokens[nameIndex].line,
                                                                                                                       column: tokens[nameIndex].column)))
            }
        }
        functionForNextBrace = FunctionBody(classIndex: classIndex, nameIndex: nameIndex, parametersOpen: open,
                                            entryPoint: isCoderInitializer ? .coderInitializer : nil)
    }

    /// The full Swift name of a function (`setup(with:)`, `init(coder:)`), read from its tokens: built only when needed.
    func fullName(of function: FunctionBody) -> String {
        let close = matchingClose(from: function.parametersOpen)
        let labels = parameterLabels(from: function.parametersOpen + 1, to: close)
        return Self.fullName(tokens[function.nameIndex].isIdentifier(.initializer) ? "init" : text(of: tokens[function.nameIndex]), labels: labels)
    }

    /// The argument labels of a parameter list (`_` → nil), without reading the types.
    private func parameterLabels(from start: Int, to end: Int) -> [String?] {
        var labels: [String?] = []
        var depth = 0
        var expectLabel = true
        for position in start..<end {
            let token = tokens[position]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth = max(0, depth - 1) }
            if token.isPunctuation(">"), position > start, !tokens[position - 1].isPunctuation("-") { depth = max(0, depth - 1) }
            if depth == 0, token.isPunctuation(",") { expectLabel = true; continue }
            if expectLabel, depth == 0, token.kind == .identifier {
                labels.append(spells(token, "_") ? nil : text(of: token))
                expectLabel = false
            }
        }
        return labels
    }

    /// `setup(with:)` from `setup` and `["with"]`; a nil label is `_`.
    static func fullName(_ baseName: String, labels: [String?]) -> String {
        var name = baseName + "("
        for label in labels { name += (label ?? "_") + ":" }
        return name + ")"
    }

    /// The types of a parameter list as written: `(_ sender: Any, forEvent event: UIEvent)` → `["Any", "UIEvent"]`.
    private func parameterTypes(from start: Int, to end: Int) -> [String] {
        var types: [String] = []
        Self.forEachParameter(in: tokens, from: start, to: end) { _, type in types.append(type.map { writtenText(of: $0) } ?? "") }
        return types
    }

    /// Calls `body` with each parameter of the list between `start` and `end` (split at its top-level commas):
    /// the position of its first name, which is its argument label, and the tokens of its type (before any
    /// default value), nil when no `:` is written. A parameter without a name is skipped.
    private static func forEachParameter(in tokens: [SwiftToken], from start: Int, to end: Int, _ body: (_ firstName: Int, _ type: Range<Int>?) -> Void) {
        func parameter(_ range: Range<Int>) {
            var firstName: Int?
            var typeStart: Int?
            var typeEnd = range.upperBound
            for position in range {
                let token = tokens[position]
                if typeStart != nil {
                    if token.isPunctuation("=") { typeEnd = position; break }
                } else if token.isPunctuation(":") {
                    typeStart = position + 1
                } else if token.kind == .identifier, firstName == nil {
                    firstName = position
                }
            }
            guard let firstName else { return }
            body(firstName, typeStart.map { $0..<typeEnd })
        }
        var parameterStart = start
        var depth = 0
        var cursor = start
        while cursor < end {
            let token = tokens[cursor]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth = max(0, depth - 1) }
            if token.isPunctuation(">"), cursor > start, !tokens[cursor - 1].isPunctuation("-") { depth = max(0, depth - 1) }
            if depth == 0, token.isPunctuation(",") {
                parameter(parameterStart..<cursor)
                parameterStart = cursor + 1
            }
            cursor += 1
        }
        if parameterStart < end { parameter(parameterStart..<end) }
    }
}
