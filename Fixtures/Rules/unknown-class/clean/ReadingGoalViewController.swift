import UIKit

final class ShelfNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

final class ReadingGoalViewController: UIViewController {
    @IBOutlet weak var goalStepper: UIStepper!
}
