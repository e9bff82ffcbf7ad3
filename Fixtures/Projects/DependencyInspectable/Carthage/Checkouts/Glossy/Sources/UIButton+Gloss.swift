import UIKit

extension UIButton {
    @IBInspectable public var glossAmount: CGFloat {
        get { layer.shadowOpacity.isNaN ? 0 : CGFloat(layer.shadowOpacity) }
        set { layer.shadowOpacity = Float(newValue) }
    }
}
