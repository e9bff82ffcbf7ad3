import UIKit

/// A row of the reading list. `authorLabel` became `authorsLabel` when books got several authors.
final class BookCell: UITableViewCell {
    static let reuseIdentifier = "BookCell"

    @IBOutlet private weak var coverImageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var authorsLabel: UILabel!

    func configure(title: String, authors: [String], cover: UIImage?) {
        titleLabel.text = title
        authorsLabel.text = ListFormatter.localizedString(byJoining: authors)
        coverImageView.image = cover
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        coverImageView.image = nil
    }
}
