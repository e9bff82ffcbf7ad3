import UIKit

final class HomeViewController: UIViewController {
    @IBOutlet var logoView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The image set is 'Logo': a device's file system is case-sensitive.
        logoView.image = UIImage(named: "logo")
        // The set is in the namespace folder 'Tabs'.
        tabBarItem.image = UIImage(named: "Home")
        // A typo of 'banner'.
        let header = UIImage(named: "baner", in: nil, compatibleWith: nil)
        _ = header
        _ = #imageLiteral(resourceName: "Logo-old")
    }
}
