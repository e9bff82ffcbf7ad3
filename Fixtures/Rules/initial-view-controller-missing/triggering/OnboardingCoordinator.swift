import UIKit

final class OnboardingCoordinator {
    private let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)

    func start(in window: UIWindow) {
        window.rootViewController = storyboard.instantiateInitialViewController()
    }

    func restart(in window: UIWindow) {
        guard let pages = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() as? UIPageViewController else { return }
        window.rootViewController = pages
    }
}
