import AppKit

/// The macOS library window's sidebar. `filterField` is typed as NSTextField, the superclass of the
/// search field in the xib; `outlineView` as NSTableView, the superclass of NSOutlineView.
final class LibrarySidebarController: NSViewController, NSSearchFieldDelegate {
    @IBOutlet weak var filterField: NSTextField!
    @IBOutlet weak var outlineView: NSTableView!
    @IBOutlet weak var scrollView: NSScrollView!

    override var nibName: NSNib.Name? { "LibrarySidebarController" }

    override func viewDidLoad() {
        super.viewDidLoad()
        filterField.placeholderString = NSLocalizedString("Filter", comment: "sidebar filter")
        outlineView.floatsGroupRows = false
        scrollView.automaticallyAdjustsContentInsets = true
    }
}
