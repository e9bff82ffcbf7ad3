import UIKit

/// Five stars, reused in storyboards. It loads RatingStarsView.xib as its content, but the xib's
/// top-level view has the class RatingStarsView too: decoding it runs `init(coder:)`, which loads the
/// nib again, forever.
final class RatingStarsView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet private weak var starsStack: UIStackView!

    var rating = 0 {
        didSet {
            for (index, star) in starsStack.arrangedSubviews.enumerated() {
                (star as? UIImageView)?.isHighlighted = index < rating
            }
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Bundle(for: RatingStarsView.self).loadNibNamed("RatingStarsView", owner: self, options: nil)
        contentView.frame = bounds
        addSubview(contentView)
    }
}
