/// The sources of a unit as the index and the rules read them: every file's facts (`SourceFacts`, as the
/// scanners recorded them, file after file), reached as `sources.loadSites`, `sources.storyboardNameUses`, …
/// through `facts`, and the tables derived from them once: classes merged by name, selectors, module names.
///
/// A fact a scanner records is read by the rule that needs it with no code here: adding one touches the
/// scanner file that finds it, `SourceFacts` (`Source/SourceModel.swift`) and the rule.
@dynamicMemberLookup
public struct UnitSources: Sendable {
    /// Every file's facts, in file order (classes excepted: they are in `declarationsByName`).
    public private(set) var facts = SourceFacts(path: "")
    /// Declarations (class bodies and extensions) by simple name and by `@objc(Name)`.
    public private(set) var declarationsByName: [String: [ClassDeclaration]] = [:]
    /// The modules the layout of Swift packages names: `<Module>` of each `Sources/<Module>/` folder that holds sources.
    public private(set) var packageLayoutModuleNames: Set<String> = []
    /// Every directory name above a scanned source: the only hint of a module in a tree that no project or package
    /// describes (`ProjectIndex.scannedModuleNames`); never a module where a project or package says what its modules are.
    public private(set) var folderNames: Set<String> = []
    /// Every selector a scanned class implements: what a First Responder or unwind action can reach.
    public private(set) var projectSelectors: Set<String> = []
    /// The declarations (class bodies and extensions) with an `@IBAction` or `@IBSegueAction`, each once,
    /// in source order: rules about action methods need not walk every method of the project.
    public private(set) var declarationsWithActions: [ClassDeclaration] = []
    /// `NS_SWIFT_NAME` names of Objective-C classes → their runtime names, for Swift subclasses that
    /// inherit them by their Swift name. Not used for nib class names, which must be runtime names.
    public private(set) var swiftNameAliases: [String: String] = [:]
    /// The protocols the Swift sources declare: a Swift class whose first inherited type is one has no superclass.
    public private(set) var swiftProtocolNames: Set<String> = []
    /// `typealias` declarations by simple name (and qualified name, when nested).
    private(set) var typeAliasesByName: [String: [TypeAliasDeclaration]] = [:]
    /// Value transformer names the code registers or spells (`NSValueTransformerName("X")`, `setValueTransformer(_:forName:)`).
    public private(set) var valueTransformerNames: Set<String> = []
    /// The property requirements of the project's `@objc` protocols (a Swift property that witnesses one is `@objc`).
    public private(set) var objCProtocolPropertyNames: Set<String> = []

    /// A fact of the unit's files: `sources.loadSites` is `facts.loadSites`.
    public subscript<Fact>(dynamicMember fact: KeyPath<SourceFacts, Fact>) -> Fact { facts[keyPath: fact] }

