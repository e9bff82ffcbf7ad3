import AppKit

/// Still loaded from the 2010-era ExportOptions.xib, which was never converted from the legacy format.
final class ExportOptionsController: NSViewController {
    @IBAction func toggleNotes(_ sender: NSButton) {
        UserDefaults.standard.set(sender.state == .on, forKey: "export.includeNotes")
    }

    convenience init() {
        self.init(nibName: "ExportOptions", bundle: nil)
    }
}
