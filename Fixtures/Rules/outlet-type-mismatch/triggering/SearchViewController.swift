import UIKit

/// The search screen's text field was swapped for a `UISearchBar` in Search.storyboard; the outlet
/// is still a text field, so `searchField.delegate = self` assigns to a search bar.
final class SearchViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private weak var searchField: UITextField!
    /// The storyboard's table view is a plain UITableView: the self-sizing override never runs.
    @IBOutlet private weak var resultsTableView: SelfSizingTableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.delegate = self
        searchField.clearButtonMode = .whileEditing
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// Sizes itself to its rows (the results sit in a scroll view).
final class SelfSizingTableView: UITableView {
    override var intrinsicContentSize: CGSize { contentSize }
}
