import UIKit

final class ReaderViewController: UIViewController {
    /// Sent through First Responder by the toolbar button.
    @IBAction func increaseFontSize(_ sender: Any?) {}
    /// Reached by the unwind segue of the settings scene.
    @IBAction func unwindToReader(_ segue: UIStoryboardSegue) {}
}
