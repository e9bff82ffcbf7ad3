/// An outlet's declared type is not the class (or a superclass) of the object it is connected to.
/// Reported at the `<outlet>` element, with a note at the property declaration.
public struct OutletTypeMismatchRule: Rule {
    public init() {}

    public static let cost = RuleCost.walksEveryOutlet

    public static let description = RuleDescription(
        identifier: "outlet-type-mismatch",
        name: "Outlet type mismatch",
        summary: "An outlet's declared type is neither the connected object's class nor one of its superclasses.",
        rationale: "Interface Builder lets a connection outlive a change of type on either side. The nib sets the outlet to an object of another class, and the first use of a member the object lacks crashes or misbehaves.",
        runtimeFailure: "-[UILabel setTitle:forState:]: unrecognized selector sent to instance (or a failed cast: \"Could not cast value of type 'UILabel' to 'UIButton'\").",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// `name`, or the one class a typealias of that name stands for; nil for an alias of several.
    static func resolvingAlias(_ name: String, index: ProjectIndex, platform: NibPlatform) -> String? {
        guard !index.isClassName(name, platform: platform), let targets = index.aliasTargets(of: name, platform: platform) else { return name }
        return targets.count == 1 ? targets[0] : nil
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        let conformance = ProtocolConformance(index: index)
        // The main nib's File's Owner is NSApp, whatever class the nib names: owner-class-mismatch judges the outlets to it.
        let mainNibs = Set(NibLoading.mainNibs(index).map(\.nib.path))
        let outlets = context.analyses.outletDeclarations
        for nib in index.nibs.indices {
            let document = index.nibs[nib]
            let platform = document.platform
            let mainNibOwner = mainNibs.contains(document.path) ? document.filesOwner : nil
            // The classes that load the xib, worked out at its first File's Owner outlet (each asked it again).
            var loaders: Set<String>?
            func loadingClasses() -> Set<String> {
                if let loaders { return loaders }
                let found = index.loadingClasses(ofXib: document)
                loaders = found
                return found
            }
            for position in document.connections.indices {
                let connection = document.connections[position]
                guard let outlet = outlets.entry(nib: nib, connection: position), let property = connection.property,
                      let destination = document.destinationIndex(of: connection), destination != mainNibOwner else { continue }
                let declaration = outlet.declaration
                let sourceClass = outlet.source.name
                // A stale File's Owner (BubbleChartViewController.xib still naming LineChart1ViewController): the
                // owner at run time is the class that loads the nib, whose outlet may well have the right type.
                if connection.source == document.filesOwner, document.kind == .xib,
                   let loader = loadingClasses().first(where: { index.isClass($0, kindOf: sourceClass, platform: platform) == false }),
                   index.isClass(sourceClass, kindOf: loader, platform: platform) == false { continue }
                let declared = outlet.declared
                // An outlet typed with a protocol is outlet-protocol-mismatch's to judge: nothing checks conformance at run time.
                if connection.kind == .outlet, conformance.declaredProtocol(declaration.typeText, declared: declared, index: index, platform: platform) != nil { continue }
                // Collections of the wrong shape are outlet-collection-mismatch's to report.
                guard declared.isArray == (connection.kind == .outletCollection), !declared.isUniversal,
                      let writtenClass = declared.className,
                      // A typealias (`OSLabel`) means the class it stands for on this platform.
                      let declaredClass = Self.resolvingAlias(writtenClass, index: index, platform: platform),
                      // The connected object's chain first: nearly every outlet holds a kind of its class, and the
                      // questions after it look classes up by name.
                      let destinationChain = index.hierarchy(ofObjectAt: destination, in: document),
                      destinationChain.isClassName, destinationChain.isKind(of: declaredClass) == false,
                      index.isClassName(declaredClass, platform: platform),
                      // A watchKit storyboard is read with the iOS element table (`label` → UILabel), which does not
                      // give a WatchKit element's class: an outlet typed with one is not judged against it.
                      !(document.objects[destination].customClass == nil
                        && index.isClass(declaredClass, kindOf: "WKInterfaceObject", platform: platform) == true) else { continue }
                let destinationClass = destinationChain.name
                let object = MessageText.describe(document.objects[destination], className: destinationClass)
                // Objective-C names an object type with its pointer: `NSButton *`.
                let destinationType = declaration.location.file.hasSuffix(".swift") ? destinationClass : "\(destinationClass) *"
                let message = "outlet '\(property)' of \(sourceClass) is declared as \(declaration.typeText) but is connected to \(object), which is not a \(declaredClass)"
                // The object is what the nib makes, whatever the outlet's type says: what the declared class adds is missing.
                let failure = index.isClass(declaredClass, kindOf: destinationClass, platform: platform) == true
                    ? "the outlet holds a plain \(destinationClass): \(declaredClass)'s overrides never run, and calling a member only \(declaredClass) has crashes (unrecognized selector)"
                    : "the outlet holds a \(destinationClass), which is no \(declaredClass): \(declaredClass)'s overrides never run, and calling a member of \(declaredClass) that \(destinationClass) lacks crashes (unrecognized selector)"
                let note = DiagnosticNote(location: declaration.location, message: "'\(property)' is declared here as \(declaration.typeText)")
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: connection), message, notes: [note],
                                                      help: "change the property's type to \(destinationType) (or a superclass), or connect the outlet to a \(declaredClass)",
                                                      failure: failure,
                                                      identity: DiagnosticKeys.connection(connection, in: document, member: property),
                                                      relatedFiles: [declaration.location.file],
                                                      objectIDs: DiagnosticKeys.objectIDs(connection, in: document)))
            }
        }
        return diagnostics
    }
}
