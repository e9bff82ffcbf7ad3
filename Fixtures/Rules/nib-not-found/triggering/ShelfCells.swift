import UIKit

final class ShelfViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // BookCoverCell.xib exists; the name below differs only in case.
        collectionView.register(UINib(nibName: "BookcoverCell", bundle: nil), forCellWithReuseIdentifier: "cover")
        // SeriesHeader.xib was deleted when the header moved to code.
        collectionView.register(UINib(nibName: "SeriesHeader", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "series")
    }
}

final class ShelfEmptyView: UIView {
    static func make() -> ShelfEmptyView? {
        Bundle.main.loadNibNamed("ShelfEmtpyView", owner: nil, options: nil)?.first as? ShelfEmptyView
    }
}
