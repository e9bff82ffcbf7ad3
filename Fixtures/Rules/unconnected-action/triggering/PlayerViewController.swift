import UIKit

final class PlayerViewController: UIViewController {
    @IBAction func togglePlayback(_ sender: UIButton) {}
    // The skip button was deleted from Player.xib; the action stayed.
    @IBAction func skipForward(_ sender: UIButton) {}
}
