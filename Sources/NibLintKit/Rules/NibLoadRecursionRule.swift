/// A view's `init(coder:)` (or `awakeFromNib()`) loads a nib whose top-level view is of that same class:
/// decoding the top-level view runs the same code again, which loads the nib again, forever.
/// Reported at the loading call.
public struct NibLoadRecursionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "nib-load-recursion",
        name: "Nib load recursion",
        summary: "A view's init(coder:) or awakeFromNib() loads a nib whose top-level view has the view's own class (or a subclass), directly or through methods it always calls.",
        rationale: "A custom view that loads its content from a xib must be that xib's File's Owner, with a plain UIView/NSView as the top-level view. When the top-level view has the custom class too, decoding it calls the class's init(coder:) (and awakeFromNib()), which loads the xib again: the recursion never ends.",
        runtimeFailure: "The app hangs, then crashes with a stack overflow (EXC_BAD_ACCESS) deep inside repeated init(coder:) / loadNibNamed frames.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let loads = index.sources.loadSites.filter { $0.isUnconditional && Self.instantiates($0.api) && $0.enclosingFunction != nil && $0.enclosingClass != nil }
        guard !loads.isEmpty else { return [] }
        var loadsByFunction: [String: [NibLoadSite]] = [:]
        for site in loads { loadsByFunction[site.enclosingFunction!, default: []].append(site) }

        // The classes worth following: those of top-level objects of xibs, as the runtime decodes them.
        var candidates: [(className: String, platform: NibPlatform)] = []
        // A set, not a search of `candidates`: a large project has thousands of xib classes.
        var seenCandidates: Set<HierarchyKey> = []
        for document in index.nibs where document.kind == .xib {
            for objectIndex in document.topLevelObjects {
                let object = document.objects[objectIndex]
                guard object.customClass != nil, let className = index.className(of: object, platform: document.platform),
                      index.sources.declarationsByName[className]?.contains(where: { $0.kind == .classDeclaration }) == true,
                      seenCandidates.insert(HierarchyKey(name: className, platform: document.platform)).inserted else { continue }
                candidates.append((className, document.platform))
            }
        }

        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        let calls = CallGraph(index.sources.methodCalls)
        for (className, platform) in candidates.sorted(by: { ($0.className, $0.platform.rawValue) < ($1.className, $1.platform.rawValue) }) {
            for path in decodingPaths(of: className, platform: platform, loadsByFunction: loadsByFunction, calls: calls, index: index) {
                guard let nibName = resolvedNibName(path.site, decodedClass: className) else { continue }
                let documents = index.nibs(named: nibName).filter { $0.kind == .xib && $0.platform == platform }
                guard !documents.isEmpty else { continue }
                // Every xib of that name (localized copies) must hold such a top-level object.
                let isStaticName: Bool
                if case .enclosingClassName = path.site.nibName { isStaticName = false } else { isStaticName = true }
                let roots = documents.compactMap { recursiveRoot(in: $0, decodedClass: className, staticName: isStaticName, index: index) }
                guard roots.count == documents.count else { continue }
                let (root, rootClass) = roots[0]
                let document = documents[0]
                let key = "\(path.site.location.file):\(path.site.location.line):\(path.site.location.column)|\(className)"
                guard reported.insert(key).inserted else { continue }
                diagnostics.append(diagnostic(path, className: className, document: document, root: root, rootClass: rootClass, context: context))
            }
        }
        return diagnostics
    }

    /// One way decoding an instance reaches a load: the entry point (declared by the class or a superclass),
    /// the calls in between, and the load site.
    private struct DecodingPath {
        var entryPoint: DecodingEntryPoint
        /// The class declaring the entry point.
        var entryClass: String
        var calls: [String]
        var site: NibLoadSite
    }

    /// Every load that always runs when the runtime decodes an instance of `className`: from the
    /// `init(coder:)` and `awakeFromNib()` of the class and of its superclasses (unless an override between does not call `super`),
    /// directly or through the methods they always call, unless a class between overrides that method.
    private func decodingPaths(of className: String, platform: NibPlatform, loadsByFunction: [String: [NibLoadSite]], calls: CallGraph,
                               index: ProjectIndex) -> [DecodingPath] {
        let ancestors = index.ancestors(of: className, platform: platform)
        var paths: [DecodingPath] = []
        for (position, entryClass) in ancestors.enumerated() {
            // Types whose code runs on `self` here: the entry class, its superclasses and the protocols they adopt (protocol extensions).
            let classesAbove = Array(ancestors[position...])
            var ownerTypes = Set(classesAbove)
            for name in classesAbove { for declaration in index.sources.declarationsByName[name] ?? [] { ownerTypes.formUnion(declaration.inheritedTypes) } }
            for declaration in index.sources.declarationsByName[entryClass] ?? [] {
                for entry in declaration.decodingEntryPoints {
                    // A subclass's override that does not call `super` replaces the entry point.
                    let replaced = ancestors[..<position].contains { name in
                        (index.sources.declarationsByName[name] ?? []).contains { $0.decodingEntryPoints.contains { $0.name == entry.name && !$0.callsSuper } }
                    }
                    guard !replaced else { continue }
                    let direct = [(calls: [String](), function: entry.name, owners: Set([entryClass]))]
                    let called = calls.chains(from: entry, className: declaration.name).map { (calls: $0, function: $0.last!, owners: ownerTypes) }
                    for step in direct + called {
                        for site in loadsByFunction[step.function] ?? [] {
                            guard let siteClass = site.enclosingClass, step.owners.contains(siteClass) || step.owners.contains(simpleName(siteClass)) else { continue }
                            // A subclass (below the class holding the method) that declares the same method replaces it.
                            let siteDepth = ancestors.firstIndex(of: simpleName(siteClass)) ?? ancestors.count
                            let baseName = String(step.function.prefix { $0 != "(" })
                            let overridden = ancestors[..<siteDepth].contains { name in
                                name != simpleName(siteClass) && (index.sources.declarationsByName[name] ?? []).contains { $0.methods.contains { $0.name == baseName } }
                            }
                            guard step.calls.isEmpty || !overridden else { continue }
                            paths.append(DecodingPath(entryPoint: entry, entryClass: entryClass, calls: step.calls, site: site))
                        }
                    }
                }
            }
        }
        return paths
    }

    /// The nib name a load resolves to when `self` is a `decodedClass`: a name built from `type(of: self)` is the runtime class's.
    private func resolvedNibName(_ site: NibLoadSite, decodedClass: String) -> String? {
        switch site.nibName {
        case .literal(let name), .className(let name): return name
        case .enclosingClassName: return simpleName(decodedClass)
        case .unknown: return nil
        }
    }

    /// The first top-level object of `document` whose decoding runs the same load again: one of `decodedClass`,
    /// or of a subclass when the nib name does not depend on the class.
    private func recursiveRoot(in document: NibDocument, decodedClass: String, staticName: Bool, index: ProjectIndex) -> (NibObject, String)? {
        for objectIndex in document.topLevelObjects {
            let object = document.objects[objectIndex]
            guard object.customClass != nil, let className = index.className(of: object, platform: document.platform) else { continue }
            if className == decodedClass || (staticName && index.isClass(className, kindOf: decodedClass, platform: document.platform) == true) {
                return (object, className)
            }
        }
        return nil
    }

    private func diagnostic(_ path: DecodingPath, className: String, document: NibDocument, root: NibObject, rootClass: String, context: RuleContext) -> Diagnostic {
        let entry = path.entryPoint.name
        let who = path.entryClass == className ? "\(entry) of \(className)" : "\(entry) of \(path.entryClass), which \(className) runs as its subclass,"
        let through = path.calls.isEmpty ? "" : " (through \(path.calls.joined(separator: " → ")))"
        let rootText = MessageText.describe(root, className: rootClass == className ? className : "\(rootClass), a subclass of \(className)")
        let viewClass = document.platform == .macOS ? "NSView" : "UIView"
        let message = "\(who) loads '\(document.name)'\(through), whose top-level \(rootText) runs that same code, so it loads '\(document.name)' again, forever"
        let help = "set the top-level view's class to \(viewClass) in the Identity inspector and keep \(className) on File's Owner (connect the outlets from File's Owner), or stop loading the nib from \(entry)"
        let notes = [
            DiagnosticNote(location: document.location(of: root), message: "the top-level \(MessageText.words(root.elementName)) of '\(document.name)' is a \(rootClass)"),
            DiagnosticNote(location: path.entryPoint.location, message: "\(entry) of \(path.entryClass) is declared here"),
        ]
        return context.diagnostic(Self.self, at: path.site.location, message, notes: notes,
                                  help: help, failure: "infinite recursion, a stack overflow (EXC_BAD_ACCESS)",
                                  identity: "\(className)|\(document.name)|\(path.site.enclosingFunction ?? "")",
                                  relatedFiles: [document.path] + context.index.declaringFilesOfHierarchy(of: className, platform: document.platform),
                                  objectIDs: [root.id])
    }

    /// The APIs that instantiate a nib's objects at the call (registering a nib or naming a view controller's nib does not).
    private static func instantiates(_ api: NibLoadSite.API) -> Bool {
        switch api {
        case .loadNibNamed, .loadNibNamedTopLevelObjects, .uiNibInstantiate, .nsNibInstantiate: return true
        case .registerNib, .initNibName, .windowNibName, .nibNameProperty: return false
        }
    }

    private func simpleName(_ name: String) -> String {
        NibLoading.simpleName(name)
    }
}
