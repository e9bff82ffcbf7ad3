import Lottie
import UIKit

/// Anything that can show progress towards the yearly reading goal.
@objc protocol ReadingProgressDisplaying: AnyObject {
    var progress: Double { get set }
}

/// A capsule-shaped button with the app's accent gradient.
class PillButton: UIButton {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// A ring that fills clockwise as the goal is approached.
final class ProgressRingView: UIView, ReadingProgressDisplaying {
    var progress: Double = 0 {
        didSet { setNeedsDisplay() }
    }
}

/// Every outlet is typed as the connected object's class, one of its superclasses, a protocol it
/// adopts, a constraint, or a class from a package niblint does not scan (Lottie).
final class ReadingGoalViewController: UIViewController {
    @IBOutlet private weak var updateGoalButton: UIButton!
    @IBOutlet private weak var progressView: ReadingProgressDisplaying!
    @IBOutlet private weak var contentStack: UIView!
    @IBOutlet private weak var ringHeightConstraint: NSLayoutConstraint!
    @IBOutlet private weak var celebrationView: LottieAnimationView!
    @IBOutlet private weak var booksReadLabel: UILabel?

    var booksRead = 0
    var goal = 24

    override func viewDidLoad() {
        super.viewDidLoad()
        progressView.progress = Double(booksRead) / Double(max(goal, 1))
        booksReadLabel?.text = "\(booksRead) of \(goal) books"
        if traitCollection.verticalSizeClass == .compact {
            ringHeightConstraint.constant = 120
        }
        contentStack.isHidden = false
        updateGoalButton.isEnabled = true
        if booksRead >= goal {
            celebrationView.play()
        }
    }
}
