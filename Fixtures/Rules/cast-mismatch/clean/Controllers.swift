import UIKit

protocol Refreshing: AnyObject {}
class AccountViewController: UIViewController {}
class AdminAccountViewController: AccountViewController {}
class PreferencesViewController: UIViewController {}
class PictureViewController: UIViewController, Refreshing {}
class VendorViewController: SomeVendorViewController {}

class StartViewController: UIViewController {
    private let main = UIStoryboard(name: "Start", bundle: nil)

    func open() {
        // A subclass of the cast's class.
        let admin = main.instantiateViewController(withIdentifier: "AdminProfile") as! AccountViewController
        // A conditional cast does not crash.
        let maybe = main.instantiateViewController(withIdentifier: "Photo") as? PreferencesViewController
        // A protocol, and the framework superclass.
        let refreshing = main.instantiateViewController(withIdentifier: "Photo") as! Refreshing
        let plain = main.instantiateViewController(withIdentifier: "Photo") as! UIViewController
        // A class whose superclass niblint cannot see.
        let vendor = main.instantiateViewController(withIdentifier: "Vendor") as! PreferencesViewController
        // No storyboard named, and the scenes with this Storyboard ID disagree.
        let shared = storyboard!.instantiateViewController(withIdentifier: "Shared") as! PreferencesViewController
        // An identifier niblint cannot read.
        let dynamic = main.instantiateViewController(withIdentifier: nextIdentifier) as! PreferencesViewController
        _ = (admin, maybe, refreshing, plain, vendor, shared, dynamic)
    }

    var nextIdentifier: String { "Photo" }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // No identifier established: not judged.
        _ = segue.destination as! PreferencesViewController
        if segue.identifier == "showPhoto" {
            _ = segue.destination as! PictureViewController
        } else if segue.identifier == "showAdmin" {
            _ = (segue.destination as! UINavigationController).topViewController as! AccountViewController
        }
        // The segue starts in another class's scene.
        if segue.identifier == "fromGallery" {
            _ = segue.destination as! PreferencesViewController
        }
    }
}

class PictureCell: UITableViewCell {}
class SpecialPictureCell: PictureCell {}
class CodeCell: UITableViewCell {}

class AlbumsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A class registered for "code" replaces the prototype of that identifier.
        tableView.register(CodeCell.self, forCellReuseIdentifier: "code")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0: return tableView.dequeueReusableCell(withIdentifier: "picture", for: indexPath) as! PictureCell
        case 1: return tableView.dequeueReusableCell(withIdentifier: "code", for: indexPath) as! CodeCell
        default: return tableView.dequeueReusableCell(withIdentifier: "picture", for: indexPath) as? CodeCell ?? UITableViewCell()
        }
    }
}
