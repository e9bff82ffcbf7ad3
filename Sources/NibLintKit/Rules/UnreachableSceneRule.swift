/// A storyboard scene nothing can show: not the initial view controller, no Storyboard ID (so neither code nor a
/// storyboard reference can name it), and no segue or relationship leads to it. Reported at its view controller.
public struct UnreachableSceneRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unreachable-scene",
        name: "Unreachable scene",
        summary: "A storyboard scene that is not the initial view controller, has no Storyboard ID, and that no segue, relationship or storyboard reference leads to: nothing can ever show it.",
        rationale: "A scene can only be shown as its storyboard's entry point, by its Storyboard ID (from code or a storyboard reference), or through a segue or relationship. Deleting the segue, or the code that named the scene before its ID was cleared, leaves a scene that is compiled into the app but that no path reaches; Xcode warns about it only while it builds. The scene is dead: delete it, or connect it again.",
        runtimeFailure: "None: the scene is never shown (Xcode: \"Unsupported Configuration: Scene is unreachable due to lack of entry points and does not have an identifier for runtime access via -instantiateViewControllerWithIdentifier:\").",
        defaultSeverity: .warning,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        for document in index.nibs where document.kind == .storyboard {
            for object in Self.unreachableControllers(in: document) {
                let controller = document.objects[object]
                let className = index.className(of: controller, platform: document.platform)
                let message = "the scene of \(MessageText.describe(controller, className: className)) in \(document.fileName) is unreachable: not initial, "
                    + "no Storyboard ID, and no segue, relationship or storyboard reference leads to it"
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: controller), message,
                                                      help: "delete the scene, connect a segue to it, or give it a Storyboard ID if code instantiates it",
                                                      failure: "nothing can ever show it",
                                                      identity: "\(document.name)|\(controller.id)", objectIDs: [controller.id]))
            }
        }
        return diagnostics
    }

    /// The view controllers (positions in `document.objects`) of the scenes nothing reaches, in file order. The
    /// only way into a scene without a Storyboard ID is the initial-view-controller mark or a segue (a storyboard
    /// reference names a scene by its Storyboard ID, or the initial view controller).
    static func unreachableControllers(in document: NibDocument) -> [Int] {
        var reachedScenes = Set<Int>()
        for connection in document.connections where connection.kind == .segue {
            // A segue from the scene to itself does not bring anyone in.
            if let destination = document.destinationIndex(of: connection), let scene = document.objects[destination].scene,
               scene != document.objects[connection.source].scene {
                reachedScenes.insert(scene)
            }
        }
        var result: [Int] = []
        for (sceneIndex, scene) in document.scenes.enumerated() where !reachedScenes.contains(sceneIndex) {
            guard let owner = scene.owner else { continue }
            let controller = document.objects[owner]
            // Placeholders (a storyboard reference, macOS's application) are no view controllers; a scene held by
            // another kind of object is left alone.
            guard controller.placeholderRole == nil, controller.elementName.hasSuffix("Controller"),
                  controller.id != document.initialViewController, controller.storyboardIdentifier?.isEmpty ?? true else { continue }
            result.append(owner)
        }
        return result
    }
}
