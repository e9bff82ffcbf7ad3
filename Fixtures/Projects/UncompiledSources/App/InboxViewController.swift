import UIKit

final class InboxViewController: UIViewController {
    @IBOutlet private var tableView: UITableView!
    @IBOutlet private var rating: UIView!
    @IBOutlet private var header: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = UIImageView(image: UIImage(named: "Logo"))
    }
}
