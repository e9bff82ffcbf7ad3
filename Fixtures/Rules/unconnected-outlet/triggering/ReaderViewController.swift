import UIKit

final class ReaderViewController: UIViewController {
    @IBOutlet weak var pageLabel: UILabel!
    // The progress bar was removed from Reader.xib; the outlet stayed.
    @IBOutlet weak var progressView: UIProgressView!
    @IBOutlet weak var bookmarkButton: UIButton?
}
