import Cocoa
final class ConsoleViewController: NSViewController {
    @IBOutlet var textView: NSTextView!
    var logText: String { return "log" }
    func clear(_ sender: Any?) { textView.string = "" }
}
extension NSViewController {
    var rootController: NSViewController? { return parent }
}
