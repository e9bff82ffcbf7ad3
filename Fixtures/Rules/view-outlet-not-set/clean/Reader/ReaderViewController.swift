import UIKit

/// The reader builds its main view in code and loads a secondary nib, ReaderToolbar.xib, with
/// itself as the owner to get the toolbar. That nib must NOT connect `view` (it would replace
/// the reader's view), so its File's Owner is a view controller without a `view` outlet.
final class ReaderViewController: UIViewController {
    @IBOutlet private var toolbarView: UIView!
    @IBOutlet private weak var pageLabel: UILabel!

    override func loadView() {
        view = UITextView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        UINib(nibName: "ReaderToolbar", bundle: nil).instantiate(withOwner: self, options: nil)
        toolbarView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbarView)
    }

    @IBAction func nextPage(_ sender: UIButton) {
        pageLabel.text = "Next"
    }
}
