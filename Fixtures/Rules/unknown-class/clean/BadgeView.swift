import UIKit

/// Kept under its Objective-C runtime name for older nibs and Objective-C callers.
@objc(SHLBadgeView)
final class BadgeView: UIView {
    @IBOutlet weak var countLabel: UILabel!
}

#if os(iOS)
/// Only compiled for iOS; the class still exists for the iOS nib that uses it.
final class CompactReviewView: UIView {
    @IBOutlet weak var ratingView: StarRatingView!
}
#else
final class CompactReviewView: NSView {}
#endif
