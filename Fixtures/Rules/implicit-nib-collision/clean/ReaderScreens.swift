import UIKit

/// ReaderView.xib is this controller's own nib, on purpose: its File's Owner is ReaderViewController
/// with the 'view' outlet connected, so the implicit lookup finds the right file.
final class ReaderViewController: UIViewController {
    @IBOutlet private weak var pageLabel: UILabel!

    static func make() -> ReaderViewController {
        ReaderViewController(nibName: nil, bundle: nil)
    }
}

/// NotesView.xib belongs to NotesView, but this controller builds its view in loadView(), so UIKit never looks for a nib.
final class NotesViewController: UIViewController {
    override func loadView() {
        view = NotesView.make()
    }
}

final class NotesView: UIView {
    @IBOutlet private weak var textView: UITextView!

    static func make() -> NotesView {
        UINib(nibName: "NotesView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! NotesView
    }
}

func openReader(from navigationController: UINavigationController) {
    navigationController.pushViewController(ReaderViewController.make(), animated: true)
    navigationController.pushViewController(NotesViewController(), animated: true)
}
