import UIKit

/// Home of Shelf.storyboard: the target of two unwind segues and the owner of a segue action.
final class ShelfViewController: UIViewController {
    @IBOutlet private weak var collectionView: UICollectionView!

    /// `unwindToShelf(_:)` is `unwindToShelf:`.
    @IBAction func unwindToShelf(_ segue: UIStoryboardSegue) {}

    /// `unwindFromSettings(segue:)` is `unwindFromSettingsWithSegue:`.
    @IBAction func unwindFromSettings(segue: UIStoryboardSegue) {
        collectionView.reloadData()
    }

    @IBAction func refresh(_ sender: UIBarButtonItem) {
        collectionView.reloadData()
    }

    @IBSegueAction func makeReviewController(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> ReviewViewController? {
        ReviewViewController(coder: coder, bookID: sender as? String)
    }
}

final class ReviewViewController: UIViewController {
    private var bookID: String?

    init?(coder: NSCoder, bookID: String?) {
        self.bookID = bookID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SettingsViewController: UITableViewController {}
