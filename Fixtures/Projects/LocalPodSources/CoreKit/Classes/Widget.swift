import UIKit

open class Widget: UIView {
    @IBOutlet public var titleLabel: UILabel!
}
