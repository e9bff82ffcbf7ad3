/// Decides, for each outlet and action of a nib, whether its member exists, is missing, or cannot be
/// judged. `ConnectionVerdicts` holds them for a unit: the rules and the summary's "unverified" count read them there.
public struct ConnectionResolver: Sendable {
    public let index: ProjectIndex

    public init(index: ProjectIndex) {
        self.index = index
    }

    public enum Verdict: Sendable {
        /// Not a member connection, or broken in a way another rule reports (a missing or cross-scene destination).
        case notApplicable
        case verified
        /// Depends on a class niblint cannot see; never an error.
        case unverified(reason: String, kind: UnverifiedReason)
        /// Proven absent on `className` and its ancestors.
        case missing(className: String?, chain: [String])
        /// Only a Swift member the Objective-C runtime cannot see has the name: broken as if missing.
        case notExposed(className: String, member: HiddenMember)
    }

    /// The verdict for the property an `outlet` or `outletCollection` sets on its source object.
    public func resolveOutlet(_ connection: NibConnection, in document: NibDocument) -> Verdict {
        guard connection.kind == .outlet || connection.kind == .outletCollection, let property = connection.property else { return .notApplicable }
        guard isDestinationInSameNib(connection, in: document) else { return .notApplicable }
        // Objects are read in place: a copy of one retains a dozen strings.
        guard let hierarchy = index.hierarchy(ofObjectAt: connection.source, in: document) else {
            return .unverified(reason: "the class of \(document.objects[connection.source].displayName) is not set in the nib", kind: .classNotSet)
        }
        var lookup = hierarchy.lookupProperty(property, visibility: index.objCVisibility)
        // A class from outside the tree is still of the element's class (`<view customClass="AnimationView"
        // customModule="Lottie">` is a UIView): a key that class has holds on any subclass.
        if case .unverified = lookup, let base = elementClass(of: document.objects[connection.source], platform: document.platform),
           case .found = index.lookupProperty(property, inClass: base, platform: document.platform) {
            lookup = .found(nil)
        }
        let found = verdict(lookup, className: hierarchy.name, objectAt: connection.source, in: document)
        return swappedClassVerdict(found, className: hierarchy.name, member: "'\(property)'", platform: document.platform) {
            $0.lookupProperty(property, visibility: index.objCVisibility)
        }
    }

    /// The verdict for the selector of an `action` on its target.
    public func resolveAction(_ connection: NibConnection, in document: NibDocument) -> Verdict {
        guard connection.kind == .action, let selector = connection.selector else { return .notApplicable }
        guard isDestinationInSameNib(connection, in: document), let target = document.destinationIndex(of: connection) else { return .notApplicable }
        guard isReachableSender(connection.source, in: document) else { return .notApplicable }
        let targetRole = document.objects[target].placeholderRole
        if targetRole == .firstResponder || targetRole == .exit {
            return resolveResponderChain(selector, platform: document.platform)
        }
        guard let hierarchy = index.hierarchy(ofObjectAt: target, in: document) else {
            return .unverified(reason: "the class of \(document.objects[target].displayName) is not set in the nib", kind: .classNotSet)
        }
        let found = verdict(hierarchy.lookupSelector(selector, visibility: index.objCVisibility), className: hierarchy.name, objectAt: target, in: document)
        if case .missing = found, let segue = segueReplacingAction(of: connection.source, in: document) {
            return .unverified(reason: "\(hierarchy.name) lacks '\(selector)', but the bar button item also triggers segue \(segue), and a UIBarButtonItem has a single "
                                   + "target and action, which the segue's replace when the storyboard sets them after the action (their order is not documented)",
                               kind: .actionReplacedBySegue)
        }
        return swappedClassVerdict(found, className: hierarchy.name, member: "'\(selector)'", platform: document.platform) {
            $0.lookupSelector(selector, visibility: index.objCVisibility)
        }
    }

