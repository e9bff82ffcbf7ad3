import UIKit

final class HomeViewController: UIViewController {
    func show() {
        let cell = UINib(nibName: "RSTCollectionViewCell", bundle: nil).instantiate(withOwner: nil)
        let card = UINib(nibName: "CardView", bundle: nil).instantiate(withOwner: nil)
        let close = UIImage(named: "toast_close")
        let cast = UIImage(named: "GoogleCastUIResources")
        _ = (cell, card, close, cast)
    }
}
