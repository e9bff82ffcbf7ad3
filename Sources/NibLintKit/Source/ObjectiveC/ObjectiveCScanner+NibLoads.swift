/// Nib-loading code (`loadNibNamed:`, `UINib` / `NSNib` instantiation and registration, `initWithNibName:`, `nibName` overrides)
/// with the name and owner as written, for the nib-* and owner rules, registered-nib-shape and view-outlet-not-set.
/// `detectLoadSite` is also where every other message the parser reacts to is dispatched from.
extension ObjectiveCDeclarationParser {
    /// The selector pieces `detectLoadSite` reacts to, as bytes: any other piece (nearly all) makes no string.
    private static let reactedPieces: [[UInt8]] = [
        "loadNibNamed", "nibWithNibName", "initWithNibNamed", "instantiateWithOwner", "instantiateNibWithOwner",
        "dequeueReusableCellWithIdentifier", "dequeueReusableCellWithReuseIdentifier", "dequeueReusableHeaderFooterViewWithIdentifier",
        "dequeueReusableSupplementaryViewOfKind", "makeViewWithIdentifier", "registerClass", "registerNib", "initWithNibName",
        "initWithWindowNibName", "storyboardWithName", "imageNamed", "setValueTransformer", "instantiateViewControllerWithIdentifier",
        "performSegueWithIdentifier",
    ].map { Array($0.utf8) }

    /// `reactedPieces` by length (all are shorter than 64 bytes): a piece is compared with the one or two of its length.
    private static let reactedPiecesByLength: [[[UInt8]]] = (0..<64).map { length in reactedPieces.filter { $0.count == length } }

