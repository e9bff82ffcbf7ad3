import UIKit

/// Kept under its Objective-C name so archived nibs keep working.
@objc(SAMLegacyPanel)
class LegacyPanelView: UIView {
    @IBOutlet var iconView: UIImageView!
}
