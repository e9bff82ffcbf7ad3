/// What parsing one Interface Builder file produced.
public enum NibParseResult: Sendable {
    case document(NibDocument)
    /// Well-formed, but in a format niblint does not check (legacy `<archive>` xib, unknown root).
    case unsupported(path: String, reason: String)
    /// Not readable or not well-formed XML.
    case failed(path: String, message: String, line: Int, column: Int)
}

/// Turns the bytes of a `.xib` or `.storyboard` into a `NibDocument` in one streaming pass.
public enum NibParser {
    /// Why the first bytes of a file cannot start an XML document (as the parse would say, at the same place), or
    /// nil when they can: a large file is refused on them alone, before the rest is read (`InputFile.readBytes`).
    public static func rejectedPrefix(_ prefix: ArraySlice<UInt8>) -> FileReadError? {
        if prefix.starts(with: [0xFE, 0xFF]) || prefix.starts(with: [0xFF, 0xFE]) {
            return FileReadError(message: "the file is UTF-16 encoded; Interface Builder files are UTF-8 (re-save it in Xcode)")
        }
        var line = 1, column = 1
        for byte in prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? prefix.dropFirst(3) : prefix {
            switch byte {
            case UInt8(ascii: "<"): return nil
            case UInt8(ascii: "\n"): line += 1; column = 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): column += 1
            default:
                let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                return FileReadError(message: "this is not an XML file: expected '<' but found \(shown)", line: line, column: column)
            }
        }
        return nil
    }

    public static func parse(bytes: [UInt8], path: String, kind: NibDocument.Kind) -> NibParseResult {
        bytes.withUnsafeBufferPointer { buffer in
            var builder = NibDocumentBuilder(path: path, kind: kind)
            var scanner = XMLScanner(bytes: buffer)
            do {
                try scanner.scan(into: &builder)
            } catch let error as XMLSyntaxError {
                return .failed(path: path, message: error.message, line: error.line, column: error.column)
            } catch {
                return .failed(path: path, message: "\(error)", line: 1, column: 1)
            }
            return builder.result()
        }
    }
}

/// Builds the generic model from scanner events. Unknown elements are kept as objects when they
/// carry an `id`, and otherwise just walked through.
private struct NibDocumentBuilder: XMLHandler {
    private enum Frame {
        case root
        case objects
        case scene(Int)
        case connections(source: Int?)
        case object(Int)
        /// Inside `<binding>` (the index in `document.bindings`), its options dictionary, and the transformer name.
        case binding(Int)
        case bindingOptions(Int)
        case valueTransformerName(Int)
        case ignored
        case other
    }

    private var document: NibDocument
    private var frames: [Frame] = []
    private var unsupportedReason: String?
    private var currentScene: Int?
    private var objectStack: [Int] = []

    init(path: String, kind: NibDocument.Kind) {
        document = NibDocument(path: path, kind: kind, platform: .iOS)
    }

    mutating func result() -> NibParseResult {
        if let unsupportedReason { return .unsupported(path: document.path, reason: unsupportedReason) }
        document.objectIndexByID = Self.indexByID(document.objects)
        // Once, here, where the objects are at hand: every rule that follows a connection needs its destination.
        document.resolveDestinations()
        return .document(document)
    }

