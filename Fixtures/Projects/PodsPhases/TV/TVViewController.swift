import UIKit

final class TVViewController: UIViewController {
    func show() {
        let close = UIImage(named: "toast_close")
        let settings = UIStoryboard(name: "ToastSettings", bundle: nil).instantiateInitialViewController()
        _ = (close, settings)
    }
}
