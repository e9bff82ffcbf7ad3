import UIKit

/// Three toggle buttons: want to read, reading, finished. Loaded from ReadingStatusPicker.xib,
/// which still connects the collection under its old name `statusButtons`.
final class ReadingStatusPicker: UIView {
    enum Status: Int, CaseIterable {
        case wantToRead, reading, finished
    }

    @IBOutlet private var contentView: UIView!
    @IBOutlet private var optionButtons: [UIButton]!

    var onChange: ((Status) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadContentFromNib()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContentFromNib()
    }

    private func loadContentFromNib() {
        Bundle(for: ReadingStatusPicker.self).loadNibNamed("ReadingStatusPicker", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for (index, button) in optionButtons.enumerated() {
            button.tag = index
            button.addAction(UIAction { [weak self] _ in self?.select(index) }, for: .touchUpInside)
        }
    }

    private func select(_ index: Int) {
        for button in optionButtons { button.isSelected = button.tag == index }
        Status(rawValue: index).map { onChange?($0) }
    }
}
