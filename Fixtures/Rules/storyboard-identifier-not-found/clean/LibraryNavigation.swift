import UIKit

final class LibraryViewController: UIViewController {
    enum Segue { static let dynamic = "Show" + "Book" }

    func showBook() {
        _ = storyboard?.instantiateViewController(withIdentifier: "BookDetail")
        performSegue(withIdentifier: "ShowBook", sender: self)
        // Built at run time: not judged.
        performSegue(withIdentifier: Segue.dynamic, sender: self)
        _ = storyboard?.instantiateViewController(identifier: "SearchScreen") { coder in UIViewController(coder: coder) }
    }
}
