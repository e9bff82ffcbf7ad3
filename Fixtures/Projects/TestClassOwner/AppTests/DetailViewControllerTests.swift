import XCTest
import UIKit
final class DetailViewControllerTests: XCTestCase {
    @IBOutlet var titleLabel: UILabel!
}

final class StubBadgeView: UIView {}
