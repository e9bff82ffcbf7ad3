#import <UIKit/UIKit.h>

@interface RCPShoppingListViewController : UITableViewController
@end
