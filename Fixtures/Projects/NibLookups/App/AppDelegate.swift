import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // In the project folder, in no target: nothing puts them in the app's bundle.
        _ = UINib(nibName: "Legacy", bundle: nil).instantiate(withOwner: nil)
        _ = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()
        // Not in the tree at all: a pod (Podfile without Pods/) may copy it.
        _ = UINib(nibName: "ToastView", bundle: nil).instantiate(withOwner: nil)
        return true
    }
}
