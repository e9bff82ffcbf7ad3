import UIKit

final class WelcomeCoordinator {
    private let storyboard = UIStoryboard(name: "Welcome", bundle: nil)

    func start(in window: UIWindow) {
        window.rootViewController = storyboard.instantiateInitialViewController()
    }

    func restart(in window: UIWindow) {
        guard let pages = UIStoryboard(name: "Welcome", bundle: nil).instantiateInitialViewController() as? UIPageViewController else { return }
        window.rootViewController = pages
    }
}
