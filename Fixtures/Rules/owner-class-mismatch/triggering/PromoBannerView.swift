import UIKit

/// PromoBanner.xib's File's Owner is PromoBannerView, but HomeViewController loads it with itself as the owner.
final class PromoBannerView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var headlineLabel: UILabel!
}

final class HomeViewController: UIViewController {
    private let bannerContainer = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        showPromoBanner()
    }

    private func showPromoBanner() {
        guard let banner = Bundle.main.loadNibNamed("PromoBanner", owner: self, options: nil)?.first as? UIView else { return }
        bannerContainer.addArrangedSubview(banner)
    }
}
