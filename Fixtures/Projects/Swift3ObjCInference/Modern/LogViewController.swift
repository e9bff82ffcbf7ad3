import Cocoa
final class LogViewController: NSViewController {
    @IBOutlet var textView: NSTextView!
    var logText: String { return "log" }
    func clear(_ sender: Any?) { textView.string = "" }
}
extension NSViewController {
    var parentController: NSViewController? { return parent }
}
