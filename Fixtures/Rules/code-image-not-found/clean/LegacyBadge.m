#import <UIKit/UIKit.h>

@implementation LegacyBadge
- (UIImage *)badge {
    return [UIImage imageNamed:@"Logo"];
}
- (UIImage *)flag:(NSString *)code {
    return [UIImage imageNamed:[NSString stringWithFormat:@"flag-%@", code]];
}
@end
