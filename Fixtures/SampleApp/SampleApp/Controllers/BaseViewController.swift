import UIKit

/// Shared chrome for the app's screens; subclasses inherit the title outlet.
class BaseViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}
