import UIKit

final class RatingView: UIView {
    @IBOutlet var stars: [UIButton] = []

    /// RatingView.xib's top-level view lost its custom class when it was rebuilt.
    static func loadFromNib() -> RatingView {
        Bundle.main.loadNibNamed("RatingView", owner: nil, options: nil)?.first as! RatingView
    }
}

final class ReviewCardView: UIView {
    static func make() -> ReviewCardView {
        let nib = UINib(nibName: "ReviewCard", bundle: nil)
        return nib.instantiate(withOwner: nil, options: nil)[0] as! ReviewCardView
    }
}
