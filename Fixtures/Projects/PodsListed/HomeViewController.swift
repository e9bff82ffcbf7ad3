import UIKit

final class HomeViewController: UIViewController {
    func showSettings() {
        let settings = UIStoryboard(name: "Setings", bundle: nil).instantiateInitialViewController()
        let card = UINib(nibName: "CardView", bundle: .main).instantiate(withOwner: nil)
        let kit = UINib(nibName: "KitView", bundle: Bundle(for: KitMarker.self)).instantiate(withOwner: nil)
        _ = (settings, card, kit)
    }
}
