#import <UIKit/UIKit.h>

@implementation LegacyBadge
- (UIImage *)badge {
    return [UIImage imageNamed:@"Badge"];
}
@end
