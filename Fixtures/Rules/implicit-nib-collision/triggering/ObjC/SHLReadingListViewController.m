#import "SHLReadingList.h"

@implementation SHLReadingListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *list = [[[NSBundle mainBundle] loadNibNamed:@"SHLReadingListView" owner:nil options:nil] firstObject];
    [self.view addSubview:list];
}

@end
