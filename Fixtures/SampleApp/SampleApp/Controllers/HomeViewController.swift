import UIKit

class HomeViewController: UIViewController {
    @IBOutlet weak var greetingLabel: UILabel!
    @IBOutlet weak var detailTitleLabel: UILabel!

    @IBAction func unwindToHome(segue: UIStoryboardSegue) {}

    @IBAction func seek(_ sender: UISlider, to value: Float, animated: Bool) {}

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? {
        DetailViewController(coder: coder)
    }

    func openDetail() {
        // The segue in Main.storyboard is "ShowDetail".
        performSegue(withIdentifier: "ShowDetails", sender: self)
    }

    func showToast() {
        let banner = BannerView.loadFromNib()
        view.addSubview(banner)
        // A stray owner: BannerView.xib's File's Owner is a BannerView, not a view controller.
        Bundle.main.loadNibNamed("BannerView", owner: self, options: nil)
    }
}

class FeedViewController: UITableViewController {
    // Points into the prototype cell: Xcode cannot build this.
    @IBOutlet weak var headlineLabel: UILabel!

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The prototype cell in Main.storyboard is "headline".
        tableView.dequeueReusableCell(withIdentifier: "headlines", for: indexPath)
    }
}

final class FeedCell: UITableViewCell {
    @IBOutlet weak var headlineLabel: UILabel!
}

class DetailViewController: UIViewController {
    @IBOutlet weak var bodyLabel: UILabel!
}
