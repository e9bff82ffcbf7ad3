import UIKit

final class CartViewController: UIViewController {
    let checkout = UIImage(named: "btn-primary")
}
