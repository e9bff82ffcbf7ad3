import UIKit

protocol Reusable: AnyObject {}

extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}

class MenuCell: UITableViewCell {}

class CourseCell: UITableViewCell, Reusable {}

class NoteCell: UITableViewCell {
    static let reuseIdentifier = "Note"
}

enum CellIdentifier {
    static let footer = "MenuFooter"
}

extension UITableView {
    /// A generic helper: each class is registered under its own name.
    func register<Cell: UITableViewCell>(_ type: Cell.Type) {
        register(type, forCellReuseIdentifier: "\(Cell.self)")
    }
}

class MenuListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CourseCell.self, forCellReuseIdentifier: CourseCell.reuseIdentifier)
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        tableView.register(WineCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0: return tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
        case 1: return tableView.dequeueReusableCell(withIdentifier: CourseCell.reuseIdentifier, for: indexPath)
        case 2: return tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        // Not judged: niblint does not read the constants of an enum body.
        case 3: return tableView.dequeueReusableCell(withIdentifier: CellIdentifier.footer, for: indexPath)
        default: return tableView.dequeueReusableCell(withIdentifier: String(describing: WineCell.self), for: indexPath)
        }
    }

    /// Returns nil for an unknown identifier, and the cell is made here instead.
    func plainCell() -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Plain") ?? UITableViewCell(style: .default, reuseIdentifier: "Plain")
    }
}

class WineCell: UITableViewCell {}

class DishGridViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = "DishCell"
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}
