import UIKit

final class ThreadHeaderView: UIView {
    @IBOutlet private var subjectLabel: UILabel!
}
