import UIKit

/// Moved from the app into the ShopKit framework.
public final class PriceLabel: UILabel {
    @IBInspectable public var currencyCode: String = "EUR"
}
