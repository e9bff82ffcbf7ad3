import UIKit

final class BadgeView: UIView {
    static func loadFromNib() -> BadgeView {
        Bundle.main.loadNibNamed("BadgeView", owner: nil, options: nil)?.first as! BadgeView
    }

    /// A cast to a superclass of the object is fine, and so is a generic helper's `as! T`.
    static func anyView() -> UIView {
        UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil, options: nil).first as! UIView
    }

    static func load<T: UIView>(_ type: T.Type) -> T {
        Bundle.main.loadNibNamed(String(describing: T.self), owner: nil, options: nil)![0] as! T
    }
}
