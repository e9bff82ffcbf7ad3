import UIKit

/// Renamed from ShortcutViewController; its xib still names the old class.
final class ShortcutsViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
}
