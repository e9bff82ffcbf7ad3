import AppKit

/// The save panel's accessory view comes from ExportAccessory.xib, whose File's Owner is this
/// controller with two outlets; loading it with a nil owner leaves both outlets nil.
final class ExportPanelController: NSObject {
    @IBOutlet var accessoryView: NSView!
    @IBOutlet weak var formatPopUp: NSPopUpButton!

    func runPanel(for window: NSWindow) {
        guard let nib = NSNib(nibNamed: "ExportAccessory", bundle: nil) else { return }
        var topLevelObjects: NSArray?
        nib.instantiate(withOwner: nil, topLevelObjects: &topLevelObjects)
        let panel = NSSavePanel()
        panel.accessoryView = topLevelObjects?.compactMap { $0 as? NSView }.first
        panel.beginSheetModal(for: window) { _ in }
    }
}
