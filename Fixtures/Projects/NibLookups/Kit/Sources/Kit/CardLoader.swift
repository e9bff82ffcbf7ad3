import UIKit

public enum CardLoader {
    public static func load() -> UIView? {
        // Kept in a variable, looked up in the main bundle: the package's nib is in Kit's own bundle.
        let nib = UINib(nibName: "CardView", bundle: nil)
        _ = nib.instantiate(withOwner: nil)
        let bundled: UINib = UINib(nibName: "CardView", bundle: .module)
        return bundled.instantiate(withOwner: nil).first as? UIView
    }
}
