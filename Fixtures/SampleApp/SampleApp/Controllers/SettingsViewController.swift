import UIKit

class SettingsViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!

    convenience init() {
        self.init(nibName: "Settings", bundle: nil)
    }
}
