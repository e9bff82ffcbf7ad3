import UIKit

/// Implements both initializers: code and nibs can create it.
final class CoverView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        layer.cornerRadius = 4
    }
}

/// Traps only for an archive that is not from a nib.
final class SpineView: UIView {
    required init?(coder: NSCoder) {
        guard coder.allowsKeyedCoding else { fatalError("keyed archives only") }
        super.init(coder: coder)
    }
}

/// Loads its content from ShareSheet.xib as File's Owner: no nib creates it.
final class ShareSheetView: UIView {
    @IBOutlet var contentView: UIView!

    init() {
        super.init(frame: .zero)
        Bundle.main.loadNibNamed("ShareSheet", owner: self, options: nil)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The storyboard creates it through a creator block that calls init?(coder:book:).
final class BookDetailViewController: UIViewController {
    let bookID: String

    init?(coder: NSCoder, bookID: String) {
        self.bookID = bookID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use init(coder:bookID:)")
    }

    static func make(bookID: String) -> BookDetailViewController {
        UIStoryboard(name: "Detail", bundle: nil).instantiateViewController(identifier: "BookDetail") { coder in
            BookDetailViewController(coder: coder, bookID: bookID)
        }
    }
}
