/// A view controller created without a nib name (`FooViewController()`, `init(nibName: nil, bundle: nil)`)
/// while a xib named `FooView` exists that is not its nib: UIKit loads `FooView.xib` as its view.
/// Reported where the view controller is created (the first place, when there are several).
///
/// iOS only: UIKit tries the class name without `Controller` before the class name. AppKit's
/// NSViewController (macOS 10.10 and later) tries only the class name, so it has no such collision.
public struct ImplicitNibCollisionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "implicit-nib-collision",
        name: "Implicit nib collision",
        summary: "A UIViewController created without a nib name, whose class name minus 'Controller' is the name of a xib that is not a nib of that view controller (its File's Owner is another class).",
        rationale: "With a nil nib name (FooViewController(), init(nibName: nil, bundle: nil)) and no loadView() override, UIKit looks for 'FooView.nib' first and 'FooViewController.nib' second. A view's xib named FooView (File's Owner NSObject or FooView) is then loaded as the view controller's view.",
        runtimeFailure: "'-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"FooView\" nib but the view outlet was not set', or 'not key value coding-compliant for the key …' for the view's outlets.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Where each class is created with a nil nib name, first place first.
        let creations = ImplicitNibLookup.creations(index)
        guard !creations.isEmpty else { return [] }
        let facts = ImplicitNibLookup.Facts(index)

        var diagnostics: [Diagnostic] = []
        for (className, locations) in creations {
            guard let collision = ImplicitNibLookup.collision(className, facts: facts, index: index),
                  let location = locations.min() else { continue }
            let (viewNibName, runtimeName) = (collision.viewNibName, collision.runtimeName)
            let (document, ownerIndex, failure) = (collision.document, collision.ownerIndex, collision.failure)
            let owner = document.objects[ownerIndex]
            let ownerClass = index.className(of: owner, platform: .iOS)
            let ownerText = ownerClass.map { "its File's Owner is \($0), not \(className)" } ?? "its File's Owner has no class (NSObject)"
            let message = "\(className) is created without a nib name, so UIKit loads its view from '\(viewNibName).xib' (tried before '\(runtimeName)'), but \(ownerText)"
            let help = "rename the xib or the class, pass the nib name (init(nibName: \"\(runtimeName)\", bundle: nil)), or build the view in loadView()"
            var notes = [DiagnosticNote(location: document.location(of: owner), message: "File's Owner of '\(viewNibName)' is \(ownerClass ?? "NSObject")")]
            notes += MessageText.classNote(className, index: index)
            diagnostics.append(context.diagnostic(Self.self, at: location, message, notes: notes, help: help, failure: failure, identity: "\(className)|\(viewNibName)",
                                                  relatedFiles: [document.path] + index.declaringFilesOfHierarchy(of: className, platform: .iOS),
                                                  objectIDs: [owner.id]))
        }
        return diagnostics
    }
}
