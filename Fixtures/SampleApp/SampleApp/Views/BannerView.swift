import UIKit

final class BannerView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet weak var messageLabel: UILabel!
    // Was an outlet collection before the banner got a single action button.
    @IBOutlet var actionButtons: UIButton!
    @IBInspectable var cornerRadius: CGFloat = 8

    static func loadFromNib() -> BannerView {
        let banner = BannerView(frame: .zero)
        Bundle.main.loadNibNamed(String(describing: Self.self), owner: banner, options: nil)
        return banner
    }

    @IBAction func dismiss(_ sender: Any) {
        removeFromSuperview()
    }
}

enum ToastFactory {
    static func makeToast() -> UIView? {
        // File's Owner of BannerView.xib has outlets; a nil owner leaves them unset.
        UINib(nibName: "BannerView", bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
    }
}
