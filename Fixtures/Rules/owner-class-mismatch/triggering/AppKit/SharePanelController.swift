import AppKit

/// The save panel's accessory view comes from ShareAccessory.xib, whose File's Owner is this
/// controller with two outlets; loading it with a nil owner leaves both outlets nil.
final class SharePanelController: NSObject {
    @IBOutlet var accessoryView: NSView!
    @IBOutlet weak var formatPopUp: NSPopUpButton!

    func runPanel(for window: NSWindow) {
        var topLevelObjects: NSArray?
        Bundle.main.loadNibNamed("ShareAccessory", owner: nil, topLevelObjects: &topLevelObjects)
        let panel = NSSavePanel()
        panel.accessoryView = topLevelObjects?.compactMap { $0 as? NSView }.first
        panel.beginSheetModal(for: window) { _ in }
    }
}
