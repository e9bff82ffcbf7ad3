import UIKit

/// A row in the authors list, registered with `tableView.register(UINib(nibName: "AuthorCell", bundle: nil), ...)`.
/// Its outlets were connected from File's Owner (also set to AuthorCell) instead of from the cell,
/// so the dequeued cell's outlets are nil and the owner that received them is thrown away.
final class AuthorCell: UITableViewCell {
    static let nib = UINib(nibName: "AuthorCell", bundle: nil)

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var bookCountLabel: UILabel!

    func configure(name: String, bookCount: Int) {
        nameLabel.text = name
        bookCountLabel.text = "\(bookCount) books"
    }
}
