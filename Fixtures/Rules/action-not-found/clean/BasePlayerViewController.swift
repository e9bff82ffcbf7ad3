import UIKit

/// Actions every player screen shares; subclasses' xibs connect to them through File's Owner.
class BasePlayerViewController: UIViewController {
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }
}
