import UIKit
import protocol Foundation.NSObjectProtocol
import struct Foundation.URL
import class Foundation.NSObject
import enum Foundation.ComparisonResult
import func Foundation.NSLog
import var Foundation.NSNotFound
import let Foundation.NSNotFound
import typealias Foundation.TimeInterval
@_implementationOnly import struct Foundation.Data
@testable import class Foundation.JSONDecoder
@preconcurrency import protocol Foundation.NSCopying
import Foundation.NSString

class FirstViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBAction func done(_ sender: Any) {}
}

import class Foundation.NSNumber

final class SecondViewController: UIViewController {
    @IBOutlet var rows: [UITableViewCell]!
}

#if canImport(AppKit)
import class AppKit.NSView
#elseif canImport(UIKit)
import class UIKit.UIView
#endif

@objc(CRPThirdView)
class ThirdView: UIView { @IBOutlet var icon: UIImageView! }
import struct Foundation.Date; class Fourth: NSObject { @IBOutlet var label: UILabel? }
