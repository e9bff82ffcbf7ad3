/// Nib-loading code (`loadNibNamed`, `UINib` / `NSNib` instantiation and registration, `init(nibName:bundle:)`, `nibName`
/// overrides) with the name, owner and cast as written, for the nib-* and owner rules, registered-nib-shape and
/// view-outlet-not-set. `detectLoadSite` is also where every other call the parser reacts to is dispatched from.
extension SwiftDeclarationParser {
    /// `object_setClass(x, Sub.self)`, `object_setClass(x, flag ? A.self : B.self)`: each `Name.self` of the second argument.
    mutating func detectClassSwap(at position: Int) {
        guard position + 1 < tokens.count, tokens[position + 1].isPunctuation("("), !(position > 0 && tokens[position - 1].isPunctuation(".")),
              let arguments = callArguments(openingAt: position + 1), arguments.list.count == 2 else { return }
        let range = arguments.list[1].range
        let token = tokens[position]
        var cursor = range.lowerBound
        while cursor + 2 < range.upperBound + 1, cursor + 2 < tokens.count {
            if tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].isIdentifier(.selfValue) {
                facts.classSwaps.append(ClassSwap(className: text(of: tokens[cursor]), location: SourceLocation(file: facts.path, line: token.line, column: token.column)))
            }
            cursor += 1
        }
    }

    mutating func detectLoadSite(at position: Int) {
        let token = tokens[position]
        guard !token.isEscaped else { return }
        switch token.word {
        case .loadNibNamed:
            guard let arguments = callArguments(openingAt: position + 1), let first = arguments.list.first else { return }
            let owner = arguments.list.first { has($0, label: "owner") }.map { ownerExpression($0.range) } ?? .unknown
            let api: NibLoadSite.API = arguments.list.contains { has($0, label: "topLevelObjects") } ? .loadNibNamedTopLevelObjects : .loadNibNamed
            // `Bundle.main.loadNibNamed(…)`
            let onMain = position >= 2 && tokens[position - 1].isPunctuation(".") && spells(tokens[position - 2], "main")
                && (position < 4 || !tokens[position - 3].isPunctuation(".") || spells(tokens[position - 4], "Bundle"))
            // AppKit's `loadNibNamed(_:owner:topLevelObjects:)` takes "X.nib" too.
            let name = api == .loadNibNamedTopLevelObjects ? nameExpression(first.range).droppingNibExtension : nameExpression(first.range)
            record(api, name: name, owner: owner, at: token, castClass: forcedCastOfFirstObject(after: arguments.close),
                   bundle: onMain ? .main : .unknown)
        case .UINib, .NSNib:
            guard let arguments = callArguments(openingAt: position + 1) else { return }
            let nameLabel: StaticString = token.word == .UINib ? "nibName" : "nibNamed"
            guard let nameArgument = arguments.list.first(where: { has($0, label: nameLabel) }) else { return }
            let name = token.word == .NSNib ? nameExpression(nameArgument.range).droppingNibExtension : nameExpression(nameArgument.range)
            let inMain = arguments.list.first { has($0, label: "bundle") }.map { lookupBundle($0.range) } ?? .main
            let after = arguments.close + 1
            if after + 2 < tokens.count, tokens[after].isPunctuation("."), tokens[after + 1].isIdentifier(.instantiate),
               let instantiate = callArguments(openingAt: after + 2) {
                let owner = instantiate.list.first { has($0, label: "withOwner") }.map { ownerExpression($0.range) } ?? .unknown
                record(token.word == .UINib ? .uiNibInstantiate : .nsNibInstantiate, name: name, owner: owner, at: token,
                       castClass: forcedCastOfFirstObject(after: instantiate.close), bundle: inMain)
            } else if position >= 2, tokens[position - 1].isPunctuation("("), tokens[position - 2].isIdentifier(.register) {
                record(.registerNib, name: name, owner: .none, at: token,
                       registration: callArguments(openingAt: position - 1).flatMap { registration($0.list) }, bundle: inMain)
            } else if position >= 2, tokens[position - 1].isPunctuation("="), tokens[position - 2].kind == .identifier {
                // `let nib = UINib(nibName: "X", bundle: nil)`, `let nib: UINib = …`: a load site where the variable is
                // instantiated or registered, with this name and bundle.
                var variable = position - 2
                if tokens[variable].word == token.word, variable >= 2, tokens[variable - 1].isPunctuation(":"), tokens[variable - 2].kind == .identifier { variable -= 2 }
                nibVariables[text(of: tokens[variable])] = (name, inMain)
                if name == .unknown { facts.loadsNibByUnreadableName = true }
            } else if name == .unknown {
                facts.loadsNibByUnreadableName = true
            }
        case .register:
            detectCellClassRegistration(at: position)
            detectReuseRegistration(at: position)
            guard !nibVariables.isEmpty, let arguments = callArguments(openingAt: position + 1), let first = arguments.list.first,
                  first.range.count == 1, let nib = nibVariables[text(of: tokens[first.range.lowerBound])] else { return }
            record(.registerNib, name: nib.name, owner: .none, at: token, registration: registration(arguments.list), bundle: nib.bundle)
        case .dequeueReusableCell, .dequeueReusableHeaderFooterView, .dequeueReusableSupplementaryView, .makeView:
            detectDequeue(at: position)
            if token.word == .dequeueReusableCell { detectDequeueCast(at: position) }
        case .nibName, .windowNibName:
            detectNibNameInitializer(at: position)
        case .UIStoryboard, .NSStoryboard:
            detectStoryboardCreation(at: position)
        case .UIImage, .NSImage:
            detectImageLoad(at: position)
        case .instantiateInitialViewController, .instantiateInitialController:
            detectInitialControllerOfVariable(at: position)
            detectInitialControllerCast(at: position)
        case .NSValueTransformerName, .setValueTransformer:
            detectValueTransformerName(at: position)
        case .instantiateViewController, .performSegue, .instantiateController:
            guard let arguments = callArguments(openingAt: position + 1),
                  let argument = arguments.list.first(where: { has($0, label: "withIdentifier") || has($0, label: "identifier") }),
                  case .literal(let identifier) = nameExpression(argument.range) else { return }
            if token.word != .instantiateController {
                facts.storyboardIdentifierUses.append(StoryboardIdentifierUse(
                    kind: token.word == .performSegue ? .segue : .viewController, identifier: identifier,
                    enclosingClass: enclosingTypeName, location: SourceLocation(file: facts.path, line: token.line, column: token.column),
                    isSentToSelf: isSentToSelf(callAt: position),
                    storyboard: token.word == .instantiateViewController ? storyboardReceiver(ofCallAt: position) : nil))
            }
            if token.word != .performSegue, let cast = forcedCast(at: arguments.close + 1) {
                let label = has(argument, label: "identifier") ? "identifier" : "withIdentifier"
                recordForcedCast(ForcedLookupCast(lookup: .storyboardIdentifier(identifier), storyboardName: storyboardOfReceiver(callAt: position),
                                                  call: "\(text(of: token))(\(label):)", castClass: cast.name, enclosingClass: enclosingTypeName,
                                                  location: location(of: tokens[cast.start])))
            }
        case .destination, .destinationController:
            detectSegueDestinationCast(at: position)
        case .objectSetClass:
            detectClassSwap(at: position)
        default:
            // `nib.instantiate(withOwner:)` on a variable bound above; the dictionary is consulted
            // only when the shape matches, so ordinary identifiers never become strings.
            guard !nibVariables.isEmpty, position + 3 < tokens.count, tokens[position + 1].isPunctuation("."),
                  tokens[position + 2].isIdentifier(.instantiate), let nib = nibVariables[text(of: token)],
                  let instantiate = callArguments(openingAt: position + 3) else { return }
            let owner = instantiate.list.first { has($0, label: "withOwner") }.map { ownerExpression($0.range) } ?? .unknown
            let api: NibLoadSite.API = instantiate.list.contains { has($0, label: "topLevelObjects") } ? .nsNibInstantiate : .uiNibInstantiate
            record(api, name: nib.name, owner: owner, at: token, castClass: forcedCastOfFirstObject(after: instantiate.close), bundle: nib.bundle)
        }
    }

    /// `super.init(nibName: "X", bundle: nil)`, `Foo(nibName: nil, bundle: nil)`, `self.init(windowNibName: "X")`.
    private mutating func detectNibNameInitializer(at position: Int) {
        guard position >= 2, position + 1 < tokens.count, tokens[position + 1].isPunctuation(":"),
              tokens[position - 1].isPunctuation("(") else { return }
        let callee = tokens[position - 2]
        var owner: OwnerExpression
        var calleeToken = callee
        if callee.isIdentifier(.initializer) {
            guard position >= 4, tokens[position - 3].isPunctuation(".") else { return }
            let receiver = tokens[position - 4]
            if receiver.isIdentifier(.superValue) || receiver.isIdentifier(.selfValue) {
                owner = .enclosingInstance
            } else if receiver.kind == .identifier, startsUppercase(receiver), receiver.word != .UINib, receiver.word != .NSNib {
                owner = .instance(of: text(of: receiver))
            } else {
                return
            }
            calleeToken = receiver
        } else if callee.kind == .identifier, startsUppercase(callee), callee.word != .UINib, callee.word != .NSNib {
            owner = .instance(of: text(of: callee))
        } else {
            return
        }
        let nameLabel: StaticString = tokens[position].word == .nibName ? "nibName" : "windowNibName"
        guard let arguments = callArguments(openingAt: position - 1),
              let nameArgument = arguments.list.first(where: { has($0, label: nameLabel) }) else { return }
        if let explicitOwner = arguments.list.first(where: { has($0, label: "owner") }) { owner = ownerExpression(explicitOwner.range) }
        var name = nameExpression(nameArgument.range)
        let isNil = nameArgument.range.count == 1 && tokens[nameArgument.range.lowerBound].isIdentifier(.nilValue)
        if isNil {
            if case .instance(let className) = owner { name = .className(className) } else { name = .enclosingClassName }
        }
        let api: NibLoadSite.API = tokens[position].word == .nibName ? .initNibName : .windowNibName
        // `init(windowNibName:)` looks in the bundle of the owner's class, the app's.
        let inMain = arguments.list.first { has($0, label: "bundle") }.map { lookupBundle($0.range) } ?? (api == .windowNibName ? .main : .unknown)
        record(api, name: name, owner: owner, at: calleeToken, isImplicitNibName: isNil, bundle: inMain)
        // Any name but nil, even one niblint cannot read (`super.init(nibName: Self.nibIdentifier, …)`); passing on
        // the `nibName` parameter of an `init(nibName:bundle:)` override names nothing by itself.
        if api == .initNibName, !isNil, owner == .enclosingInstance, name != .unknown || enclosingFunction.map(fullName(of:)) != "init(nibName:bundle:)",
           let classIndex = scopes.last(where: { $0.typeName != nil })?.classIndex {
            facts.classes[classIndex].initializerNamesNib = true
        }
    }

    /// `override var nibName: String? { "X" }` / `override var windowNibName: NSNib.Name? { return "X" }`.
    mutating func recordNibNameOverride(propertyName: SwiftWord, at nameToken: SwiftToken) {
        guard index < tokens.count, tokens[index].isPunctuation("{") else { return }
        let close = matchingClose(from: index)
        var cursor = index + 1
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .string || token.isIdentifier(.stringType) {
                let end = min(close, expressionEnd(from: cursor))
                let name = nameExpression(cursor..<end)
                if name != .unknown {
                    record(propertyName == .nibName ? .nibNameProperty : .windowNibName, name: name, owner: .enclosingInstance, at: nameToken)
                }
                return
            }
            cursor += 1
        }
    }

    private mutating func record(_ api: NibLoadSite.API, name: NibNameExpression, owner: OwnerExpression, at token: SwiftToken,
                                 castClass: String? = nil, isImplicitNibName: Bool = false, registration: NibRegistration? = nil,
                                 bundle: LookupBundle = .unknown) {
        guard name != .unknown else {
            // Could be any nib's name (unused-nib judges none then); an `init(nibName:bundle:)` override passing its
            // parameter on names nothing by itself: its callers do.
            let passesParameterOn = ["init(nibName:bundle:)", "init(windowNibName:)", "init(windowNibName:owner:)"].contains(enclosingFunction.map(fullName(of:)) ?? "")
            if !passesParameterOn { facts.loadsNibByUnreadableName = true }
            return
        }
        let function = enclosingFunction
        facts.loadSites.append(NibLoadSite(
            api: api, nibName: name, owner: owner, enclosingClass: enclosingTypeName,
            location: SourceLocation(file: facts.path, line: token.line, column: token.column), castClass: castClass,
            enclosingFunction: function.map(fullName(of:)), isImplicitNibName: isImplicitNibName, registration: registration,
            bundle: bundle))
        if let function { loadSitesInFunctions.append((facts.loadSites.count - 1, function.open)) }
    }

    /// What `register(nib, for…:)` registers the nib for, from the label of its second argument.
    private func registration(_ arguments: [CallArgument]) -> NibRegistration? {
        guard arguments.count >= 2 else { return nil }
        let second = arguments[1]
        func literal(_ argument: CallArgument?) -> String? {
            guard let argument, case .literal(let identifier) = nameExpression(argument.range) else { return nil }
            return identifier
        }
        let kinds: [(StaticString, NibRegistration.Kind)] = [
            ("forCellReuseIdentifier", .tableViewCell), ("forHeaderFooterViewReuseIdentifier", .tableViewHeaderFooter),
            ("forCellWithReuseIdentifier", .collectionViewCell), ("forSupplementaryViewOfKind", .collectionViewSupplementary),
            ("forIdentifier", .appKitTableView), ("forItemWithIdentifier", .appKitCollectionItem),
        ]
        guard let kind = kinds.first(where: { has(second, label: $0.0) })?.1 else { return nil }
        let identifier = kind == .collectionViewSupplementary ? literal(arguments.first { has($0, label: "withReuseIdentifier") }) : literal(second)
        return NibRegistration(kind: kind, identifier: identifier)
    }

    /// `T` in `<call>?.first as! T`, `<call>.first as! T` or `<call>[0] as! T` right after the call's `)`.
    private func forcedCastOfFirstObject(after close: Int) -> String? {
        var cursor = close + 1
        if cursor < tokens.count, tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { cursor += 1 }
        guard cursor + 1 < tokens.count else { return nil }
        if tokens[cursor].isPunctuation("."), text(of: tokens[cursor + 1]) == "first" {
            cursor += 2
        } else if tokens[cursor].isPunctuation("["), cursor + 2 < tokens.count, text(of: tokens[cursor + 1]) == "0", tokens[cursor + 2].isPunctuation("]") {
            cursor += 3
        } else {
            return nil
        }
        guard cursor + 2 < tokens.count, tokens[cursor].kind == .identifier, text(of: tokens[cursor]) == "as",
              tokens[cursor + 1].isPunctuation("!"), tokens[cursor + 2].kind == .identifier else { return nil }
        return text(of: tokens[cursor + 2])
    }

    func nameExpression(_ range: Range<Int>) -> NibNameExpression {
        let slice = tokens[range]
        guard let first = slice.first else { return .unknown }
        if slice.count == 1, first.kind == .string {
            let content = text(of: first)
            guard content.utf8.contains(UInt8(ascii: "\\")) else { return .literal(content) }
            // Only `"\(Foo.self)"`-shaped strings name a class: any other escape or interpolation is not walked.
            guard content.utf8.first == UInt8(ascii: "\\"), content.utf8.count < 64 else { return .unknown }
            let compact = content.filter { $0 != " " }
            if compact == "\\(Self.self)" || compact == "\\(type(of:self))" { return .enclosingClassName }
            if compact.hasPrefix("\\("), compact.hasSuffix(".self)"), !compact.dropFirst(2).dropLast(6).contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" }) {
                return .className(String(compact.dropFirst(2).dropLast(6)))
            }
            return .unknown
        }
        // `String(describing: …)`: the text is joined only for a range that starts so.
        if first.isIdentifier(.stringType) {
            let text = joinedText(of: range)
            if text == "String(describing:Self.self)" || text == "String(describing:type(of:self))" { return .enclosingClassName }
            if text.hasPrefix("String(describing:"), text.hasSuffix(".self)") {
                let className = String(text.dropFirst("String(describing:".count).dropLast(".self)".count))
                if !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return .className(className) }
            }
        }
        // NSNib.Name("X"), NSNib.Name(rawValue: "X"), NSNib.Name(stringLiteral: "X")
        if slice.count >= 5, first.isIdentifier(.NSNib), let open = slice.firstIndex(where: { $0.isPunctuation("(") }),
           let literal = slice[open...].first(where: { $0.kind == .string }), slice.last?.isPunctuation(")") == true,
           slice.filter({ $0.kind == .string }).count == 1 {
            let content = self.text(of: literal)
            return content.utf8.contains(UInt8(ascii: "\\")) ? .unknown : .literal(content)
        }
        return .unknown
    }

    private func ownerExpression(_ range: Range<Int>) -> OwnerExpression {
        let slice = Array(tokens[range])
        if slice.count == 1 {
            if slice[0].isIdentifier(.selfValue) { return .enclosingInstance }
            if slice[0].isIdentifier(.nilValue) { return .none }
        }
        // `Foo()` or `Foo.init()`
        if slice.count == 3, slice[0].kind == .identifier, startsUppercase(slice[0]),
           slice[1].isPunctuation("("), slice[2].isPunctuation(")") {
            return .instance(of: text(of: slice[0]))
        }
        if slice.count == 5, slice[0].kind == .identifier, slice[1].isPunctuation("."), slice[2].isIdentifier(.initializer),
           slice[3].isPunctuation("("), slice[4].isPunctuation(")") {
            return .instance(of: text(of: slice[0]))
        }
        return .unknown
    }
}