    /// A bar button item (a UIBarButtonItem, not a UIControl, which keeps every target) that also triggers a segue: the
    /// storyboard sets the segue's own target and action on it, and the item has one of each. The segue, named.
    private func segueReplacingAction(of source: Int, in document: NibDocument) -> String? {
        guard document.kind == .storyboard, document.objects[source].elementName == "barButtonItem" else { return nil }
        guard let segue = document.connections.first(where: { $0.kind == .segue && $0.source == source && $0.segueKind != "relationship" && $0.unwindAction == nil }) else { return nil }
        return segue.identifier.map { "'\($0)'" } ?? "(no identifier)"
    }

    /// A member missing on `className` that a subclass has, when code turns objects into that subclass with
    /// `object_setClass` (`ClassSwap`): the nib's object may be one at run time, so the verdict is unverified, naming the call.
    private func swappedClassVerdict(_ verdict: Verdict, className: String, member: String, platform: NibPlatform,
                                     lookup: (ClassHierarchy) -> MemberLookup) -> Verdict {
        guard case .missing = verdict, !index.sources.classSwaps.isEmpty else { return verdict }
        for swap in index.sources.classSwaps where swap.className != className {
            guard index.isClass(swap.className, kindOf: className, platform: platform) == true,
                  case .found = lookup(index.hierarchy(of: swap.className, platform: platform)) else { continue }
            return .unverified(reason: "\(className) lacks \(member), but object_setClass at \(swap.location.file):\(swap.location.line) may turn the object into its subclass \(swap.className), which has it",
                               kind: .classSwapped)
        }
        return verdict
    }

    /// The verdict for an unwind segue's action, found at run time on any view controller of the chain.
    public func resolveUnwindAction(_ connection: NibConnection, in document: NibDocument) -> Verdict {
        guard connection.kind == .segue, let selector = connection.unwindAction else { return .notApplicable }
        return resolveResponderChain(selector, platform: document.platform)
    }

    /// The verdict for a segue's `@IBSegueAction`, implemented by the view controller of the segue's scene.
    public func resolveSegueAction(_ connection: NibConnection, in document: NibDocument) -> Verdict {
        guard connection.kind == .segue, let selector = connection.destinationCreationSelector else { return .notApplicable }
        // A container's relationship segue (a navigation controller's root) asks the view controller
        // that presents the container, which may live in another scene: any class may answer.
        if connection.segueKind == "relationship" { return resolveResponderChain(selector, platform: document.platform) }
        guard let ownerIndex = document.owner(forObjectAt: connection.source),
              let hierarchy = index.hierarchy(ofObjectAt: ownerIndex, in: document) else {
            return .unverified(reason: "the scene's view controller class is not known", kind: .classNotSet)
        }
        return verdict(hierarchy.lookupSelector(selector, visibility: index.objCVisibility), className: hierarchy.name, objectAt: ownerIndex, in: document)
    }

    private func resolveResponderChain(_ selector: String, platform: NibPlatform) -> Verdict {
        if index.anyClassAnswers(selector, platform: platform) {
            // Only the project's classes answer: when each method of that selector is a Swift method Objective-C cannot
            // see, nothing answers at run time — unless a dependency outside the tree (in the responder chain) does.
            if !index.mayHaveUnscannedClasses, let hidden = index.onlyHiddenImplementation(of: selector, platform: platform) {
                return .notExposed(className: hidden.className, member: hidden.member)
            }
            return .verified
        }
        if index.mayHaveUnscannedClasses {
            return .unverified(reason: "no scanned class implements '\(selector)', but a dependency outside the tree may", kind: .outsideTree)
        }
        return .missing(className: nil, chain: [])
    }

