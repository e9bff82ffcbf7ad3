class MenuBarAppDelegate: NSObject, NSApplicationDelegate {
    @IBOutlet var window: NSWindow!
}
