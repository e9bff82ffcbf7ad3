import UIKit

/// A table view controller may set its view through its `tableView` outlet instead of `view`.
final class FeedViewController: UITableViewController {
    convenience init() {
        self.init(nibName: "FeedViewController", bundle: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        0
    }
}

/// Likewise a collection view controller through `collectionView`.
final class GenresViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }
}
