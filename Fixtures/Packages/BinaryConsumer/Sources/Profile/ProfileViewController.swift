#if canImport(UIKit)
import UIKit

/// The xib still connects `userNameLabel`, the property's old name: niblint reports it on every build.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
}
#endif

/// Something to compile on every platform.
public let profileTitle = "Profile"
