import UIKit

/// After a bad merge, OrderRowView.xib still connects `priceLabel` to a label that one branch deleted.
final class OrderRowView: UIView {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel?
}
