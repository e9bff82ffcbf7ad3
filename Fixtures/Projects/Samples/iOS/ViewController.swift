import UIKit

class ViewController: OSViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var playButton: UIButton!

    @IBAction func play(_ sender: UIButton) {}
}
