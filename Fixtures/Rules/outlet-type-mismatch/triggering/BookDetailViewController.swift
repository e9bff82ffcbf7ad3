import UIKit

/// The price used to be a "Buy" button; the designer replaced it with a plain price label in the xib,
/// but the outlet still expects a button and `viewDidLoad` configures it as one.
final class BookDetailViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var purchaseButton: UIButton!
    @IBOutlet private weak var coverView: CoverArtView!

    var book: Book?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = book?.title
        purchaseButton.setTitle(book?.formattedPrice, for: .normal)
        coverView.image = book?.cover
    }
}

struct Book {
    var title: String
    var formattedPrice: String
    var cover: UIImage?
}

/// Draws a book cover with a subtle spine shadow.
final class CoverArtView: UIView {
    var image: UIImage? {
        didSet { setNeedsDisplay() }
    }
}

/// A grey animated block shown while a cover is downloading.
final class ShimmerPlaceholderView: UIView {
    func startAnimating() {}
}
