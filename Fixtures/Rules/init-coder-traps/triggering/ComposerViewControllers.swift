import UIKit

/// Screens built in code share this base.
class CodeBuiltViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        preconditionFailure("CodeBuiltViewController subclasses are created in code")
    }
}

/// Later given a storyboard scene; its init(coder:) calls the base's, which traps.
final class ReviewComposerViewController: CodeBuiltViewController {
    @IBOutlet var bodyTextView: UITextView!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
