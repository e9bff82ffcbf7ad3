import UIKit

/// Was an Objective-C class named SHLRatingControl. The Swift rewrite forgot `@objc(SHLRatingControl)`,
/// so the runtime name the storyboard uses no longer exists.
final class RatingControl: UIControl {
    var rating = 0 {
        didSet { sendActions(for: .valueChanged) }
    }
}

/// The deleted `ReadingStatsViewController` was merged into this one; Stats.storyboard still uses the old name.
final class ReadingInsightsViewController: UIViewController {
    @IBOutlet weak var ratingControl: RatingControl!
}
