import UIKit

/// Comes from a storyboard scene (outside this fixture); it loads HelpPanel.xib by hand, with itself as the owner, to get a
/// panel it adds to its own view. The nib is named like the controller's view nib (HelpPanel for
/// HelpPanelController), but nothing loads it as one, so it needs no `view` outlet.
final class HelpPanelController: UIViewController {
    @IBOutlet private var panelView: UIView!
    @IBOutlet private weak var messageLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        Bundle.main.loadNibNamed("HelpPanel", owner: self)
        view.addSubview(panelView)
    }
}
