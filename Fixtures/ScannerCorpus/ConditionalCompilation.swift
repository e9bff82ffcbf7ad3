import UIKit

#if os(iOS)
class PlatformView: UIView {
    @IBOutlet var iosLabel: UILabel!
    @IBOutlet var shared: AnyObject?
}
#elseif os(macOS)
class PlatformView: NSView {
    @IBOutlet var macLabel: NSTextField!
    @IBOutlet var shared: AnyObject?
}
#else
class PlatformView: NSObject {
    @IBOutlet var shared: AnyObject?
}
#endif

class Panel: UIViewController {
    #if DEBUG
    @IBOutlet var debugSwitch: UISwitch!
    @IBAction func toggleDebug(_ sender: UISwitch) {}
    #elseif BETA
    @IBOutlet var betaBadge: UIView!
    #else
    @IBOutlet var releaseNote: UILabel!
    #endif

    #if swift(>=5.9)
    #if canImport(UIKit)
    @IBAction func nested(_ sender: Any) {}
    #endif
    #endif

    func body() {
        #if targetEnvironment(simulator)
        let name = "Sim"
        #else
        let name = "Device"
        #endif
        Bundle.main.loadNibNamed(name, owner: self)
    }
}

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
class UILabel: NSTextField {
    @IBInspectable var insets: CGFloat = 0
}
#endif

#if !os(watchOS)
extension Panel {
    @IBSegueAction func showDetail(_ coder: NSCoder) -> UIViewController? { nil }
}
#endif

#if false
class Disabled: UIView { @IBOutlet var never: UIView! }
#endif
