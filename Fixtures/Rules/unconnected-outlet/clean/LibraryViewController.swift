import UIKit

/// Outlets declared in a base class are connected in the subclass's storyboard scene.
class LibraryBaseViewController: UIViewController {
    @IBOutlet weak var emptyStateLabel: UILabel!
}

final class LibraryViewController: LibraryBaseViewController {
    @IBOutlet weak var tableView: UITableView!
}

/// Used in no nib at all: its outlets are set in code, so they are not judged.
final class ProgrammaticBannerView: UIView {
    @IBOutlet var titleLabel: UILabel!
}
