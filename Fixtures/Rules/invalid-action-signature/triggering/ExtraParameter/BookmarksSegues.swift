import UIKit

final class BookmarksViewController: UITableViewController {
    var position: TimeInterval = 0
}

/// The segue action takes the coder first, as it must, plus a fourth parameter the segue cannot pass.
final class ListeningViewController: UIViewController {
    private var position: TimeInterval = 0

    @IBSegueAction private func makeBookmarks(_ coder: NSCoder, sender: Any?, segueIdentifier: String?, position: TimeInterval) -> BookmarksViewController? {
        BookmarksViewController(coder: coder)
    }
}
