import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The bundle of an app's own class is the main bundle: judged like `bundle: nil`.
        _ = UINib(nibName: "Main", bundle: Bundle(for: AppDelegate.self)).instantiate(withOwner: nil)
        _ = UINib(nibName: "Mian", bundle: Bundle(for: AppDelegate.self)).instantiate(withOwner: nil)
        // The bundle of a class from outside the tree may be a dependency's, with a nib of that name.
        _ = UINib(nibName: "Tracker", bundle: Bundle(for: AnalyticsView.self)).instantiate(withOwner: nil)
        return true
    }
}