    func detectLoadSite(at position: Int) {
        let token = tokens[position]
        let length = token.end - token.start
        guard length < 64, Self.reactedPiecesByLength[length].contains(where: { bytes[token.start..<token.end].elementsEqual($0) }) else { return }
        let piece = text(token)
        switch piece {
        case "loadNibNamed":
            guard let message = enclosingMessage(of: position), let nameRange = message.value("loadNibNamed") else { return }
            let owner = message.value("owner").map(ownerExpression) ?? .unknown
            let api: NibLoadSite.API = message.value("topLevelObjects") != nil ? .loadNibNamedTopLevelObjects : .loadNibNamed
            // AppKit's `loadNibNamed:owner:` and `loadNibNamed:owner:topLevelObjects:` take `@"X.nib"` too (UIKit's has `options:`).
            let name = message.value("options") == nil ? nameExpression(nameRange).droppingNibExtension : nameExpression(nameRange)
            // `[[NSBundle mainBundle] loadNibNamed:…]`, `[[NSBundle bundleForClass:[X class]] loadNibNamed:…]`; AppKit's class
            // method `[NSBundle loadNibNamed:@"X" owner:self]` looks in the bundle of the owner's class.
            var bundle = lookupBundle(message.receiver)
            // The receiver `[NSBundle bundleForClass:[X class]]` ends with the bracket `lookupBundle` reads as the value's end.
            if bundle == .unknown, message.receiver.count > 1, isPunctuation(message.receiver.upperBound - 1, Byte.closeBracket) {
                bundle = lookupBundle(message.receiver.lowerBound..<(message.receiver.upperBound - 1))
            }
            if bundle == .module { bundle = .unknown }
            if message.receiver.count == 1, tokenEquals(tokens[message.receiver.lowerBound], "NSBundle") {
                bundle = owner == .enclosingInstance ? enclosingClassName.map(LookupBundle.ofClass) ?? .unknown : .unknown
            }
            record(api, name: name, owner: owner, at: token, bundle: bundle)
        case "nibWithNibName", "initWithNibNamed":
            guard let message = enclosingMessage(of: position), let nameRange = message.value(piece),
                  message.pieces.first?.label == piece else { return }
            let name = piece == "initWithNibNamed" ? nameExpression(nameRange).droppingNibExtension : nameExpression(nameRange)
            detectNibObjectUse(message, name: name, isNSNib: piece == "initWithNibNamed")
        case "instantiateWithOwner", "instantiateNibWithOwner":
            guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece,
                  let variable = variableName(message.receiver), let nib = nibVariables[variable.name] else { return }
            let owner = message.value(piece).map(ownerExpression) ?? .unknown
            let api: NibLoadSite.API = nib.isNSNib || message.value("topLevelObjects") != nil ? .nsNibInstantiate : .uiNibInstantiate
            record(api, name: nib.name, owner: owner, at: tokens[variable.position], bundle: nib.bundle)
        case "dequeueReusableCellWithIdentifier", "dequeueReusableCellWithReuseIdentifier", "dequeueReusableHeaderFooterViewWithIdentifier",
             "dequeueReusableSupplementaryViewOfKind", "makeViewWithIdentifier":
            detectDequeue(at: position, piece: piece)
        case "registerClass":
            detectReuseRegistration(at: position, piece: piece)
        case "registerNib":
            detectReuseRegistration(at: position, piece: piece)
            guard let message = enclosingMessage(of: position), let value = message.value("registerNib"),
                  let variable = variableName(value), let nib = nibVariables[variable.name] else { return }
            record(.registerNib, name: nib.name, owner: .none, at: token, registration: registration(message), bundle: nib.bundle)
        case "initWithNibName", "initWithWindowNibName":
            detectNibNameInitializer(at: position, piece: piece)
        case "storyboardWithName":
            detectStoryboardCreation(at: position)
        case "imageNamed":
            detectImageLoad(at: position)
        case "setValueTransformer":
            // `[NSValueTransformer setValueTransformer:t forName:@"X"]`: a literal name is recorded, any other makes every name possible.
            guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, let value = message.value("forName") else { return }
            if case .literal(let name) = nameExpression(value) { facts.valueTransformerNames.append(name) } else {
                facts.registersUnreadableValueTransformerName = true
            }
        case "instantiateViewControllerWithIdentifier", "performSegueWithIdentifier":
            // Swift's `instantiateViewController(withIdentifier:)` / `performSegue(withIdentifier:sender:)`, at the call's name.
            guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, let value = message.value(piece),
                  case .literal(let identifier) = nameExpression(value) else { return }
            let receiver = Array(message.receiver)
            let isSentToSelf = receiver.count == 1 && (tokenEquals(tokens[receiver[0]], "self") || tokenEquals(tokens[receiver[0]], "super"))
            facts.storyboardIdentifierUses.append(StoryboardIdentifierUse(
                kind: piece == "performSegueWithIdentifier" ? .segue : .viewController, identifier: identifier,
                enclosingClass: enclosingClassName, location: location(of: token), isSentToSelf: isSentToSelf,
                storyboard: piece == "performSegueWithIdentifier" ? nil : storyboardReceiver(receiver)))
        default:
            break
        }
    }

    /// `- (NSString *)windowNibName { return @"X"; }` / `- (NSString *)nibName { return NSStringFromClass([self class]); }`.
    func recordNibNameOverride(_ selector: String, at token: ObjCToken) {
        var cursor = index
        if isPunctuation(cursor, Byte.semicolon) { cursor += 1 }
        guard isPunctuation(cursor, Byte.openBrace) else { return }
        var depth = 0
        let limit = min(tokens.count, cursor + Self.lookLimit)
        while cursor < limit {
            let current = tokens[cursor]
            if current.kind == .keyword { return }
            if isPunctuation(cursor, Byte.openBrace) { depth += 1 }
            if isPunctuation(cursor, Byte.closeBrace) { depth -= 1; if depth == 0 { return } }
            if current.kind == .identifier, tokenEquals(current, "return") {
                var end = cursor + 1
                while end < limit, !isPunctuation(end, Byte.semicolon), !isPunctuation(end, Byte.closeBrace) { end += 1 }
                let name = nameExpression((cursor + 1)..<end)
                if name != .unknown {
                    record(selector == "nibName" ? .nibNameProperty : .windowNibName, name: name, owner: .enclosingInstance, at: token)
                }
                return
            }
            cursor += 1
        }
    }

