#import <UIKit/UIKit.h>

/// Like the reading list, but the controller passes a nib name up, so UIKit never looks for
/// "SHLWishlistView" (the list view's xib).
@interface SHLWishlistViewController : UIViewController
@end

@interface SHLWishlistView : UIView
@property (nonatomic, weak) IBOutlet UITableView *tableView;
@end
