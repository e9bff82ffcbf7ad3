import UIKit

/// Views that fill themselves from the xib named after their class when a storyboard decodes them.
class NibBackedView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        self.installContentFromNib()
    }

    func installContentFromNib() {
        let nib = UINib(nibName: String(describing: type(of: self)), bundle: Bundle(for: type(of: self)))
        let content = nib.instantiate(withOwner: self, options: nil)[0] as! UIView
        content.frame = bounds
        addSubview(content)
    }
}

/// Its xib's top-level view is a StatTileView too, so every decoded tile decodes another one.
final class StatTileView: NibBackedView {
    @IBOutlet private weak var valueLabel: UILabel!
}
