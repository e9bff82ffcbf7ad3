import UIKit

/// Renamed from `ProfileHeadView`; ProfileHeaderView.xib still names the old class.
final class ProfileHeaderView: UIView {
    @IBOutlet weak var nameLabel: UILabel!

    static func make() -> ProfileHeaderView? {
        UINib(nibName: "ProfileHeaderView", bundle: nil).instantiate(withOwner: nil, options: nil).first as? ProfileHeaderView
    }
}
