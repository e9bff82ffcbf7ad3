import UIKit

/// The audiobook player. Its actions grew parameters a control or a segue cannot pass:
/// a slider sends (sender, event), a button cannot say how far to skip, and a segue action
/// receives the coder first.
final class AudiobookPlayerViewController: UIViewController {
    @IBOutlet private weak var positionSlider: UISlider!

    private var position: TimeInterval = 0

    @IBAction private func seek(_ sender: UISlider, event: UIEvent, animated: Bool) {
        position = TimeInterval(sender.value)
    }

    @IBAction private func skip(_ sender: UIButton, by seconds: Double) {
        position += seconds
        positionSlider.setValue(Float(position), animated: true)
    }

    @IBSegueAction private func makeChapterPicker(_ sender: Any?) -> ChapterPickerViewController? {
        ChapterPickerViewController(nibName: nil, bundle: nil)
    }
}

final class ChapterPickerViewController: UITableViewController {}
