import UIKit

/// Base of the onboarding pages; each page subclass has its own xib.
class PagedContentViewController: UIViewController {
    var pageIndex = 0
}

/// OnboardingPageViewController.xib connects the labels but not File's Owner's `view`
/// (the view controller is two levels below UIViewController).
final class OnboardingPageViewController: PagedContentViewController {
    @IBOutlet private weak var illustrationView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!

    convenience init(page: Int) {
        self.init(nibName: "OnboardingPageViewController", bundle: .main)
        pageIndex = page
    }
}
