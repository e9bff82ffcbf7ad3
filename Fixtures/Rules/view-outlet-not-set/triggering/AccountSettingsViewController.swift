import UIKit

/// Loaded with `AccountSettingsViewController()` (UIKit finds the xib by class name). The xib's
/// `view` outlet was lost when the root view was replaced by a new one in Interface Builder.
final class AccountSettingsViewController: UIViewController {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var signOutButton: UIButton!

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Account"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    @IBAction func signOut(_ sender: UIButton) {
        navigationController?.popToRootViewController(animated: true)
    }
}
