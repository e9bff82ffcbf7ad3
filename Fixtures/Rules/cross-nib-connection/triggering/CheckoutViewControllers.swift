import UIKit

/// Checkout.storyboard: the cart scene's `totalLabel` outlet was connected to a label of the payment
/// scene, and the payment scene's "Edit Cart" button sends its action to the cart scene's controller.
/// Each scene is its own nib at run time, so neither connection can be made.
final class CartViewController: UIViewController {
    @IBOutlet weak var totalLabel: UILabel!

    @IBAction func editCart(_ sender: UIButton) {
        navigationController?.popToViewController(self, animated: true)
    }
}

final class PaymentViewController: UIViewController {
    @IBOutlet weak var amountLabel: UILabel!
}
