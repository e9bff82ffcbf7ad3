#import <UIKit/UIKit.h>

/// The reading list screen builds its view in -viewDidLoad; the list itself is SHLReadingListView,
/// made from SHLReadingListView.xib (File's Owner left as NSObject).
@interface SHLReadingListViewController : UIViewController
@end

@interface SHLReadingListView : UIView
@property (nonatomic, weak) IBOutlet UITableView *tableView;
@end
