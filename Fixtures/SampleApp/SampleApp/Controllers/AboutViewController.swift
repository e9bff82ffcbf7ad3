import UIKit

/// Was `AboutController`; About.xib's File's Owner still names the old class.
final class AboutViewController: BaseViewController {
    @IBOutlet weak var versionLabel: UILabel!

    init() {
        super.init(nibName: "About", bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension AboutViewController {
    /// Help.storyboard lost its entry point: the initial view controller is nil and the force-unwrap crashes.
    func showHelp() {
        present(UIStoryboard(name: "Help", bundle: nil).instantiateInitialViewController()!, animated: true)
    }

    /// The Help scene's class was never set (it is a plain UIViewController): the forced cast crashes.
    func showHelpAsAbout() {
        let about = UIStoryboard(name: "Help", bundle: nil).instantiateViewController(withIdentifier: "Help") as! AboutViewController
        present(about, animated: true)
    }

    /// The storyboard is `Main.storyboard`: this works in the simulator (case-insensitive disk) and crashes on a device.
    func showHome() {
        view.window?.rootViewController = UIStoryboard(name: "main", bundle: nil).instantiateInitialViewController()
    }
}

extension AboutViewController {
    /// The image set is 'Verified': 'Verifed' is a typo, so the badge is nil and the image view stays empty.
    func showVerifiedBadge(in imageView: UIImageView) {
        imageView.image = UIImage(named: "Verifed")
    }
}
