import UIKit

/// Both File's Owner and the top-level view of ToastView.xib are ToastViews.
final class ToastView: UIView {
    @IBOutlet weak var textLabel: UILabel!
}
