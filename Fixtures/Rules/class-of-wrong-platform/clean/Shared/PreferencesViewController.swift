/// Built into both targets, one class per platform.
#if canImport(UIKit)
import UIKit

final class PreferencesViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
}
#else
import AppKit

final class PreferencesViewController: NSViewController {
    @IBOutlet weak var nameField: NSTextField!
}
#endif
