import UIKit

/// CardView.xib's File's Owner is CardView. The subclass loads it with `self`, which is a CardView too.
class CardView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var titleLabel: UILabel!
}

final class FeaturedCardView: CardView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        Bundle.main.loadNibNamed("CardView", owner: self, options: nil)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Bundle.main.loadNibNamed(String(describing: CardView.self), owner: self, options: nil)
        addSubview(contentView)
    }
}

/// Loaded with `DetailViewController()`: UIKit finds DetailViewController.xib by the class name.
final class DetailViewController: UIViewController {
    @IBOutlet weak var summaryLabel: UILabel!

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A cell nib registered with no owner: fine, because its File's Owner has no connections.
final class QuoteCell: UITableViewCell {
    @IBOutlet weak var quoteLabel: UILabel!
}

final class QuotesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "QuoteCell", bundle: nil), forCellReuseIdentifier: "Quote")
    }
}
