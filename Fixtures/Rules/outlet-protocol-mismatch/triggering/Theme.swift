import UIKit

@objc protocol Themeable {
    func applyTheme()
}

final class BadgeView: UIView {}

final class ProfileHeaderView: UIView {
    @IBOutlet weak var themedBadge: Themeable!
}