    /// Each id's first object (a later one is a duplicate for DuplicateObjectIDRule), built once the objects are all
    /// known: sized for them from the start, the table never grows, and each id costs one lookup.
    private static func indexByID(_ objects: [NibObject]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: objects.count)
        for (position, object) in objects.enumerated() { insertIfAbsent(&index[object.id, default: position]) }
        return index
    }

    mutating func didStartElement(_ element: XMLElementStart) {
        guard let parent = frames.last else {
            startRoot(element)
            return
        }
        switch parent {
        case .ignored:
            frames.append(.ignored)
        case .connections(let source):
            if let source { addConnection(element, source: source) }
            if source != nil, element.nameIs("binding") {
                document.bindings.append(NibBinding(connection: document.connections.count - 1, name: element.attribute("name") ?? "",
                                                    keyPath: element.attribute("keyPath") ?? ""))
                frames.append(.binding(document.bindings.count - 1))
            } else {
                frames.append(.ignored)
            }
        case .binding(let binding):
            frames.append(element.nameIs("dictionary") && element.attribute("key") == "options" ? .bindingOptions(binding) : .ignored)
        case .bindingOptions(let binding):
            if element.nameIs("string"), element.attribute("key") == "NSValueTransformerName" {
                document.bindings[binding].valueTransformerName = element.attribute("value")
                document.bindings[binding].valueTransformerLine = element.line
                document.bindings[binding].valueTransformerColumn = element.column
                frames.append(.valueTransformerName(binding))
            } else {
                frames.append(.ignored)
            }
        case .valueTransformerName:
            frames.append(.ignored)
        default:
            startChild(element, parent: parent)
        }
    }

    mutating func didEndElement() {
        if case .object = frames.removeLast() { objectStack.removeLast() }
    }

    /// Text matters only in a binding's `NSValueTransformerName` option.
    var wantsText: Bool {
        if case .valueTransformerName? = frames.last { return true }
        return false
    }

    mutating func didReadText(_ text: XMLCharacterData) {
        guard case .valueTransformerName(let binding)? = frames.last else { return }
        let name = String(text.string.filter { !$0.isWhitespace })
        if !name.isEmpty { document.bindings[binding].valueTransformerName = (document.bindings[binding].valueTransformerName ?? "") + name }
    }

    private mutating func startRoot(_ element: XMLElementStart) {
        guard element.nameIs("document") else {
            if element.nameIs("archive") {
                unsupportedReason = "this file uses the legacy <archive> xib format, which niblint does not check; open it in a current Xcode and save it to convert it"
            } else {
                unsupportedReason = "the root element <\(element.nameString)> is not an Interface Builder <document>"
            }
            frames.append(.ignored)
            return
        }
        let type = element.attribute("type") ?? ""
        let runtime = element.attribute("targetRuntime") ?? ""
        document.initialViewController = element.attribute("initialViewController")
        if type.contains(".Cocoa.") || runtime.hasPrefix("MacOSX") {
            document.platform = .macOS
        }
        frames.append(.root)
    }

    private mutating func startChild(_ element: XMLElementStart, parent: Frame) {
        if element.nameIs("connections") {
            if case .object(let index) = parent { frames.append(.connections(source: index)) } else { frames.append(.connections(source: nil)) }
            return
        }
        if element.nameIs("objects") {
            frames.append(.objects)
            return
        }
        if element.nameIs("scene") {
            let scene = NibScene(sceneID: element.attribute("sceneID") ?? "", owner: nil, line: element.line, column: element.column)
            document.scenes.append(scene)
            currentScene = document.scenes.count - 1
            frames.append(.scene(document.scenes.count - 1))
            return
        }
        guard let id = element.attribute("id") else {
            collectAssetReferences(element, object: objectStack.last)
            if element.nameIs("userDefinedRuntimeAttribute"), let object = objectStack.last, let keyPath = element.attribute("keyPath") {
                document.runtimeAttributes.append(NibRuntimeAttribute(object: object, keyPath: keyPath, type: element.attribute("type"),
                                                                      line: element.line, column: element.column))
            }
            frames.append(.other)
            return
        }
        var isTopLevel = false
        if case .objects = parent { isTopLevel = true }
        let placeholderIdentifier = element.attribute("placeholderIdentifier")
        let sceneMemberID = element.attribute("sceneMemberID")
        let scene = document.kind == .storyboard ? currentScene : nil
        let role = placeholderRole(of: element, id: id, placeholderIdentifier: placeholderIdentifier, sceneMemberID: sceneMemberID,
                                   isTopLevel: isTopLevel)
        let index = document.objects.count
        // Built in place in the array: a local copy would cost a retain and a release of each of its strings.
        document.objects.append(NibObject(
            elementName: element.nameString,
            id: id,
            customClass: element.attribute("customClass"),
            customModule: element.attribute("customModule"),
            customModuleProvider: element.attribute("customModuleProvider"),
            userLabel: element.attribute("userLabel"),
            placeholderIdentifier: placeholderIdentifier,
            sceneMemberID: sceneMemberID,
            key: element.attribute("key"),
            storyboardIdentifier: element.attribute("storyboardIdentifier"),
            parent: objectStack.last,
            scene: scene,
            isTopLevel: isTopLevel,
            placeholderRole: role,
            line: element.line,
            column: element.column
        ))
        if case .storyboardReference? = role {
            document.storyboardReferences.append(NibStoryboardReference(
                object: index, storyboardName: element.attribute("storyboardName"), referencedIdentifier: element.attribute("referencedIdentifier"),
                bundleIdentifier: element.attribute("bundleIdentifier"),
                line: element.line, column: element.column))
        }
        if isReusableView(element), let identifier = element.attribute(document.platform == .macOS ? "identifier" : "reuseIdentifier"), !identifier.isEmpty {
            document.reuseIdentifiers.append(NibReuseIdentifier(object: index, identifier: identifier))
        }
        collectAssetReferences(element, object: index)
        if isTopLevel, let scene, sceneMemberID == "viewController", document.scenes[scene].owner == nil {
            document.scenes[scene].owner = index
        }
        objectStack.append(index)
        frames.append(.object(index))
    }

    /// The attributes that name an image (`<imageView image=…>`, `<state key="normal" image=… backgroundImage=…>`,
    /// `<tabBarItem image=… selectedImage=…>`, `<buttonCell image=… alternateImage=…>`, …).
    static let imageAttributes: Set<String> = [
        "image", "selectedImage", "backgroundImage", "highlightedImage", "alternateImage", "minimumValueImage", "maximumValueImage",
        "landscapeImage", "landscapeImagePhone", "largeContentSizeImage", "shadowImage", "selectionIndicatorImage", "scopeBarBackgroundImage",
        "backIndicatorImage", "backIndicatorTransitionMaskImage", "onImage", "offImage", "onStateImage", "offStateImage", "mixedStateImage",
        "thumbImage", "progressImage", "trackImage", "decrementImage", "incrementImage",
    ]

    /// Records the images and named colours `element` names: image attributes, `<color name=…>` (not a system
    /// colour), and the `<resources>` entries `<image name=…>` and `<namedColor name=…>`.
    private mutating func collectAssetReferences(_ element: XMLElementStart, object: Int?) {
        if element.nameIs("color") || element.nameIs("namedColor") {
            guard let name = element.attribute("name") else { return }
            let catalog = element.attribute("catalog")
            if catalog == "System" { return }
            let isResource = element.nameIs("namedColor")
            document.assetReferences.append(NibAssetReference(
                kind: .color, name: name, attribute: isResource ? nil : "name", elementName: element.nameString, key: element.attribute("key"),
                object: isResource ? nil : object,
                catalog: catalog, bundleIdentifier: element.attribute("bundleIdentifier"), line: element.line, column: element.column))
            return
        }
        if element.nameIs("image"), !element.hasAttribute("key"), let name = element.attribute("name") {
            // A `<resources>` entry (an `<image key=…>` is an image property of its object instead).
            document.assetReferences.append(NibAssetReference(
                kind: .image, name: name, attribute: nil, elementName: "image", key: nil, object: nil, catalog: element.attribute("catalog"),
                bundleIdentifier: element.attribute("bundleIdentifier"), line: element.line, column: element.column))
            return
        }
        // `<accessibilityTraits image="YES">` is a trait, not an image.
        if element.nameIs("accessibilityTraits") { return }
        let named = element.attributes(endingWith: "mage", or: "Phone")
        guard !named.isEmpty else { return }
        var catalog: String?
        var bundleIdentifier: String?
        var key: String?
        var lookedUp = false
        for (attribute, value) in named where Self.imageAttributes.contains(attribute) && !value.isEmpty {
            if !lookedUp {
                (catalog, bundleIdentifier, key, lookedUp) = (element.attribute("catalog"), element.attribute("bundleIdentifier"), element.attribute("key"), true)
            }
            document.assetReferences.append(NibAssetReference(
                kind: .image, name: value, attribute: attribute, elementName: element.nameString, key: key, object: object, catalog: catalog,
                bundleIdentifier: bundleIdentifier, line: element.line, column: element.column))
        }
    }

    /// The elements that can carry a reuse identifier: cells and reusable views (iOS); cell and row views, the plain views
    /// a table column may use as cell views, and table columns, whose identifier code often passes on (macOS).
    private func isReusableView(_ element: XMLElementStart) -> Bool {
        if document.platform == .macOS {
            return element.nameIs("tableCellView") || element.nameIs("customView") || element.nameIs("view") || element.nameIs("tableRowView")
                || element.nameIs("tableColumn")
        }
        return element.nameIs("tableViewCell") || element.nameIs("collectionViewCell") || element.nameIs("collectionReusableView")
            || element.nameIs("tableViewHeaderFooterView")
    }

    /// The role of the object `element` starts, told from its name and attributes (names compared as bytes).
    private func placeholderRole(of element: XMLElementStart, id: String, placeholderIdentifier: String?, sceneMemberID: String?,
                                 isTopLevel: Bool) -> PlaceholderRole? {
        if let identifier = placeholderIdentifier {
            switch identifier {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            default: return .other(identifier)
            }
        }
        switch sceneMemberID {
        case "firstResponder": return .firstResponder
        case "exit": return .exit
        default: break
        }
        if element.nameIs("exit") { return .exit }
        if element.nameIs("viewControllerPlaceholder") || element.nameIs("controllerPlaceholder") { return .storyboardReference }
        if element.nameIs("application"), document.platform == .macOS { return .application }
        // macOS xibs write their placeholders as custom objects with fixed negative ids.
        if document.platform == .macOS, document.kind == .xib, element.nameIs("customObject"), isTopLevel {
            switch id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .application
            default: break
            }
        }
        return nil
    }

    /// `ConnectionKind(elementName:)` with the name compared as bytes: the name is decoded only for a kind niblint does not know.
    private func connectionKind(_ element: XMLElementStart) -> ConnectionKind {
        if element.nameIs("outlet") { return .outlet }
        if element.nameIs("action") { return .action }
        if element.nameIs("segue") { return .segue }
        if element.nameIs("outletCollection") { return .outletCollection }
        if element.nameIs("binding") { return .binding }
        return .other(element.nameString)
    }

    private mutating func addConnection(_ element: XMLElementStart, source: Int) {
        let connection = NibConnection(
            kind: connectionKind(element),
            id: element.attribute("id"),
            source: source,
            destinationID: element.attribute("destination") ?? element.attribute("target"),
            property: element.attribute("property"),
            selector: element.attribute("selector"),
            eventType: element.attribute("eventType"),
            segueKind: element.attribute("kind"),
            identifier: element.attribute("identifier"),
            unwindAction: element.attribute("unwindAction"),
            destinationCreationSelector: element.attribute("destinationCreationSelector"),
            reference: element.attribute("reference"),
            line: element.line,
            column: element.column
        )
        document.connections.append(connection)
    }
}

/// Does nothing to `value`: passing `dictionary[key, default: value]` to it inserts the default when the key is absent,
/// with the one hash lookup of the subscript's in-place access.
private func insertIfAbsent<Value>(_ value: inout Value) {}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
