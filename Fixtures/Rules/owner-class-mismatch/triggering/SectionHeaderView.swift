import UIKit

/// SectionHeader.xib connects its label to File's Owner (a SectionHeaderView), yet the header is
/// instantiated with a nil owner, so `titleLabel` silently stays nil.
final class SectionHeaderView: UITableViewHeaderFooterView {
    @IBOutlet weak var titleLabel: UILabel!

    static func instantiate() -> UIView? {
        UINib(nibName: "SectionHeader", bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
    }
}
