import UIKit

final class Loader: NSObject {
    func load() {
        Bundle.main.loadNibNamed("Current", owner: self, options: nil)
        Bundle.main.loadNibNamed("OldPanel", owner: self, options: nil)   // a legacy <archive> xib: it exists
        Bundle.main.loadNibNamed("Prefs", owner: self, options: nil)      // an Interface Builder 2 nib bundle: it exists
        Bundle.main.loadNibNamed("Compiled", owner: self, options: nil)   // a compiled nib: it exists
        Bundle.main.loadNibNamed("Missing", owner: self, options: nil)    // nowhere
    }
}
