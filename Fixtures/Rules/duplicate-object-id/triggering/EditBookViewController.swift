import UIKit

/// Edits a book's title and subtitle. After a merge, EditBookViewController.xib connects `titleField`
/// twice (the second time to the subtitle field, which wins) and the Save button's action twice.
final class EditBookViewController: UIViewController {
    @IBOutlet private weak var titleField: UITextField!
    @IBOutlet private weak var subtitleField: UITextField!

    var onSave: ((String, String) -> Void)?

    @IBAction private func save(_ sender: UIButton) {
        onSave?(titleField.text ?? "", subtitleField.text ?? "")
        dismiss(animated: true)
    }
}
