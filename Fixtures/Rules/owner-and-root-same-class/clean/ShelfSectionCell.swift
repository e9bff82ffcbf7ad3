import UIKit

/// The cell was created with "Also create XIB file" and someone set File's Owner's class to the cell
/// class as well. File's Owner has no connections, so the label is harmless: all outlets come from
/// the cell itself.
final class ShelfSectionCell: UITableViewCell {
    static let nib = UINib(nibName: "ShelfSectionCell", bundle: nil)

    @IBOutlet private weak var shelfNameLabel: UILabel!
    @IBOutlet private weak var countLabel: UILabel!

    func configure(name: String, count: Int) {
        shelfNameLabel.text = name
        countLabel.text = count.formatted()
    }
}
