import UIKit

/// The storyboard still connects `titleLabel`, renamed here: outlet-not-found.
class ViewController: UIViewController {
    @IBOutlet weak var headerLabel: UILabel!
}
