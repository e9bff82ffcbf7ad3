import UIKit
import Cards

public final class Shelf {
    /// Right: Shelf.xib is this target's resource.
    public func shelf() -> UIView? {
        UINib(nibName: "Shelf", bundle: .module).instantiate(withOwner: nil).first as? UIView
    }

    /// Wrong: Bundle.module here is Widgets' resource bundle; BadgeView.xib is in Cards' bundle.
    public func badge() -> UIView? {
        UINib(nibName: "BadgeView", bundle: .module).instantiate(withOwner: nil).first as? UIView
    }
}
