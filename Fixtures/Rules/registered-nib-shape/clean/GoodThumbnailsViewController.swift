import AppKit

final class GoodThumbnailsViewController: NSViewController {
    @IBOutlet var collectionView: NSCollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // GoodThumbnail.xib holds the item and its view, both at the top level.
        collectionView.register(NSNib(nibNamed: "GoodThumbnail", bundle: nil), forItemWithIdentifier: NSUserInterfaceItemIdentifier("thumbnail"))
    }
}
