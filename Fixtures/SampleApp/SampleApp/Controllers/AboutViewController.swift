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
