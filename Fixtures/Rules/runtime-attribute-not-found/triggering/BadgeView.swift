import UIKit

/// The "NEW" badge on freshly added books. `corner` was renamed to `cornerRadius` in code only, and
/// `fillColor` is a plain Swift property that key-value coding cannot see, so BadgeView.xib's runtime
/// attributes for both are never applied.
final class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    var fillColor: UIColor = .systemRed {
        didSet { backgroundColor = fillColor }
    }
}
