import UIKit

final class GoodReviewsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // The cell is the only top-level object.
        tableView.register(UINib(nibName: "GoodReviewCell", bundle: nil), forCellReuseIdentifier: "review")
        // GoodCoverCell.xib holds a table view cell.
        tableView.register(UINib(nibName: "GoodCoverCell", bundle: nil), forCellReuseIdentifier: "cover")
        // GoodSectionHeader.xib holds a UITableViewHeaderFooterView subclass.
        let header = UINib(nibName: "GoodSectionHeader", bundle: nil)
        tableView.register(header, forHeaderFooterViewReuseIdentifier: "section")
    }
}

final class GoodReviewCell: UITableViewCell {}
final class GoodCoverCell: UITableViewCell {}
final class GoodSectionHeader: UITableViewHeaderFooterView {}
