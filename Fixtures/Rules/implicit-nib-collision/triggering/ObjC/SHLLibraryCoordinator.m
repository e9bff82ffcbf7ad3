#import "SHLReadingList.h"

@interface SHLLibraryCoordinator : NSObject
@property (nonatomic, strong) UINavigationController *navigationController;
@end

@implementation SHLLibraryCoordinator

- (void)showReadingList {
    // No nib name: UIKit looks for "SHLReadingListView" first and finds the list view's xib.
    SHLReadingListViewController *list = [[SHLReadingListViewController alloc] init];
    [self.navigationController pushViewController:list animated:YES];
}

@end
