import UIKit

final class DemoViewController: UIViewController {
    let themed = UIImage(named: "demo-theme-header")
}
