import AppKit

/// macOS preferences. The "Restore Defaults" button targets File's Owner with `restoreDefaults:`,
/// but the method is now `resetDefaults(_:)`.
final class PreferencesWindowController: NSWindowController {
    @IBOutlet weak var syncCheckbox: NSButton!

    override var windowNibName: NSNib.Name? { "PreferencesWindowController" }

    @IBAction func resetDefaults(_ sender: Any?) {
        UserDefaults.standard.removePersistentDomain(forName: Bundle.main.bundleIdentifier ?? "")
        syncCheckbox.state = .on
    }

    @IBAction func toggleSync(_ sender: NSButton) {
        UserDefaults.standard.set(sender.state == .on, forKey: "syncEnabled")
    }
}
