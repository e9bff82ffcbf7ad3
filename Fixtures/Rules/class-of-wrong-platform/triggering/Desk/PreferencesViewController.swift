import AppKit

/// Built only into the macOS target; the iOS storyboard's scene was copied from the Mac app.
final class PreferencesViewController: NSViewController {
    @IBOutlet weak var nameField: NSTextField!
}
