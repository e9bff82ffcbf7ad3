/// Code loads a nib by a literal name that no `.xib` or `.storyboard` in the project has; or creates a view
/// controller without a nib name whose class name no nib has, while a xib made for it sits under another name
/// (the class or the xib renamed alone). Reported at the loading call or the creation.
public struct NibNotFoundRule: UseSiteReporter {
    public init() {}

    public static let reportedUseSites: Set<UseSiteKind> = [.nibLoad]

    public static let description = RuleDescription(
        identifier: "nib-not-found",
        name: "Nib not found",
        summary: "Code loads a nib by a literal name that no .xib in the project has (names are case-sensitive on a device) or that is not in the bundle it names, or creates a view controller without a nib name when no nib has its class's name but a xib made for it has another.",
        rationale: "A nib renamed or deleted in Interface Builder, or a typo in its name, still compiles. On a device names are case-sensitive, so a name that only differs in case works in the simulator on a case-insensitive disk and fails on the phone. A Swift package's nib is compiled into the package target's own bundle: loading it with `bundle: nil` / `.main` finds nothing (use `Bundle.module`), nor does `Bundle.module` in another target of the package. A view controller created without a nib name (FooViewController(), init(nibName: nil, bundle: nil)) loads the nib named after its class ('FooView', then 'FooViewController'); after the class or its xib is renamed alone, UIKit finds none and gives it an empty view, so its outlets stay nil.",
        runtimeFailure: "NSInternalInconsistencyException: Could not load NIB in bundle: 'NSBundle …' with name 'X'.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Linting sources without their nibs (a folder of Swift files) proves nothing about the nibs.
        guard !index.nibIndicesByName.isEmpty || !index.unbuiltNibPathsByName.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for (site, evidence) in context.useSites.nibLoads.broken {
            guard case .literal(let name) = site.nibName else { continue }
            let failure = "\"Could not load NIB in bundle … with name '\(name)'\""
            let identity = "\(site.enclosingClass ?? "")|\(name)"
            switch evidence {
            case .misplaced(let reason, let fix, let paths):
                diagnostics.append(context.diagnostic(Self.self, at: site.location, "\(site.callName) loads a nib named '\(name)', but \(reason)",
                                                      help: fix, failure: failure, identity: identity, relatedFiles: paths))
            case .caseVariant(let variant):
                diagnostics.append(context.diagnostic(Self.self, at: site.location,
                                                      "\(site.callName) loads a nib named '\(name)', but the project's nib is '\(variant)' (names are case-sensitive on a device)",
                                                      help: "write '\(variant)'", failure: failure, identity: identity))
            case .missing(let candidates):
                diagnostics.append(context.diagnostic(Self.self, at: site.location,
                                                      "\(site.callName) loads a nib named '\(name)' that no .xib in the project has\(MessageText.didYouMean(name, candidates: candidates))",
                                                      help: "fix the name or add the nib to the project", failure: failure, identity: identity))
            case .notBuilt(let paths):
                let file = ProjectPath.lastComponent(of: paths[0])
                diagnostics.append(context.diagnostic(Self.self, at: site.location,
                                                      "\(site.callName) loads a nib named '\(name)' from the main bundle, but no target builds it: \(file) exists in the project folder and is in no target's resources",
                                                      help: "add \(file) to the app target (Target Membership, or Copy Bundle Resources)", failure: failure, identity: identity, relatedFiles: paths))
            }
        }
        return diagnostics + implicitLookupsFindingNoNib(context, unreadableNibs: context.useSites.unreadableNibNames)
    }

