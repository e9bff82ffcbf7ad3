import UIKit

/// `save(sender:)` has a labelled parameter, so its selector is `saveWithSender:`; the xib sends `save:`.
final class NoteEditorViewController: UIViewController {
    @IBOutlet private weak var textView: UITextView!

    var onSave: ((String) -> Void)?

    @IBAction func save(sender: Any) {
        onSave?(textView.text)
        dismiss(animated: true)
    }

    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }
}
