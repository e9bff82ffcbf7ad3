import AppKit

final class ThumbnailsViewController: NSViewController {
    @IBOutlet var collectionView: NSCollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Thumbnail.xib holds only the view: the Collection View Item was deleted.
        collectionView.register(NSNib(nibNamed: "Thumbnail", bundle: nil), forItemWithIdentifier: NSUserInterfaceItemIdentifier("thumbnail"))
    }
}
