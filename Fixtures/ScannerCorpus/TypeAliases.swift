import UIKit

#if os(iOS) || os(tvOS)
typealias OSViewController = UIViewController
typealias OSView = UIView
#elseif os(macOS)
typealias OSViewController = NSViewController
typealias OSView = NSView
#else
typealias OSViewController = AnyObject
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
typealias PlatformLabel = NSTextField
#else
typealias PlatformLabel = UILabel
#endif

typealias Handler = @Sendable (Int) -> Void
typealias QualifiedView = UIKit.UIView
public typealias Pair<T> = (T, T) where T: Equatable
private typealias Lookup = [String: Any]

class SettingsViewController: OSViewController {
    typealias Cell = UITableViewCell
    typealias Completion = (Bool) -> Void
    @IBOutlet weak var titleLabel: PlatformLabel!

    func configure() {
        typealias Local = Int
        let value: Local = 1
        _ = value
    }

    var computed: Int {
        typealias InAccessor = Int
        return InAccessor(2)
    }
}

enum Namespace {
    typealias View = OSView
    struct Inner {
        typealias Deep = Namespace.View
    }
    #if DEBUG
    typealias DebugOnly = String
    #endif
}

protocol Configurable {
    typealias Configuration = [String: String]
}

extension SettingsViewController {
    typealias Extra = Int
}

struct Holder { typealias First = Int; typealias Second = String }
