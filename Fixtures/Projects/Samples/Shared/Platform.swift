// Built into every sample: the names the samples share across UIKit and AppKit.
#if canImport(UIKit)
import UIKit
typealias OSViewController = UIViewController
#else
import AppKit
typealias OSViewController = NSViewController

/// Lets shared code say `UILabel` on macOS; never the class an iOS or tvOS nib means.
class UILabel: NSTextField {}
#endif
