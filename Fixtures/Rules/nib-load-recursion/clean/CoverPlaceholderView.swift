import UIKit

/// Placed empty in storyboards; fills itself from CoverPlaceholderView.xib, whose top-level view is a
/// CoverPlaceholderView with subviews. The guard stops the second decode from loading the xib again.
final class CoverPlaceholderView: UIView {
    @IBOutlet private weak var titleLabel: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard subviews.isEmpty else { return }
        installContent()
    }

    private func installContent() {
        guard let content = Bundle.main.loadNibNamed("CoverPlaceholderView", owner: nil, options: nil)?.first as? UIView else { return }
        content.frame = bounds
        addSubview(content)
    }

    /// Made in code from the same xib: no decoding path, no recursion.
    static func make(title: String) -> CoverPlaceholderView {
        let view = UINib(nibName: "CoverPlaceholderView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! CoverPlaceholderView
        view.titleLabel.text = title
        return view
    }
}
