import UIKit

/// Filters for the shelf: sort order buttons, format toggles and a summary line.
/// Collections are arrays in every spelling; single outlets are single objects.
final class ShelfFilterViewController: UIViewController {
    enum SortOrder: Int {
        case title, author, recentlyAdded
    }

    @IBOutlet private var sortButtons: [UIButton] = []
    @IBOutlet private var dividerViews: Array<UIView>!
    @IBOutlet private var formatSwitches: [UISwitch]?
    @IBOutlet private weak var summaryLabel: UILabel?

    private var sortOrder = SortOrder.title

    override func viewDidLoad() {
        super.viewDidLoad()
        dividerViews.forEach { $0.backgroundColor = .separator }
        formatSwitches?.forEach { $0.isOn = true }
        updateSummary()
    }

    @IBAction private func sortButtonTapped(_ sender: UIButton) {
        sortOrder = SortOrder(rawValue: sender.tag) ?? .title
        for button in sortButtons { button.isSelected = button === sender }
        updateSummary()
    }

    @IBAction private func summaryTapped(_ sender: UITapGestureRecognizer) {
        sortOrder = .title
        updateSummary()
    }

    private func updateSummary() {
        summaryLabel?.text = "Sorted by \(sortOrder)"
    }
}
