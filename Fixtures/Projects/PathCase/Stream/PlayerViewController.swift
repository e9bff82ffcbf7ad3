import UIKit

final class PlayerViewController: UIViewController {
    @IBOutlet weak var playButton: UIButton!
}