    private func verdict(_ lookup: MemberLookup, className: String, objectAt position: Int, in document: NibDocument) -> Verdict {
        switch lookup {
        case .found: return .verified
        case .missing(let chain):
            // A source a target compiles that the tree lacks may add the member to any class, in an extension or a
            // category. (A source of the tree that niblint could not read is its own finding, not a reason.)
            let missing = index.absentCode.code.contains { $0.kind == .source }
                ? index.absentCode.missingSources(extendingClassDeclaredIn: index.declaringFilesOfHierarchy(of: className, platform: document.platform)) : []
            guard missing.isEmpty else {
                return .unverified(reason: "'\(className)' and its superclasses have no such member in the scanned sources; "
                                       + "\(FixPlanner.fileList(missing)), which a target compiles and the tree lacks, may declare it in an extension or a category",
                                   kind: .missingSourceMember)
            }
            return .missing(className: className, chain: chain)
        case .notExposed(let member): return .notExposed(className: className, member: member)
        case .unverified(let unknownClass):
            if !isOutsideTree(document.objects[position]), !index.unreadableSources.isEmpty {
                return .unverified(reason: "class '\(unknownClass)' is not in the scanned sources; \(FixPlanner.fileList(index.unreadableSources(mayDeclare: unknownClass))) could not be read and may declare it",
                                   kind: .unreadableSource)
            }
            if let files = index.uncompiledDeclarations[unknownClass] {
                return .unverified(reason: "class '\(unknownClass)' is declared only in \(FixPlanner.fileList(files.map(ProjectPath.lastComponent(of:)))), which no target compiles, so it does not exist at run time",
                                   kind: .unknownClass)
            }
            let isOutside = isOutsideTree(document.objects[position])
            // Code the tree names but lacks (a submodule not checked out) says where the class may be declared.
            let origin = isOutside && document.objects[position].customModule == nil
                ? AbsentCode.classOrigin(unknownClass, in: index.absentCode).map { "; " + $0 } ?? "" : ""
            return .unverified(reason: "class '\(unknownClass)' is not in the scanned sources or the framework catalog\(origin)",
                               kind: isOutside ? .outsideTree : .unknownClass)
        }
    }

    /// The framework class an object's element stands for when it names a custom class (`<view customClass=…>`: UIView
    /// or NSView), or nil (no custom class, or an element the catalog does not map).
    private func elementClass(of object: NibObject, platform: NibPlatform) -> String? {
        guard object.customClass != nil, object.placeholderRole == nil else { return nil }
        return FrameworkCatalog.forPlatform(platform).className(forElement: object.elementName)
    }

    /// Whether an object's class may come from code that is not in the tree: a module that is not scanned,
    /// or (without a module) a dependency of the project. Otherwise a class niblint cannot find is missing.
    private func isOutsideTree(_ object: NibObject) -> Bool {
        if object.customModuleProvider == "target" { return false }
        if let module = object.customModule { return !index.scannedModuleNames.contains(module) }
        return index.mayHaveUnscannedClasses
    }

    /// A gesture recognizer fires only once attached to a view, through a `gestureRecognizers`
    /// connection or an outlet that code uses; one nothing refers to can never send its action.
    private func isReachableSender(_ sender: Int, in document: NibDocument) -> Bool {
        guard document.objects[sender].elementName.hasSuffix("GestureRecognizer") else { return true }
        let id = document.objects[sender].id
        return document.connections.contains { $0.destinationID == id }
    }

    /// True when the destination exists in the same nib: the same file for a xib, the same scene in a storyboard.
    public func isDestinationInSameNib(_ connection: NibConnection, in document: NibDocument) -> Bool {
        guard let destination = document.destinationIndex(of: connection) else { return false }
        guard document.kind == .storyboard else { return true }
        return document.objects[destination].scene == document.objects[connection.source].scene
    }
}

/// How many member connections (outlets, actions, segue and unwind actions) were judged, and which were not.
public struct ConnectionCensus: Sendable {
    public var judged = 0
    public var unverified: [DiagnosticNote] = []
    /// Why each of `unverified` could not be judged, in the same order.
    public var reasons: [UnverifiedReason] = []
    public var total: Int { judged + unverified.count }
}

