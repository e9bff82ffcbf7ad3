#if canImport(UIKit)
import UIKit

/// Toast.xib gives File's Owner and its top-level view this same class: a warning, which the build prints.
final class ToastView: UIView {
    @IBOutlet weak var messageLabel: UILabel!
}
#endif
