import UIKit
import CoreKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class HomeViewController: UIViewController {
    @IBOutlet private var widget: Widget!
    @IBOutlet private var gauge: UIView!
    @IBOutlet private var badge: UIView!
}
