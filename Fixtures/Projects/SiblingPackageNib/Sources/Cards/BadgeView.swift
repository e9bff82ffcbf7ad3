import UIKit

public final class BadgeView: UIView {
    @IBOutlet weak var titleLabel: UILabel!

    /// Right: the nib is this target's resource.
    public static func make() -> BadgeView? {
        UINib(nibName: "BadgeView", bundle: .module).instantiate(withOwner: nil).first as? BadgeView
    }
}
