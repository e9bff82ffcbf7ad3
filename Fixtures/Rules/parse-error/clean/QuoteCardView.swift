import UIKit

/// QuoteCardView.xib holds non-ASCII text, escaped markup characters and a label that reads like a
/// conflict marker; WindowsCheckoutBanner.xib has a UTF-8 byte order mark and CRLF line endings.
final class QuoteCardView: UIView {
    @IBOutlet weak var quoteLabel: UILabel!
    @IBOutlet weak var dividerLabel: UILabel!
}

final class WindowsCheckoutBanner: UIView {
    @IBOutlet weak var messageLabel: UILabel!
}
