import UIKit

@objc protocol ProfileRefreshing {
    func refreshProfile()
}

final class ProfileViewController: BaseViewController {
    // Renamed from `userNameLabel`; Profile.xib still uses the old name.
    @IBOutlet private(set) weak var nameLabel: UILabel! {
        didSet { nameLabel.text = "" }
    }
    @IBOutlet var badgeViews: [UIImageView] = []
    // The status label used to be a button.
    @IBOutlet weak var statusButton: UIButton!
    // Connected to the title label, which refreshes nothing.
    @IBOutlet weak var refresher: ProfileRefreshing?

    init() {
        super.init(nibName: "Profile", bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @IBAction func editProfile(_ sender: UIButton) {}

    @IBAction func logOut() {}

    @IBAction
    func share(sender: Any) {}

    // Was `reload(_:)`; the refresh button in Profile.xib still sends `reload:`.
    @IBAction func refresh(_ sender: Any) {}
}

extension ProfileViewController {
    @IBOutlet var footerView: UIView? {
        get { view.viewWithTag(9) }
        set { newValue.map { view.addSubview($0) } }
    }
}