    /// What happens to a `[UINib nibWithNibName:...]` message: instantiated at once, registered, or kept in a variable.
    private func detectNibObjectUse(_ nib: Message, name: NibNameExpression, isNSNib: Bool) {
        guard let receiverToken = nib.receiver.first(where: { tokens[$0].kind == .identifier }).map({ tokens[$0] }) else { return }
        let isNSNib = isNSNib || tokenEquals(receiverToken, "NSNib")
        // `bundle:nil` / `[NSBundle mainBundle]`: the main bundle; a message without one (`[[NSNib alloc] initWithNibNamed:@"X" bundle:…]` has one too).
        let bundle = nib.value("bundle").map(lookupBundle) ?? .unknown
        let before = nib.open - 1
        if isPunctuation(before, Byte.openBracket), let outer = message(openingAt: before), outer.receiver.upperBound == nib.close + 1,
           let first = outer.pieces.first, first.label == "instantiateWithOwner" || first.label == "instantiateNibWithOwner" {
            let api: NibLoadSite.API = isNSNib || outer.value("topLevelObjects") != nil ? .nsNibInstantiate : .uiNibInstantiate
            record(api, name: name, owner: ownerExpression(first.value), at: receiverToken, bundle: bundle)
        } else if isPunctuation(before, Byte.colon), before >= 1, tokenEquals(tokens[before - 1], "registerNib") {
            record(.registerNib, name: name, owner: .none, at: receiverToken, registration: enclosingMessage(of: before - 1).flatMap(registration), bundle: bundle)
        } else if isPunctuation(before, Byte.equal), before >= 1, tokens[before - 1].kind == .identifier, name != .unknown {
            nibVariables[text(tokens[before - 1])] = (name, isNSNib, bundle)
        } else if name == .unknown {
            facts.loadsNibByUnreadableName = true
        }
    }

    /// `[super initWithNibName:@"X" bundle:nil]`, `[[Foo alloc] initWithNibName:nil bundle:nil]`, `[self initWithWindowNibName:@"X" owner:self]`.
    private func detectNibNameInitializer(at position: Int, piece: String) {
        guard let message = enclosingMessage(of: position), message.pieces.first?.label == piece, let nameRange = message.value(piece) else { return }
        let receiver = Array(message.receiver)
        var owner: OwnerExpression
        let ownerToken: ObjCToken
        if receiver.count == 1, tokenEquals(tokens[receiver[0]], "super") || tokenEquals(tokens[receiver[0]], "self") {
            owner = .enclosingInstance
            ownerToken = tokens[receiver[0]]
        } else if receiver.count == 4, isPunctuation(receiver[0], Byte.openBracket), tokens[receiver[1]].kind == .identifier,
                  tokenEquals(tokens[receiver[2]], "alloc"), isPunctuation(receiver[3], Byte.closeBracket) {
            // `[[Foo alloc] init...]`; `[[self alloc] init...]` in a class method makes an instance of the class.
            ownerToken = tokens[receiver[1]]
            if tokenEquals(ownerToken, "self") {
                owner = .enclosingInstance
            } else if isClassReceiver(ownerToken) {
                owner = .instance(of: text(ownerToken))
            } else {
                return
            }
        } else {
            return
        }
        if let explicitOwner = message.value("owner") { owner = ownerExpression(explicitOwner) }
        var name = nameExpression(nameRange)
        // As in Swift: any name but nil passed up names the nib, even one niblint cannot read; an
        // `initWithNibName:bundle:` override passing its parameter on names nothing by itself.
        if piece == "initWithNibName", receiver.count == 1, !isNil(nameRange), let classIndex = state.container?.classIndex,
           name != .unknown || currentMethod.map({ methodBodies[$0].selector }) != "initWithNibName:bundle:" {
            facts.classes[classIndex].initializerNamesNib = true
        }
        if isNil(nameRange) {
            if case .instance(let className) = owner { name = .className(className) } else { name = .enclosingClassName }
        }
        // `initWithWindowNibName:` looks in the bundle of the owner's class, the app's, as in Swift.
        let bundle = piece == "initWithWindowNibName" ? LookupBundle.main : message.value("bundle").map(lookupBundle) ?? .unknown
        record(piece == "initWithNibName" ? .initNibName : .windowNibName, name: name, owner: owner, at: ownerToken,
               isImplicitNibName: isNil(nameRange), bundle: bundle)
    }

