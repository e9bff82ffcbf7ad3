import UIKit

class SettingsViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    // The footer was deleted from Settings.xib, but the outlet was kept.
    @IBOutlet weak var versionFooterLabel: UILabel!

    convenience init() {
        self.init(nibName: "Settings", bundle: nil)
    }
}
