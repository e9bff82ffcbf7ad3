import UIKit

/// Moved from the app into the SampleKit framework; Profile's rating view still inherits the app's module.
public final class RatingView: UIView {
    @IBInspectable public var stars: Int = 0
}