    private func record(_ api: NibLoadSite.API, name: NibNameExpression, owner: OwnerExpression, at token: ObjCToken,
                                 isImplicitNibName: Bool = false, registration: NibRegistration? = nil, bundle: LookupBundle = .unknown) {
        guard name != .unknown else {
            // Could be any nib's name (unused-nib judges none then); an `initWithNibName:bundle:` override passing its
            // parameter on names nothing by itself: its callers do.
            let selector = currentMethod.map { methodBodies[$0].selector } ?? ""
            if !["initWithNibName:bundle:", "initWithWindowNibName:", "initWithWindowNibName:owner:"].contains(selector) { facts.loadsNibByUnreadableName = true }
            return
        }
        let body = state.depth > 0 ? currentMethod.map { methodBodies[$0] } : nil
        facts.loadSites.append(NibLoadSite(api: api, nibName: name, owner: owner, enclosingClass: enclosingClassName, location: location(of: token),
                                             enclosingFunction: body.map { ObjectiveCScanner.swiftName(ofSelector: $0.selector) },
                                             isImplicitNibName: isImplicitNibName, registration: registration, bundle: bundle))
        if let body { loadSitesInMethods.append((facts.loadSites.count - 1, body.open)) }
    }

    /// What `[view registerNib:nib for…:…]` registers the nib for, from the label of its second piece
    /// (`registerNib:forCellReuseIdentifier:`, `registerNib:forCellWithReuseIdentifier:`, `registerNib:forIdentifier:`, …).
    private func registration(_ message: Message) -> NibRegistration? {
        guard message.pieces.count >= 2, message.pieces[0].label == "registerNib" else { return nil }
        let second = message.pieces[1]
        let kind: NibRegistration.Kind
        switch second.label {
        case "forCellReuseIdentifier": kind = .tableViewCell
        case "forHeaderFooterViewReuseIdentifier": kind = .tableViewHeaderFooter
        case "forCellWithReuseIdentifier": kind = .collectionViewCell
        case "forSupplementaryViewOfKind": kind = .collectionViewSupplementary
        case "forIdentifier": kind = .appKitTableView
        case "forItemWithIdentifier": kind = .appKitCollectionItem
        default: return nil
        }
        let value = kind == .collectionViewSupplementary ? message.value("withReuseIdentifier") : second.value
        var identifier: String?
        if let value, case .literal(let text) = nameExpression(value) { identifier = text }
        return NibRegistration(kind: kind, identifier: identifier)
    }

