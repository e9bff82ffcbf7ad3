import UIKit

/// Shows a saved quote. The Share bar button item in Quotes.storyboard was copy-pasted from another
/// scene and reconnected, leaving two identical `share:` actions. A UIBarButtonItem has a single
/// `target`/`action` pair, so the second connection only sets the same pair again: `share(_:)` runs once per tap.
final class QuoteViewController: UIViewController {
    @IBOutlet private weak var quoteTextView: UITextView!

    var quote = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        quoteTextView.text = quote
    }

    @IBAction private func share(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: [quote], applicationActivities: nil)
        activity.popoverPresentationController?.sourceItem = sender
        present(activity, animated: true)
    }
}
