import UIKit

/// `accentTint` is a plain Swift property (not @objc), but the class also declares the Objective-C
/// setter `setAccentTint:`. Key-value coding looks for `set<Key>:` first, so
/// `setValue(_:forKey: "accentTint")` calls the method and the xib's runtime attribute is applied.
final class ProgressBadgeView: UIView {
    @IBOutlet private weak var percentLabel: UILabel!

    private(set) var accentTint: UIColor = .tintColor

    @objc func setAccentTint(_ color: UIColor) {
        accentTint = color
        percentLabel.textColor = color
    }
}
