/// The reuse identifiers a unit's table and collection views can dequeue, and what provides each: a prototype
/// cell (or reusable view) of a nib, or a `register(…)` call in the sources. Also resolves the identifiers code
/// writes (`"Cell"`, `FooCell.reuseIdentifier`, `String(describing: FooCell.self)`, constants) to strings.
///
/// Scope: the whole unit. A prototype cell belongs to one table view, but code rarely lets niblint tie the table
/// view it dequeues from to a scene (a data source object, a table view passed around), so any prototype of the
/// unit's nibs, and any registration of its sources, makes an identifier known. This never reports an identifier
/// some table view of the unit could provide, at the price of missing one asked of the wrong table view.
public struct ReuseIdentifiers: Sendable {
    /// What makes an identifier dequeueable.
    public struct Provider: Sendable {
        public enum Origin: Sendable {
            /// A prototype cell / reusable view of a nib: the document's index in `ProjectIndex.nibs` and the object's.
            case prototype(document: Int, object: Int)
            /// A `register(…)` call.
            case registration(ReuseRegistration)
        }

        public var origin: Origin
        /// The class of the cells it makes, when known (a nib object's class, or the class registered).
        public var className: String?
    }

    /// Known identifiers → what provides them.
    public private(set) var providers: [String: [Provider]] = [:]
    /// Registrations whose identifier niblint cannot read and that are not by class name: they may register anything.
    public private(set) var opaqueRegistrations: [ReuseRegistration] = []
    /// Some registration registers each class under its own name (`register(T.self, forCellReuseIdentifier: T.reuseIdentifier)`
    /// in a generic helper, with `reuseIdentifier` defined as the class name): any class name may be registered.
    public private(set) var registersClassNames = false

    /// Constants by the simple name of their type ("" for file level), then by name.
    private var constants: [String: [String: [StringConstant.Value]]] = [:]
    /// Names of static properties that a protocol extension defines as the class's name (`reuseIdentifier`).
    private var classNameProperties: Set<String> = []
    /// Those of `classNameProperties` that some protocol extension (or other non-class type) defines otherwise: not
    /// known to be the class's name. Computed once (it was a walk over every constant per dequeue).
    private var contestedClassNameProperties: Set<String> = []
    /// The first inherited type of each class body, by simple name.
    private var superclasses: [String: String] = [:]
    private var classNames: Set<String> = []
    /// The classes of the nibs' prototype cells and reusable views.
    private var prototypeClasses: Set<String> = []
    /// `@objc(Name)` runtime names → the Swift class name, for Objective-C code naming a Swift class.
    private var swiftNames: [String: String] = [:]

    public init(index: ProjectIndex) {
        for (name, declarations) in index.sources.declarationsByName where !name.utf8.contains(UInt8(ascii: ".")) {
            for declaration in declarations where declaration.kind == .classDeclaration {
                classNames.insert(name)
                if let first = declaration.inheritedTypes.first { superclasses[name] = first }
                if let objCName = declaration.objCName, objCName != name { swiftNames[objCName] = Self.simpleName(declaration.name) }
            }
        }
        for constant in index.sources.stringConstants {
            let type = constant.typeName.map(Self.simpleName) ?? ""
            constants[type, default: [:]][constant.name, default: []].append(constant.value)
            if constant.value == .className, constant.inExtension, !classNames.contains(type) { classNameProperties.insert(constant.name) }
        }
        for (owner, byName) in constants where !classNames.contains(owner) {
            for (name, values) in byName where classNameProperties.contains(name) && values.contains(where: { $0 != .className }) {
                contestedClassNameProperties.insert(name)
            }
        }
        for (documentIndex, document) in index.nibs.enumerated() {
            for reusable in document.reuseIdentifiers {
                let className = index.className(of: document.objects[reusable.object], platform: document.platform)
                providers[reusable.identifier, default: []].append(Provider(origin: .prototype(document: documentIndex, object: reusable.object), className: className))
                if let className, document.platform == .iOS { prototypeClasses.insert(Self.simpleName(className)) }
            }
        }
        for registration in index.sources.reuseRegistrations {
            // `"\(T.self)"` in a generic helper: each class is registered under its own name.
            if case .className(let name) = registration.identifier {
                if classNames.contains(name) {
                    providers[name, default: []].append(Provider(origin: .registration(registration), className: registration.registeredClass ?? name))
                } else {
                    registersClassNames = true
                }
            } else if let identifier = resolve(registration.identifier, enclosingClass: registration.enclosingClass) {
                providers[identifier, default: []].append(Provider(origin: .registration(registration), className: registration.registeredClass))
            } else if case .member(_, let name) = registration.identifier, classNameProperties.contains(name) {
                registersClassNames = true
            } else {
                opaqueRegistrations.append(registration)
            }
        }
    }

    /// Whether a table or collection view of the unit may know `identifier`.
    public func isKnown(_ identifier: String) -> Bool {
        providers[identifier] != nil || (registersClassNames && isClassName(identifier))
    }

    /// Whether `name` is the name of a class of the sources that may be registered under its own name: not the class of
    /// a prototype cell in a nib, whose identifiers the nibs spell out (a renamed prototype is the case to catch).
    public func isClassName(_ name: String) -> Bool { classNames.contains(name) && !prototypeClasses.contains(name) }

    /// The known identifiers, sorted: candidates for "did you mean".
    public var knownIdentifiers: [String] { providers.keys.sorted() }

    /// The string an identifier expression stands for, or nil when niblint cannot tell.
    public func resolve(_ expression: ReuseIdentifierExpression, enclosingClass: String?) -> String? {
        switch expression {
        case .literal(let value):
            return value
        case .className(let name):
            // Not a class of the sources: a generic parameter (`"\(T.self)"`), or a framework class.
            return classNames.contains(name) ? name : nil
        case .unknown:
            return nil
        case .name(let name):
            // A constant of the enclosing type (or its superclasses), else of a file.
            if let enclosingClass, let value = member(name, of: Self.simpleName(enclosingClass), allowProtocols: false) { return value }
            return single(constants[""]?[name], className: nil)
        case .member(let base, let name):
            if base == "." {
                for type in ["NSUserInterfaceItemIdentifier", "String"] {
                    if let values = constants[type]?[name] { return single(values, className: nil) }
                }
                return nil
            }
            let written = base == "Self" ? enclosingClass.map(Self.simpleName) : Self.simpleName(base)
            guard let written else { return nil }
            return member(name, of: swiftNames[written] ?? written, allowProtocols: true)
        }
    }

    /// `Type.name`: a constant of the type or of a superclass; for a class, a protocol extension's class-name property.
    private func member(_ name: String, of type: String, allowProtocols: Bool) -> String? {
        var current: String? = type
        var steps = 0
        while let step = current, steps < 32 {
            if let values = constants[step]?[name] { return single(values, className: type) }
            current = superclasses[step]
            steps += 1
        }
        guard allowProtocols, classNames.contains(type), classNameProperties.contains(name) else { return nil }
        // Every protocol extension that defines it must agree that it is the class's name.
        return contestedClassNameProperties.contains(name) ? nil : type
    }

    /// The one value a set of declarations agrees on.
    private func single(_ values: [StringConstant.Value]?, className: String?) -> String? {
        guard let values, let first = values.first else { return nil }
        var result: String?
        switch first {
        case .literal(let value): result = value
        case .className: result = className
        case .other: return nil
        }
        return values.allSatisfy({ $0 == first }) ? result : nil
    }

    private static func simpleName(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }
}
