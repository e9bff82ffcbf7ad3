import UIKit
import ShopKit

final class CartViewController: UIViewController {
    @IBOutlet weak var totalLabel: PriceLabel!
}
