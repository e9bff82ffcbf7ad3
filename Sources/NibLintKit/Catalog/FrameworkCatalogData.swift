// Bootstrap catalog, replaced by the output of Scripts/generate-catalog.py.
enum FrameworkCatalogData {
    static let iOS = #"""
class NSObject -
class UIResponder NSObject
m copy: paste: cut: selectAll: select: delete:
class UIView UIResponder
p backgroundColor gestureRecognizers tag
class UIControl UIView
class UIButton UIControl
class UILabel UIView
class UIImageView UIView
class UIScrollView UIView
p delegate
class UITableView UIScrollView
p delegate dataSource tableHeaderView tableFooterView
class UICollectionView UIScrollView
p delegate dataSource collectionViewLayout
class UITextField UIControl
p delegate
class UITextView UIScrollView
p delegate
class UITableViewCell UIView
p contentView
class UICollectionViewCell UIView
p contentView
class UIViewController UIResponder
p view title navigationItem
class UITableViewController UIViewController
p tableView
class UICollectionViewController UIViewController
p collectionView
class UINavigationController UIViewController
class UIGestureRecognizer NSObject
p delegate
class UITapGestureRecognizer UIGestureRecognizer
class NSLayoutConstraint NSObject
p constant
class UIStackView UIView
class UIWindow UIView
p rootViewController
class UIBarButtonItem NSObject
p customView
class UINavigationItem NSObject
p titleView leftBarButtonItem rightBarButtonItem
class UILayoutGuide NSObject
element constraint NSLayoutConstraint
element viewLayoutGuide UILayoutGuide
element switch UISwitch
"""#
    static let macOS = #"""
class NSObject -
class NSResponder NSObject
p nextResponder menu
class NSApplication NSResponder
p delegate mainMenu windowsMenu servicesMenu
m terminate: orderFrontStandardAboutPanel: hide: unhideAllApplications: hideOtherApplications:
class NSView NSResponder
p nextKeyView menu
class NSControl NSView
p target action
class NSButton NSControl
class NSTextField NSControl
p delegate
class NSText NSView
m copy: paste: cut: selectAll: undo: redo:
class NSTextView NSText
class NSWindow NSResponder
p delegate contentView initialFirstResponder
m performClose: performMiniaturize: performZoom: toggleFullScreen: makeKeyAndOrderFront:
class NSPanel NSWindow
class NSWindowController NSResponder
p window
class NSViewController NSResponder
p view
class NSMenu NSObject
p delegate
class NSMenuItem NSObject
p submenu
class NSScrollView NSView
class NSTableView NSControl
p delegate dataSource
class NSLayoutConstraint NSObject
element customView NSView
element customObject NSObject
element constraint NSLayoutConstraint
"""#
}
