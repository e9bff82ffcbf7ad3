import UIKit

/// Border settings for every view, editable in the Attributes inspector.
extension UIView {
    @IBInspectable var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    @IBInspectable var borderColor: UIColor? {
        get { layer.borderColor.map(UIColor.init(cgColor:)) }
        set { layer.borderColor = newValue?.cgColor }
    }
}
