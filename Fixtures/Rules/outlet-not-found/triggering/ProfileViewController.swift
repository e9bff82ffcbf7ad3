import UIKit

struct ReaderProfile {
    var displayName: String
    var bio: String
    var avatar: UIImage?
}

/// Shows a reader's public profile. The avatar outlet was renamed from `avatarView` in code only.
final class ProfileViewController: UIViewController {
    @IBOutlet private weak var avatarImageView: UIImageView!
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var bioLabel: UILabel!

    var profile: ReaderProfile?

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarImageView.layer.cornerRadius = 40
        avatarImageView.clipsToBounds = true
        nameLabel.text = profile?.displayName
        bioLabel.text = profile?.bio
        avatarImageView.image = profile?.avatar
    }
}
