import UIKit

final class PlayerViewController: UIViewController {
    // The slider passes its value through a custom target in code; keep the signature.
    // niblint:disable:next invalid-action-signature
    @IBAction func seek(_ sender: UISlider, to value: Float, animated: Bool) {}

    // niblint:disable invalid-action-signature
    @IBAction func nudge(_ sender: UIStepper, by amount: Double) {}
    // niblint:enable invalid-action-signature

    /// A comment that only mentions `niblint:disable` in prose is not a directive.
    @IBAction func play(_ sender: Any) {}
}
