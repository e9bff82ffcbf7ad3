import UIKit

/// Pushes the screens of a book. Both controllers are created without a nib name.
final class BookCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showReviews() {
        // Builds its views in viewDidLoad, but UIKit first looks for "ReviewsView.xib" — the xib of the
        // reviews list view below — and loads it as this controller's view.
        let reviews = ReviewsViewController()
        navigationController.pushViewController(reviews, animated: true)
    }

    func share(_ title: String) {
        navigationController.present(ShareSheetController(title: title), animated: true)
    }
}

final class ReviewsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ReviewsView.make())
    }
}

/// The reviews list, made from ReviewsView.xib (File's Owner left as NSObject).
final class ReviewsView: UIView {
    @IBOutlet private weak var tableView: UITableView!

    static func make() -> ReviewsView {
        UINib(nibName: "ReviewsView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! ReviewsView
    }
}

/// "ShareSheetController" minus "Controller" is "ShareSheet": the name of the share sheet view's xib.
final class ShareSheetController: UIViewController {
    private let bookTitle: String

    init(title: String) {
        bookTitle = title
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Loads ShareSheet.xib as its File's Owner.
final class ShareSheetView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet private weak var messageLabel: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        Bundle.main.loadNibNamed("ShareSheet", owner: self, options: nil)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
