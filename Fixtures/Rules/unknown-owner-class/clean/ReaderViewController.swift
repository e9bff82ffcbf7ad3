import UIKit

final class ReaderViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
}
