import UIKit

/// Scenes of Main.storyboard. Segues may cross scenes; outlets and actions stay inside their scene.
final class MainTabBarController: UITabBarController {}

final class DiscoverViewController: UIViewController {
    @IBOutlet weak var headerContainer: UIView!

    @IBAction func unwindToDiscover(_ segue: UIStoryboardSegue) {}

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let header = segue.destination as? FeaturedHeaderViewController {
            header.loadViewIfNeeded()
        }
    }
}

final class FeaturedHeaderViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}

final class BookPreviewViewController: UIViewController {
    @IBAction func dismissPreview(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
