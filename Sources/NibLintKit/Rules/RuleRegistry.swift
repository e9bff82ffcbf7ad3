/// Every rule niblint has, in the order `niblint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        OutletNotFoundRule.self,
        ActionNotFoundRule.self,
        ViewOutletNotSetRule.self,
        UnknownClassRule.self,
        UnknownOwnerClassRule.self,
        ClassOfWrongPlatformRule.self,
        ClassInWrongModuleRule.self,
        OwnerClassMismatchRule.self,
        CrossNibConnectionRule.self,
        ParseErrorRule.self,
        UnsupportedFileRule.self,
        OutletTypeMismatchRule.self,
        OutletProtocolMismatchRule.self,
        OutletCollectionMismatchRule.self,
        OutletToRepeatingContentRule.self,
        DuplicateConnectionRule.self,
        DuplicateObjectIDRule.self,
        OwnerAndRootSameClassRule.self,
        RuntimeAttributeNotFoundRule.self,
        InvalidActionSignatureRule.self,
        UnconnectedOutletRule.self,
        UnconnectedActionRule.self,
        NibNotFoundRule.self,
        StoryboardIdentifierNotFoundRule.self,
        StoryboardNotFoundRule.self,
        StoryboardReferenceNotFoundRule.self,
        InitialViewControllerMissingRule.self,
        NibRootTypeMismatchRule.self,
        CastMismatchRule.self,
        RegisteredNibShapeRule.self,
        NibLoadRecursionRule.self,
        InitCoderTrapsRule.self,
        ReuseIdentifierNotFoundRule.self,
        ImplicitNibCollisionRule.self,
        ImageNotFoundRule.self,
        ColorNotFoundRule.self,
        CodeImageNotFoundRule.self,
        UnusedSuppressionRule.self,
        // Cocoa bindings (issue 22)
        BindingKeyPathNotFoundRule.self,
        ValueTransformerNotFoundRule.self,
        // Dead Interface Builder content (issue 28)
        UnreachableSceneRule.self,
        UnusedNibRule.self,
        StaleLocalizationRule.self,
    ]

    public static func rule(withIdentifier identifier: String) -> (any Rule.Type)? {
        all.first { $0.identifier == identifier }
    }

    /// What the rules enabled anywhere in `configuration` (it or a nested configuration) require: what the lint
    /// gathers (`Rule.requirements`). A rule that runs only because a suppression comment names it is not enabled.
    public static func requirements(enabledIn configuration: Configuration) -> RuleRequirements {
        all.reduce(into: []) { gathered, rule in
            if configuration.enablesAnywhere(rule.identifier) { gathered.formUnion(rule.requirements) }
        }
    }

    /// The rules that judge what the suppression comments did (`RulePhase.afterSuppressions`), which no comment can suppress.
    public static var unsuppressibleIdentifiers: Set<String> {
        Set(all.lazy.filter { $0.phase == .afterSuppressions }.map { $0.identifier })
    }

    /// The rules whose finding at a file says nothing loads it (`ReportsUnloadedFiles`).
    static var unloadedFileReporters: Set<String> {
        Set(all.lazy.filter { $0.reportsUnloadedFiles }.map { $0.identifier })
    }

    /// What every lint reads of a rule: its id and default setting.
    public struct Defaults: Sendable {
        public let identifier: String
        public let defaultSeverity: Severity
        public let isEnabledByDefault: Bool

        init(_ description: RuleDescription) {
            (identifier, defaultSeverity, isEnabledByDefault) = (description.identifier, description.defaultSeverity, description.isEnabledByDefault)
        }
    }

    /// Each registered rule's defaults, taken from its description once per process: a description is built
    /// anew on each read, with all its examples (one builds a whole example project), and the pipeline reads
    /// ids several times per rule and once per diagnostic (5% of a lint).
    private static let defaultsByRule: [ObjectIdentifier: Defaults] =
        Dictionary(all.map { (ObjectIdentifier($0), Defaults($0.description)) }, uniquingKeysWith: { first, _ in first })

    /// A rule's defaults (a rule not registered, as in tests, has its description built).
    public static func defaults(of rule: any Rule.Type) -> Defaults {
        defaultsByRule[ObjectIdentifier(rule)] ?? Defaults(rule.description)
    }
}
