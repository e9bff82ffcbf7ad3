import UIKit

public final class CardView: UIView {
    @IBOutlet weak var titleLabel: UILabel!

    public static func make() -> CardView? {
        UINib(nibName: "Card", bundle: .module).instantiate(withOwner: nil).first as? CardView
    }
}

public final class BadgeView: UIView {}
