import UIKit

/// Draws a book's rating; first written for code only, then dragged into BookCell.xib.
final class RatingStarsView: UIView {
    var rating = 0 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
