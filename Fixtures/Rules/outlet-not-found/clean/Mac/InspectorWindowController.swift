import AppKit

/// A book inspector window (macOS target). File's Owner of InspectorWindowController.xib.
final class InspectorWindowController: NSWindowController, NSWindowDelegate, NSTextFieldDelegate {
    @IBOutlet weak var titleField: NSTextField!
    @IBOutlet var notesTextView: NSTextView!

    override var windowNibName: NSNib.Name? { "InspectorWindowController" }

    @IBAction func revertChanges(_ sender: Any?) {
        titleField.stringValue = ""
        notesTextView.string = ""
    }

    func windowWillClose(_ notification: Notification) {
        window?.makeFirstResponder(nil)
    }
}