    /// `sources` are consumed: each file's declarations are let go of once copied into the tables, so that
    /// when the caller hands over the only copy, the declarations are never held twice. `selectors`, when
    /// given, must be the selectors of every method of `sources` (`SelectorCollector`, filled as files are
    /// parsed): then they are not gathered here again.
    init(sources: consuming [SourceFacts], selectors: Set<String>? = nil) {
        // Sized up front: each time a table grows, it hashes again every name already in it.
        var declarationCount = 0
        var methodCount = 0
        for sourceIndex in sources.indices {
            declarationCount += sources[sourceIndex].classes.count
            for position in sources[sourceIndex].classes.indices { methodCount += sources[sourceIndex].classes[position].methods.count }
        }
        declarationsByName.reserveCapacity(declarationCount)
        if let selectors { projectSelectors = selectors } else { projectSelectors.reserveCapacity(methodCount) }
        var sourceDirectories: Set<Substring> = []
        var previousDirectory: Substring = ""
        /// `@objc(Name)` classes whose runtime name differs from their Swift name: (runtime name, name as declared).
        var runtimeNames: [(String, String)] = []
        for sourceIndex in sources.indices {
            facts.append(contentsOf: sources[sourceIndex])
            for declared in sources[sourceIndex].protocols where declared.isSwift { swiftProtocolNames.insert(declared.name) }
            for alias in sources[sourceIndex].typeAliases {
                let simpleName = alias.name.split(separator: ".").last.map(String.init) ?? alias.name
                typeAliasesByName[simpleName, default: []].append(alias)
                if simpleName != alias.name { typeAliasesByName[alias.name, default: []].append(alias) }
            }
            // Files come directory by directory: most share the previous file's directory.
            let path = sources[sourceIndex].path
            if let slash = path.utf8LastIndex(of: UInt8(ascii: "/")), path[..<slash] != previousDirectory {
                previousDirectory = path[..<slash]
                sourceDirectories.insert(previousDirectory)
            }
            // Taken out of the summary, so that they are freed once copied into the tables below.
            let classes = sources[sourceIndex].classes
            sources[sourceIndex].classes = []
            // By position: `for declaration in classes` would copy each declaration once more.
            for position in classes.indices {
                let name = classes[position].name
                let simpleName = name.utf8LastIndex(of: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
                declarationsByName[simpleName, default: []].append(classes[position])
                if simpleName.utf8.count != name.utf8.count { declarationsByName[name, default: []].append(classes[position]) }
                if let objCName = classes[position].objCName {
                    declarationsByName[objCName, default: []].append(classes[position])
                    if objCName != simpleName { runtimeNames.append((objCName, name)) }
                }
                if let swiftName = classes[position].swiftName, swiftName != name {
                    swiftNameAliases[swiftName] = name
                    if let last = swiftName.split(separator: ".").last.map(String.init), last != swiftName { swiftNameAliases[last] = name }
                }
                if selectors == nil {
                    for method in classes[position].methods.indices { projectSelectors.insert(classes[position].methods[method].selector) }
                }
                if classes[position].methods.contains(where: { $0.isAction || $0.isSegueAction }) {
                    declarationsWithActions.append(classes[position])
                }
            }
        }
        // `typealias DeveloperOnly = PlaceBidViewController; extension DeveloperOnly { @IBAction … }`: the extension's
        // members are the class's (eidolon), so it is filed under the class it extends as well.
        for (aliasName, aliases) in typeAliasesByName where !aliasName.contains(".") {
            guard let declarations = declarationsByName[aliasName], !declarations.contains(where: { $0.kind != .extensionDeclaration }) else { continue }
            for target in Set(aliases.compactMap { Self.aliasedClassName($0.targetTypeText) }) where target != aliasName {
                declarationsByName[target, default: []].append(contentsOf: declarations)
            }
        }
        // An `@objc(XYZAppDelegate) class AppDelegate` is extended as `extension AppDelegate`: nibs name the class by its
        // runtime name, under which its extensions' members (outlets, actions) exist as well.
        for (runtimeName, name) in runtimeNames {
            guard let declarations = declarationsByName[name] else { continue }
            for position in declarations.indices where declarations[position].kind == .extensionDeclaration {
                declarationsByName[runtimeName, default: []].append(declarations[position])
            }
        }
        valueTransformerNames = Set(facts.valueTransformerNames)
        objCProtocolPropertyNames = Set(facts.objCProtocolPropertyNames)
        for directory in sourceDirectories {
            // ASCII paths split by bytes; `Character`s only where a "/" could carry a combining mark.
            let names: [String] = directory.utf8.allSatisfy({ $0 < 0x80 })
                ? directory.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
                : directory.split(separator: "/").map(String.init)
            folderNames.formUnion(names)
            for position in names.indices.dropLast() where names[position] == "Sources" { packageLayoutModuleNames.insert(names[position + 1]) }
        }
    }

    /// Leaves out the classes no compiled source implements (only a header declares them, an uncompiled file implements
    /// them): they do not exist at run time.
    mutating func removeDeclarations(of names: Set<String>) {
        for name in names { declarationsByName[name] = nil }
        declarationsWithActions.removeAll { names.contains($0.name) || $0.objCName.map(names.contains) == true }
    }

    /// The simple name of the type a typealias stands for when it is a plain (possibly module-qualified or generic)
    /// type name: `Kiosk.PlaceBidViewController` → `PlaceBidViewController`; nil for `[String: Any]`, `(A, B)`, `A & B`.
    static func aliasedClassName(_ text: String) -> String? {
        var name = Substring(text)
        while name.first == " " || name.first == "\t" { name = name.dropFirst() }
        while name.last == " " || name.last == "\t" { name = name.dropLast() }
        if let open = name.firstIndex(of: "<") { name = name[..<open] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        let isIdentifierByte = { (byte: UInt8) in
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        guard let first = name.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), name.utf8.allSatisfy(isIdentifierByte) else { return nil }
        return String(name)
    }
}
