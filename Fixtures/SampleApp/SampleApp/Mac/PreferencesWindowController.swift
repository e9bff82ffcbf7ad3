import AppKit

final class PreferencesWindowController: NSWindowController {
    @IBOutlet weak var nameField: NSTextField!

    override var windowNibName: NSNib.Name? { "Preferences" }

    @IBAction func resetDefaults(_ sender: Any?) {}

    @IBAction func togglePreview(_ sender: NSButton) {}
}
