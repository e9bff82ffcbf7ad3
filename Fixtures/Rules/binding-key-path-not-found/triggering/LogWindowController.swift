import Cocoa

class LogWindowController: NSWindowController {
    @objc dynamic var logs: [String] = []
    @objc dynamic var subsystems: [String] = []
    /// Bound below, but not visible to Objective-C.
    var searchText = ""
}
