import UIKit

/// Lives in the ShelfKit framework target; nibs name it with `customModule="ShelfKit"`.
open class StarRatingView: UIView {
    @IBInspectable public var maximumRating: Int = 5
}
