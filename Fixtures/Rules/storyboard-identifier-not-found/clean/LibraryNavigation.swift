import UIKit

/// A base class in no storyboard scene of its own: its calls are judged against its subclasses' scenes.
class ShelfListViewController: UIViewController {
    func openFilters() {
        performSegue(withIdentifier: "ShowFilters", sender: nil)
    }
}

final class LibraryViewController: ShelfListViewController {
    enum Segue { static let dynamic = "Show" + "Book" }

    func showBook() {
        _ = storyboard?.instantiateViewController(withIdentifier: "BookDetail")
        performSegue(withIdentifier: "ShowBook", sender: self)
        // Built at run time: not judged.
        performSegue(withIdentifier: Segue.dynamic, sender: self)
        _ = storyboard?.instantiateViewController(identifier: "SearchScreen") { coder in UIViewController(coder: coder) }
    }
}

final class BookDetailViewController: UIViewController {
    func backToLibraryAndOpenAnother() {
        // Sent to another controller: any segue in the project may be meant.
        (presentingViewController as? LibraryViewController)?.performSegue(withIdentifier: "ShowBook", sender: nil)
    }
}
