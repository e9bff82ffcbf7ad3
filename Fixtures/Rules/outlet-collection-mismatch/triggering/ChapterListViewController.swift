import UIKit

/// Chapters of the open book. `sectionTitleLabels` was made an array for a planned second header;
/// ChapterListViewController.xib still connects it as a single outlet.
final class ChapterListViewController: UIViewController {
    @IBOutlet private var sectionTitleLabels: [UILabel]!
    @IBOutlet private weak var tableView: UITableView!

    var bookTitle = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        sectionTitleLabels.forEach { $0.text = bookTitle }
        tableView.rowHeight = UITableView.automaticDimension
    }
}
