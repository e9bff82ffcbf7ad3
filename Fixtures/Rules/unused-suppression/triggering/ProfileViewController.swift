import UIKit

/// The outlet was fixed long ago; the comment that silenced it stayed behind.
final class ProfileViewController: UIViewController {
    // niblint:disable:next outlet-not-found
    @IBOutlet weak var nameLabel: UILabel!

    // niblint:disable action-not-found
    @IBAction func editProfile(_ sender: UIButton) {}
    // niblint:enable action-not-found

    // niblint:disable:next outlet-not-foud
    @IBOutlet weak var avatarView: UIImageView!
}
