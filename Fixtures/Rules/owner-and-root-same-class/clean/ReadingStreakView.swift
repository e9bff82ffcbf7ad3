import UIKit

/// The usual "owner loads content view" pattern: File's Owner is ReadingStreakView and the
/// top-level view is a plain UIView that gets added as a subview.
final class ReadingStreakView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet private weak var streakLabel: UILabel!

    var days = 0 {
        didSet { streakLabel.text = "\(days)-day streak" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContent()
    }

    private func loadContent() {
        Bundle(for: ReadingStreakView.self).loadNibNamed("ReadingStreakView", owner: self, options: nil)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

/// The other pattern: no File's Owner class, the top-level view is the custom class and owns the outlets.
final class EmptyShelfView: UIView {
    @IBOutlet private weak var messageLabel: UILabel!

    static func make(message: String) -> EmptyShelfView {
        let view = UINib(nibName: "EmptyShelfView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! EmptyShelfView
        view.messageLabel.text = message
        return view
    }
}
