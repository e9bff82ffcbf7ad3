import AppKit

class ViewController: OSViewController {
    @IBOutlet weak var titleLabel: NSTextField!
    @IBOutlet weak var playButton: NSButton!

    @IBAction func play(_ sender: NSButton) {}
}
