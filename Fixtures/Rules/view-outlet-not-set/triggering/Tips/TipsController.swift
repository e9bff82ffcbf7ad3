import UIKit

/// Loads Tips.xib by hand for its panel, but is also created with `TipsController()`: without a
/// nib name UIKit looks for "Tips" (the class name without "Controller") as its view nib, finds
/// this xib, and finds no `view` outlet in it.
final class TipsController: UIViewController {
    @IBOutlet private var panelView: UIView!
    @IBOutlet private weak var messageLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        Bundle.main.loadNibNamed("Tips", owner: self)
        view.addSubview(panelView)
    }
}

enum TipsRouting {
    static func showTips(from presenter: UIViewController) {
        presenter.present(TipsController(), animated: true)
    }
}
