import UIKit

/// Both File's Owner and the top-level view of ToastView.xib are ToastViews.
final class ToastView: UIView {
    @IBOutlet weak var textLabel: UILabel!

    /// Copied from LegacyPanelView without changing the nib name: LegacyPanel.xib holds a legacy panel.
    static func makeCompact() -> ToastView {
        UINib(nibName: "LegacyPanel", bundle: nil).instantiate(withOwner: nil, options: nil).first as! ToastView
    }
}
