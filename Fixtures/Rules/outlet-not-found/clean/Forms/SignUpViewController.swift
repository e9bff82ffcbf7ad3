import Combine
import ObjectiveC
import UIKit

/// Outlets declared here, in the superclass (`scrollView`, `submitButton`) and in an extension below.
final class SignUpViewController: BaseFormViewController {
    @IBOutlet private(set) weak var headerLabel: UILabel!
    @IBOutlet weak var emailField: UITextField! {
        didSet {
            emailField.textContentType = .emailAddress
            emailField.keyboardType = .emailAddress
        }
    }
    @Published private var isSubmitting = false
    @UserDefault("signUp.remembersEmail", defaultValue: true) var remembersEmail: Bool
    @IBOutlet weak var passwordField: UITextField!
#if targetEnvironment(macCatalyst)
    @IBOutlet weak var termsSwitch: UISwitch?
#else
    @IBOutlet weak var termsSwitch: UISwitch!
#endif

    override func performSubmit() {
        isSubmitting = true
    }
}

extension SignUpViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { passwordField.becomeFirstResponder() } else { submit(submitButton) }
        return true
    }
}

private var termsTextViewKey: UInt8 = 0

extension SignUpViewController {
    /// Declared in an extension, so stored as an associated object.
    @IBOutlet var termsTextView: UITextView? {
        get { objc_getAssociatedObject(self, &termsTextViewKey) as? UITextView }
        set { objc_setAssociatedObject(self, &termsTextViewKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
