import UIKit
final class DetailViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
}
