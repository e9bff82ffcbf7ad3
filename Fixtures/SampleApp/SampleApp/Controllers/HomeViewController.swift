import UIKit

class HomeViewController: UIViewController {
    @IBOutlet weak var greetingLabel: UILabel!
    @IBOutlet weak var detailTitleLabel: UILabel!

    @IBAction func unwindToHome(segue: UIStoryboardSegue) {}

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? {
        DetailViewController(coder: coder)
    }

    func showToast() {
        let banner = BannerView.loadFromNib()
        view.addSubview(banner)
        // A stray owner: BannerView.xib's File's Owner is a BannerView, not a view controller.
        Bundle.main.loadNibNamed("BannerView", owner: self, options: nil)
    }
}

class DetailViewController: UIViewController {
    @IBOutlet weak var bodyLabel: UILabel!
}
