/// Reuse identifiers: cells and views dequeued (`dequeueReusableCell(withIdentifier:)`, ...) and registered (by class or
/// nib), identifiers written as names resolved, and forced casts of dequeued cells; for reuse-identifier-not-found and cast-mismatch.
extension SwiftDeclarationParser {
    /// `dequeueReusableCell(withIdentifier: "X", for:) as! T` (cast-mismatch): literal identifiers only.
    mutating func detectDequeueCast(at position: Int) {
        guard let arguments = callArguments(openingAt: position + 1),
              let argument = arguments.list.first(where: { has($0, label: "withIdentifier") || has($0, label: "withReuseIdentifier") }),
              case .literal(let identifier) = nameExpression(argument.range) else { return }
        let after = arguments.close + 1
        // `dequeueReusableCell(withIdentifier:)` without `for:` returns an optional: `…)! as! T` too.
        let unwrapped = after < tokens.count && tokens[after].isPunctuation("!") ? after + 1 : after
        guard let cast = forcedCast(at: unwrapped) else { return }
        let labels = arguments.list.map { $0.label.map { text(of: tokens[$0]) + ":" } ?? "_:" }.joined()
        recordForcedCast(ForcedLookupCast(lookup: .reuseIdentifier(identifier), call: "dequeueReusableCell(\(labels))",
                                          castClass: cast.name, enclosingClass: enclosingTypeName, location: location(of: tokens[cast.start])))
    }

    /// `dequeueReusableCell(withIdentifier:)` and its siblings, with the identifier as written; at the method's name.
    mutating func detectDequeue(at position: Int) {
        let token = tokens[position]
        guard !(position >= 1 && tokens[position - 1].isIdentifier(.func)), let arguments = callArguments(openingAt: position + 1) else { return }
        let list = arguments.list
        func labels(_ expected: StaticString...) -> Bool {
            guard list.count == expected.count else { return false }
            for (argument, label) in zip(list, expected) where !has(argument, label: label) { return false }
            return true
        }
        let api: ReuseIdentifierUse.API
        var argument = list.first
        switch token.word {
        case .dequeueReusableCell:
            if list.count == 1, has(list[0], label: "withIdentifier") { api = .tableCell }
            else if labels("withIdentifier", "for") { api = .tableCellForIndexPath }
            else if labels("withReuseIdentifier", "for") { api = .collectionCell }
            else { return }
        case .dequeueReusableHeaderFooterView:
            guard labels("withIdentifier") else { return }
            api = .headerFooter
        case .dequeueReusableSupplementaryView:
            guard labels("ofKind", "withReuseIdentifier", "for") else { return }
            api = .supplementary
            argument = list[1]
        default:
            guard labels("withIdentifier", "owner") else { return }
            api = .appKitMakeView
        }
        guard let argument else { return }
        let after = arguments.close + 1
        let isForced = after + 1 < tokens.count && (tokens[after].isPunctuation("!") && !tokens[after + 1].isPunctuation("=")
            || spells(tokens[after], "as") && tokens[after + 1].isPunctuation("!"))
        facts.reuseIdentifierUses.append(ReuseIdentifierUse(
            api: api, identifier: reuseIdentifier(argument.range), enclosingClass: enclosingTypeName,
            location: SourceLocation(file: facts.path, line: token.line, column: token.column), isForced: isForced))
    }

