import UIKit

/// An old screen: CreditsViewController.xib was created years ago and keeps its numeric object ids.
final class CreditsViewController: UIViewController {
    @IBOutlet var creditsTextView: UITextView!
    @IBOutlet var versionLabel: UILabel!

    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }
}
