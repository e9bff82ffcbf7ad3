import AppKit

/// Converted long ago from a legacy <archive> xib; ArchiveViewController.xib is now a current <document>.
/// Its "Archive" button and the word "archive" in titles must not be mistaken for the legacy format.
final class ArchiveViewController: NSViewController {
    @IBOutlet weak var archiveButton: NSButton!

    override var nibName: NSNib.Name? { "ArchiveViewController" }

    @IBAction func archiveSelection(_ sender: Any?) {
        archiveButton.isEnabled = false
    }
}
