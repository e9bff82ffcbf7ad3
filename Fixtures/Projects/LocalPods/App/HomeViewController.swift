import UIKit

final class HomeViewController: UIViewController {
    func show() {
        let badge = UIImage(named: "kit_badge")
        let gone = UIImage(named: "chart_gone")
        _ = (badge, gone)
    }
}
