import Cocoa

class HistoryWindowController: NSWindowController {
    @objc dynamic var logs: [String] = []
    @objc let title2 = "Logs"
    @objc private var isFollowing = false
    @objc var count: Int { logs.count }
    @objc var filters: NSDictionary = [:]
}

/// Answers any key itself.
class SettingsStore: NSObject {
    override func value(forUndefinedKey key: String) -> Any? { nil }
}

@objcMembers class ConsoleViewController: NSViewController {
    let header = "Console"
    private var paused = false
    var lineCount: Int { 0 }
}

/// File's Owner is declared as the base class; the subclass the code loads the nib with has the key.
class BasePanelController: NSWindowController {}
class ExportPanelController: BasePanelController {
    @objc var exportFormat = "txt"
}

/// A witness of an @objc protocol's property requirement is @objc without the attribute.
@objc protocol Titled {
    var displayTitle: String { get }
}

class TitledPanelController: NSWindowController, Titled {
    var displayTitle: String { "Panel" }
}
