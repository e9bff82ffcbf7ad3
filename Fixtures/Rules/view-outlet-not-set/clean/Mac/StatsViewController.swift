import AppKit

/// macOS: File's Owner is an NSViewController with its `view` outlet connected.
final class StatsViewController: NSViewController {
    @IBOutlet weak var booksReadField: NSTextField!

    init() {
        super.init(nibName: "StatsViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A window controller's nib has a window, not a view: no `view` outlet is needed.
final class AboutWindowController: NSWindowController {
    convenience init() {
        self.init(windowNibName: "AboutWindowController")
    }
}