    /// `@"X"` (adjacent literals concatenated), `NSStringFromClass([self class])`, `NSStringFromClass(Foo.class)`.
    func nameExpression(_ range: Range<Int>) -> NibNameExpression {
        guard !range.isEmpty else { return .unknown }
        if range.allSatisfy({ tokens[$0].kind == .string }) {
            let content = range.map { text(tokens[$0]) }.joined()
            // The bytes first: a literal with neither byte (nearly all) holds neither character.
            let mayHoldEscapeOrFormat = content.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "%") }
            return mayHoldEscapeOrFormat && (content.contains("\\") || content.contains("%")) ? .unknown : .literal(content)
        }
        if range.count == 1, tokens[range.lowerBound].kind == .identifier, !fileStringConstants.isEmpty,
           let value = fileStringConstants[text(tokens[range.lowerBound])] {
            return .literal(value)
        }
        let parts = range.map { tokens[$0].kind == .punctuation ? String(UnicodeScalar(tokens[$0].byte)) : text(tokens[$0]) }
        guard parts.count >= 4, parts[0] == "NSStringFromClass", parts[1] == "(", parts.last == ")" else { return .unknown }
        let inner = Array(parts[2..<(parts.count - 1)])
        let className: String
        if inner.count == 4, inner[0] == "[", inner[2] == "class", inner[3] == "]" {
            className = inner[1]   // [Foo class]
        } else if inner.count == 3, inner[1] == ".", inner[2] == "class" {
            className = inner[0]   // Foo.class
        } else {
            return .unknown
        }
        if className == "self" { return .enclosingClassName }
        guard let first = className.utf8.first, ObjectiveCLexer.isIdentifierStart(first) else { return .unknown }
        return .className(className)
    }

    /// `self`, `nil`, `[Foo new]`, `[[Foo alloc] init]`, `Foo.new`.
    private func ownerExpression(_ range: Range<Int>) -> OwnerExpression {
        let slice = Array(range)
        if slice.count == 1 {
            if tokenEquals(tokens[slice[0]], "self") { return .enclosingInstance }
            if isNil(range) { return .none }
        }
        if slice.count == 4, isPunctuation(slice[0], Byte.openBracket), isClassReceiver(tokens[slice[1]]),
           tokenEquals(tokens[slice[2]], "new"), isPunctuation(slice[3], Byte.closeBracket) {
            return .instance(of: text(tokens[slice[1]]))
        }
        if slice.count == 7, isPunctuation(slice[0], Byte.openBracket), isPunctuation(slice[1], Byte.openBracket), isClassReceiver(tokens[slice[2]]),
           tokenEquals(tokens[slice[3]], "alloc"), isPunctuation(slice[4], Byte.closeBracket), tokenEquals(tokens[slice[5]], "init"),
           isPunctuation(slice[6], Byte.closeBracket) {
            return .instance(of: text(tokens[slice[2]]))
        }
        if slice.count == 3, isClassReceiver(tokens[slice[0]]), isPunctuation(slice[1], Byte.dot), tokenEquals(tokens[slice[2]], "new") {
            return .instance(of: text(tokens[slice[0]]))
        }
        return .unknown
    }

    func isNil(_ range: Range<Int>) -> Bool {
        range.count == 1 && (tokenEquals(tokens[range.lowerBound], "nil") || tokenEquals(tokens[range.lowerBound], "NULL") || tokenEquals(tokens[range.lowerBound], "Nil"))
    }

    /// A capitalized identifier: a class name rather than a variable.
    func isTypeName(_ token: ObjCToken) -> Bool {
        token.kind == .identifier && bytes[token.start] >= 0x41 && bytes[token.start] <= 0x5A
    }

    /// The receiver of `alloc`, `new` or `class`: a class name however it is spelled (iTerm2's classes start with a
    /// lowercase `iTerm`), except `self` and `super`. A `Class` variable there names no class the index knows.
    func isClassReceiver(_ token: ObjCToken) -> Bool {
        token.kind == .identifier && !tokenEquals(token, "self") && !tokenEquals(token, "super")
    }

    /// `nib`, `self.nib`, `_nib`: a variable a nib may be stored in.
    private func variableName(_ range: Range<Int>) -> (name: String, position: Int)? {
        let slice = Array(range)
        if slice.count == 1, tokens[slice[0]].kind == .identifier { return (text(tokens[slice[0]]), slice[0]) }
        if slice.count == 3, tokenEquals(tokens[slice[0]], "self"), isPunctuation(slice[1], Byte.dot), tokens[slice[2]].kind == .identifier {
            return (text(tokens[slice[2]]), slice[2])
        }
        return nil
    }
}
