import UIKit

/// Shared behaviour of the account forms: a scroll view that follows the keyboard and a submit button.
class BaseFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var submitButton: UIButton! {
        didSet {
            submitButton.layer.cornerRadius = 8
            submitButton.isEnabled = false
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChange(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = max(0, view.bounds.maxY - frame.minY)
    }

    @IBAction func submit(_ sender: UIButton) {
        view.endEditing(true)
        performSubmit()
    }

    func performSubmit() {}
}
