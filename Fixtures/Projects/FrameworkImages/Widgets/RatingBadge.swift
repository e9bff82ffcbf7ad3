import UIKit

// A static library no app of this tree links: its main bundle is that of an app elsewhere.
public final class RatingBadge: UIView {
    let star = UIImage(named: "rating-star")
}
