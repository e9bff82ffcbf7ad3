import AppKit

/// Cocoa bindings (issue 22): the window binds to this controller's properties through File's Owner.
final class ActivityWindowController: NSWindowController {
    @objc dynamic var entries: [String] = []
    @objc dynamic var isPaused = false

    override var windowNibName: NSNib.Name? { "Activity" }
}

@objc(EntryCountTransformer) final class EntryCountTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSString.self }
}
