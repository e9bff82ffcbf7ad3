import UIKit

open class GaugeView: UIView {
    @IBOutlet public var needle: UIView!
}
