/// Nibs whose top-level object is the instance the app uses: a table or collection view instantiates them with no
/// owner (a registered cell or reusable view nib, an `NSCollectionViewItem` nib) and takes the top-level object.
/// File's Owner's connections there go nowhere; the fix is to remove those, never the top-level object's.
///
/// Not an `NSTableView` nib (`register(_:forIdentifier:)`, `makeView(withIdentifier:owner:)`): the table view loads it
/// with the owner `makeView` is given ("owner: The owner of the NIB that may be loaded and instantiated to create a new
/// view with the specified identifier", Apple, NSTableView `makeView(withIdentifier:owner:)`), so File's Owner's
/// connections are live there.
enum InstanceNibs {
    /// Elements of the objects a view instantiates from a nib with no owner and uses as they are.
    private static let instantiatedElements: Set<String> = [
        "collectionViewItem", "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// Whether the top-level object of `document` is the instance used, the nib loaded with no owner: code registers the
    /// nib for cells, reusable views or items (`register(_:forCellReuseIdentifier:)` and its siblings,
    /// `registerNib:forCellReuseIdentifier:`…; not an `NSTableView`'s), or its top-level object is a cell, reusable view
    /// or collection view item.
    static func isInstanceNib(_ document: NibDocument, index: ProjectIndex) -> Bool {
        guard document.kind == .xib else { return false }
        if index.loadSitesByNibName[document.name]?.contains(where: { isLoadedWithNoOwner($0) }) == true { return true }
        return document.topLevelObjects.contains { instantiatedElements.contains(document.objects[$0].elementName) }
    }

    /// A registration whose view instantiates the nib with no owner: every one but an `NSTableView`'s.
    static func isLoadedWithNoOwner(_ site: NibLoadSite) -> Bool {
        site.api == .registerNib && site.registration?.kind != .appKitTableView
    }

    /// The top-level object of File's Owner's class that connects every outlet File's Owner connects, when no outlet
    /// points at File's Owner: File's Owner's outlets are then dead duplicates of that object's. Actions aimed at File's
    /// Owner are sent with a nil target, that is up the responder chain, where the item or cell is ("When the value of this
    /// property is nil, the application follows the responder chain looking for an object that can respond to the
    /// message", Apple, NSControl `target`; UIKit: "If target is nil, the app sends the message to the first responder,
    /// from whence it progresses up the responder chain", UIApplication `sendAction(_:to:from:for:)`).
    static func connectedTwin(ofOwner ownerIndex: Int, in document: NibDocument) -> Int? {
        guard let ownerClass = document.objects[ownerIndex].customClass else { return nil }
        let ownerID = document.objects[ownerIndex].id
        guard !document.connections.contains(where: { $0.destinationID == ownerID && $0.kind != .action }) else { return nil }
        let ownerKeys = Set(document.connections.compactMap { $0.source == ownerIndex ? $0.property : nil })
        guard !ownerKeys.isEmpty else { return nil }
        for candidate in document.topLevelObjects where document.objects[candidate].customClass == ownerClass {
            let keys = Set(document.connections.compactMap { $0.source == candidate ? $0.property : nil })
            if ownerKeys.isSubset(of: keys) { return candidate }
        }
        return nil
    }

    /// The outlets File's Owner connects that the top-level object `root` does not, sorted.
    static func outletsMissing(on root: Int, owner ownerIndex: Int, in document: NibDocument) -> [String] {
        let keys = Set(document.connections.compactMap { $0.source == root ? $0.property : nil })
        return Set(document.connections.compactMap { $0.source == ownerIndex ? $0.property : nil }).subtracting(keys).sorted()
    }
}
