import UIKit

final class ReviewsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // ReviewCell.xib has a tap recognizer next to the cell, at the top level.
        tableView.register(UINib(nibName: "ReviewCell", bundle: nil), forCellReuseIdentifier: "review")
        // CoverCell.xib holds a collection view cell.
        tableView.register(UINib(nibName: "CoverCell", bundle: nil), forCellReuseIdentifier: "cover")
        // A header nib is not judged (UIKit's check of it is not confirmed): SectionHeader.xib, a plain view, passes.
        let header = UINib(nibName: "SectionHeader", bundle: nil)
        tableView.register(header, forHeaderFooterViewReuseIdentifier: "section")
    }
}

final class ReviewCell: UITableViewCell {}
final class CoverCell: UICollectionViewCell {}
