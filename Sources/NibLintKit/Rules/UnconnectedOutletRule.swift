/// An `@IBOutlet` of a class that nibs instantiate, which no nib connects.
/// Reported at the property declaration.
public struct UnconnectedOutletRule: Rule {
    public init() {}

    public static let requirements: RuleRequirements = [.nibUsage]
    public static let cost = RuleCost.walksEveryOutlet

    public static let description = RuleDescription(
        identifier: "unconnected-outlet",
        name: "Unconnected outlet",
        summary: "An @IBOutlet of a class used in nibs is connected by no nib.",
        rationale: "An outlet nobody connects is nil at run time. Implicitly unwrapped outlets (the usual `UILabel!`) crash on first use; optional ones silently do nothing. Often the connection was lost when the nib or the property was edited.",
        runtimeFailure: "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value.",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// Whether the class's own code (its body, extensions, Objective-C implementation) sets the outlet: `self.button = …`,
    /// `button = …`, `_button = …`, `[self setButton:…]`. Nothing is broken then, whichever nib connects it or not.
    static func isAssignedInCode(_ property: PropertyDeclaration, declarations: [ClassDeclaration]) -> Bool {
        let key = property.key
        let bare = property.name.hasPrefix("_") ? String(property.name.dropFirst()) : property.name
        return declarations.indices.contains { position in
            declarations[position].assignedMembers.contains { member in
                member == property.name || member == key || member == bare || member == "_" + key
                    || (member.hasSuffix(":") && KeyValueCoding.keys(ofSetter: member)?.contains(key) == true)
            }
        }
    }

    /// Whether code sets a member of the outlet's name on some object (`controller.splitView = …`, `[controller
    /// setSplitView:…]`): another class may fill the outlet, which no nib then needs to connect.
    /// Not when a class outside the outlet's class chain and its nib users declares a property of that name too: the
    /// assignment may be to that one (`header.closeButton = …` on a `HeaderView` with its own `closeButton`).
    static func isAssignedOnOtherObjects(_ property: PropertyDeclaration, names: Set<String>, used: NibUsage.ClassInNibs, index: ProjectIndex) -> Bool {
        guard !names.isEmpty else { return false }
        let key = property.key
        let first = key.prefix(1).uppercased() + key.dropFirst()
        guard names.contains(property.name) || names.contains(key) || names.contains("set" + first + ":") else { return false }
        let own = Set(index.ancestors(of: used.name, platform: used.platform) + used.unsortedUsers)
        // Set through a variable whose declared class is the outlet's (or a user's): `exporter.parent = …` with
        // `ExportController *exporter;`, whatever other classes have an outlet of that name.
        if index.sources.memberAssignmentsThroughVariables.contains(where: { assignment in
            (assignment.member == property.name || assignment.member == key)
                && declaredClass(of: assignment.receiver, in: assignment.enclosingClass, index: index, platform: used.platform).map(own.contains) == true
        }) {
            return true
        }
        return !index.sources.declarationsByName.contains { name, declarations in
            !own.contains(name) && declarations.contains { declaration in
                declaration.properties.contains { $0.name == property.name || $0.key == key }
            }
        }
    }

    /// The class an instance variable or property named `variable` of `className` (or a superclass) is declared with
    /// (`ExportController *exporter;` → ExportController), or nil.
    static func declaredClass(of variable: String, in className: String, index: ProjectIndex, platform: NibPlatform) -> String? {
        for ancestor in index.ancestors(of: className, platform: platform) {
            for declaration in index.sources.declarationsByName[ancestor] ?? [] {
                guard let property = declaration.properties.first(where: { $0.name == variable || $0.instanceVariableName == variable }) else { continue }
                let type = DeclaredType(property.typeText)
                return type.isArray ? nil : type.className
            }
        }
        return nil
    }

    /// Whether the class's Objective-C implementation writes the outlet's getter by hand (`- (QSTask *)task { return
    /// self.representedObject; }`): the value comes from the code, whatever the nibs connect.
    static func hasHandWrittenGetter(_ property: PropertyDeclaration, declarations: [ClassDeclaration]) -> Bool {
        declarations.indices.contains { position in
            declarations[position].methods.contains { method in
                method.selector == property.key && (method.location.file.hasSuffix(".m") || method.location.file.hasSuffix(".mm"))
            }
        }
    }

    /// A header of a prebuilt framework checked into the tree (`Frameworks/ShortcutRecorder.framework/Headers/…`, Sequel-Ace)
    /// or a dependency's source checked in (`Pods/Fragaria/MGSFragariaView.h`, `Carthage/Checkouts/…`): its outlets are set
    /// by the dependency's own code or are optional hooks, and the project cannot edit the file.
    static func isInVendoredFramework(_ path: String) -> Bool {
        NibUsage.isDependencySource(path)
    }

    /// An outlet no nib the unit reads connects, with the class as nibs use it and the names they use it under.
    public struct UnconnectedOutlet: Sendable {
        var property: PropertyDeclaration
        var className: String
        var platform: NibPlatform
        var users: [String]
    }

    /// The outlets of classes nibs use that no readable nib connects and no code sets, in report order (a property found
    /// under two names, under the first): what this rule reports, or, when the unit has a nib niblint cannot read (an
    /// Interface Builder 3 `.nib` bundle, an `<archive>` xib), what it holds back as unverified (`UseSiteVerdicts`).
    static func unconnectedOutlets(index: ProjectIndex, usage: NibUsage) -> [UnconnectedOutlet] {
        var seen: Set<SourceLocation> = []
        // By position: `contains(where:)` and `flatMap` copy each declaration they pass to their closure.
        let hasOutlets: ([ClassDeclaration]) -> Bool = { declarations in
            declarations.indices.contains { position in
                declarations[position].properties.indices.contains { declarations[position].properties[$0].isOutlet }
            }
        }
        // Members other code sets on an object (`controller.splitView = …`, `[controller setSplitView:…]`).
        let assignedElsewhere = Set(index.sources.membersAssignedOnOtherObjects)
        // Each outlet is looked up among the keys of the nib classes that may be this one; all those keys
        // are gathered only for a class with an unconnected outlet (most have none). Classes are checked in
        // any order and reported in name order: a property found under two names is reported under the first.
        var findings: [(used: NibUsage.ClassInNibs, unconnected: [PropertyDeclaration])] = []
        for used in usage.classesUsedInNibs(where: hasOutlets) {
            let unconnected = used.declarations.indices.flatMap { position in
                used.declarations[position].properties.filter { property in
                    // On iOS an instance variable `_nameLabel` is connected as `nameLabel` too (key-value coding's search).
                    property.isOutlet && !KeyValueCoding.connectableKeys(of: property, declarations: used.declarations, platform: used.platform)
                        .contains { usage.connectsOutlet($0, of: used.name, platform: used.platform) }
                        && !Self.isAssignedInCode(property, declarations: used.declarations)
                        && !Self.isAssignedOnOtherObjects(property, names: assignedElsewhere, used: used, index: index)
                        // A model value the code provides: a binding reads it, or its getter is written by hand.
                        && !usage.bindsKey(property.key, of: used.name, platform: used.platform)
                        && !Self.hasHandWrittenGetter(property, declarations: used.declarations)
                        // A subclass that nibs use may set it (`self.options = @[…]` in each demo controller).
                        && !used.unsortedUsers.contains { Self.isAssignedInCode(property, declarations: index.sources.declarationsByName[$0] ?? []) }
                }
            }
            if !unconnected.isEmpty { findings.append((used, unconnected)) }
        }
        var result: [UnconnectedOutlet] = []
        for (used, unconnected) in findings.sorted(by: { NibUsage.ClassInNibs.reportOrder($0.used, $1.used) }) {
            let (name, declarations, platform) = (used.name, used.declarations, used.platform)
            let connected = usage.connectedOutletKeys(of: name, platform: platform)
            // A connected key the class lacks whose nearest outlet is this one is a rename, which
            // outlet-not-found already reports at the connection ("did you mean ...?").
            let outletKeys = declarations.flatMap { $0.properties.filter(\.isOutlet).map(\.key) }
            let renamed = Set(connected.compactMap { key -> String? in
                // The lookup first: most connected keys exist, and `nearest` compares the key with every outlet.
                guard case .missing = index.lookupProperty(key, inClass: name, platform: platform) else { return nil }
                return MessageText.nearest(to: key, in: outletKeys)
            })
            let users = used.users
            for property in unconnected where !renamed.contains(property.key) && !Self.isInVendoredFramework(property.location.file) {
                guard seen.insert(property.location).inserted else { continue }
                result.append(UnconnectedOutlet(property: property, className: name, platform: platform, users: users))
            }
        }
        return result
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Those a nib niblint does not check may connect are unverified (`UseSiteVerdicts.outletsUnreadableNibsMayConnect`).
        let useSites = context.useSites
        let outlets = useSites.opaqueNibPaths.isEmpty && !useSites.hasLegacyNibLabels
            ? Self.unconnectedOutlets(index: context.index, usage: context.analyses.nibUsage)
            : useSites.outletsUnreadableNibsMayConnect.entries.compactMap { entry in
                guard case .holds = entry.verdict else { return nil }
                return entry.use
            }
        return outlets.map { outlet in
            let (property, name, users) = (outlet.property, outlet.className, outlet.users)
            let unwrapped = property.typeText.hasSuffix("!")
            let consequence = unwrapped
                ? "the outlet is nil and its first use crashes (\"Unexpectedly found nil while implicitly unwrapping an Optional value\")"
                : "the outlet is nil, so everything done through it is silently skipped"
            let message = "@IBOutlet '\(property.key)' of \(name) is connected in none of the nibs that use it\(users == [name] ? "" : " (as \(MessageText.list(users)))")"
            return context.diagnostic(Self.self, at: property.location, message,
                                      help: "connect it in Interface Builder or remove @IBOutlet if code sets it", failure: consequence, identity: "\(name)|\(property.key)")
        }
    }
}

extension UnconnectedOutletRule: UseSiteReporter {
    public static let reportedUseSites: Set<UseSiteKind> = [.outletInUnreadableNib]
}
