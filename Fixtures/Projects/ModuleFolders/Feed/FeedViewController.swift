import UIKit
import GridKit

final class FeedViewController: UIViewController {
    @IBOutlet private var grid: UICollectionView!
    @IBOutlet private var banner: UIView!
}
