#import <UIKit/UIKit.h>

@interface MNUOrderListViewController : UITableViewController
@end
