/// Reuse identifiers: cells and views dequeued (`dequeueReusableCellWithIdentifier:`, `makeViewWithIdentifier:owner:`, ...)
/// and registered (`registerNib:` / `registerClass:` `for…Identifier:`), for reuse-identifier-not-found.
extension ObjectiveCDeclarationParser {
    /// A reuse identifier as written: `@"Cell"`, `NSStringFromClass([FooCell class])`, a constant's name, `FooCell.reuseIdentifier`
    /// / `[FooCell reuseIdentifier]`.
    func reuseIdentifier(_ range: Range<Int>) -> ReuseIdentifierExpression {
        switch nameExpression(range) {
        case .literal(let name): return .literal(name)
        case .className(let name): return .className(name)
        case .enclosingClassName, .unknown: break
        }
        let slice = Array(range)
        if slice.count == 1, tokens[slice[0]].kind == .identifier, !tokenEquals(tokens[slice[0]], "self") { return .name(text(tokens[slice[0]])) }
        if slice.count == 3, tokens[slice[0]].kind == .identifier, isPunctuation(slice[1], Byte.dot), tokens[slice[2]].kind == .identifier {
            return tokenEquals(tokens[slice[0]], "self") ? .name(text(tokens[slice[2]])) : .member(base: text(tokens[slice[0]]), name: text(tokens[slice[2]]))
        }
        if slice.count == 4, isPunctuation(slice[0], Byte.openBracket), tokens[slice[1]].kind == .identifier, tokens[slice[2]].kind == .identifier,
           isPunctuation(slice[3], Byte.closeBracket), isTypeName(tokens[slice[1]]) {
            return .member(base: text(tokens[slice[1]]), name: text(tokens[slice[2]]))
        }
        return .unknown
    }

    /// `[tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath]` and its siblings, at the method's name.
    func detectDequeue(at position: Int, piece: String) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece else { return }
        let labels = message.pieces.map(\.label)
        let api: ReuseIdentifierUse.API
        var value = message.pieces[0].value
        switch piece {
        case "dequeueReusableCellWithIdentifier":
            if labels.count == 1 { api = .tableCell } else if labels == [piece, "forIndexPath"] { api = .tableCellForIndexPath } else { return }
        case "dequeueReusableCellWithReuseIdentifier":
            guard labels == [piece, "forIndexPath"] else { return }
            api = .collectionCell
        case "dequeueReusableHeaderFooterViewWithIdentifier":
            guard labels.count == 1 else { return }
            api = .headerFooter
        case "dequeueReusableSupplementaryViewOfKind":
            guard labels == [piece, "withReuseIdentifier", "forIndexPath"] else { return }
            api = .supplementary
            value = message.pieces[1].value
        default:
            guard labels == [piece, "owner"] else { return }
            api = .appKitMakeView
        }
        facts.reuseIdentifierUses.append(ReuseIdentifierUse(api: api, identifier: reuseIdentifier(value), enclosingClass: enclosingClassName,
                                                              location: location(of: tokens[position])))
    }

    /// `[tableView registerNib:nib forCellReuseIdentifier:@"Cell"]`, `registerClass:forCellWithReuseIdentifier:`, ….
    func detectReuseRegistration(at position: Int, piece: String) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, message.pieces.count >= 2 else { return }
        let kinds: [String: NibRegistration.Kind] = [
            "forCellReuseIdentifier": .tableViewCell, "forHeaderFooterViewReuseIdentifier": .tableViewHeaderFooter,
            "forCellWithReuseIdentifier": .collectionViewCell, "forSupplementaryViewOfKind": .collectionViewSupplementary,
            "forIdentifier": .appKitTableView, "forItemWithIdentifier": .appKitCollectionItem,
        ]
        guard let kind = kinds[message.pieces[1].label] else { return }
        guard let value = kind == .collectionViewSupplementary ? message.value("withReuseIdentifier") : message.pieces[1].value else { return }
        var registeredClass: String?
        let first = Array(message.pieces[0].value)
        if first.count == 4, isPunctuation(first[0], Byte.openBracket), isClassReceiver(tokens[first[1]]), tokenEquals(tokens[first[2]], "class"),
           isPunctuation(first[3], Byte.closeBracket) {
            registeredClass = text(tokens[first[1]])
        }
        facts.reuseRegistrations.append(ReuseRegistration(kind: kind, identifier: reuseIdentifier(value), registeredClass: registeredClass,
                                                            enclosingClass: enclosingClassName, location: location(of: tokens[position])))
    }
}
