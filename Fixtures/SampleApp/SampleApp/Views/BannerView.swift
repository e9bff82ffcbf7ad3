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

/// The banner's icon, first built in code only; Xcode's stub below was kept when it moved into BannerView.xib.
final class BannerIconView: UIImageView {
    override init(image: UIImage?) {
        super.init(image: image)
        contentMode = .scaleAspectFit
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
