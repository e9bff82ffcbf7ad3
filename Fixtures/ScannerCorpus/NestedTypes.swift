import UIKit

struct Screens {
    class Login: UIViewController {
        @IBOutlet var userField: UITextField!
        class Footer: UIView {
            @IBOutlet var versionLabel: UILabel!
        }
    }
    enum Kind { case a, b }
}

enum Catalog {
    final class ItemCell: UICollectionViewCell {
        @IBOutlet private weak var imageView: UIImageView!
    }
    indirect enum Tree { case leaf, node(Tree) }
}

actor Cache {
    class Entry: NSObject {
        @IBOutlet var preview: UIView?
    }
    func value() -> Int { 1 }
}

extension Screens.Login {
    @IBAction func logIn(_ sender: UIButton) {}
    class Banner: UIView {
        @IBOutlet var text: UILabel!
    }
}

extension Screens.Login.Footer {
    @IBAction func openLicense(_ sender: Any?) {}
}

class Generic<Model: Equatable>: UIViewController where Model: Hashable {
    @IBOutlet weak var tableView: UITableView!
    class func make() -> Generic { Generic() }
    class var reuseIdentifier: String { "Generic" }
    static var shared: Generic?
    final class Nested<T>: UIView {
        @IBOutlet var label: UILabel!
    }
}

extension Generic.Nested where T == Int {
    @IBAction func tap(_ sender: Any) {}
}

public final class Final: UIView, UITextFieldDelegate {
    @IBOutlet public private(set) weak var field: UITextField!
    @IBOutlet weak var first, second: UILabel!
}

class Outer {
    struct Middle {
        class Inner: UIView { @IBOutlet var deep: UIView! }
    }
}
extension Outer.Middle.Inner { @IBAction func deepTap(_ sender: Any) {} }
