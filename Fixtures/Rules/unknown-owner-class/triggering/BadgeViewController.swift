import UIKit

/// Loads Badge.xib with itself as the owner; the xib's File's Owner class has a typo.
final class BadgeViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!

    init() {
        super.init(nibName: "Badge", bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used with a coder") }
}
