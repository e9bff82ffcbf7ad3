import UIKit

/// Three dots rating how demanding a book is. `levelDots` used to be an outlet collection of the
/// three image views; it became the stack view that holds them, but DifficultyMeterView.xib still
/// connects the dots as a collection.
final class DifficultyMeterView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet private weak var levelDots: UIStackView!

    var level = 0 {
        didSet {
            for (index, dot) in levelDots.arrangedSubviews.enumerated() {
                dot.tintColor = index < level ? .systemOrange : .systemGray4
            }
        }
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
        Bundle(for: DifficultyMeterView.self).loadNibNamed("DifficultyMeterView", owner: self, options: nil)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
