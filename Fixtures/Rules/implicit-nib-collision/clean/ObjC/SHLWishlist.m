#import "SHLWishlist.h"

@implementation SHLWishlistViewController

- (instancetype)init {
    // The themed nib's name is only known at run time, but it is a name: UIKit does no lookup by class name.
    return [super initWithNibName:[SHLTheme nibNameForScreen:@"Wishlist"] bundle:nil];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *list = [[[NSBundle mainBundle] loadNibNamed:@"SHLWishlistView" owner:nil options:nil] firstObject];
    [self.view addSubview:list];
}

@end

@implementation SHLWishlistCoordinator

- (UIViewController *)makeWishlist {
    return [SHLWishlistViewController new];
}

@end
