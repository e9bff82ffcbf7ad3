import UIKit

/// Writing a review. Everything here looks doubled but is not:
/// - `reviewTextChanged:` is sent for two *different* events of the same field;
/// - `starButtons` is an outlet collection with five destinations;
/// - both fields connect their own `delegate` outlet to File's Owner;
/// - two buttons send the same `rate:` action, and the Post button sends two *different* actions.
final class AddReviewViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private var starButtons: [UIButton]!
    @IBOutlet private weak var headlineField: UITextField!
    @IBOutlet private weak var reviewField: UITextField!
    @IBOutlet private weak var postButton: UIButton!

    private var rating = 0

    @IBAction private func rate(_ sender: UIButton) {
        rating = sender.tag
        for button in starButtons { button.isSelected = button.tag <= rating }
        validate()
    }

    @IBAction private func reviewTextChanged(_ sender: UITextField) {
        validate()
    }

    @IBAction private func playPostHaptic(_ sender: UIButton) {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }

    @IBAction private func post(_ sender: UIButton) {
        dismiss(animated: true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === headlineField { reviewField.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return true
    }

    private func validate() {
        postButton.isEnabled = rating > 0 && !(reviewField.text ?? "").isEmpty
    }
}
