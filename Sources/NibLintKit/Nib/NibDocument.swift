/// The platform a nib targets; tvOS nibs use UIKit and count as iOS here.
public enum NibPlatform: String, Sendable {
    case iOS
    case macOS
}

/// What a placeholder object stands for.
public enum PlaceholderRole: Equatable, Sendable {
    /// The nib owner: File's Owner in a xib (its class is whatever code passes as `owner:`).
    case filesOwner
    /// Actions sent here travel the responder chain.
    case firstResponder
    /// The shared application object (macOS `-3`, or `<application>` in a macOS storyboard).
    case application
    /// A storyboard scene's exit, the destination of unwind segues.
    case exit
    /// A stand-in for a view controller in another (or this) storyboard.
    case storyboardReference
    /// Another placeholder identifier Interface Builder may write.
    case other(String)
}

/// One object a nib creates or refers to: any element with an `id` that is not a connection.
///
/// The attributes that four objects in five lack (constraints and plain views are half of a nib's
/// objects) are kept out of line, in one shared box: a large project holds hundreds of thousands of
/// objects until the rules have run, and every rule walks them.
public struct NibObject: Sendable {
    public var elementName: String
    public var id: String
    public var customClass: String?
    public var placeholderRole: PlaceholderRole?
    /// True for the direct children of an `<objects>` element.
    public var isTopLevel: Bool
    /// nil when the object has none of the rarer attributes.
    private var rare: AttributeBox<RareAttributes>?
    /// Positions and indices in 32 bits (-1 for none): 96 bytes an object instead of 120.
    private var storedParent: Int32
    private var storedScene: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(elementName: String, id: String, customClass: String?, customModule: String?, customModuleProvider: String?,
                userLabel: String?, placeholderIdentifier: String?, sceneMemberID: String?, key: String?, storyboardIdentifier: String?,
                parent: Int?, scene: Int?, isTopLevel: Bool, placeholderRole: PlaceholderRole?, line: Int, column: Int) {
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.placeholderRole = placeholderRole
        self.isTopLevel = isTopLevel
        storedParent = parent.map { Int32(clamping: $0) } ?? -1
        storedScene = scene.map { Int32(clamping: $0) } ?? -1
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        let rare = RareAttributes(customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                                  placeholderIdentifier: placeholderIdentifier, sceneMemberID: sceneMemberID, key: key,
                                  storyboardIdentifier: storyboardIdentifier)
        self.rare = rare.isEmpty ? nil : AttributeBox(rare)
    }

