import UIKit

final class ListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "TaskCell", bundle: nil), forCellReuseIdentifier: "task")
    }

    @IBAction func showDetails(_ sender: Any) {
        let details = UIStoryboard(name: "Details", bundle: nil).instantiateInitialViewController()!
        show(details, sender: sender)
    }
}
