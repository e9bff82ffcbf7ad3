import UIKit

final class ReadingListViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib(nibName: "ReadingListCell", bundle: nil), forCellWithReuseIdentifier: "item")
    }

    /// Names built at run time are not judged: the class name of a subclass, a name per trait collection.
    func loadExtras() {
        _ = Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil)
        _ = Bundle.main.loadNibNamed(traitCollection.horizontalSizeClass == .compact ? "CompactBar" : "RegularBar", owner: self, options: nil)
    }
}