    /// `register(FooCell.self, forCellReuseIdentifier: "X")`, `register(nib, forSupplementaryViewOfKind: k, withReuseIdentifier: "X")`,
    /// AppKit's `register(nib, forIdentifier: id)`: the identifier as written and the class registered, if written so.
    mutating func detectReuseRegistration(at position: Int) {
        guard !(position >= 1 && tokens[position - 1].isIdentifier(.func)), let arguments = callArguments(openingAt: position + 1) else { return }
        let list = arguments.list
        // The Reusable library's `register(cellType: FooCell.self)` (and `headerFooterViewType:`, `supplementaryViewType:`):
        // the class (or its nib, for a `NibReusable`) under the class's name, its default `reuseIdentifier`.
        let reusableLabels: [(StaticString, NibRegistration.Kind)] = [
            ("cellType", .tableViewCell), ("headerFooterViewType", .tableViewHeaderFooter), ("supplementaryViewType", .collectionViewSupplementary),
        ]
        if let first = list.first, let kind = reusableLabels.first(where: { has(first, label: $0.0) })?.1 {
            let range = first.range
            guard range.count == 3, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].isPunctuation("."),
                  tokens[range.lowerBound + 2].isIdentifier(.selfValue), startsUppercase(tokens[range.lowerBound]) else { return }
            let className = text(of: tokens[range.lowerBound])
            let token = tokens[position]
            facts.reuseRegistrations.append(ReuseRegistration(
                kind: kind, identifier: .className(className), registeredClass: className,
                enclosingClass: enclosingTypeName, location: SourceLocation(file: facts.path, line: token.line, column: token.column)))
            return
        }
        guard list.count >= 2 else { return }
        let kinds: [(StaticString, NibRegistration.Kind)] = [
            ("forCellReuseIdentifier", .tableViewCell), ("forHeaderFooterViewReuseIdentifier", .tableViewHeaderFooter),
            ("forCellWithReuseIdentifier", .collectionViewCell), ("forSupplementaryViewOfKind", .collectionViewSupplementary),
            ("forIdentifier", .appKitTableView), ("forItemWithIdentifier", .appKitCollectionItem),
        ]
        guard let kind = kinds.first(where: { has(list[1], label: $0.0) })?.1 else { return }
        let identifierArgument = kind == .collectionViewSupplementary ? list.first { has($0, label: "withReuseIdentifier") } : list[1]
        guard let identifierArgument else { return }
        var registeredClass: String?
        let first = list[0].range
        if first.count == 3, tokens[first.lowerBound].kind == .identifier, tokens[first.lowerBound + 1].isPunctuation("."),
           tokens[first.lowerBound + 2].isIdentifier(.selfValue), startsUppercase(tokens[first.lowerBound]) {
            registeredClass = text(of: tokens[first.lowerBound])
        }
        let token = tokens[position]
        facts.reuseRegistrations.append(ReuseRegistration(
            kind: kind, identifier: reuseIdentifier(identifierArgument.range), registeredClass: registeredClass,
            enclosingClass: enclosingTypeName, location: SourceLocation(file: facts.path, line: token.line, column: token.column)))
    }

    /// A reuse identifier as written: a literal (also wrapped in `NSUserInterfaceItemIdentifier(…)` / `.init(rawValue:)`),
    /// a class's name, `Base.name`, a bare name (a local `let` bound to a literal in the same function is read here).
    func reuseIdentifier(_ range: Range<Int>) -> ReuseIdentifierExpression {
        // Every form read below is a few tokens (`NSUserInterfaceItemIdentifier(rawValue: "X")` is six): a longer
        // initializer (`let cell = Foo.make { … }`) is none of them, and is not walked.
        guard let first = range.first, range.count <= 16 else { return .unknown }
        switch nameExpression(range) {
        case .literal(let name): return .literal(name)
        case .className(let name): return .className(name)
        case .enclosingClassName: return .unknown
        case .unknown: break
        }
        let count = range.count
        if count == 1, tokens[first].kind == .identifier, !tokens[first].isIdentifier(.selfValue) {
            let name = text(of: tokens[first])
            if let local = localStrings[name], local.function == (enclosingFunction?.open ?? -2) {
                guard let initializer = local.initializer else { return .unknown }
                switch reuseIdentifier(initializer) {
                case let value where value.isResolvable: return value
                default: return .unknown
                }
            }
            return .name(name)
        }
        // `NSUserInterfaceItemIdentifier("X")`, `NSUserInterfaceItemIdentifier(rawValue: "X")`, `.init(rawValue: "X")`, `.init("X")`.
        let strings = tokens[range].filter { $0.kind == .string }
        if strings.count == 1, tokens[range].last?.isPunctuation(")") == true {
            var wrapped = true
            for token in tokens[range] where token.kind == .identifier {
                if !(spells(token, "NSUserInterfaceItemIdentifier") || token.isIdentifier(.initializer) || spells(token, "rawValue")) { wrapped = false; break }
            }
            let content = text(of: strings[0])
            if wrapped, !content.utf8.contains(UInt8(ascii: "\\")) { return .literal(content) }
        }
        // `.dataSourceItem`: a static member of the identifier's type (`NSUserInterfaceItemIdentifier`, `String`).
        if count == 2, tokens[first].isPunctuation("."), tokens[first + 1].kind == .identifier {
            return .member(base: ".", name: text(of: tokens[first + 1]))
        }
        // `A.b`, `A.B.c`, `self.b`, `Self.b`, `T.reuseIdentifier`
        if count >= 3, count % 2 == 1 {
            var parts: [String] = []
            for offset in 0..<count {
                let token = tokens[first + offset]
                if offset % 2 == 1 {
                    guard token.isPunctuation(".") else { return .unknown }
                } else {
                    guard token.kind == .identifier else { return .unknown }
                    parts.append(text(of: token))
                }
            }
            let name = parts.removeLast()
            if parts == ["self"] { return .name(name) }
            return .member(base: parts.joined(separator: "."), name: name)
        }
        return .unknown
    }

    /// `register(FooCell.self, forCellReuseIdentifier: "X")` (`forCellWithReuseIdentifier:`, a supplementary view's
    /// `withReuseIdentifier:`, `forHeaderFooterViewReuseIdentifier:`; `nil` as the class too): any first argument but a
    /// nib, which the load sites record.
    mutating func detectCellClassRegistration(at position: Int) {
        guard let arguments = callArguments(openingAt: position + 1), arguments.list.count >= 2 else { return }
        let first = arguments.list[0].range
        guard !first.isEmpty, !tokens[first].contains(where: { $0.isIdentifier(.UINib) || $0.isIdentifier(.NSNib) }),
              tokens[first.upperBound - 1].isIdentifier(.selfValue) || tokens[first.upperBound - 1].isIdentifier(.nilValue) else { return }
        let labels: [StaticString] = ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "withReuseIdentifier", "forHeaderFooterViewReuseIdentifier"]
        guard let argument = arguments.list.dropFirst().first(where: { argument in labels.contains { has(argument, label: $0) } }) else { return }
        var identifier: String?
        if case .literal(let literal) = nameExpression(argument.range) { identifier = literal }
        facts.cellClassRegistrations.append(CellClassRegistration(identifier: identifier, enclosingClass: enclosingTypeName,
                                                                    location: location(of: tokens[position])))
    }
}
