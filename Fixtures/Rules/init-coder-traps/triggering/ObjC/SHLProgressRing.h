#import <UIKit/UIKit.h>

/// A reading-progress ring, created in code with a line width.
@interface SHLProgressRing : UIView
- (instancetype)initWithLineWidth:(CGFloat)lineWidth NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;
@property (nonatomic) CGFloat progress;
@end
