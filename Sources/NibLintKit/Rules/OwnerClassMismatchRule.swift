/// Code loads a nib with an owner whose class does not match the nib's File's Owner class.
/// Reported at the load site in the source, with a note at File's Owner; when every connection holds on the loading
/// class, only File's Owner is stale: a warning there, with a note at the load site.
public struct OwnerClassMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "owner-class-mismatch",
        name: "Owner class mismatch",
        summary: "Code loads a nib with an owner that is not of the nib's File's Owner class, or with a nil or plain NSObject owner while File's Owner has connections; a stale File's Owner whose connections all hold on the loading class is a warning.",
        rationale: "File's Owner is a proxy for the object code passes as `owner:`. Its outlets and actions are connected to that object by name, so an owner of another class crashes on the first outlet, and a nil owner silently drops every connection. When every connection exists on the loading class nothing fails yet, but Interface Builder shows File's Owner's class's outlets and actions, and the next connection made there may not exist at run time.",
        runtimeFailure: "NSUnknownKeyException: this class is not key value coding-compliant for the key X (or outlets silently stay nil).",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var staleOwners: Set<String> = []
        // A view controller whose UIKit lookup finds another class's `FooView.xib` is implicit-nib-collision's, which
        // names the cause (the name tried before the class's own): one defect, one diagnostic.
        let facts = ImplicitNibLookup.Facts(context.index)
        let implicitSites = Self.implicitLoadSites(context.index).filter { site in
            guard let className = site.ownerClass, let collision = ImplicitNibLookup.collision(className, facts: facts, index: context.index) else { return true }
            return site.resolvedNibName != collision.viewNibName
        }
        // The owner classes each nib name is loaded with: a nib shared on purpose by two owner classes (the same outlets
        // declared on both) is loaded with File's Owner's class somewhere, so its File's Owner is not stale.
        var ownerClassesByNib: [String: Set<String>] = [:]
        for site in context.index.sources.loadSites + implicitSites {
            if let nibName = site.resolvedNibName, let ownerClass = site.ownerClass { ownerClassesByNib[nibName, default: []].insert(ownerClass) }
        }
        for (position, site) in (context.index.sources.loadSites + implicitSites).enumerated() {
            // A controller created with no nib name is named by its creation: `FooViewController()`, `[[FooViewController alloc] init]`.
            let isImplicit = position >= context.index.sources.loadSites.count
            let call = !isImplicit ? site.callName
                : site.location.file.hasSuffix(".swift") ? "\(site.ownerClass ?? "")()" : "[[\(site.ownerClass ?? "") alloc] init]"
            guard let nibName = site.resolvedNibName, isImplicit || !NibLoading.neverLoads(site, index: context.index) else { continue }
            let candidates = context.index.nibs(named: nibName).filter { $0.kind == .xib }
            guard !candidates.isEmpty else { continue }
            var problems: [(NibDocument, Int, Problem)] = []
            for document in candidates {
                guard let ownerIndex = document.filesOwner else { problems = []; break }
                guard let problem = mismatch(site, call: call, document: document, ownerIndex: ownerIndex, context: context) else { problems = []; break }
                problems.append((document, ownerIndex, problem))
            }
            // Only when every nib of that name disagrees (localized or per-target copies may differ).
            guard let (document, ownerIndex, problem) = problems.first else { continue }
            let owner = document.objects[ownerIndex]
            switch problem {
            case .atLoadSite(let text):
                let note = DiagnosticNote(location: document.location(of: owner), message: "File's Owner of '\(document.name)' is declared here")
                // The owner's class chain decides the verdict (the nib's side is the note's file).
                let related = site.ownerClass.map { context.index.declaringFilesOfHierarchy(of: $0, platform: document.platform) } ?? []
                diagnostics.append(context.diagnostic(Self.self, at: site.location, text.message, notes: [note], help: text.help, failure: text.failure,
                                                      identity: "\(site.enclosingClass ?? "")|\(document.name)", relatedFiles: related,
                                                      objectIDs: [owner.id]))
            case .staleOwner(let text, let ownerClass):
                if let nibClass = context.index.className(of: owner, platform: document.platform),
                   ownerClassesByNib[nibName, default: []].contains(where: { context.index.isClass($0, kindOf: nibClass, platform: document.platform) == true }) {
                    continue
                }
                // One warning per nib, however many places load it.
                for (stale, staleOwnerIndex, _) in problems where staleOwners.insert(stale.path).inserted {
                    let note = DiagnosticNote(location: site.location, message: "'\(stale.name)' is loaded here with an owner of class \(ownerClass)")
                    let related = [site.location.file] + context.index.declaringFilesOfHierarchy(of: ownerClass, platform: stale.platform)
                    var diagnostic = context.diagnostic(Self.self, at: stale.location(of: stale.objects[staleOwnerIndex]), text.message, notes: [note],
                                                        help: text.help, failure: text.failure,
                                                        identity: "stale|\(stale.name)", relatedFiles: related,
                                                        objectIDs: [stale.objects[staleOwnerIndex].id])
                    diagnostic.severity = .warning
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics + mainNibOwners(context)
    }

    /// The main nib (`NSMainNibFile`, MainMenu) is loaded by `NSApplicationMain` with the application (`NSApp`, an
    /// instance of the principal class, NSApplication or a subclass) as File's Owner: a File's Owner of a class that is
    /// no NSApplication, with connections that need that class, gets them made on NSApp. Reported at File's Owner.
    private func mainNibOwners(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        for (entry, document) in NibLoading.mainNibs(index) {
            guard let ownerIndex = document.filesOwner,
                  let nibClass = index.className(of: document.objects[ownerIndex], platform: .macOS),
                  index.isKnownClass(nibClass, platform: .macOS), index.isClass(nibClass, kindOf: "NSApplication", platform: .macOS) == false,
                  let failure = failureOnApplication(ownerIndex, in: document, index: index) else { continue }
            let owner = document.objects[ownerIndex]
            let note = DiagnosticNote(location: entry.location, message: "\(entry.origin) makes '\(document.name)' the main nib here")
            diagnostics.append(context.diagnostic(
                Self.self, at: document.location(of: owner),
                "File's Owner of '\(document.name)' is \(nibClass), but '\(document.name)' is the app's main nib, which AppKit loads with the application (NSApp, an NSApplication) as its owner",
                notes: [note],
                help: "set File's Owner's class to NSApplication (or the app's principal class) and move \(nibClass)'s connections to an object of class \(nibClass) in the nib (connected to the application's 'delegate' outlet)",
                failure: failure,
                identity: "main|\(document.name)", relatedFiles: index.declaringFilesOfHierarchy(of: nibClass, platform: .macOS), objectIDs: [owner.id]))
        }
        return diagnostics
    }

    /// What fails when the main nib's File's Owner (at `ownerIndex`) is NSApp, or nil when nothing does: its outlets
    /// (set on NSApp), the actions and bindings sent to it; an outlet of another object pointing at it receives NSApp,
    /// which fails only when the outlet's declared type is a class NSApplication is not (nor a subclass of it, which
    /// the principal class may be).
    private func failureOnApplication(_ ownerIndex: Int, in document: NibDocument, index: ProjectIndex) -> String? {
        let ownerID = document.objects[ownerIndex].id
        if document.connections.contains(where: { $0.source == ownerIndex || ($0.destinationID == ownerID && $0.kind != .outlet && $0.kind != .outletCollection) }) {
            return "\"[NSApplication setValue:forUndefinedKey:]: this class is not key value coding-compliant\" for File's Owner's outlets; its actions are sent to NSApp"
        }
        for connection in document.connections where connection.kind == .outlet && connection.destinationID == ownerID {
            guard let property = connection.property, let source = index.hierarchy(ofObjectAt: connection.source, in: document),
                  let declaration = source.propertyDeclaration(property) else { continue }
            let declared = DeclaredType(declaration.typeText)
            guard !declared.isUniversal, !declared.isArray, let declaredClass = declared.className, index.isKnownClass(declaredClass, platform: .macOS),
                  index.isClass("NSApplication", kindOf: declaredClass, platform: .macOS) == false,
                  index.isClass(declaredClass, kindOf: "NSApplication", platform: .macOS) == false else { continue }
            return "outlet '\(property)' of \(source.name), declared as \(declaration.typeText), holds NSApp, not a \(declaredClass)"
        }
        return nil
    }

    /// View controllers created with no nib name (`FooViewController()`, `[[FooViewController alloc] init]`), whose
    /// initializers name no nib, which name none in a `nibName` override and build no view in `loadView`: UIKit loads the
    /// nib named after the class (`FooView` first), AppKit's NSViewController the one of the class's name, with the new
    /// instance as owner. One site per class, at its first creation.
    static func implicitLoadSites(_ index: ProjectIndex) -> [NibLoadSite] {
        let creations = index.sources.controllerCreations
        guard !creations.isEmpty else { return [] }
        let namedLoaders = Set(index.sources.loadSites.filter(\.loadsOwnViewNib).compactMap(\.ownerClass))
        var seen: Set<String> = []
        var sites: [NibLoadSite] = []
        for creation in creations where seen.insert(creation.className).inserted && !namedLoaders.contains(creation.className) {
            let name = creation.className
            guard let declarations = index.sources.declarationsByName[name],
                  let body = declarations.first(where: { $0.kind == .classDeclaration }),
                  !declarations.contains(where: \.initializerNamesNib) else { continue }
            let runtimeName = body.objCName ?? body.simpleName
            let shortName = runtimeName.hasSuffix("Controller") ? String(runtimeName.dropLast("Controller".count)) : nil
            for nibName in [shortName, runtimeName].compactMap({ $0 }) {
                guard let document = index.nibs(named: nibName).first(where: { $0.kind == .xib }) else { continue }
                let platform = document.platform
                // AppKit looks only for the class's own name, and only for view controllers.
                if platform == .macOS && nibName != runtimeName { continue }
                let viewController = platform == .iOS ? "UIViewController" : "NSViewController"
                let hierarchy = index.hierarchy(of: name, platform: platform)
                guard index.isClass(name, kindOf: viewController, platform: platform) == true,
                      !hierarchy.steps.contains(where: { step in step.declarations.contains { $0.methods.contains { $0.selector == "loadView" } } }) else { break }
                sites.append(NibLoadSite(api: .initNibName, nibName: .literal(nibName), owner: .instance(of: name), enclosingClass: creation.enclosingClass,
                                         location: creation.location, isImplicitNibName: true))
                break
            }
        }
        return sites
    }

    /// What is wrong with the owner a site passes: an error at the load site when the nib's connections fail on
    /// it, a warning at File's Owner when they all hold there and only File's Owner's class is stale.
    private enum Problem {
        case atLoadSite(Text)
        case staleOwner(Text, ownerClass: String)
    }

    /// What is wrong, how to fix it, and what fails at run time (`Diagnostic`'s message, help and failure).
    private struct Text {
        var message: String
        var help: String
        var failure: String?
    }

    /// What is wrong when `site` cannot own `document`, or nil when the owner fits (or cannot be judged).
    private func mismatch(_ site: NibLoadSite, call: String, document: NibDocument, ownerIndex: Int, context: RuleContext) -> Problem? {
        guard let message = loadSiteMismatch(site, call: call, document: document, ownerIndex: ownerIndex, context: context) else { return nil }
        // The runtime sets File's Owner's outlets on the object code passes: when they all exist there, nothing fails,
        // but Interface Builder offers the stale class's outlets and actions, and the next connection made there breaks.
        guard let ownerClass = site.ownerClass, ownerClass != "NSObject",
              let nibClass = context.index.className(of: document.objects[ownerIndex], platform: document.platform),
              context.connections.resolver.ownerConnectionsHold(on: ownerClass, ownerIndex: ownerIndex, in: document) else {
            return .atLoadSite(message)
        }
        return .staleOwner(Text(
            message: "File's Owner of '\(document.name)' is \(nibClass), but the nib is loaded with an owner of class \(ownerClass), neither \(nibClass) nor a subclass of it",
            help: "set File's Owner's class to \(ownerClass) in the Identity inspector: every connection holds on \(ownerClass), so nothing fails at run time, "
                + "but Interface Builder shows \(nibClass)'s outlets and actions, and the next connection made there may not exist on \(ownerClass)"),
            ownerClass: ownerClass)
    }

    /// The text when `site` cannot own `document` as an error at the site, or nil when the owner fits (or cannot be judged).
    private func loadSiteMismatch(_ site: NibLoadSite, call: String, document: NibDocument, ownerIndex: Int, context: RuleContext) -> Text? {
        let index = context.index
        let platform = document.platform
        let owner = document.objects[ownerIndex]
        let nibClass = index.className(of: owner, platform: platform)
        switch site.owner {
        case .unknown:
            return nil
        case .none:
            guard hasConnections(ownerIndex, in: document) else { return nil }
            // An NSTableView loads a registered nib with the owner `makeView(withIdentifier:owner:)` is given, unknown here.
            if site.api == .registerNib, site.registration?.kind == .appKitTableView { return nil }
            if site.api == .registerNib {
                // The table or collection view instantiates a registered nib with no owner and uses its top-level
                // object: File's Owner's connections are dead, harmless when that object makes them all.
                if InstanceNibs.connectedTwin(ofOwner: ownerIndex, in: document) != nil { return nil }
                return Text(message: "\(call) registers '\(document.name)', which the view instantiates with no owner, but its File's Owner (\(nibClass ?? "NSObject")) has connections",
                            help: "connect those outlets from the nib's top-level object and remove them from File's Owner",
                            failure: "File's Owner's outlets are never set and its actions go nowhere")
            }
            return Text(message: "\(call) loads '\(document.name)' with a nil owner, but its File's Owner (\(nibClass ?? "NSObject")) has connections",
                        help: "pass an instance of \(nibClass ?? "the owner class") as the owner, or move the connections off File's Owner",
                        failure: "those outlets stay nil and the actions go nowhere")
        case .instance, .enclosingInstance:
            guard let ownerClass = site.ownerClass else { return nil }
            if ownerClass == "NSObject" {
                guard hasConnections(ownerIndex, in: document) else { return nil }
                return Text(message: "\(call) loads '\(document.name)' with a plain NSObject owner, but its File's Owner (\(nibClass ?? "NSObject")) has connections",
                            help: "pass an instance of \(nibClass ?? "the owner class") as the owner", failure: "\"not key value coding-compliant\"")
            }
            guard let nibClass, index.isKnownClass(nibClass, platform: platform), index.isKnownClass(ownerClass, platform: platform) else { return nil }
            guard let fits = index.isClass(ownerClass, kindOf: nibClass, platform: platform), !fits else { return nil }
            // `self` may be a subclass instance at run time.
            if case .enclosingInstance = site.owner, index.isClass(nibClass, kindOf: ownerClass, platform: platform) != false { return nil }
            return Text(message: "\(call) loads '\(document.name)' with an owner of class \(ownerClass), but the nib's File's Owner is \(nibClass)",
                        help: "set File's Owner's class to \(ownerClass) in the Identity inspector or pass a \(nibClass) as the owner",
                        failure: "\"not key value coding-compliant\" on the first outlet")
        }
    }

    /// Whether File's Owner takes part in any connection, as source or as destination.
    private func hasConnections(_ ownerIndex: Int, in document: NibDocument) -> Bool {
        let ownerID = document.objects[ownerIndex].id
        return document.connections.contains { $0.source == ownerIndex || $0.destinationID == ownerID }
    }
}
