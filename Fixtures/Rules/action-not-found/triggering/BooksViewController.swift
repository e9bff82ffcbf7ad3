import UIKit

/// The books list of Books.storyboard. Two selectors drifted from the storyboard:
/// the unwind action lost its `segue:` label (`unwindToBooks(_:)` is `unwindToBooks:`), and the
/// segue action was renamed.
final class BooksViewController: UITableViewController {
    private var books: [String] = []

    @IBAction func unwindToBooks(_ segue: UIStoryboardSegue) {
        guard let editor = segue.source as? EditBookViewController, let title = editor.bookTitle else { return }
        books.append(title)
        tableView.reloadData()
    }

    @IBSegueAction func makeDetailViewController(coder: NSCoder, sender: Any?) -> BookDetailViewController? {
        guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return nil }
        return BookDetailViewController(coder: coder, title: books[indexPath.row])
    }
}

final class BookDetailViewController: UIViewController {
    let bookTitle: String

    init?(coder: NSCoder, title: String) {
        self.bookTitle = title
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use init(coder:title:)")
    }
}

final class EditBookViewController: UIViewController {
    @IBOutlet private weak var titleField: UITextField!

    var bookTitle: String? { titleField.text }
}
