import AppKit

/// macOS sidebar. SidebarViewController.xib has a top-level custom view, but File's Owner's `view`
/// outlet is not connected, so `loadView()` fails.
final class SidebarViewController: NSViewController {
    @IBOutlet weak var countField: NSTextField!

    override var nibName: NSNib.Name? { "SidebarViewController" }

    @IBAction func addCollection(_ sender: NSButton) {
        countField.integerValue += 1
    }
}
