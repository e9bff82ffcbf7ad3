import UIKit

/// A count badge. Its xib sets BadgeView on the top-level view (not on File's Owner), and the class loads
/// that xib while being decoded: every BadgeView decoded from the xib loads the xib again.
final class BadgeView: UIView {
    @IBOutlet private weak var countLabel: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let content = Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)?.first as? UIView {
            addSubview(content)
        }
    }

    func show(_ count: Int) {
        countLabel.text = String(count)
    }
}
