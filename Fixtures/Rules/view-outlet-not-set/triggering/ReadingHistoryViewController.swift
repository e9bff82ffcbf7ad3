import UIKit

/// A table view controller whose xib has the table view at the top level, connected as neither
/// `view` nor `tableView` (the outlet was removed while renaming the class).
final class ReadingHistoryViewController: UITableViewController {
    private var entries: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }
}
