import UIKit

/// The usual way to fill a view from its xib: ReadingGoalView is File's Owner, and the xib's top-level
/// view is a plain UIView that becomes a subview. Decoding that plain view runs no ReadingGoalView code.
final class ReadingGoalView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet private weak var progressView: UIProgressView!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        Bundle(for: ReadingGoalView.self).loadNibNamed("ReadingGoalView", owner: self, options: nil)
        contentView.frame = bounds
        addSubview(contentView)
    }

    func show(progress: Float) {
        progressView.progress = progress
    }
}
