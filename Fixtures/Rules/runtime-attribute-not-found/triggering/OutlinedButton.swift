import UIKit

/// A secondary button drawn as an outline. ShareSheetViewController.xib sets its border with the
/// British spelling `borderColour`, and rounds it with `layr.cornerRadius`; neither key exists.
final class OutlinedButton: UIButton {
    @IBInspectable var borderColor: UIColor? {
        didSet { layer.borderColor = borderColor?.cgColor }
    }

    @IBInspectable var borderWidth: CGFloat = 1 {
        didSet { layer.borderWidth = borderWidth }
    }
}

/// Sharing options for a book.
final class ShareSheetViewController: UIViewController {
    @IBOutlet private weak var copyLinkButton: OutlinedButton!

    @IBAction private func copyLink(_ sender: OutlinedButton) {
        UIPasteboard.general.string = "https://shelf.example/book/1"
    }
}
