import AppKit

/// Loaded through `windowNibName`; PreferencesWindow.xib's File's Owner is this class.
final class PreferencesController: NSWindowController {
    @IBOutlet weak var fontSizeSlider: NSSlider!

    override var windowNibName: NSNib.Name? { "PreferencesWindow" }
}
