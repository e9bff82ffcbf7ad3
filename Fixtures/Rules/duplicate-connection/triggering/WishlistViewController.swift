import UIKit

/// Feeds the wishlist table. Wishlist.storyboard holds it as a scene object.
final class WishlistDataSource: NSObject, UITableViewDataSource {
    var titles: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "WishCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

/// The data source was moved out of the view controller into WishlistDataSource, and the table
/// view's `dataSource` was connected to the new object without removing the old connection to the
/// controller. The last one wins, and nothing says which one that is.
final class WishlistViewController: UIViewController, UITableViewDataSource {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private var dataSource: WishlistDataSource!

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}