    /// Index of the nearest enclosing object in `NibDocument.objects`.
    public var parent: Int? {
        get { storedParent < 0 ? nil : Int(storedParent) }
        set { storedParent = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    /// Index of the storyboard scene in `NibDocument.scenes`.
    public var scene: Int? {
        get { storedScene < 0 ? nil : Int(storedScene) }
        set { storedScene = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    public var line: Int { get { Int(storedLine) } set { storedLine = Int32(clamping: newValue) } }
    public var column: Int { get { Int(storedColumn) } set { storedColumn = Int32(clamping: newValue) } }

    public var customModule: String? { get { rareAttribute(\.customModule) } set { setRare(\.customModule, newValue) } }
    public var customModuleProvider: String? { get { rareAttribute(\.customModuleProvider) } set { setRare(\.customModuleProvider, newValue) } }
    public var userLabel: String? { get { rareAttribute(\.userLabel) } set { setRare(\.userLabel, newValue) } }
    public var placeholderIdentifier: String? { get { rareAttribute(\.placeholderIdentifier) } set { setRare(\.placeholderIdentifier, newValue) } }
    public var sceneMemberID: String? { get { rareAttribute(\.sceneMemberID) } set { setRare(\.sceneMemberID, newValue) } }
    /// The key under which the object is stored in its parent (`<view key="view">`).
    public var key: String? { get { rareAttribute(\.key) } set { setRare(\.key, newValue) } }
    public var storyboardIdentifier: String? { get { rareAttribute(\.storyboardIdentifier) } set { setRare(\.storyboardIdentifier, newValue) } }

    private func rareAttribute(_ attribute: KeyPath<RareAttributes, String?>) -> String? { rare?.values[keyPath: attribute] }

    private mutating func setRare(_ attribute: WritableKeyPath<RareAttributes, String?>, _ value: String?) {
        rare = AttributeBox.setting(attribute, to: value, in: rare)
    }

    /// How the object is named in messages: its label, custom class, or element.
    public var displayName: String {
        switch placeholderRole {
        case .filesOwner: return "File's Owner"
        case .firstResponder: return "First Responder"
        case .exit: return "Exit"
        default: break
        }
        if let userLabel, !userLabel.isEmpty { return "'\(userLabel)'" }
        return "<\(elementName) id=\"\(id)\">"
    }
}

/// Attributes most values lack, kept out of line in a shared `AttributeBox`.
protocol OutOfLineAttributes: Sendable {
    init()
    var isEmpty: Bool { get }
}

/// Immutable, so copies of the value that holds it share it.
final class AttributeBox<Values: OutOfLineAttributes>: Sendable {
    let values: Values

    init(_ values: Values) { self.values = values }

    /// The box to hold after setting one attribute: a new one (boxes are never changed), or nil when no
    /// attribute is left.
    static func setting(_ attribute: WritableKeyPath<Values, String?>, to value: String?, in box: AttributeBox?) -> AttributeBox? {
        var values = box?.values ?? Values()
        values[keyPath: attribute] = value
        return values.isEmpty ? nil : AttributeBox(values)
    }
}

/// The attributes of `NibObject` most objects lack.
struct RareAttributes: OutOfLineAttributes {
    var customModule: String?
    var customModuleProvider: String?
    var userLabel: String?
    var placeholderIdentifier: String?
    var sceneMemberID: String?
    var key: String?
    var storyboardIdentifier: String?

    var isEmpty: Bool {
        customModule == nil && customModuleProvider == nil && userLabel == nil && placeholderIdentifier == nil
            && sceneMemberID == nil && key == nil && storyboardIdentifier == nil
    }
}

/// What a connection element does at load time.
public enum ConnectionKind: Equatable, Sendable {
    case outlet
    case outletCollection
    case action
    case segue
    case binding
    case other(String)

    init(elementName: String) {
        switch elementName {
        case "outlet": self = .outlet
        case "outletCollection": self = .outletCollection
        case "action": self = .action
        case "segue": self = .segue
        case "binding": self = .binding
        default: self = .other(elementName)
        }
    }
}

/// One entry of an object's `<connections>`.
///
/// The attributes only segues have are kept out of line, in one shared box (most connections are outlets
/// and actions), and positions in 32 bits: every rule walks every connection of the project, and at 16×
/// the benchmark's connections no longer fit a cache. 120 bytes instead of 200.
public struct NibConnection: Sendable {
    public var kind: ConnectionKind
    /// The connection's own `id=` (stable across edits; Interface Builder ids are unique within a file).
    public var id: String?
    /// `destination=` (iOS actions and outlets, segues) or `target=` (macOS actions). Setting it forgets
    /// the destination's position the parser found (`NibDocument.destinationIndex(of:)`).
    public var destinationID: String? { didSet { storedDestination = Self.unresolved } }
    public var property: String?
    public var selector: String?
    public var eventType: String?
    /// nil when the connection has none of the segue attributes.
    private var segue: AttributeBox<SegueAttributes>?
    private var storedSource: Int32
    private var storedLine: Int32
    private var storedColumn: Int32
    /// The position of the destination object in its document (-1: no object has that id), or `unresolved`.
    private(set) var storedDestination: Int32 = unresolved
    static let unresolved: Int32 = -2

    public init(kind: ConnectionKind, id: String?, source: Int, destinationID: String?, property: String?, selector: String?,
                eventType: String?, segueKind: String?, identifier: String?, unwindAction: String?,
                destinationCreationSelector: String?, reference: String?, line: Int, column: Int) {
        self.kind = kind
        self.id = id
        self.destinationID = destinationID
        self.property = property
        self.selector = selector
        self.eventType = eventType
        let segue = SegueAttributes(segueKind: segueKind, identifier: identifier, unwindAction: unwindAction,
                                    destinationCreationSelector: destinationCreationSelector, reference: reference)
        self.segue = segue.isEmpty ? nil : AttributeBox(segue)
        storedSource = Int32(clamping: source)
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The object whose `<connections>` holds this connection.
    public var source: Int { get { Int(storedSource) } set { storedSource = Int32(clamping: newValue) } }
    public var line: Int { get { Int(storedLine) } set { storedLine = Int32(clamping: newValue) } }
    public var column: Int { get { Int(storedColumn) } set { storedColumn = Int32(clamping: newValue) } }

    public var segueKind: String? { get { segue?.values.segueKind } set { setSegue(\.segueKind, newValue) } }
    public var identifier: String? { get { segue?.values.identifier } set { setSegue(\.identifier, newValue) } }
    public var unwindAction: String? { get { segue?.values.unwindAction } set { setSegue(\.unwindAction, newValue) } }
    public var destinationCreationSelector: String? {
        get { segue?.values.destinationCreationSelector }
        set { setSegue(\.destinationCreationSelector, newValue) }
    }
    /// `<segue reference="..."/>`: a shared segue defined elsewhere.
    public var reference: String? { get { segue?.values.reference } set { setSegue(\.reference, newValue) } }

    /// Records where the destination object is (nil: no object has the id).
    mutating func resolveDestination(_ position: Int?) {
        storedDestination = position.map { Int32(clamping: $0) } ?? -1
    }

    private mutating func setSegue(_ attribute: WritableKeyPath<SegueAttributes, String?>, _ value: String?) {
        segue = AttributeBox.setting(attribute, to: value, in: segue)
    }
}

/// The attributes of `NibConnection` only segues have.
struct SegueAttributes: OutOfLineAttributes {
    var segueKind: String?
    var identifier: String?
    var unwindAction: String?
    var destinationCreationSelector: String?
    var reference: String?

    var isEmpty: Bool {
        segueKind == nil && identifier == nil && unwindAction == nil && destinationCreationSelector == nil && reference == nil
    }
}

/// A user-defined runtime attribute (also how `@IBInspectable` values are stored): set with
/// `setValue(_:forKeyPath:)` on its object after loading.
public struct NibRuntimeAttribute: Sendable {
    /// The object the attribute is set on.
    public var object: Int
    public var keyPath: String
    public var type: String?
    public var line: Int
    public var column: Int
}

/// A Cocoa binding (`<binding name="value" destination="-2" keyPath="self.logs" id="…">`): at load time AppKit
/// calls `bind(_:to:withKeyPath:options:)` on the connection's source object, which observes the key path on the
/// destination (`valueForKeyPath:` first). Kept beside its `NibConnection` (of kind `.binding`), which holds the
/// source, the destination and the position of the element.
public struct NibBinding: Sendable {
    /// The index of the binding's connection in `NibDocument.connections`.
    public var connection: Int
    /// The bound attribute of the source (`value`, `enabled`, `contentArray`, ...).
    public var name: String
    public var keyPath: String
    /// The `NSValueTransformerName` option (`<string key="NSValueTransformerName">Name</string>`), and the position
    /// of its `<string>` element.
    public var valueTransformerName: String?
    public var valueTransformerLine: Int = 0
    public var valueTransformerColumn: Int = 0
}

/// A storyboard scene: its own nib at run time.
/// A storyboard reference: `<viewControllerPlaceholder>` (iOS) or `<controllerPlaceholder>` (macOS), a stand-in
/// for a scene of another storyboard (or of this one, without `storyboardName`). Few per file, so kept apart
/// from `NibObject` rather than in its attributes.
public struct NibStoryboardReference: Sendable {
    /// The index of the placeholder in `NibDocument.objects`.
    public var object: Int
    /// `storyboardName`: nil for this storyboard.
    public var storyboardName: String?
    /// `referencedIdentifier`: the Storyboard ID of the scene meant; nil for the storyboard's initial view controller.
    public var referencedIdentifier: String?
    /// `bundleIdentifier`: a storyboard of another bundle (a framework's), which niblint does not see.
    public var bundleIdentifier: String?
    public var line: Int
    public var column: Int
}

/// An image or named colour a nib names: loaded by name (`UIImage(named:in:compatibleWith:)`,
/// `UIColor(named:in:compatibleWith:)`, `NSImage(named:)`) from the nib's bundle when the nib is loaded.
public struct NibAssetReference: Sendable {
    public enum Kind: Sendable { case image, color }
    public var kind: Kind
    public var name: String
    /// The attribute that names it (`image`, `selectedImage`, `name` of a `<color>`); nil for an entry of the
    /// nib's `<resources>` (`<image name=…>`, `<namedColor name=…>`), which lists what the nib uses.
    public var attribute: String?
    public var elementName: String
    /// The element's `key=` when it is not an object (`textColor` of a `<color>`, `selected` of a `<state>`).
    public var key: String?
    /// The object it belongs to: the element itself when it is an object, else the nearest enclosing one.
    public var object: Int?
    /// `catalog=`: `system` marks an SF Symbol, `System` a system colour; nil for the app's own assets.
    public var catalog: String?
    /// `bundleIdentifier=`: an asset of another bundle, which niblint does not judge.
    public var bundleIdentifier: String?
    public var line: Int
    public var column: Int

    public var isResource: Bool { attribute == nil }
}

public struct NibScene: Sendable {
    public var sceneID: String
    /// The scene's view controller (or other `sceneMemberID="viewController"` object), its nib owner.
    public var owner: Int?
    public var line: Int
    public var column: Int
}

/// A reusable view's identifier in a nib: a prototype cell's `reuseIdentifier`, a macOS cell view's `identifier`.
public struct NibReuseIdentifier: Sendable {
    public var object: Int
    public var identifier: String
}

/// The result of parsing one `.xib` or `.storyboard`: an exact, generic model of its objects and connections.
public struct NibDocument: Sendable {
    public enum Kind: Sendable { case xib, storyboard }

    public var path: String
    public var kind: Kind
    public var platform: NibPlatform
    public var objects: [NibObject] = []
    public var connections: [NibConnection] = []
    public var scenes: [NibScene] = []
    public var runtimeAttributes: [NibRuntimeAttribute] = []
    /// The Cocoa bindings (macOS), in file order.
    public var bindings: [NibBinding] = []
    /// The storyboard references (placeholders for scenes of other storyboards), in file order.
    public var storyboardReferences: [NibStoryboardReference] = []
    /// The images and named colours the nib names, in file order (system colours left out).
    public var assetReferences: [NibAssetReference] = []
    /// The reusable views the nib declares an identifier for: `reuseIdentifier=` of table and collection view cells and
    /// reusable views (iOS), `identifier=` of views (macOS: the cell views of table columns), in file order.
    public var reuseIdentifiers: [NibReuseIdentifier] = []

    /// The reuse identifier the nib gives the object at `position` (a prototype cell, a reusable view), if any.
    public func reuseIdentifier(of position: Int) -> String? {
        reuseIdentifiers.first { $0.object == position }?.identifier
    }
    /// The `initialViewController` attribute of a storyboard's `<document>`: the id of its entry point, nil when it has none.
    public var initialViewController: String?
    /// Object index by id. Interface Builder ids are unique within a file.
    public var objectIndexByID: [String: Int] = [:] { didSet { destinationsResolved = false } }
    /// Whether the connections' destinations were looked up in `objectIndexByID` as it is now.
    private var destinationsResolved = false
    /// The class chain of each object, filled in by the `ProjectIndex` that holds this document.
    var objectClasses: ObjectClasses?

    public init(path: String, kind: Kind, platform: NibPlatform) {
        self.path = path
        self.kind = kind
        self.platform = platform
    }

    public var name: String { InputFile(path: path, kind: .xib).nibName }

    /// The position of a connection's destination object, `objectIndexByID[destinationID]`: read from the
    /// connection when the parser looked it up (rules follow each connection many times).
    public func destinationIndex(of connection: NibConnection) -> Int? {
        let stored = connection.storedDestination
        if destinationsResolved, stored != NibConnection.unresolved { return stored < 0 ? nil : Int(stored) }
        return connection.destinationID.flatMap { objectIndexByID[$0] }
    }

    /// Looks every connection's destination up once; `destinationIndex(of:)` then reads it.
    mutating func resolveDestinations() {
        for position in connections.indices {
            connections[position].resolveDestination(connections[position].destinationID.flatMap { objectIndexByID[$0] })
        }
        destinationsResolved = true
    }

    public func object(withID id: String) -> NibObject? {
        objectIndexByID[id].map { objects[$0] }
    }

    /// The File's Owner of a xib.
    public var filesOwner: Int? {
        objects.firstIndex { $0.placeholderRole == .filesOwner }
    }

    /// Top-level objects that are not placeholders, in document order.
    public var topLevelObjects: [Int] {
        objects.indices.filter { objects[$0].isTopLevel && objects[$0].placeholderRole == nil }
    }

    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    public func location(of object: NibObject) -> SourceLocation {
        location(line: object.line, column: object.column)
    }

    public func location(of connection: NibConnection) -> SourceLocation {
        location(line: connection.line, column: connection.column)
    }

    /// Whether `objectIndex` is `ancestor` or lies inside it.
    public func isObject(_ objectIndex: Int, inside ancestor: Int) -> Bool {
        var cursor: Int? = objectIndex
        while let current = cursor {
            if current == ancestor { return true }
            cursor = objects[current].parent
        }
        return false
    }

    /// The nib owner for connections made in `objectIndex`: File's Owner in a xib, the scene's view controller in a storyboard.
    public func owner(forObjectAt objectIndex: Int) -> Int? {
        switch kind {
        case .xib: return filesOwner
        case .storyboard: return objects[objectIndex].scene.flatMap { scenes[$0].owner }
        }
    }
}