    /// View controllers created without a nib name whose name-based lookup finds no nib, while a xib made for them
    /// sits under another name: File's Owner is the class with a 'view' outlet (the xib renamed), or a class no
    /// source declares whose outlets, 'view' and at least one more, the class has (the class renamed in code only).
    /// The xib must be loaded by no code and not be named after a class (else it is some other nib: pocket-casts-ios's
    /// PodcastShortcutsViewController.xib, File's Owner misspelt, is its class's by the same lookup), and match one such class only.
    private func implicitLookupsFindingNoNib(_ context: RuleContext, unreadableNibs: Set<String>) -> [Diagnostic] {
        let index = context.index
        let creations = ImplicitNibLookup.creations(index)
        guard !creations.isEmpty else { return [] }
        let facts = ImplicitNibLookup.Facts(index)
        let lowercasedNames = Set(index.nibIndicesByName.keys.map { $0.lowercased() }).union(unreadableNibs.map { $0.lowercased() })
        // The classes whose lookup finds nothing, with the names tried and where they are created.
        var lookups: [(className: String, tried: [String], location: SourceLocation)] = []
        for (className, locations) in creations {
            guard let names = ImplicitNibLookup.candidateNames(className, index: index), let location = locations.min() else { continue }
            let tried = [names.withoutController, names.runtimeName].compactMap { $0 }
            guard !tried.contains(where: { lowercasedNames.contains($0.lowercased()) }),
                  // A pod that copies a nib of that name into the app's bundle supplies it. Dependencies that may
                  // (`.unverified`) are not a reason to stay silent here: the project's own xib made for the class
                  // sits under another name, and no dependency ships a nib named after the app's view controller.
                  !tried.contains(where: { UseSiteVerdicts.lookup($0, noun: "nib", bundle: .main, from: location.file, index: index) == .found }),
                  ImplicitNibLookup.loadsImplicitNib(className, facts: facts, index: index),
                  // A class that loads nibs by names niblint cannot read may load its own.
                  !facts.loadingByUnreadableName.contains(className)
            else { continue }
            lookups.append((className, tried, location))
        }
        guard !lookups.isEmpty else { return [] }
        // A xib named after a class (or after it without 'Controller') is that class's, by the same lookup.
        func namesAClass(_ name: String) -> Bool {
            index.sources.declarationsByName[name] != nil || index.sources.declarationsByName[name + "Controller"] != nil
        }
        // The xibs that look made for each class, in the order of the project's nibs.
        var xibsByClass: [String: [(document: NibDocument, owner: NibObject, ownerClass: String, isStale: Bool, others: [String])]] = [:]
        for document in index.nibs where document.kind == .xib && document.platform == .iOS && index.loadSitesByNibName[document.name] == nil
            && !namesAClass(document.name) {
            guard let ownerIndex = document.filesOwner, let ownerClass = index.className(of: document.objects[ownerIndex], platform: .iOS) else { continue }
            let outlets = document.connections.compactMap { $0.source == ownerIndex && $0.kind == .outlet ? $0.property : nil }
            guard outlets.contains("view") else { continue }
            let isStale = !index.isKnownClass(ownerClass, platform: .iOS)
            let others = outlets.filter { $0 != "view" }
            if isStale && others.isEmpty { continue }
            // Its other outlets must hold on the class, whether File's Owner names it or a class no source declares:
            // a xib left behind when the class moved its view to code has outlets the class no longer has, and
            // loading it would crash (not key value coding-compliant), so it is no nib the class lost.
            let matches = lookups.filter { lookup in
                if !isStale && lookup.className != ownerClass { return false }
                return others.allSatisfy { key in
                    if case .found = index.lookupProperty(key, inClass: lookup.className, platform: .iOS) { return true }
                    return false
                }
            }
            guard matches.count == 1, let lookup = matches.first else { continue }
            xibsByClass[lookup.className, default: []].append((document, document.objects[ownerIndex], ownerClass, isStale, others))
        }
        var diagnostics: [Diagnostic] = []
        // One creation, one finding: several xibs made for the class (one per device, say) are named together.
        for lookup in lookups {
            guard let xibs = xibsByClass[lookup.className], let first = xibs.first else { continue }
            let className = lookup.className
            let tried = lookup.tried.map { "'\($0)'" }.joined(separator: " or ")
            let target = "'\(lookup.tried.last ?? className).xib'"
            func ownerText(_ xib: (document: NibDocument, owner: NibObject, ownerClass: String, isStale: Bool, others: [String])) -> String {
                "File's Owner \(xib.isStale ? "'\(xib.ownerClass)', which no source declares" : className)"
            }
            let xibText = Set(xibs.map(\.ownerClass)).count == 1
                ? xibs.map { "\($0.document.name).xib" }.joined(separator: " and ") + " (\(ownerText(first)))"
                : xibs.map { "\($0.document.name).xib (\(ownerText($0)))" }.joined(separator: " and ")
            let renaming = xibs.count > 1 ? "keep one of them as \(target)" : "rename the xib to \(target)"
            let ownerFix = xibs.contains { $0.isStale } ? " and set File's Owner's class to \(className)" : ""
            let others = Set(xibs.flatMap(\.others)).sorted()
            let outletText = others.isEmpty ? "" : " and its outlets (\(others.joined(separator: ", "))) stay nil"
            let message = "\(className) is created without a nib name, so UIKit looks for a nib named \(tried), which the project lacks; "
                + "\(xibText) \(xibs.count > 1 ? "look like its nibs" : "looks like its nib")"
            let help = "\(renaming)\(ownerFix), or pass its name (init(nibName: \"\(first.document.name)\", bundle: nil))"
            let failure = "no error, but the view is an empty one\(outletText)"
            var notes = xibs.map { DiagnosticNote(location: $0.document.location(of: $0.owner), message: "File's Owner of '\($0.document.name)' is \($0.ownerClass)") }
            notes += MessageText.classNote(className, index: index)
            diagnostics.append(context.diagnostic(Self.self, at: lookup.location, message, notes: notes, help: help, failure: failure,
                                                  identity: "\(className)|\(first.ownerClass)",
                                                  relatedFiles: xibs.map(\.document.path) + index.declaringFilesOfHierarchy(of: className, platform: .iOS),
                                                  objectIDs: xibs.map(\.owner.id)))
        }
        return diagnostics
    }
}
