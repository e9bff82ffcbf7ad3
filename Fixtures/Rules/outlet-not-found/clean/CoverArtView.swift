import UIKit

/// Exposed to Objective-C under a prefixed name; the xib's custom class is that runtime name.
@objc(SHLCoverArtView)
final class CoverArtView: UIView {
    @IBOutlet weak var imageView: UIImageView!
    @IBOutlet weak var placeholderLabel: UILabel!

    var image: UIImage? {
        didSet {
            imageView.image = image
            placeholderLabel.isHidden = image != nil
        }
    }

    static func make() -> CoverArtView {
        UINib(nibName: "CoverArtView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! CoverArtView
    }
}
