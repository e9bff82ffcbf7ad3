import UIKit

final class ReadingNotesViewController: UIViewController {
    var pageNumber = 0
}

final class ShareExcerptViewController: UIViewController {
    var excerpt = ""
    var source: String?
}

final class BookInfoViewController: UIViewController {}

/// The e-book reader. Every action takes what a control passes — nothing, the sender, or the sender
/// and the event — and every segue action takes the coder first, optionally followed by the sender
/// and the segue identifier. `turnPages(from:to:animated:)` has three parameters but is no action.
final class ReaderViewController: UIViewController {
    @IBOutlet private weak var pageSlider: UISlider!

    private var page = 1
    private var selectedText = ""

    @IBAction private func toggleChrome() {
        navigationController?.setNavigationBarHidden(!(navigationController?.isNavigationBarHidden ?? false), animated: true)
    }

    @IBAction private func nextPage(_ sender: Any) {
        turnPages(from: page, to: page + 1, animated: true)
    }

    @IBAction private func scrub(_ sender: UISlider, forEvent event: UIEvent) {
        guard event.allTouches?.first?.phase == .ended else { return }
        turnPages(from: page, to: Int(sender.value), animated: false)
    }

    @IBSegueAction private func makeNotes(_ coder: NSCoder) -> ReadingNotesViewController? {
        let notes = ReadingNotesViewController(coder: coder)
        notes?.pageNumber = page
        return notes
    }

    @IBSegueAction private func makeBookInfo(_ coder: NSCoder, sender: Any?) -> BookInfoViewController? {
        BookInfoViewController(coder: coder)
    }

    @IBSegueAction private func makeShareExcerpt(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> ShareExcerptViewController? {
        let share = ShareExcerptViewController(coder: coder)
        share?.excerpt = selectedText
        share?.source = segueIdentifier
        return share
    }

    private func turnPages(from start: Int, to end: Int, animated: Bool) {
        page = max(1, end)
        pageSlider.setValue(Float(page), animated: animated)
    }
}
