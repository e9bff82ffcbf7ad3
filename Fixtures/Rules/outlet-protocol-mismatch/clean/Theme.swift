import UIKit

@objc protocol Tintable {
    func applyTint()
}

@objc protocol Decorating {
    @objc optional func decorate()
}

final class StarBadgeView: UIView, Tintable {
    func applyTint() {}
}

final class FlatView: UIView {}

final class AccountHeaderView: UIView {
    @IBOutlet weak var tintedBadge: Tintable!
    // Only optional methods: callers ask respondsToSelector: first, any object serves.
    @IBOutlet weak var decorator: Decorating?
}
