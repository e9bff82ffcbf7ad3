import UIKit

// In App.xcodeproj's folder, in no target's Compile Sources and outside the pod's source_files.
final class LegacyBadgeView: UIView {
    @IBOutlet private var countLabel: UILabel!
}
