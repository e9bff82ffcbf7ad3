import UIKit

@objc(CRPProfileViewController)
@MainActor
public class ProfileViewController: UIViewController {
    @IBOutlet
    weak var nameLabel: UILabel!

    @IBOutlet
    private(set)
    var avatar: UIImageView?

    @IBInspectable
    var cornerRadius: CGFloat = 0

    @GKInspectable var speed: Float = 1

    @available(iOS 13.0, *)
    @IBAction
    func refresh(_ sender: Any) {}

    @objc(tapWithSender:)
    @IBAction func tap(_ sender: Any) {}

    @IBSegueAction
    func makeEditor(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }

    @Published var plain = 0
    @objc dynamic var observed = 0
    @NSManaged var stored: String
}

@objcMembers class Members: NSObject {
    @IBOutlet var view: UIView!
    @available(*, deprecated, message: "use the other one (really)")
    @IBAction func old(_ sender: Any) {}
}

@propertyWrapper struct Clamped { var wrappedValue: Int }

@objc(CRPAnnotated) @IBDesignable final class Annotated: UIView { @IBOutlet @objc(mainLabel) var label: UILabel! }
