import UIKit

/// Lets Interface Builder set a label's text from Localizable.strings.
extension UILabel {
    @IBInspectable var localizedTextKey: String? {
        get { nil }
        set { text = newValue.map { NSLocalizedString($0, comment: "") } }
    }
}

/// Onboarding.storyboard's welcome label still uses the extension's old name, `localizationKey`.
final class WelcomeViewController: UIViewController {
    @IBOutlet private weak var welcomeLabel: UILabel!
}
