import UIKit

/// Checkout.xib was committed with an unresolved merge conflict; OrderSummaryView.xib next to it is fine
/// and must still be checked.
final class CheckoutViewController: UIViewController {
    @IBOutlet weak var totalLabel: UILabel!
    @IBOutlet weak var subtotalLabel: UILabel!
}

final class OrderSummaryView: UIView {
    @IBOutlet weak var itemCountLabel: UILabel!
}
