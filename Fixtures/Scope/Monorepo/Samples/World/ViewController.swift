import UIKit

/// Has the property Hello's storyboard connects.
class ViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}
