import UIKit

class ProfileViewController: UIViewController {}
class SettingsViewController: UIViewController {}
class OnboardingViewController: UIViewController {}
class PhotoViewController: UIViewController {}
class MapViewController: UIViewController {}
typealias EditorScreen = EditorViewController
class EditorViewController: UIViewController {}

class HomeViewController: UIViewController {
    private let main = UIStoryboard(name: "Main", bundle: nil)

    func showProfile() {
        let profile = main.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
        show(profile, sender: self)
    }

    func showSettings() {
        // No storyboard named: every scene with this Storyboard ID is a PhotoViewController.
        let settings = storyboard?.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        present(settings, animated: true)
    }

    func startOnboarding() {
        let onboarding = UIStoryboard(name: "Onboarding", bundle: .main).instantiateInitialViewController() as! OnboardingViewController
        present(onboarding, animated: true)
    }

    func edit() {
        let editor = main.instantiateViewController(identifier: "Editor") as! EditorScreen
        show(editor, sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showPhoto" {
            let photo = segue.destination as! PhotoViewController
            photo.title = "Photo"
        }
        switch segue.identifier {
        case "showMap":
            let map = (segue.destination as! UINavigationController).topViewController as! MapViewController
            map.title = "Map"
        default:
            break
        }
    }
}

class GalleryViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        guard identifier == "openProfile" else { return }
        let profile = segue.destination as! ProfileViewController
        profile.title = "Profile"
    }
}

class PhotoCell: UITableViewCell {}
class BadgeCell: UITableViewCell {}

class AlbumViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "badge")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            // The prototype "photo" in the storyboard is a BadgeCell.
            return tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath) as! PhotoCell
        }
        // The nib registered for "badge" holds a PhotoCell.
        return tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
    }
}
