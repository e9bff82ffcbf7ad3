import UIKit

final class ShelfViewController: UIViewController {
    func showBook() {
        // The Storyboard ID is "BookDetail" since the detail screen was redesigned.
        let detail = storyboard?.instantiateViewController(withIdentifier: "BookDetails")
        _ = detail
    }

    func showSettings() {
        performSegue(withIdentifier: "ShowSettings", sender: self)
    }

    func showAuthor() {
        // Copied from BookDetailViewController: "ShowAuthor" starts in the book detail scene, not in this one.
        self.performSegue(withIdentifier: "ShowAuthor", sender: self)
    }

    func showSearch() {
        // Typed in lower case; the storyboard says "SearchScreen".
        _ = storyboard?.instantiateViewController(identifier: "searchScreen") { coder in UIViewController(coder: coder) }
    }
}

final class BookDetailViewController: UIViewController {
    func showAuthor() {
        performSegue(withIdentifier: "ShowAuthor", sender: self)
    }
}
