import UIKit

/// Builds its view in code. Created without a nib name, so UIKit first looks for "SearchView.xib" —
/// the nib of the search field below — and loads it as this controller's view.
final class SearchViewController: UIViewController {
    static func make() -> SearchViewController {
        SearchViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
