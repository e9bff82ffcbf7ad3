import UIKit

/// The header used at the top of the profile screen in Main.storyboard. Its xib was made with
/// "New File → View", and the class was set on the top-level view instead of on File's Owner:
/// decoding that view runs init(coder:) again, which loads the xib again.
final class ProfileHeaderView: UIView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var avatarView: UIImageView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        loadContent()
        backgroundColor = .secondarySystemBackground
    }

    private func loadContent() {
        guard let content = Bundle(for: ProfileHeaderView.self).loadNibNamed("ProfileHeaderView", owner: self, options: nil)?.first as? UIView else { return }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    func configure(name: String, avatar: UIImage?) {
        nameLabel.text = name
        avatarView.image = avatar
    }
}
