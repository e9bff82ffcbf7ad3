import UIKit

/// The library tab. The empty state used to be a label (`emptyLabel`); it is now a whole view,
/// but the storyboard scene still connects the old outlet.
final class LibraryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var emptyStateView: UIView!

    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        emptyStateView.isHidden = !titles.isEmpty
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
