/// A nib names a Swift class with a module that does not declare it, while another module of the project does;
/// or a Swift package's nib inherits its module from the target (the package's resource bundle, which declares nothing).
/// Reported at the element carrying the class.
public struct ClassInWrongModuleRule: UseSiteReporter {
    public init() {}

    /// The classes no source declares that a dependency outside the tree may (`UseSiteVerdicts.nibClasses`): listed, not judged.
    public static let reportedUseSites: Set<UseSiteKind> = [.nibClass]

    public static let description = RuleDescription(
        identifier: "class-in-wrong-module",
        name: "Class in the wrong module",
        summary: "A customModule (or the module of the target that builds the nib, with customModuleProvider=\"target\") does not declare the class, while another module of the project does.",
        rationale: "A Swift class is found at run time by its module-qualified name. After a class moves into a framework, or a target is renamed, the nib still names the old module: the name looks right in Interface Builder, but the class is not found and the object silently becomes its framework superclass.",
        runtimeFailure: "Unknown class _TtC<module><class> in Interface Builder file.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let modules = index.modules
        guard !modules.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        // Nibs name the same few classes over and over: each class's declarations are looked up once.
        var declaredModules: [String: [(location: SourceLocation, modules: [Int32])]?] = [:]
        for document in index.nibs {
            let nibModules = modules.modules(ofFile: document.path)
            // By position: `for object in document.objects` would copy (and retain the strings of) every object.
            for position in document.objects.indices {
                guard let customClass = document.objects[position].customClass else { continue }
                let object = document.objects[position]
                guard object.placeholderRole == nil || object.placeholderRole == .application,
                      object.customModule != nil || object.customModuleProvider == "target" else { continue }
                if declaredModules[customClass] == nil { declaredModules[customClass] = .some(Self.swiftClassModules(customClass, index: index)) }
                guard let declared = declaredModules[customClass] ?? nil,
                      // A class built only for the other platform is class-of-wrong-platform's to report.
                      index.otherPlatformOrigin(ofClass: customClass, platform: document.platform) == nil else { continue }
                let declaringModules = Set(declared.flatMap(\.modules))
                let named: String
                var runtimeModule = object.customModule ?? ""
                if Self.isTestClassInApp(declaringModules, nibModules: nibModules, modules: modules) {
                    // A test bundle's class is loaded by the test runner only: the app that loads the nib has none.
                    let targets = nibModules.map { "'\(modules.names[Int($0)])'" }.joined(separator: ", ")
                    named = "is built by \(targets), which has none of a test bundle's classes"
                    runtimeModule = object.customModule ?? modules.names[Int(nibModules[0])]
                } else if object.customModuleProvider == "target", let bundleModule = modules.resourceBundleModule(ofFile: document.path) {
                    // A Swift package's nibs are compiled in its resource bundle target, whose module declares nothing.
                    named = "is a resource of a Swift package, compiled in the package's resource bundle target, so Inherit Module From Target names module '\(bundleModule)', which declares no class"
                    runtimeModule = bundleModule
                } else if object.customModuleProvider == "target" {
                    guard !nibModules.isEmpty, declaringModules.isDisjoint(with: nibModules) else { continue }
                    named = "takes the module of the target that builds it, '\(modules.names[Int(nibModules[0])])'"
                    runtimeModule = modules.names[Int(nibModules[0])]
                } else {
                    let module = object.customModule ?? ""
                    let numbers = modules.numbers(ofModule: module)
                    if !numbers.isEmpty {
                        guard declaringModules.isDisjoint(with: numbers) else { continue }
                    } else {
                        // A module that is not in the tree may be a dependency's, with its own class of that name.
                        guard !index.mayHaveUnscannedClasses else { continue }
                    }
                    named = "names module '\(module)'"
                }
                let declaredNames = declaringModules.sorted().map { "'\(modules.names[Int($0)])'" }
                let message = "class '\(customClass)' of \(MessageText.describe(object, className: nil)) is declared in module \(declaredNames.joined(separator: ", ")), but '\(document.name)' \(named)"
                let notes = declared.prefix(3).map { DiagnosticNote(location: $0.location, message: "class '\(customClass)' is declared here, in module '\(modules.names[Int($0.modules[0])])'") }
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object), message, notes: notes,
                                                      help: Self.isTestClassInApp(declaringModules, nibModules: nibModules, modules: modules)
                                                          ? "set the class to one of the app's in the Identity inspector (the class named is a test's)"
                                                          : "set Module in the Identity inspector to \(declaredNames[0]) (and uncheck Inherit Module From Target)",
                                                      failure: "\"Unknown class \(Self.mangledName(customClass, module: runtimeModule)) in Interface Builder file\"",
                                                      identity: "\(object.id)|\(customClass)", relatedFiles: declared.map(\.location.file), objectIDs: [object.id]))
            }
        }
        return diagnostics
    }

    /// The Swift class bodies named `name` and the modules of their files, or nil when the name is not
    /// (only) a module-qualified Swift class: none is declared, a target of one is unknown, or a class has
    /// an `@objc` name or is Objective-C (found by its plain name whatever the module).
    static func swiftClassModules(_ name: String, index: ProjectIndex) -> [(location: SourceLocation, modules: [Int32])]? {
        guard let declarations = index.sources.declarationsByName[name] else { return nil }
        var found: [(location: SourceLocation, modules: [Int32])] = []
        for position in declarations.indices where declarations[position].kind == .classDeclaration {
            let declaration = declarations[position]
            guard declaration.objCName == nil, declaration.location.file.hasSuffix(".swift") else { return nil }
            guard declaration.hasSimpleName(name) else { continue }
            let fileModules = index.modules.modules(ofFile: declaration.location.file)
            guard !fileModules.isEmpty else { return nil }
            found.append((declaration.location, fileModules))
        }
        return found.isEmpty ? nil : found
    }

    /// Whether a class declared only in test bundles (`declaring`) is named by a nib no test bundle builds.
    static func isTestClassInApp(_ declaring: Set<Int32>, nibModules: [Int32], modules: ModuleMap) -> Bool {
        !declaring.isEmpty && declaring.allSatisfy(modules.isTestBundle) && !nibModules.isEmpty && !nibModules.contains(where: modules.isTestBundle)
    }

    /// The runtime name of a Swift class `Module.Class` (`_TtC6Module5Class`), which the failure message names.
    static func mangledName(_ name: String, module: String) -> String {
        "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }
}
