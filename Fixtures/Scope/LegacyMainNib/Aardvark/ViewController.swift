import UIKit

/// An app beside Classic, with nothing to report.
class ViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}
