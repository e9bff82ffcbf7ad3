import AVFoundation
import UIKit

/// Audiobook player. Every selector form Swift produces, each matching PlayerViewController.xib:
/// `play()` is `play`, `stop(sender:)` is `stopWithSender:`, `seek(to:)` is `seekTo:` (a preposition
/// takes no `With`), `volumeChanged(_:forEvent:)` is `volumeChanged:forEvent:`, and `@objc(skipForward:)`
/// renames `skip(_:)`.
class PlayerViewController: BasePlayerViewController {
    @IBOutlet private weak var progressSlider: UISlider!

    private let player = AVPlayer()

    @IBAction func play() {
        player.play()
    }

    @IBAction
    func stop(sender: UIButton) {
        player.pause()
        player.seek(to: .zero)
    }

    @objc(skipForward:) @IBAction func skip(_ sender: Any) {
        player.seek(to: player.currentTime() + CMTime(seconds: 30, preferredTimescale: 1))
    }

    @IBAction func seek(to slider: UISlider) {
        player.seek(to: CMTime(seconds: Double(slider.value), preferredTimescale: 1))
    }

    @IBAction func volumeChanged(_ sender: UISlider, forEvent event: UIEvent) {
        player.volume = sender.value
    }
}