/// Why a connection could not be judged, as the summary line and `--show-unverified` group them.
public enum UnverifiedReason: String, Sendable, CaseIterable {
    /// The class (or an ancestor) comes from code that is not in the tree: a dependency, a module not scanned.
    case outsideTree = "from code outside the tree"
    /// The nib does not tell the object's class (File's Owner left as NSObject, a scene without a class).
    case classNotSet = "class not set in the nib"
    /// A class of the project's own code that no source declares: unknown-class and unknown-owner-class report these.
    case unknownClass = "class declared nowhere"
    /// A class no scanned source declares, while a source file of the unit could not be read or decoded.
    case unreadableSource = "class perhaps in a source niblint could not read"
    /// An image, colour, nib or storyboard name the tree lacks that a dependency may copy into the app's bundle
    /// (`MainBundleSupply`): counted with the connections.
    case nameFromDependency = "name a dependency may supply"
    /// A runtime attribute a framework class lacks, which a dependency outside the tree may add by extension or category.
    case memberFromDependency = "member a dependency may add"
    /// An image code loads through the project's own `init(named:)` on UIImage / NSImage, which may look elsewhere than UIKit's.
    case projectLookup = "looked up by the project's own code"
    /// A nib unused-nib cannot judge: some code loads a nib (or storyboard) by a name niblint cannot read, which may be its.
    case loadedByUnreadableName = "may be loaded by a name niblint cannot read"
    /// A member the nib's class lacks and a subclass has, which code turns the object into (`object_setClass`).
    case classSwapped = "class swapped at run time (object_setClass)"
    /// The action of a bar button item that also triggers a segue, whose target and action may replace it.
    case actionReplacedBySegue = "action a triggered segue may replace"
    /// An outlet no readable nib connects, while a nib niblint cannot read (an Interface Builder 3 `.nib`, an `<archive>` xib) may.
    case unreadableNib = "may be connected in a nib niblint cannot read"
    /// An image code of a framework or library looks up in the main bundle: the bundle of an app outside the tree.
    case hostApplication = "looked up in the bundle of an app outside the tree"
    /// A source encrypted by git-crypt (a locked checkout): not read; the classes it may declare are unknown.
    case encryptedSource = "source encrypted (git-crypt), not read"
    /// A member no scanned source gives the class, while a source a target of the unit compiles is missing from the tree
    /// (kept out of the repository, encrypted beside it by git-secret): it may add the member in an extension or a category.
    case missingSourceMember = "member perhaps in a compiled source the tree lacks"

    /// What to do about the uses of this kind, as `--show-unverified` says after their list.
    public var advice: String {
        switch self {
        case .outsideTree:
            "a class from a dependency or a module niblint does not scan: declare it under \"externalClasses\" in lint-rules.json "
                + "(name, superclass, outlets, actions) to have its connections checked"
        case .classNotSet: "set the object's class in Interface Builder's Identity inspector to have its connections checked"
        case .unknownClass:
            "fix the class name in the Identity inspector or declare the class; a class from outside the tree goes under \"externalClasses\" in lint-rules.json"
        case .unreadableSource: "save the named source as UTF-8 (or UTF-16) text (or, when it is encrypted, unlock it) so that niblint can read the classes it declares"
        case .nameFromDependency: "nothing to do when the dependency supplies the name; otherwise add the resource to the app or fix the name"
        case .memberFromDependency: "nothing to do when the dependency adds the member; otherwise declare it or fix the name"
        case .projectLookup: "nothing to do: the project's own code decides where the image comes from"
        case .loadedByUnreadableName: "load the nib by a string literal so that niblint can match it, or delete the nib if nothing loads it"
        case .classSwapped: "nothing to do when the class the code swaps in has the member; otherwise declare it or fix the nib"
        case .actionReplacedBySegue: "remove the action or the segue in Interface Builder: a bar button item sends one of them"
        case .unreadableNib: "convert the legacy nib to a .xib (Interface Builder: File > Save As) so that niblint can read its connections"
        case .hostApplication:
            "nothing to do when the app that embeds the framework has the image; when the image is the framework's own, look it up in its bundle "
                + "(UIImage(named:in: Bundle(for: SomeClass.self), compatibleWith: nil), +[UIImage imageNamed:inBundle:compatibleWithTraitCollection:])"
        case .encryptedSource: "unlock the checkout (git-crypt unlock) and lint again to have the classes it declares checked; nothing to fix in the app"
        case .missingSourceMember:
            "check out the sources named (the files the project compiles; `git secret reveal` for git-secret) and lint again; "
                + "nothing to fix when they declare the member"
        }
    }
}
