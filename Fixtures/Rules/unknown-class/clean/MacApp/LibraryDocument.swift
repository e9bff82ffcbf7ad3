import AppKit

/// Answers the File menu's "Export as PDF…" through the responder chain (the menu item targets First Responder).
final class LibraryDocument: NSDocument {
    @IBAction func exportPDF(_ sender: Any?) {
        let panel = NSSavePanel()
        panel.allowedContentTypes = [.pdf]
        panel.beginSheetModal(for: windowForSheet!) { _ in }
    }
}
