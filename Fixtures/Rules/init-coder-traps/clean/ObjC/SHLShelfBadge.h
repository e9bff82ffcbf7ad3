#import <UIKit/UIKit.h>

@interface SHLShelfBadge : UIView
@property (nonatomic) NSInteger count;
@end
