import UIKit

final class HomeViewController: UIViewController {
    @IBOutlet var logoView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        logoView.image = UIImage(named: "Logo")
        tabBarItem.image = UIImage(named: "Tabs/Home")
        tabBarItem.selectedImage = UIImage(systemName: "house.fill")
        let header = UIImage(named: "banner", in: nil, compatibleWith: nil)
        let file = UIImage(named: "banner.png")
        _ = (header, file, #imageLiteral(resourceName: "Logo"))
    }

    // Names built at run time are not judged.
    func flag(for code: String) -> UIImage? { UIImage(named: "flag-\(code)") }
    func image(named name: String) -> UIImage? { UIImage(named: name) }
}
