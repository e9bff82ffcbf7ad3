/// File's Owner names a class that does not exist: of the app's own module, or one edit away from a class of the project.
/// Reported at File's Owner's element; a warning, since the owner object comes from code and the nib still loads.
public struct UnknownOwnerClassRule: UseSiteReporter {
    public init() {}

    /// The classes no source declares that a dependency outside the tree may (`UseSiteVerdicts.nibClasses`): listed, not judged.
    public static let reportedUseSites: Set<UseSiteKind> = [.nibClass]

    public static let description = RuleDescription(
        identifier: "unknown-owner-class",
        name: "Unknown File's Owner class",
        summary: "File's Owner's class is a class of the app's own module that no source declares, or a name one or two letters away from a project class.",
        rationale: "File's Owner is a proxy: its class in the nib only tells Interface Builder (and niblint) which outlets and actions the owner has. After a class is renamed in code, a stale File's Owner class leaves every connection of the nib unchecked, so the next renamed outlet goes unnoticed until it crashes. When the code that loads the nib is known, niblint checks the connections against that class instead, and says so; fix the class in the Identity inspector so Interface Builder checks them too.",
        runtimeFailure: "Nothing at load time (the owner comes from code); Interface Builder cannot check the connections, which crash later when renamed (\"not key value coding-compliant for the key X\").",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// How many edits away a module-less name may be from a project class to count as that class renamed.
    static let renameDistance = 2

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        var classNames = MessageText.NearestNames { Array(index.sources.declarationsByName.keys) }
        for document in index.nibs where document.kind == .xib {
            for position in document.objects.indices where document.objects[position].placeholderRole == .filesOwner {
                let object = document.objects[position]
                guard let customClass = object.customClass, customClass != "NSObject" else { continue }
                if index.isKnownClass(customClass, platform: document.platform) {
                    if let diagnostic = testClassOwner(customClass, object: object, document: document, context: context) { diagnostics.append(diagnostic) }
                    continue
                }
                // A source niblint could not read may declare it: unknown, not missing (its connections are unverified, naming the file).
                guard index.unreadableSources.isEmpty else { continue }
                let isOwnModule = object.customModuleProvider == "target" || object.customModule.map(index.scannedModuleNames.contains) == true
                // A class only a source no target compiles declares is the tree's, and not in the app.
                let uncompiled = index.uncompiledDeclarations[customClass]
                // A class of another module is judged only when it is the tree's: no near name is looked for otherwise.
                guard isOwnModule || object.customModule == nil || uncompiled != nil else { continue }
                let suggestion = classNames.nearest(to: customClass)
                let isRename = suggestion.map { MessageText.isNear(customClass, $0, within: Self.renameDistance) } ?? false
                guard isOwnModule || (object.customModule == nil && isRename) || uncompiled != nil else { continue }
                let connections = document.connections.filter { $0.source == position }.count
                let checked: String
                if let loader = document.objectClasses?.ownerSubstitute?.name, document.objectClasses?.ownerPosition == position {
                    checked = "Interface Builder cannot check its connections; niblint checks them against '\(loader)', the class that loads this nib"
                } else {
                    checked = "neither Interface Builder nor niblint can check its \(connections == 1 ? "connection" : "\(connections) connections")"
                }
                let message = uncompiled.map { files in
                    "File's Owner of '\(document.name)' has class '\(customClass)', which only \(FixPlanner.fileList(files.map(ProjectPath.lastComponent(of:)))) declares, and no target compiles it"
                        + MessageText.didYouMean(suggestion: suggestion)
                } ?? "File's Owner of '\(document.name)' has class '\(customClass)', which no scanned source declares\(MessageText.didYouMean(suggestion: suggestion))"
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object), message,
                                                      help: "set File's Owner's class in the Identity inspector to the class that loads this nib (\(checked))", identity: "\(customClass)",
                                                      relatedFiles: suggestion.map { index.declaringFiles(of: [$0]) } ?? [], objectIDs: [object.id]))
            }
        }
        return diagnostics
    }

    /// File's Owner of a nib an app (or framework) builds whose class only a test bundle declares: the code that loads
    /// the nib cannot pass one, and Interface Builder checks the connections against a class the app does not have.
    private func testClassOwner(_ customClass: String, object: NibObject, document: NibDocument, context: RuleContext) -> Diagnostic? {
        let index = context.index
        let modules = index.modules
        guard !modules.isEmpty, let declared = ClassInWrongModuleRule.swiftClassModules(customClass, index: index) else { return nil }
        let declaring = Set(declared.flatMap(\.modules))
        let nibModules = modules.modules(ofFile: document.path)
        guard ClassInWrongModuleRule.isTestClassInApp(declaring, nibModules: nibModules, modules: modules) else { return nil }
        let tests = declaring.sorted().map { "'\(modules.names[Int($0)])'" }.joined(separator: ", ")
        let targets = nibModules.map { "'\(modules.names[Int($0)])'" }.joined(separator: ", ")
        let message = "File's Owner of '\(document.name)' has class '\(customClass)', which only the test bundle \(tests) declares, but \(targets) builds '\(document.name)' and has no such class"
        let notes = declared.prefix(3).map { DiagnosticNote(location: $0.location, message: "class '\(customClass)' is declared here, in the test bundle") }
        return context.diagnostic(Self.self, at: document.location(of: object), message, notes: notes,
                                  help: "set File's Owner's class in the Identity inspector to the app's class that loads this nib",
                                  identity: "\(customClass)", relatedFiles: declared.map(\.location.file), objectIDs: [object.id])
    }
}
