import AppKit

@objc(AppDelegate) class AppDelegate: NSObject {
    @IBOutlet weak var window: NSWindow!
}
