#import <UIKit/UIKit.h>

// Compiled into the ShopKit framework, which the Shop app embeds: +imageNamed: looks in the app's main bundle.
@interface PrimaryButton : UIButton
@end

@implementation PrimaryButton

- (void)awakeFromNib {
    [super awakeFromNib];
    [self setBackgroundImage:[UIImage imageNamed:@"btn-primary"] forState:UIControlStateNormal];
    [self setImage:[UIImage imageNamed:@"kit-badge"] forState:UIControlStateNormal];
    [self setImage:[UIImage imageNamed:@"btn-primary-tap"] forState:UIControlStateHighlighted];
}

@end
