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
        UnusedSuppressionRule.self,
        // Cocoa bindings (issue 22)
        BindingKeyPathNotFoundRule.self,
        ValueTransformerNotFoundRule.self,
    ]

    public static func rule(withIdentifier identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
