import UIKit

/// The search screen's text field was swapped for a `UISearchBar` in Search.storyboard; the outlet
/// is still a text field, so `searchField.delegate = self` assigns to a search bar.
final class SearchViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private weak var searchField: UITextField!
    @IBOutlet private weak var resultsTableView: UITableView!

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
