import UIKit

/// Has the property Shop's and Hello's storyboards connect: it must hide neither's missing outlet.
class ViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}
