import UIKit

public final class CardView: UIView {
    @IBOutlet weak var titleLabel: UILabel!

    /// Wrong: a package's nib is in the package's resource bundle, never in the main bundle.
    public static func makeFromMain() -> CardView? {
        UINib(nibName: "CardView", bundle: nil).instantiate(withOwner: nil).first as? CardView
    }

    public static func loadFromMain() -> CardView? {
        Bundle.main.loadNibNamed("CardView", owner: nil, options: nil)?.first as? CardView
    }

    public static func flow() -> UIViewController? {
        UIStoryboard(name: "Flow", bundle: .main).instantiateInitialViewController()
    }

    /// Right: Bundle.module is the package target's resource bundle.
    public static func make() -> CardView? {
        UINib(nibName: "CardView", bundle: .module).instantiate(withOwner: nil).first as? CardView
    }

    public static func flowFromModule() -> UIViewController? {
        UIStoryboard(name: "Flow", bundle: Bundle.module).instantiateInitialViewController()
    }
}
