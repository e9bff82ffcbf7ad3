import Lottie
import UIKit

/// The large cover card on the book page. CoverCardView.xib sets runtime attributes through an
/// @IBInspectable property, an @objc property, a UIView extension, a key path into `layer`, and a
/// UIKit property.
final class CoverCardView: UIView {
    @IBInspectable var shadowRadius: CGFloat = 8 {
        didSet { layer.shadowRadius = shadowRadius }
    }

    @objc var glowsWhenSelected = false

    @IBOutlet private weak var titleLabel: ThemedLabel!
    @IBOutlet private weak var loadingView: LottieAnimationView!
}

/// Every member is visible to Objective-C, so `themeStyle` can be set from the xib.
@objcMembers
final class ThemedLabel: UILabel {
    var themeStyle = "body" {
        didSet { font = .preferredFont(forTextStyle: themeStyle == "title" ? .title2 : .body) }
    }
}
